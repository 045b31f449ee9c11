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

short2 _glsl_unpackInt2x16(int p) {
    int p_1 = {};
    uint u = {};
    p_1 = p;
    u = as_type<uint>(p_1);
    return short2(as_type<short>(ushort(u & 65535u)), as_type<short>(ushort(u >> 16u)));
}

int _glsl_packInt2x16(short2 v) {
    short2 v_1 = {};
    v_1 = v;
    return int(uint(as_type<ushort>(v_1.x)) | (uint(as_type<ushort>(v_1.y)) << 16u));
}

ushort2 _glsl_unpackUint2x16(uint p) {
    return ushort2(ushort(p & 65535u), ushort(p >> 16u));
}

uint _glsl_packUint2x16(ushort2 v) {
    return uint(v.x) | (uint(v.y) << 16u);
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, device int* packed_i, device uint* packed_u) {
    uint i = {};
    short2 s = {};
    ushort2 u = {};
    i = gl_GlobalInvocationID.x;
    short2 _e9 = _glsl_unpackInt2x16(packed_i[i]);
    s = _e9;
    uint _e11 = i;
    int _e19 = _glsl_packInt2x16(short2(s.y, short(-s.x)));
    packed_i[_e11] = _e19;
    ushort2 _e25 = _glsl_unpackUint2x16(packed_u[i]);
    u = _e25;
    uint _e27 = i;
    uint _e34 = _glsl_packUint2x16(u + ushort2(ushort(1u)));
    packed_u[_e27] = _e34;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device int* packed_i [[buffer(0)]],
    device uint* packed_u [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, packed_i, packed_u);
    return;
}
