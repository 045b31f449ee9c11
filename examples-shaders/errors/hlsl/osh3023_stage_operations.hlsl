// Operations a stage does not have are errors at the operation, found over
// every helper the entry point reaches (naga's validator would reject the
// module without a source span). `discard` exists only in fragment shaders,
// and so does sampling with an implicit level of detail: a vertex shader
// must give the level (SampleLevel).
Texture2D<float4> tex : register(t0);
SamplerState smp : register(s0);

float4 shade(float2 uv) {
    return tex.Sample(smp, uv);
}

[shader("vertex")]
float4 vs(float2 uv : TEXCOORD0) : SV_Position {
    return shade(uv);
}

RWStructuredBuffer<float> result : register(u0);

[numthreads(8, 1, 1)]
void cs(uint3 id : SV_DispatchThreadID) {
    if (result[id.x] < 0.0) {
        discard;
    }
    result[id.x] = 1.0;
}

// The same helper reached from a fragment shader is fine.
[shader("pixel")]
float4 ps(float2 uv : TEXCOORD0) : SV_Target {
    return shade(uv);
}
