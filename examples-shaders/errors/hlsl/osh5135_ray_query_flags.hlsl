// Metal's intersection_query cannot report the ray flags a query was
// started with, nor an instance's hit-group contribution (Metal has no
// shader binding table): refused at the call.
RaytracingAccelerationStructure scene : register(t0);
RWStructuredBuffer<uint> result : register(u0);

[numthreads(1, 1, 1)]
void main() {
    RayQuery<RAY_FLAG_FORCE_OPAQUE> q;
    RayDesc ray = { float3(0, 0, 0), 0.0, float3(0, 0, 1), 10.0 };
    q.TraceRayInline(scene, RAY_FLAG_NONE, 0xff, ray);
    q.Proceed();
    result[0] = q.RayFlags();
    result[1] = q.CommittedInstanceContributionToHitGroupIndex();
}
