#version 450
// std140 uniform block read back member by member.
layout(local_size_x = 1) in;
struct Inner { float k; vec2 m; };
layout(std140, binding = 0) uniform Params {
    vec3 dir;      // 0
    float scale;   // 12
    float arr[3];  // 16, 32, 48 (stride 16)
    mat2 m;        // 64: columns at 64 and 80
    Inner inner;   // 96: k at 96, m at 104
    vec4 last;     // 112
} P;
layout(std430, binding = 1) buffer BOut { float v[]; } Out;

void main()
{
    Out.v[0] = P.dir.x; Out.v[1] = P.dir.y; Out.v[2] = P.dir.z; Out.v[3] = P.scale;
    Out.v[4] = P.arr[0]; Out.v[5] = P.arr[1]; Out.v[6] = P.arr[2];
    Out.v[7] = P.m[0][0]; Out.v[8] = P.m[0][1]; Out.v[9] = P.m[1][0]; Out.v[10] = P.m[1][1];
    Out.v[11] = P.inner.k; Out.v[12] = P.inner.m.x; Out.v[13] = P.inner.m.y;
    Out.v[14] = dot(P.last, vec4(1.0, 10.0, 100.0, 1000.0));
}
