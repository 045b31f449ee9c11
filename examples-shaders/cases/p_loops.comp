#version 450
// Nested loops with break/continue, a do-while, a data-dependent trip count.
layout(local_size_x = 8) in;
layout(std430, binding = 0) readonly buffer BIn { uint v[]; } In;
layout(std430, binding = 1) buffer BOut { uint v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    uint n = In.v[i];
    uint acc = 0u;
    for (uint a = 0u; a < 6u; a++) {
        if (a == 2u)
            continue;
        for (uint b = 0u; b < n; b++) {
            if (a * b > 12u)
                break;
            acc += a * 10u + b;
        }
    }
    uint m = n;
    uint d = 0u;
    do {
        m = m / 2u;
        d++;
    } while (m > 0u);
    Out.v[i * 2u + 0u] = acc;
    Out.v[i * 2u + 1u] = d;
}
