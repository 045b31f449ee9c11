// SM 6.7 quad votes: QuadAll/QuadAny are Metal's quad_all/quad_any over the
// quad's active threads, in a pixel shader and in a compute shader.
Texture2D<float4> Near : register(t0);
Texture2D<float4> Far : register(t1);
SamplerState Linear : register(s0);
RWStructuredBuffer<uint> Flags : register(u0);

[shader("pixel")]
float4 ps_main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
    bool near = pos.y < 128.0;
    if (QuadAll(near))
        return Near.Sample(Linear, uv);
    if (QuadAny(near))
        return lerp(Near.Sample(Linear, uv), Far.Sample(Linear, uv), 0.5);
    return Far.Sample(Linear, uv);
}

[numthreads(64, 1, 1)]
void cs_main(uint3 id : SV_DispatchThreadID) {
    bool odd = (Flags[id.x] & 1u) != 0u;
    Flags[id.x] = (QuadAll(odd) ? 2u : 0u) | (QuadAny(odd) ? 4u : 0u);
}
