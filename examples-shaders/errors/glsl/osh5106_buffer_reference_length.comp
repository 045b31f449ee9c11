#version 450
// The length of a runtime array behind a raw GPU address: no host binds that
// memory, so no byte size reaches the shader.
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 1) in;
layout(buffer_reference, std430) buffer Values { uint v[]; };
layout(std430, binding = 0) buffer Out { Values values; uint result; };
void main() { result = uint(values.v.length()); }
