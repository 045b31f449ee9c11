// Casts to arrays and structs, as DXC casts to an aggregate: the value is
// flattened to its scalars in memory order and the target takes the first
// ones it needs, each converted; a scalar fills every scalar of the target
// (`(Light)0` is the zero value), as a `float1` fills a matrix. A value
// with fewer scalars is an error.
struct Light {
    float3 color;
    float intensity;
};

struct Pair {
    int2 ab;
    uint c;
};

cbuffer Params : register(b0) {
    int4 counts[3];
    float4 packed;
};

float4 main(float4 pos : SV_Position) : SV_Target {
    float4 asFloats[2] = (float4[2])counts;
    float2 halves[4] = (float2[4])counts;
    int firstTwo[2] = (int[2])counts;
    Light fromVector = (Light)packed;
    Light filled = (Light)0.5;
    Light none = (Light)0;
    Pair p = (Pair)asFloats[1];
    Light same = (Light)fromVector;
    float2x2 spread = (float2x2)float1(0.25);
    return asFloats[0] + float4(halves[3], firstTwo[1], p.c) + float4(filled.color + none.color, same.intensity + spread[1].y);
}
