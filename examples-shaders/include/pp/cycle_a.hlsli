// Includes cycle_b.hlsli, which includes this file again: no guard, so a cycle.
#include "cycle_b.hlsli"
float from_a() { return 1.0; }
