struct VIn { @location(0) pos: vec3<f32>, @location(1) uv: vec2<f32>, @location(2) @interpolate(flat) id: u32 }
struct VOut { @builtin(position) pos: vec4<f32>, @location(0) uv: vec2<f32>, @location(1) @interpolate(flat) id: u32, @location(2) @interpolate(linear, centroid) w: f32 }
struct Cam { vp: mat4x4<f32>, t: f32 }
@group(0) @binding(0) var<uniform> cam: Cam;
@group(0) @binding(1) var tex: texture_2d<f32>;
@group(0) @binding(2) var smp: sampler;
@group(0) @binding(3) var shadow: texture_depth_2d;
@group(0) @binding(4) var cmp: sampler_comparison;
@group(0) @binding(5) var arr: texture_2d_array<f32>;
@group(0) @binding(6) var cube: texture_cube<f32>;
@group(0) @binding(7) var t3: texture_3d<f32>;
@group(0) @binding(8) var ms: texture_multisampled_2d<f32>;
@group(0) @binding(9) var utex: texture_2d<u32>;
@vertex fn vs(in: VIn, @builtin(vertex_index) vi: u32, @builtin(instance_index) ii: u32) -> VOut {
  var o: VOut;
  o.pos = cam.vp * vec4(in.pos, 1.0);
  o.uv = in.uv + vec2(f32(vi), f32(ii));
  o.id = in.id;
  o.w = sin(cam.t);
  return o;
}
struct FOut { @location(0) c: vec4<f32>, @location(1) n: vec4<f32>, @builtin(frag_depth) d: f32 }
@fragment fn fs(in: VOut, @builtin(front_facing) ff: bool, @builtin(sample_index) si: u32) -> FOut {
  var o: FOut;
  var c = textureSample(tex, smp, in.uv) + textureSampleLevel(tex, smp, in.uv, 1.0) + textureSampleBias(tex, smp, in.uv, 0.5) + textureSampleGrad(tex, smp, in.uv, dpdx(in.uv), dpdy(in.uv));
  c += textureSample(tex, smp, in.uv, vec2(1, 1)) + textureGather(1, tex, smp, in.uv) + textureLoad(tex, vec2<i32>(in.uv), 0);
  let s = textureSampleCompare(shadow, cmp, in.uv, 0.5) + textureSampleCompareLevel(shadow, cmp, in.uv, 0.5) + textureLoad(shadow, vec2<i32>(1, 2), 0);
  c += textureSample(arr, smp, in.uv, 2) + textureSample(cube, smp, vec3(in.uv, 1.0)) + textureSample(t3, smp, vec3(in.uv, 1.0)) + textureLoad(ms, vec2<i32>(0), i32(si));
  c += vec4<f32>(textureLoad(utex, vec2<i32>(0), 0)) + vec4(f32(textureDimensions(tex).x) + f32(textureNumLevels(tex)) + f32(textureNumLayers(arr)));
  c += textureGatherCompare(shadow, cmp, in.uv, 0.5);
  if (c.a < 0.1) { discard; }
  o.c = c * s * fwidth(in.w);
  o.n = select(vec4(0.0), vec4(1.0), ff);
  o.d = in.pos.z;
  return o;
}
