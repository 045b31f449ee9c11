#version 450
// Only the last member of a storage block may be a runtime-sized array;
// a struct's member needs a size.
layout(local_size_x = 1) in;
struct Particles {
    uint count;
    vec4 pos[];
};
layout(std430, binding = 0) buffer Out { float o[]; };
void main() {
    Particles p;
    p.count = 1u;
    o[0] = float(p.count);
}
