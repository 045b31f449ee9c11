#version 450
// interpolateAtCentroid/Sample/Offset: Metal's pull-model interpolation.
// Each input interpolated somewhere is an `interpolant<T, ...>` in the
// [[stage_in]] struct (read at its own qualifier's position where the
// shader reads it plainly); the functions that interpolate it take a
// reference to that interpolant. An argument may name an element, a struct
// or block member or a matrix column of an input (constant indices), then
// components; a `flat` input is its value. GLSL's offset is from the
// pixel's center, Metal's from its corner: offset + 0.5. Warning OSH5233:
// the device must support pull-model interpolation.
struct Light { vec3 dir; vec2 uv[2]; };

layout(location = 0) in vec4 color;
layout(location = 1) flat in vec4 flat_color;
layout(location = 2) noperspective in vec2 screen;
layout(location = 3) centroid in Light light;
layout(location = 6) in VertexData { vec3 normal; mat2 rot; } vd;

layout(location = 0) out vec4 frag;

vec4 shade(vec2 offset) {
    return interpolateAtOffset(color, offset) + interpolateAtCentroid(flat_color);
}

void main() {
    vec4 c = shade(vec2(-0.25, 0.25));
    c.xy += interpolateAtSample(screen, gl_SampleID);
    c.xyz += interpolateAtCentroid(light.dir) + interpolateAtOffset(vd.normal, vec2(0.125)).zyx;
    c.zw += interpolateAtSample(light.uv[1], 2).yx + interpolateAtCentroid(vd.rot[1]) + light.uv[0];
    frag = c + interpolateAtCentroid(color.zyxw).wzyx;
}
