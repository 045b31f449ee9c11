#version 450
// Variables sharing a location by component: the position's xyz and a
// weight packed in attribute 0, and outputs packed two to a location.
// Each packed location is one four-component Metal member: inputs are
// read by swizzle, outputs built from their variables (unused components
// are zero), and the fragment side packs the same way, so they link.
layout(location = 0, component = 0) in vec3 aPos;
layout(location = 0, component = 3) in float aWeight;
layout(location = 1) in vec2 aUV;

layout(location = 0) out vec2 vUV;
layout(location = 0, component = 2) out vec2 vUVScaled;
layout(location = 1, component = 1) flat out int vLayer[2];

void main() {
    vUV = aUV;
    vUVScaled = aUV * aWeight;
    vLayer[0] = gl_InstanceIndex;
    vLayer[1] = gl_InstanceIndex + 1;
    gl_Position = vec4(aPos, 1.0);
}
