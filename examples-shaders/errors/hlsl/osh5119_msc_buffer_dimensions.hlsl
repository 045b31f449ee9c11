// GetDimensions on a structured buffer under `msc`: MSC's top-level argument
// buffer has no slot for the buffer of buffer sizes.
StructuredBuffer<float> input : register(t0);
RWStructuredBuffer<uint> o : register(u0);
[numthreads(1, 1, 1)] void main() { uint n, stride; input.GetDimensions(n, stride); o[0] = n; }
