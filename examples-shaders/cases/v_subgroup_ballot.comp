#version 450
// Subgroup ballots and masks (8-lane subgroups): bit counts, inclusive and
// exclusive counts, lowest and highest set lane, subgroup id and count,
// an inclusive sum, and the less-than mask with the inverse ballot.
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer Out { uint o[]; };

void main() {
    uint i = gl_LocalInvocationIndex;
    uvec4 b = subgroupBallot(i % 3u == 0u);
    uint base = i * 8u;
    o[base + 0u] = subgroupBallotBitCount(b);
    o[base + 1u] = subgroupBallotInclusiveBitCount(b);
    o[base + 2u] = subgroupBallotExclusiveBitCount(b);
    o[base + 3u] = subgroupBallotFindLSB(b);
    o[base + 4u] = subgroupBallotFindMSB(b);
    o[base + 5u] = gl_SubgroupID * 100u + gl_NumSubgroups;
    o[base + 6u] = subgroupInclusiveAdd(i);
    o[base + 7u] = gl_SubgroupLtMask.x | (subgroupInverseBallot(b) ? 0x80000000u : 0u);
}
