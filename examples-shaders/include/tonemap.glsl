// Tone-mapping helpers: included by glsl/vk450_include.frag through
// GL_GOOGLE_include_directive (in the playground, an editor tab).
vec3 reinhard(vec3 c) {
    return c / (vec3(1.0) + c);
}

vec3 to_srgb(vec3 c) {
    return pow(c, vec3(1.0 / 2.2));
}
