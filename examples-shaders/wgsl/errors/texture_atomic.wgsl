// OSH5107: texture atomics need MSL 3.1 (the default target is 2.4).
@group(0) @binding(0) var img: texture_storage_2d<r32uint, atomic>;
@compute @workgroup_size(1) fn main(@builtin(global_invocation_id) id: vec3<u32>) { textureAtomicAdd(img, id.xy, 1u); }
