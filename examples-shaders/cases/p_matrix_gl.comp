#version 450
// Matrix products in both orders, a non-square matrix, column access, a row_major member.
layout(local_size_x = 1) in;
layout(std430, binding = 0) readonly buffer BIn {
    mat4 m;
    layout(row_major) mat4 r;
    mat3x2 n;
} In;
layout(std430, binding = 1) buffer BOut { vec4 v[]; } Out;

void main()
{
    vec4 v = vec4(1.0, -2.0, 3.0, 0.5);
    Out.v[0] = In.m * v;
    Out.v[1] = v * In.m;
    Out.v[2] = In.r * v;
    mat4 p = In.m * In.r;
    Out.v[3] = p[1];
    Out.v[4] = transpose(In.m)[2];
    vec2 u = In.n * vec3(1.0, 2.0, 3.0);
    vec3 t = vec2(-1.0, 4.0) * In.n;
    Out.v[5] = vec4(u, t.x, t.y + t.z);
    Out.v[6] = In.m[3];
}
