#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Frame {
    float4x4 viewProj;
    float4 tint;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 80, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, viewProj) == 0, "type_Frame::viewProj: offset");
static_assert(__builtin_offsetof(type_Frame, tint) == 64, "type_Frame::tint: offset");
#endif

struct Light {
    packed_float3 dir;
    float intensity;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 16, "Light: size");
static_assert(__builtin_offsetof(Light, dir) == 0, "Light::dir: offset");
static_assert(__builtin_offsetof(Light, intensity) == 12, "Light::intensity: offset");
#endif

struct Object {
    float4x4 model;
    packed_float3 color;
    float fade;
    array<Light, 2> lights;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Object) == 112, "Object: size");
static_assert(__builtin_offsetof(Object, model) == 0, "Object::model: offset");
static_assert(__builtin_offsetof(Object, color) == 64, "Object::color: offset");
static_assert(__builtin_offsetof(Object, fade) == 76, "Object::fade: offset");
static_assert(__builtin_offsetof(Object, lights) == 80, "Object::lights: offset");
#endif

struct _glsl_In {
    uint gl_InstanceIndex_;
    uchar _pad1[12];
    float3 pos_;
    float3 normal_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 48, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_InstanceIndex_) == 0, "_glsl_In::gl_InstanceIndex_: offset");
static_assert(__builtin_offsetof(_glsl_In, pos_) == 16, "_glsl_In::pos_: offset");
static_assert(__builtin_offsetof(_glsl_In, normal_) == 32, "_glsl_In::normal_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, color) == 16, "mainOutput::color: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float4 color_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, color_) == 16, "_glsl_Out::color_: offset");
#endif

void _glsl_main(thread int& gl_InstanceIndex, thread float4& gl_Position, constant type_Frame& Frame, constant Object& objects_0, constant Object& objects_1, constant Object& objects_2, thread float3& pos, thread float3& normal, thread float4& color) {
    int id = {};
    float4 world = {};
    Object _buffer = {};
    float lit = {};
    Object _buffer_1 = {};
    Object _buffer_2 = {};
    Object _buffer_3 = {};
    id = gl_InstanceIndex % 3;
    switch (uint(id)) {
    case 1u: {
        _buffer = objects_1;
        break;
    }
    case 2u: {
        _buffer = objects_2;
        break;
    }
    default: {
        _buffer = objects_0;
        break;
    }
    }
    float3 _e19 = pos;
    world = _buffer.model * float4(_e19.x, _e19.y, _e19.z, 1.0f);
    gl_Position = Frame.viewProj * world;
    switch (uint(id)) {
    case 1u: {
        _buffer_1 = objects_1;
        break;
    }
    case 2u: {
        _buffer_1 = objects_2;
        break;
    }
    default: {
        _buffer_1 = objects_0;
        break;
    }
    }
    Object _e42 = _buffer_1;
    float3 _e47 = normal;
    switch (uint(id)) {
    case 1u: {
        _buffer_2 = objects_1;
        break;
    }
    case 2u: {
        _buffer_2 = objects_2;
        break;
    }
    default: {
        _buffer_2 = objects_0;
        break;
    }
    }
    lit = (max(dot(_e47, float3(_e42.lights[0].dir)), 0.0f) * _buffer_2.lights[0].intensity) + objects_0.lights[1].intensity;
    switch (uint(id)) {
    case 1u: {
        _buffer_3 = objects_1;
        break;
    }
    case 2u: {
        _buffer_3 = objects_2;
        break;
    }
    default: {
        _buffer_3 = objects_0;
        break;
    }
    }
    float3 _e88 = float3(_buffer_3.color) * float3(lit);
    color = float4(_e88.x, _e88.y, _e88.z, objects_2.fade) * Frame.tint;
    return;
}

struct main0_in {
    float3 pos [[attribute(0)]];
    float3 normal [[attribute(1)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float4 color [[user(locn0)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    uint gl_InstanceIndex_1 [[instance_id]],
    constant type_Frame& Frame [[buffer(0)]],
    constant Object& objects_0 [[buffer(1)]],
    constant Object& objects_1 [[buffer(2)]],
    constant Object& objects_2 [[buffer(3)]]
) {
    float3 pos_1 = stage_in.pos;
    float3 normal_1 = stage_in.normal;
    int gl_InstanceIndex = {};
    float4 gl_Position = {};
    float3 pos = {};
    float3 normal = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_InstanceIndex_1, {}, pos_1, normal_1};
    gl_InstanceIndex = int(input.gl_InstanceIndex_);
    pos = input.pos_;
    normal = input.normal_;
    _glsl_main(gl_InstanceIndex, gl_Position, Frame, objects_0, objects_1, objects_2, pos, normal, color);
    output.gl_Position_ = gl_Position;
    output.color_ = color;
    _glsl_Out _e22 = output;
    {
        mainOutput result = mainOutput {_e22.gl_Position_, _e22.color_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.color = result.color;
        return out;
    }
}
