// `++x` and `--x` are `x` itself after the step (an lvalue, as in C++), so
// they can be an `out`/`inout` argument or be assigned to; `x++` is the
// old value. With counts[0] = 5: bump(++counts[0]) steps it to 6, passes
// 6 in and stores 6 * 2 = 12 back; (--counts[1]) = 9 steps counts[1] and
// then overwrites it with 9; y = counts[2]++ reads the old value.
RWStructuredBuffer<int> counts : register(u0);

void bump(inout int v)
{
    v *= 2;
}

[numthreads(1, 1, 1)]
void main()
{
    int a[3] = { counts[0], counts[1], counts[2] };
    bump(++a[0]);
    (--a[1]) = 9;
    int y = a[2]++;
    counts[0] = a[0];
    counts[1] = a[1];
    counts[2] = a[2] + y;
}
