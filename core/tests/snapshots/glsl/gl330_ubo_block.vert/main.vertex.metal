#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Camera {
    float4x4 view;
    float4x4 proj;
    float4 eye;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Camera) == 144, "type_Camera: size");
static_assert(__builtin_offsetof(type_Camera, view) == 0, "type_Camera::view: offset");
static_assert(__builtin_offsetof(type_Camera, proj) == 64, "type_Camera::proj: offset");
static_assert(__builtin_offsetof(type_Camera, eye) == 128, "type_Camera::eye: offset");
#endif

struct _glsl_In {
    float3 position_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, position_) == 0, "_glsl_In::position_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float vDistance;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, vDistance) == 16, "mainOutput::vDistance: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float vDistance_;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vDistance_) == 16, "_glsl_Out::vDistance_: offset");
#endif

void _glsl_main(thread float4& gl_Position, constant type_Camera& Camera, thread float3& position, thread float& vDistance) {
    vDistance = distance(position, Camera.eye.xyz);
    float3 _e18 = position;
    gl_Position = (Camera.proj * Camera.view) * float4(_e18.x, _e18.y, _e18.z, 1.0f);
    return;
}

struct main0_in {
    float3 position [[attribute(0)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float vDistance [[user(vDistance)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Camera& Camera [[buffer(0)]]
) {
    float3 position_1 = stage_in.position;
    float4 gl_Position = {};
    float3 position = {};
    float vDistance = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {position_1};
    position = input.position_;
    _glsl_main(gl_Position, Camera, position, vDistance);
    output.gl_Position_ = gl_Position;
    output.vDistance_ = vDistance;
    _glsl_Out _e13 = output;
    {
        mainOutput result = mainOutput {_e13.gl_Position_, _e13.vDistance_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.vDistance = result.vDistance;
        return out;
    }
}
