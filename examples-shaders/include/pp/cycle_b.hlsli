#include "cycle_a.hlsli"
float from_b() { return 2.0; }
