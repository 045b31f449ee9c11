// Buffers as function parameters. Metal gives each buffer its own
// argument, so a helper that takes a buffer is lowered once per buffer it
// is called with (`sum_first`, twice here), each copy reading its buffer
// directly; a buffer parameter passed on to another helper stays that
// buffer. Structured, byte-address and append buffers; a
// `ConstantBuffer<T>` parameter (or local) is its `T`, a copy of the
// read-only contents.
struct Item {
    float value;
    uint flags;
};

StructuredBuffer<Item> itemsA : register(t0);
StructuredBuffer<Item> itemsB : register(t1);
RWByteAddressBuffer counters : register(u0);
AppendStructuredBuffer<float> survivors : register(u1);
struct Tuning {
    float bias;
    float scale;
};
ConstantBuffer<Tuning> tuning : register(b0);

float read_value(StructuredBuffer<Item> items, uint i) {
    return items[i].value;
}

float sum_first(StructuredBuffer<Item> items, uint n) {
    float total = 0;
    for (uint i = 0; i < n; i++) {
        total += read_value(items, i);
    }
    return total;
}

void count(RWByteAddressBuffer buf, uint slot, uint amount) {
    uint previous;
    buf.InterlockedAdd(slot * 4, amount, previous);
}

float scaled(ConstantBuffer<Tuning> t, float v) {
    ConstantBuffer<Tuning> alias = t;
    return v * alias.scale;
}

void keep(AppendStructuredBuffer<float> outBuf, float v) {
    if (v > tuning.bias) {
        outBuf.Append(v);
    }
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float a = sum_first(itemsA, 4);
    float b = sum_first(itemsB, 2);
    count(counters, id.x % 4, 1);
    keep(survivors, scaled(tuning, a - b));
}
