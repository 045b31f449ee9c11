#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Xform {
    float4x4 M;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Xform) == 64, "type_Xform: size");
static_assert(__builtin_offsetof(type_Xform, M) == 0, "type_Xform::M: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture_buffer<float> Positions [[texture(0)]],
    texture_buffer<uint> Indices [[texture(1)]],
    texture_buffer<float, access::write> Transformed [[texture(2)]],
    constant type_Xform& Xform [[buffer(0)]]
) {
    uint3 id_1 = {};
    uint index = {};
    float4 p = {};
    id_1 = id;
    uint4 _e7 = Indices.read(uint(id_1.x));
    index = _e7.x;
    float4 _e14 = Positions.read(uint(int(index)));
    p = _e14;
    Transformed.write(p * transpose(Xform.M), uint(id_1.x));
    return;
}
