#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Data {
    uint count;
    float values[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Data, count) == 0, "Data::count: offset");
static_assert(__builtin_offsetof(Data, values) == 4, "Data::values: offset");
#endif

void _glsl_main(device Data& _Data) {
    _Data.values[0] = float(_Data.count);
    return;
}

kernel void main0(
    device Data& _Data [[buffer(0)]]
) {
    _glsl_main(_Data);
    return;
}
