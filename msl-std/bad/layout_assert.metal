// expect: static assertion failed due to requirement '__builtin_offsetof(Params, scale) == 12'
// rule: a 3-component vector has the size of the 4-component one (MSL 2.4 section 2.2, vector data types; table of sizes and alignments)
// (checked with -DFERROMETAL_CHECK_LAYOUT: float3 is 16 bytes in MSL, so `scale` is at 16)
#include <metal_stdlib>
using namespace metal;
struct Params {
    float3 direction;
    float scale;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Params) == 32, "Params: size");
static_assert(__builtin_offsetof(Params, scale) == 12, "Params.scale: offset");
#endif
kernel void k(constant Params& p [[buffer(0)]], device float* out [[buffer(1)]], uint i [[thread_position_in_grid]]) {
    out[i] = p.scale;
}
