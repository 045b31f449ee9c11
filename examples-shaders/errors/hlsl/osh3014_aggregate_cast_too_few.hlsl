// A cast to an aggregate needs at least as many scalars as the target
// holds: a float2 cannot fill a float4[2].
float4 main(float2 uv : TEXCOORD0) : SV_Target {
    float4 rows[2] = (float4[2])uv;
    return rows[0];
}
