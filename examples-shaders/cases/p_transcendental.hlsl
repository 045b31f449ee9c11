// Transcendentals: implementations differ in the last bits, so results are compared within a tolerance.
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    float x = In[i];
    Out[i * 8 + 0] = sin(x);
    Out[i * 8 + 1] = cos(x);
    Out[i * 8 + 2] = exp(x * 0.5f);
    Out[i * 8 + 3] = log(x);
    Out[i * 8 + 4] = pow(x, 1.5f);
    Out[i * 8 + 5] = atan2(x, 1.5f);
    Out[i * 8 + 6] = tanh(x * 0.3f);
    Out[i * 8 + 7] = rsqrt(x);
}
