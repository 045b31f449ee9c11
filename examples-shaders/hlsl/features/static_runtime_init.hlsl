// Statics whose initializers are not constants. A file-scope static that
// reads a cbuffer (or calls a function, or reads an earlier static) is
// initialized at the start of every entry point, in declaration order; a
// function-scope one the first time its declaration runs, once per
// invocation (a hidden flag guards it), as DXC does.
cbuffer Frame : register(b0) {
    float4 tint;
    float exposure;
};

RWStructuredBuffer<float4> Out : register(u0);

static const float4 scaledTint = tint * exposure;
static float2 pairs[2] = { { 1, 2 }, { tint.x, 4 } };
static float4 doubled = scaledTint * 2;

float4 accumulate(float4 v) {
    // Reaches `total` once: later calls keep adding to it.
    static float4 total = scaledTint;
    total += v;
    return total;
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 a = accumulate(doubled);
    float4 b = accumulate(float4(pairs[1], 0, 0));
    Out[id.x] = a + b;
}
