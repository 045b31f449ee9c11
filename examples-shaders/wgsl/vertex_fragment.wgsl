// A textured, lit mesh: vertex stage_in, uniforms, interpolants, fragment
// sampling, discard and derivatives.
struct Camera { view_proj: mat4x4<f32>, eye: vec3<f32>, time: f32, }
struct VertexIn {
    @location(0) position: vec3<f32>,
    @location(1) normal: vec3<f32>,
    @location(2) uv: vec2<f32>,
    @location(3) color: vec4<f32>,
}
struct VertexOut {
    @builtin(position) clip: vec4<f32>,
    @location(0) world: vec3<f32>,
    @location(1) normal: vec3<f32>,
    @location(2) uv: vec2<f32>,
    @location(3) @interpolate(flat) instance: u32,
    @location(4) @interpolate(linear, centroid) fade: f32,
}
@group(0) @binding(0) var<uniform> camera: Camera;
@group(0) @binding(1) var albedo: texture_2d<f32>;
@group(0) @binding(2) var albedo_sampler: sampler;

@vertex
fn vs_main(v: VertexIn, @builtin(instance_index) instance: u32, @builtin(vertex_index) vid: u32) -> VertexOut {
    var out: VertexOut;
    let offset = vec3<f32>(f32(instance) * 2.0, 0.0, 0.0);
    out.world = v.position + offset;
    out.clip = camera.view_proj * vec4<f32>(out.world, 1.0);
    out.normal = normalize(v.normal);
    out.uv = v.uv;
    out.instance = instance;
    out.fade = v.color.a * f32(vid % 2u);
    return out;
}

@fragment
fn fs_main(in: VertexOut, @builtin(front_facing) front: bool) -> @location(0) vec4<f32> {
    let base = textureSample(albedo, albedo_sampler, in.uv);
    if base.a < 0.5 { discard; }
    let light = normalize(camera.eye - in.world);
    var n = normalize(in.normal);
    if !front { n = -n; }
    let diffuse = max(dot(n, light), 0.0);
    let edge = fwidth(in.uv.x) + dpdxFine(in.uv.y) + dpdyCoarse(in.uv.y);
    return vec4<f32>(base.rgb * diffuse * in.fade + vec3<f32>(edge), 1.0);
}
