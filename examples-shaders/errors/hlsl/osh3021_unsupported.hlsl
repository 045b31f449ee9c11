// A construct the front-end does not translate yet (OSH3021): an array of
// structured buffers in HLSL.
RWStructuredBuffer<uint> Bins[2] : register(u0);
RWStructuredBuffer<uint> Out : register(u2);
[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { Out[id.x] = 1; }
