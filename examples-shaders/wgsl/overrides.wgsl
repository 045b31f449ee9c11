// Pipeline overrides become function constants with the source defaults.
@id(3) override scale: f32 = 2.5;
@id(7) override use_fast_path: bool = true;
override iterations: u32 = 4u;
override bias: i32 = -3;
override derived: f32 = scale * 2.0;
override unused_here: f32 = 1.0;
@group(0) @binding(0) var<storage, read_write> values: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) i: u32) {
    var v = values[i] * scale + f32(bias);
    if use_fast_path {
        for (var k = 0u; k < iterations; k++) { v = v * 0.5 + derived; }
    }
    values[i] = v;
}
