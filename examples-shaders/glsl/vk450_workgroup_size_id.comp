#version 450
// `local_size_x_id`: a specialization constant sets the workgroup width.
// Metal's threadgroup size is the host's at dispatch, so the kernel takes
// the constant's default as its size, reads the specialized value wherever
// the shader reads `gl_WorkGroupSize`, and reflection names the constant of
// each axis (`workgroupSizeConstants`). The z axis has no constant of its
// own in the source: it gets one with the given id, default 1.
layout(constant_id = 4) const int WIDTH = 64;
layout(local_size_x_id = 4, local_size_y = 2, local_size_z_id = 7) in;

layout(std430, binding = 0) buffer Data { uint values[]; };

void main() {
    uint flat_id = gl_LocalInvocationID.x + gl_LocalInvocationID.y * gl_WorkGroupSize.x;
    uvec3 size = gl_WorkGroupSize;
    values[gl_GlobalInvocationID.x] = flat_id + size.y * size.z;
}
