// WebGL 1 vertex shader: position and per-vertex color.
attribute vec3 aPosition;
attribute vec4 aColor;
uniform mat4 uModelViewProjection;
varying vec4 vColor;

void main() {
    vColor = aColor;
    gl_Position = uModelViewProjection * vec4(aPosition, 1.0);
}
