// Pasted from Shadertoy as is: no #version, no main, and Shadertoy's inputs
// (iResolution, iTime, iMouse, iChannel0) used without declarations. They
// become loose uniforms in _Globals (and a texture with its sampler), and a
// main calls mainImage with gl_FragCoord.
float circle(vec2 p, float r)
{
    return smoothstep(r, r - 0.01, length(p));
}

void mainImage(out vec4 fragColor, in vec2 fragCoord)
{
    vec2 uv = (2.0 * fragCoord - iResolution.xy) / iResolution.y;
    vec2 mouse = iMouse.xy / iResolution.xy;
    vec3 col = 0.5 + 0.5 * cos(iTime + uv.xyx + vec3(0.0, 2.0, 4.0));
    col *= texture(iChannel0, fragCoord / iResolution.xy).rgb;
    col = mix(col, vec3(1.0), circle(uv - mouse, 0.2));
    fragColor = vec4(col, 1.0);
}
