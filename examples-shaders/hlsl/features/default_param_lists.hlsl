// A parameter's default value may be an initializer list of its type
// (an array or a struct), filled in at each call that leaves it out.
struct Range {
    float lo;
    float hi;
};

float remap(float x, Range r = { 0.0, 1.0 }, float weights[2] = { 0.25, 0.75 }) {
    float t = saturate((x - r.lo) / (r.hi - r.lo));
    return t * weights[1] + weights[0];
}

float4 main(float4 pos : SV_Position) : SV_Target {
    Range wide = { -1.0, 2.0 };
    return float4(remap(pos.x), remap(pos.y, wide), 0, 1);
}
