#version 450
// GLSL texel buffers: samplerBuffer/usamplerBuffer and imageBuffer are
// Metal texture buffers (texture_buffer<T>), reflected as texelBuffer.
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) uniform samplerBuffer positions;
layout(set = 0, binding = 1) uniform usamplerBuffer indices;
layout(set = 0, binding = 2, rgba32f) uniform writeonly imageBuffer outPositions;

void main() {
    int i = int(gl_GlobalInvocationID.x);
    if (i >= textureSize(positions)) {
        return;
    }
    uint j = texelFetch(indices, i).x;
    imageStore(outPositions, i, texelFetch(positions, int(j)) * 2.0);
}
