#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct float2_line16 {
    float2 value;
    uchar pad[8];
};

struct packed_float2_line16 {
    packed_float2 value;
    uchar pad[8];
};

struct packed_float2_line16_x3 {
    array<packed_float2_line16, 2> lines;
    packed_float2 last;
};

struct type_Inputs {
    int3 ia;
    packed_int3 ib;
    float fa;
    float fb;
    uchar _pad4[12];
    array<float2_line16, 3> m;
    packed_float2_line16_x3 e;
    uint packedA;
    uint packedB;
    int accumulator;
    uchar _pad9[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Inputs) == 160, "type_Inputs: size");
static_assert(__builtin_offsetof(type_Inputs, ia) == 0, "type_Inputs::ia: offset");
static_assert(__builtin_offsetof(type_Inputs, ib) == 16, "type_Inputs::ib: offset");
static_assert(__builtin_offsetof(type_Inputs, fa) == 28, "type_Inputs::fa: offset");
static_assert(__builtin_offsetof(type_Inputs, fb) == 32, "type_Inputs::fb: offset");
static_assert(__builtin_offsetof(type_Inputs, m) == 48, "type_Inputs::m: offset");
static_assert(__builtin_offsetof(type_Inputs, e) == 96, "type_Inputs::e: offset");
static_assert(__builtin_offsetof(type_Inputs, packedA) == 136, "type_Inputs::packedA: offset");
static_assert(__builtin_offsetof(type_Inputs, packedB) == 140, "type_Inputs::packedB: offset");
static_assert(__builtin_offsetof(type_Inputs, accumulator) == 144, "type_Inputs::accumulator: offset");
#endif

struct PSInput {
    float4 position;
    float2x2 gradients;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSInput) == 32, "PSInput: size");
static_assert(__builtin_offsetof(PSInput, position) == 0, "PSInput::position: offset");
static_assert(__builtin_offsetof(PSInput, gradients) == 16, "PSInput::gradients: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

int ferrometal_dot(int3 a, int3 b) {
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

uint ferrometal_dot4_uchar4(uint a, uint b) {
    uint4 x = uint4(as_type<uchar4>(a)) * uint4(as_type<uchar4>(b));
    return x.x + x.y + x.z + x.w;
}

int ferrometal_dot4_char4(uint a, uint b) {
    int4 x = int4(as_type<char4>(a)) * int4(as_type<char4>(b));
    return x.x + x.y + x.z + x.w;
}

struct main0_in {
    float2 input_GRADIENTS0 [[user(GRADIENTS0)]];
    float2 input_GRADIENTS1 [[user(GRADIENTS1)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 input_SV_Position [[position]],
    constant type_Inputs& Inputs [[buffer(0)]]
) {
    float2 input_GRADIENTS0 = stage_in.input_GRADIENTS0;
    float2 input_GRADIENTS1 = stage_in.input_GRADIENTS1;
    PSInput input = {};
    int idot = {};
    float one = {};
    float sgn = {};
    float scaled = {};
    float2x3 big = {};
    float2x2 slope = {};
    uint u8 = {};
    int i8 = {};
    input = PSInput {input_SV_Position, float2x2(input_GRADIENTS0, input_GRADIENTS1)};
    idot = ferrometal_dot(Inputs.ia, int3(Inputs.ib));
    one = Inputs.fa * Inputs.fb;
    sgn = (normalize(float2(Inputs.fa, 0.0f)).x + abs(Inputs.fa)) + abs(Inputs.fa - Inputs.fb);
    scaled = 1.0f * exp2(0.5f);
    float2x3 _e55 = transpose(float3x2(Inputs.m[0].value, Inputs.m[1].value, Inputs.m[2].value));
    float2x3 _e57 = transpose(float3x2(float2(Inputs.e.lines[0].value), float2(Inputs.e.lines[1].value), float2(Inputs.e.last)));
    big = float2x3(_e55[0] * exp2(_e57[0]), _e55[1] * exp2(_e57[1]));
    float2x2 _e68 = input.gradients;
    if (any(_e68[0] < float2 {}) || any(_e68[1] < float2 {})) {
        discard_fragment();
    }
    float2x2 _e80 = input.gradients;
    float2 _e82 = dfdx(_e80[0]);
    float2 _e84 = dfdx(_e80[1]);
    float2x2 _e87 = input.gradients;
    float2 _e89 = fwidth(_e87[0]);
    float2 _e91 = fwidth(_e87[1]);
    slope = float2x2(_e82, _e84) + float2x2(_e89, _e91);
    u8 = 7u + ferrometal_dot4_uchar4(Inputs.packedA, Inputs.packedB);
    i8 = Inputs.accumulator + ferrometal_dot4_char4(Inputs.packedA, Inputs.packedB);
    {
        mainOutput result = mainOutput {float4(float(idot) + one, sgn * scaled, big[1].z + slope[0].y, float(u8) + float(i8))};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
