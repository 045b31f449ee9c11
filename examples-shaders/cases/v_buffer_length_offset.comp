#version 450
// `.length()` of a runtime array after a header: (byte size - 16) / 8.
layout(local_size_x = 1) in;
layout(std430, binding = 0) readonly buffer BIn { uvec4 header; uvec2 pts[]; } In;
layout(std430, binding = 1) buffer BOut { uint v[]; } Out;

void main()
{
    uint n = uint(In.pts.length());
    uint s = 0u;
    for (uint i = 0u; i < n; ++i)
        s += In.pts[i].x + In.pts[i].y;
    Out.v[0] = n;
    Out.v[1] = s;
    Out.v[2] = In.header.x;
    Out.v[3] = uint(Out.v.length());
}
