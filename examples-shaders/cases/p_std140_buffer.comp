#version 450
// A std140 storage block read and written in place: a float array (stride
// 16), a vec3 with a float packed after it, a vec2 array (stride 16) and an
// array of structs (each 48 bytes); a std140 block whose only member is a
// runtime-sized float array (stride 16); and the same struct in a std430
// block (32 bytes: its float array has a 4-byte stride there).
layout(local_size_x = 4) in;
struct Light {
    vec3 pos;          // std140 0, std430 0
    float range;       // 12, 12
    float weights[2];  // 16 stride 16, 16 stride 4; size 48, 32
};
layout(std140, binding = 0) buffer Scene {
    float gains[4];    // 0
    vec3 origin;       // 64
    float scale;       // 76
    vec2 offsets[2];   // 80
    Light lights[4];   // 112
} scene;
layout(std140, binding = 1) buffer Values { float values[]; };
layout(std430, binding = 2) buffer Copies { Light copies[]; };

void main()
{
    uint i = gl_LocalInvocationID.x;
    Light mine = scene.lights[i];
    Light next = scene.lights[(i + 1u) % 4u];
    float g = scene.gains[3u - i];
    vec2 off = scene.offsets[i % 2u];
    vec3 origin = scene.origin;
    float scale = scene.scale;
    barrier();
    copies[i] = next;
    scene.lights[i].pos = mine.pos * g + origin;
    scene.lights[i].range = mine.range + mine.weights[0] * mine.weights[1];
    scene.lights[i].weights[1] = dot(mine.pos, vec3(1.0)) * scale;
    scene.gains[i] = g + off.x;
    values[i] = off.y * scale + float(i);
}
