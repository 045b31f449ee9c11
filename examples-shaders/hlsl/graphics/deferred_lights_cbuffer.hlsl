// A deferred-lighting pass whose constant buffer holds one struct. In D3D's
// constant-buffer packing the struct is 212 bytes (six 32-byte lights, a
// float4 at 192, an int at 208); MSL's 16-byte alignment rounds it to 224.
// As the last member of the constant buffer nothing is placed after it,
// and D3D itself sizes the buffer in 16-byte registers (224 bytes), so the
// rounding changes no offset and no size the host provides.

Texture2D gPosition : register(t1);
Texture2D gNormal : register(t2);
Texture2D gAlbedo : register(t3);
SamplerState gSampler : register(s1);

struct Light {
    float4 position;  // offset 0
    float3 color;     // offset 16
    float radius;     // offset 28
};

struct Lighting {
    Light lights[6];  // offset 0, stride 32
    float4 viewPos;   // offset 192
    int debugTarget;  // offset 208; the struct is 212 bytes
};

cbuffer Scene : register(b4) { Lighting scene; }

float4 main(float2 uv : TEXCOORD0) : SV_Target {
    float3 pos = gPosition.Sample(gSampler, uv).xyz;
    float3 n = normalize(gNormal.Sample(gSampler, uv).xyz);
    float4 albedo = gAlbedo.Sample(gSampler, uv);
    if (scene.debugTarget == 1) {
        return float4(n * 0.5 + 0.5, 1.0);
    }
    float3 color = albedo.rgb * 0.1;
    for (int i = 0; i < 6; ++i) {
        float3 toLight = scene.lights[i].position.xyz - pos;
        float d = length(toLight);
        float attenuation = scene.lights[i].radius / (d * d + 1.0);
        float3 l = toLight / max(d, 1e-4);
        float3 v = normalize(scene.viewPos.xyz - pos);
        float3 h = normalize(l + v);
        float diffuse = max(dot(n, l), 0.0);
        float specular = pow(max(dot(n, h), 0.0), 16.0) * albedo.a;
        color += scene.lights[i].color * (albedo.rgb * diffuse + specular) * attenuation;
    }
    return float4(color, 1.0);
}
