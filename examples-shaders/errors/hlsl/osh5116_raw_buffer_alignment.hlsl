// `vk::RawBufferLoad` promises 4-byte alignment unless told otherwise; the
// `uint64_t` in `Link` needs 8 in Metal (no packed form exists for it), so
// reading a `Link` at such an address would be a misaligned access. Passing 8
// as the alignment, `vk::RawBufferLoad<Link>(address, 8)`, fixes it.
struct Link {
    uint64_t next;
    float weight;
    float spare;
};

[[vk::push_constant]] struct { uint64_t address; } pc;

RWStructuredBuffer<float> result;

[numthreads(1, 1, 1)]
void main() {
    Link l = vk::RawBufferLoad<Link>(pc.address);
    result[0] = l.weight;
}
