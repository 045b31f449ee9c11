#version 450
#extension GL_ARB_gpu_shader_int64 : require
// 64-bit integers (Metal's long and ulong): scalars in a buffer, vectors in
// locals, 64-bit literals kept whole (`l`, `ul`), a 64-bit specialization
// constant (a `long` function constant), and conversions both ways.
layout(local_size_x = 64) in;
layout(constant_id = 0) const int64_t kSeed = -7l;
layout(std430, binding = 0) buffer Hashes {
    uint64_t total;
    int64_t values[];
};

uint64_t mix64(uint64_t h) {
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdul;
    h ^= h >> 33;
    return h;
}

void main() {
    uint i = gl_GlobalInvocationID.x;
    i64vec2 pair = i64vec2(int64_t(i), kSeed) * 3l;
    u64vec2 wide = u64vec2(pair) + u64vec2(999999999999999999ul, 1ul);
    values[i] = pair.x + pair.y + int64_t(mix64(wide.x) >> 40);
    if (i == 0u) {
        total = uint64_t(kSeed) + wide.y;
    }
}
