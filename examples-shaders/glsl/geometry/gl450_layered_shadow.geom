#version 450
// Omnidirectional shadow maps: one invocation per cube face writes the
// triangle into its layer (gl_Layer, per primitive in Metal).
layout(triangles, invocations = 6) in;
layout(triangle_strip, max_vertices = 3) out;

layout(set = 0, binding = 0) uniform Faces {
    mat4 faceMatrices[6];
};

layout(location = 0) out vec4 fragPos;

void main() {
    for (int i = 0; i < 3; ++i) {
        fragPos = gl_in[i].gl_Position;
        gl_Position = faceMatrices[gl_InvocationID] * fragPos;
        gl_Layer = gl_InvocationID;
        gl_PrimitiveID = gl_PrimitiveIDIn;
        EmitVertex();
    }
    EndPrimitive();
}
