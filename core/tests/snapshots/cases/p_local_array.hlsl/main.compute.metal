#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    array<uint, 6> v = {};
    uint k = {};
    uint a = {};
    uint b = {};
    uint t = {};
    array<uint, 4> table = {};
    uint j = {};
    id_1 = id;
    i = id_1.x;
    {
        k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                k = k + 1u;
            }
            loop_init = false;
            if (!(k < 6u)) {
                break;
            }
            uint _e24 = In[(i * 6u) + k];
            v[k] = _e24;
        }
    }
    {
        a = 0u;
        bool loop_init_1 = true;
        while (true) {
            if (!loop_init_1) {
                a = a + 1u;
            }
            loop_init_1 = false;
            if (!(a < 6u)) {
                break;
            }
            {
                {
                    b = 0u;
                    bool loop_init_2 = true;
                    while (true) {
                        if (!loop_init_2) {
                            b = b + 1u;
                        }
                        loop_init_2 = false;
                        if (!((b + 1u) < (6u - a))) {
                            break;
                        }
                        {
                            uint _e56 = v[b];
                            uint _e57 = v[b + 1u];
                            if (_e56 > _e57) {
                                {
                                    uint _e62 = v[b];
                                    t = _e62;
                                    uint _e70 = v[b + 1u];
                                    v[b] = _e70;
                                    v[b + 1u] = t;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    table = array<uint, 4> {7u, 11u, 13u, 17u};
    {
        j = 0u;
        bool loop_init_3 = true;
        while (true) {
            if (!loop_init_3) {
                j = j + 1u;
            }
            loop_init_3 = false;
            if (!(j < 6u)) {
                break;
            }
            uint _e111 = v[j];
            Out[(i * 7u) + j] = _e111;
        }
    }
    uint _e133 = table[v[5] % 4u];
    Out[(i * 7u) + 6u] = _e133 * v[0];
    return;
}
