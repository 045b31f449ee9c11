// An array of column-major matrices read from a constant buffer is
// transposed element by element into function memory, where matrices are
// row-major; storing it back into a structured buffer transposes again.
cbuffer Data : register(b0) {
    float    scalars[4];
    float4   vectors[2];
    float2x3 matrices[2];
};

struct Copy {
    float4   vectors[2];
    float2x3 matrices[2];
    float    scalars[4];
};

RWStructuredBuffer<Copy> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Copy c;
    c.scalars = scalars;
    c.vectors = vectors;
    c.matrices = matrices;
    c.matrices[1][0].z += c.scalars[0];
    Out[id.x] = c;
}
