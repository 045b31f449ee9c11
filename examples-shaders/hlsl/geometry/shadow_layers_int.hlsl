// Cascaded shadow maps in one pass: each instance draws the triangle into
// the layer of its cascade, written to an `int` SV_RenderTargetArrayIndex
// (D3D's type is uint; DXC converts an int, and so does the assignment to
// Metal's `uint` [[render_target_array_index]] member).
#define CASCADES 4

cbuffer Cascades : register(b0) {
    float4x4 lightViewProj[CASCADES];
};

struct VSOut {
    float4 world : POSITION;
};

struct GSOut {
    float4 pos : SV_Position;
    int layer : SV_RenderTargetArrayIndex;
};

[maxvertexcount(3)]
[instance(CASCADES)]
void main(triangle VSOut tri[3], uint cascade : SV_GSInstanceID, inout TriangleStream<GSOut> stream) {
    for (int i = 0; i < 3; i++) {
        GSOut o;
        o.pos = mul(lightViewProj[cascade], tri[i].world);
        o.layer = int(cascade);
        stream.Append(o);
    }
    stream.RestartStrip();
}
