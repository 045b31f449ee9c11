// `#if` chains driven by `-D` defines (see the options file) and by the
// compiler's predefined macros.
#ifndef GROUP_SIZE
#define GROUP_SIZE 32
#endif

#if GROUP_SIZE > 128 || GROUP_SIZE < 1
#error GROUP_SIZE out of range
#endif

#if defined(USE_FAST_PATH) && USE_FAST_PATH
#define REDUCE(a, b) ((a) + (b))
#elif defined(USE_SLOW_PATH)
#define REDUCE(a, b) (a + b + 0)
#else
#define REDUCE(a, b) max(a, b)
#endif

#if __HLSL_VERSION >= 2021 && (__SHADER_TARGET_MAJOR > 5 || (__SHADER_TARGET_MAJOR == 5 && __SHADER_TARGET_MINOR >= 1))
#define SCALE 2u
#else
#define SCALE 1u
#endif

StructuredBuffer<uint> input : register(t0);
RWStructuredBuffer<uint> output : register(u0);

[numthreads(GROUP_SIZE, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x * 2;
    output[id.x] = REDUCE(input[i], input[i + 1]) * SCALE;
}
