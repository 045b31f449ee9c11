// Load from every texel of mip 0 and mip 1 of an rgba8unorm texture.
Texture2D<float4> tex : register(t0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.y * 4 + id.x;
    o[i] = tex.Load(int3(id.xy, 0));
    o[16 + i] = tex.Load(int3(id.xy / 2, 1));
}
