// msc without a root signature: MSC's automatic layout, one
// IRDescriptorTableEntry per resource in the top-level argument buffer,
// SRVs first (Values), then UAVs (Out), then constant buffers (Params),
// each entry's gpuVA the buffer's address.
cbuffer Params : register(b0) {
    float4 gain;
};
StructuredBuffer<float4> Values : register(t0);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out[id.x] = Values[id.x] * gain + Values[7 - id.x];
}
