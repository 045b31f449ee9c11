// WGSL host-shareable layouts: a uniform struct with a vec3 (align 16),
// a vec2<u32>, a mat2x2 (align 8) and an array of vec4, and a storage
// array of structs; each thread updates its struct and reads the uniforms.
struct Params {
    scale: f32,              // 0
    offset: vec3<f32>,       // 16
    counts: vec2<u32>,       // 32
    m: mat2x2<f32>,          // 40
    tail: array<vec4<f32>, 2>, // 64
}

struct Item {
    a: vec3<f32>,            // 0
    b: u32,                  // 12
}

@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read_write> items: array<Item>;
@group(0) @binding(2) var<storage, read_write> result: array<f32>;

@compute @workgroup_size(2)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x;
    var it = items[i];
    it.a = it.a * params.scale + params.offset;
    it.b = it.b + params.counts[i];
    items[i] = it;
    let v = params.m * vec2<f32>(1.0, 2.0);
    result[i * 3u + 0u] = v[i];
    result[i * 3u + 1u] = params.tail[i].w;
    result[i * 3u + 2u] = params.m[i][1u];
}
