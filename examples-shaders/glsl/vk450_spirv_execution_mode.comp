#version 450
#extension GL_EXT_spirv_intrinsics : require

// GL_EXT_spirv_intrinsics' execution mode SignedZeroInfNanPreserve (4461)
// for 32-bit floats: the shader relies on math functions that keep signed
// zeros, infinities and NaNs. Metal's `precise::` variants do, whatever the
// host's math mode, so the 32-bit math calls are spelled with them; the
// arithmetic around them follows the host's math mode (warning OSH5204).
// Other execution modes, and `spirv_instruction`, are OSH5116: Metal
// cannot run arbitrary SPIR-V.
layout(local_size_x = 64) in;

spirv_execution_mode(capabilities = [4466], extensions = ["SPV_KHR_float_controls"], 4461, 32);

layout(set = 0, binding = 0) buffer Data {
    vec4 values[];
};

void main() {
    uint i = gl_GlobalInvocationID.x;
    vec4 v = values[i];
    vec4 r = sqrt(v) + inversesqrt(v) + log2(v) + exp(v);
    r += atan(v.yxwz, v) + pow(abs(v), vec4(0.5)) + sin(v) * cos(v);
    values[i] = r;
}
