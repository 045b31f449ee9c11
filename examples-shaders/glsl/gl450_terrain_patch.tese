#version 450
// The evaluation shader of gl450_terrain_patch.tesc: a post-tessellation
// vertex function for quad patches. It reads the control shader's records
// (control points and patch data) from the buffers the hull kernel wrote;
// the records are ordered by location, so the inputs are declared here in
// another order than the control shader's outputs and still link.
layout(quads, fractional_odd_spacing, cw) in;

layout(location = 2) in float tcEdge[];
layout(location = 0) in vec3 tcPos[];
layout(location = 1) in vec2 tcUV[];

layout(location = 4) patch in int patchId;
layout(location = 3) patch in vec3 patchCenter;

layout(std140, binding = 1) uniform Scene {
    mat4 viewProj;
    float bulge;
};

layout(binding = 2) uniform sampler2D heightMap;

layout(location = 0) out vec2 uv;
layout(location = 1) flat out int patchOut;
layout(location = 2) out float detail;

void main() {
    vec2 t = gl_TessCoord.xy;
    vec3 a = mix(tcPos[0], tcPos[1], t.x);
    vec3 b = mix(tcPos[3], tcPos[2], t.x);
    vec3 p = mix(a, b, t.y);
    uv = mix(mix(tcUV[0], tcUV[1], t.x), mix(tcUV[3], tcUV[2], t.x), t.y);
    float h = textureLod(heightMap, uv, 0.0).r;
    p.y += h + bulge * distance(p, patchCenter);
    patchOut = patchId;
    detail = gl_TessLevelInner[0] / float(gl_PatchVerticesIn) + tcEdge[gl_PrimitiveID & 3];
    gl_Position = viewProj * (gl_in[0].gl_Position + vec4(p, 1.0));
}
