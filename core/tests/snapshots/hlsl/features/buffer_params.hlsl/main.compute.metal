#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Item {
    float value;
    uint flags;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Item) == 8, "Item: size");
static_assert(__builtin_offsetof(Item, value) == 0, "Item::value: offset");
static_assert(__builtin_offsetof(Item, flags) == 4, "Item::flags: offset");
#endif

struct Tuning {
    float bias_;
    float scale;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Tuning) == 8, "Tuning: size");
static_assert(__builtin_offsetof(Tuning, bias_) == 0, "Tuning::bias_: offset");
static_assert(__builtin_offsetof(Tuning, scale) == 4, "Tuning::scale: offset");
#endif

float read_value_itemsA(uint i, const device Item* itemsA) {
    return itemsA[i].value;
}

float sum_first_itemsA(uint n, const device Item* itemsA) {
    float total = {};
    uint i = {};
    total = 0.0f;
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!(i < n)) {
                break;
            }
            {
                float _e12 = read_value_itemsA(i, itemsA);
                total = total + _e12;
            }
        }
    }
    return total;
}

float read_value_itemsB(uint i, const device Item* itemsB) {
    return itemsB[i].value;
}

float sum_first_itemsB(uint n, const device Item* itemsB) {
    float total = {};
    uint i = {};
    total = 0.0f;
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!(i < n)) {
                break;
            }
            {
                float _e12 = read_value_itemsB(i, itemsB);
                total = total + _e12;
            }
        }
    }
    return total;
}

void count_counters(uint slot, uint amount, device atomic_uint* counters) {
    uint previous = {};
    uint _e10 = atomic_fetch_add_explicit(&counters[(slot * 4u) >> 2u], amount, memory_order_relaxed);
    previous = _e10;
    return;
}

float scaled(Tuning t, float v) {
    Tuning alias = {};
    alias = t;
    return v * alias.scale;
}

void keep_survivors(float v, device float* survivors, device atomic_uint& survivors_counter, constant Tuning& tuning) {
    if (v > tuning.bias_) {
        {
            uint _e8 = atomic_fetch_add_explicit(&survivors_counter, 1u, memory_order_relaxed);
            survivors[_e8] = v;
        }
    }
    return;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device Item* itemsA [[buffer(0)]],
    const device Item* itemsB [[buffer(1)]],
    device atomic_uint* counters [[buffer(2)]],
    device float* survivors [[buffer(3)]],
    device atomic_uint& survivors_counter [[buffer(4)]],
    constant Tuning& tuning [[buffer(5)]]
) {
    uint3 id_1 = {};
    float a = {};
    float b = {};
    id_1 = id;
    float _e6 = sum_first_itemsA(4u, itemsA);
    a = _e6;
    float _e11 = sum_first_itemsB(2u, itemsB);
    b = _e11;
    count_counters(id_1.x % 4u, 1u, counters);
    float _e26 = scaled(tuning, a - b);
    keep_survivors(_e26, survivors, survivors_counter, tuning);
    return;
}
