#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Tess {
    float edgeScale;
    float insideBias;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Tess) == 16, "type_Tess: size");
static_assert(__builtin_offsetof(type_Tess, edgeScale) == 0, "type_Tess::edgeScale: offset");
static_assert(__builtin_offsetof(type_Tess, insideBias) == 4, "type_Tess::insideBias: offset");
#endif

struct CP {
    packed_float3 pos;
    float weight;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(CP) == 16, "CP: size");
static_assert(__builtin_offsetof(CP, pos) == 0, "CP::pos: offset");
static_assert(__builtin_offsetof(CP, weight) == 12, "CP::weight: offset");
#endif

struct HSOut {
    packed_float3 pos;
    uint id;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(HSOut) == 16, "HSOut: size");
static_assert(__builtin_offsetof(HSOut, pos) == 0, "HSOut::pos: offset");
static_assert(__builtin_offsetof(HSOut, id) == 12, "HSOut::id: offset");
#endif

struct Factors {
    array<float, 3> edges;
    float inside;
    float sum;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Factors) == 20, "Factors: size");
static_assert(__builtin_offsetof(Factors, edges) == 0, "Factors::edges: offset");
static_assert(__builtin_offsetof(Factors, inside) == 12, "Factors::inside: offset");
static_assert(__builtin_offsetof(Factors, sum) == 16, "Factors::sum: offset");
#endif

struct _glsl_In {
    uint3 gl_LocalInvocationID_;
    uint3 gl_WorkGroupID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationID_) == 0, "_glsl_In::gl_LocalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_WorkGroupID_) == 16, "_glsl_In::gl_WorkGroupID_: offset");
#endif

uint _glsl_packHalf2x16(float2 v) {
    float2 v_1 = {};
    v_1 = v;
    return as_type<uint>(half2(float2(v_1.x, 0.0f))) | (as_type<uint>(half2(float2(v_1.y, 0.0f))) << 16u);
}

void _glsl_main(thread uint3& gl_LocalInvocationID, thread uint3& gl_WorkGroupID, constant type_Tess& Tess, const device CP* HSMain_inputControlPoints, device HSOut* HSMain_outputControlPoints, device Factors* HSMain_patchData, device uint* HSMain_tessFactors, threadgroup array<HSOut, 3>& written) {
    uint p = {};
    uint i = {};
    uint base = {};
    HSOut o = {};
    Factors f = {};
    uint e = {};
    p = gl_WorkGroupID.x;
    i = gl_LocalInvocationID.x;
    base = p * 3u;
    o.pos = (float3(HSMain_inputControlPoints[base + i].pos) * float3(2.0f)) + float3(HSMain_inputControlPoints[base + ((i + 1u) % 3u)].pos);
    o.id = (p * 10u) + i;
    written[i] = o;
    HSMain_outputControlPoints[base + i] = o;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (i == 0u) {
        {
            f.sum = 0.0f;
            {
                e = 0u;
                bool loop_init = true;
                while (true) {
                    if (!loop_init) {
                        e = e + 1u;
                    }
                    loop_init = false;
                    if (!(e < 3u)) {
                        break;
                    }
                    {
                        f.edges[e] = (Tess.edgeScale * HSMain_inputControlPoints[base + e].weight) + float(written[e].id);
                        f.sum = f.sum + written[e].pos.x;
                    }
                }
            }
            f.inside = Tess.insideBias + float(p);
            HSMain_patchData[p] = f;
            uint _e111 = p;
            uint _e123 = _glsl_packHalf2x16(float2(f.edges[0], f.edges[1]));
            HSMain_tessFactors[_e111 * 2u] = _e123;
            uint _e126 = p;
            uint _e138 = _glsl_packHalf2x16(float2(f.edges[2], f.inside));
            HSMain_tessFactors[(_e126 * 2u) + 1u] = _e138;
        }
    }
    return;
}

kernel void main0(
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    uint3 gl_WorkGroupID_1 [[threadgroup_position_in_grid]],
    constant type_Tess& Tess [[buffer(0)]],
    const device CP* HSMain_inputControlPoints [[buffer(1)]],
    device HSOut* HSMain_outputControlPoints [[buffer(2)]],
    device Factors* HSMain_patchData [[buffer(3)]],
    device uint* HSMain_tessFactors [[buffer(4)]]
) {
    uint3 gl_LocalInvocationID = {};
    uint3 gl_WorkGroupID = {};
    threadgroup array<HSOut, 3> written;
    _glsl_In input = {};
    input = _glsl_In {gl_LocalInvocationID_1, gl_WorkGroupID_1};
    gl_LocalInvocationID = input.gl_LocalInvocationID_;
    gl_WorkGroupID = input.gl_WorkGroupID_;
    _glsl_main(gl_LocalInvocationID, gl_WorkGroupID, Tess, HSMain_inputControlPoints, HSMain_outputControlPoints, HSMain_patchData, HSMain_tessFactors, written);
    return;
}
