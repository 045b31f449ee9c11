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
            v[k] = In[(i * 6u) + k];
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
                            if (v[b] > v[b + 1u]) {
                                {
                                    t = v[b];
                                    v[b] = v[b + 1u];
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
            Out[(i * 7u) + j] = v[j];
        }
    }
    Out[(i * 7u) + 6u] = table[v[5] % 4u] * v[0];
    return;
}
