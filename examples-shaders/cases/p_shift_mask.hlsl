// HLSL takes a shift's amount modulo the operand's width (DXC masks it with
// 31 for 32-bit values): `x << 33` is `x << 1`. MSL leaves a shift of 32 or
// more undefined, so the translation must mask too. (A constant amount is
// folded the same way, `1u << 33` to 2, as glslang's HLSL front-end folds it;
// the reference here, Slang, folds it to 0, so this case shifts by values.)
StructuredBuffer<uint> amounts : register(t0);
RWStructuredBuffer<uint> dst : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint s = amounts[i];
    uint x = 0x80000001u;
    int y = -64;
    dst[i * 4 + 0] = x << s;
    dst[i * 4 + 1] = x >> s;
    dst[i * 4 + 2] = asuint(y >> s);
    dst[i * 4 + 3] = (x >> 1) << (s + 1u);
}
