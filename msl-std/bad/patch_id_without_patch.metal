// expect: [[patch_id]] parameter 'id' needs a post-tessellation vertex function
// rule: [[patch_id]] and [[position_in_patch]] are inputs of a post-tessellation vertex function, one qualified [[patch(triangle|quad)]] (MSL 2.4 sections 5.1.3 and 5.2.3.2)
#include <metal_stdlib>
using namespace metal;
struct Out { float4 pos [[position]]; };
vertex Out vs(uint id [[patch_id]]) {
    Out o;
    o.pos = float4(float(id));
    return o;
}
