// A Shadertoy-style shader as pasted from a WebGL sandbox: no #version,
// iResolution/iTime/iMouse uniforms, #define constants, an SDF raymarcher.
#ifdef GL_ES
precision highp float;
#endif

uniform vec3 iResolution;
uniform float iTime;
uniform vec4 iMouse;

#define MAX_STEPS 96
#define MAX_DIST 40.0
#define SURF_DIST 0.001
#define PI 3.14159265

mat2 rot(float a) {
    float s = sin(a), c = cos(a);
    return mat2(c, -s, s, c);
}

float sdBox(vec3 p, vec3 b) {
    vec3 q = abs(p) - b;
    return length(max(q, 0.0)) + min(max(q.x, max(q.y, q.z)), 0.0);
}

float smin(float a, float b, float k) {
    float h = clamp(0.5 + 0.5 * (b - a) / k, 0.0, 1.0);
    return mix(b, a, h) - k * h * (1.0 - h);
}

float map(vec3 p) {
    vec3 q = p;
    q.xz *= rot(iTime * 0.5);
    float box = sdBox(q, vec3(0.6)) - 0.05;
    float sphere = length(p - vec3(sin(iTime) * 1.2, 0.0, 0.0)) - 0.5;
    float ground = p.y + 1.0;
    return min(smin(box, sphere, 0.4), ground);
}

vec3 calcNormal(vec3 p) {
    vec2 e = vec2(0.001, 0.0);
    return normalize(vec3(map(p + e.xyy) - map(p - e.xyy),
                          map(p + e.yxy) - map(p - e.yxy),
                          map(p + e.yyx) - map(p - e.yyx)));
}

float march(vec3 ro, vec3 rd) {
    float d = 0.0;
    for (int i = 0; i < MAX_STEPS; i++) {
        float h = map(ro + rd * d);
        d += h;
        if (h < SURF_DIST || d > MAX_DIST) break;
    }
    return d;
}

void main() {
    vec2 uv = (gl_FragCoord.xy - 0.5 * iResolution.xy) / iResolution.y;
    vec2 m = iMouse.z > 0.0 ? iMouse.xy / iResolution.xy : vec2(0.5);
    vec3 ro = vec3(0.0, 1.0, -4.0);
    ro.yz *= rot((m.y - 0.5) * PI * 0.5);
    ro.xz *= rot((m.x - 0.5) * 2.0 * PI);
    vec3 fwd = normalize(-ro);
    vec3 right = normalize(cross(vec3(0.0, 1.0, 0.0), fwd));
    vec3 up = cross(fwd, right);
    vec3 rd = normalize(uv.x * right + uv.y * up + 1.5 * fwd);

    float d = march(ro, rd);
    vec3 col = vec3(0.6, 0.75, 0.9) - 0.4 * rd.y;
    if (d < MAX_DIST) {
        vec3 p = ro + rd * d;
        vec3 n = calcNormal(p);
        vec3 l = normalize(vec3(0.6, 0.8, -0.4));
        float diff = max(dot(n, l), 0.0);
        float shadow = march(p + n * SURF_DIST * 4.0, l) < MAX_DIST ? 0.3 : 1.0;
        col = vec3(0.9, 0.6, 0.4) * diff * shadow + 0.1;
        col = mix(col, vec3(0.6, 0.75, 0.9), 1.0 - exp(-0.01 * d * d));
    }
    col = pow(col, vec3(0.4545));
    gl_FragColor = vec4(col, 1.0);
}
