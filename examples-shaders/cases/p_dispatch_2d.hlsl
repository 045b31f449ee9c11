// Built-in thread coordinates in a 2D dispatch.
RWStructuredBuffer<uint4> Out : register(u0);

[numthreads(4, 2, 1)]
void main(uint3 gid : SV_GroupID, uint3 gtid : SV_GroupThreadID, uint3 did : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint width = 4 * 4;
    uint idx = did.y * width + did.x;
    Out[idx * 2 + 0] = uint4(gid.xy, gtid.xy);
    Out[idx * 2 + 1] = uint4(gi, did.xy, idx);
}
