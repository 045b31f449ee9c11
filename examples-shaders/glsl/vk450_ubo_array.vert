#version 450
// An array of uniform blocks: one Metal buffer per element, each laid out
// std140, read with a constant index and with a per-instance one.
struct Light { vec3 dir; float intensity; };
layout(set = 0, binding = 0) uniform Frame { mat4 viewProj; vec4 tint; } frame;
layout(set = 0, binding = 1) uniform Object {
    mat4 model;
    vec3 color;      // 64
    float fade;      // 76
    Light lights[2]; // 80, stride 16 (a Light is 16 bytes)
} objects[3];
layout(location = 0) in vec3 pos;
layout(location = 1) in vec3 normal;
layout(location = 0) out vec4 color;
void main() {
    int id = gl_InstanceIndex % 3;
    vec4 world = objects[id].model * vec4(pos, 1.0);
    gl_Position = frame.viewProj * world;
    float lit = max(dot(normal, objects[id].lights[0].dir), 0.0) * objects[id].lights[0].intensity
        + objects[0].lights[1].intensity;
    color = vec4(objects[id].color * lit, objects[2].fade) * frame.tint;
}
