#version 450
// GLSL `==` and `!=` compare whole values and give one bool: vectors,
// matrices, structs and arrays. `equal` and `notEqual` are component-wise.
struct Light { vec3 dir; float power; int kind[2]; };
layout(location = 0) in vec3 a;
layout(location = 1) in vec3 b;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform U { mat3 m; mat3 n; Light l0; Light l1; } u;

void main() {
    bool eq = (a == b);
    float arr0[3] = float[3](a.x, a.y, a.z);
    float arr1[3] = float[3](b.x, b.y, b.z);
    bool same = u.m == u.n && u.l0 == u.l1 && arr0 == arr1;
    bvec3 each = equal(a, b);
    bvec3 diff = notEqual(a, b);
    if (a != b) {
        color = vec4(float(eq), float(same), float(each.x), float(diff.y));
    } else {
        color = vec4(1.0);
    }
}
