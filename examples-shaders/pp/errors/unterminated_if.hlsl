// An `#if` without `#endif` (OSH1001) and an `#endif` without `#if` (OSH1010).
#endif

#ifdef DEBUG
[numthreads(1, 1, 1)]
void main() {}
