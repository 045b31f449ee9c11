// Shared helpers for the preprocessor examples (classic include guard).
#ifndef PP_COMMON_HLSLI
#define PP_COMMON_HLSLI

#include "math.hlsli"

#define THREADS_X 64
#define STRINGIFY(x) #x
#define CONCAT(a, b) a##b
#define XCONCAT(a, b) CONCAT(a, b)

// Declares `float NAME(float x)` that scales by FACTOR.
#define DECLARE_SCALE(NAME, FACTOR) \
    float NAME(float x)             \
    {                               \
        return x * (FACTOR);        \
    }

#endif // PP_COMMON_HLSLI
