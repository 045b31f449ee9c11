// `#error` in an active group stops the translation (OSH1003).
#define QUALITY 3

#if QUALITY > 2
#error QUALITY above 2 is not supported on this platform
#endif

[numthreads(1, 1, 1)]
void main() {}
