// Specialization constants: uint, float and bool, read in arithmetic and
// in a branch. Run once with the source defaults, once overridden.
[[vk::constant_id(0)]] const uint SCALE = 2;
[[vk::constant_id(1)]] const float BIAS = 0.5;
[[vk::constant_id(2)]] const bool NEGATE = false;

StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float v = In[id.x] * (float)SCALE + BIAS;
    if (NEGATE)
        v = -v;
    Out[id.x] = v;
}
