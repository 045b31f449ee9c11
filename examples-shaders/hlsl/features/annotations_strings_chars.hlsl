// Syntax DXC accepts that has no effect on the shader: effect-framework
// annotations after a declaration's name (parsed and ignored), global
// strings (only printf takes them; its calls are left out, OSH5208),
// character literals (an int of the character's code), `const` after the
// type, `class` as `struct`, a struct defined in a local declaration, and a
// static member of a nested struct named through its outer struct.
string Title = "annotated";
const string Format = "value: %f";

float Gain <string UIName = "Gain"; float UIMin = 0; float UIMax = 4;> = 1.5;
Texture2D Albedo <string ResourceName = "albedo.png"; int Mips = 3;> : register(t0);
SamplerState Linear : register(s0);

struct Limits {
    struct Range { static const uint Count = 4u; };
};

static class {
    float4 tint;
} Style;

float4 main(float2 uv : TEXCOORD0) : SV_Target {
    printf(Format, Gain);
    float const scale = Gain;
    const struct Pair { float a; float b; } p = { scale, 2.0 };
    int letter = 'A' + '\n';
    uint steps = Limits::Range::Count;
    Style.tint = float4(1, 1, 1, 1);
    return Albedo.Sample(Linear, uv) * p.a * p.b * Style.tint + float(letter + steps);
}
