// Metal runs a hull shader as a compute kernel, which vertex amplification
// does not reach: SV_ViewID is refused in the hull shader (and its
// patch-constant function), with the way to get it there. A domain shader
// takes it (tessellation_view_id.hlsl).
struct CP { float3 pos : POSITION; };
struct F { float edges[3] : SV_TessFactor; float inside : SV_InsideTessFactor; };
F Factors() { F f; f.edges[0] = 2.0; f.edges[1] = 2.0; f.edges[2] = 2.0; f.inside = 2.0; return f; }
[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("Factors")]
CP PerViewHS(InputPatch<CP, 3> patch, uint i : SV_OutputControlPointID, uint view : SV_ViewID) {
    CP o = patch[i];
    o.pos.x += view;
    return o;
}
