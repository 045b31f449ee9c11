#version 450
// Constants computed from a specialization constant (SPIR-V's
// OpSpecConstantOp) follow the value the host specializes: `scale` and
// `mode` are evaluated from `count` when the function runs, never folded
// with its default of 10. `taps` sizes an array, which Metal cannot
// specialize, so the array takes the default.
layout(constant_id = 0) const uint count = 10u;
layout(constant_id = 1) const int taps = 4;
const uint mode = count > 20u ? 30u : 50u;
const float scale = float(count) * 0.5;

layout(location = 0) in vec2 vUv;
layout(location = 0) out vec4 FragColor;

void main()
{
    float weights[taps];
    for (int i = 0; i < taps; i++) {
        weights[i] = scale * float(i);
    }
    FragColor = vec4(float(mode), scale, weights[taps - 1], vUv.x);
}
