#version 330 core
// Desktop 3.30 fragment shader: textureSize for texel-centred fetches.
uniform sampler2D uTex;
uniform sampler3D uVolume;
out vec4 color;

void main() {
    ivec2 size = textureSize(uTex, 0);
    ivec3 vsize = textureSize(uVolume, 0);
    vec2 uv = (floor(gl_FragCoord.xy) + 0.5) / vec2(size);
    float depth = texelFetch(uVolume, ivec3(0, 0, vsize.z - 1), 0).r;
    color = texture(uTex, uv) * depth;
}
