// Helpers that return a resource or a struct holding resources. Metal has
// no resource values, so each call gets a copy of the helper for its
// resources and literal arguments (`pick_0` for `pick(0)`, `pick_1` for
// `pick(1)`), in which a condition on a literal keeps only the branch it
// takes; the one resource the copy returns then replaces the call. A copy
// that does more than return (`output` counts its calls) is still called
// for that, returning nothing; one returning a struct with data members
// (`make`) returns its data part. A helper passing its parameter on to such
// a helper (`twice`) is copied per literal argument too.
struct Stream {
    StructuredBuffer<float4> src;
    RWStructuredBuffer<float4> dst;
    uint count;
};

StructuredBuffer<float4> gA : register(t0);
StructuredBuffer<float4> gB : register(t1);
RWStructuredBuffer<float4> gOut : register(u0);
RWByteAddressBuffer gCalls : register(u1);

StructuredBuffer<float4> pick(int which) {
    if (which == 0)
        return gA;
    return gB;
}

RWStructuredBuffer<float4> output() {
    gCalls.InterlockedAdd(0, 1);
    return gOut;
}

float4 twice(int which, uint i) {
    return pick(which)[i] * 2.0;
}

Stream make(uint n) {
    Stream s;
    s.src = gB;
    s.dst = gOut;
    s.count = n;
    return s;
}

[numthreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    Stream s = make(4);
    RWStructuredBuffer<float4> o = output();
    o[i] = pick(0)[i] + pick(1)[i] + s.src[i % s.count] + twice(0, i);
}
