#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Tables_buffer {
    uint data[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Tables_buffer, data) == 0, "Tables_buffer::data: offset");
#endif

struct type_Params {
    uint pick;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 16, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, pick) == 0, "type_Params::pick: offset");
#endif

kernel void copy(
    uint3 id [[thread_position_in_grid]],
    const device Tables_buffer* Tables_0 [[buffer(0)]],
    const device Tables_buffer* Tables_1 [[buffer(1)]],
    device float4* Out [[buffer(2)]],
    constant type_Params& Params [[buffer(3)]]
) {
    array<const device Tables_buffer*, 2> Tables = {Tables_0, Tables_1};
    uint3 id_1 = {};
    id_1 = id;
    if (Params.pick > 0u) {
        {
            uint _e22 = (id_1.x * 16u) >> 2u;
            Out[id_1.x] = as_type<float4>(uint4((*Tables[1]).data[_e22], (*Tables[1]).data[_e22 + 1u], (*Tables[1]).data[_e22 + 2u], (*Tables[1]).data[_e22 + 3u]));
        }
    } else {
        {
            uint _e53 = (id_1.x * 16u) >> 2u;
            Out[id_1.x] = as_type<float4>(uint4((*Tables[0]).data[_e53], (*Tables[0]).data[_e53 + 1u], (*Tables[0]).data[_e53 + 2u], (*Tables[0]).data[_e53 + 3u])) * float4(2.0f);
        }
    }
    {
        {
        }
    }
    uint _e88 = 0u >> 2u;
    Out[id_1.x + 1u] = as_type<float4>(uint4((*Tables[1]).data[_e88], (*Tables[1]).data[_e88 + 1u], (*Tables[1]).data[_e88 + 2u], (*Tables[1]).data[_e88 + 3u]));
    {
    }
    uint _e119 = 16u >> 2u;
    Out[id_1.x + 2u] = as_type<float4>(uint4((*Tables[1]).data[_e119], (*Tables[1]).data[_e119 + 1u], (*Tables[1]).data[_e119 + 2u], (*Tables[1]).data[_e119 + 3u]));
    return;
}
