#version 450
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require

// 8-bit vertex inputs and outputs. Metal's stage interface carries them
// in 32-bit integers (`uint4`, `int2`): reflection gives those formats
// for the vertex descriptor, and a fragment shader reading `u8vec4`
// declares the same `uint4`, so the two stages link.
layout(location = 0) in u8vec4 color;
layout(location = 1) in i8vec2 offset;

layout(location = 0) flat out u8vec4 vcolor;

void main() {
    // Wraps at 8 bits per component.
    vcolor = color + u8vec4(offset.x);
    gl_Position = vec4(vec2(offset) / 127.0, 0.0, 1.0);
}
