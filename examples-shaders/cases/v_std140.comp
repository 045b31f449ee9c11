#version 450
// std140 packing: vec3 aligns to 16, array elements have a 16-byte stride
// and the array's size rounds up to 16, a struct aligns to 16.
// The kernel copies every member out into a std430 float array (stride 4).
layout(local_size_x = 1) in;

struct Light
{
    vec3 dir;
    float intensity;
};

layout(std140, binding = 0) uniform Params
{
    float scale;     // 0
    vec3 offset;     // 16
    vec2 uv;         // 32
    float arr[3];    // 48, 64, 80
    float after;     // 96
    Light light;     // 112 (dir), 124 (intensity)
    ivec2 ij;        // 128
    uint flag;       // 136
} P;

layout(std430, binding = 1) buffer BO { float v[]; } Out;

void main()
{
    Out.v[0] = P.scale;
    Out.v[1] = P.offset.x;
    Out.v[2] = P.offset.y;
    Out.v[3] = P.offset.z;
    Out.v[4] = P.uv.x;
    Out.v[5] = P.uv.y;
    Out.v[6] = P.arr[0];
    Out.v[7] = P.arr[1];
    Out.v[8] = P.arr[2];
    Out.v[9] = P.after;
    Out.v[10] = P.light.dir.x;
    Out.v[11] = P.light.dir.y;
    Out.v[12] = P.light.dir.z;
    Out.v[13] = P.light.intensity;
    Out.v[14] = float(P.ij.x);
    Out.v[15] = float(P.ij.y);
    Out.v[16] = float(P.flag);
}
