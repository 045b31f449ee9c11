// Bit fields (HLSL 2021). Consecutive bit fields of one integer type share
// one storage integer while they fit, the first in the lowest bits, as DXC
// lays them out: `Flags` is one `uint` (`visible_layer_mode_bits`), then
// `id` starts the next member, and `delta`, a signed field of another
// type, gets a storage integer of its own. Reads extract the bits
// (sign-extended for `int`), writes insert them, so the bytes a host
// writes for DXC read the same here.
struct Flags {
    uint visible : 1;
    uint layer : 7;
    uint mode : 3;
    uint id;
    int delta : 5;
};

cbuffer Settings : register(b0) {
    Flags defaults;
};

RWStructuredBuffer<Flags> items : register(u0);

uint layerOf(Flags f) {
    return f.layer;
}

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
    Flags f = items[tid.x];
    f.layer += 1;
    f.mode = defaults.mode;
    f.delta = -3;
    f.visible++;
    items[tid.x] = f;
    items[tid.x].id = layerOf(f) + uint(f.delta < 0);

    // A list fills the fields in order, one scalar each.
    Flags fresh = { 1, 2, 3, 4, -5 };
    items[tid.x + 64] = fresh;
}
