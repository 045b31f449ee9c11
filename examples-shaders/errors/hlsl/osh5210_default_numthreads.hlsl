// A compute shader without [numthreads]: DXC refuses it, glslang runs it
// with one thread per group. ferrometal translates it as glslang does, with
// warning OSH5210 (the kernel's reflected workgroup size is 1, 1, 1).
RWStructuredBuffer<uint> Counts : register(u0);

[shader("compute")]
void CSMain(uint3 group : SV_GroupID)
{
    Counts[group.x] = group.x * 2;
}
