// GetDimensions of sampled textures and storage textures.
Texture2D<float4> tex : register(t0);
Texture2DArray<float4> arr : register(t1);
RWTexture2D<float> img : register(u1);
RWStructuredBuffer<uint4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    if (id.x == 0 && id.y == 0) {
        uint w, h, levels, w1, h1, l1, w2, h2, layers, iw, ih;
        tex.GetDimensions(0, w, h, levels);
        tex.GetDimensions(1, w1, h1, l1);
        arr.GetDimensions(w2, h2, layers);
        img.GetDimensions(iw, ih);
        o[0] = uint4(w, h, w1, h1);
        o[1] = uint4(levels, l1, 0, 0);
        o[2] = uint4(w2, h2, layers, 0);
        o[3] = uint4(iw, ih, 0, 0);
    }
}
