#version 450
// Multisampled subpass inputs: Metal's framebuffer fetch reads only the
// current sample, so a `subpassInputMS` is the attachment bound as a
// multisampled texture (`texture2d_ms`, at its binding's texture index in
// reflection), and `subpassLoad(s, sample)` reads the fragment's pixel at
// that sample. The shader also reads gl_FragCoord: one [[position]].
layout(input_attachment_index = 0, set = 0, binding = 0) uniform subpassInputMS albedo;
layout(input_attachment_index = 1, set = 0, binding = 1) uniform usubpassInputMS ids;

layout(location = 0) out vec4 color;

vec4 resolve(subpassInputMS a) {
    vec4 sum = vec4(0.0);
    for (int s = 0; s < 4; s++) {
        sum += subpassLoad(a, s);
    }
    return sum * 0.25;
}

void main() {
    uint id = subpassLoad(ids, gl_SampleID).x;
    color = resolve(albedo) + vec4(float(id), gl_FragCoord.xy, 1.0);
}
