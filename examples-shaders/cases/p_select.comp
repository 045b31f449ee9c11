#version 450
// Selection: ?:, per-component mix with a bool vector, any/all, and bool vectors converted to uint (1 per true lane).
layout(local_size_x = 4) in;
layout(std430, binding = 0) readonly buffer BIn { ivec4 v[]; } In;
layout(std430, binding = 1) buffer BOut { uvec4 v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    ivec4 v = In.v[i];
    bvec4 neg = lessThan(v, ivec4(0));
    Out.v[i * 3u + 0u] = uvec4(neg);
    Out.v[i * 3u + 1u] = uvec4(mix(v * 2, -v, neg));
    uint flags = (any(neg) ? 1u : 0u) | (all(notEqual(v, ivec4(0))) ? 2u : 0u) | (v.x > v.w ? 4u : 0u);
    Out.v[i * 3u + 2u] = uvec4(flags, uint(v.y == v.z), uint(max(v.x, v.y)), uint(min(v.z, v.w)));
}
