#version 450
// A control shader passing the clip distances of its control points on:
// `gl_ClipDistance` is a member of the `gl_PerVertex` record the hull
// kernel reads and writes, data like any other member until the evaluation
// shader's vertex writes its own `[[clip_distance]]`.
layout(vertices = 3) out;
in gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[2]; } gl_in[gl_MaxPatchVertices];
out gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[2]; } gl_out[];
void main() {
    gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;
    for (int k = 0; k < 2; k++)
        gl_out[gl_InvocationID].gl_ClipDistance[k] = gl_in[gl_InvocationID].gl_ClipDistance[k];
    if (gl_InvocationID == 0) {
        gl_TessLevelOuter[0] = 4.0;
        gl_TessLevelOuter[1] = 4.0;
        gl_TessLevelOuter[2] = 4.0;
        gl_TessLevelInner[0] = 4.0;
    }
}
