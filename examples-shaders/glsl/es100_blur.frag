// WebGL 1 fragment shader: 5-tap Gaussian blur along one direction.
precision mediump float;
uniform sampler2D uImage;
uniform vec2 uTexelStep;
varying vec2 vUv;

void main() {
    vec4 sum = texture2D(uImage, vUv) * 0.2270270270;
    sum += texture2D(uImage, vUv + uTexelStep * 1.3846153846) * 0.3162162162;
    sum += texture2D(uImage, vUv - uTexelStep * 1.3846153846) * 0.3162162162;
    sum += texture2D(uImage, vUv + uTexelStep * 3.2307692308) * 0.0702702703;
    sum += texture2D(uImage, vUv - uTexelStep * 3.2307692308) * 0.0702702703;
    gl_FragColor = sum;
}
