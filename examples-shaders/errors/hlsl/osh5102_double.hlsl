// Metal has no double.
RWStructuredBuffer<float> o;
[numthreads(1,1,1)] void main() { double d = 1.0; o[0] = (float)d; }
