// WebGL 1 vertex shader: normal transformed for Lambert lighting.
attribute vec3 position;
attribute vec3 normal;
uniform mat4 modelView;
uniform mat4 projection;
uniform mat3 normalMatrix;
varying vec3 vNormal;
varying vec3 vViewPos;

void main() {
    vec4 viewPos = modelView * vec4(position, 1.0);
    vViewPos = viewPos.xyz;
    vNormal = normalize(normalMatrix * normal);
    gl_Position = projection * viewPos;
}
