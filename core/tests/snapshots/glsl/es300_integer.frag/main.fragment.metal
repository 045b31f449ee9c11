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
    x_1 = x;
    uint _e3 = x_1;
    uint _e5 = x_1;
    x_1 = _e5 ^ (_e3 >> 16u);
    uint _e8 = x_1;
    x_1 = _e8 * 2146121005u;
    uint _e11 = x_1;
    uint _e13 = x_1;
    x_1 = _e13 ^ (_e11 >> 15u);
    uint _e16 = x_1;
    x_1 = _e16 * 2221713035u;
    uint _e19 = x_1;
    uint _e21 = x_1;
    x_1 = _e21 ^ (_e19 >> 16u);
    uint _e23 = x_1;
    return _e23;
}

void _glsl_main(thread uint& vSeed, thread uint4& result) {
    uint h = {};
    uint _e2 = vSeed;
    uint _e3 = hash(_e2);
    h = _e3;
    uint _e6 = h;
    uint _e8 = h;
    uint _e10 = h;
    uint _e12 = h;
    result = uint4(_e12, _e6 >> 8u, popcount(_e8), select(uint(31) - clz(_e10), uint(4294967295u), _e10 == uint(0)));
    return;
}

struct main0_in {
    uint vSeed [[user(locn0), flat]];
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
    uint _e5 = input.vSeed_;
    vSeed = _e5;
    _glsl_main(vSeed, result);
    uint4 _e9 = result;
    output.result_ = _e9;
    _glsl_Out _e10 = output;
    {
        mainOutput result_1 = mainOutput {_e10.result_};
        main0_out out = {};
        out.result = result_1.result;
        return out;
    }
}
