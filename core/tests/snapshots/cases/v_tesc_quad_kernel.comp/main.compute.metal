#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Lod {
    float scale;
    float bias_;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Lod) == 16, "type_Lod: size");
static_assert(__builtin_offsetof(type_Lod, scale) == 0, "type_Lod::scale: offset");
static_assert(__builtin_offsetof(type_Lod, bias_) == 4, "type_Lod::bias_: offset");
#endif

struct ControlPointIn {
    packed_float3 pos;
    float weight;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(ControlPointIn) == 16, "ControlPointIn: size");
static_assert(__builtin_offsetof(ControlPointIn, pos) == 0, "ControlPointIn::pos: offset");
static_assert(__builtin_offsetof(ControlPointIn, weight) == 12, "ControlPointIn::weight: offset");
#endif

struct PerVertex {
    float4 position;
    float pointSize;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PerVertex) == 32, "PerVertex: size");
static_assert(__builtin_offsetof(PerVertex, position) == 0, "PerVertex::position: offset");
static_assert(__builtin_offsetof(PerVertex, pointSize) == 16, "PerVertex::pointSize: offset");
#endif

struct ControlPoint {
    PerVertex pv;
    packed_float3 pos;
    float w;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(ControlPoint) == 48, "ControlPoint: size");
static_assert(__builtin_offsetof(ControlPoint, pv) == 0, "ControlPoint::pv: offset");
static_assert(__builtin_offsetof(ControlPoint, pos) == 32, "ControlPoint::pos: offset");
static_assert(__builtin_offsetof(ControlPoint, w) == 44, "ControlPoint::w: offset");
#endif

struct Patch {
    array<float, 4> outer;
    array<float, 2> inner;
    uint vertices;
    float sum;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Patch) == 32, "Patch: size");
static_assert(__builtin_offsetof(Patch, outer) == 0, "Patch::outer: offset");
static_assert(__builtin_offsetof(Patch, inner) == 16, "Patch::inner: offset");
static_assert(__builtin_offsetof(Patch, vertices) == 24, "Patch::vertices: offset");
static_assert(__builtin_offsetof(Patch, sum) == 28, "Patch::sum: offset");
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

void _glsl_main(thread uint3& gl_LocalInvocationID, thread uint3& gl_WorkGroupID, constant type_Lod& Lod, const device ControlPointIn* main_inputControlPoints, device ControlPoint* main_outputControlPoints, device Patch* main_patchData, device uint* main_tessFactors, threadgroup array<ControlPoint, 4>& written) {
    uint p = {};
    uint i = {};
    uint base = {};
    ControlPoint o = {};
    Patch f = {};
    uint e = {};
    p = gl_WorkGroupID.x;
    i = gl_LocalInvocationID.x;
    base = p * 4u;
    o.pv.position = float4(0.0f);
    o.pv.pointSize = 0.0f;
    o.pos = (float3(main_inputControlPoints[base + i].pos) * float3(2.0f)) + float3(main_inputControlPoints[base + ((i + 1u) & 3u)].pos);
    o.w = float((p * 10u) + i);
    written[i] = o;
    main_outputControlPoints[base + i] = o;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (i == 0u) {
        {
            f.vertices = 4u;
            f.sum = 0.0f;
            {
                e = 0u;
                bool loop_init = true;
                while (true) {
                    if (!loop_init) {
                        e = e + 1u;
                    }
                    loop_init = false;
                    if (!(e < 4u)) {
                        break;
                    }
                    {
                        f.outer[e] = (Lod.scale * main_inputControlPoints[base + e].weight) + written[e].w;
                        f.sum = f.sum + written[e].pos.x;
                    }
                }
            }
            f.inner[0] = Lod.bias_ + float(p);
            f.inner[1] = written[2].pos.x;
            main_patchData[p] = f;
            uint _e132 = p;
            uint _e144 = _glsl_packHalf2x16(float2(f.outer[0], f.outer[1]));
            main_tessFactors[_e132 * 3u] = _e144;
            uint _e147 = p;
            uint _e161 = _glsl_packHalf2x16(float2(f.outer[2], f.outer[3]));
            main_tessFactors[(_e147 * 3u) + 1u] = _e161;
            uint _e164 = p;
            uint _e178 = _glsl_packHalf2x16(float2(f.inner[0], f.inner[1]));
            main_tessFactors[(_e164 * 3u) + 2u] = _e178;
        }
    }
    return;
}

kernel void main0(
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    uint3 gl_WorkGroupID_1 [[threadgroup_position_in_grid]],
    constant type_Lod& Lod [[buffer(0)]],
    const device ControlPointIn* main_inputControlPoints [[buffer(1)]],
    device ControlPoint* main_outputControlPoints [[buffer(2)]],
    device Patch* main_patchData [[buffer(3)]],
    device uint* main_tessFactors [[buffer(4)]]
) {
    uint3 gl_LocalInvocationID = {};
    uint3 gl_WorkGroupID = {};
    threadgroup array<ControlPoint, 4> written;
    _glsl_In input = {};
    input = _glsl_In {gl_LocalInvocationID_1, gl_WorkGroupID_1};
    gl_LocalInvocationID = input.gl_LocalInvocationID_;
    gl_WorkGroupID = input.gl_WorkGroupID_;
    _glsl_main(gl_LocalInvocationID, gl_WorkGroupID, Lod, main_inputControlPoints, main_outputControlPoints, main_patchData, main_tessFactors, written);
    return;
}
