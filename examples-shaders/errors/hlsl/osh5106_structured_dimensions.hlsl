// Metal cannot query a structured buffer length.
StructuredBuffer<float> input;
RWStructuredBuffer<uint> o;
[numthreads(1,1,1)] void main() { uint n, stride; input.GetDimensions(n, stride); o[0] = n; }
