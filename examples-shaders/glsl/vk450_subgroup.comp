#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
// Vulkan compute shader: subgroup sums and elections.
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Data { float data[]; };
layout(std430, binding = 1) buffer Sums { float sums[]; };

void main() {
    float v = data[gl_GlobalInvocationID.x];
    float total = subgroupAdd(v);
    if (subgroupElect()) {
        sums[gl_GlobalInvocationID.x / gl_SubgroupSize] = total;
    }
    data[gl_GlobalInvocationID.x] = subgroupExclusiveAdd(v) + float(gl_SubgroupInvocationID);
}
