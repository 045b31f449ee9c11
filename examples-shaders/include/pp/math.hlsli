#pragma once
// Small math helpers; `#pragma once` makes a second include a no-op.

#define SQUARE(x) ((x) * (x))
#define LERP(a, b, t) ((a) + ((b) - (a)) * (t))
#define MAX3(a, b, c) max(max(a, b), c)

float saturate_add(float a, float b)
{
    return saturate(a + b);
}
