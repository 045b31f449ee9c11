#version 450
// Transpose 8x8 tiles through shared memory.
layout(local_size_x = 8, local_size_y = 8) in;
layout(std430, binding = 0) readonly buffer BIn { uint v[]; } In;
layout(std430, binding = 1) buffer BOut { uint v[]; } Out;

shared uint tile[8][8];

void main()
{
    uvec3 t = gl_LocalInvocationID;
    uint base = gl_WorkGroupID.x * 64u;
    tile[t.y][t.x] = In.v[base + t.y * 8u + t.x];
    barrier();
    Out.v[base + t.y * 8u + t.x] = tile[t.x][t.y] + gl_WorkGroupID.x * 1000u;
}
