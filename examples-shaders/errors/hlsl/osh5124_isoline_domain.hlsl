// Metal's tessellator has triangle and quad patches only: an isoline
// domain is refused at its attribute.
struct CP { float3 pos : POSITION; };
struct LineFactors { float edges[2] : SV_TessFactor; };
LineFactors Factors() { LineFactors f; f.edges[0] = 1.0; f.edges[1] = 8.0; return f; }
[domain("isoline")]
[partitioning("integer")]
[outputtopology("line")]
[outputcontrolpoints(2)]
[patchconstantfunc("Factors")]
CP HairHS(InputPatch<CP, 2> patch, uint i : SV_OutputControlPointID) { return patch[i]; }
