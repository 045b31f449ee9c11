// Metal has no shader binding table: the record offset of naga's
// RayIntersection has no Metal value, so reading it is refused (OSH5135).
enable wgpu_ray_query;

@group(0) @binding(0) var scene: acceleration_structure;
@group(0) @binding(1) var<storage, read_write> offset: u32;

@compute @workgroup_size(1)
fn main() {
    var rq: ray_query;
    rayQueryInitialize(&rq, scene, RayDesc(RAY_FLAG_NONE, 0xFFu, 0.0, 10.0, vec3<f32>(0.0), vec3<f32>(0.0, 0.0, 1.0)));
    rayQueryProceed(&rq);
    let hit = rayQueryGetCommittedIntersection(&rq);
    offset = hit.sbt_record_offset;
}
