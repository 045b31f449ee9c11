// expect: [[payload]] parameter 'payload' must be an object_data pointer or reference
// std: metal3.0
// rule: the payload of an object or mesh function is in the object_data address space (MSL 3.0 section 5.2.3.5)
#include <metal_stdlib>
using namespace metal;
struct Payload {
    uint count;
};
[[object]] void cull(threadgroup Payload& payload [[payload]], mesh_grid_properties grid,
                     uint tid [[thread_index_in_threadgroup]]) {
    if (tid == 0) {
        payload.count = 1;
        grid.set_threadgroups_per_grid(uint3(1, 1, 1));
    }
}
