// Globals of structs holding textures, samplers and buffers. Naga's structs
// hold data only and Metal passes every resource as an argument of its own,
// so (as DXC's legalization does) each resource member of such a global is
// a resource of its own, named `VARIABLE_MEMBER` (`VARIABLE_K_MEMBER` for
// element K of an array of structs). Registers: a register on the variable
// is its first resource of that class, the next ones follow in member order
// (`gDetail`: `gDetail_layers` is t4 and t5, `gDetail_mask` t6, the sampler
// s2); without one, every resource takes the next free register in
// declaration order like any other. The data members stay data: the struct
// keeps them, and the variable of the same name holds them in `$Globals`.
// A `static` one initialized from other globals (`gNoisy`) names those
// resources; its data part is a static of the same name. Structs nest, in
// arrays too (`gMixer_channels_1_tex`); a struct left with no data members
// (`Channel`) is gone.
struct Material {
    Texture2D<float4> albedo;
    SamplerState smp;
    float4 tint;
};

struct Detail {
    Texture2D<float4> layers[2];
    Texture2D<float> mask;
    SamplerState smp;
};

struct Light {
    StructuredBuffer<float4> colors;
    float intensity;
};

Material gMaterial;
Detail gDetail : register(t4) : register(s2);
Light gLights[2];

struct Channel {
    Texture2D<float> tex;
};

struct Mixer {
    Channel channels[2];
    float weight;
};

Mixer gMixer;

Texture2D<float4> gNoise : register(t8);
static const Material gNoisy = { gNoise, gMaterial.smp, float4(0.5, 0.5, 0.5, 1.0) };

float4 main(float2 uv : TEXCOORD0) : SV_Target {
    float4 base = gMaterial.albedo.Sample(gMaterial.smp, uv) * gMaterial.tint;
    float4 layer = gDetail.layers[1].Sample(gDetail.smp, uv) * gDetail.mask.Sample(gDetail.smp, uv);
    float4 light = gLights[0].colors[0] * gLights[0].intensity + gLights[1].colors[1] * gLights[1].intensity;
    float4 noise = gNoisy.albedo.Sample(gNoisy.smp, uv) * gNoisy.tint;
    float mix = gMixer.channels[1].tex.Sample(gMaterial.smp, uv) * gMixer.weight;
    return base + layer + light + noise + mix;
}
