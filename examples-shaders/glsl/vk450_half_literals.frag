#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
// `hf` literals are float16_t (GL_EXT_shader_explicit_arithmetic_types);
// `lf` ones would be double, which Metal lacks.
layout(location = 0) in vec4 v;
layout(location = 0) out vec4 color;

void main() {
    f16vec4 h = f16vec4(v);
    float16_t k = 0.5hf;
    h = h * k + f16vec4(1.0HF, 2.5e-1hf, 0.0hf, 1.hf);
    color = vec4(h);
}
