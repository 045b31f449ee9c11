#version 450
// The fragment side of vk450_struct_varyings.vert: the same structs at the
// same locations, read member by member (and copied whole).
struct Light {
    vec3 dir;
    float power;
};

struct Frame {
    mat2x4 basis;
    vec4 tint;
};

layout(location = 0) in Light light;
layout(location = 2) in Light taps[2];
layout(location = 6) in Surface {
    Frame frame;
    flat int id;
} surf;

layout(location = 0) out vec4 FragColor;

void main() {
    Light l = light;
    vec3 c = l.dir * l.power;
    for (int i = 0; i < 2; i++) {
        c += taps[i].dir * taps[i].power;
    }
    FragColor = vec4(c, 1.0) * surf.frame.tint + surf.frame.basis[1] * float(surf.id);
}
