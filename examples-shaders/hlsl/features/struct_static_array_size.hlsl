// A struct's static constant may size one of its members (HLSL 2021), and
// a derived struct keeps the sized member from its base.
struct Probe {
    static const uint kCoefficients = 4;
    float4 coefficients[kCoefficients];
};

struct WeightedProbe : Probe {
    float4 weight;
};

RWStructuredBuffer<WeightedProbe> probes : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    WeightedProbe p = probes[id.x];
    for (uint i = 0; i < Probe::kCoefficients; i++) {
        p.coefficients[i] *= p.weight;
    }
    probes[id.x] = p;
}
