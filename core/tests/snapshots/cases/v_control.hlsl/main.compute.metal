#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device uint* Out [[buffer(0)]]
) {
    uint3 id_1 = {};
    uint i = {};
    uint acc = {};
    uint s = {};
    uint k = {};
    uint n = {};
    uint steps = {};
    id_1 = id;
    uint _e4 = id_1.x;
    i = _e4;
    acc = 0u;
    uint _e9 = i;
    switch (_e9 % 4u) {
    case 0u: {
        uint _e13 = acc;
        acc = _e13 + 1u;
    }
    case 1u: {
        uint _e17 = acc;
        acc = _e17 + 10u;
        break;
    }
    case 2u: {
        uint _e21 = acc;
        acc = _e21 + 100u;
    }
    default: {
        uint _e25 = acc;
        acc = _e25 + 1000u;
        break;
    }
    }
    s = 0u;
    {
        k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e51 = k;
                k = _e51 + 1u;
            }
            loop_init = false;
            uint _e35 = k;
            if (!(_e35 < 10u)) {
                break;
            }
            {
                uint _e39 = k;
                uint _e40 = i;
                if (_e39 == _e40) {
                    continue;
                }
                uint _e43 = i;
                uint _e46 = k;
                if (_e46 > (_e43 + 3u)) {
                    break;
                }
                uint _e48 = s;
                uint _e49 = k;
                s = _e48 + _e49;
            }
        }
    }
    uint _e56 = i;
    n = _e56 + 1u;
    steps = 0u;
    while (true) {
        uint _e63 = n;
        uint _e67 = steps;
        if (!((_e63 != 1u) && (_e67 < 100u))) {
            break;
        }
        {
            uint _e73 = n;
            if ((_e73 & 1u) == 0u) {
                uint _e80 = n;
                n = _e80 / 2u;
            } else {
                uint _e84 = n;
                n = (3u * _e84) + 1u;
            }
            uint _e90 = steps;
            steps = _e90 + 1u;
        }
    }
    uint _e95 = i;
    uint _e102 = acc;
    Out[(_e95 * 3u) + 0u] = _e102;
    uint _e105 = i;
    uint _e112 = s;
    Out[(_e105 * 3u) + 1u] = _e112;
    uint _e115 = i;
    uint _e122 = steps;
    Out[(_e115 * 3u) + 2u] = _e122;
    return;
}
