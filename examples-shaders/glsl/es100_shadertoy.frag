// WebGL 1 fragment shader in the style of a shadertoy: animated rings.
precision mediump float;
uniform vec2 iResolution;
uniform float iTime;

void main() {
    vec2 uv = (gl_FragCoord.xy - 0.5 * iResolution) / iResolution.y;
    float d = length(uv);
    float rings = sin(20.0 * d - 4.0 * iTime);
    vec3 col = mix(vec3(0.1, 0.2, 0.5), vec3(1.0, 0.8, 0.3), smoothstep(-0.2, 0.2, rings));
    col *= 1.0 - smoothstep(0.4, 0.9, d);
    gl_FragColor = vec4(col, 1.0);
}
