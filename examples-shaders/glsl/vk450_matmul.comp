#version 450
// Vulkan compute shader: tiled matrix multiply with push-constant sizes.
layout(local_size_x = 8, local_size_y = 8) in;
layout(push_constant) uniform Sizes { uint M; uint N; uint K; } sizes;
layout(std430, binding = 0) readonly buffer A { float a[]; };
layout(std430, binding = 1) readonly buffer B { float b[]; };
layout(std430, binding = 2) writeonly buffer C { float c[]; };
shared float tileA[8][8];
shared float tileB[8][8];

void main() {
    uint row = gl_GlobalInvocationID.y;
    uint col = gl_GlobalInvocationID.x;
    uint lr = gl_LocalInvocationID.y;
    uint lc = gl_LocalInvocationID.x;
    float acc = 0.0;
    for (uint t = 0u; t < sizes.K; t += 8u) {
        tileA[lr][lc] = (row < sizes.M && t + lc < sizes.K) ? a[row * sizes.K + t + lc] : 0.0;
        tileB[lr][lc] = (col < sizes.N && t + lr < sizes.K) ? b[(t + lr) * sizes.N + col] : 0.0;
        barrier();
        for (uint k = 0u; k < 8u; k++) {
            acc += tileA[lr][k] * tileB[k][lc];
        }
        barrier();
    }
    if (row < sizes.M && col < sizes.N) {
        c[row * sizes.N + col] = acc;
    }
}
