// Under msc root constants hold the constant buffer inline: it must fit
// their 32-bit values, and start where its Metal struct (16-byte aligned
// for a float4) can be read. Both are OSH5119 at the constant buffer.
cbuffer Transform : register(b0) {
    float4 offset;
    float4 scale;
};
RWStructuredBuffer<float4> o : register(u0);

[RootSignature("UAV(u0), RootConstants(num32BitConstants = 4, b0)")]
[numthreads(1, 1, 1)]
void main() {
    o[0] = o[0] * scale + offset;
}
