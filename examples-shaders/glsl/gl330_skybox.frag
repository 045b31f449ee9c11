#version 330 core
// Desktop 3.30 skybox (fragment): a cube map lookup with exposure and gamma.
out vec4 FragColor;

in vec3 TexCoords;

uniform samplerCube skybox;
uniform float exposure = 1.0;

void main() {
    vec3 hdr = texture(skybox, TexCoords).rgb;
    vec3 mapped = vec3(1.0) - exp(-hdr * exposure);
    FragColor = vec4(pow(mapped, vec3(1.0 / 2.2)), 1.0);
}
