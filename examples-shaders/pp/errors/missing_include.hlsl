// An include that is in neither the include directories nor the file set (OSH1002).
#include "does_not_exist.hlsli"

[numthreads(1, 1, 1)]
void main() {}
