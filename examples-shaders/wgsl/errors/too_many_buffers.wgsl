// OSH5105: more than 31 buffers (index 30 is the vertex buffer's and skipped).
@group(0) @binding(0) var<uniform> u0: vec4<f32>;
@group(0) @binding(1) var<uniform> u1: vec4<f32>;
@group(0) @binding(2) var<uniform> u2: vec4<f32>;
@group(0) @binding(3) var<uniform> u3: vec4<f32>;
@group(0) @binding(4) var<uniform> u4: vec4<f32>;
@group(0) @binding(5) var<uniform> u5: vec4<f32>;
@group(0) @binding(6) var<uniform> u6: vec4<f32>;
@group(0) @binding(7) var<uniform> u7: vec4<f32>;
@group(0) @binding(8) var<uniform> u8: vec4<f32>;
@group(0) @binding(9) var<uniform> u9: vec4<f32>;
@group(0) @binding(10) var<uniform> u10: vec4<f32>;
@group(0) @binding(11) var<uniform> u11: vec4<f32>;
@group(0) @binding(12) var<uniform> u12: vec4<f32>;
@group(0) @binding(13) var<uniform> u13: vec4<f32>;
@group(0) @binding(14) var<uniform> u14: vec4<f32>;
@group(0) @binding(15) var<uniform> u15: vec4<f32>;
@group(0) @binding(16) var<uniform> u16: vec4<f32>;
@group(0) @binding(17) var<uniform> u17: vec4<f32>;
@group(0) @binding(18) var<uniform> u18: vec4<f32>;
@group(0) @binding(19) var<uniform> u19: vec4<f32>;
@group(0) @binding(20) var<uniform> u20: vec4<f32>;
@group(0) @binding(21) var<uniform> u21: vec4<f32>;
@group(0) @binding(22) var<uniform> u22: vec4<f32>;
@group(0) @binding(23) var<uniform> u23: vec4<f32>;
@group(0) @binding(24) var<uniform> u24: vec4<f32>;
@group(0) @binding(25) var<uniform> u25: vec4<f32>;
@group(0) @binding(26) var<uniform> u26: vec4<f32>;
@group(0) @binding(27) var<uniform> u27: vec4<f32>;
@group(0) @binding(28) var<uniform> u28: vec4<f32>;
@group(0) @binding(29) var<uniform> u29: vec4<f32>;
@group(0) @binding(30) var<uniform> u30: vec4<f32>;
@group(0) @binding(31) var<uniform> u31: vec4<f32>;
@group(1) @binding(0) var<storage, read_write> out: vec4<f32>;
@compute @workgroup_size(1) fn main() {
    out = u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7 + u8 + u9 + u10 + u11 + u12 + u13 + u14 + u15 + u16 + u17 + u18 + u19 + u20 + u21 + u22 + u23 + u24 + u25 + u26 + u27 + u28 + u29 + u30 + u31 + vec4<f32>(0.0);
}
