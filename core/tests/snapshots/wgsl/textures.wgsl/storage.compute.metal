#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void storage(
    uint3 id [[thread_position_in_grid]],
    texture2d<float, access::read> img_read [[texture(11)]],
    texture2d<float, access::write> img_write [[texture(12)]],
    texture2d<float, access::read_write> img_rw [[texture(13)]],
    texture2d_array<uint, access::write> img_rw_only_written [[texture(14)]],
    texture3d<int, access::write> vol [[texture(15)]]
) {
    int2 p = int2(id.xy);
    float4 v = img_read.read(uint2(p));
    img_write.write(v * 2.0f, uint2(p));
    float4 old = img_rw.read(uint2(p));
    img_rw.write(old + float4(1.0f), uint2(p));
    img_rw.fence();
    img_rw_only_written.write(uint4(id, 1u), uint2(id.xy), uint(2));
    vol.write(int4(1), uint3(id));
    threadgroup_barrier(mem_flags::mem_texture);
    uint2 dims = uint2(img_rw_only_written.get_width(), img_rw_only_written.get_height());
    if (all(id.xy < dims)) {
        threadgroup_barrier(mem_flags::mem_device);
        return;
    } else {
        return;
    }
}
