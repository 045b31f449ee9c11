// A zero-sized array.
RWStructuredBuffer<int> o;
[numthreads(1,1,1)] void main() { int a[0]; o[0] = 1; }
