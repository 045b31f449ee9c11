#version 450
// y = a * x + y over storage buffers, one invocation per element.
layout(local_size_x = 64) in;

layout(std430, binding = 0) readonly buffer XBuffer { float x[]; };
layout(std430, binding = 1) buffer YBuffer { float y[]; };
layout(push_constant) uniform Params { float a; uint count; } params;

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i < params.count) {
        y[i] = params.a * x[i] + y[i];
    }
}
