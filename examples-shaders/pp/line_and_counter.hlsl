// `__LINE__`, `__COUNTER__` and `#line` as integer constants.
#define SLOT __COUNTER__

RWStructuredBuffer<uint> lines : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    lines[SLOT] = __LINE__;
    lines[SLOT] = __LINE__;
#line 100
    lines[SLOT] = __LINE__;
}
