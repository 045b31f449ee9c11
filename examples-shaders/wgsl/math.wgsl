// Math built-ins, conversions, bit operations, packing, matrices.
struct Result { m: mat3x3<f32>, v: vec3<f32>, bits: vec4<u32>, i: vec2<i32>, }
@group(0) @binding(0) var<storage, read_write> result: Result;
@group(0) @binding(1) var<uniform> input: vec4<f32>;

@compute @workgroup_size(1)
fn main() {
    let a = input;
    let m = mat3x3<f32>(a.xyz, a.yzw, a.zwx);
    result.m = transpose(m) * m;
    var v = normalize(a.xyz) + cross(a.xyz, a.yzw) + reflect(a.xyz, vec3<f32>(0.0, 1.0, 0.0));
    v += refract(a.xyz, vec3<f32>(0.0, 0.0, 1.0), 0.5) + faceForward(a.xyz, a.yzw, a.zwx);
    v += vec3<f32>(determinant(m), length(a), distance(a.xy, a.zw));
    v += mix(a.xyz, a.yzw, 0.25) + step(a.xyz, vec3<f32>(0.5)) + smoothstep(vec3<f32>(0.0), vec3<f32>(1.0), a.xyz);
    v += clamp(a.xyz, vec3<f32>(0.0), vec3<f32>(1.0)) + saturate(a.xyz) + fma(a.xyz, a.yzw, a.zwx);
    v += vec3<f32>(atan2(a.x, a.y), radians(a.z), degrees(a.w)) + sign(a.xyz) + round(a.xyz) + fract(a.xyz);
    v += inverseSqrt(abs(a.xyz) + 1.0) + exp2(a.xyz) + log2(abs(a.xyz) + 1.0) + pow(abs(a.xyz), vec3<f32>(2.0));
    v += trunc(a.xyz) + ceil(a.xyz) + floor(a.xyz) + sqrt(abs(a.xyz)) + tanh(a.xyz) + asinh(a.xyz);
    let mf = modf(a.x);
    let fe = frexp(a.y);
    v += vec3<f32>(mf.fract, mf.whole, fe.fract + f32(fe.exp)) + vec3<f32>(ldexp(a.z, 2), quantizeToF16(a.w), 0.0);
    result.v = v;
    let u = bitcast<u32>(a.x);
    let i = i32(a.y * 100.0);
    result.bits = vec4<u32>(countOneBits(u), reverseBits(u), countLeadingZeros(u), countTrailingZeros(u))
        + vec4<u32>(extractBits(u, 3u, 5u), insertBits(u, 7u, 8u, 4u), firstLeadingBit(u), firstTrailingBit(u))
        + vec4<u32>(pack4x8unorm(a), pack2x16snorm(a.xy), pack2x16float(a.zw), u32(dot(vec3<i32>(i), vec3<i32>(1, 2, 3))));
    let s = sign(i) + abs(i) + min(i, 3) + max(i, -3) + firstLeadingBit(i) + (i << 2u) + (i >> 1u) + i % 7 + i / 3;
    result.i = vec2<i32>(s, bitcast<i32>(u) ^ -i) + vec2<i32>(unpack4x8snorm(u).xy * 10.0) + vec2<i32>(unpack2x16float(u) * 4.0);
}
