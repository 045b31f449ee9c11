#version 450
// Metal's SIMD-group scans are sums and products only.
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer Data { uint v[]; };
void main() {
    uint i = gl_GlobalInvocationID.x;
    v[i] = subgroupExclusiveMax(v[i]);
}
