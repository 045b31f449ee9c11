// System values Metal has: layered and multi-viewport rendering
// (SV_RenderTargetArrayIndex, SV_ViewportArrayIndex), the base vertex and
// instance (SV_StartVertexLocation, SV_StartInstanceLocation), the primitive
// id, barycentrics, stencil reference and conservative depth outputs. An
// SV_Position read by a vertex shader is an ordinary attribute, and an
// SV_InstanceID a pixel shader reads is the value the vertex shader passed.
struct VSOut
{
    float4 pos : SV_Position;
    uint layer : SV_RenderTargetArrayIndex;
    uint viewport : SV_ViewportArrayIndex;
    nointerpolation uint instance : SV_InstanceID;
    float2 uv : TEXCOORD0;
};

VSOut VSMain(float4 p : SV_Position, uint instance : SV_InstanceID, uint baseVertex : SV_StartVertexLocation,
             uint baseInstance : SV_StartInstanceLocation)
{
    VSOut o;
    o.pos = p;
    o.layer = instance - baseInstance;
    o.viewport = baseVertex & 3;
    o.instance = instance;
    o.uv = p.xy;
    return o;
}

struct PSOut
{
    float4 color : SV_Target;
    uint stencil : SV_StencilRef;
    float depth : SV_DepthLessEqual;
};

PSOut PSMain(VSOut i, uint prim : SV_PrimitiveID, float3 bary : SV_Barycentrics)
{
    PSOut o;
    o.color = float4(bary * i.uv.x, float(prim + i.layer + i.viewport));
    o.stencil = i.instance & 255;
    o.depth = i.pos.z * 0.5;
    return o;
}
