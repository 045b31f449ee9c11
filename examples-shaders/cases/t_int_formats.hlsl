// Integer formats: loads from Texture2D<int> and Texture2D<uint4>, stores to RWTexture2D<int>.
Texture2D<int> si : register(t0);
Texture2D<uint4> su : register(t1);
RWTexture2D<int> dst : register(u1);
RWStructuredBuffer<uint4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int v = si.Load(int3(id.xy, 0));
    uint4 u = su.Load(int3(id.y, id.x, 0));
    o[id.y * 4 + id.x] = uint4(uint(v + 1000), u.x ^ u.y, u.z + u.w, 1u);
    dst[id.xy] = v - int(u.x);
}
