#version 450
// normalize, reflect, refract and faceforward on scalars: GLSL's genFType
// includes float, but naga and MSL define them on vectors only. Each becomes
// the first component of the 2-vector operation with a zero second
// component, which is exactly the scalar definition.
layout(location = 0) in float x;
layout(location = 1) in float n;
layout(location = 0) out vec4 color;

void main() {
    color = vec4(normalize(x), reflect(x, n), refract(x, n, 0.5), faceforward(x, n, -n));
}
