#version 450
#extension GL_AMD_shader_trinary_minmax : require
#extension GL_ARB_shader_group_vote : require
// min3/max3/mid3 of GL_AMD_shader_trinary_minmax (each argument evaluated
// once) and the ARB spellings of the subgroup votes.
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer Data { vec4 v[]; };
layout(std430, binding = 1) buffer Flags { ivec4 flags[]; };

void main() {
    uint i = gl_GlobalInvocationID.x;
    vec4 x = v[i];
    float lo = min3(x.x, x.y, x.z);
    float hi = max3(x.x, x.y, x.z);
    float mid = mid3(x.x, x.y, x.z);
    int imid = mid3(int(i), 7, -3);
    bool positive = lo > 0.0;
    v[i] = vec4(lo, mid, hi, float(imid));
    flags[i] = ivec4(allInvocationsARB(positive), anyInvocationARB(positive), allInvocationsEqualARB(positive), 0);
}
