// expect: built-in [[vertex_id]] parameter 'vid' must be passed by value
// rule: built-in inputs are scalars or vectors passed by value (MSL 2.4 section 5.2.3.1, vertex function input attributes)
#include <metal_stdlib>
using namespace metal;
vertex float4 v(thread uint& vid [[vertex_id]]) { return float4(float(vid)); }
