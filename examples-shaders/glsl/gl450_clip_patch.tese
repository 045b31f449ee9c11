#version 450
// The evaluation shader of gl450_clip_patch.tesc: it reads the control
// points' clip distances from the `gl_PerVertex` record and interpolates
// them into its own `gl_ClipDistance` (Metal's `[[clip_distance]]`).
layout(triangles, equal_spacing, ccw) in;
in gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[2]; } gl_in[gl_MaxPatchVertices];
out gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[2]; };
void main() {
    vec3 w = gl_TessCoord;
    gl_Position = gl_in[0].gl_Position * w.x + gl_in[1].gl_Position * w.y + gl_in[2].gl_Position * w.z;
    for (int k = 0; k < 2; k++)
        gl_ClipDistance[k] = gl_in[0].gl_ClipDistance[k] * w.x + gl_in[1].gl_ClipDistance[k] * w.y
                           + gl_in[2].gl_ClipDistance[k] * w.z;
}
