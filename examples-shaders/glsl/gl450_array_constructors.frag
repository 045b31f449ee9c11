#version 450
// Array constructors are expressions of an array type (GLSL 4.60 §5.4.4):
// assigned, returned, passed, nested, and sizing the declaration they
// initialize.

layout(location = 0) flat in int index;
layout(location = 0) out vec4 color;

struct Light { vec3 dir; float power; };

const int N = 3;
const vec4 palette[] = vec4[](vec4(1.0, 0.0, 0.0, 1.0), vec4(0.0, 1.0, 0.0, 1.0));
const float grid[2][N] = float[][](float[N](1.0, 2.0, 3.0), float[N](4.0, 5.0, 6.0));

vec2[2] corners(float s) {
    return vec2[2](vec2(-s), vec2(s));
}

float total(float w[N]) {
    return w[0] + w[1] + w[2];
}

void main() {
    Light lights[2];
    lights = Light[](Light(vec3(0.0, 1.0, 0.0), 2.0), Light(vec3(1.0, 0.0, 0.0), 0.5));
    vec2 c[2] = corners(0.25);
    float weights = total(float[](0.5, 0.25, 0.25));
    int i = clamp(index, 0, 1);
    color = palette[i] * lights[i].power * weights + vec4(c[i], grid[i][2], 0.0);
}
