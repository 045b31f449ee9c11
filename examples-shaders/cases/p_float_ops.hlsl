// Float built-ins that IEEE defines exactly (or correctly rounded): eight results per element.
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    float x = In[i];
    float y = In[(i + 3) % 8];
    Out[i * 8 + 0] = min(x, y);
    Out[i * 8 + 1] = max(x, y);
    Out[i * 8 + 2] = abs(x);
    Out[i * 8 + 3] = floor(x);
    Out[i * 8 + 4] = ceil(x);
    Out[i * 8 + 5] = x - floor(x);
    Out[i * 8 + 6] = sqrt(abs(x));
    Out[i * 8 + 7] = clamp(x, -1.5f, 2.25f) * sign(y);
}
