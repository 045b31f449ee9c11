// Quad patches of four control points, bilinear: the patch-constant
// function reads the hull shader's output patch (so it runs after every
// control point is written) and sets each edge's factor from its length;
// the domain shader reads the patch id and its location in the patch.
cbuffer Terrain : register(b0) {
    float4x4 viewProj;
    float pixelsPerUnit;
};

Texture2D<float> heights : register(t0);
SamplerState linearClamp : register(s0);

struct ControlPoint {
    float3 pos : POSITION;
};

struct QuadFactors {
    float edges[4] : SV_TessFactor;
    float inside[2] : SV_InsideTessFactor;
};

float EdgeFactor(float3 a, float3 b) {
    return clamp(distance(a, b) * pixelsPerUnit, 1.0, 64.0);
}

QuadFactors QuadConstants(const OutputPatch<ControlPoint, 4> cp) {
    QuadFactors f;
    // D3D's quad edges: u = 0, v = 0, u = 1, v = 1.
    f.edges[0] = EdgeFactor(cp[0].pos, cp[2].pos);
    f.edges[1] = EdgeFactor(cp[0].pos, cp[1].pos);
    f.edges[2] = EdgeFactor(cp[1].pos, cp[3].pos);
    f.edges[3] = EdgeFactor(cp[2].pos, cp[3].pos);
    f.inside[0] = max(f.edges[1], f.edges[3]);
    f.inside[1] = max(f.edges[0], f.edges[2]);
    return f;
}

[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_ccw")]
[outputcontrolpoints(4)]
[patchconstantfunc("QuadConstants")]
ControlPoint TerrainHS(InputPatch<ControlPoint, 4> patch, uint i : SV_OutputControlPointID) {
    return patch[i];
}

struct TerrainVertex {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    nointerpolation uint patch : PATCH;
};

[domain("quad")]
TerrainVertex TerrainDS(QuadFactors f, float2 uv : SV_DomainLocation, const OutputPatch<ControlPoint, 4> cp,
                        uint patchId : SV_PrimitiveID) {
    float3 bottom = lerp(cp[0].pos, cp[1].pos, uv.x);
    float3 top = lerp(cp[2].pos, cp[3].pos, uv.x);
    float3 p = lerp(bottom, top, uv.y);
    p.y += heights.SampleLevel(linearClamp, uv, 0);
    TerrainVertex v;
    v.pos = mul(float4(p, 1.0), viewProj);
    v.uv = uv;
    v.patch = patchId;
    return v;
}
