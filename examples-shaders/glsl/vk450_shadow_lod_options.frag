#version 450
// Comparison sampling at an explicit level, with a bias and with gradients
// (Metal's sample_compare with level, bias and gradient options), with and
// without texel offsets, projected, on 2D, 2D array, cube and cube array
// shadow samplers, and on a 1D array one (a 2D depth array in Metal).
layout(binding = 0) uniform sampler2DShadow uShadow;
layout(binding = 1) uniform sampler2DArrayShadow uCascades;
layout(binding = 2) uniform samplerCubeShadow uPoint;
layout(binding = 3) uniform samplerCubeArrayShadow uPoints;
layout(binding = 4) uniform sampler1DArrayShadow uStrips;
layout(location = 0) in vec4 vCoord;
layout(location = 1) in float vLod;
layout(location = 0) out float outLit;

void main() {
    vec3 p = vCoord.xyz;
    float lit = texture(uShadow, p, 0.5);
    lit += textureOffset(uShadow, p, ivec2(1, -1), -0.5);
    lit += textureLod(uShadow, p, vLod);
    lit += textureLod(uShadow, p, 0.0);
    lit += textureGrad(uShadow, p, dFdx(p.xy), dFdy(p.xy));
    lit += textureGradOffset(uShadow, p, dFdx(p.xy), dFdy(p.xy), ivec2(0, 1));
    lit += textureProjGrad(uShadow, vCoord, vec2(0.01), vec2(0.0, 0.01));
    lit += textureGrad(uCascades, vCoord, vec2(0.0), vec2(0.0));
    lit += textureGrad(uPoint, vCoord, vec3(0.01), vec3(0.02));
    lit += texture(uPoint, vCoord, 1.0);
    lit += texture(uPoints, vCoord, vLod);
    lit += texture(uStrips, p, 0.25);
    lit += textureGrad(uStrips, p, 0.01, 0.02);
    outLit = lit / 13.0;
}
