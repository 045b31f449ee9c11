#version 120
// Desktop 1.20 fragment shader: two targets through gl_FragData.
varying vec3 normal;
varying vec4 albedo;

void main() {
    gl_FragData[0] = albedo;
    gl_FragData[1] = vec4(normalize(normal) * 0.5 + 0.5, 1.0);
}
