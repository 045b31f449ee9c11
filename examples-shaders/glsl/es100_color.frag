// WebGL 1 fragment shader: interpolated color.
precision mediump float;
varying vec4 vColor;

void main() {
    gl_FragColor = vColor;
}
