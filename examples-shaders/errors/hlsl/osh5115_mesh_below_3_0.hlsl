// Mesh shaders are MSL 3.0 [[mesh]] functions: at the default target (MSL
// 2.4) they are refused, naming the version they need.
struct V { float4 position : SV_Position; };
[outputtopology("triangle")]
[numthreads(3, 1, 1)]
void main(uint i : SV_GroupThreadID, out vertices V verts[3], out indices uint3 tris[1]) {
    SetMeshOutputCounts(3, 1);
    verts[i].position = float4(i, i & 1, 0, 1);
    if (i == 0) tris[0] = uint3(0, 1, 2);
}
