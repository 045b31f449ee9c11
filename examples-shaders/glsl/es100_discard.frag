// WebGL 1 fragment shader: alpha test with discard and a loop.
precision mediump float;
uniform sampler2D uMask;
uniform float uCutoff;
varying vec2 vUv;

void main() {
    float a = 0.0;
    for (int i = 0; i < 4; i++) {
        a += texture2D(uMask, vUv + vec2(float(i) * 0.01, 0.0)).a * 0.25;
    }
    if (a < uCutoff) {
        discard;
    }
    gl_FragColor = vec4(vec3(a), 1.0);
}
