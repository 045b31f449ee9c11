// Wrong argument counts (OSH1007), a paste that forms no token (OSH1011) and
// a redefinition with a different body (OSH1012, a warning).
#define MUL2(a, b) ((a) * (b))
#define GLUE(a, b) a ## b
#define LIMIT 4
#define LIMIT 8

RWStructuredBuffer<float> output : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    output[id.x] = MUL2(1.0);
    output[id.x] = GLUE(+, -) 1.0;
    output[id.x] = MUL2(2.0, 3.0
}
