#version 330 core
// Desktop 3.30 instanced vertex shader: a per-instance mat4 attribute (four
// locations), an attribute array, and an interface block to the fragment stage.
layout(location = 0) in vec3 aPos;
layout(location = 1) in vec3 aNormal;
layout(location = 2) in vec4 aWeights[2];
layout(location = 4) in mat4 aInstance;
uniform mat4 viewProj;

out VS_OUT {
    vec3 normal;
    flat int id;
    vec2 uv[2];
} vs_out;

void main() {
    vec4 world = aInstance * vec4(aPos, 1.0);
    vs_out.normal = mat3(aInstance) * aNormal;
    vs_out.id = gl_InstanceID;
    vs_out.uv[0] = aWeights[0].xy + aWeights[1].xy;
    vs_out.uv[1] = world.xz;
    gl_Position = viewProj * world;
}
