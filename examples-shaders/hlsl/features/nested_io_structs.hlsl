// Nested input/output structs and out parameters with semantics.
struct Surface
{
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
};

struct VertexIn
{
    float3 position : POSITION;
    Surface surface;
};

struct Interp
{
    Surface surface;
    float4 tint : COLOR0;
};

void main(VertexIn v, out float4 pos : SV_Position, out Interp o, uint iid : SV_InstanceID)
{
    pos = float4(v.position + float3(iid, 0, 0), 1);
    o.surface = v.surface;
    o.tint = float4(1, 1, 1, 1);
}
