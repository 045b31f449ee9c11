// Offscreen render: two quads, the top half of the target red and the
// bottom half blue, every vertex colour multiplied by a uniform tint.
// Metal's viewport puts clip-space +y at the top row.
struct Tint {
    color: vec4<f32>,
}

struct VertexIn {
    @location(0) pos: vec2<f32>,
    @location(1) color: vec4<f32>,
}

struct VertexOut {
    @builtin(position) clip: vec4<f32>,
    @location(0) color: vec4<f32>,
}

@group(0) @binding(0) var<uniform> tint: Tint;

@vertex
fn vs_main(v: VertexIn) -> VertexOut {
    var o: VertexOut;
    o.clip = vec4<f32>(v.pos, 0.0, 1.0);
    o.color = v.color * tint.color;
    return o;
}

@fragment
fn fs_main(i: VertexOut) -> @location(0) vec4<f32> {
    return i.color;
}
