#version 450
// Switch forms: fall-through chains, default in the middle, a switch in a loop.
layout(local_size_x = 8) in;
layout(std430, binding = 0) readonly buffer BIn { int v[]; } In;
layout(std430, binding = 1) buffer BOut { int v[]; } Out;

int classify(int v)
{
    int r = 0;
    switch (v) {
    case -1:
        r += 1;
    case 0:
        r += 2;
        break;
    default:
        r += 100;
    case 5:
        r += 5;
    case 6:
        r += 6;
        break;
    case 9:
        return -9;
    }
    return r;
}

void main()
{
    uint i = gl_GlobalInvocationID.x;
    int v = In.v[i];
    int total = 0;
    for (int k = 0; k < 4; k++) {
        switch (k) {
        case 0:
            total += classify(v);
            break;
        case 2:
            total += classify(v + k) * 3;
            break;
        default:
            total -= 1;
            break;
        }
    }
    Out.v[i * 2u + 0u] = classify(v);
    Out.v[i * 2u + 1u] = total;
}
