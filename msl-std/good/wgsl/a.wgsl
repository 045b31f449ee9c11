struct Particle { pos: vec3<f32>, mass: f32, vel: vec3<f32>, flags: u32 }
struct Params { m: mat4x4<f32>, scale: vec3<f32>, count: u32, h: mat3x3<f32> }
@group(0) @binding(0) var<storage, read_write> particles: array<Particle>;
@group(0) @binding(1) var<uniform> params: Params;
@group(0) @binding(2) var<storage, read_write> counter: atomic<u32>;
@group(0) @binding(3) var<storage, read_write> hist: array<atomic<i32>, 16>;
var<workgroup> tile: array<f32, 64>;
var<workgroup> wg_count: atomic<u32>;
var<private> seed: u32 = 7u;
fn rnd() -> f32 { seed = seed * 1664525u + 1013904223u; return f32(seed >> 8u) / 16777216.0; }
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) li: u32, @builtin(workgroup_id) wid: vec3<u32>) {
  let i = gid.x;
  if (i >= arrayLength(&particles)) { return; }
  var p = particles[i];
  let v = (params.m * vec4<f32>(p.vel, 0.0)).xyz * params.scale + params.h * p.pos;
  p.pos = p.pos + v * 0.016 + vec3(rnd());
  tile[li] = length(v);
  workgroupBarrier();
  for (var s = 32u; s > 0u; s = s >> 1u) {
    if (li < s) { tile[li] = tile[li] + tile[li + s]; }
    workgroupBarrier();
  }
  let old = atomicAdd(&counter, 1u);
  atomicMax(&hist[i % 16u], i32(old));
  atomicAdd(&wg_count, 1u);
  let r = atomicCompareExchangeWeak(&counter, 5u, 6u);
  switch (i32(p.flags)) {
    case 0: { p.mass = p.mass * 2.0; }
    case 1, 2: { p.mass = sqrt(p.mass); }
    default: { p.mass = clamp(p.mass, 0.0, 1.0); }
  }
  let b = select(vec3<f32>(0.0), vec3<f32>(1.0), v > vec3(0.5));
  let bits = countOneBits(p.flags) + reverseBits(p.flags) + firstLeadingBit(p.flags) + extractBits(p.flags, 2u, 3u) + insertBits(p.flags, 1u, 4u, 2u);
  let q = bitcast<u32>(p.mass) ^ pack4x8unorm(vec4(0.5)) ^ pack2x16float(vec2(1.0));
  let f = fract(p.mass) + modf(p.mass).fract + frexp(p.mass).fract + ldexp(p.mass, 2) + dot(p.pos, b) + determinant(params.m) + f32(r.old_value);
  p.flags = bits + q + u32(any(b > vec3(0.0))) + u32(all(v < vec3(0.0)));
  p.vel = mix(normalize(v), cross(v, p.pos), vec3(0.5)) * f + transpose(params.h) * p.vel + smoothstep(vec3(0.0), vec3(1.0), v) + step(v, p.pos) + faceForward(v, v, v) + reflect(v, v) + refract(v, v, 0.5);
  particles[i] = p;
}
