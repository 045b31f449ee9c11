// Nine clip distances: at most 8 fit.
struct VOut { float4 p : SV_Position; float4 a : SV_ClipDistance0; float4 b : SV_ClipDistance1; float c : SV_ClipDistance2; };
VOut main(float4 p : POSITION) { VOut o = (VOut)0; o.p = p; return o; }
