// Patch constants are linked by semantic, as D3D links them: the hull
// side returns the edge factors in a struct and writes the inside factor and
// a patch colour through `out` parameters; the domain side takes them as
// parameters of its own, in another order and under other names. Both
// build the same record (`HSMain_patchConstants`, `DSMain_patchConstants`):
// SV_TessFactor, SV_InsideTessFactor, then the others by semantic.
struct ControlPoint {
    float3 pos : POSITION;
};

struct Edges {
    float edges[3] : SV_TessFactor;
    float lift : LIFT;
};

Edges Constants(InputPatch<ControlPoint, 3> patch, uint id : SV_PrimitiveID,
                out float inside : SV_InsideTessFactor, out float3 tint : COLOR) {
    Edges e;
    e.edges[0] = 4.0;
    e.edges[1] = 4.0;
    e.edges[2] = 4.0;
    e.lift = (patch[0].pos.y + patch[1].pos.y + patch[2].pos.y) / 3.0;
    inside = 3.0;
    tint = float3(id & 1, (id >> 1) & 1, 1.0);
    return e;
}

[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("Constants")]
ControlPoint HSMain(InputPatch<ControlPoint, 3> patch, uint i : SV_OutputControlPointID) {
    return patch[i];
}

struct DSOut {
    float4 pos : SV_Position;
    float3 color : COLOR;
};

[domain("tri")]
DSOut DSMain(float3 color : COLOR, const OutputPatch<ControlPoint, 3> patch, float3 uvw : SV_DomainLocation,
             float lift : LIFT, float factors[3] : SV_TessFactor, float inner : SV_InsideTessFactor) {
    DSOut o;
    float3 p = patch[0].pos * uvw.x + patch[1].pos * uvw.y + patch[2].pos * uvw.z;
    o.pos = float4(p.x, p.y + lift, p.z, 1.0);
    o.color = color * (factors[0] + inner) / 7.0;
    return o;
}
