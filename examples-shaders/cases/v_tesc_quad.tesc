#version 450
// Execution case: a GLSL control shader as Metal runs it, the hull kernel
// of one threadgroup per quad patch and one thread per output control
// point. Each invocation writes its own control point; after barrier(),
// invocation 0 reads every invocation's outputs (so outputs that were not
// shared, or a missing barrier, show) and writes the levels and a patch
// output. The factors are MTLQuadTessellationFactorsHalf (four edge halves,
// two inside halves).
layout(vertices = 4) out;

layout(std140, binding = 0) uniform Lod {
    float scale;
    float bias;
};

layout(location = 0) in vec3 vPos[];
layout(location = 1) in float vWeight[];

layout(location = 0) out vec3 tcPos[];
layout(location = 1) out float tcW[];

layout(location = 2) patch out float sum;

void main() {
    int i = gl_InvocationID;
    tcPos[i] = vPos[i] * 2.0 + vPos[(i + 1) & 3];
    tcW[i] = float(gl_PrimitiveID * 10 + i);
    barrier();
    if (i == 0) {
        sum = 0.0;
        for (int e = 0; e < 4; e++) {
            gl_TessLevelOuter[e] = scale * vWeight[e] + tcW[e];
            sum += tcPos[e].x;
        }
        gl_TessLevelInner[0] = bias + float(gl_PrimitiveID);
        gl_TessLevelInner[1] = tcPos[2].x;
    }
}
