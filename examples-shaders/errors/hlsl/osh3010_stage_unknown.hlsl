// Nothing says which stage this entry point is.
float4 main(float4 p : TEXCOORD0) : COLOR0 { return p; }
