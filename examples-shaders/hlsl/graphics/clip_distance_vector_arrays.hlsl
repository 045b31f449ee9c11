// Clip distances as arrays of vectors: `float2 Rect[2] : SV_ClipDistance0`
// is four distances, element by element and each element's components in
// order (Rect[0].x, Rect[0].y, Rect[1].x, Rect[1].y), followed by the
// three of `float3 Extra[1] : SV_ClipDistance1`: Metal's seven-element
// `[[clip_distance]]` array.
cbuffer Frame : register(b0)
{
    float4x4 ViewProj;
    float4 Bounds; // x0, y0, x1, y1 of a screen rectangle
};

struct VSOut
{
    float4 Pos : SV_Position;
    float2 Rect[2] : SV_ClipDistance0;
    float3 Extra[1] : SV_ClipDistance1;
};

VSOut main(float3 pos : POSITION)
{
    VSOut o;
    o.Pos = mul(float4(pos, 1.0), ViewProj);
    o.Rect[0] = o.Pos.xy - Bounds.xy * o.Pos.w;
    o.Rect[1] = Bounds.zw * o.Pos.w - o.Pos.xy;
    o.Extra[0] = float3(o.Pos.w - o.Pos.z, o.Pos.z, 1.0);
    return o;
}
