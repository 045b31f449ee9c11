#version 450
// A terrain patch's control shader: each invocation copies its control
// point and measures its edge; after the barrier, invocation 0 reads every
// invocation's edge length (shared outputs) to set the levels of the quad.
// It becomes a hull kernel: one threadgroup per patch, one thread per
// output control point, the outputs in threadgroup memory.
layout(vertices = 4) out;

layout(location = 0) in vec3 vPos[];
layout(location = 1) in vec2 vUV[];

layout(location = 0) out vec3 tcPos[];
layout(location = 1) out vec2 tcUV[];
layout(location = 2) out float tcEdge[];

layout(location = 3) patch out vec3 patchCenter;
layout(location = 4) patch out int patchId;

layout(std140, binding = 0) uniform Lod {
    float unitsPerLevel;
    float maxLevel;
};

float level(float len) {
    return clamp(len / unitsPerLevel, 1.0, maxLevel);
}

void main() {
    int i = gl_InvocationID;
    tcPos[i] = vPos[i];
    tcUV[i] = vUV[i];
    gl_out[i].gl_Position = gl_in[i].gl_Position;
    tcEdge[i] = distance(vPos[i], vPos[(i + 1) % 4]);
    barrier();
    if (i == 0) {
        for (int e = 0; e < 4; e++) {
            gl_TessLevelOuter[e] = level(tcEdge[e]);
        }
        float inner = level(max(max(tcEdge[0], tcEdge[2]), max(tcEdge[1], tcEdge[3])));
        gl_TessLevelInner[0] = inner;
        gl_TessLevelInner[1] = inner;
        patchCenter = (tcPos[0] + tcPos[1] + tcPos[2] + tcPos[3]) * 0.25;
        patchId = gl_PrimitiveID;
    }
}
