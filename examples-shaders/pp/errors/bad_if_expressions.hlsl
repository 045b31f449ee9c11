// Malformed `#if` expressions (OSH1008) and unknown directives (OSH1006).
#if (1 + 2
#endif
#if 4 / 0
#endif
#if 1.5 > 1
#endif
#elif_typo 1
#pragma pack_matrix(diagonal)

[numthreads(1, 1, 1)]
void main() {}
