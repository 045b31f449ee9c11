// FXC prints an infinite float as `1.#INF` and accepts that spelling back;
// shaders dumped from FXC output carry it. It is the float with bits
// 0x7f800000 (naga IR has no infinite literal), negated by a `-` before it.
float4 main(float4 pos : SV_Position) : SV_Target {
    float nearest = 1.#INF;
    float lowest = -1.#INF;
    nearest = min(nearest, pos.z);
    return float4(nearest, max(lowest, pos.w), 0, 1);
}
