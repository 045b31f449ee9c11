// WebGL 1 (GLSL ES 1.00) fragment shader: texture times a tint, with gamma.
precision mediump float;

varying vec2 vUv;
uniform sampler2D uTexture;
uniform vec4 uTint;
uniform float uGamma;

void main() {
    vec4 color = texture2D(uTexture, vUv) * uTint;
    gl_FragColor = vec4(pow(color.rgb, vec3(1.0 / uGamma)), color.a);
}
