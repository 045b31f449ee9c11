#version 450
#extension GL_EXT_scalar_block_layout : require
// One struct in a scalar block and in a std430 block would need two memory
// layouts of one type: refused, never laid out one way for both.
layout(local_size_x = 1) in;

struct Item { vec3 p; float w; vec2 uv; };

layout(scalar, binding = 0) buffer Packed { Item packed_items[]; };
layout(std430, binding = 1) buffer Padded { Item padded_items[]; };

void main() {
    padded_items[0] = packed_items[0];
}
