#version 450
// A storage block declared std140 is laid out std140, not std430: arrays
// have a 16-byte stride and structs round up to 16 bytes. The std430 block
// below holds the same members, so the two layouts sit side by side.
//
//                 std140              std430
//   weights[4]    0, stride 16        0, stride 4
//   center        64                  16
//   radius        76                  28
//   uv[2]         80, stride 16       32, stride 8
//   lights[2]     112, stride 48      48, stride 32
//   Light: pos 0, intensity[2] at 16 stride 16 (std140) / 12 stride 4 (std430)
layout(local_size_x = 2) in;

struct Light
{
    vec3 pos;
    float intensity[2];
};

layout(std140, binding = 0) buffer Scene140
{
    float weights[4];
    vec3 center;
    float radius;
    vec2 uv[2];
    Light lights[2];
} s140;

layout(std430, binding = 1) buffer Scene430
{
    float weights[4];
    vec3 center;
    float radius;
    vec2 uv[2];
    Light lights[2];
} s430;

// A default: the storage blocks after it are std140 unless they say std430.
layout(std140) buffer;
layout(binding = 2) writeonly buffer Sums { float sums[]; };

void main()
{
    uint i = gl_LocalInvocationID.x;
    s430.weights[i] = s140.weights[i] * 2.0;
    s430.center = s140.center + vec3(s140.radius);
    s430.uv[i] = s140.uv[i].yx;
    s430.lights[i] = s140.lights[1 - i];
    sums[i] = s140.lights[i].intensity[0] + s140.lights[i].intensity[1] + s140.lights[i].pos.z;
}
