#version 450
// Vulkan compute: a two-level sum with subgroup operations — each subgroup
// reduces its values, the first lane of each writes a partial sum into
// shared memory, and the first subgroup reduces the partials.
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require

layout(local_size_x = 128) in;

layout(std430, set = 0, binding = 0) readonly buffer Input { float values[]; };
layout(std430, set = 0, binding = 1) buffer Output { uint nonzero; float sums[]; } out_;
layout(push_constant) uniform Push { uint count; } pc;

shared float partial[128];

void main() {
    uint gid = gl_GlobalInvocationID.x;
    float v = gid < pc.count ? values[gid] : 0.0;
    float s = subgroupAdd(v);
    uvec4 ballot = subgroupBallot(v != 0.0);
    if (subgroupElect()) {
        partial[gl_SubgroupID] = s;
        atomicAdd(out_.nonzero, subgroupBallotBitCount(ballot));
    }
    barrier();
    if (gl_SubgroupID == 0u) {
        float p = gl_SubgroupInvocationID < gl_NumSubgroups ? partial[gl_SubgroupInvocationID] : 0.0;
        float total = subgroupAdd(p);
        if (subgroupElect()) {
            out_.sums[gl_WorkGroupID.x] = total;
        }
    }
}
