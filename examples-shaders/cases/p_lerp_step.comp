#version 450
// Interpolation helpers; smoothstep's polynomial may be contracted differently, hence a tolerance.
layout(local_size_x = 8) in;
layout(std430, binding = 0) readonly buffer BIn { float v[]; } In;
layout(std430, binding = 1) buffer BOut { float v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    float x = In.v[i];
    Out.v[i * 4u + 0u] = mix(-2.0, 6.0, x);
    Out.v[i * 4u + 1u] = clamp(x * 1.5, 0.0, 1.0);
    Out.v[i * 4u + 2u] = step(0.5, x);
    Out.v[i * 4u + 3u] = smoothstep(0.0, 1.0, x);
}
