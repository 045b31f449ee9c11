// Specialization constants become Metal function constants.
[[vk::constant_id(0)]] const int SampleCount = 4;
[[vk::constant_id(1)]] const float Intensity = 1.5;
[[vk::constant_id(2)]] const bool UseTint = true;

RWStructuredBuffer<float> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float acc = 0;
    for (int i = 0; i < SampleCount; ++i)
        acc += (float)(id.x + i);
    if (UseTint)
        acc *= Intensity;
    Out[id.x] = acc;
}
