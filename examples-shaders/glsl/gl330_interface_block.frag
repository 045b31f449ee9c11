#version 330 core
// The fragment side of gl330_interface_block.vert: the same block by name
// (members take locations 0–3 in order), and two render targets as an array.
in VS_OUT {
    vec3 normal;
    flat int id;
    vec2 uv[2];
} fs_in;

uniform sampler2D albedo;
layout(location = 0) out vec4 outColor[2];

void main() {
    vec3 n = normalize(fs_in.normal);
    float light = max(dot(n, normalize(vec3(0.3, 1.0, 0.5))), 0.1);
    outColor[0] = texture(albedo, fs_in.uv[0]) * light;
    outColor[1] = vec4(n * 0.5 + 0.5, float(fs_in.id % 256) / 255.0);
}
