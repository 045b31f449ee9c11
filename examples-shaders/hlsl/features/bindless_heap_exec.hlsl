// metal4-bindless, executed (tools/exec-parity/tests/bindless.rs): every
// thread samples, loads and measures textures it picks by index from the
// heaps, with a sampler it picks too, and writes through a GPU address and
// into a writable texture from the heap. Compiled with DIRECT defined it is
// the same kernel over bound resources (`direct`), whose results must agree.
struct Root {
    uint64_t output;      // 3 float4 per thread: sampled, loaded, size
    uint firstTexture;    // heap index of the kernel's texture 0 (direct: register t0)
    uint firstSampler;    // heap index of the point sampler; the linear one follows
    uint target;          // heap index of the writable r32float texture
    uint pad;
};
[[vk::push_constant]] Root root;

#ifdef DIRECT
Texture2D<float4> texture0 : register(t0);
Texture2D<float4> texture1 : register(t1);
Texture2D<float4> texture2 : register(t2);
RWTexture2D<float> target : register(u0);
SamplerState pointClamp : register(s0);
SamplerState linearClamp : register(s1);

float4 sample_with(Texture2D<float4> t, uint s, float2 uv) {
    if (s == 0) {
        return t.SampleLevel(pointClamp, uv, 0);
    }
    return t.SampleLevel(linearClamp, uv, 0);
}

float4 sample_texture(uint t, uint s, float2 uv) {
    if (t == 0) {
        return sample_with(texture0, s, uv);
    }
    if (t == 1) {
        return sample_with(texture1, s, uv);
    }
    return sample_with(texture2, s, uv);
}

float4 load_texture(uint t, int2 xy) {
    if (t == 0) {
        return texture0.Load(int3(xy, 0));
    }
    if (t == 1) {
        return texture1.Load(int3(xy, 0));
    }
    return texture2.Load(int3(xy, 0));
}

uint2 texture_size(uint t) {
    uint w, h;
    if (t == 0) {
        texture0.GetDimensions(w, h);
    } else if (t == 1) {
        texture1.GetDimensions(w, h);
    } else {
        texture2.GetDimensions(w, h);
    }
    return uint2(w, h);
}

void store_target(uint x, float v) {
    target[uint2(x, 0)] = v;
}
#else
float4 sample_texture(uint t, uint s, float2 uv) {
    Texture2D<float4> tex = ResourceDescriptorHeap[NonUniformResourceIndex(root.firstTexture + t)];
    SamplerState smp = SamplerDescriptorHeap[NonUniformResourceIndex(root.firstSampler + s)];
    return tex.SampleLevel(smp, uv, 0);
}

float4 load_texture(uint t, int2 xy) {
    Texture2D<float4> tex = ResourceDescriptorHeap[NonUniformResourceIndex(root.firstTexture + t)];
    return tex.Load(int3(xy, 0));
}

uint2 texture_size(uint t) {
    Texture2D<float4> tex = ResourceDescriptorHeap[NonUniformResourceIndex(root.firstTexture + t)];
    uint w, h;
    tex.GetDimensions(w, h);
    return uint2(w, h);
}

void store_target(uint x, float v) {
    RWTexture2D<float> target = ResourceDescriptorHeap[root.target];
    target[uint2(x, 0)] = v;
}
#endif

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint t = i % 3;
    uint s = (i >> 2) & 1;
    float2 uv = float2(0.5, (i & 1) != 0 ? 0.75 : 0.25);
    float4 sampled = sample_texture(t, s, uv);
    float4 loaded = load_texture((t + 1) % 3, int2(i & 1, (i >> 1) & 1));
    uint2 size = texture_size(t);
    vk::RawBufferStore<float4>(root.output + i * 48, sampled);
    vk::RawBufferStore<float4>(root.output + i * 48 + 16, loaded);
    vk::RawBufferStore<float4>(root.output + i * 48 + 32, float4(size, 0, 1));
    store_target(i, sampled.x + loaded.x);
}
