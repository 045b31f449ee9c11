// A construct the front-end does not translate yet (OSH3021).
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { Out[id.x] = QuadAny(id.x == 0) ? 1 : 0; }
