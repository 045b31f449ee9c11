#version 450
// Built-in thread coordinates in a 2D dispatch.
layout(local_size_x = 4, local_size_y = 2) in;
layout(std430, binding = 0) buffer BOut { uvec4 v[]; } Out;

void main()
{
    uvec3 did = gl_GlobalInvocationID;
    uint width = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
    uint idx = did.y * width + did.x;
    Out.v[idx * 2u + 0u] = uvec4(gl_WorkGroupID.xy, gl_LocalInvocationID.xy);
    Out.v[idx * 2u + 1u] = uvec4(gl_LocalInvocationIndex, did.xy, idx);
}
