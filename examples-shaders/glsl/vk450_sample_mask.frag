#version 450
#extension GL_ARB_shader_stencil_export : require
#extension GL_EXT_fragment_shader_barycentric : require
// Fragment built-ins that are arrays or that HLSL types as uint: the sample
// mask in and out (one element: Metal has at most 32 samples), the stencil
// reference, the primitive index and the barycentric coordinates (without perspective).

layout(location = 0) out vec4 color;

layout(set = 0, binding = 0) readonly buffer Colors {
    vec4 colors[];
};

void keep_even_samples() {
    gl_SampleMask[0] = gl_SampleMaskIn[0] & 0x55555555;
}

void main() {
    vec3 w = gl_BaryCoordNoPerspEXT;
    int base = 3 * gl_PrimitiveID;
    color = w.x * colors[base] + w.y * colors[base + 1] + w.z * colors[base + 2];
    keep_even_samples();
    gl_FragStencilRefARB = gl_PrimitiveID & 255;
}
