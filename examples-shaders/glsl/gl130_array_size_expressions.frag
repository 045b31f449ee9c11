#version 130
// Array constructors sized by constant expressions, as filter kernels
// write them: `float[TAPS + 1](…)` and, in a function, `vec2[2 * PAIRS](…)`.
// Each size is the constant expression itself in the array type.
const int TAPS = 4;
const int PAIRS = 2;
const float weights[TAPS + 1] = float[TAPS + 1](0.2, 0.2, 0.2, 0.2, 0.2);

uniform sampler2D source;
in vec2 uv;
out vec4 color;

void main() {
    vec2 offsets[2 * PAIRS] = vec2[2 * PAIRS](vec2(-1.5, 0.0), vec2(-0.5, 0.0), vec2(0.5, 0.0), vec2(1.5, 0.0));
    vec4 sum = texture(source, uv) * weights[0];
    for (int i = 0; i < 2 * PAIRS; ++i) {
        sum += texture(source, uv + offsets[i] / 512.0) * weights[i / 2 + 1] * 0.5;
    }
    color = sum;
}
