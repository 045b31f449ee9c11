#version 450
#extension GL_KHR_shader_subgroup_vote : enable
#extension GL_EXT_shader_quad_control : enable
// GL_EXT_shader_quad_control's votes over the 2x2 quad: Metal's quad_all
// and quad_any (over the quad's active threads), here picking a texture
// only when the whole quad (or some of it) is in the band, so the
// derivatives of the sample stay within one branch for the quad.
layout(location = 0) in vec2 vUV;
layout(location = 0) out vec4 outColor;
layout(binding = 0) uniform sampler2D uNear;
layout(binding = 1) uniform sampler2D uFar;

void main() {
    bool near = gl_FragCoord.y < 128.0;
    if (subgroupQuadAll(near)) {
        outColor = texture(uNear, vUV);
    } else if (subgroupQuadAny(near)) {
        outColor = mix(texture(uNear, vUV), texture(uFar, vUV), 0.5);
    } else {
        outColor = texture(uFar, vUV);
    }
}
