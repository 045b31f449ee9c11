#version 450
#extension GL_EXT_nonuniform_qualifier : require
// Three descriptor sets (three argument buffers under the argument-buffers
// model) and push constants (inline bytes): a gather through an index
// buffer, read with a non-uniform index, scaled by a uniform block.
layout(local_size_x = 8) in;
layout(set = 0, binding = 1) readonly buffer Indices { uint indices[]; };
layout(set = 1, binding = 0) readonly buffer Values { float values[]; };
layout(set = 1, binding = 2) uniform Params { vec4 scale; } params;
layout(set = 2, binding = 0) buffer Out { vec4 result[]; };
layout(push_constant) uniform Push { uint base; float bias; } pc;

void main() {
    uint i = gl_GlobalInvocationID.x;
    uint j = indices[i];
    float v = values[nonuniformEXT(j)] + pc.bias;
    result[i] = params.scale * v + vec4(float(pc.base + i));
}
