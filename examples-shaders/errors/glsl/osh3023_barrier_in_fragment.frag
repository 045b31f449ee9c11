#version 450
// barrier() exists only in compute (and tessellation control) shaders, and
// Metal's barriers are threadgroup barriers, which only kernels have: a
// memory barrier in a fragment shader is refused too (OSH5116).
layout(location = 0) out vec4 color;

void main() {
    color = vec4(1.0);
    barrier();
    memoryBarrierImage();
}
