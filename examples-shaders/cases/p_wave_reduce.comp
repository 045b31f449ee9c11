#version 450
#extension GL_KHR_shader_subgroup_arithmetic : enable
// Subgroup reductions over the lanes of each 8-wide subgroup.
layout(local_size_x = 32) in;
layout(std430, binding = 0) readonly buffer BIn { uint v[]; } In;
layout(std430, binding = 1) buffer BOut { uvec4 v[]; } Out;

void main()
{
    uint v = In.v[gl_GlobalInvocationID.x];
    Out.v[gl_GlobalInvocationID.x] = uvec4(subgroupAdd(v), subgroupMin(v), subgroupMax(v), subgroupOr(v) ^ subgroupAnd(v | 8u));
}
