#version 450
// Metal's tessellator has triangle and quad patches only: an isoline
// domain is refused at the layout that asks for it.
layout(isolines, equal_spacing) in;
layout(location = 0) in vec3 tcPos[];
void main() {
    gl_Position = vec4(mix(tcPos[0], tcPos[1], gl_TessCoord.x), 1.0);
}
