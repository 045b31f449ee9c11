// [[vk::offset]] places a member on top of the one before it.
struct S { float a; [[vk::offset(0)]] float b; };
StructuredBuffer<S> s;
RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)] void main() { o[0] = s[0].a + s[0].b; }
