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
    uint3 _e2 = gl_GlobalInvocationID;
    p = int2(_e2.xy);
    sum = float4(0.0f);
    {
        dy = -1;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                int _e39 = dy;
                dy = _e39 + 1;
            }
            loop_init = false;
            int _e13 = dy;
            if (!(_e13 <= 1)) {
                break;
            }
            {
                {
                    dx = -1;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            int _e36 = dx;
                            dx = _e36 + 1;
                        }
                        loop_init_1 = false;
                        int _e20 = dx;
                        if (!(_e20 <= 1)) {
                            break;
                        }
                        {
                            int _e24 = dx;
                            int _e25 = dy;
                            int2 _e27 = p;
                            int3 _e30 = _glsl_fetch_coord(_e27 + int2(_e24, _e25), 0);
                            float4 _e33 = srcImage.read(uint2(_e30.xy), uint(_e30.z));
                            float4 _e34 = sum;
                            sum = _e34 + _e33;
                        }
                    }
                }
            }
        }
    }
    int2 _e43 = p;
    float4 _e45 = sum;
    dstImage.write(_e45 / float4(9.0f), uint2(_e43));
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
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, srcImage, dstImage);
    return;
}
