// Raymarched signed-distance scene in a fullscreen pixel shader.
cbuffer RayParams : register(b0)
{
    float3 CameraPos;
    float Time;
    float3x3 CameraBasis;
    float2 Resolution;
};

float SdSphere(float3 p, float r) { return length(p) - r; }
float SdBox(float3 p, float3 b)
{
    float3 q = abs(p) - b;
    return length(max(q, 0.0)) + min(max(q.x, max(q.y, q.z)), 0.0);
}

float Scene(float3 p)
{
    float s = SdSphere(p - float3(sin(Time), 0, 0), 0.5);
    float b = SdBox(p - float3(0, -1, 0), float3(3, 0.1, 3));
    return min(s, b);
}

float3 Normal(float3 p)
{
    const float2 e = float2(0.001, 0);
    return normalize(float3(Scene(p + e.xyy) - Scene(p - e.xyy),
                            Scene(p + e.yxy) - Scene(p - e.yxy),
                            Scene(p + e.yyx) - Scene(p - e.yyx)));
}

float4 main(float4 fragCoord : SV_Position) : SV_Target
{
    float2 uv = (fragCoord.xy * 2 - Resolution) / Resolution.y;
    float3 dir = mul(normalize(float3(uv.x, -uv.y, 1.5)), CameraBasis);
    float t = 0;
    for (int i = 0; i < 96; ++i)
    {
        float d = Scene(CameraPos + dir * t);
        if (d < 0.001 || t > 50)
            break;
        t += d;
    }
    if (t > 50)
        return float4(0.5, 0.7, 1.0, 1);
    float3 n = Normal(CameraPos + dir * t);
    float diff = saturate(dot(n, normalize(float3(1, 2, -1))));
    return float4(diff.xxx * 0.9 + 0.1, 1);
}
