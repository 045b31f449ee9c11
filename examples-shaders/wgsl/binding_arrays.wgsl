enable wgpu_binding_array;
// Resource arrays: N textures take N consecutive indices; reflection gives the first.
@group(0) @binding(0) var textures: binding_array<texture_2d<f32>, 4>;
@group(0) @binding(1) var samplers: binding_array<sampler, 2>;
@group(0) @binding(2) var after: texture_2d<f32>;
@fragment fn main(@location(0) uv: vec2<f32>, @location(1) @interpolate(flat) i: u32) -> @location(0) vec4<f32> {
    return textureSample(textures[i], samplers[i & 1u], uv) + textureSample(after, samplers[0], uv);
}
