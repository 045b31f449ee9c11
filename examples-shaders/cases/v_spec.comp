#version 450
// Specialization constants: uint, float and bool, read in arithmetic and
// in a branch. Run once with the source defaults, once overridden.
layout(local_size_x = 4) in;
layout(constant_id = 0) const uint SCALE = 2u;
layout(constant_id = 1) const float BIAS = 0.5;
layout(constant_id = 2) const bool NEGATE = false;

layout(std430, binding = 0) readonly buffer BI { float v[]; } In;
layout(std430, binding = 1) buffer BO { float v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    float v = In.v[i] * float(SCALE) + BIAS;
    if (NEGATE)
        v = -v;
    Out.v[i] = v;
}
