// Append buffers are not supported yet.
AppendStructuredBuffer<uint> items;
[numthreads(1,1,1)] void main() { items.Append(1); }
