// Implicit truncation of a matrix to one row or one column (OSH3015
// warns), for float and integer matrices: HLSL keeps the upper-left
// block, so `float1x2` takes row 0's first two elements and `float2x1`
// column 0's first two. Both are vectors in MSL. With m = (1 2 3 / 4 5 6 /
// 7 8 9): row = (1, 2), column = (1, 4), corner = 1; the integer matrix
// (1 2 / 3 4) gives irow = (1, 2).
RWStructuredBuffer<float> o;
RWStructuredBuffer<int> io;

[numthreads(1, 1, 1)]
void main() {
    float3x3 m = float3x3(1, 2, 3, 4, 5, 6, 7, 8, 9);
    float1x2 row = m;
    float2x1 column = m;
    float1x1 corner = m;
    o[0] = row[0][0];
    o[1] = row[0][1];
    o[2] = column[0][0];
    o[3] = column[1][0];
    o[4] = corner;
    int1x2 irow = int2x2(1, 2, 3, 4);
    io[0] = irow[0][0] * 10 + irow[0][1];
}
