// Specialization constants steering a loop bound and a branch.
[[vk::constant_id(3)]] const int STEPS = 3;
[[vk::constant_id(4)]] const uint MUL = 5;
[[vk::constant_id(5)]] const bool ODD_ONLY = false;
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint v = In[id.x];
    uint acc = 0;
    for (int s = 0; s < STEPS; s++)
        acc = acc * MUL + v;
    if (ODD_ONLY && (v & 1) == 0)
        acc = 0;
    Out[id.x] = acc;
}
