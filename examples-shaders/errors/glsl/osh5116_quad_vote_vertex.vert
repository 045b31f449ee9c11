#version 450
#extension GL_KHR_shader_subgroup_vote : enable
#extension GL_EXT_shader_quad_control : enable
// Metal has quad-groups in fragment and kernel functions only: a quad vote
// in a vertex shader is refused where it is written.
layout(location = 0) in vec4 aPos;
void main() {
    gl_Position = subgroupQuadAny(aPos.x > 0.0) ? aPos : vec4(0.0);
}
