#version 450
#extension GL_KHR_shader_subgroup_ballot : enable
#extension GL_KHR_shader_subgroup_vote : enable
// Votes and broadcasts within each subgroup.
layout(local_size_x = 16) in;
layout(std430, binding = 0) readonly buffer BIn { uint v[]; } In;
layout(std430, binding = 1) buffer BOut { uvec4 v[]; } Out;

void main()
{
    uint v = In.v[gl_GlobalInvocationID.x];
    uvec4 ballot = subgroupBallot(v > 4u);
    uint flags = (subgroupAny(v == 7u) ? 1u : 0u) | (subgroupAll(v < 10u) ? 2u : 0u);
    Out.v[gl_GlobalInvocationID.x] = uvec4(ballot.x, flags, subgroupBroadcastFirst(v), subgroupBroadcast(v, 5u));
}
