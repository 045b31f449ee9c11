// Integer and bool matrices translate as arrays of their rows, except in a
// buffer, where their lines would have to follow the buffer's matrix layout
// (D3D's column-major default, row_major, -Zpr): not built yet.
cbuffer Params : register(b0)
{
    int2x3 offsets;
    float4 scale;
};

float4 main(float4 p : SV_Position) : SV_Target
{
    return scale * p;
}
