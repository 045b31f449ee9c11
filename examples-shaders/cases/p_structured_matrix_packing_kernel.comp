#version 450
// The reference of the `p_structured_matrix_packing` case, written by hand
// as a plain compute shader over the same buffers: each float2x3 element is
// six floats; a row-major one holds row r at 3r, a column-major one column c
// at 2c (the `#pragma pack_matrix(row_major)` one is row-major). Neither
// independent compiler runs the HLSL itself: Slang ignores `#pragma
// pack_matrix`, and glslang's HLSL front-end does not parse a packing inside
// a template argument.
layout(local_size_x = 1) in;

layout(std430, binding = 0) readonly buffer BRows { float v[]; } Rows;
layout(std430, binding = 1) readonly buffer BCols { float v[]; } Cols;
layout(std430, binding = 2) readonly buffer BPlain { float v[]; } Plain;
layout(std430, binding = 3) buffer BOut { vec4 v[]; } Out;
layout(std430, binding = 4) readonly buffer BPragma { float v[]; } Pragma;

// Element (r, c) of a 2x3 matrix.
float rowMajor(uint r, uint c) { return Rows.v[r * 3u + c]; }
float colMajor(uint r, uint c) { return Cols.v[c * 2u + r]; }
float plain(uint r, uint c) { return Plain.v[c * 2u + r]; }
float pragma(uint r, uint c) { return Pragma.v[r * 3u + c]; }

void main()
{
    vec3 x = vec3(1.0, 10.0, 100.0);
    vec2 m0 = vec2(dot(vec3(rowMajor(0u, 0u), rowMajor(0u, 1u), rowMajor(0u, 2u)), x),
                   dot(vec3(rowMajor(1u, 0u), rowMajor(1u, 1u), rowMajor(1u, 2u)), x));
    Out.v[0] = vec4(m0, rowMajor(1u, 2u), rowMajor(0u, 1u));
    vec2 m1 = vec2(dot(vec3(colMajor(0u, 0u), colMajor(0u, 1u), colMajor(0u, 2u)), x),
                   dot(vec3(colMajor(1u, 0u), colMajor(1u, 1u), colMajor(1u, 2u)), x));
    Out.v[1] = vec4(m1, colMajor(1u, 2u), colMajor(0u, 1u));
    vec2 m2 = vec2(dot(vec3(plain(0u, 0u), plain(0u, 1u), plain(0u, 2u)), x),
                   dot(vec3(plain(1u, 0u), plain(1u, 1u), plain(1u, 2u)), x));
    Out.v[2] = vec4(m2, plain(1u, 0u), plain(0u, 2u));
    Out.v[3] = vec4(rowMajor(0u, 0u) + rowMajor(1u, 0u), rowMajor(0u, 1u) + rowMajor(1u, 1u),
                    rowMajor(0u, 2u) + rowMajor(1u, 2u), rowMajor(1u, 0u));
    vec2 m4 = vec2(dot(vec3(pragma(0u, 0u), pragma(0u, 1u), pragma(0u, 2u)), x),
                   dot(vec3(pragma(1u, 0u), pragma(1u, 1u), pragma(1u, 2u)), x));
    Out.v[4] = vec4(m4, pragma(1u, 0u), pragma(0u, 2u));
}
