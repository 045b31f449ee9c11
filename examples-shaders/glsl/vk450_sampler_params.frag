#version 450
// Vulkan-sample style GLSL: combined samplers passed to functions (the
// parameter becomes a texture and its sampler), a multisampled texture
// parameter, a user function overloading a built-in's name (textureProj),
// `float[9] name` arrays, `.stpq` swizzles, a struct declared together with
// its variable, and gl_PointCoord.
layout(binding = 0) uniform sampler2D colorMap;
layout(binding = 1) uniform sampler2DShadow shadowMap;
layout(binding = 2) uniform sampler2DMS gbufferMS;

layout(location = 0) in vec4 inShadowCoord;
layout(location = 1) in vec2 inUV;
layout(location = 0) out vec4 outColor;

struct Taps
{
    float weight[9];
} taps;

float textureProj(vec4 coord, vec2 offset)
{
    vec3 p = coord.xyz / coord.w;
    return texture(shadowMap, vec3(p.st + offset, p.p));
}

vec4 blur(sampler2D image, vec2 uv, float[9] weights)
{
    vec4 sum = vec4(0.0);
    for (int i = 0; i < 9; ++i)
    {
        vec2 offset = vec2(float(i % 3) - 1.0, float(i / 3) - 1.0) / 256.0;
        sum += texture(image, uv + offset) * weights[i];
    }
    return sum;
}

vec4 resolve(sampler2DMS tex, ivec2 uv)
{
    return (texelFetch(tex, uv, 0) + texelFetch(tex, uv, 1)) * 0.5;
}

void main()
{
    for (int i = 0; i < 9; ++i)
        taps.weight[i] = 1.0 / 9.0;
    float shadow = textureProj(inShadowCoord, vec2(0.0));
    vec4 color = blur(colorMap, inUV * gl_PointCoord.st, taps.weight);
    outColor = vec4(color.rgb * shadow, color.a) + resolve(gbufferMS, ivec2(inUV.ts * 64.0));
}
