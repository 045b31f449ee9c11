enable wgpu_binding_array;
// OSH5109: unbounded resource arrays need argument buffers.
@group(0) @binding(0) var textures: binding_array<texture_2d<f32>>;
@group(0) @binding(1) var s: sampler;
@fragment fn main(@location(0) uv: vec2<f32>, @location(1) @interpolate(flat) i: u32) -> @location(0) vec4<f32> {
    return textureSample(textures[i], s, uv);
}
