// Shader model 6.6 has quad derivatives in amplification and mesh shaders;
// Metal's object and mesh functions have none: refused at the call.
struct Payload { float lod; };
groupshared Payload payload;
[shader("amplification")]
[numthreads(4, 1, 1)]
void main(uint i : SV_GroupThreadID) {
    payload.lod = ddx_coarse(float(i));
    DispatchMesh(1, 1, 1, payload);
}
