// Read-modify-write of an RWTexture2D<float4> and a store to an RWTexture2D<float>.
RWTexture2D<float4> img : register(u1);
RWTexture2D<float> dst : register(u2);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 v = img[id.xy];
    img[id.xy] = v * 2.0 + float4(id.xy, 0.0, 1.0);
    dst[uint2(3, 3) - id.xy] = v.x + v.y;
    o[id.y * 4 + id.x] = v;
}
