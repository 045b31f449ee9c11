#version 450
#extension GL_EXT_spirv_intrinsics : require

// GL_EXT_spirv_intrinsics inserts SPIR-V by number. Metal cannot run
// arbitrary SPIR-V: `spirv_instruction` and an execution mode with no Metal
// meaning (DenormFlushToZero, 4460) are OSH5116 at their lines.
layout(local_size_x = 1) in;

spirv_execution_mode(capabilities = [4467], extensions = ["SPV_KHR_float_controls"], 4460, 32);

spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6019], id = 4451)
uint udot(uvec4 x, uvec4 y);

layout(set = 0, binding = 0) buffer Data {
    uvec4 a;
    uvec4 b;
    uint result;
};

void main() {
    result = udot(a, b);
}
