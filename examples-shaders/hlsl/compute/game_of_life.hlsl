// Conway's game of life on a wrapping uint grid in two textures.
Texture2D<uint> Current : register(t0);
RWTexture2D<uint> Next : register(u0);

cbuffer GridSize : register(b0)
{
    int2 Size;
};

[numthreads(8, 8, 1)]
void main(int3 id : SV_DispatchThreadID)
{
    if (id.x >= Size.x || id.y >= Size.y)
        return;
    int neighbours = 0;
    for (int dy = -1; dy <= 1; dy++)
    {
        for (int dx = -1; dx <= 1; dx++)
        {
            if (dx == 0 && dy == 0)
                continue;
            int2 p = (id.xy + int2(dx, dy) + Size) % Size;
            neighbours += Current.Load(int3(p, 0)) != 0 ? 1 : 0;
        }
    }
    uint alive = Current[id.xy];
    Next[id.xy] = (neighbours == 3 || (alive != 0 && neighbours == 2)) ? 1 : 0;
}
