#version 130
// A fragment shader that declares its own output and also writes
// `gl_FragColor`: GLSL 1.30 on forbids the mix (both are render target 0).
// Expected: OSH3007 at `gl_FragColor`, with the output to write instead.
in vec2 uv;
out vec4 FragColor;

void main() {
    if (uv.x < 0.0) {
        gl_FragColor = vec4(0.0);
        return;
    }
    FragColor = vec4(uv, 0.0, 1.0);
}
