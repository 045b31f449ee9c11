// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size0;
};

typedef float type_1[1];

struct main_Input {
};
[[max_total_threads_per_threadgroup(64)]] kernel void main_(
  metal::uint3 id [[thread_position_in_grid]]
, device type_1& data [[buffer(0)]]
, constant _mslBufferSizes& _buffer_sizes [[buffer(29)]]
) {
    if (id.x < (1 + (_buffer_sizes.size0 - 0 - 4) / 4)) {
        float _e11 = data[id.x];
        data[id.x] = _e11 * 2.0;
        return;
    } else {
        return;
    }
}
