#version 450
#extension GL_EXT_scalar_block_layout : require
// GL_EXT_scalar_block_layout: every member aligned to its scalars, so a
// vec3 is 12 bytes in arrays, a vec4 may follow a float at offset 4, and a
// matrix's columns are packed; structs in the block follow the same rule.
layout(local_size_x = 4) in;

struct Particle {
    vec3 position;  // offset 0
    float mass;     // offset 12
    vec2 velocity;  // offset 16
};                  // 24 bytes, 4-byte aligned

layout(scalar, set = 0, binding = 0) uniform Params {
    float dt;       // offset 0
    vec4 tint;      // offset 4
    mat2x3 basis;   // offset 20, columns 12 bytes apart
};

layout(scalar, set = 0, binding = 1) buffer Particles {
    uint count;                 // offset 0
    vec3 origin;                // offset 4
    Particle particles[4];      // offset 16, stride 24
    vec3 trail[];               // offset 112, stride 12
};

void main() {
    uint i = gl_LocalInvocationID.x;
    Particle p = particles[i];
    p.position += vec3(p.velocity * dt, tint.w) + basis * vec2(p.mass);
    particles[i] = p;
    trail[i] = p.position - origin;
    if (i == 0u) {
        count = 4u;
    }
}
