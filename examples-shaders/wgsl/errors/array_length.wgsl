// OSH5106: Metal cannot query a runtime array's length.
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(1) fn main() { data[0] = arrayLength(&data); }
