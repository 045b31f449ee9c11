// Pull-model interpolation: EvaluateAttributeAtSample, EvaluateAttributeCentroid
// and EvaluateAttributeSnapped read a fragment input at another position,
// Metal's `interpolant<T, …>` (MSL 2.3) with interpolate_at_sample,
// interpolate_at_centroid and interpolate_at_offset. A snapped offset is in
// 1/16 pixel from the pixel's center (each component's low 4 bits, signed);
// Metal's is in pixels from the upper-left corner: offset / 16 + 0.5. An
// input read this way is an interpolant everywhere: its plain reads are
// interpolate_at_center() (interpolate_at_centroid() when declared centroid).
// Warning OSH5233: the device must support pull-model interpolation.
struct PSIn {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
    centroid float3 normal : NORMAL;
    noperspective float depth : DEPTH;
    nointerpolation int2 jitter : JITTER;
};

float4 main(PSIn i, uint sampleIndex : SV_SampleIndex) : SV_Target {
    float2 atSample = EvaluateAttributeAtSample(i.uv, sampleIndex);
    float3 atCentroid = EvaluateAttributeCentroid(i.normal);
    float2 snapped = EvaluateAttributeSnapped(i.uv, int2(-8, 7));
    float jittered = EvaluateAttributeSnapped(i.depth, i.jitter);
    float y = EvaluateAttributeAtSample(i.uv.y, 0);
    int2 flat = EvaluateAttributeCentroid(i.jitter); // the same everywhere
    return float4(atSample + snapped + i.uv, jittered + y + flat.x, 1) * float4(atCentroid + i.normal, 1);
}
