// Templated byte-address loads and stores of 64-bit integers and bools:
// a `uint64_t` is two 32-bit words, the low one first (so an address
// needs only 4-byte alignment, as DXC reads it), a `uint64_t2` four
// words, an `int64_t` the same bits signed; a `bool` is a word, nonzero
// for true, and `true` is stored as 1.
ByteAddressBuffer Input : register(t0);
RWByteAddressBuffer Output : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint at = id.x * 32;
    uint64_t a = Input.Load<uint64_t>(at);
    uint64_t2 b = Input.Load<uint64_t2>(at + 8);
    int64_t c = Input.Load<int64_t>(at + 24);
    bool2 flags = Input.Load<bool2>(at + 4);
    Output.Store<uint64_t>(at, a + b.x + b.y);
    Output.Store<int64_t>(at + 8, flags.x ? -c : c);
    Output.Store(at + 16, flags);
}
