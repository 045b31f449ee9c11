// Silhouette edges from triangles with adjacency: an edge whose neighbour
// faces away from the eye becomes a line, each line a strip of its own.
cbuffer View : register(b0) {
    float4x4 viewProj;
    float3 eye;
};

struct VSOut {
    float3 world : WORLDPOS;
};

struct GSOut {
    float4 pos : SV_Position;
    float4 color : COLOR0;
    uint prim : SV_PrimitiveID;
};

bool facesEye(float3 a, float3 b, float3 c) {
    return dot(cross(b - a, c - a), eye - a) > 0;
}

[maxvertexcount(6)]
void main(triangleadj VSOut v[6], uint id : SV_PrimitiveID, inout LineStream<GSOut> lines) {
    if (!facesEye(v[0].world, v[2].world, v[4].world)) {
        return;
    }
    for (uint e = 0; e < 3; e++) {
        uint a = e * 2, b = (e * 2 + 2) % 6, adj = e * 2 + 1;
        if (!facesEye(v[a].world, v[adj].world, v[b].world)) {
            GSOut o;
            o.color = float4(1, 0.5, 0, 1);
            o.prim = id;
            o.pos = mul(viewProj, float4(v[a].world, 1));
            lines.Append(o);
            o.pos = mul(viewProj, float4(v[b].world, 1));
            lines.Append(o);
            lines.RestartStrip();
        }
    }
}
