// A vertex position must be four components: Metal has no w to widen a float3 with.
float3 main(float3 p : POSITION) : SV_Position { return p; }
