// typedef, enum/enum class, namespaces and static const tables.
typedef float4 Color;
typedef uint Mask;

enum Channel { Red, Green, Blue, Alpha };
enum class Mode : uint { Add = 1, Multiply = 2, Screen = 4 };

namespace Blend
{
    static const float Strength = 0.75;
    float3 Screen(float3 a, float3 b) { return 1 - (1 - a) * (1 - b); }
}

cbuffer BlendParams : register(b0)
{
    uint ModeBits;
    Mask ChannelMask;
};

Texture2D<Color> LayerA : register(t0);
Texture2D<Color> LayerB : register(t1);
SamplerState Samp : register(s0);

Color main(float2 uv : TEXCOORD0) : SV_Target
{
    Color a = LayerA.Sample(Samp, uv);
    Color b = LayerB.Sample(Samp, uv);
    Color r = a;
    if (ModeBits & (uint)Mode::Add)
        r.rgb += b.rgb;
    if (ModeBits & (uint)Mode::Multiply)
        r.rgb *= b.rgb;
    if (ModeBits & (uint)Mode::Screen)
        r.rgb = Blend::Screen(r.rgb, b.rgb);
    if ((ChannelMask & (1u << Alpha)) == 0)
        r.a = 1;
    return lerp(a, r, Blend::Strength);
}
