// An amplification and mesh shader pair: the amplification shader culls
// meshlets against a cone and passes the visible ones' indices on in its
// payload; each mesh thread group then emits one visible meshlet as a quad
// of two triangles with a per-primitive color.
#define MESHLETS_PER_GROUP 32

struct Payload {
    uint meshletIndices[MESHLETS_PER_GROUP];
    float scale;
};

struct Bounds {
    float3 center;
    float radius;
    float3 coneAxis;
    float coneCutoff;
};

cbuffer Frame : register(b0) {
    float4x4 viewProjection;
    float3 cameraPosition;
    uint meshletCount;
};

StructuredBuffer<Bounds> bounds : register(t0);

groupshared Payload s_payload;
groupshared uint s_visible;

bool visible(uint index) {
    if (index >= meshletCount) {
        return false;
    }
    Bounds b = bounds[index];
    float3 toCenter = b.center - cameraPosition;
    return dot(toCenter, b.coneAxis) < b.coneCutoff * length(toCenter) + b.radius;
}

[shader("amplification")]
[numthreads(MESHLETS_PER_GROUP, 1, 1)]
void as_main(uint gtid : SV_GroupThreadID, uint dtid : SV_DispatchThreadID) {
    if (gtid == 0) {
        s_visible = 0;
        s_payload.scale = 0.5;
    }
    GroupMemoryBarrierWithGroupSync();
    if (visible(dtid)) {
        uint slot;
        InterlockedAdd(s_visible, 1, slot);
        s_payload.meshletIndices[slot] = dtid;
    }
    GroupMemoryBarrierWithGroupSync();
    DispatchMesh(s_visible, 1, 1, s_payload);
}

struct VertexOut {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
};

struct PrimitiveOut {
    float4 color : COLOR0;
};

[shader("mesh")]
[outputtopology("triangle")]
[numthreads(4, 1, 1)]
void ms_main(uint gtid : SV_GroupThreadID, uint gid : SV_GroupID, in payload Payload payload,
             out vertices VertexOut verts[4], out indices uint3 tris[2], out primitives PrimitiveOut prims[2]) {
    uint meshlet = payload.meshletIndices[gid];
    Bounds b = bounds[meshlet];
    SetMeshOutputCounts(4, 2);
    float2 corner = float2(gtid & 1, gtid >> 1);
    float3 p = b.center + float3(corner * 2.0 - 1.0, 0.0) * b.radius * payload.scale;
    verts[gtid].position = mul(float4(p, 1.0), viewProjection);
    verts[gtid].uv = corner;
    if (gtid < 2) {
        tris[gtid] = gtid == 0 ? uint3(0, 1, 2) : uint3(2, 1, 3);
        prims[gtid].color = float4(frac(meshlet * 0.618), gtid, 1.0 - gtid, 1.0);
    }
}
