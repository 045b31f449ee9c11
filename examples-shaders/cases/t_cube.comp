#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// A cube texture sampled inside each face (major axis and face coordinates).
layout(binding = 0) uniform samplerCube tex;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint i = uint(p.y * 4 + p.x);
    float a = 0.3 * float(p.x) - 0.45, b = 0.25 * float(p.y) - 0.4;
    vec3 d;
    uint f = i % 6u;
    if (f == 0u) d = vec3(1.0, a, b); else if (f == 1u) d = vec3(-1.0, a, b);
    else if (f == 2u) d = vec3(a, 1.0, b); else if (f == 3u) d = vec3(a, -1.0, b);
    else if (f == 4u) d = vec3(a, b, 1.0); else d = vec3(a, b, -1.0);
    o[i] = textureLod(tex, d * 2.0, 0.0);
}
