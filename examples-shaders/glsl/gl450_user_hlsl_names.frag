#version 450
// User functions named like HLSL intrinsics (lerp, frac, saturate, mul,
// rsqrt, atan2): GLSL gives these names no meaning, so they are the user's,
// and GLSL's own mix, fract, inversesqrt, roundEven and two-argument atan
// stay the built-ins.
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;

float lerp(float a, float b, float t) { return 42.0; }
float frac(float x) { return -1.0; }
vec3 saturate(vec3 v) { return v * 2.0; }
float mul(float a, float b) { return a + b; }
float rsqrt(float x) { return x; }
float atan2(float y, float x) { return 7.0; }

void main() {
    float m = mix(0.0, 1.0, uv.x);           // built-in: 0..1, never 42
    float f = fract(uv.y * 3.0);             // built-in
    float r = inversesqrt(uv.x + 1.0);       // built-in
    float e = roundEven(uv.y * 4.0) + atan(uv.y, 2.0); // built-ins
    float mine = lerp(1.0, 2.0, 0.5) + frac(2.5) + mul(2.0, 3.0) + rsqrt(4.0) + atan2(0.2, 1.0);
    color = vec4(saturate(vec3(m, f, r)), e + mine);
}
