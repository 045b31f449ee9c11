#version 450
// A shader ported half-way from HLSL: `float3(…)` is not a GLSL
// constructor. Expected: OSH3001, with GLSL's spelling (`vec3`) as help.
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;

void main() {
    vec3 tint = float3(1.0, 0.5, 0.25);
    color = vec4(tint * uv.x, 1.0);
}
