// A `bool` vector in a buffer is stored as `uint`s, so writing some of its
// components (`flags[i].xz = …`) reads the whole vector, replaces those
// components and stores it back converted; reading a swizzle converts the
// stored vector first.
RWStructuredBuffer<bool4> flags : register(u0);

struct Cell {
    bool3 open;
    uint id;
};
RWStructuredBuffer<Cell> cells : register(u1);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    bool2 pair = flags[id.x].yw;
    flags[id.x].xz = pair;
    flags[id.x + 32].w = !pair.x;
    cells[id.x].open.zy = bool2(true, pair.y);
}
