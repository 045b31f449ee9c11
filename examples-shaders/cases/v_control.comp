#version 450
// Control flow: a switch whose cases fall through, a loop with continue and
// break, and a data-dependent while loop (Collatz steps).
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer BO { uint v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;

    uint acc = 0u;
    switch (i % 4u) {
    case 0u:
        acc += 1u;   // falls through into case 1
    case 1u:
        acc += 10u;
        break;
    case 2u:
        acc += 100u; // falls through into default
    default:
        acc += 1000u;
        break;
    }

    uint s = 0u;
    for (uint k = 0u; k < 10u; ++k) {
        if (k == i)
            continue;
        if (k > i + 3u)
            break;
        s += k;
    }

    uint n = i + 1u;
    uint steps = 0u;
    while (n != 1u && steps < 100u) {
        if ((n & 1u) == 0u)
            n = n / 2u;
        else
            n = 3u * n + 1u;
        steps++;
    }

    Out.v[i * 3u + 0u] = acc;
    Out.v[i * 3u + 1u] = s;
    Out.v[i * 3u + 2u] = steps;
}
