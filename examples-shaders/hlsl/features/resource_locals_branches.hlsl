// In an `if` branch the branch names its own resource; after the branch,
// which one the local names would depend on the condition (OSH3021 at such a
// read). A compile-time-constant condition takes its branch as a plain block,
// and a switch on a constant the case it enters, up to its `break`.
#define USE_SECOND 1
ByteAddressBuffer Tables[2] : register(t2);
RWStructuredBuffer<float4> Out : register(u0);
cbuffer Params : register(b0) { uint pick; };

[numthreads(1, 1, 1)]
void copy(uint3 id : SV_DispatchThreadID) {
    ByteAddressBuffer src;
    if (pick > 0) {
        src = Tables[1];
        Out[id.x] = asfloat(src.Load4(id.x * 16));
    } else {
        src = Tables[0];
        Out[id.x] = asfloat(src.Load4(id.x * 16)) * 2;
    }
    ByteAddressBuffer fixed;
    if (USE_SECOND) {
        fixed = Tables[1];
    } else {
        fixed = Tables[0];
    }
    Out[id.x + 1] = asfloat(fixed.Load4(0));
    ByteAddressBuffer chosen;
    switch (USE_SECOND) {
    case 0:
        chosen = Tables[0];
        break;
    default:
        chosen = Tables[1];
        break;
    }
    Out[id.x + 2] = asfloat(chosen.Load4(16));
}
