#version 450
// Nested structs, a fixed array member and per-element structs in a storage buffer.
layout(local_size_x = 3) in;
struct Inner { vec2 ab; uint tag; };
struct Item { Inner inner; float vals[3]; int k; };
layout(std430, binding = 0) readonly buffer BIn { Item items[]; } In;
layout(std430, binding = 1) buffer BOut { float v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    Item it = In.items[i];
    float s = it.vals[0] + it.vals[1] * 2.0 + it.vals[2] * 3.0;
    Out.v[i * 3u + 0u] = it.inner.ab.x * it.inner.ab.y + s;
    Out.v[i * 3u + 1u] = float(it.inner.tag) - float(it.k);
    Out.v[i * 3u + 2u] = it.vals[it.inner.tag % 3u];
}
