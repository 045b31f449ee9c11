// A pixel shader reading a clip distance: Metal has none in fragment functions (warning).
float4 main(float4 p : SV_Position, float d : SV_ClipDistance0) : SV_Target { return float4(d, 0, 0, 1); }
