// A construct the front-end does not translate yet (OSH3021): passing one
// buffer of an array of structured buffers to a helper (each helper taking
// a buffer is lowered per buffer global it is called with).
RWStructuredBuffer<uint> Bins[2] : register(u0);
RWStructuredBuffer<uint> Out : register(u2);
uint first(RWStructuredBuffer<uint> b) { return b[0]; }
[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { Out[id.x] = first(Bins[1]); }
