// A memory-only barrier becomes a full threadgroup barrier (warning).
RWStructuredBuffer<uint> o;
groupshared uint g;
[numthreads(8,1,1)] void main(uint gi : SV_GroupIndex) { g = gi; GroupMemoryBarrier(); o[gi] = g; }
