#version 450
// Arrays of uniform blocks are not supported yet.
layout(local_size_x = 1) in;
layout(binding = 0) uniform Params { vec4 v; } params[2];
layout(std430, binding = 2) buffer Out { vec4 o[]; };
void main() {
    o[0] = params[0].v + params[1].v;
}
