#version 330 core
// Desktop 3.30 fragment shader: hardware depth comparison with sampler2DShadow.
in vec4 vShadowCoord;
out vec4 color;
uniform sampler2DShadow uShadow;

void main() {
    vec3 p = vShadowCoord.xyz / vShadowCoord.w;
    float lit = texture(uShadow, p);
    color = vec4(vec3(0.2 + 0.8 * lit), 1.0);
}
