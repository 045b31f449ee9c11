#version 330 core
// Desktop 3.30 fragment shader: shadow-map lookup with manual comparison.
in vec4 vLightSpace;
out vec4 color;
uniform sampler2D shadowMap;
uniform float bias;

void main() {
    vec3 p = vLightSpace.xyz / vLightSpace.w * 0.5 + 0.5;
    float closest = texture(shadowMap, p.xy).r;
    float lit = p.z - bias > closest ? 0.3 : 1.0;
    color = vec4(vec3(lit), 1.0);
}
