#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

uint sum_x(const device uint2* Recs, constant uint* ferrometal_buffer_sizes) {
    uint n = {};
    uint stride = {};
    uint s = {};
    uint i = {};
    n = (ferrometal_buffer_sizes[0] / 8u);
    stride = 8u;
    s = 0u;
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!(i < n)) {
                break;
            }
            s = s + Recs[i].x;
        }
    }
    return s;
}

kernel void main0(
    const device uint2* Recs [[buffer(0)]],
    const device uint* Raw [[buffer(1)]],
    device uint* Out [[buffer(2)]],
    constant uint* ferrometal_buffer_sizes [[buffer(3)]]
) {
    uint n = {};
    uint stride = {};
    uint bytes = {};
    uint outCount = {};
    uint outStride = {};
    uint s = {};
    uint i = {};
    n = (ferrometal_buffer_sizes[0] / 8u);
    stride = 8u;
    bytes = (ferrometal_buffer_sizes[1] / 4u) * 4u;
    outCount = (ferrometal_buffer_sizes[2] / 4u);
    outStride = 4u;
    s = 0u;
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!(i < n)) {
                break;
            }
            s = s + Recs[i].y;
        }
    }
    Out[0u] = n;
    Out[1u] = stride;
    Out[2u] = bytes;
    Out[3u] = outCount;
    Out[4u] = outStride;
    Out[5u] = s;
    Out[6u] = Raw[(bytes - 4u) >> 2u];
    uint _e82 = sum_x(Recs, ferrometal_buffer_sizes);
    Out[7u] = _e82;
    Out[8u] = n * stride;
    return;
}
