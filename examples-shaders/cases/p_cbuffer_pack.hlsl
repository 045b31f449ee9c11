// D3D constant-buffer packing read back member by member.
cbuffer Params : register(b0)
{
    float3 dir;      // offset 0
    float scale;     // offset 12 (same register)
    float a;         // offset 16
    float2 uv;       // offset 20
    float b;         // offset 28
    float2 st;       // offset 32: does not straddle
    float3 col;      // offset 48: would straddle at 40, moves to 48
    float w[3];      // offsets 64, 80, 96
    float tail;      // offset 100: in the tail of w[2]
};
RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    Out[0] = dir.x; Out[1] = dir.y; Out[2] = dir.z; Out[3] = scale;
    Out[4] = a; Out[5] = uv.x; Out[6] = uv.y; Out[7] = b;
    Out[8] = st.x; Out[9] = st.y;
    Out[10] = col.x; Out[11] = col.y; Out[12] = col.z;
    Out[13] = w[0]; Out[14] = w[1]; Out[15] = w[2];
    Out[16] = tail;
}
