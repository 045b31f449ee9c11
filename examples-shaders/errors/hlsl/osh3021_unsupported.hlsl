// Buffers cannot be passed to functions yet.
StructuredBuffer<float> Values : register(t0);
float First(StructuredBuffer<float> b) { return b[0]; }
float4 main() : SV_Target { return First(Values).xxxx; }
