// `BuiltInTriangleIntersectionAttributes`, which DXC declares in every
// stage: headers shared with ray tracing code declare helpers taking it, and
// a compute shader may call them with barycentrics of its own.
float3 HitAttribute(float3 vertexAttribute[3], BuiltInTriangleIntersectionAttributes attr)
{
    return vertexAttribute[0]
        + attr.barycentrics.x * (vertexAttribute[1] - vertexAttribute[0])
        + attr.barycentrics.y * (vertexAttribute[2] - vertexAttribute[0]);
}

StructuredBuffer<float3> Positions : register(t0);
StructuredBuffer<float2> Barycentrics : register(t1);
RWStructuredBuffer<float3> Output : register(u0);

[numthreads(64, 1, 1)]
void main(uint id : SV_DispatchThreadID)
{
    float3 corners[3] = { Positions[id * 3], Positions[id * 3 + 1], Positions[id * 3 + 2] };
    BuiltInTriangleIntersectionAttributes attr;
    attr.barycentrics = Barycentrics[id];
    Output[id] = HitAttribute(corners, attr);
}
