// DispatchMesh belongs to amplification shaders; a compute shader has no
// mesh grid to launch.
struct P { uint x; };
groupshared P payload;
[shader("compute")]
[numthreads(1, 1, 1)]
void main() {
    payload.x = 1;
    DispatchMesh(1, 1, 1, payload);
}
