// expect: [[position_in_patch]] parameter 'uv' of a quad patch is a float2, not 'float3'
// rule: a quad patch's position in patch is a float2, a triangle patch's a float3 (MSL 2.4 section 5.2.3.2, post-tessellation vertex function input attributes)
#include <metal_stdlib>
using namespace metal;
struct Out { float4 pos [[position]]; };
[[patch(quad, 4)]]
vertex Out ds(float3 uv [[position_in_patch]], uint id [[patch_id]]) {
    Out o;
    o.pos = float4(uv, 1.0f);
    return o;
}
