// Typed buffers of three-component texels (D3D's R32G32B32_FLOAT/UINT/SINT
// views, tightly packed 12-byte elements): Metal has no three-component
// texel format, so each is a buffer of packed elements (`packed_float3`…),
// reflected as a buffer with a 12-byte stride; warning OSH5234 tells the host
// to bind a buffer there, not a texture buffer.
Buffer<float3> positions : register(t0);
RWBuffer<int3> cells : register(u0);
RasterizerOrderedBuffer<uint3> counts : register(u1);
Buffer<float4> colors : register(t1); // four components: a texture buffer

float4 main(nointerpolation uint i : INDEX) : SV_Target {
    uint n;
    positions.GetDimensions(n);
    cells[i] = int3(1, 2, 3);
    cells[i].y = 4;
    cells[i].xz += int2(5, 6);
    counts[i] = counts[i].zyx + 1;
    float3 p = positions.Load(i) + positions[i % n].zxy;
    return float4(p, float(cells[i][2])) * colors[i];
}
