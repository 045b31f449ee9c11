#version 450
// A second vertex stream feeds only transform feedback, which Metal lacks.
layout(points) in;
layout(points, max_vertices = 1) out;
layout(stream = 1) out vec4 captured;
void main() {
    gl_Position = gl_in[0].gl_Position;
    captured = gl_Position;
    EmitStreamVertex(1);
    EndStreamPrimitive(1);
}
