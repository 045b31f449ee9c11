// Two headers that include each other without a guard (OSH1013).
#include "pp/cycle_a.hlsli"

[numthreads(1, 1, 1)]
void main() {}
