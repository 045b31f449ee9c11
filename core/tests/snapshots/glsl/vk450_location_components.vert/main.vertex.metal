#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint gl_InstanceIndex_;
    uchar _pad1[4];
    float2 aUV_;
    float4 _glsl_loc0_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_InstanceIndex_) == 0, "_glsl_In::gl_InstanceIndex_: offset");
static_assert(__builtin_offsetof(_glsl_In, aUV_) == 8, "_glsl_In::aUV_: offset");
static_assert(__builtin_offsetof(_glsl_In, _glsl_loc0_) == 16, "_glsl_In::_glsl_loc0_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float4 _glsl_loc0;
    int4 _glsl_loc1;
    int4 _glsl_loc2;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 64, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, _glsl_loc0) == 16, "mainOutput::_glsl_loc0: offset");
static_assert(__builtin_offsetof(mainOutput, _glsl_loc1) == 32, "mainOutput::_glsl_loc1: offset");
static_assert(__builtin_offsetof(mainOutput, _glsl_loc2) == 48, "mainOutput::_glsl_loc2: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float4 _glsl_loc0_;
    int4 _glsl_loc1_;
    int4 _glsl_loc2_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 64, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, _glsl_loc0_) == 16, "_glsl_Out::_glsl_loc0_: offset");
static_assert(__builtin_offsetof(_glsl_Out, _glsl_loc1_) == 32, "_glsl_Out::_glsl_loc1_: offset");
static_assert(__builtin_offsetof(_glsl_Out, _glsl_loc2_) == 48, "_glsl_Out::_glsl_loc2_: offset");
#endif

void _glsl_main(thread int& gl_InstanceIndex, thread float4& gl_Position, thread float3& aPos, thread float& aWeight, thread float2& aUV, thread float2& vUV, thread float2& vUVScaled, thread array<int, 2>& vLayer) {
    vUV = aUV;
    vUVScaled = aUV * float2(aWeight);
    vLayer[0] = gl_InstanceIndex;
    vLayer[1] = gl_InstanceIndex + 1;
    float3 _e25 = aPos;
    gl_Position = float4(_e25.x, _e25.y, _e25.z, 1.0f);
    return;
}

struct main0_in {
    float2 aUV [[attribute(1)]];
    float4 _glsl_loc0 [[attribute(0)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float4 _glsl_loc0 [[user(locn0)]];
    int4 _glsl_loc1 [[user(locn1)]];
    int4 _glsl_loc2 [[user(locn2)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    uint gl_InstanceIndex_1 [[instance_id]]
) {
    float2 aUV_1 = stage_in.aUV;
    float4 _glsl_loc0 = stage_in._glsl_loc0;
    int gl_InstanceIndex = {};
    float4 gl_Position = {};
    float3 aPos = {};
    float aWeight = {};
    float2 aUV = {};
    float2 vUV = {};
    float2 vUVScaled = {};
    array<int, 2> vLayer = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_InstanceIndex_1, {}, aUV_1, _glsl_loc0};
    gl_InstanceIndex = int(input.gl_InstanceIndex_);
    aUV = input.aUV_;
    aPos = input._glsl_loc0_.xyz;
    aWeight = input._glsl_loc0_.w;
    _glsl_main(gl_InstanceIndex, gl_Position, aPos, aWeight, aUV, vUV, vUVScaled, vLayer);
    output.gl_Position_ = gl_Position;
    float2 _e27 = vUV;
    float2 _e30 = vUVScaled;
    output._glsl_loc0_ = float4(_e27.x, _e27.y, _e30.x, _e30.y);
    output._glsl_loc1_ = int4(0, vLayer[0], 0, 0);
    output._glsl_loc2_ = int4(0, vLayer[1], 0, 0);
    _glsl_Out _e52 = output;
    {
        mainOutput result = mainOutput {_e52.gl_Position_, _e52._glsl_loc0_, _e52._glsl_loc1_, _e52._glsl_loc2_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out._glsl_loc0 = result._glsl_loc0;
        out._glsl_loc1 = result._glsl_loc1;
        out._glsl_loc2 = result._glsl_loc2;
        return out;
    }
}
