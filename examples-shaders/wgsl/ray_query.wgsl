// naga's WGSL ray queries (`enable wgpu_ray_query;`) through naga's own
// ray-query IR: the statements and the whole intersection structs it reads.
enable wgpu_ray_query;

struct Output {
    visible: u32,
    t: f32,
    kind: u32,
    instance: u32,
    normal: vec3<f32>,
}

@group(0) @binding(0) var scene: acceleration_structure;
@group(0) @binding(1) var<storage, read_write> output: Output;

@compute @workgroup_size(1)
fn main() {
    var rq: ray_query;
    let dir = vec3<f32>(0.0, 1.0, 0.0);
    rayQueryInitialize(&rq, scene, RayDesc(RAY_FLAG_CULL_BACK_FACING, 0xFFu, 0.1, 100.0, vec3<f32>(0.0), dir));
    while (rayQueryProceed(&rq)) {
        let candidate = rayQueryGetCandidateIntersection(&rq);
        if (candidate.kind == RAY_QUERY_INTERSECTION_AABB) {
            rayQueryGenerateIntersection(&rq, 10.0);
        } else if (candidate.t < 50.0) {
            rayQueryConfirmIntersection(&rq);
        } else {
            rayQueryTerminate(&rq);
        }
    }
    let hit = rayQueryGetCommittedIntersection(&rq);
    output.visible = u32(hit.kind == RAY_QUERY_INTERSECTION_NONE);
    output.t = hit.t;
    output.kind = hit.kind;
    output.instance = hit.instance_index + hit.instance_custom_data + hit.geometry_index + hit.primitive_index;
    output.normal = (hit.world_to_object * vec4<f32>(dir, 0.0)) * select(-1.0, 1.0, hit.front_face);
}
