// Matrix swizzles are places also when the matrix is stored column-major
// (a struct that a constant buffer holds keeps its layout in a local copy):
// `_rc` names row r, column c, so element (r, c) is component r - 1 of the
// stored column c - 1. From cb.c = [[1, 2, 3], [4, 5, 6]] the kernel writes
// o[0] = (6, 2, 5, 0) and o[1] = (4, 2, 6, 0): v = (_11, _22) = (1, 5), so
// _22 = 1 + 1 and _11 = 5 + 1; _13 becomes 5.
struct S { float2x3 c; float4 d; };
ConstantBuffer<S> cb : register(b0);
RWStructuredBuffer<float4> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
    S t = cb;
    float2 v = t.c._11_22;
    t.c._22_11 = v + 1;
    t.c._13 = 5;
    o[0] = float4(t.c[0], 0);
    o[1] = float4(t.c[1], 0);
}
