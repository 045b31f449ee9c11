#version 450
// A cube array: the cube by a float layer, the face by the direction.
layout(local_size_x = 4, local_size_y = 4) in;
layout(binding = 0) uniform samplerCubeArray tex;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint i = uint(p.y * 4 + p.x);
    float a = 0.3 * float(p.x) - 0.45, b = 0.25 * float(p.y) - 0.4;
    vec3 d = (i & 1u) == 0u ? vec3(b, -1.0, a) : vec3(a, b, 1.0);
    o[i] = textureLod(tex, vec4(d, float(i % 2u)), 0.0);
}
