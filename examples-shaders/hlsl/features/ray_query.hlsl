// Inline ray queries (DXR 1.1) as Metal's intersection_query (MSL 2.4):
// a query with constant flags, traced from a helper that takes it, stepped
// through its candidates (triangles committed when a test passes,
// procedural primitives committed at their own distance), then read.
RaytracingAccelerationStructure scene : register(t0);
RWStructuredBuffer<float4> hits : register(u0);
RWStructuredBuffer<float4x3> transforms : register(u1);

cbuffer Camera : register(b0) {
    float3 eye;
    uint mask;
};

bool AlphaTest(float2 barycentrics) {
    return barycentrics.x + barycentrics.y < 0.9;
}

void Trace(inout RayQuery<RAY_FLAG_CULL_BACK_FACING_TRIANGLES | RAY_FLAG_SKIP_CLOSEST_HIT_SHADER> q, float3 dir) {
    RayDesc ray;
    ray.Origin = eye;
    ray.TMin = 0.001;
    ray.Direction = dir;
    ray.TMax = 1000.0;
    q.TraceRayInline(scene, RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH, mask, ray);
}

[numthreads(8, 8, 1)]
void main(uint2 id : SV_DispatchThreadID) {
    RayQuery<RAY_FLAG_CULL_BACK_FACING_TRIANGLES | RAY_FLAG_SKIP_CLOSEST_HIT_SHADER> q;
    Trace(q, normalize(float3(id, 1.0)));
    while (q.Proceed()) {
        if (q.CandidateType() == CANDIDATE_NON_OPAQUE_TRIANGLE) {
            if (AlphaTest(q.CandidateTriangleBarycentrics()) && q.CandidateTriangleFrontFace())
                q.CommitNonOpaqueTriangleHit();
            if (q.CandidateTriangleRayT() > q.RayTMin() + 100.0)
                q.Abort();
        } else if (!q.CandidateProceduralPrimitiveNonOpaque()) {
            float3 o = q.CandidateObjectRayOrigin();
            float3 d = q.CandidateObjectRayDirection();
            q.CommitProceduralPrimitiveHit(length(o) / length(d));
        }
    }
    uint index = id.y * 64 + id.x;
    switch (q.CommittedStatus()) {
    case COMMITTED_TRIANGLE_HIT: {
        float2 b = q.CommittedTriangleBarycentrics();
        float t = q.CommittedRayT();
        uint ids = q.CommittedInstanceIndex() + q.CommittedInstanceID() + q.CommittedGeometryIndex()
                 + q.CommittedPrimitiveIndex();
        hits[index] = float4(b, t, float(ids) + (q.CommittedTriangleFrontFace() ? 0.5 : 0.0));
        transforms[index] = q.CommittedObjectToWorld4x3();
        float3x4 w = q.CommittedWorldToObject3x4();
        transforms[index + 1] = transpose(w);
        break;
    }
    case COMMITTED_PROCEDURAL_PRIMITIVE_HIT:
        hits[index] = float4(q.WorldRayOrigin() + q.WorldRayDirection() * q.CommittedRayT(), 1.0);
        transforms[index] = transpose(q.CommittedObjectToWorld3x4());
        break;
    default:
        hits[index] = float4(q.CommittedObjectRayDirection(), 0.0);
        break;
    }
}
