// Typed buffers are Metal texture buffers (texture_buffer<T>, buffer-backed,
// no 16,384-texel limit of a 1D texture), told apart from a Texture1D of the
// same texels; reflection kind texelBuffer with the texel format the host
// view needs. Loads, stores, GetDimensions, a helper taking one, an array.
Buffer<float4> Positions : register(t0);
Texture1D<float4> Ramp : register(t1);
Buffer<int2> Pairs[2] : register(t2);
RWBuffer<float> Weights : register(u0);
RWBuffer<uint4> Out : register(u1);
SamplerState Linear : register(s0);

float4 fetch(Buffer<float4> b, uint i)
{
    return b[i];
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint count;
    Positions.GetDimensions(count);
    uint i = min(id.x, count - 1);
    float4 p = fetch(Positions, i) * Ramp.SampleLevel(Linear, 0.5, 0);
    int2 q = Pairs[0].Load(i) + Pairs[1][i];
    Weights[i] = Weights[i] + p.w;
    Out[i] = uint4(q, count, asuint(p.x));
}
