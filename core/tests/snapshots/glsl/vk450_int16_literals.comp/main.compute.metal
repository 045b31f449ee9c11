#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Data {
    array<short, 4> s;
    array<ushort, 4> u;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Data) == 16, "Data: size");
static_assert(__builtin_offsetof(Data, s) == 0, "Data::s: offset");
static_assert(__builtin_offsetof(Data, u) == 8, "Data::u: offset");
#endif

void _glsl_main(device Data* _Data) {
    _Data[0u].s[0] = short(10);
    _Data[0u].s[1] = short(-short(7));
    _Data[0u].s[2] = short(_Data[0u].s[2] ^ short(-32768));
    _Data[0u].u[0] = ushort(65535u);
    _Data[0u].u[1] = ushort(_Data[0u].u[1] + ushort(3u));
    return;
}

kernel void main0(
    device Data* _Data [[buffer(0)]]
) {
    _glsl_main(_Data);
    return;
}
