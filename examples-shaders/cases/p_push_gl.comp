#version 450
// Push constants: a vec4, a uint count and a float scale.
layout(local_size_x = 4) in;
layout(push_constant) uniform PC {
    vec4 bias;
    uint count;
    float scale;
} pc;
layout(std430, binding = 0) buffer BOut { vec4 v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    vec4 acc = vec4(0.0);
    for (uint k = 0u; k < pc.count; k++)
        acc += pc.bias * float(k + i);
    Out.v[i] = acc * pc.scale;
}
