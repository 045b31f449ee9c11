// A domain shader that renders each view of a stereo pair: SV_ViewID in a
// domain shader is, as in a vertex shader, Metal's vertex amplification id
// of the post-tessellation vertex function (the host draws the patches with
// two amplifications, one per view; warning OSH5230 says so).
cbuffer Views : register(b0) {
    float4x4 viewProj[2];
};

struct ControlPoint {
    float3 pos : POSITION;
};

struct PatchConstants {
    float edges[4] : SV_TessFactor;
    float inside[2] : SV_InsideTessFactor;
};

PatchConstants PatchMain(InputPatch<ControlPoint, 4> patch) {
    PatchConstants pc;
    pc.edges[0] = pc.edges[1] = pc.edges[2] = pc.edges[3] = 8.0;
    pc.inside[0] = pc.inside[1] = 8.0;
    return pc;
}

[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("PatchMain")]
ControlPoint HSMain(InputPatch<ControlPoint, 4> patch, uint id : SV_OutputControlPointID) {
    return patch[id];
}

[domain("quad")]
float4 DSMain(PatchConstants pc, float2 uv : SV_DomainLocation, const OutputPatch<ControlPoint, 4> patch,
              uint view : SV_ViewID) : SV_Position {
    float3 top = lerp(patch[0].pos, patch[1].pos, uv.x);
    float3 bottom = lerp(patch[3].pos, patch[2].pos, uv.x);
    return mul(viewProj[view], float4(lerp(top, bottom, uv.y), 1.0));
}
