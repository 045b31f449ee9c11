#version 450
#extension GL_EXT_multiview : require
// The fragment side of vk450_multiview.vert: gl_ViewIndex read directly
// ([[amplification_id]] in the fragment function too).
layout(binding = 1) uniform sampler2DArray uEyes;
layout(location = 0) flat in int vView;
layout(location = 0) out vec4 outColor;

void main() {
    outColor = texture(uEyes, vec3(gl_FragCoord.xy / 1024.0, float(gl_ViewIndex)));
    outColor.a = float(vView == int(gl_ViewIndex));
}
