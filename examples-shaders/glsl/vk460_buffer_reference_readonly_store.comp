#version 460
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_buffer_reference_uvec2 : require

// A store through a `readonly` buffer reference. GLSL forbids it, but
// glslang accepts it (it marks the member NonWritable and never checks),
// and shaders in the wild rely on that: the store is kept, with the
// warning OSH3026, and reaches the memory through the writable view of
// the block at the same address.
layout(local_size_x = 64) in;

layout(push_constant) uniform Registers {
    uvec2 target;
    uvec2 source;
};

layout(buffer_reference, std430) readonly buffer Values {
    float data[];
};

void main() {
    uint i = gl_GlobalInvocationID.x;
    float v = Values(source).data[i];
    Values(target).data[i] = v * 2.0;
}
