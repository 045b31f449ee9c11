#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Light {
    packed_float3 color;
    float range;
    float2 pos;
    uchar _pad3[8];
};

struct type_Lights {
    float exposure;
    uchar _pad1[12];
    array<Light, 4> lights;
};

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};

void _glsl_main(thread uint3& gl_GlobalInvocationID, constant type_Lights& Lights, device float4* result) {
    uint i = {};
    float3 sum = {};
    int k = {};
    i = gl_GlobalInvocationID.x;
    sum = float3(0.0f);
    {
        k = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                k = k + 1;
            }
            loop_init = false;
            if (!(k < 4)) {
                break;
            }
            {
                sum = sum + ((float3(Lights.lights[k].color) * float3(Lights.lights[k].range)) / float3(1.0f + length(Lights.lights[k].pos)));
            }
        }
    }
    float3 _e52 = sum * float3(Lights.exposure);
    result[i] = float4(_e52.x, _e52.y, _e52.z, 1.0f);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    constant type_Lights& Lights [[buffer(0)]],
    device float4* result [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, Lights, result);
    return;
}
