#version 450
#extension GL_ARB_post_depth_coverage : require
// The coverage after the depth and stencil tests: Metal's
// [[sample_mask, post_depth_coverage]] input, with the tests run early
// ([[early_fragment_tests]]), as the coverage after them presumes.
layout(post_depth_coverage) in;

layout(location = 0) out vec4 color;

void main() {
    color = vec4(float(bitCount(gl_SampleMaskIn[0])) / 4.0);
}
