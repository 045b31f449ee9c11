#version 450
#extension GL_KHR_shader_subgroup_arithmetic : enable
// Exclusive prefix operations within each subgroup, and the lane built-ins.
layout(local_size_x = 16) in;
layout(std430, binding = 0) readonly buffer BIn { uint v[]; } In;
layout(std430, binding = 1) buffer BOut { uvec4 v[]; } Out;

void main()
{
    uint v = In.v[gl_GlobalInvocationID.x];
    Out.v[gl_GlobalInvocationID.x] = uvec4(subgroupExclusiveAdd(v), subgroupExclusiveMul(v % 3u + 1u), gl_SubgroupInvocationID, gl_SubgroupSize);
}
