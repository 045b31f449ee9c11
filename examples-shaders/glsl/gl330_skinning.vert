#version 330 core
// Desktop 3.30 vertex shader: four-bone skinning from a uniform array.
layout(location = 0) in vec3 aPos;
layout(location = 1) in ivec4 aBones;
layout(location = 2) in vec4 aWeights;
uniform mat4 uBones[32];
uniform mat4 uViewProj;

void main() {
    mat4 skin = aWeights.x * uBones[aBones.x]
              + aWeights.y * uBones[aBones.y]
              + aWeights.z * uBones[aBones.z]
              + aWeights.w * uBones[aBones.w];
    gl_Position = uViewProj * skin * vec4(aPos, 1.0);
}
