// A local `const` integer with a constant initializer sizes a local array,
// as it does in DXC (here 8 and 8 by 4).
float4 main(float4 pos : SV_Position) : SV_Target {
    const uint taps = 4 * 3 - 4;
    float weights[taps];
    float grid[taps][4];
    for (uint i = 0; i < taps; i++) {
        weights[i] = 1.0 / (i + 1);
        grid[i][i % 4] = weights[i];
    }
    return float4(weights[taps - 1], grid[2][2], pos.xy);
}
