#version 450
// A storage block without an instance name makes its members global names
// (`value` reads block A's), yet another block, an instanced one or a
// struct may have members of the same names: their declarations and
// accesses keep their own.
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer A { vec4 value; uint count; };
layout(std430, binding = 1) readonly buffer B { vec4 value; uint count; } b;
layout(std430, binding = 2) readonly buffer C { vec4 value; } cs[2];
struct S { vec4 value; };
void main() {
    S s;
    s.value = b.value;
    value = s.value + b.value + cs[1].value;
    count = b.count;
}
