#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<float> tex [[texture(0)]],
    texture2d_array<float> arr [[texture(1)]],
    texture2d<float, access::read_write> img [[texture(2)]],
    device uint4* o [[buffer(0)]]
) {
    uint3 id_1 = {};
    uint w = {};
    uint h = {};
    uint levels = {};
    uint w1 = {};
    uint h1 = {};
    uint l1 = {};
    uint w2 = {};
    uint h2 = {};
    uint layers = {};
    uint iw = {};
    uint ih = {};
    id_1 = id;
    if ((id_1.x == 0u) && (id_1.y == 0u)) {
        {
            uint2 _e28 = uint2(tex.get_width(int(0u)), tex.get_height(int(0u)));
            uint _e31 = tex.get_num_mip_levels();
            w = _e28.x;
            h = _e28.y;
            levels = _e31;
            uint2 _e36 = uint2(tex.get_width(int(1u)), tex.get_height(int(1u)));
            uint _e39 = tex.get_num_mip_levels();
            w1 = _e36.x;
            h1 = _e36.y;
            l1 = _e39;
            uint2 _e41 = uint2(arr.get_width(), arr.get_height());
            uint _e44 = arr.get_array_size();
            w2 = _e41.x;
            h2 = _e41.y;
            layers = _e44;
            uint2 _e46 = uint2(img.get_width(), img.get_height());
            iw = _e46.x;
            ih = _e46.y;
            o[0u] = uint4(w, h, w1, h1);
            o[1u] = uint4(levels, l1, 0u, 0u);
            o[2u] = uint4(w2, h2, layers, 0u);
            o[3u] = uint4(iw, ih, 0u, 0u);
        }
    }
    return;
}
