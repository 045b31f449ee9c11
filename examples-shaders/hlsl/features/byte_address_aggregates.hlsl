// Templated byte-address loads and stores of arrays, structs and matrices
// (HLSL 2021): scalar by scalar, each 32-bit scalar at its offset as DXC
// lays the type out (`sizeof`'s layout: scalars at their width, a struct's
// members each at its alignment; bool 4 bytes, nonzero is true), a matrix
// column by column unless row-major, bit fields as their storage word.
struct Light {
    uint kind : 8;
    uint flags : 8;
    float3 color;
    bool enabled;
    float2x3 frame;
    int ids[2];
};

ByteAddressBuffer Src : register(t0);
RWByteAddressBuffer Dst : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint addr = id.x * 256;
    float weights[4] = Src.Load<float[4]>(addr);
    Light light = Src.Load<Light>(addr + 16);
    Light pair[2] = Src.Load<Light[2]>(addr + 64);
    row_major float2x2 m = Src.Load<float2x2>(addr + 160);
    light.color *= weights[id.y & 3] + m._m01;
    Dst.Store(addr, light);                 // deduced: Store<Light>
    Dst.Store<float[4]>(addr + 48, weights);
    Dst.Store<Light[2]>(addr + 64, pair);
    Dst.Store(addr + 160, m);
}
