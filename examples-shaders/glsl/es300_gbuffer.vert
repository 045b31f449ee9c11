#version 300 es
// WebGL 2 deferred shading, geometry pass (vertex): world-space position,
// TBN basis for normal mapping, texture coordinates.
precision highp float;

layout(location = 0) in vec3 aPosition;
layout(location = 1) in vec3 aNormal;
layout(location = 2) in vec4 aTangent;
layout(location = 3) in vec2 aUv;

uniform mat4 uModel;
uniform mat4 uViewProjection;
uniform mat3 uNormalMatrix;

out vec3 vWorldPos;
out vec2 vUv;
out mat3 vTBN;

void main() {
    vec4 world = uModel * vec4(aPosition, 1.0);
    vec3 n = normalize(uNormalMatrix * aNormal);
    vec3 t = normalize(uNormalMatrix * aTangent.xyz);
    t = normalize(t - dot(t, n) * n);
    vec3 b = cross(n, t) * aTangent.w;
    vWorldPos = world.xyz;
    vUv = aUv;
    vTBN = mat3(t, b, n);
    gl_Position = uViewProjection * world;
}
