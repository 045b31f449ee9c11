// OSH5102: Metal has no double.
@group(0) @binding(0) var<storage, read_write> out: array<f32, 4>;
@compute @workgroup_size(1) fn main() { let d: f64 = 1.5lf; out[0] = f32(d * 2.0lf); }
