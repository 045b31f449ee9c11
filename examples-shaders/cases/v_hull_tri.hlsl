// Execution case: a triangle hull shader as Metal runs it, a kernel with one
// threadgroup per patch and one thread per output control point. Every
// thread writes its control point; after the barrier, thread 0 runs the
// patch-constant function, which reads the whole output patch (so a missing
// barrier shows), and writes the patch data and the factors as
// MTLTriangleTessellationFactorsHalf (three edge halves, one inside half).
cbuffer Tess : register(b0) {
    float edgeScale;
    float insideBias;
};

struct CP {
    float3 pos : POSITION;
    float weight : WEIGHT;
};

struct HSOut {
    float3 pos : POSITION;
    uint id : ID;
};

struct Factors {
    float edges[3] : SV_TessFactor;
    float inside : SV_InsideTessFactor;
    float sum : SUM;
};

Factors PatchF(InputPatch<CP, 3> ip, const OutputPatch<HSOut, 3> op, uint patch : SV_PrimitiveID) {
    Factors f;
    f.sum = 0.0;
    for (uint e = 0; e < 3; e++) {
        f.edges[e] = edgeScale * ip[e].weight + float(op[e].id);
        f.sum += op[e].pos.x;
    }
    f.inside = insideBias + float(patch);
    return f;
}

[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("PatchF")]
HSOut HSMain(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID, uint patch : SV_PrimitiveID) {
    HSOut o;
    o.pos = ip[i].pos * 2.0 + ip[(i + 1) % 3].pos;
    o.id = patch * 10 + i;
    return o;
}
