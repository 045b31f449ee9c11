// Particles: storage and uniform buffers with vec3 layouts, private and
// workgroup variables lifted into helpers, loops, switch, atomics.
struct Particle { pos: vec3<f32>, mass: f32, vel: vec3<f32>, }
struct Params { count: u32, dt: f32, gravity: vec3<f32>, scale: array<vec4<f32>, 2>, }
@group(0) @binding(0) var<storage, read_write> particles: array<Particle>;
@group(0) @binding(1) var<uniform> params: Params;
@group(0) @binding(2) var<storage, read_write> counter: atomic<u32>;
var<workgroup> tile: array<f32, 64>;
var<private> seed: u32 = 7u;

fn rand() -> f32 {
    seed = seed * 1664525u + 1013904223u;
    return f32(seed) / 4294967296.0;
}

fn tile_sum(limit: f32) -> f32 {
    var sum = 0.0;
    for (var k = 0u; k < 64u; k++) {
        sum += tile[k];
        if sum > limit { break; }
    }
    return sum;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>, @builtin(local_invocation_index) li: u32) {
    let i = id.x;
    if i >= params.count { return; }
    var p = particles[i];
    p.vel += params.gravity * params.dt;
    p.pos += p.vel * params.dt * rand() * params.scale[1].x;
    tile[li] = p.mass;
    workgroupBarrier();
    var sum = tile_sum(100.0);
    switch i % 3u {
        case 0u, 1u: { sum *= 2.0; }
        default: { sum -= 1.0; }
    }
    p.mass = sum;
    particles[i] = p;
    let old = atomicAdd(&counter, 1u);
    let r = atomicCompareExchangeWeak(&counter, old + 1u, old + 2u);
    if r.exchanged { particles[i].mass = f32(r.old_value); }
}
