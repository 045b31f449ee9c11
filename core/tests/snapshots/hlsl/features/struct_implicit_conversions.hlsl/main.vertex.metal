#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Vertex {
    float4 position;
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Vertex) == 32, "Vertex: size");
static_assert(__builtin_offsetof(Vertex, position) == 0, "Vertex::position: offset");
static_assert(__builtin_offsetof(Vertex, color) == 16, "Vertex::color: offset");
#endif

struct mainOutput {
    float4 SV_Position;
    float4 COLOR0;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Position) == 0, "mainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(mainOutput, COLOR0) == 16, "mainOutput::COLOR0: offset");
#endif

struct Pair {
    int index;
    float weight;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Pair) == 8, "Pair: size");
static_assert(__builtin_offsetof(Pair, index) == 0, "Pair::index: offset");
static_assert(__builtin_offsetof(Pair, weight) == 4, "Pair::weight: offset");
#endif

struct Interpolants {
    float4 position;
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Interpolants) == 32, "Interpolants: size");
static_assert(__builtin_offsetof(Interpolants, position) == 0, "Interpolants::position: offset");
static_assert(__builtin_offsetof(Interpolants, color) == 16, "Interpolants::color: offset");
#endif

float weighted(Pair p) {
    return float(p.index) * p.weight;
}

int first(array<int2, 1> a) {
    return a[0].x;
}

struct main0_in {
    float4 input_SV_Position [[attribute(0)]];
    float4 input_COLOR0 [[attribute(1)]];
};

struct main0_out {
    float4 SV_Position [[position]];
    float4 COLOR0 [[user(COLOR0)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]]
) {
    float4 input_SV_Position = stage_in.input_SV_Position;
    float4 input_COLOR0 = stage_in.input_COLOR0;
    Vertex input = {};
    array<int, 2> raw = {};
    Pair p = {};
    Interpolants o = {};
    input = Vertex {input_SV_Position, input_COLOR0};
    raw = array<int, 2> {3, 4};
    array<int, 2> _e10 = raw;
    p = Pair {_e10[0], float(_e10[1])};
    Vertex _e17 = input;
    float4 _e18 = _e17.position;
    float4 _e23 = _e17.color;
    o = Interpolants {float4(_e18.x, _e18.y, _e18.z, _e18.w), float4(_e23.x, _e23.y, _e23.z, _e23.w)};
    array<int, 2> _e33 = raw;
    float _e38 = weighted(Pair {_e33[0], float(_e33[1])});
    o.color = o.color * float4(_e38);
    Pair _e45 = p;
    int _e51 = first(array<int2, 1> {int2(_e45.index, int(_e45.weight))});
    o.color.x = o.color.x + float(_e51);
    Interpolants _e55 = o;
    {
        mainOutput result = mainOutput {_e55.position, _e55.color};
        main0_out out = {};
        out.SV_Position = result.SV_Position;
        out.COLOR0 = result.COLOR0;
        return out;
    }
}
