// Two constants packed at the same offset.
cbuffer C { float a : packoffset(c0.x); float b : packoffset(c0.x); };
float4 main() : SV_Target { return a + b; }
