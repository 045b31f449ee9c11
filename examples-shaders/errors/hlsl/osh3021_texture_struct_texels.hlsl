// A texture whose texel is a struct is refused (its texel would be read as
// four components of one kind and rebuilt, which is not built yet).
struct Texel { float2 uv; float2 weight; };
Texture2D<Texel> lookup : register(t0);
float4 main(float4 pos : SV_Position) : SV_Target { return 0; }
