#version 450
// A switch inside a loop: `continue` in a case continues the loop, `break`
// in a case leaves only the switch. Then a nested loop whose inner break
// leaves only the inner loop.
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer BO { uint v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    uint acc = 0u;
    for (uint k = 0u; k < 8u; ++k) {
        switch ((k + i) % 3u) {
        case 0u:
            continue;      // skips the += below
        case 1u:
            acc += 100u;
            break;         // leaves the switch only
        default:
            acc += 1u;
            break;
        }
        acc += 10u;
    }

    uint pairs = 0u;
    for (uint a = 0u; a < 6u; ++a) {
        for (uint b = 0u; b < 6u; ++b) {
            if (b > a)
                break;     // leaves the inner loop only
            if ((a + b + i) % 2u == 0u)
                continue;
            pairs += 1u;
        }
    }

    Out.v[i * 2u + 0u] = acc;
    Out.v[i * 2u + 1u] = pairs;
}
