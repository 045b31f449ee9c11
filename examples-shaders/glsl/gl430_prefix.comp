#version 430
// Desktop 4.30 compute shader: Hillis-Steele prefix sum in shared memory.
layout(local_size_x = 256) in;
layout(std430, binding = 0) buffer Data { uint data[]; };
shared uint temp[256];

void main() {
    uint i = gl_LocalInvocationID.x;
    temp[i] = data[gl_GlobalInvocationID.x];
    memoryBarrierShared();
    barrier();
    for (uint offset = 1u; offset < 256u; offset *= 2u) {
        uint v = i >= offset ? temp[i - offset] : 0u;
        barrier();
        temp[i] += v;
        barrier();
    }
    data[gl_GlobalInvocationID.x] = temp[i];
}
