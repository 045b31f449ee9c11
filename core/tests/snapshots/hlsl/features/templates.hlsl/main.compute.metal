#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct FixedArray_float_4 {
    array<float, 4> Data;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(FixedArray_float_4) == 16, "FixedArray_float_4: size");
static_assert(__builtin_offsetof(FixedArray_float_4, Data) == 0, "FixedArray_float_4::Data: offset");
#endif

float Square_float(float x) {
    return x * x;
}

int Square_int(int x) {
    return x * x;
}

float3 Square_float3(float3 x) {
    return x * x;
}

float SumOf_float_4(array<float, 4> values) {
    float s = {};
    uint i = {};
    array<float, 4> _array = {};
    s = 0.0f;
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!(i < 4u)) {
                break;
            }
            uint _e12 = i;
            _array = values;
            s = s + _array[_e12];
        }
    }
    return s;
}

float FixedArray_float_4_Get(FixedArray_float_4 this_, uint i) {
    array<float, 4> _array = {};
    _array = this_.Data;
    return _array[i];
}

uint FixedArray_float_4_Count(FixedArray_float_4 this_) {
    return 4u;
}

float3 Scale3_float(float3 v, float k) {
    return v * float3(k);
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device float4* o [[buffer(0)]]
) {
    uint3 id_1 = {};
    float a = {};
    int b = {};
    float3 c = {};
    array<float, 4> arr = {};
    FixedArray_float_4 fa = {};
    id_1 = id;
    float _e4 = Square_float(2.0f);
    a = _e4;
    int _e7 = Square_int(3);
    b = _e7;
    float3 _e16 = Square_float3(float3(1.0f, 2.0f, 3.0f));
    c = _e16;
    arr = array<float, 4> {1.0f, 2.0f, 3.0f, 4.0f};
    fa.Data = arr;
    float _e35 = SumOf_float_4(arr);
    float _e39 = FixedArray_float_4_Get(fa, 1u);
    uint _e42 = FixedArray_float_4_Count(fa);
    float _e46 = a;
    int _e47 = b;
    float _e48 = c.x;
    float3 _e53 = Scale3_float(c, 2.0f);
    o[0u] = float4(_e46, float(_e47), (_e35 + _e39) + float(_e42), _e48) + _e53.xyzz;
    return;
}
