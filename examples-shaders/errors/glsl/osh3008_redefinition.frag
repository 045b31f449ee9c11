#version 450
// Redefinitions glslang rejects ("redefinition", "function already has a
// body", a nameless block's member that already has a name at global
// scope), each with both declarations. Two resources on one set and
// binding are accepted, as glslang accepts them.
layout(location = 0) out vec4 fragColor;
layout(binding = 0) uniform A { vec4 tint; };
layout(binding = 1) uniform B { vec4 tint; };
layout(binding = 2) uniform sampler2D tex;
layout(binding = 3) uniform sampler2D tex;
const float K = 1.0;
const float K = 2.0;

float f(float x) { return x; }
float f(float x) { return x * 2.0; }

void main() {
    fragColor = texture(tex, vec2(0.5)) * tint * f(K);
}
