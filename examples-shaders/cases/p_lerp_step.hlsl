// Interpolation helpers; smoothstep's polynomial may be contracted differently, hence a tolerance.
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    float x = In[i];
    Out[i * 4 + 0] = lerp(-2.0f, 6.0f, x);
    Out[i * 4 + 1] = saturate(x * 1.5f);
    Out[i * 4 + 2] = step(0.5f, x);
    Out[i * 4 + 3] = smoothstep(0.0f, 1.0f, x);
}
