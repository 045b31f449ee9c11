#version 450
// The geometric functions on float (genType): normalize(x) = x / |x|,
// reflect(i, n) = i - 2 n i n, refract with a scalar normal, faceforward,
// distance(a, b) = |a - b| and length(x) = |x|.
layout(location = 0) in vec4 v;
layout(location = 0) out vec4 color;

void main() {
    float n = normalize(v.x);
    float r = reflect(v.x, v.y);
    float t = refract(v.x, n, v.z);
    float f = faceforward(v.y, v.x, v.w);
    color = vec4(n + r, t, f, distance(v.z, v.w) + length(v.y));
}
