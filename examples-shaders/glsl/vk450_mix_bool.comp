#version 450
// mix() with a bool selector picks y where it is true and x elsewhere, for
// any scalar type (integers and bools since GLSL 4.50): a select of the
// operands, exact for integers beyond float precision and for NaN/Inf.
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Data {
    uvec4 ids[];
};
layout(std430, binding = 1) buffer Floats {
    vec4 f[];
};

void main() {
    uint i = gl_GlobalInvocationID.x;
    uvec4 id = ids[i];
    ids[i] = mix(id, uvec4(0xFFFFFFFFu), greaterThan(id, uvec4(16777217u)));
    f[i] = mix(f[i], vec4(-1.0), isnan(f[i]));
    bvec2 b = mix(bvec2(false), bvec2(true), bvec2(id.x > 2u, id.y > 2u));
    f[i].x += float(b.x) + float(b.y);
}
