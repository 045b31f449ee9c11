// D3D packs a scalar or small vector into the unused end of a constant-buffer
// matrix's last line (`float3x3 n; float t;` puts t at 44): such matrices keep
// their last line apart. A struct holding them is copied into a local, where
// lines and elements are written by constant and dynamic index, then read back.
struct Xf
{
    float3x3 n;            // column_major: lines at 0, 16, 32 (12 bytes each)
    float t;               // 44
    row_major float3x3 r;  // 48: lines at 48, 64, 80
    float u;               // 92
};

cbuffer Params : register(b0)
{
    Xf xf;                 // 0
    float2x2 a;            // 96: lines at 96 and 112 (8 bytes each)
    float2 uv;             // 120
    row_major float2x3 b;  // 128: lines at 128 and 144 (12 bytes each)
    float w;               // 156
};

RWStructuredBuffer<float4> Out : register(u0);

[numthreads(2, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint o = i * 8;
    float3 v = float3(1.0f, -2.0f, 0.5f);
    Out[o + 0] = float4(mul(xf.n, v), xf.t);
    Out[o + 1] = float4(mul(v, xf.r), xf.u);
    Out[o + 2] = float4(mul(a, uv), uv);
    Out[o + 3] = float4(mul(b, v), w, xf.r[2 - i].z);
    Out[o + 4] = float4(xf.n[i + 1], a[1][i]);
    Xf c = xf;
    c.r[i + 1] = float3(7.0f, 8.0f, 9.0f);
    c.n[2 - i] = float3(-1.0f, -2.0f, -3.0f);
    c.r[2][i] += 100.0f;
    c.n = c.n * 2.0f;
    Out[o + 5] = float4(c.n[0], c.t);
    Out[o + 6] = float4(c.n[2], c.r[0][0]);
    Out[o + 7] = float4(c.r[1 + i], c.r[2][1]);
}
