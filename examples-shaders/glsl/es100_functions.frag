// WebGL 1 fragment shader: user functions, a struct and const globals.
precision mediump float;
struct Light {
    vec3 color;
    float intensity;
};
const float PI = 3.14159265;
uniform Light uLight;
varying vec2 vUv;

float checker(vec2 p, float n) {
    vec2 c = floor(p * n);
    return mod(c.x + c.y, 2.0);
}

vec3 shade(Light light, float k) {
    return light.color * light.intensity * k;
}

void main() {
    float k = checker(vUv, 8.0);
    float wave = 0.5 + 0.5 * cos(vUv.x * 2.0 * PI);
    gl_FragColor = vec4(shade(uLight, k * wave), 1.0);
}
