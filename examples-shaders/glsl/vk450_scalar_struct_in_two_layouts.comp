#version 450
#extension GL_EXT_scalar_block_layout : require
// One struct in a scalar block and in a std430 block: two memory layouts of
// one type. The std430 block holds the struct as declared (`Item`, 32
// bytes: `vec3` aligned to 16, `vec2` to 8); the scalar block holds its
// scalar-layout twin (`Item_scalar`, 24 bytes), and copying between them
// converts member by member.
layout(local_size_x = 1) in;

struct Item { vec3 p; float w; vec2 uv; };

layout(scalar, binding = 0) buffer Packed { Item packed_items[]; };
layout(std430, binding = 1) buffer Padded { Item padded_items[]; };

void main() {
    padded_items[0] = packed_items[0];
    packed_items[1] = padded_items[1];
    packed_items[2].uv = padded_items[2].uv * packed_items[2].w;
}
