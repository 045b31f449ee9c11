#version 450
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_EXT_spirv_intrinsics : require

// SPIR-V's integer dot products (SPV_KHR_integer_dot_product), declared
// through GL_EXT_spirv_intrinsics: OpSDot (4450), OpUDot (4451), OpSUDot
// (4452) and their saturating accumulations (4453-4455). Each prototype
// becomes a function computing it exactly: the components read signed or
// unsigned as the instruction says, products and sum wrapping in 32 (or
// 64) bits, the result their low bits, and the accumulation saturated in
// the result's width. A 32-bit scalar operand is four packed 8-bit
// components (PackedVectorFormat4x8Bit, the trailing literal).
layout(local_size_x = 64) in;

spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6019, 6016], id = 4450)
int sdot(i8vec4 a, i8vec4 b);
spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6019, 6016], id = 4452)
int64_t sudot_wide(ivec3 a, uvec3 b);
spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6019, 6018], id = 4451)
uint udot_packed(uint a, uint b, spirv_literal uint packedFormat);
spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6019, 6018], id = 4453)
int16_t sdot_acc_sat_packed(uint a, uint b, int16_t acc, spirv_literal uint packedFormat);
spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6019, 6016], id = 4454)
uint8_t udot_acc_sat(u8vec2 a, u8vec2 b, uint8_t acc);
spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6019, 6016], id = 4455)
int sudot_acc_sat(ivec4 a, uvec4 b, int acc);

layout(std430, set = 0, binding = 0) buffer Data {
    uint packed_a[64];
    uint packed_b[64];
    ivec4 wide_a[64];
    uvec4 wide_b[64];
    int64_t out_wide[64];
    uint out_sum[64];
};

void main() {
    uint i = gl_GlobalInvocationID.x;
    uint a = packed_a[i];
    uint b = packed_b[i];
    int s = sdot(i8vec4(wide_a[i]), i8vec4(wide_b[i]));
    uint u = udot_packed(a, b, 0);
    int16_t q = sdot_acc_sat_packed(a, b, int16_t(s), 0);
    uint8_t c = udot_acc_sat(u8vec2(a, b), u8vec2(b, a), uint8_t(u));
    out_sum[i] = uint(s) + u + uint(q) + uint(c) + uint(sudot_acc_sat(wide_a[i], wide_b[i], s));
    out_wide[i] = sudot_wide(wide_a[i].xyz, wide_b[i].xyz);
}
