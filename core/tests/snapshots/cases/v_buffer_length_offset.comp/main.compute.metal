#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct BIn {
    uint4 header;
    uint2 pts[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(BIn, header) == 0, "BIn::header: offset");
static_assert(__builtin_offsetof(BIn, pts) == 16, "BIn::pts: offset");
#endif

void _glsl_main(const device BIn& In, device uint* Out, constant uint* ferrometal_buffer_sizes) {
    uint n = {};
    uint s = {};
    uint i = {};
    n = uint(int(((ferrometal_buffer_sizes[0] - 16u) / 8u)));
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
            s = s + (In.pts[i].x + In.pts[i].y);
        }
    }
    Out[0u] = n;
    Out[1u] = s;
    Out[2u] = In.header.x;
    Out[3u] = uint(int((ferrometal_buffer_sizes[1] / 4u)));
    return;
}

kernel void main0(
    const device BIn& In [[buffer(0)]],
    device uint* Out [[buffer(1)]],
    constant uint* ferrometal_buffer_sizes [[buffer(2)]]
) {
    _glsl_main(In, Out, ferrometal_buffer_sizes);
    return;
}
