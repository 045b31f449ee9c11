// Shaders cannot recurse.
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
RWStructuredBuffer<int> o;
[numthreads(1,1,1)] void main() { o[0] = fact(5); }
