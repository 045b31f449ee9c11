// Fragment I/O: several colour targets, depth, sample mask, flat and
// centroid/sample interpolation, front-facing, sample index; vertex outputs
// with point size and clip distances.
enable clip_distances;
struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) @interpolate(flat) id: u32,
    @location(1) @interpolate(perspective, centroid) shade: f32,
    @location(2) @interpolate(linear, sample) tint: vec3<f32>,
    @builtin(clip_distances) clip: array<f32, 2>,
}
struct FsIn {
    @builtin(position) pos: vec4<f32>,
    @location(0) @interpolate(flat) id: u32,
    @location(1) @interpolate(perspective, centroid) shade: f32,
    @location(2) @interpolate(linear, sample) tint: vec3<f32>,
}
struct FsOut {
    @location(0) color: vec4<f32>,
    @location(1) normal: vec4<f32>,
    @builtin(frag_depth) depth: f32,
    @builtin(sample_mask) mask: u32,
}

@vertex
fn vs(@builtin(vertex_index) vid: u32) -> VsOut {
    let x = f32(vid & 1u) * 2.0 - 1.0;
    let y = f32((vid >> 1u) & 1u) * 2.0 - 1.0;
    var o: VsOut;
    o.pos = vec4<f32>(x, y, 0.5, 1.0);
    o.id = vid;
    o.shade = x * 0.5 + 0.5;
    o.tint = vec3<f32>(x, y, 1.0);
    o.clip = array<f32, 2>(x + 1.0, 1.0 - y);
    return o;
}

@fragment
fn fs(in: FsIn, @builtin(front_facing) front: bool, @builtin(sample_index) si: u32, @builtin(sample_mask) mask_in: u32) -> FsOut {
    var o: FsOut;
    o.color = vec4<f32>(in.tint * in.shade, 1.0);
    o.normal = select(vec4<f32>(0.0, 0.0, -1.0, 0.0), vec4<f32>(0.0, 0.0, 1.0, 0.0), front);
    o.depth = in.pos.z * 0.5;
    o.mask = mask_in & ~(1u << si) | (in.id & 1u);
    return o;
}
