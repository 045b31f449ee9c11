#version 450
// Metal writes no multisampled texture: an imageStore to an image2DMS is
// refused at the call.
layout(binding = 0, rgba8) uniform image2DMS uTarget;
layout(location = 0) out vec4 FragColor;
void main() {
    imageStore(uTarget, ivec2(gl_FragCoord.xy), 0, vec4(1.0));
    FragColor = vec4(0.0);
}
