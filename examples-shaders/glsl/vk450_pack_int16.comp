#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
// The 16-bit integer packs: two 16-bit halves of a 32-bit integer, x in the
// low bits (packInt2x16, packUint2x16 and their unpacks).
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Data {
    int packed_i[];
};
layout(std430, binding = 1) buffer Halves {
    uint packed_u[];
};

void main() {
    uint i = gl_GlobalInvocationID.x;
    i16vec2 s = unpackInt2x16(packed_i[i]);
    packed_i[i] = packInt2x16(i16vec2(s.y, -s.x));
    u16vec2 u = unpackUint2x16(packed_u[i]);
    packed_u[i] = packUint2x16(u + u16vec2(1us));
}
