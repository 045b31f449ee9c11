#version 410 core
// Desktop 4.10 fragment shader: value noise with a switch and integer hash.
in vec2 vUv;
out vec4 color;
uniform int uOctaves;

float hash(vec2 p) {
    return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453);
}

float noise(vec2 p) {
    vec2 i = floor(p);
    vec2 f = fract(p);
    vec2 u = f * f * (3.0 - 2.0 * f);
    return mix(mix(hash(i), hash(i + vec2(1.0, 0.0)), u.x),
               mix(hash(i + vec2(0.0, 1.0)), hash(i + vec2(1.0, 1.0)), u.x), u.y);
}

void main() {
    float v = 0.0;
    float amp = 0.5;
    vec2 p = vUv * 8.0;
    for (int o = 0; o < uOctaves; o++) {
        v += amp * noise(p);
        p *= 2.0;
        amp *= 0.5;
    }
    vec3 c;
    switch (uOctaves % 3) {
        case 0: c = vec3(v); break;
        case 1: c = vec3(v, v * v, 1.0 - v); break;
        default: c = vec3(1.0 - v); break;
    }
    color = vec4(c, 1.0);
}
