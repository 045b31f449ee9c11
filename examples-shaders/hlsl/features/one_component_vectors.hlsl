// A one-component vector is a scalar: `float1` splats into wider vectors in
// assignments, arguments and arithmetic, and never truncates the other
// operand (`float3 * float1` is a float3).
RWStructuredBuffer<float3> Out : register(u0);

float3 Twice(float3 v)
{
    return v * 2;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float3 a = float1(2);
    float1 k = 0.5;
    float3 b = float3(1, 2, 3) * k;
    Out[id.x] = a + b + Twice(float3(1, 2, 3) * (id.x > 0 ? 0.5 : 0));
}
