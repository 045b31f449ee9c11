#version 450
// A component qualifier places a scalar or vector within one location's
// four components: a vec3 from component 2 runs past them.
layout(location = 0, component = 2) in vec3 vNormal;
layout(location = 0) out vec4 outColor;
void main() {
    outColor = vec4(vNormal, 1.0);
}
