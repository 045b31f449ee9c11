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
    return r;
}

uint collatz(uint start) {
    uint n = {};
    uint steps = 0u;
    n = start;
    bool loop_init = true;
    while (true) {
        if (!loop_init) {
            steps = steps + 1u;
            uint _e23 = steps;
            if (_e23 > 1000u) {
                break;
            }
        }
        loop_init = false;
        if (n == 1u) {
            break;
        }
        if ((n % 2u) == 0u) {
            n = n / 2u;
            continue;
        }
        n = (3u * n) + 1u;
    }
    return steps;
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
        count = count + 1u;
    }
    return count;
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
        if (j < 4) {
        } else {
            break;
        }
        {
            j = j + 1;
            if (j == 2) {
                continue;
            }
            acc = acc + (((j % 2) == 0) ? (-1) : 1);
        }
    }
    bool loop_init = true;
    while (true) {
        if (!loop_init) {
            k = k + 1;
        }
        loop_init = false;
        if (k < 8) {
        } else {
            break;
        }
        {
            inner = 0;
            while (true) {
                inner = inner + 1;
                if (inner > k) {
                    break;
                }
            }
            acc = acc + inner;
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
