// A GLSL layout qualifier without an HLSL meaning is refused, not ignored.
layout(std140, binding = 0) cbuffer Frame { float4 tint; };
float4 main() : SV_Target { return tint; }
