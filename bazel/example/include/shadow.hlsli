#pragma once
#if SHADOWS
Texture2D<float> shadowMap : register(t1);
SamplerState shadowSampler : register(s1);
float shadow(float2 uv) { return shadowMap.Sample(shadowSampler, uv); }
#else
float shadow(float2 uv) { return 1.0; }
#endif
