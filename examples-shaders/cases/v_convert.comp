#version 450
// Conversions and booleans: float to int truncates toward zero, int to
// float rounds to nearest even, a comparison converted to uint is 1 (not
// all ones), any/all.
layout(local_size_x = 1) in;
layout(std430, binding = 0) readonly buffer BF { vec4 f[]; } F;
layout(std430, binding = 1) buffer BI { int v[]; } I;
layout(std430, binding = 2) buffer BU { uint v[]; } U;
layout(std430, binding = 3) buffer BG { float v[]; } G;

void main()
{
    vec4 f = F.f[0];
    ivec4 t = ivec4(f);
    I.v[0] = t.x;
    I.v[1] = t.y;
    I.v[2] = t.z;
    I.v[3] = t.w;

    uvec4 lt = uvec4(lessThan(f, vec4(0.0)));
    U.v[0] = lt.x;
    U.v[1] = lt.y;
    U.v[2] = lt.z;
    U.v[3] = lt.w;
    U.v[4] = any(greaterThan(f, vec4(3.0))) ? 1u : 0u;
    U.v[5] = all(notEqual(f, vec4(0.0))) ? 1u : 0u;
    U.v[6] = uint(f.z * 2.0);

    G.v[0] = float(16777217);
    G.v[1] = float(-7) / 2.0;
    G.v[2] = float(4294967295u);
}
