#version 410 core
// The fragment side of gl410_linkage.vert: vColor before vUv, vNormal
// unread, the block under another instance name, vFog at its location.
in Surface {
    vec3 worldPos;
    flat int material;
} s;
layout(location = 7) in float vFog;
in vec4 vColor;
in vec2 vUv;

uniform sampler2D uTex;
out vec4 fragColor;

void main() {
    vec4 c = texture(uTex, vUv) * vColor;
    c.rgb = mix(c.rgb, vec3(float(s.material) * 0.25, s.worldPos.y, 0.5), vFog);
    fragColor = c;
}
