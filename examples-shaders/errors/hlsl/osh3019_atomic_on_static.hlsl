// Atomics work on buffers and groupshared memory only: a `static` is one
// thread's copy (DXC rejects it too). Refused at the destination.
static uint counter;
RWStructuredBuffer<uint> result : register(u0);

[numthreads(1, 1, 1)]
void main(uint id : SV_DispatchThreadID) {
    uint before;
    InterlockedAdd(counter, 1, before);
    result[id] = before;
}
