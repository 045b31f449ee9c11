// Two case labels of one switch with the same value, and two `default`
// labels, are errors of the source (DXC: "duplicate case value", "multiple
// default labels in one switch"), each reported with both labels. Values
// compare after constant folding and conversion to the selector's type:
// `0x1` is `1`, `K + 1` is `2`, and on a `uint` selector `-1` is
// `0xFFFFFFFF`. Distinct values (`3`) are not reported.
static const int K = 1;

RWStructuredBuffer<int> o;

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    switch ((int)id.x) {
    case 1:
        o[0] = 1;
        break;
    case 0x1:
        o[0] = 2;
        break;
    case 2:
    case K + 1:
        o[0] = 3;
        break;
    case 3:
        o[0] = 4;
        break;
    default:
        o[0] = 5;
        break;
    default:
        o[0] = 6;
        break;
    }
    switch (id.y) {
    case -1:
        o[1] = 1;
        break;
    case 0xFFFFFFFF:
        o[1] = 2;
        break;
    }
}
