#version 450
// Float built-ins that IEEE defines exactly (or correctly rounded): eight results per element.
layout(local_size_x = 8) in;
layout(std430, binding = 0) readonly buffer BIn { float v[]; } In;
layout(std430, binding = 1) buffer BOut { float v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    float x = In.v[i];
    float y = In.v[(i + 3u) % 8u];
    Out.v[i * 8u + 0u] = min(x, y);
    Out.v[i * 8u + 1u] = max(x, y);
    Out.v[i * 8u + 2u] = abs(x);
    Out.v[i * 8u + 3u] = floor(x);
    Out.v[i * 8u + 4u] = ceil(x);
    Out.v[i * 8u + 5u] = fract(x);
    Out.v[i * 8u + 6u] = sqrt(abs(x));
    Out.v[i * 8u + 7u] = clamp(x, -1.5, 2.25) * sign(y);
}
