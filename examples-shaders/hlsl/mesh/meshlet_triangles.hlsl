// A meshlet renderer's mesh shader: each thread group emits one meshlet,
// a thread per vertex and per triangle, with a per-primitive meshlet id.
struct Meshlet {
    uint vertexOffset;
    uint triangleOffset;
    uint vertexCount;
    uint triangleCount;
};

struct VertexOut {
    float4 position : SV_Position;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
};

struct PrimitiveOut {
    uint meshletId : MESHLET_ID;
    uint primitiveId : SV_PrimitiveID;
};

cbuffer Camera : register(b0) {
    float4x4 viewProjection;
};

StructuredBuffer<Meshlet> meshlets : register(t0);
StructuredBuffer<float3> positions : register(t1);
StructuredBuffer<float3> normals : register(t2);
StructuredBuffer<uint> packedTriangles : register(t3);

[outputtopology("triangle")]
[numthreads(64, 1, 1)]
void main(uint gtid : SV_GroupThreadID, uint gid : SV_GroupID,
          out vertices VertexOut verts[64],
          out indices uint3 tris[124],
          out primitives PrimitiveOut prims[124]) {
    Meshlet m = meshlets[gid];
    SetMeshOutputCounts(m.vertexCount, m.triangleCount);
    if (gtid < m.vertexCount) {
        float3 p = positions[m.vertexOffset + gtid];
        verts[gtid].position = mul(float4(p, 1.0), viewProjection);
        verts[gtid].normal = normals[m.vertexOffset + gtid];
        verts[gtid].uv = p.xy * 0.5 + 0.5;
    }
    // Two triangles per thread: 64 threads cover 124 triangles.
    for (uint t = gtid; t < m.triangleCount; t += 64) {
        uint packed = packedTriangles[m.triangleOffset + t];
        tris[t] = uint3(packed & 0xFF, (packed >> 8) & 0xFF, (packed >> 16) & 0xFF);
        prims[t].meshletId = gid;
        prims[t].primitiveId = t;
    }
}
