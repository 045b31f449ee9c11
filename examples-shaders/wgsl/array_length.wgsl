// arrayLength of a runtime-sized array: computed from the byte size of the
// buffer, which the host passes in the buffer of sizes (`bufferSizes`).
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(1) fn main() { data[0] = arrayLength(&data); }
