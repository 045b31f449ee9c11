// Metal's tessellator outputs triangles only: a hull shader asking for
// points is refused at `[outputtopology]`.
struct CP { float3 pos : POSITION; };
struct F { float edges[3] : SV_TessFactor; float inside : SV_InsideTessFactor; };
F Factors() { F f; f.edges[0] = 2.0; f.edges[1] = 2.0; f.edges[2] = 2.0; f.inside = 2.0; return f; }
[domain("tri")]
[partitioning("integer")]
[outputtopology("point")]
[outputcontrolpoints(3)]
[patchconstantfunc("Factors")]
CP PointsHS(InputPatch<CP, 3> patch, uint i : SV_OutputControlPointID) { return patch[i]; }
