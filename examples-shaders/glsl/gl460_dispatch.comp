#version 460
// Desktop 4.60 compute shader: linear index from gl_NumWorkGroups.
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;
layout(std430, binding = 0) buffer Ids { uint ids[]; };

void main() {
    uvec3 size = gl_NumWorkGroups * gl_WorkGroupSize;
    uvec3 g = gl_GlobalInvocationID;
    ids[g.y * size.x + g.x] = gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x;
}
