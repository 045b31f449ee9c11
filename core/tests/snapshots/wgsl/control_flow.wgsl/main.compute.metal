#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

int classify(int x) {
    int r = 0;
    switch (x) {
    case 0: {
        r = 10;
        break;
    }
    case 1:
    case 2:
    case 3: {
        r = 20;
        break;
    }
    case 4:
    default: {
        r = 30;
        break;
    }
    }
    int _e6 = r;
    return _e6;
}

uint collatz(uint start) {
    uint n = {};
    uint steps = 0u;
    n = start;
    bool loop_init = true;
    while (true) {
        if (!loop_init) {
            uint _e20 = steps;
            steps = _e20 + 1u;
            uint _e23 = steps;
            if (_e23 > 1000u) {
                break;
            }
        }
        loop_init = false;
        uint _e4 = n;
        if (_e4 == 1u) {
            break;
        }
        uint _e7 = n;
        if ((_e7 % 2u) == 0u) {
            uint _e12 = n;
            n = _e12 / 2u;
            continue;
        }
        uint _e16 = n;
        n = (3u * _e16) + 1u;
    }
    uint _e26 = steps;
    return _e26;
}

uint halving_steps(uint start) {
    uint i = {};
    uint count = 0u;
    i = start;
    uint _e4 = {};
    uint half_ = {};
    bool loop_init = true;
    while (true) {
        if (!loop_init) {
            i = half_;
        }
        loop_init = false;
        _e4 = i;
        half_ = _e4 / 2u;
        if (half_ == 0u) {
            break;
        }
        uint _e9 = count;
        count = _e9 + 1u;
    }
    uint _e12 = count;
    return _e12;
}

kernel void main0(
    uint i [[thread_index_in_threadgroup]],
    device array<int, 32>& out [[buffer(0)]]
) {
    int acc = {};
    int j = 0;
    int k = 0;
    int inner = {};
    int _e4 = classify(int(i) % 6);
    acc = _e4;
    while (true) {
        int _e8 = j;
        if (_e8 < 4) {
        } else {
            break;
        }
        {
            int _e12 = j;
            j = _e12 + 1;
            int _e14 = j;
            if (_e14 == 2) {
                continue;
            }
            int _e17 = acc;
            int _e18 = j;
            acc = _e17 + (((_e18 % 2) == 0) ? (-1) : 1);
        }
    }
    bool loop_init = true;
    while (true) {
        if (!loop_init) {
            int _e44 = k;
            k = _e44 + 1;
        }
        loop_init = false;
        int _e29 = k;
        if (_e29 < 8) {
        } else {
            break;
        }
        {
            inner = 0;
            while (true) {
                int _e35 = inner;
                inner = _e35 + 1;
                int _e37 = inner;
                int _e38 = k;
                if (_e37 > _e38) {
                    break;
                }
            }
            int _e40 = acc;
            int _e41 = inner;
            acc = _e40 + _e41;
        }
    }
    if (i >= 32u) {
        return;
    }
    int _e50 = acc;
    uint _e53 = collatz(i + 1u);
    uint _e56 = halving_steps(i);
    out[i] = (_e50 + int(_e53)) + int(_e56);
    return;
}
