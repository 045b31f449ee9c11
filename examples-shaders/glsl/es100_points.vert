// WebGL 1 vertex shader: point sprites sized by distance.
attribute vec3 aPosition;
uniform mat4 uViewProjection;
uniform float uPointScale;

void main() {
    vec4 p = uViewProjection * vec4(aPosition, 1.0);
    gl_PointSize = uPointScale / p.w;
    gl_Position = p;
}
