#version 450
// Vulkan compute shader: a row_major matrix member in a std430 buffer.
layout(local_size_x = 1) in;
layout(std430, binding = 0) readonly buffer Transforms {
    layout(row_major) mat4 rowMajor;
    mat4 colMajor;
} xf;
layout(std430, binding = 1) buffer Result { vec4 result[]; };

void main() {
    vec4 v = vec4(1.0, 2.0, 3.0, 1.0);
    result[0] = xf.rowMajor * v;
    result[1] = xf.colMajor * v;
}
