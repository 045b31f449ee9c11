// Row-major integer and bool matrices in buffers: each is its rows at the
// buffer's line stride (16 bytes in a constant buffer, packed in a
// structured buffer), a bool row stored as uints. Reads, writes, rows,
// elements and element swizzles go to the stored rows.
cbuffer Params : register(b0) {
    row_major int2x2 offsets;     // rows at 0 and 16
    row_major bool2x3 mask;       // rows at 32 and 48, as uint3
    float4 scale;                 // 64
};

struct Cell {
    row_major int2x4 weights;     // rows packed: 0 and 16
    row_major uint4x2 coords;     // rows packed: 32, 40, 48, 56
};

// Rows of three packed 12 bytes apart, as D3D's structured packing lays
// them out: packed_int3 rows.
struct Packed {
    row_major int2x3 m;           // 0, 12
    row_major bool3x3 b;          // 24, 36, 48
    float f;                      // 60
};

RWStructuredBuffer<Cell> cells : register(u0);
RWStructuredBuffer<float4> result : register(u1);
RWStructuredBuffer<Packed> packed : register(u2);

[numthreads(4, 1, 1)]
void main(uint id : SV_DispatchThreadID) {
    int2x2 o = offsets;
    bool2x3 m = mask;
    Cell c = cells[id];
    int picked = (m[1][2] ? c.weights[1][3] : c.weights[0][0]) + o[1][0];
    uint2 swz = c.coords._m21_m00;
    result[id] = scale * float4(picked, offsets._m01, swz);
    cells[id].weights[0] = int4(o[0], o[1]);
    cells[id].coords._m10_m11 = uint2(mask[0].xy);
    cells[id].weights._m13 = any(mask[1]) ? 1 : 0;
    Packed p = packed[id];
    p.m[1] = p.b[2] ? p.m[0] : int3(p.f, 0, 0);
    packed[id + 4] = p;
    packed[id].b[0][2] = p.m[1][2] > 0;
}
