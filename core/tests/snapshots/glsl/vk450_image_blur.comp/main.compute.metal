#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

int3 _glsl_fetch_coord(int2 p, int lod) {
    return int3(p.x, p.y, lod);
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture2d<float> srcImage, texture2d<float, access::write> dstImage) {
    int2 p = {};
    float4 sum = {};
    int dy = {};
    int dx = {};
    p = int2(gl_GlobalInvocationID.xy);
    sum = float4(0.0f);
    {
        dy = -1;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                dy = dy + 1;
            }
            loop_init = false;
            if (!(dy <= 1)) {
                break;
            }
            {
                {
                    dx = -1;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            dx = dx + 1;
                        }
                        loop_init_1 = false;
                        if (!(dx <= 1)) {
                            break;
                        }
                        {
                            int3 _e30 = _glsl_fetch_coord(p + int2(dx, dy), 0);
                            float4 _e33 = srcImage.read(uint2(_e30.xy), uint(_e30.z));
                            sum = sum + _e33;
                        }
                    }
                }
            }
        }
    }
    dstImage.write(sum / float4(9.0f), uint2(p));
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture2d<float> srcImage [[texture(0)]],
    texture2d<float, access::write> dstImage [[texture(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, srcImage, dstImage);
    return;
}
