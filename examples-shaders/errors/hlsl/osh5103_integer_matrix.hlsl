// mul on integer matrices has no Metal counterpart.
RWStructuredBuffer<int> o;
[numthreads(1,1,1)] void main() { int2x2 m = int2x2(1, 2, 3, 4); int2 v = mul(m, int2(1, 1)); o[0] = v.x; }
