#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct ArgumentBuffer0 {
    const device uint2* Recs [[id(0)]];
    const device uint* Raw [[id(1)]];
    device uint* Out [[id(2)]];
};

uint sum_x(const device uint2* Recs, constant uint* ferrometal_buffer_sizes) {
    uint s = {};
    int i = {};
    s = 0u;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < int((ferrometal_buffer_sizes[0] / 8u)))) {
                break;
            }
            s = s + Recs[uint(i)].x;
        }
    }
    return s;
}

void _glsl_main(const device uint2* Recs, const device uint* Raw, device uint* Out, constant uint* ferrometal_buffer_sizes) {
    uint n = {};
    uint bytes = {};
    uint s = {};
    uint i = {};
    n = uint(int((ferrometal_buffer_sizes[0] / 8u)));
    bytes = uint(int((ferrometal_buffer_sizes[1] / 4u))) * 4u;
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
    Out[1u] = 8u;
    Out[2u] = bytes;
    Out[3u] = uint(int((ferrometal_buffer_sizes[2] / 4u)));
    Out[4u] = 4u;
    Out[5u] = s;
    Out[6u] = Raw[(bytes / 4u) - 1u];
    uint _e79 = sum_x(Recs, ferrometal_buffer_sizes);
    Out[7u] = _e79;
    Out[8u] = n * 8u;
    return;
}

kernel void main0(
    constant ArgumentBuffer0& argument_buffer0 [[buffer(0)]],
    constant uint* ferrometal_buffer_sizes [[buffer(1)]]
) {
    const device uint2* Recs = argument_buffer0.Recs;
    const device uint* Raw = argument_buffer0.Raw;
    device uint* Out = argument_buffer0.Out;
    _glsl_main(Recs, Raw, Out, ferrometal_buffer_sizes);
    return;
}
