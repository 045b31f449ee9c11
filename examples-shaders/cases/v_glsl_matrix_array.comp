#version 450
// A storage block holding only a runtime array of matrices: GLSL's
// column-major order, column j of element i at byte 64 * i + 16 * j.
// (The element was once written transposed.)
layout(local_size_x = 2) in;
layout(std430, binding = 0) buffer Out { mat4 m[]; };

void main()
{
    uint i = gl_GlobalInvocationID.x;
    float b = float(i) * 100.0;
    m[i] = mat4(vec4(b + 1.0, b + 2.0, b + 3.0, b + 4.0),
                vec4(b + 5.0, b + 6.0, b + 7.0, b + 8.0),
                vec4(b + 9.0, b + 10.0, b + 11.0, b + 12.0),
                vec4(b + 13.0, b + 14.0, b + 15.0, b + 16.0));
    m[i][3][3] += m[i][1][0];
}
