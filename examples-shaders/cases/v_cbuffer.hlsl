// D3D constant-buffer packing: a vector never straddles a 16-byte row,
// array elements start on a row, a scalar after an array packs into the last
// element's row, a struct starts on a row. The kernel copies every member out.
struct Light
{
    float3 dir;
    float intensity;
};

cbuffer Params : register(b0)
{
    float scale;     // 0
    float3 offset;   // 4
    float2 uv;       // 16
    float arr[3];    // 32, 48, 64
    float after;     // 68
    Light light;     // 80 (dir), 92 (intensity)
    int2 ij;         // 96
    uint flag;       // 104
};

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    Out[0] = scale;
    Out[1] = offset.x;
    Out[2] = offset.y;
    Out[3] = offset.z;
    Out[4] = uv.x;
    Out[5] = uv.y;
    Out[6] = arr[0];
    Out[7] = arr[1];
    Out[8] = arr[2];
    Out[9] = after;
    Out[10] = light.dir.x;
    Out[11] = light.dir.y;
    Out[12] = light.dir.z;
    Out[13] = light.intensity;
    Out[14] = (float)ij.x;
    Out[15] = (float)ij.y;
    Out[16] = (float)flag;
}
