// Integer and bool matrices translate as arrays of their rows, in a buffer
// too when it stores them row-major (`row_major`, -Zpr). Stored
// column-major (D3D's default), their rows would be gathered from the
// stored columns: not built yet.
cbuffer Params : register(b0)
{
    int2x3 offsets;
    float4 scale;
};

float4 main(float4 p : SV_Position) : SV_Target
{
    return scale * p;
}
