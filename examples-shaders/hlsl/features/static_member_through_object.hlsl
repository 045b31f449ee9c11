// `object.k` names the static member `k` of the object's struct, as
// `S::k` does (C++): the object is not read. The entry point carries a
// `numthreads` attribute but the vertex stage is asked for (DXC's
// `-T vs_6_0`): it compiles as a vertex shader, as DXC ignores the
// attribute there.
struct Settings
{
    static const uint Scale = 3;
    uint base;
};

[[vk::push_constant]] Settings settings;
RWStructuredBuffer<uint> results : register(u0);

[numthreads(1, 1, 1)]
void main(uint vid : SV_VertexID)
{
    results[vid] = settings.base * settings.Scale + Settings::Scale;
}
