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

void store_probe(texturecube_array<float, access::read_write> probes, int3 p, float4 c) {
    uint3 _e3 = uint3(p);
    uint _e5 = _e3.z;
    probes.write(c, _e3.xy, _e5 % 6u, _e5 / 6u);
    return;
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, texturecube<float, access::read> uSky, texturecube_array<float, access::read_write> uProbes, texturecube<uint, access::read_write> uHits) {
    int2 xy = {};
    int face = {};
    float4 sky = {};
    uint4 hits = {};
    xy = int2(gl_GlobalInvocationID.xy);
    face = int(gl_GlobalInvocationID.z);
    uint2 _e11 = uint2(uSky.get_width(), uSky.get_height());
    if (any(xy >= int2(_e11))) {
        {
            return;
        }
    }
    int2 _e18 = xy;
    uint3 _e23 = uint3(int3(_e18.x, _e18.y, face));
    float4 _e26 = uSky.read(_e23.xy, _e23.z);
    sky = _e26;
    int2 _e33 = xy;
    store_probe(uProbes, int3(_e33.x, _e33.y, (2 * 6) + face), sky * float4(0.5f));
    int2 _e44 = xy;
    uint3 _e49 = uint3(int3(_e44.x, _e44.y, face));
    uint4 _e52 = uHits.read(_e49.xy, _e49.z);
    hits = _e52;
    int2 _e54 = xy;
    uint3 _e64 = uint3(int3(_e54.x, _e54.y, face));
    uHits.write(hits + uint4(1u), _e64.xy, _e64.z);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texturecube<float, access::read> uSky [[texture(0)]],
    texturecube_array<float, access::read_write> uProbes [[texture(1)]],
    texturecube<uint, access::read_write> uHits [[texture(2)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, uSky, uProbes, uHits);
    return;
}
