// Locals and parameters of structs holding textures, samplers and buffers.
// Such a value is a set of resources known when compiling: `view.tex` is
// the resource last given to it (an assignment, an initializer list or a
// copy of another struct), so every member access reads a global resource
// directly. A helper taking one is copied once per set of resources it is
// called with (`shade_0` for `gMain`'s, `shade_1` for `swapped`'s, `shade_2`
// for `chosen`'s, reached through `pair`), its data members passed as the
// struct that keeps them. A method of such a struct is a helper whose
// `this` is the struct.
struct View {
    Texture2D<float4> tex;
    SamplerState smp;
    float scale;
};

struct Pair {
    View front;
    StructuredBuffer<float4> weights;
};

struct Counter {
    RWByteAddressBuffer store;

    void bump(uint slot) {
        store.InterlockedAdd(slot * 4, 1);
    }
};

Texture2D<float4> gOther : register(t3);
SamplerState gPoint : register(s3);
StructuredBuffer<float4> gWeights : register(t4);
RWByteAddressBuffer gCounts : register(u0);
View gMain;

float4 shade(View v, float2 uv) {
    return v.tex.Sample(v.smp, uv) * v.scale;
}

float4 weighted(Pair p, float2 uv) {
    return shade(p.front, uv) * p.weights[0];
}

float4 main(float2 uv : TEXCOORD0) : SV_Target {
    View swapped = gMain;
    swapped.tex = gOther;
    swapped.scale = 0.5;

    View chosen = { gOther, gPoint, 2.0 };

    Pair pair;
    pair.front = chosen;
    pair.weights = gWeights;

    Counter counter;
    counter.store = gCounts;
    counter.bump(1);

    return shade(gMain, uv) + shade(swapped, uv) + weighted(pair, uv);
}
