#version 450
#extension GL_ARB_sparse_texture2 : enable
// Sparse texture residency queries (GL_ARB_sparse_texture2). Metal has
// sparse textures (`sparse_sample`), which this front-end does not translate
// yet. Expected: OSH3021 at each residency call.
layout(binding = 1) uniform sampler2D colorMap;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;

void main() {
    vec4 texel = vec4(0.0);
    int code = sparseTextureARB(colorMap, uv, texel);
    color = sparseTexelsResidentARB(code) ? texel : vec4(0.0);
}
