#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Results_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Results_ref) == 8, "Results_ref: size");
static_assert(__builtin_offsetof(Results_ref, address) == 0, "Results_ref::address: offset");
#endif

struct type_Root {
    Results_ref results;
    uint firstTexture;
    uint firstSampler;
    uint target;
    uint pad;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Root) == 24, "type_Root: size");
static_assert(__builtin_offsetof(type_Root, results) == 0, "type_Root::results: offset");
static_assert(__builtin_offsetof(type_Root, firstTexture) == 8, "type_Root::firstTexture: offset");
static_assert(__builtin_offsetof(type_Root, firstSampler) == 12, "type_Root::firstSampler: offset");
static_assert(__builtin_offsetof(type_Root, target) == 16, "type_Root::target: offset");
static_assert(__builtin_offsetof(type_Root, pad) == 20, "type_Root::pad: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

struct Results {
    float4 v[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Results, v) == 0, "Results::v: offset");
#endif

int3 _glsl_fetch_coord(int2 p, int lod) {
    return int3(p.x, p.y, lod);
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, constant type_Root& Root, constant ulong& textures, constant ulong& images, constant sampler* samplers) {
    uint i = {};
    uint t = {};
    uint s = {};
    float2 uv = {};
    float4 sampled = {};
    float4 fetched = {};
    int2 size = {};
    i = gl_GlobalInvocationID.x;
    t = i % 3u;
    s = (i >> 2u) & 1u;
    uv = float2(0.5f, ((i & 1u) != 0u) ? 0.75f : 0.25f);
    uint _e29 = Root.firstSampler;
    float4 _e48 = as_type<texture2d<float>>(textures + ulong(Root.firstTexture + t)).sample(samplers[Root.firstSampler + s], uv, level(0.0f));
    sampled = _e48;
    uint _e54 = t;
    uint _e58 = Root.firstTexture;
    int3 _e74 = _glsl_fetch_coord(int2(int(i & 1u), int((i >> 1u) & 1u)), 0);
    float4 _e77 = as_type<texture2d<float>>(textures + ulong(_e58 + ((_e54 + 1u) % 3u))).read(uint2(_e74.xy), uint(_e74.z));
    fetched = _e77;
    uint2 _e87 = uint2(as_type<texture2d<float>>(textures + ulong(Root.firstTexture + t)).get_width(0), as_type<texture2d<float>>(textures + ulong(Root.firstTexture + t)).get_height(0));
    size = int2(_e87);
    reinterpret_cast<device Results*>(Root.results.address)->v[3u * i] = sampled;
    reinterpret_cast<device Results*>(Root.results.address)->v[(3u * i) + 1u] = fetched;
    float2 _e129 = float2(size);
    reinterpret_cast<device Results*>(Root.results.address)->v[(3u * i) + 2u] = float4(_e129.x, _e129.y, 0.0f, 1.0f);
    as_type<texture2d<float, access::write>>(images + ulong(Root.target)).write(float4(sampled.x + fetched.x), uint2(int2(int(i), 0)));
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    constant type_Root& Root [[buffer(0)]],
    constant ulong& textures [[buffer(1)]],
    constant sampler* samplers [[buffer(2)]]
) {
    constant ulong& images = textures;
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, Root, textures, images, samplers);
    return;
}
