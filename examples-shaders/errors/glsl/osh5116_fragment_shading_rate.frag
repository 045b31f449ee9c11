#version 450
#extension GL_EXT_fragment_shading_rate : require

// The shading rate a fragment ran at (GL_EXT_fragment_shading_rate): Metal
// has no such value; its variable rasterization rate is a rate map the host
// sets for the render pass. Expected: OSH5116 at the read.
layout(location = 0) out vec4 color;

void main() {
    bool coarse = (gl_ShadingRateEXT & gl_ShadingRateFlag2VerticalPixelsEXT) != 0;
    color = coarse ? vec4(1.0) : vec4(0.0);
}
