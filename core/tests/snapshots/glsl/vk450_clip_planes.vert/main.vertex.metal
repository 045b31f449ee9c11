#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Planes {
    array<float4, 4> planes;
    int count;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Planes) == 80, "type_Planes: size");
static_assert(__builtin_offsetof(type_Planes, planes) == 0, "type_Planes::planes: offset");
static_assert(__builtin_offsetof(type_Planes, count) == 64, "type_Planes::count: offset");
#endif

struct _glsl_In {
    float3 pos_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, pos_) == 0, "_glsl_In::pos_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    array<float, 4> SV_ClipDistance;
    uchar _pad2[16];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, SV_ClipDistance) == 16, "mainOutput::SV_ClipDistance: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    array<float, 4> gl_ClipDistance_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, gl_ClipDistance_) == 16, "_glsl_Out::gl_ClipDistance_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread array<float, 4>& gl_ClipDistance, thread float3& pos, constant type_Planes& Planes) {
    uint i = {};
    float _ternary = {};
    float3 _e3 = pos;
    gl_Position = float4(_e3.x, _e3.y, _e3.z, 1.0f);
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
            uint _e15 = i;
            if (int(i) < Planes.count) {
                float3 _e25 = pos;
                _ternary = dot(float4(_e25.x, _e25.y, _e25.z, 1.0f), Planes.planes[i]);
            } else {
                _ternary = 1.0f;
            }
            gl_ClipDistance[_e15] = _ternary;
        }
    }
    return;
}

struct main0_in {
    float3 pos [[attribute(0)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float SV_ClipDistance [[clip_distance]] [4];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Planes& Planes [[buffer(0)]]
) {
    float3 pos_1 = stage_in.pos;
    float4 gl_Position = {};
    array<float, 4> gl_ClipDistance = {};
    float3 pos = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {pos_1};
    pos = input.pos_;
    _glsl_main(gl_Position, gl_ClipDistance, pos, Planes);
    output.gl_Position_ = gl_Position;
    output.gl_ClipDistance_ = gl_ClipDistance;
    _glsl_Out _e13 = output;
    array<float, 4> _e15 = _e13.gl_ClipDistance_;
    {
        mainOutput result = mainOutput {_e13.gl_Position_, array<float, 4> {_e15[0], _e15[1], _e15[2], _e15[3]}};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        for (uint i = 0u; i < 4u; ++i) {
            out.SV_ClipDistance[i] = result.SV_ClipDistance[i];
        }
        return out;
    }
}
