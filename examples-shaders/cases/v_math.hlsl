// Transcendental and rounding intrinsics at points whose values are known:
// compared within an absolute tolerance (GPUs, and Metal's fast math, do
// not round these correctly), while the rounding functions must be exact.
StructuredBuffer<float> X : register(t0);
RWStructuredBuffer<float> Out : register(u0);
RWStructuredBuffer<float> R : register(u1);

[numthreads(1, 1, 1)]
void main()
{
    float x = X[0];   // 2.0
    float y = X[1];   // -1.5
    Out[0] = sqrt(x);
    Out[1] = rsqrt(x * 2.0);
    Out[2] = exp2(x + 1.5);
    Out[3] = log2(x * 5.0);
    Out[4] = sin(x * 0.25);
    Out[5] = cos(x);
    Out[6] = pow(x, 0.5 + x);
    Out[7] = atan2(x, y);
    R[0] = floor(y);
    R[1] = ceil(y);
    R[2] = round(x + 0.5);
    R[3] = frac(y);
    R[4] = trunc(y);
    R[5] = abs(y) * sign(y);
    R[6] = clamp(y, -1.0, 1.0);
    R[7] = lerp(x, y, 0.25);
    R[8] = fmod(-7.5, x);
    R[9] = saturate(x);
}
