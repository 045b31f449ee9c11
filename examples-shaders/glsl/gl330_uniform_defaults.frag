#version 330 core
// Uniforms with initializers (desktop GLSL 1.20 on), as a separable blur
// declares its weights: in OpenGL each is the uniform's value until the
// application sets one. A Metal buffer holds only what the host writes, so
// each initializer is a warning (OSH5251) that gives the default for the
// host to write; the uniforms are ordinary members of the globals buffer.
out vec4 fragColor;
in vec2 texCoords;

uniform sampler2D image;
uniform bool horizontal = true;
uniform float weight[5] = float[] (0.2270270270, 0.1945945946, 0.1216216216, 0.0540540541, 0.0162162162);
uniform float gain = 1.0, bias;

void main() {
    vec2 texel = 1.0 / vec2(textureSize(image, 0));
    vec3 result = texture(image, texCoords).rgb * weight[0];
    vec2 step = horizontal ? vec2(texel.x, 0.0) : vec2(0.0, texel.y);
    for (int i = 1; i < 5; ++i) {
        result += texture(image, texCoords + step * float(i)).rgb * weight[i];
        result += texture(image, texCoords - step * float(i)).rgb * weight[i];
    }
    fragColor = vec4(result * gain + bias, 1.0);
}
