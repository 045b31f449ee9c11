#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct WeightedProbe {
    array<float4, 4> coefficients;
    float4 weight;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(WeightedProbe) == 80, "WeightedProbe: size");
static_assert(__builtin_offsetof(WeightedProbe, coefficients) == 0, "WeightedProbe::coefficients: offset");
static_assert(__builtin_offsetof(WeightedProbe, weight) == 64, "WeightedProbe::weight: offset");
#endif

constant uint Probe_kCoefficients = 4u;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device WeightedProbe* probes [[buffer(0)]]
) {
    uint3 id_1 = {};
    WeightedProbe p = {};
    uint i = {};
    id_1 = id;
    p = probes[id_1.x];
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!(i < Probe_kCoefficients)) {
                break;
            }
            {
                p.coefficients[i] = p.coefficients[i] * p.weight;
            }
        }
    }
    probes[id_1.x] = p;
    return;
}
