#version 460
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_scalar_block_layout : require

// Buffer references to blocks in the scalar layout (as vertex pullers and
// bindless meshes use them): a `vec3` takes 12 bytes, an array of `vec3`
// has a stride of 12, and a `vec2` after a `vec3` starts at byte 12.
layout(local_size_x = 64) in;

struct Vertex {
    vec3 position;  // offset 0
    vec2 uv;        // offset 12 (std430 would put it at 16)
};                  // size 20 (std430: 32)

layout(buffer_reference, scalar, buffer_reference_align = 4) readonly buffer Positions {
    vec3 p[];       // stride 12 (std430: 16)
};

layout(buffer_reference, scalar, buffer_reference_align = 4) buffer Vertices {
    uint count;     // offset 0
    Vertex v[];     // offset 4, stride 20
};

layout(push_constant) uniform Push {
    Positions positions;
    Vertices vertices;
} pc;

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i >= pc.vertices.count) {
        return;
    }
    vec3 p = pc.positions.p[i];
    pc.vertices.v[i].position = p * 2.0;
    pc.vertices.v[i].uv = p.xy;
}
