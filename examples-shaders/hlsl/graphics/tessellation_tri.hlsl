// Triangle patches: a hull shader (control points plus a patch-constant
// function) and a domain shader that displaces the tessellated surface
// towards the patch's centre. The hull shader becomes a kernel that writes
// the control points, the patch data and the half-precision factors; the
// domain shader a [[patch(triangle, 3)]] vertex function reading them.
cbuffer Tess : register(b0) {
    float4x4 viewProj;
    float edgeFactor;
    float insideFactor;
    float bulge;
};

struct VSOut {
    float3 pos : POSITION;
    float2 uv : TEXCOORD0;
};

struct HSOut {
    float3 pos : POSITION;
    float2 uv : TEXCOORD0;
};

struct PatchConstants {
    float edges[3] : SV_TessFactor;
    float inside : SV_InsideTessFactor;
    float3 center : CENTER;
};

PatchConstants PatchMain(InputPatch<VSOut, 3> patch, uint id : SV_PrimitiveID) {
    PatchConstants pc;
    [unroll] for (uint e = 0; e < 3; e++) {
        pc.edges[e] = edgeFactor + e;
    }
    pc.inside = insideFactor;
    pc.center = (patch[0].pos + patch[1].pos + patch[2].pos) / 3.0;
    return pc;
}

[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("PatchMain")]
HSOut HSMain(InputPatch<VSOut, 3> patch, uint i : SV_OutputControlPointID, uint id : SV_PrimitiveID) {
    HSOut o;
    o.pos = patch[i].pos;
    o.uv = patch[i].uv;
    return o;
}

struct DSOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

[domain("tri")]
DSOut DSMain(PatchConstants pc, float3 bary : SV_DomainLocation, const OutputPatch<HSOut, 3> cps) {
    DSOut o;
    float3 p = cps[0].pos * bary.x + cps[1].pos * bary.y + cps[2].pos * bary.z;
    float edge = min(bary.x, min(bary.y, bary.z));
    p = lerp(p, pc.center, bulge * edge);
    o.pos = mul(float4(p, 1.0), viewProj);
    o.uv = cps[0].uv * bary.x + cps[1].uv * bary.y + cps[2].uv * bary.z;
    return o;
}
