#version 450
// Vulkan fragment shader: specialization constants pick a code path.
layout(constant_id = 0) const int MODE = 1;
layout(constant_id = 1) const float SCALE = 2.0;
layout(location = 0) in vec2 inUv;
layout(location = 0) out vec4 outColor;

void main() {
    vec3 c = vec3(inUv, 0.5) * SCALE;
    if (MODE == 1) {
        c = c.bgr;
    }
    outColor = vec4(c, 1.0);
}
