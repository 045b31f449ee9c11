// A struct built by a constructor call, `S(a, b, …)`: its arguments fill
// the members' components in order, as an initializer list `{a, b, …}` does
// (glslang's HLSL front-end accepts the call form; nested structs and
// vectors are flattened the same way).
struct Light
{
    float3 direction;
    float intensity;
};

struct Output
{
    float4 color;
    Light light;
    float2 scale;
};

Output Make(float4 c)
{
    return Output(c, Light(float3(0, 1, 0), 2.0), 0.5, 4.0);
}

float4 main(float4 pos : SV_Position) : SV_Target
{
    Output o = Make(pos * 0.001);
    Light l = Light(o.light.direction.zyx, o.light.intensity + 1);
    o.color.rgb *= l.direction * l.intensity * o.scale.x;
    return o.color;
}
