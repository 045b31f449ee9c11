// A method that changes its object, called on a constant-buffer member.
struct Counter { uint Value; void Increment() { Value++; } uint Get() { return Value; } };
cbuffer Params : register(b0) { Counter Frames; };
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = Frames.Get(); Frames.Increment(); }
