// An unknown system value, and a compute input without a semantic (a
// compute shader has no user inputs, only the SV_ thread and group IDs).
[shader("pixel")]
float4 main(float4 p : SV_Bogus) : SV_Target { return p; }

RWStructuredBuffer<uint> Out : register(u0);
[numthreads(8, 1, 1)]
void cs(uint id) { Out[id] = id; }
