// An error inside a macro body points at the use and at the #define.
#define SCALE_BY(v, s) ((v) * undeclared_scale * (s))

RWStructuredBuffer<float> values : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    values[id.x] = SCALE_BY(values[id.x], 2.0);
}
