#version 450
// Explicit member offsets and alignments read back member by member: a
// push-constant range starting past 0 with its members out of order, and
// a uniform block whose offsets go backwards and whose `align` leaves a gap.
layout(local_size_x = 1) in;
layout(push_constant) uniform PC {
    layout(offset = 32) float a;    // 32
    layout(offset = 16) vec2 b;     // 16
    float c;                        // 24: after b
} pc;
layout(std140, binding = 0) uniform Params {
    layout(offset = 64) vec4 late;  // 64
    layout(offset = 0) float first; // 0
    layout(align = 32) float third; // 4 rounded up to 32
    vec2 v;                         // 40
} P;
layout(std430, binding = 1) buffer BOut { float v[]; } Out;

void main()
{
    Out.v[0] = pc.a; Out.v[1] = pc.b.x; Out.v[2] = pc.b.y; Out.v[3] = pc.c;
    Out.v[4] = P.first; Out.v[5] = P.third; Out.v[6] = P.v.x; Out.v[7] = P.v.y;
    Out.v[8] = dot(P.late, vec4(1.0, 10.0, 100.0, 1000.0));
}
