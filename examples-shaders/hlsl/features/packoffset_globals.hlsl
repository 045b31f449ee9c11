// packoffset placement and loose uniforms gathered into $Globals.
cbuffer Explicit : register(b1)
{
    float4 Second : packoffset(c1);
    float First : packoffset(c0.x);
    float2 FirstTail : packoffset(c0.z);
};

float4 LooseColor;       // $Globals
float LooseScale;        // $Globals
uniform float3 LooseDir; // $Globals

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return (Second * First + float4(FirstTail, uv)) * LooseColor * LooseScale + float4(LooseDir, 0);
}
