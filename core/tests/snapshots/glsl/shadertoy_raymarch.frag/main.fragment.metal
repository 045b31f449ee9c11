#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    packed_float3 iResolution;
    float iTime;
    float4 iMouse;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 32, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, iResolution) == 0, "type_Globals::iResolution: offset");
static_assert(__builtin_offsetof(type_Globals, iTime) == 12, "type_Globals::iTime: offset");
static_assert(__builtin_offsetof(type_Globals, iMouse) == 16, "type_Globals::iMouse: offset");
#endif

struct _glsl_In {
    float4 gl_FragCoord_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_FragCoord_) == 0, "_glsl_In::gl_FragCoord_: offset");
#endif

struct mainOutput {
    float4 gl_FragColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_FragColor) == 0, "mainOutput::gl_FragColor: offset");
#endif

struct _glsl_Out {
    float4 gl_FragColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_FragColor_) == 0, "_glsl_Out::gl_FragColor_: offset");
#endif

float2x2 rot(float a) {
    float a_1 = {};
    float s = {};
    float c = {};
    a_1 = a;
    s = sin(a_1);
    c = cos(a_1);
    return float2x2(float2(c, -s), float2(s, c));
}

float sdBox(float3 p, float3 b) {
    float3 p_1 = {};
    float3 q = {};
    p_1 = p;
    q = abs(p_1) - b;
    return length(max(q, float3(0.0f))) + min(max(q.x, max(q.y, q.z)), 0.0f);
}

float smin(float a, float b, float k) {
    float a_1 = {};
    float b_1 = {};
    float h = {};
    a_1 = a;
    b_1 = b;
    h = clamp(0.5f + ((0.5f * (b_1 - a_1)) / k), 0.0f, 1.0f);
    return mix(b_1, a_1, h) - ((k * h) * (1.0f - h));
}

float map(float3 p, constant type_Globals& _Globals) {
    float3 q = {};
    float box = {};
    float sphere = {};
    float ground = {};
    q = p;
    float2x2 _e7 = rot(_Globals.iTime * 0.5f);
    float2 _e10 = q.xz * _e7;
    q = float3(_e10.x, q.y, _e10.y);
    float _e21 = sdBox(q, float3(0.6f));
    box = _e21 - 0.05f;
    sphere = length(p - float3(sin(_Globals.iTime) * 1.2f, 0.0f, 0.0f)) - 0.5f;
    ground = p.y + 1.0f;
    float _e45 = smin(box, sphere, 0.4f);
    return min(_e45, ground);
}

float march(float3 ro, float3 rd, constant type_Globals& _Globals) {
    float d = {};
    int i = {};
    float h = {};
    d = 0.0f;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 96)) {
                break;
            }
            {
                float _e15 = map(ro + (rd * float3(d)), _Globals);
                h = _e15;
                d = d + h;
                if ((h < 0.001f) || (d > 40.0f)) {
                    break;
                }
            }
        }
    }
    return d;
}

float3 calcNormal(float3 p, constant type_Globals& _Globals) {
    float2 e = {};
    e = float2(0.001f, 0.0f);
    float _e8 = map(p + e.xyy, _Globals);
    float _e12 = map(p - e.xyy, _Globals);
    float _e17 = map(p + e.yxy, _Globals);
    float _e21 = map(p - e.yxy, _Globals);
    float _e26 = map(p + e.yyx, _Globals);
    float _e30 = map(p - e.yyx, _Globals);
    return normalize(float3(_e8 - _e12, _e17 - _e21, _e26 - _e30));
}

void _glsl_main(thread float4& gl_FragColor, thread float4& gl_FragCoord, constant type_Globals& _Globals) {
    float2 uv = {};
    float2 m = {};
    float3 ro = {};
    float3 fwd = {};
    float3 right = {};
    float3 up = {};
    float3 rd = {};
    float d = {};
    float3 col = {};
    float3 p = {};
    float3 n = {};
    float3 l = {};
    float diff = {};
    float shadow = {};
    uv = (gl_FragCoord.xy - (float2(0.5f) * float3(_Globals.iResolution).xy)) / float2(_Globals.iResolution.y);
    m = (_Globals.iMouse.z > 0.0f) ? (_Globals.iMouse.xy / float3(_Globals.iResolution).xy) : float2(0.5f);
    ro = float3(0.0f, 1.0f, -4.0f);
    float2x2 _e53 = rot(((m.y - 0.5f) * 3.1415927f) * 0.5f);
    float2 _e56 = ro.yz * _e53;
    ro = float3(ro.x, _e56.x, _e56.y);
    float2x2 _e70 = rot(((m.x - 0.5f) * 2.0f) * 3.1415927f);
    float2 _e73 = ro.xz * _e70;
    ro = float3(_e73.x, ro.y, _e73.y);
    fwd = normalize(-ro);
    right = normalize(cross(float3(0.0f, 1.0f, 0.0f), fwd));
    up = cross(fwd, right);
    rd = normalize(((float3(uv.x) * right) + (float3(uv.y) * up)) + (float3(1.5f) * fwd));
    float _e117 = march(ro, rd, _Globals);
    d = _e117;
    col = float3(0.6f, 0.75f, 0.9f) - float3(0.4f * rd.y);
    if (d < 40.0f) {
        {
            p = ro + (rd * float3(d));
            float3 _e141 = calcNormal(p, _Globals);
            n = _e141;
            l = normalize(float3(0.6f, 0.8f, -0.4f));
            diff = max(dot(n, l), 0.0f);
            float _e168 = march(p + ((n * float3(0.001f)) * float3(4.0f)), l, _Globals);
            shadow = (_e168 < 40.0f) ? 0.3f : 1.0f;
            col = ((float3(0.9f, 0.6f, 0.4f) * float3(diff)) * float3(shadow)) + float3(0.1f);
            col = mix(col, float3(0.6f, 0.75f, 0.9f), float3(1.0f - exp(((-0.01f) * d) * d)));
        }
    }
    col = pow(col, float3(0.4545f));
    float3 _e211 = col;
    gl_FragColor = float4(_e211.x, _e211.y, _e211.z, 1.0f);
    return;
}

struct main0_out {
    float4 gl_FragColor [[color(0)]];
};

fragment main0_out main0(
    float4 gl_FragCoord_1 [[position]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float4 gl_FragColor = {};
    float4 gl_FragCoord = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_FragCoord_1};
    gl_FragCoord = input.gl_FragCoord_;
    _glsl_main(gl_FragColor, gl_FragCoord, _Globals);
    output.gl_FragColor_ = gl_FragColor;
    {
        mainOutput result = mainOutput {output.gl_FragColor_};
        main0_out out = {};
        out.gl_FragColor = result.gl_FragColor;
        return out;
    }
}
