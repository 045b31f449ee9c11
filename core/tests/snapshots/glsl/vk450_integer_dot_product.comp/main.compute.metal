#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Data {
    array<uint, 64> packed_a;
    array<uint, 64> packed_b;
    array<int4, 64> wide_a;
    array<uint4, 64> wide_b;
    array<long, 64> out_wide;
    array<uint, 64> out_sum;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Data) == 3328, "Data: size");
static_assert(__builtin_offsetof(Data, packed_a) == 0, "Data::packed_a: offset");
static_assert(__builtin_offsetof(Data, packed_b) == 256, "Data::packed_b: offset");
static_assert(__builtin_offsetof(Data, wide_a) == 512, "Data::wide_a: offset");
static_assert(__builtin_offsetof(Data, wide_b) == 1536, "Data::wide_b: offset");
static_assert(__builtin_offsetof(Data, out_wide) == 2560, "Data::out_wide: offset");
static_assert(__builtin_offsetof(Data, out_sum) == 3072, "Data::out_sum: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

int sdot(int4 dot_x, int4 dot_y) {
    uint4 dot_p = {};
    uint dot_d = {};
    dot_p = uint4(int4(dot_x)) * uint4(int4(dot_y));
    dot_d = ((dot_p.x + dot_p.y) + dot_p.z) + dot_p.w;
    return int(dot_d);
}

uint udot_packed(uint dot_x, uint dot_y, uint dot_format) {
    uint4 dot_p = {};
    uint dot_d = {};
    dot_p = ((uint4(dot_x) >> uint4(0u, 8u, 16u, 24u)) & uint4(255u)) * ((uint4(dot_y) >> uint4(0u, 8u, 16u, 24u)) & uint4(255u));
    dot_d = ((dot_p.x + dot_p.y) + dot_p.z) + dot_p.w;
    return dot_d;
}

short sdot_acc_sat_packed(uint dot_x, uint dot_y, short dot_acc, uint dot_format) {
    uint4 dot_p = {};
    uint dot_d = {};
    int dot_s = {};
    dot_p = uint4(int4(uint4(dot_x) << uint4(24u, 16u, 8u, 0u)) >> int4(24)) * uint4(int4(uint4(dot_y) << uint4(24u, 16u, 8u, 0u)) >> int4(24));
    dot_d = ((dot_p.x + dot_p.y) + dot_p.z) + dot_p.w;
    dot_s = int(uint(int(short(dot_d))) + uint(int(dot_acc)));
    return short(clamp(dot_s, -32768, 32767));
}

uint udot_acc_sat(uint2 dot_x, uint2 dot_y, uint dot_acc) {
    uint2 dot_p = {};
    uint dot_d = {};
    uint dot_s = {};
    dot_p = uint2(dot_x) * uint2(dot_y);
    dot_d = dot_p.x + dot_p.y;
    dot_s = (dot_d & 255u) + uint(dot_acc);
    return extract_bits(uint(min(dot_s, 255u)), uint(0u), uint(8u));
}

int sudot_acc_sat(int4 dot_x, uint4 dot_y, int dot_acc) {
    uint4 dot_p = {};
    uint dot_d = {};
    int dot_a = {};
    int dot_b = {};
    int dot_s = {};
    bool dot_over = {};
    int dot_limit = {};
    dot_p = uint4(dot_x) * dot_y;
    dot_d = ((dot_p.x + dot_p.y) + dot_p.z) + dot_p.w;
    dot_a = int(dot_d);
    dot_b = dot_acc;
    dot_s = int(dot_d + uint(dot_acc));
    dot_over = ((dot_a < 0) == (dot_b < 0)) && ((dot_s < 0) != (dot_a < 0));
    dot_limit = (dot_a < 0) ? int(~((~0u) >> 1u)) : int((~0u) >> 1u);
    return dot_over ? dot_limit : dot_s;
}

long sudot_wide(int3 dot_x, uint3 dot_y) {
    ulong3 dot_p = {};
    ulong dot_d = {};
    dot_p = ulong3(long3(dot_x)) * ulong3(dot_y);
    dot_d = (dot_p.x + dot_p.y) + dot_p.z;
    return long(dot_d);
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, device Data* _Data) {
    uint i = {};
    uint a = {};
    uint b = {};
    int s = {};
    uint u = {};
    short q = {};
    uint c = {};
    i = gl_GlobalInvocationID.x;
    a = _Data[0u].packed_a[i];
    b = _Data[0u].packed_b[i];
    int _e47 = sdot(extract_bits(int4(_Data[0u].wide_a[i]), uint(0u), uint(8u)), extract_bits(int4(_Data[0u].wide_b[i]), uint(0u), uint(8u)));
    s = _e47;
    uint _e53 = udot_packed(a, b, 0u);
    u = _e53;
    short _e61 = sdot_acc_sat_packed(a, b, short(s), 0u);
    q = _e61;
    uint _e90 = udot_acc_sat(uint2(extract_bits(uint(a), uint(0u), uint(8u)), extract_bits(uint(b), uint(0u), uint(8u))), uint2(extract_bits(uint(b), uint(0u), uint(8u)), extract_bits(uint(a), uint(0u), uint(8u))), extract_bits(uint(u), uint(0u), uint(8u)));
    c = _e90;
    uint _e96 = i;
    int _e98 = s;
    uint _e100 = u;
    short _e102 = q;
    uint _e105 = c;
    int _e125 = sudot_acc_sat(_Data[0u].wide_a[i], _Data[0u].wide_b[i], s);
    _Data[0u].out_sum[_e96] = (((uint(_e98) + _e100) + uint(_e102)) + uint(_e105)) + uint(_e125);
    uint _e133 = i;
    long _e153 = sudot_wide(_Data[0u].wide_a[i].xyz, _Data[0u].wide_b[i].xyz);
    _Data[0u].out_wide[_e133] = _e153;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device Data* _Data [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, _Data);
    return;
}
