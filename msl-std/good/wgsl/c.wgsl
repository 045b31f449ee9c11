@group(0) @binding(0) var<storage, read_write> data: array<vec4<u32>>;
@group(0) @binding(1) var img: texture_storage_2d<rgba8unorm, write>;
@group(0) @binding(2) var img2: texture_storage_2d<r32float, read_write>;
const scale: f32 = 2.0;
const enabled: bool = true;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(subgroup_invocation_id) lane: u32, @builtin(subgroup_size) size: u32, @builtin(num_workgroups) nwg: vec3<u32>) {
  let x = gid.x;
  let s = subgroupAdd(x) + subgroupExclusiveAdd(x) + subgroupInclusiveMul(x) + subgroupMax(x) + subgroupAnd(x) + subgroupBroadcastFirst(x) + subgroupBroadcast(x, 3u) + subgroupShuffle(x, lane) + subgroupShuffleXor(x, 1u) + subgroupShuffleUp(x, 1u) + subgroupShuffleDown(x, 1u) + quadBroadcast(x, 1u) + quadSwapX(x);
  let bal = subgroupBallot(x > 3u);
  let e = true;
  let a = subgroupAll(x > 1u) && subgroupAny(x > 2u);
  subgroupBarrier();
  storageBarrier();
  textureBarrier();
  textureStore(img, vec2<i32>(gid.xy), vec4(f32(s) * scale));
  let v = textureLoad(img2, vec2<i32>(gid.xy));
  textureStore(img2, vec2<i32>(gid.xy), v * 2.0);
  var r = bal + vec4(u32(e), u32(a), size, nwg.x);
  if (enabled) { r.x = r.x + 1u; }
  data[x] = r;
  let h = vec4<f32>(unpack4x8snorm(x)) + unpack2x16float(x).xyxy;
  data[x + 1u] = vec4<u32>(h);
}
