#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Camera {
    float4x4 view;
    float4x4 proj;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Camera) == 128, "type_Camera: size");
static_assert(__builtin_offsetof(type_Camera, view) == 0, "type_Camera::view: offset");
static_assert(__builtin_offsetof(type_Camera, proj) == 64, "type_Camera::proj: offset");
#endif

struct type_Object {
    float4x4 model;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Object) == 64, "type_Object: size");
static_assert(__builtin_offsetof(type_Object, model) == 0, "type_Object::model: offset");
#endif

struct _glsl_In {
    uint gl_VertexIndex_;
    uchar _pad1[12];
    float3 inPosition_;
    float3 inNormal_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 48, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_VertexIndex_) == 0, "_glsl_In::gl_VertexIndex_: offset");
static_assert(__builtin_offsetof(_glsl_In, inPosition_) == 16, "_glsl_In::inPosition_: offset");
static_assert(__builtin_offsetof(_glsl_In, inNormal_) == 32, "_glsl_In::inNormal_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float3 outNormal;
    uint outVertex;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, outNormal) == 16, "mainOutput::outNormal: offset");
static_assert(__builtin_offsetof(mainOutput, outVertex) == 32, "mainOutput::outVertex: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    packed_float3 outNormal_;
    uint outVertex_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, outNormal_) == 16, "_glsl_Out::outNormal_: offset");
static_assert(__builtin_offsetof(_glsl_Out, outVertex_) == 28, "_glsl_Out::outVertex_: offset");
#endif

float3x3 _glsl_mat3(float4x4 m) {
    float3 _e13 = float3(m[0].x, m[0].y, m[0].z);
    float3 _e26 = float3(m[1].x, m[1].y, m[1].z);
    float3 _e39 = float3(m[2].x, m[2].y, m[2].z);
    return float3x3(float3(_e13.x, _e13.y, _e13.z), float3(_e26.x, _e26.y, _e26.z), float3(_e39.x, _e39.y, _e39.z));
}

void _glsl_main(thread float4& gl_Position, thread int& gl_VertexIndex, constant type_Camera& Camera, constant type_Object& Object, thread float3& inPosition, thread float3& inNormal, thread float3& outNormal, thread uint& outVertex) {
    float3x3 _e4 = _glsl_mat3(Object.model);
    outNormal = _e4 * inNormal;
    outVertex = uint(gl_VertexIndex);
    float3 _e26 = inPosition;
    gl_Position = ((Camera.proj * Camera.view) * Object.model) * float4(_e26.x, _e26.y, _e26.z, 1.0f);
    return;
}

struct main0_in {
    float3 inPosition [[attribute(0)]];
    float3 inNormal [[attribute(1)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float3 outNormal [[user(locn0)]];
    uint outVertex [[user(locn1)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    uint gl_VertexIndex_1 [[vertex_id]],
    constant type_Camera& Camera [[buffer(0)]],
    constant type_Object& Object [[buffer(1)]]
) {
    float3 inPosition_1 = stage_in.inPosition;
    float3 inNormal_1 = stage_in.inNormal;
    float4 gl_Position = {};
    int gl_VertexIndex = {};
    float3 inPosition = {};
    float3 inNormal = {};
    float3 outNormal = {};
    uint outVertex = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_VertexIndex_1, {}, inPosition_1, inNormal_1};
    gl_VertexIndex = int(input.gl_VertexIndex_);
    inPosition = input.inPosition_;
    inNormal = input.inNormal_;
    _glsl_main(gl_Position, gl_VertexIndex, Camera, Object, inPosition, inNormal, outNormal, outVertex);
    output.gl_Position_ = gl_Position;
    output.outNormal_ = outNormal;
    output.outVertex_ = outVertex;
    _glsl_Out _e25 = output;
    {
        mainOutput result = mainOutput {_e25.gl_Position_, float3(_e25.outNormal_), _e25.outVertex_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.outNormal = result.outNormal;
        out.outVertex = result.outVertex;
        return out;
    }
}
