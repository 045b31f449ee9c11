// Implicit conversions between structs and arrays of the same scalars, which
// DXC accepts as FXC did: a vertex shader returning its input struct as its
// output struct, an array passed where a struct is expected and back, each
// scalar converted in memory order (int to float here).
struct Vertex
{
    float4 position : SV_Position;
    float4 color    : COLOR0;
};

struct Interpolants
{
    float4 position : SV_Position;
    float4 color    : COLOR0;
};

struct Pair
{
    int   index;
    float weight;
};

float weighted(Pair p)
{
    return p.index * p.weight;
}

int first(int2 a[1])
{
    return a[0].x;
}

Interpolants main(Vertex input)
{
    int raw[2] = { 3, 4 };
    Pair p = raw;                 // int[2] -> Pair: the second int becomes a float
    Interpolants o = input;       // Vertex -> Interpolants
    o.color *= weighted(raw);     // an argument converted the same way
    o.color.x += first(p);        // Pair -> int2[1]: the float becomes an int
    return o;
}
