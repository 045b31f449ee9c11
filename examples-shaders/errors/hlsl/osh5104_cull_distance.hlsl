// Metal has no cull distances.
struct VOut { float4 p : SV_Position; float c : SV_CullDistance0; };
VOut main() { VOut o = (VOut)0; return o; }
