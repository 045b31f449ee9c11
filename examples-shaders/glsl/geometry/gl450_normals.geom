#version 450
// Normal visualisation: each triangle vertex becomes a short line along
// its normal (three strips of two vertices).
layout(triangles) in;
layout(line_strip, max_vertices = 6) out;

layout(set = 0, binding = 0) uniform Params {
    mat4 projection;
    float magnitude;
};

layout(location = 0) in VS_OUT {
    vec3 normal;
} gs_in[];

layout(location = 0) out vec3 fColor;

void line(int i) {
    gl_Position = projection * gl_in[i].gl_Position;
    fColor = vec3(1.0, 1.0, 0.0);
    EmitVertex();
    gl_Position = projection * (gl_in[i].gl_Position + vec4(gs_in[i].normal, 0.0) * magnitude);
    fColor = vec3(1.0, 0.0, 0.0);
    EmitVertex();
    EndPrimitive();
}

void main() {
    line(0);
    line(1);
    line(2);
}
