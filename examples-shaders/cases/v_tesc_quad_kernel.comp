#version 450
// The reference of the `v_tesc_quad` case: its control shader's
// computation written by hand as a plain compute shader (same buffers, same
// names, the layouts the translation documents: per-vertex inputs in
// declaration order; a control point is the built-in gl_PerVertex, then the
// outputs by location; the patch data is the levels, the control-point
// count, then the patch outputs by location), so an
// independent compiler runs it; the factors are packed with packHalf2x16,
// two halves per word, the first in the low half.
layout(local_size_x = 4) in;

layout(std140, binding = 0) uniform Lod {
    float scale;
    float bias;
};

struct ControlPointIn {
    vec3 pos;
    float weight;
};

struct PerVertex {
    vec4 position;
    float pointSize;
};

struct ControlPoint {
    PerVertex pv;
    vec3 pos;
    float w;
};

struct Patch {
    float outer[4];
    float inner[2];
    uint vertices;
    float sum;
};

layout(std430, binding = 1) readonly buffer InputPoints { ControlPointIn points[]; } main_inputControlPoints;
layout(std430, binding = 2) buffer OutputPoints { ControlPoint points[]; } main_outputControlPoints;
layout(std430, binding = 3) buffer PatchData { Patch patches[]; } main_patchData;
layout(std430, binding = 4) buffer TessFactors { uint words[]; } main_tessFactors;

shared ControlPoint written[4];

void main() {
    uint p = gl_WorkGroupID.x;
    uint i = gl_LocalInvocationID.x;
    uint base = p * 4u;
    ControlPoint o;
    o.pv.position = vec4(0.0);
    o.pv.pointSize = 0.0;
    o.pos = main_inputControlPoints.points[base + i].pos * 2.0
          + main_inputControlPoints.points[base + ((i + 1u) & 3u)].pos;
    o.w = float(p * 10u + i);
    written[i] = o;
    main_outputControlPoints.points[base + i] = o;
    barrier();
    if (i == 0u) {
        Patch f;
        f.vertices = 4u;
        f.sum = 0.0;
        for (uint e = 0u; e < 4u; e++) {
            f.outer[e] = scale * main_inputControlPoints.points[base + e].weight + written[e].w;
            f.sum += written[e].pos.x;
        }
        f.inner[0] = bias + float(p);
        f.inner[1] = written[2].pos.x;
        main_patchData.patches[p] = f;
        main_tessFactors.words[p * 3u] = packHalf2x16(vec2(f.outer[0], f.outer[1]));
        main_tessFactors.words[p * 3u + 1u] = packHalf2x16(vec2(f.outer[2], f.outer[3]));
        main_tessFactors.words[p * 3u + 2u] = packHalf2x16(vec2(f.inner[0], f.inner[1]));
    }
}
