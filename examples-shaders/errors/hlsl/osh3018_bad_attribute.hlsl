// numthreads with a bad size.
RWStructuredBuffer<int> o;
[numthreads(0, 1, 1)] void main() { o[0] = 1; }
