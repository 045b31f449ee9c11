// A tessellation debug view: line output of a triangle domain (D3D draws the
// edges of the tessellated triangles). Metal's tessellator emits triangles,
// so the hull kernel is the same and the host draws them with
// triangleFillMode lines (warning OSH5220; reflection's triangleFillMode).
cbuffer Detail : register(b0) {
    float level;
};

struct ControlPoint {
    float3 pos : POSITION;
};

struct TriFactors {
    float edges[3] : SV_TessFactor;
    float inside : SV_InsideTessFactor;
};

TriFactors Constants(InputPatch<ControlPoint, 3> patch, uint id : SV_PrimitiveID) {
    TriFactors f;
    f.edges[0] = level;
    f.edges[1] = level;
    f.edges[2] = level;
    f.inside = level + float(id % 2);
    return f;
}

[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("line")]
[outputcontrolpoints(3)]
[patchconstantfunc("Constants")]
ControlPoint main(InputPatch<ControlPoint, 3> patch, uint i : SV_OutputControlPointID) {
    return patch[i];
}
