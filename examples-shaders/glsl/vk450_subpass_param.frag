#version 450
// A subpass input passed to a function: the parameter is the attachment's
// value (Metal's `[[color(n)]]` fragment input), as `subpassLoad` reads it.
layout(input_attachment_index = 0, set = 0, binding = 0) uniform subpassInput albedo;
layout(input_attachment_index = 1, set = 0, binding = 1) uniform isubpassInput material;

layout(location = 0) out vec4 color;

vec4 shade(subpassInput a, isubpassInput m, float k) {
    return subpassLoad(a) * k + vec4(subpassLoad(m)) / 255.0;
}

void main() {
    color = shade(albedo, material, 0.5);
}
