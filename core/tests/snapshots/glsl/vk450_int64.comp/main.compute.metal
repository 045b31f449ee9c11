#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Hashes {
    ulong total;
    long values[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Hashes, total) == 0, "Hashes::total: offset");
static_assert(__builtin_offsetof(Hashes, values) == 8, "Hashes::values: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

constant long kSeed [[function_constant(0)]];
constant long kSeed_value = is_function_constant_defined(kSeed) ? kSeed : -7;

ulong mix64(ulong h) {
    ulong h_1 = {};
    h_1 = h;
    h_1 = h_1 ^ (h_1 >> ulong(33));
    h_1 = h_1 * 18397679294719823053uL;
    h_1 = h_1 ^ (h_1 >> ulong(33));
    return h_1;
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, device Hashes& _Hashes) {
    uint i = {};
    long2 pair = {};
    ulong2 wide = {};
    i = gl_GlobalInvocationID.x;
    pair = long2(long(i), long(kSeed_value)) * long2(3L);
    wide = ulong2(pair) + ulong2(999999999999999999uL, 1uL);
    uint _e24 = i;
    long _e28 = pair.x;
    long _e29 = pair.y;
    ulong _e33 = mix64(wide.x);
    _Hashes.values[_e24] = (_e28 + _e29) + long(_e33 >> ulong(40));
    if (i == 0u) {
        {
            _Hashes.total = ulong(long(kSeed_value)) + wide.y;
        }
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device Hashes& _Hashes [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, _Hashes);
    return;
}
