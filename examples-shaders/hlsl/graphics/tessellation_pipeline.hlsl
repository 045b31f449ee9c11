// A whole tessellation pipeline in one file, as Metal runs it: the vertex
// shader as a kernel (the vertex-as-kernel option) writing one record per
// vertex, which is the hull kernel's input control-point buffer; the hull
// kernel writing control points, patch data and half-precision factors; the
// domain shader as a [[patch(triangle, 3)]] vertex function; a pixel shader.
cbuffer Frame : register(b0) {
    float4x4 viewProj;
    float tessLevel;
};

struct VSIn {
    float3 pos : POSITION;
    float3 normal : NORMAL;
};

struct ControlPoint {
    float3 pos : POSITION;
    float3 normal : NORMAL;
    uint vertexId : VERTEXID;
};

ControlPoint VSMain(VSIn v, uint id : SV_VertexID) {
    ControlPoint c;
    c.pos = v.pos;
    c.normal = normalize(v.normal);
    c.vertexId = id;
    return c;
}

struct Factors {
    float edges[3] : SV_TessFactor;
    float inside : SV_InsideTessFactor;
};

Factors Constants(InputPatch<ControlPoint, 3> patch) {
    Factors f;
    f.edges[0] = tessLevel;
    f.edges[1] = tessLevel;
    f.edges[2] = tessLevel;
    f.inside = tessLevel;
    return f;
}

[domain("tri")]
[partitioning("fractional_even")]
[outputtopology("triangle_ccw")]
[outputcontrolpoints(3)]
[patchconstantfunc("Constants")]
ControlPoint HSMain(InputPatch<ControlPoint, 3> patch, uint i : SV_OutputControlPointID) {
    return patch[i];
}

struct DSOut {
    float4 pos : SV_Position;
    float3 normal : NORMAL;
};

[domain("tri")]
DSOut DSMain(Factors f, float3 uvw : SV_DomainLocation, const OutputPatch<ControlPoint, 3> patch) {
    DSOut o;
    float3 p = patch[0].pos * uvw.x + patch[1].pos * uvw.y + patch[2].pos * uvw.z;
    float3 n = patch[0].normal * uvw.x + patch[1].normal * uvw.y + patch[2].normal * uvw.z;
    o.pos = mul(float4(p, 1.0), viewProj);
    o.normal = normalize(n);
    return o;
}

float4 PSMain(DSOut i) : SV_Target {
    return float4(i.normal * 0.5 + 0.5, 1.0);
}
