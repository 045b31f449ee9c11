// The lengths of runtime-sized buffers, which Metal cannot query: the host
// passes the buffers' byte sizes (reflection's `bufferSizes`), and
// GetDimensions divides by the stride (a byte-address buffer's is its size).
StructuredBuffer<uint2> Recs : register(t0);
ByteAddressBuffer Raw : register(t1);
RWStructuredBuffer<uint> Out : register(u0);

// A helper that reads a length receives the sizes buffer too.
uint sum_x()
{
    uint n, stride;
    Recs.GetDimensions(n, stride);
    uint s = 0;
    for (uint i = 0; i < n; ++i)
        s += Recs[i].x;
    return s;
}

[numthreads(1, 1, 1)]
void main()
{
    uint n, stride;
    Recs.GetDimensions(n, stride);
    uint bytes;
    Raw.GetDimensions(bytes);
    uint outCount, outStride;
    Out.GetDimensions(outCount, outStride);
    uint s = 0;
    for (uint i = 0; i < n; ++i)
        s += Recs[i].y;
    Out[0] = n;
    Out[1] = stride;
    Out[2] = bytes;
    Out[3] = outCount;
    Out[4] = outStride;
    Out[5] = s;
    Out[6] = Raw.Load(bytes - 4);
    Out[7] = sum_x();
    Out[8] = n * stride;
}
