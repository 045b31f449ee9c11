// Atomics on storage and workgroup memory, every barrier, workgroupUniformLoad.
struct Counters { hits: atomic<u32>, total: atomic<i32>, flags: array<atomic<u32>, 4>, }
@group(0) @binding(0) var<storage, read_write> counters: Counters;
@group(0) @binding(1) var<storage, read_write> out: array<u32, 64>;
var<workgroup> histogram: array<atomic<u32>, 16>;
var<workgroup> leader: u32;

@compute @workgroup_size(64)
fn main(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wg: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
    let bin = lid.x % 16u;
    atomicAdd(&histogram[bin], 1u);
    atomicSub(&counters.total, 2);
    atomicMax(&counters.flags[0], lid.x);
    atomicMin(&counters.flags[1], lid.x);
    atomicAnd(&counters.flags[2], ~lid.x);
    atomicOr(&counters.flags[3], 1u << (lid.x % 32u));
    atomicXor(&counters.flags[3], 0x0fu);
    let previous = atomicExchange(&counters.hits, lid.x);
    if lid.x == 0u { leader = wg.x + groups.x; }
    workgroupBarrier();
    let l = workgroupUniformLoad(&leader);
    storageBarrier();
    out[lid.x] = atomicLoad(&histogram[bin]) + l + previous;
    atomicStore(&counters.hits, 0u);
}
