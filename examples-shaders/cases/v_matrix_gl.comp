#version 450
// Matrices in a std140 block: A is a column-major mat3 (three column lines
// 16 bytes apart), B is a row_major mat2x3 (2 columns, 3 rows, stored as
// three row lines). M * v treats v as a column, v * M as a row; M[i][j] is
// column i, row j whatever the storage.
layout(local_size_x = 1) in;

layout(std140, binding = 0) uniform Mats
{
    mat3 A;                      // 0, 48 bytes
    layout(row_major) mat2x3 B;  // 48, three rows of vec2, 16 apart
} M;

layout(std430, binding = 1) buffer BO { float v[]; } Out;

void main()
{
    vec3 v = vec3(1.0, 2.0, 3.0);
    vec3 a = M.A * v;
    vec3 b = v * M.A;
    vec2 c = v * M.B;
    vec3 d = M.B * vec2(1.0, -1.0);
    Out.v[0] = a.x;
    Out.v[1] = a.y;
    Out.v[2] = a.z;
    Out.v[3] = b.x;
    Out.v[4] = b.y;
    Out.v[5] = b.z;
    Out.v[6] = c.x;
    Out.v[7] = c.y;
    Out.v[8] = d.x;
    Out.v[9] = d.y;
    Out.v[10] = d.z;
    Out.v[11] = M.A[1][2];
    Out.v[12] = M.B[1][1];
    Out.v[13] = M.A[2].x;
}
