#version 450
#extension GL_ARB_fragment_shader_interlock : require
// Fragment shader interlock: the writable storage of an interlocked shader
// joins Metal's raster order group, which orders overlapping fragments'
// accesses in submission order (the buffer written before the critical
// section too: more ordering than the section asks for, never less). The
// read-only image is left out. A block named `Buffer` (an HLSL type name)
// is respelled.
layout(pixel_interlock_ordered) in;

layout(binding = 0, rgba8) uniform coherent image2D accum;
layout(binding = 1, rgba8) uniform readonly image2D weights;
layout(std430, binding = 2) coherent buffer Buffer {
    uint width;
    uint layers[];
};
layout(std430, binding = 3) buffer Stats {
    uint fragments;
};

layout(location = 0) in vec4 vColor;

void bump(ivec2 p) {
    layers[uint(p.y) * width + uint(p.x)] += 1u;
}

void main() {
    ivec2 p = ivec2(gl_FragCoord.xy);
    atomicAdd(fragments, 1u);
    beginInvocationInterlockARB();
    vec4 under = imageLoad(accum, p);
    imageStore(accum, p, mix(under, vColor, vColor.a * imageLoad(weights, p).r));
    bump(p);
    endInvocationInterlockARB();
}
