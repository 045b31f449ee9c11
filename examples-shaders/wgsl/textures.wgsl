// Every texture kind: sampled 1D/2D/2D-array/3D/cube/cube-array, multisampled,
// depth (with comparison sampling and gathers), storage textures with access
// inferred from use, samplers, loads and queries.
@group(0) @binding(0) var t1d: texture_1d<f32>;
@group(0) @binding(1) var t2d: texture_2d<f32>;
@group(0) @binding(2) var t2d_array: texture_2d_array<f32>;
@group(0) @binding(3) var t3d: texture_3d<f32>;
@group(0) @binding(4) var tcube: texture_cube<f32>;
@group(0) @binding(5) var tcube_array: texture_cube_array<f32>;
@group(0) @binding(6) var tms: texture_multisampled_2d<f32>;
@group(0) @binding(7) var tdepth: texture_depth_2d;
@group(0) @binding(8) var tdepth_array: texture_depth_2d_array;
@group(0) @binding(9) var tdepth_cube: texture_depth_cube;
@group(0) @binding(10) var tuint: texture_2d<u32>;
@group(0) @binding(11) var linear_sampler: sampler;
@group(0) @binding(12) var shadow_sampler: sampler_comparison;

@fragment
fn sample_all(@location(0) uv: vec2<f32>, @location(1) dir: vec3<f32>, @builtin(position) frag: vec4<f32>) -> @location(0) vec4<f32> {
    var c = textureSample(t1d, linear_sampler, uv.x);
    c += textureSample(t2d, linear_sampler, uv);
    c += textureSample(t2d, linear_sampler, uv, vec2<i32>(1, -1));
    c += textureSampleBias(t2d, linear_sampler, uv, 0.5);
    c += textureSampleLevel(t2d, linear_sampler, uv, 2.0);
    c += textureSampleGrad(t2d, linear_sampler, uv, dpdx(uv), dpdy(uv));
    c += textureSample(t2d_array, linear_sampler, uv, 3);
    c += textureSample(t3d, linear_sampler, dir);
    c += textureSample(tcube, linear_sampler, dir);
    c += textureSampleLevel(tcube_array, linear_sampler, dir, 1, 0.0);
    c += textureGather(1, t2d, linear_sampler, uv);
    c += textureGather(0, tcube, linear_sampler, dir);
    c += textureGather(tdepth, linear_sampler, uv);
    c += textureGatherCompare(tdepth, shadow_sampler, uv, 0.5);
    let shadow = textureSampleCompare(tdepth, shadow_sampler, uv, 0.5)
        + textureSampleCompareLevel(tdepth_array, shadow_sampler, uv, 1, 0.5)
        + textureSampleCompare(tdepth_cube, shadow_sampler, dir, 0.5)
        + textureSample(tdepth, linear_sampler, uv);
    let texel = vec2<i32>(frag.xy);
    c += textureLoad(t2d, texel, 0);
    c += textureLoad(t2d_array, texel, 1, 0);
    c += textureLoad(t3d, vec3<i32>(texel, 0), 0);
    c += textureLoad(tms, texel, 2);
    c += vec4<f32>(textureLoad(tdepth, texel, 0));
    c += vec4<f32>(textureLoad(tuint, texel, 0));
    let size = textureDimensions(t2d) + textureDimensions(t2d, 1) + textureDimensions(tcube)
        + vec2<u32>(textureDimensions(t1d), textureNumLevels(t2d))
        + vec2<u32>(textureNumLayers(t2d_array), textureNumSamples(tms))
        + textureDimensions(t3d).xy + textureDimensions(tdepth_array);
    return c * shadow + vec4<f32>(vec2<f32>(size), 0.0, 1.0);
}

@group(1) @binding(0) var img_read: texture_storage_2d<rgba8unorm, read>;
@group(1) @binding(1) var img_write: texture_storage_2d<rgba16float, write>;
@group(1) @binding(2) var img_rw: texture_storage_2d<r32float, read_write>;
@group(1) @binding(3) var img_rw_only_written: texture_storage_2d_array<rgba32uint, read_write>;
@group(1) @binding(4) var vol: texture_storage_3d<r32sint, write>;

@compute @workgroup_size(8, 8, 1)
fn storage(@builtin(global_invocation_id) id: vec3<u32>) {
    let p = vec2<i32>(id.xy);
    let v = textureLoad(img_read, p);
    textureStore(img_write, p, v * 2.0);
    let old = textureLoad(img_rw, p);
    textureStore(img_rw, p, old + vec4<f32>(1.0));
    textureStore(img_rw_only_written, id.xy, 2, vec4<u32>(id, 1u));
    textureStore(vol, id, vec4<i32>(1));
    textureBarrier();
    let dims = textureDimensions(img_rw_only_written);
    if all(id.xy < dims) { storageBarrier(); }
}
