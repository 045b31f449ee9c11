#version 450
// Transcendental and rounding built-ins at points whose values are known:
// compared within an absolute tolerance (GPUs, and Metal's fast math, do
// not round these correctly), while the rounding functions must be exact.
layout(local_size_x = 1) in;
layout(std430, binding = 0) readonly buffer BX { float v[]; } X;
layout(std430, binding = 1) buffer BO { float v[]; } Out;
layout(std430, binding = 2) buffer BR { float v[]; } R;

void main()
{
    float x = X.v[0];   // 2.0
    float y = X.v[1];   // -1.5
    Out.v[0] = sqrt(x);
    Out.v[1] = inversesqrt(x * 2.0);
    Out.v[2] = exp2(x + 1.5);
    Out.v[3] = log2(x * 5.0);
    Out.v[4] = sin(x * 0.25);
    Out.v[5] = cos(x);
    Out.v[6] = pow(x, 0.5 + x);
    Out.v[7] = atan(x, y);
    R.v[0] = floor(y);
    R.v[1] = ceil(y);
    R.v[2] = roundEven(x + 0.5);
    R.v[3] = y - floor(y);
    R.v[4] = trunc(y);
    R.v[5] = abs(y) * sign(y);
    R.v[6] = clamp(y, -1.0, 1.0);
    R.v[7] = mix(x, y, 0.25);
    R.v[8] = -7.5 - x * trunc(-7.5 / x);
    R.v[9] = clamp(x, 0.0, 1.0);
}
