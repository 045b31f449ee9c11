#version 450
// Helpers: out and inout parameters, early return, a struct returned by value.
layout(local_size_x = 8) in;
layout(std430, binding = 0) readonly buffer BIn { float v[]; } In;
layout(std430, binding = 1) buffer BOut { float v[]; } Out;

struct Pair { float lo; float hi; };

Pair order(float a, float b)
{
    Pair p;
    if (a < b) {
        p.lo = a;
        p.hi = b;
        return p;
    }
    p.lo = b;
    p.hi = a;
    return p;
}

void split(float x, out float whole, out float part)
{
    whole = floor(x);
    part = x - whole;
}

void accumulate(inout float sum, float x, float weight)
{
    sum += x * weight;
}

void main()
{
    uint i = gl_GlobalInvocationID.x;
    float a = In.v[i];
    float b = In.v[7u - i];
    Pair p = order(a, b);
    float w, f;
    split(a, w, f);
    float s = 1.0;
    accumulate(s, a, 2.0);
    accumulate(s, b, -0.5);
    Out.v[i * 5u + 0u] = p.lo;
    Out.v[i * 5u + 1u] = p.hi;
    Out.v[i * 5u + 2u] = w;
    Out.v[i * 5u + 3u] = f;
    Out.v[i * 5u + 4u] = s;
}
