#version 450
// `demote` (GL_EXT_demote_to_helper_invocation) is Metal's
// `discard_fragment()`, which makes the thread a helper thread that keeps
// running for its quad's derivatives; `helperInvocationEXT()` and
// `gl_HelperInvocation` are `simd_is_helper_thread()`, read where the shader
// reads them.
#extension GL_EXT_demote_to_helper_invocation : require
layout(binding = 0) uniform sampler2D tex;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;

void main() {
    vec4 texel = texture(tex, uv);
    if (texel.a < 0.5) {
        demote;
    }
    // Derivatives of the demoted neighbours stay defined.
    float width = fwidth(uv.x);
    color = helperInvocationEXT() ? vec4(0.0) : texel * width;
    if (!gl_HelperInvocation) {
        color.a = 1.0;
    }
}
