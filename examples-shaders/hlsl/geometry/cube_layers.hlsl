// Layered rendering into a cube map: each instance of the shader draws the
// triangle into one face (SV_RenderTargetArrayIndex, a per-primitive value
// in Metal, taken from the primitive's first vertex). A helper appends.
cbuffer Faces : register(b0) {
    float4x4 faceViewProj[6];
};

struct VSOut {
    float3 world : WORLDPOS;
    float3 normal : NORMAL;
};

struct GSOut {
    float4 pos : SV_Position;
    float3 normal : NORMAL;
    uint face : SV_RenderTargetArrayIndex;
};

void emit(float3 world, float3 normal, uint face, inout TriangleStream<GSOut> stream) {
    GSOut o;
    o.pos = mul(faceViewProj[face], float4(world, 1.0));
    o.normal = normal;
    o.face = face;
    stream.Append(o);
}

[maxvertexcount(3)]
[instance(6)]
void main(triangle VSOut tri[3], uint face : SV_GSInstanceID, inout TriangleStream<GSOut> stream) {
    float3 n = normalize(cross(tri[1].world - tri[0].world, tri[2].world - tri[0].world));
    // Back faces of this cube face are left out.
    if (dot(n, float3(face == 0 ? 1 : 0, face == 2 ? 1 : 0, face == 4 ? 1 : 0)) < -0.99) {
        return;
    }
    [unroll]
    for (uint i = 0; i < 3; i++) {
        emit(tri[i].world, tri[i].normal, face, stream);
    }
    stream.RestartStrip();
}
