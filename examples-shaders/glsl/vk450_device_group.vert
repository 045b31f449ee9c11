#version 450
#extension GL_EXT_device_group : require
// GL_EXT_device_group: Metal has no device groups (a pipeline runs on one
// device), so gl_DeviceIndex is 0, with warning OSH5231.
layout(binding = 0) uniform Offsets {
    vec4 perDevice[4];
};
layout(location = 0) in vec4 aPos;

void main() {
    gl_Position = aPos + perDevice[gl_DeviceIndex];
}
