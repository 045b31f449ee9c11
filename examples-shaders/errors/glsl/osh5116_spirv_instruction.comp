#version 450
#extension GL_EXT_spirv_intrinsics : require

// GL_EXT_spirv_intrinsics inserts SPIR-V by number. Metal cannot run
// arbitrary SPIR-V: an instruction other than the integer dot products
// (here OpReadClockKHR, 5056) and an execution mode with no Metal meaning
// (DenormFlushToZero, 4460) are OSH5116 at their lines.
layout(local_size_x = 1) in;

spirv_execution_mode(capabilities = [4467], extensions = ["SPV_KHR_float_controls"], 4460, 32);

spirv_instruction(extensions = ["SPV_KHR_shader_clock"], capabilities = [5055], id = 5056)
uvec2 read_clock(spirv_literal int scope);

layout(set = 0, binding = 0) buffer Data {
    uvec2 result;
};

void main() {
    result = read_clock(1);
}
