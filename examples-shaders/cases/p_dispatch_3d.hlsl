// Built-in thread coordinates in a 3D dispatch.
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(2, 2, 2)]
void main(uint3 gid : SV_GroupID, uint3 gtid : SV_GroupThreadID, uint3 did : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint idx = (did.z * 4 + did.y) * 4 + did.x;
    Out[idx] = gid.x + gid.y * 10 + gid.z * 100 + gtid.x * 1000 + gtid.y * 10000 + gtid.z * 100000 + gi * 1000000;
}
