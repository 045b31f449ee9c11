// Metal's intersection_query is its traversal state and cannot be copied:
// a query cannot be assigned, be a struct member or be returned. Pass it to
// helpers instead, which take it by reference.
RaytracingAccelerationStructure scene : register(t0);

struct Hit {
    RayQuery<RAY_FLAG_NONE> query;
    float t;
};

RayQuery<RAY_FLAG_NONE> Start(RayDesc ray) {
    RayQuery<RAY_FLAG_NONE> q;
    q.TraceRayInline(scene, RAY_FLAG_NONE, 0xff, ray);
    return q;
}

[numthreads(1, 1, 1)]
void main() {
    RayQuery<RAY_FLAG_NONE> a;
    RayQuery<RAY_FLAG_NONE> b;
    a = b;
}
