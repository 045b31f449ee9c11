// Metal vertex functions have no lane index or lane count.
float4 main(float3 p : POSITION) : SV_Position { return float4(p, (float)WaveGetLaneIndex()); }
