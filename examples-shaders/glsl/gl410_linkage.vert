#version 410 core
// Stage linkage by name: gl410_linkage.frag declares a reordered subset of
// these varyings. Without `location` they pair by name ([[user(vUv)]]);
// `vFog` keeps its explicit location ([[user(locn7)]]); the interface block
// pairs by block name, whatever the instance is called.
layout(location = 0) in vec3 aPos;
layout(location = 1) in vec3 aNormal;
layout(location = 2) in vec2 aUv;

uniform mat4 uMvp;

out vec3 vNormal;
out vec2 vUv;
out vec4 vColor;
layout(location = 7) out float vFog;
out Surface {
    vec3 worldPos;
    flat int material;
} surf;

void main() {
    gl_Position = uMvp * vec4(aPos, 1.0);
    vNormal = aNormal;
    vUv = aUv;
    vColor = vec4(aNormal * 0.5 + 0.5, 1.0);
    vFog = clamp(gl_Position.z / 50.0, 0.0, 1.0);
    surf.worldPos = aPos;
    surf.material = gl_VertexID % 4;
}
