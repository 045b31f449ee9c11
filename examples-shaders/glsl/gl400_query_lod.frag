#version 400 core
// Visualise the mip level a texture lookup uses: textureQueryLod returns
// (the level used, clamped to the texture's levels; the computed level).
uniform sampler2D albedo;
uniform float maxLevel;
in vec2 vUv;
out vec4 fragColor;

void main() {
    vec2 lod = textureQueryLod(albedo, vUv);
    float t = clamp(lod.x / max(maxLevel, 1.0), 0.0, 1.0);
    vec3 heat = mix(vec3(0.0, 0.2, 1.0), vec3(1.0, 0.1, 0.0), t);
    fragColor = vec4(heat * (lod.y < 0.0 ? 0.5 : 1.0), 1.0);
}
