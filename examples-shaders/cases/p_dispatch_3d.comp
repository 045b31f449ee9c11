#version 450
// Built-in thread coordinates in a 3D dispatch.
layout(local_size_x = 2, local_size_y = 2, local_size_z = 2) in;
layout(std430, binding = 0) buffer BOut { uint v[]; } Out;

void main()
{
    uvec3 did = gl_GlobalInvocationID;
    uvec3 gid = gl_WorkGroupID;
    uvec3 t = gl_LocalInvocationID;
    uint idx = (did.z * 4u + did.y) * 4u + did.x;
    Out.v[idx] = gid.x + gid.y * 10u + gid.z * 100u + t.x * 1000u + t.y * 10000u + t.z * 100000u + gl_LocalInvocationIndex * 1000000u;
}
