#version 450
#extension GL_ARB_shader_ballot : require
// GL_ARB_shader_ballot's 64-bit ballots and lane masks (Metal's SIMD-groups
// have at most 64 lanes), lane reads, and the 32-bit halves of a 64-bit
// mask (unpackUint2x32): a stream compaction of the positive values.
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Input { float values[]; };
layout(std430, binding = 1) buffer Output { float kept[]; };

void main() {
    float v = values[gl_GlobalInvocationID.x];
    bool keep = v > 0.0;
    uvec2 below = unpackUint2x32(ballotARB(keep) & gl_SubGroupLtMaskARB);
    uint slot = bitCount(below.x) + bitCount(below.y);
    uint base = readFirstInvocationARB(gl_WorkGroupID.x * gl_SubGroupSizeARB);
    if (keep) {
        kept[base + slot] = v + float(readInvocationARB(gl_SubGroupInvocationARB, 0u));
    }
}
