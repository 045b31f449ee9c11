#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

void bump(thread int& v) {
    v = v * 2;
    return;
}

kernel void main0(
    device int* counts [[buffer(0)]]
) {
    array<int, 3> a = {};
    int _v = {};
    int y = {};
    a = array<int, 3> {counts[0u], counts[1u], counts[2u]};
    a[0] = a[0] + 1;
    _v = a[0];
    bump(_v);
    a[0] = _v;
    a[1] = a[1] - 1;
    a[1] = 9;
    int _e34 = a[2];
    a[2] = _e34 + 1;
    y = _e34;
    counts[0u] = a[0];
    counts[1u] = a[1];
    counts[2u] = a[2] + y;
    return;
}
