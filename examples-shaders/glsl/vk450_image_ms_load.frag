#version 450
// A multisampled storage image read per sample: Metal's read-only
// texture2d_ms (imageLoad(img, P, sample) is read(P, sample), imageSamples
// its get_num_samples()); a resolve by averaging the samples.
layout(binding = 0, rgba16f) uniform readonly image2DMS uColorMS;
layout(location = 0) out vec4 FragColor;

void main() {
    ivec2 p = ivec2(gl_FragCoord.xy);
    int n = imageSamples(uColorMS);
    vec4 sum = vec4(0.0);
    for (int s = 0; s < n; s++) {
        sum += imageLoad(uColorMS, p, s);
    }
    FragColor = sum / float(max(n, 1));
}
