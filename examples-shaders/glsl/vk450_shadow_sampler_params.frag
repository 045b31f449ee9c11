#version 450
// Separate comparison samplers passed to helpers (`samplerShadow` as a
// parameter type), and a texture that is compared in one helper and read
// plainly in another: it is a depth texture (compared anywhere), and so is
// every parameter it is passed to, down the call chain (a plain read of a
// depth texture is its depth). `lit` (an HLSL intrinsic name) taking a
// texture is still the user's function, respelled.
layout(set = 0, binding = 0) uniform texture2D uDepth;
layout(set = 0, binding = 1) uniform sampler uLinear;
layout(set = 0, binding = 2) uniform samplerShadow uCompare;
layout(location = 0) in vec3 vUV;
layout(location = 0) out float FragColor;

float raw_depth(texture2D t) {
    return texture(sampler2D(t, uLinear), vUV.xy).x;
}

float raw_depth_outer(texture2D t) {
    return raw_depth(t);
}

float lit(texture2D t, samplerShadow s) {
    return texture(sampler2DShadow(t, s), vUV);
}

void main() {
    FragColor = lit(uDepth, uCompare) * 0.5 + raw_depth_outer(uDepth) * 0.5;
}
