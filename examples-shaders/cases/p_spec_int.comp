#version 450
// Specialization constants steering a loop bound and a branch.
layout(local_size_x = 8) in;
layout(constant_id = 3) const int STEPS = 3;
layout(constant_id = 4) const uint MUL = 5u;
layout(constant_id = 5) const bool ODD_ONLY = false;
layout(std430, binding = 0) readonly buffer BIn { uint v[]; } In;
layout(std430, binding = 1) buffer BOut { uint v[]; } Out;

void main()
{
    uint v = In.v[gl_GlobalInvocationID.x];
    uint acc = 0u;
    for (int s = 0; s < STEPS; s++)
        acc = acc * MUL + v;
    if (ODD_ONLY && (v & 1u) == 0u)
        acc = 0u;
    Out.v[gl_GlobalInvocationID.x] = acc;
}
