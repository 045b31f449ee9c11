// Typed Buffer<T>/RWBuffer<T> loads and stores.
Buffer<float4> Positions : register(t0);
Buffer<uint> Indices : register(t1);
RWBuffer<float4> Transformed : register(u0);

cbuffer Xform : register(b0)
{
    float4x4 M;
};

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint index = Indices[id.x];
    float4 p = Positions.Load(index);
    Transformed[id.x] = mul(M, p);
}
