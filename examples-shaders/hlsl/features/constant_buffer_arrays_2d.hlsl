// A two-dimensional array of constant buffers is one buffer per element,
// taking consecutive registers row by row (`lights[1][0]` is the third);
// an index that is not a constant picks among them at run time.
struct Light {
    float4 color;
    float4 direction;
};

ConstantBuffer<Light> lights[2][2] : register(b0);

cbuffer Frame : register(b4) {
    uint row;
    uint column;
};

float4 main(float3 normal : NORMAL) : SV_Target {
    float4 fixedLight = lights[1][0].color * saturate(dot(normal, lights[1][0].direction.xyz));
    float4 picked = lights[row][column].color;
    return fixedLight + picked;
}
