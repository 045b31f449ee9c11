#version 450
// A subgroup operation evaluates its argument once: `atomicAdd` runs one
// time per call, not once per use of the argument in the translation.
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_ARB_shader_group_vote : require
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer Counter { uint next; uint all_same; uint any_same; uint sum; uint product; };

void main() {
    all_same = subgroupAllEqual(atomicAdd(next, 1u)) ? 1u : 0u;
    any_same = allInvocationsEqualARB(atomicAdd(next, 1u) > 3u) ? 1u : 0u;
    sum = subgroupInclusiveAdd(atomicAdd(next, 1u));
    product = subgroupInclusiveMul(atomicAdd(next, 1u) | 1u);
}
