// Subgroup (SIMD-group) and quad operations; lane index and size.
@group(0) @binding(0) var<storage, read_write> data: array<f32, 256>;
@group(0) @binding(1) var<storage, read_write> ballots: array<vec4<u32>, 256>;

fn lane_weight(lane: u32, size: u32) -> f32 { return f32(lane) / f32(size); }

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>, @builtin(subgroup_invocation_id) lane: u32,
        @builtin(subgroup_size) size: u32, @builtin(subgroup_id) sg: u32, @builtin(num_subgroups) sgs: u32) {
    let x = data[id.x] * lane_weight(lane, size);
    var r = subgroupAdd(x) + subgroupMul(x) + subgroupMin(x) + subgroupMax(x);
    r += subgroupExclusiveAdd(x) + subgroupInclusiveMul(x);
    r += subgroupBroadcastFirst(x) + subgroupBroadcast(x, 3u) + subgroupShuffle(x, lane ^ 1u);
    r += subgroupShuffleXor(x, 2u) + subgroupShuffleUp(x, 1u) + subgroupShuffleDown(x, 1u);
    r += quadBroadcast(x, 0u) + quadSwapX(x) + quadSwapY(x) + quadSwapDiagonal(x);
    let bits = subgroupAnd(id.x) | subgroupOr(id.x) | subgroupXor(id.x);
    if subgroupAll(x > 0.0) && subgroupAny(x > 1.0) { r += 1.0; }
    ballots[id.x] = subgroupBallot(x > 0.5) + vec4<u32>(bits + sg + sgs);
    subgroupBarrier();
    data[id.x] = r;
}
