// Under argument-buffers a space is a Metal buffer index, and the push
// constants go above the last one: space 40 and the push constants past
// buffer 29 are OSH5119 (direct slots would accept this file).
Texture2D<float4> t : register(t0, space40);
[[vk::push_constant]] cbuffer P { uint k; };
RWStructuredBuffer<float4> o : register(u0);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { o[id.x] = t.Load(int3(0, 0, 0)) * k; }
