#version 310 es
// gl_WorkGroupSize is a constant: it sizes the shared array.
layout(local_size_x = 8, local_size_y = 2) in;

shared float partial[gl_WorkGroupSize.x * gl_WorkGroupSize.y];

layout(std430, binding = 0) buffer Data { float values[]; };

void main() {
    uint i = gl_LocalInvocationIndex;
    partial[i] = values[gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * 8u];
    barrier();
    if (i == 0u) {
        float sum = 0.0;
        for (uint k = 0u; k < gl_WorkGroupSize.x * gl_WorkGroupSize.y; k++) {
            sum += partial[k];
        }
        values[gl_WorkGroupID.x] = sum;
    }
}
