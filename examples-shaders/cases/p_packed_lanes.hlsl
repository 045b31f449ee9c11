// SM 6.6's packed 8-bit lanes: `uint8_t4_packed` and `int8_t4_packed` are a
// `uint` holding four bytes, lane 0 in the low byte. `pack_u8`/`pack_s8`
// keep each lane's low byte, `pack_clamp_u8`/`pack_clamp_s8` saturate it to
// [0, 255] or [-128, 127]; `unpack_u8u32`/`unpack_s8s32` widen the lanes
// again, zero- or sign-extended.
StructuredBuffer<int4> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    int4 v = In[i];
    uint8_t4_packed u = pack_u8(uint4(v));
    int8_t4_packed s = pack_s8(v);
    uint8_t4_packed cu = pack_clamp_u8(v);
    int8_t4_packed cs = pack_clamp_s8(v);
    Out[i * 8 + 0] = u;
    Out[i * 8 + 1] = s;
    Out[i * 8 + 2] = cu;
    Out[i * 8 + 3] = cs;
    int4 ws = unpack_s8s32(s);
    uint4 wu = unpack_u8u32(u);
    Out[i * 8 + 4] = asuint(ws.x);
    Out[i * 8 + 5] = asuint(ws.w);
    Out[i * 8 + 6] = wu.y;
    Out[i * 8 + 7] = asuint(unpack_s8s32(cs).z) ^ unpack_u8u32(cu).w;
}
