// Writing some components of a read-write texel (`tex[p].xy = v`, or `.x`
// of a one-component texel) reads the texel, replaces those components
// and writes it back, as DXC does: the other components keep their
// values (the read and write are not one atomic step, in DXC either).
RWTexture2D<float4> color : register(u0);
RWBuffer<uint> counts : register(u1);
RWTexture3D<uint3> cells : register(u2);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    color[id.xy].zw = float2(0.5, 1.0);
    color[id.xy + 8].x *= 2;
    counts[id.x].x = id.y;
    cells[id].y = 7;
    cells[id + 1].zx = uint2(1, 2);
}
