#version 450
// Read-write cube and cube-array images (Metal's texturecube and
// texturecube_array with read/write access): GLSL addresses a texel by
// (x, y, face), or (x, y, 6 * layer + face) in a cube array, which Metal
// takes as the coordinate, the face and the array index.
layout(local_size_x = 8, local_size_y = 8) in;
layout(binding = 0, rgba16f) uniform readonly imageCube uSky;
layout(binding = 1, rgba16f) uniform writeonly imageCubeArray uProbes;
layout(binding = 2, r32ui) uniform uimageCube uHits;

void store_probe(writeonly imageCubeArray probes, ivec3 p, vec4 c) {
    imageStore(probes, p, c);
}

void main() {
    ivec2 xy = ivec2(gl_GlobalInvocationID.xy);
    int face = int(gl_GlobalInvocationID.z);
    if (any(greaterThanEqual(xy, imageSize(uSky)))) {
        return;
    }
    vec4 sky = imageLoad(uSky, ivec3(xy, face));
    // Probe 2, the same face.
    store_probe(uProbes, ivec3(xy, 2 * 6 + face), sky * 0.5);
    uvec4 hits = imageLoad(uHits, ivec3(xy, face));
    imageStore(uHits, ivec3(xy, face), hits + uvec4(1u));
}
