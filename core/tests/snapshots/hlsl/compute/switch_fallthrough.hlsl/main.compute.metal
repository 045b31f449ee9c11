#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

int Classify(int v) {
    int score = {};
    score = 0;
    switch (v & 3) {
    case 0: {
        score = score + 1;
    }
    case 1: {
        score = score + 10;
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
    return score;
}

void Accumulate(thread int& total, int amount, thread int& doubled) {
    total = total + amount;
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
    v = Values[id_1.x];
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
            int _e16 = Classify(v + n);
            _total = total;
            Accumulate(_total, _e16, _doubled);
            total = _total;
            d = _doubled;
            n = n + 1;
        }
    }
    Values[id_1.x] = total + d;
    return;
}
