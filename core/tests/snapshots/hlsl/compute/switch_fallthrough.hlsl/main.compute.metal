#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

int Classify(int v) {
    int score = {};
    score = 0;
    switch (v & 3) {
    case 0: {
        int _e6 = score;
        score = _e6 + 1;
    }
    case 1: {
        int _e9 = score;
        score = _e9 + 10;
        break;
    }
    case 2: {
        {
            score = 100;
            break;
        }
    }
    default: {
        score = -1;
        break;
    }
    }
    int _e14 = score;
    return _e14;
}

void Accumulate(thread int& total, int amount, thread int& doubled) {
    int _e3 = total;
    total = _e3 + amount;
    doubled = amount * 2;
    return;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device int* Values [[buffer(0)]]
) {
    uint3 id_1 = {};
    int v = {};
    int total = {};
    int d = {};
    int n = {};
    int _total = {};
    int _doubled = {};
    id_1 = id;
    uint _e5 = id_1.x;
    int _e7 = Values[_e5];
    v = _e7;
    total = 0;
    n = 0;
    bool loop_init = true;
    while (true) {
        if (!loop_init) {
            int _e26 = n;
            int _e29 = d;
            if (!((_e26 < 4) && (_e29 >= 0))) {
                break;
            }
        }
        loop_init = false;
        {
            int _e13 = v;
            int _e14 = n;
            int _e16 = Classify(_e13 + _e14);
            int _e18 = total;
            _total = _e18;
            Accumulate(_total, _e16, _doubled);
            int _e20 = _total;
            total = _e20;
            int _e21 = _doubled;
            d = _e21;
            int _e22 = n;
            n = _e22 + 1;
        }
    }
    uint _e35 = id_1.x;
    int _e37 = total;
    int _e38 = d;
    Values[_e35] = _e37 + _e38;
    return;
}
