// One struct in a constant buffer (16-byte rows, padded arrays) and in
// structured buffers (tight packing): loads and stores convert between
// the two layouts member by member, nested structs and arrays included.
struct Inner { float2 a; float b; };
struct Light { float3 Position; float Radius; float Weights[3]; Inner In; float3 Color; };
cbuffer Scene : register(b0) { Light Sun; uint Count; };
StructuredBuffer<Light> Lights : register(t0);
RWStructuredBuffer<Light> Out : register(u0);
AppendStructuredBuffer<Light> Visible : register(u1);
[numthreads(8,1,1)]
void main(uint3 id : SV_DispatchThreadID) {
  Light l = Lights[id.x];
  l.Radius += Sun.Radius + Lights[id.x].Weights[2] + Lights[id.x].In.b;
  Out[id.x] = l;
  Out[id.x].Weights[1] = Sun.Weights[0];
  Out[id.x].In = Sun.In;
  if (l.Radius > 1) Visible.Append(Sun);
}
