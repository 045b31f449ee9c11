#version 450
// Stage outputs of struct type: a struct variable, an array of structs, and
// a struct member (with a matrix) of an interface block. GLSL spreads them
// over locations member by member, element after element, a matrix one
// location per column: `light` is 0..1, `taps[2]` 2..5, `surf` 6..9.
struct Light {
    vec3 dir;
    float power;
};

struct Frame {
    mat2x4 basis;
    vec4 tint;
};

layout(location = 0) in vec4 aPos;
layout(location = 1) in vec4 aColor;

layout(location = 0) out Light light;
layout(location = 2) out Light taps[2];
layout(location = 6) out Surface {
    Frame frame;
    flat int id;
} surf;

void main() {
    light.dir = normalize(aPos.xyz);
    light.power = aColor.a;
    for (int i = 0; i < 2; i++) {
        taps[i].dir = aColor.rgb * float(i + 1);
        taps[i].power = float(i);
    }
    surf.frame.basis = mat2x4(aPos, aColor);
    surf.frame.tint = aColor;
    surf.id = gl_VertexIndex;
    gl_Position = aPos;
}
