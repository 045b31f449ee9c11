#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint vSeed_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 4, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vSeed_) == 0, "_glsl_In::vSeed_: offset");
#endif

struct mainOutput {
    uint4 result;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, result) == 0, "mainOutput::result: offset");
#endif

struct _glsl_Out {
    uint4 result_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, result_) == 0, "_glsl_Out::result_: offset");
#endif

uint hash(uint x) {
    uint x_1 = {};
    uint2 v = {};
    x_1 = x;
    x_1 = x_1 ^ (x_1 >> 3u);
    x_1 = x_1 * 2146121005u;
    x_1 = x_1 ^ (x_1 >> 15u);
    v = uint2(x_1) << uint2(8u);
    return x_1 ^ v.x;
}

void _glsl_main(thread uint& vSeed, thread uint4& result) {
    uint _e3 = hash(vSeed);
    result = uint4(_e3, vSeed << 1u, 0u, 1u);
    return;
}

struct main0_in {
    uint vSeed [[user(vSeed), flat]];
};

struct main0_out {
    uint4 result [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]]
) {
    uint vSeed_1 = stage_in.vSeed;
    uint vSeed = {};
    uint4 result = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vSeed_1};
    vSeed = input.vSeed_;
    _glsl_main(vSeed, result);
    output.result_ = result;
    {
        mainOutput result_1 = mainOutput {output.result_};
        main0_out out = {};
        out.result = result_1.result;
        return out;
    }
}
