// C-style spellings DXC accepts: the `struct` keyword before a declared
// struct's name (`struct Light l;`, at file scope and in a function), and
// a parameter without a name, which the function cannot read (an
// overload told apart by its type alone).
struct Light {
    float3 color;
    float intensity;
};

struct Light g_fallback;

float weight(float, float w) { return w; }
float weight(int) { return 1; }

float4 main(float4 pos : SV_Position) : SV_Target {
    struct Light l;
    l.color = float3(1, 0.5, 0.25);
    l.intensity = weight(pos.x, 2) + weight(3);
    return float4(l.color * l.intensity, 1) + float4(g_fallback.color, 0);
}
