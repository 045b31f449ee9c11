// Two kernels in one MSL file that measure different buffers through a shared
// helper: under `singleFile` the buffer of sizes lists every buffer either
// kernel measures, in one order, so the helper reads the same element in both.
StructuredBuffer<uint> a : register(t0);
StructuredBuffer<uint2> b : register(t1);
RWStructuredBuffer<uint> o : register(u0);

uint count_b()
{
    uint n, stride;
    b.GetDimensions(n, stride);
    return n;
}

[numthreads(1, 1, 1)]
void first()
{
    o[0] = count_b();
}

[numthreads(1, 1, 1)]
void second()
{
    uint n, stride;
    a.GetDimensions(n, stride);
    o[1] = n + count_b();
}
