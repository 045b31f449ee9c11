// Structs declared inside structs, cbuffers and function bodies (HLSL
// 2021), named `Outer::Inner` or, inside the outer struct, `Inner`; an
// anonymous struct type of a variable.
struct Outer {
  struct Inner { float a; float b; } inner;
  struct Leaf { uint k; };
  Leaf leaf;
  float c;
};
cbuffer Params { struct P { float4 v; } p; float scale; };
static struct { float w; } anon = { 0.5 };
RWStructuredBuffer<float> o : register(u0);
[numthreads(1,1,1)] void main() {
  struct Local { float x; int y; };
  Local l; l.x = 2; l.y = 3;
  Outer s; s.inner.a = 1; s.inner.b = 2; s.leaf.k = 3; s.c = 4;
  Outer::Inner t = s.inner;
  o[0] = s.inner.a + t.b + s.leaf.k + s.c + l.x + l.y + p.v.x * scale + anon.w;
}
