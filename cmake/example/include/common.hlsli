#pragma once
cbuffer Frame : register(b0)
{
    float4x4 viewProj;
    float time;
};
