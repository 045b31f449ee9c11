// Point sprites: each input point becomes a camera-facing quad, one
// four-vertex triangle strip (two triangles).
cbuffer Camera : register(b0) {
    float4x4 viewProj;
    float2 halfSize;
};

struct VSOut {
    float4 center : POSITION;
    float4 color : COLOR0;
};

struct GSOut {
    float4 pos : SV_Position;
    float4 color : COLOR0;
    float2 uv : TEXCOORD0;
};

[maxvertexcount(4)]
void main(point VSOut input[1], uint prim : SV_PrimitiveID, inout TriangleStream<GSOut> stream) {
    const float2 corners[4] = { float2(-1, -1), float2(1, -1), float2(-1, 1), float2(1, 1) };
    float4 clip = mul(viewProj, input[0].center);
    for (uint i = 0; i < 4; i++) {
        GSOut v;
        v.pos = clip + float4(corners[i] * halfSize * clip.w, 0, 0);
        v.color = input[0].color * (prim % 2 == 0 ? 1.0 : 0.5);
        v.uv = corners[i] * 0.5 + 0.5;
        stream.Append(v);
    }
    stream.RestartStrip();
}
