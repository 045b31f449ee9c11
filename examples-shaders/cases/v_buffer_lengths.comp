#version 450
// The lengths of runtime-sized buffers, which Metal cannot query: the host
// passes the buffers' byte sizes (reflection's `bufferSizes`), and
// `.length()` divides by the stride.
layout(local_size_x = 1) in;
layout(std430, binding = 0) readonly buffer BRecs { uvec2 v[]; } Recs;
layout(std430, binding = 1) readonly buffer BRaw { uint w[]; } Raw;
layout(std430, binding = 2) buffer BOut { uint v[]; } Out;

// A helper that reads a length receives the sizes buffer too.
uint sum_x()
{
    uint s = 0u;
    for (int i = 0; i < Recs.v.length(); ++i)
        s += Recs.v[i].x;
    return s;
}

void main()
{
    uint n = uint(Recs.v.length());
    uint bytes = uint(Raw.w.length()) * 4u;
    uint s = 0u;
    for (uint i = 0u; i < n; ++i)
        s += Recs.v[i].y;
    Out.v[0] = n;
    Out.v[1] = 8u;
    Out.v[2] = bytes;
    Out.v[3] = uint(Out.v.length());
    Out.v[4] = 4u;
    Out.v[5] = s;
    Out.v[6] = Raw.w[bytes / 4u - 1u];
    Out.v[7] = sum_x();
    Out.v[8] = n * 8u;
}
