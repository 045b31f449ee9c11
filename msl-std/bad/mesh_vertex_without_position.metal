// expect: the mesh vertex struct 'VertexOut' needs 1 [[position]] member(s) (has 0)
// std: metal3.0
// rule: a mesh function's vertex type has a [[position]] member, like a vertex function's output (MSL 3.0 section 5.2.3.4)
#include <metal_stdlib>
using namespace metal;
struct VertexOut {
    float4 position [[user(locn0)]];
};
[[mesh]] void meshlet(metal::mesh<VertexOut, void, 3, 1, metal::topology::triangle> m,
                      uint tid [[thread_index_in_threadgroup]]) {
    if (tid == 0) {
        m.set_primitive_count(1);
    }
    if (tid < 3) {
        m.set_vertex(tid, VertexOut{float4(float(tid), 0.0f, 0.0f, 1.0f)});
        m.set_index(tid, uchar(tid));
    }
}
