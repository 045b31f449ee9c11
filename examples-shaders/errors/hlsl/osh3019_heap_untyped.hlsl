// A heap element takes its type from the declaration it initializes; used
// anywhere else it has none.
cbuffer Root : register(b0) { uint index; };
float4 main(float2 uv : TEXCOORD0) : SV_Target {
    return ResourceDescriptorHeap[index].Load(int3(0, 0, 0));
}
