// <simd/simd.h>: the vector types MSL shares with the host; all of them
// come from <metal_stdlib>.
#pragma once
#include "../metal_stdlib"
