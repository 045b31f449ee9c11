// A mesh shader's vertex with a clip distance: Metal's vertex struct holds
// it as a one-element `[[clip_distance]]` array.
struct V {
    float4 position : SV_Position;
    float clip : SV_ClipDistance0;
};
[outputtopology("triangle")]
[numthreads(3, 1, 1)]
void main(uint i : SV_GroupThreadID, out vertices V verts[3], out indices uint3 tris[1]) {
    SetMeshOutputCounts(3, 1);
    verts[i].position = float4(i, i & 1, 0, 1);
    verts[i].clip = 1.0;
    if (i == 0) tris[0] = uint3(0, 1, 2);
}
