// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
};

struct type_Params {
    uint count;
    metal::packed_uint3 pad;
};
typedef uint type_2[1];
struct type_3 {
    uint inner[256];
};
