#version 450
// interpolateAt* takes a fragment input, or an element or member of one
// through constant indices: an element chosen at run time, or a local, is
// OSH3021, and so is an input declared `sample` for now (its interpolant
// would need the sample index to be read where the shader reads it).
layout(location = 0) in vec4 color[2];
layout(location = 2) sample in vec4 s;
layout(location = 0) out vec4 frag;
layout(binding = 0) uniform Pick { int k; };

void main() {
    vec4 local = vec4(1.0);
    frag = interpolateAtCentroid(color[k]) + interpolateAtCentroid(local) + interpolateAtSample(s, 1);
}
