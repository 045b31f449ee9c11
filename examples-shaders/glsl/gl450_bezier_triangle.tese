#version 450
// A cubic Bezier triangle evaluated from ten control points in a block
// array (GLSL's default winding, counter-clockwise, and equal spacing):
// gl_TessCoord is Metal's barycentric [[position_in_patch]].
layout(triangles) in;

layout(location = 0) in Control {
    vec3 position;
    vec3 normal;
} cp[];

layout(location = 0) out vec3 vNormal;

layout(push_constant) uniform Push {
    mat4 mvp;
} pc;

void main() {
    vec3 w = gl_TessCoord;
    vec3 n = w.x * cp[0].normal + w.y * cp[1].normal + w.z * cp[2].normal;
    vec3 p = vec3(0.0);
    // b300, b030, b003, then the edge and centre points (indices 3..9).
    float u = w.x, v = w.y, s = w.z;
    p += cp[0].position * u * u * u + cp[1].position * v * v * v + cp[2].position * s * s * s;
    p += 3.0 * (cp[3].position * u * u * v + cp[4].position * u * v * v + cp[5].position * v * v * s);
    p += 3.0 * (cp[6].position * v * s * s + cp[7].position * s * s * u + cp[8].position * s * u * u);
    p += 6.0 * cp[9].position * u * v * s;
    vNormal = normalize(n);
    gl_Position = pc.mvp * vec4(p, 1.0);
}
