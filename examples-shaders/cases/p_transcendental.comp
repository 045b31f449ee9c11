#version 450
// Transcendentals: implementations differ in the last bits, so results are compared within a tolerance.
layout(local_size_x = 8) in;
layout(std430, binding = 0) readonly buffer BIn { float v[]; } In;
layout(std430, binding = 1) buffer BOut { float v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    float x = In.v[i];
    Out.v[i * 8u + 0u] = sin(x);
    Out.v[i * 8u + 1u] = cos(x);
    Out.v[i * 8u + 2u] = exp(x * 0.5);
    Out.v[i * 8u + 3u] = log(x);
    Out.v[i * 8u + 4u] = pow(x, 1.5);
    Out.v[i * 8u + 5u] = atan(x, 1.5);
    Out.v[i * 8u + 6u] = tanh(x * 0.3);
    Out.v[i * 8u + 7u] = inversesqrt(x);
}
