// Overload resolution by conversion rank, default arguments, out/inout,
// recursion-free helpers calling helpers.
float Scale(float x) { return x * 2; }
float2 Scale(float2 x) { return x * 3; }
int Scale(int x) { return x * 4; }

float Bias(float x, float amount = 0.5) { return x + amount; }

void MinMax(float a, float b, out float lo, out float hi)
{
    lo = min(a, b);
    hi = max(a, b);
}

void Accumulate(inout float4 acc, float4 v) { acc += v; }

RWStructuredBuffer<float4> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float lo, hi;
    MinMax(id.x, 3.5, lo, hi);
    float4 acc = 0;
    Accumulate(acc, float4(Scale(1.5), Scale(float2(1, 2)), Scale(3)));
    Accumulate(acc, Bias(lo).xxxx);
    Accumulate(acc, Bias(hi, 1.0).xxxx);
    Out[id.x] = acc;
}
