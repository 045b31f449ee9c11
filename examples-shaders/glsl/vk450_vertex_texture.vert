#version 450
// texture() outside a fragment shader: GLSL computes no derivatives there,
// so the implicit level of detail is the base level (GLSL 4.60 §8.9): a
// sample at level 0 (a height map displacing a grid).
layout(binding = 0) uniform sampler2D uHeight;
layout(binding = 1) uniform Scene {
    mat4 viewProj;
    float scale;
};
layout(location = 0) in vec2 aGrid;
layout(location = 0) out float vHeight;

void main() {
    float h = texture(uHeight, aGrid).r;
    h += textureOffset(uHeight, aGrid, ivec2(1, 0)).r * 0.5;
    vHeight = h;
    gl_Position = viewProj * vec4(aGrid.x, h * scale, aGrid.y, 1.0);
}
