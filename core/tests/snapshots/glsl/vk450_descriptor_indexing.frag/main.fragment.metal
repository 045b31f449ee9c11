#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Scene {
    float4 ambient;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Scene) == 16, "type_Scene: size");
static_assert(__builtin_offsetof(type_Scene, ambient) == 0, "type_Scene::ambient: offset");
#endif

struct type_Push {
    uint material;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Push) == 4, "type_Push: size");
static_assert(__builtin_offsetof(type_Push, material) == 0, "type_Push::material: offset");
#endif

struct _glsl_In {
    float2 uv_;
    uint instance_;
    uchar _pad2[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, uv_) == 0, "_glsl_In::uv_: offset");
static_assert(__builtin_offsetof(_glsl_In, instance_) == 8, "_glsl_In::instance_: offset");
#endif

struct mainOutput {
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, color) == 0, "mainOutput::color: offset");
#endif

struct _glsl_Out {
    float4 color_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, color_) == 0, "_glsl_Out::color_: offset");
#endif

// One element of an unbounded array's table: a resource ID the host writes.
template <typename T> struct descriptor { T value; };
template <typename T> struct descriptor_array {
    constant descriptor<T>* table;
    T operator[](uint i) const { return table[i].value; }
};

struct ArgumentBuffer0 {
    constant type_Scene* Scene [[id(0)]];
    const device uint4* materials [[id(2)]];
};

struct ArgumentBuffer1 {
    constant descriptor<texture2d<float>>* textures [[id(0)]];
    constant descriptor<sampler>* textures_sampler [[id(1)]];
    array<texture2d<float>, 4> detail [[id(2)]];
    sampler detail_sampler [[id(6)]];
};

void _glsl_main(constant type_Scene& Scene, const device uint4* materials, descriptor_array<texture2d<float>> textures, descriptor_array<sampler> textures_sampler, array<texture2d<float>, 4> detail, sampler detail_sampler, constant type_Push& Push, thread float2& uv, thread uint& instance, thread float4& color) {
    uint4 m = {};
    float4 base = {};
    float4 fine = {};
    m = materials[Push.material + instance];
    float4 _e21 = textures[m.x].sample(textures_sampler[m.x], uv);
    base = _e21;
    float4 _e36 = detail[m.y & 3u].sample(detail_sampler, uv * float2(8.0f));
    fine = _e36;
    color = (base * fine) + Scene.ambient;
    return;
}

struct main0_in {
    float2 uv [[user(locn0)]];
    uint instance [[user(locn1), flat]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Push& Push [[buffer(2)]],
    constant ArgumentBuffer0& argument_buffer0 [[buffer(0)]],
    constant ArgumentBuffer1& argument_buffer1 [[buffer(1)]]
) {
    constant type_Scene& Scene = *argument_buffer0.Scene;
    const device uint4* materials = argument_buffer0.materials;
    descriptor_array<texture2d<float>> textures = {argument_buffer1.textures};
    descriptor_array<sampler> textures_sampler = {argument_buffer1.textures_sampler};
    constant array<texture2d<float>, 4>& detail = argument_buffer1.detail;
    sampler detail_sampler = argument_buffer1.detail_sampler;
    float2 uv_1 = stage_in.uv;
    uint instance_1 = stage_in.instance;
    float2 uv = {};
    uint instance = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {uv_1, instance_1};
    uv = input.uv_;
    instance = input.instance_;
    _glsl_main(Scene, materials, textures, textures_sampler, detail, detail_sampler, Push, uv, instance, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
