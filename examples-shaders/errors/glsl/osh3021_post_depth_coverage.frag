#version 450
#extension GL_ARB_post_depth_coverage : require
// The coverage after the depth test is not the raster coverage: refused,
// never read as the other.
layout(post_depth_coverage) in;

layout(location = 0) out vec4 color;

void main() {
    color = vec4(float(bitCount(gl_SampleMaskIn[0])) / 4.0);
}
