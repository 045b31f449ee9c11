#version 450
// The reference of the `v_hull_tri` case: its hull shader's computation
// written by hand as a plain compute shader (same buffers, same names), so
// an independent compiler runs it; the factors are packed with
// packHalf2x16, two halves per word, the first in the low half.
layout(local_size_x = 3) in;

layout(std140, binding = 0) uniform Tess {
    float edgeScale;
    float insideBias;
};

struct CP {
    vec3 pos;
    float weight;
};

struct HSOut {
    vec3 pos;
    uint id;
};

struct Factors {
    float edges[3];
    float inside;
    float sum;
};

layout(std430, binding = 1) readonly buffer InputPoints { CP points[]; } HSMain_inputControlPoints;
layout(std430, binding = 2) buffer OutputPoints { HSOut points[]; } HSMain_outputControlPoints;
layout(std430, binding = 3) buffer PatchData { Factors patches[]; } HSMain_patchData;
layout(std430, binding = 4) buffer TessFactors { uint words[]; } HSMain_tessFactors;

shared HSOut written[3];

void main() {
    uint p = gl_WorkGroupID.x;
    uint i = gl_LocalInvocationID.x;
    uint base = p * 3u;
    HSOut o;
    o.pos = HSMain_inputControlPoints.points[base + i].pos * 2.0
          + HSMain_inputControlPoints.points[base + (i + 1u) % 3u].pos;
    o.id = p * 10u + i;
    written[i] = o;
    HSMain_outputControlPoints.points[base + i] = o;
    barrier();
    if (i == 0u) {
        Factors f;
        f.sum = 0.0;
        for (uint e = 0u; e < 3u; e++) {
            f.edges[e] = edgeScale * HSMain_inputControlPoints.points[base + e].weight + float(written[e].id);
            f.sum += written[e].pos.x;
        }
        f.inside = insideBias + float(p);
        HSMain_patchData.patches[p] = f;
        HSMain_tessFactors.words[p * 2u] = packHalf2x16(vec2(f.edges[0], f.edges[1]));
        HSMain_tessFactors.words[p * 2u + 1u] = packHalf2x16(vec2(f.edges[2], f.inside));
    }
}
