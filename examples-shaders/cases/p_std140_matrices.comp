#version 450
// std140 matrices whose columns are padded to 16 bytes (mat2, mat3x2, mat4x2 and
// arrays of them) read whole, by column, by element and by a dynamic index; a
// struct holding a mat2 copied whole into a local, written whole, by column and by
// element there, and read back.
layout(local_size_x = 2) in;

struct Pair { float w; mat2 m; };

layout(std140, binding = 0) uniform Params {
    mat2 a;         // 0: columns at 0, 16
    mat3x2 b;       // 32: columns at 32, 48, 64
    mat4x2 c;       // 80: columns at 80 … 128
    mat2 arr[2];    // 144: stride 32
    mat3x2 brr[2];  // 208: stride 48
    Pair pair;      // 304: w at 304, m at 320
    float tail;     // 352
} P;

layout(std430, binding = 1) buffer Res { vec4 v[]; } R;

void main()
{
    uint i = gl_LocalInvocationID.x;
    uint o = i * 8u;
    mat2 m = P.a * P.arr[1u - i];
    mat4x2 k = P.c * 2.0;
    k[3] = P.b[i + 1u];
    R.v[o + 0u] = vec4(m[0], m[1]);
    R.v[o + 1u] = vec4(k[3], k[i]);
    R.v[o + 2u] = vec4(P.b * vec3(1.0, 2.0, 3.0), P.c * vec4(1.0, -1.0, 0.5, 2.0));
    R.v[o + 3u] = vec2(1.0, 2.0) * P.c;
    R.v[o + 4u] = vec4(P.arr[i][i], P.brr[i][2]);
    R.v[o + 5u] = vec4(P.arr[1u - i] * vec2(3.0, -1.0), P.brr[1u - i][i + 1u][i], P.tail);
    Pair p = P.pair;
    p.m[i] = P.a[1];
    p.m[1u - i].y = p.w + float(i);
    R.v[o + 6u] = vec4(p.m[0], p.m[1]);
    p.m = P.brr[i] * mat2x3(1.0, 0.0, 2.0, 0.0, 1.0, -1.0);
    p.w = P.pair.m[i][1u - i];
    R.v[o + 7u] = vec4(p.m[0], p.m[1].y, p.w);
}
