#version 450
#extension GL_EXT_scalar_block_layout : require
// Block members whose names other globals also use: the blocks keep their
// instances (`pc.scale` beside the global `scale`), and each keeps its own
// packing: the push-constant block std430 (`weights` stride 4, `scale` at
// 76, as glslang places them), the std430 uniform block too (`color` at 16).
layout(push_constant) uniform Push { mat4 mvp; float weights[3]; float scale; } pc;
layout(std430, binding = 0) uniform Tint { float tints[2]; vec4 color; } tint;
vec4 color = vec4(1.0);
float scale = 2.0;
layout(location = 0) in vec3 pos;
void main() {
    gl_Position = pc.mvp * vec4(pos * pc.scale * scale * pc.weights[1], 1.0) + color * tint.color * tint.tints[1];
}
