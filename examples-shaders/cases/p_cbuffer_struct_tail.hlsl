// D3D constant-buffer packing around structs: a struct starts a register,
// and the member after it packs into the struct's last register when it
// fits (DXC's and FXC's layout). The case's bytes are laid out by the
// reference compiler, so a member read at another offset reads another value.
struct One { float x; };
struct Pair { float2 a; float b; };

cbuffer Tail : register(b0)
{
    float head;     // 0
    One one;        // 16: a struct starts a register; ends at 20
    float post;     // 20: in the struct's register
    Pair pair;      // 32; a at 32, b at 40; ends at 44
    float2 two;     // 48: would straddle at 44
    One ones[2];    // 64 and 80; the last ends at 84
    float last;     // 84
};
RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    Out[0] = head; Out[1] = one.x; Out[2] = post; Out[3] = pair.a.x;
    Out[4] = pair.a.y; Out[5] = pair.b; Out[6] = two.x; Out[7] = two.y;
    Out[8] = ones[0].x; Out[9] = ones[1].x; Out[10] = last;
}
