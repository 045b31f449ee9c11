#version 450
// Vector arithmetic: dot, cross, component-wise ops, swizzled reads and writes.
layout(local_size_x = 4) in;
layout(std430, binding = 0) readonly buffer BIn { vec4 v[]; } In;
layout(std430, binding = 1) buffer BOut { vec4 v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    vec4 a = In.v[i];
    vec4 b = In.v[(i + 1u) % 4u];
    vec4 r;
    r.x = dot(a, b);
    r.yzw = cross(a.xyz, b.zxy);
    Out.v[i * 3u + 0u] = r;
    Out.v[i * 3u + 1u] = a.wzyx * b.xxyy + vec4(1.0, 2.0, 3.0, 4.0);
    vec4 c = a;
    c.zx = b.yw;
    Out.v[i * 3u + 2u] = c - a.yyyy;
}
