// Function-like macros, token pasting and includes that are read twice
// (an include guard and `#pragma once` keep the second read empty).
#include "pp/common.hlsli"
#include "pp/common.hlsli"
#include <pp/math.hlsli>

DECLARE_SCALE(half_of, 0.5)
DECLARE_SCALE(CONCAT(double, _of), 2.0)

// Variadic: forwards any number of arguments.
#define CALL(f, ...) f(__VA_ARGS__)

RWStructuredBuffer<float> values : register(u0);

[numthreads(THREADS_X, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float v = values[id.x];
    float a = CALL(half_of, v);
    float b = CALL(double_of, SQUARE(v + 1.0));
    values[id.x] = LERP(a, b, 0.25) + MAX3(a, b, v) + CALL(saturate_add, a, b);
}
