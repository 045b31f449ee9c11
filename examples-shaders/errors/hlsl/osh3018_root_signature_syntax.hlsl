// Under msc a root signature the parser cannot read is OSH3018 at the
// attribute (the other binding models leave it unread).
RWStructuredBuffer<uint> o : register(u0);
[RootSignature("UAV(u0) DescriptorTable(SRV(t0))")]
[numthreads(1, 1, 1)]
void main() { o[0] = 1; }
