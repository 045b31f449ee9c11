// Implicit truncation is a warning; the shader still translates.
float4 main() : SV_Target { float4 c = 1; float2 t = c; return t.xyxy; }
