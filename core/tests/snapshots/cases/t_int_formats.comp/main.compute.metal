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

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture2d<int> si, texture2d<uint> su, texture2d<int, access::write> dst, device uint4* o) {
    int2 p = {};
    int v = {};
    uint4 u = {};
    p = int2(gl_GlobalInvocationID.xy);
    int3 _e9 = _glsl_fetch_coord(p, 0);
    int4 _e12 = si.read(uint2(_e9.xy), uint(_e9.z));
    v = _e12.x;
    int3 _e22 = _glsl_fetch_coord(int2(p.y, p.x), 0);
    uint4 _e25 = su.read(uint2(_e22.xy), uint(_e22.z));
    u = _e25;
    int _e29 = p.y;
    int _e32 = p.x;
    int _e37 = v;
    uint _e42 = u.x;
    uint _e43 = u.y;
    uint _e47 = u.z;
    uint _e48 = u.w;
    int3 _e53 = _glsl_fetch_coord(p, 0);
    int4 _e56 = si.read(uint2(_e53.xy), uint(_e53.z));
    o[uint((_e29 * 4) + _e32)] = uint4(uint(_e37 + 1000), _e42 ^ _e43, _e47 + _e48, uint(_e56.w));
    dst.write(int4(v - int(u.x), 0, 0, 0), uint2(p));
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture2d<int> si [[texture(0)]],
    texture2d<uint> su [[texture(1)]],
    texture2d<int, access::write> dst [[texture(2)]],
    device uint4* o [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, si, su, dst, o);
    return;
}
