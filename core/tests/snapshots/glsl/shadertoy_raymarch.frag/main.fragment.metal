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
    float _e3 = a_1;
    s = sin(_e3);
    float _e6 = a_1;
    c = cos(_e6);
    float _e8 = s;
    float _e10 = c;
    float _e11 = s;
    float _e12 = c;
    return float2x2(float2(_e10, -_e8), float2(_e11, _e12));
}

float sdBox(float3 p, float3 b) {
    float3 p_1 = {};
    float3 q = {};
    p_1 = p;
    float3 _e4 = p_1;
    q = abs(_e4) - b;
    float3 _e8 = q;
    float _e16 = q.y;
    float _e17 = q.z;
    float _e19 = q.x;
    return length(max(_e8, float3(0.0f))) + min(max(_e19, max(_e16, _e17)), 0.0f);
}

float smin(float a, float b, float k) {
    float a_1 = {};
    float b_1 = {};
    float h = {};
    a_1 = a;
    b_1 = b;
    float _e8 = b_1;
    float _e9 = a_1;
    h = clamp(0.5f + ((0.5f * (_e8 - _e9)) / k), 0.0f, 1.0f);
    float _e17 = b_1;
    float _e18 = a_1;
    float _e19 = h;
    float _e21 = h;
    float _e24 = h;
    return mix(_e17, _e18, _e19) - ((k * _e21) * (1.0f - _e24));
}

float map(float3 p, constant type_Globals& _Globals) {
    float3 q = {};
    float box = {};
    float sphere = {};
    float ground = {};
    q = p;
    float _e5 = _Globals.iTime;
    float2x2 _e7 = rot(_e5 * 0.5f);
    float3 _e8 = q;
    float2 _e10 = _e8.xz * _e7;
    float3 _e11 = q;
    q = float3(_e10.x, _e11.y, _e10.y);
    float3 _e20 = q;
    float _e21 = sdBox(_e20, float3(0.6f));
    box = _e21 - 0.05f;
    float _e27 = _Globals.iTime;
    sphere = length(p - float3(sin(_e27) * 1.2f, 0.0f, 0.0f)) - 0.5f;
    ground = p.y + 1.0f;
    float _e43 = box;
    float _e44 = sphere;
    float _e45 = smin(_e43, _e44, 0.4f);
    float _e46 = ground;
    return min(_e45, _e46);
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
                int _e26 = i;
                i = _e26 + 1;
            }
            loop_init = false;
            int _e7 = i;
            if (!(_e7 < 96)) {
                break;
            }
            {
                float _e11 = d;
                float _e15 = map(ro + (rd * float3(_e11)), _Globals);
                h = _e15;
                float _e16 = d;
                float _e17 = h;
                d = _e16 + _e17;
                float _e20 = h;
                float _e23 = d;
                if ((_e20 < 0.001f) || (_e23 > 40.0f)) {
                    break;
                }
            }
        }
    }
    float _e29 = d;
    return _e29;
}

float3 calcNormal(float3 p, constant type_Globals& _Globals) {
    float2 e = {};
    e = float2(0.001f, 0.0f);
    float2 _e5 = e;
    float _e8 = map(p + _e5.xyy, _Globals);
    float2 _e9 = e;
    float _e12 = map(p - _e9.xyy, _Globals);
    float2 _e14 = e;
    float _e17 = map(p + _e14.yxy, _Globals);
    float2 _e18 = e;
    float _e21 = map(p - _e18.yxy, _Globals);
    float2 _e23 = e;
    float _e26 = map(p + _e23.yyx, _Globals);
    float2 _e27 = e;
    float _e30 = map(p - _e27.yyx, _Globals);
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
    float3 _e5 = float3(_Globals.iResolution);
    float4 _e10 = gl_FragCoord;
    float _e16 = _Globals.iResolution.y;
    uv = (_e10.xy - (float2(0.5f) * _e5.xy)) / float2(_e16);
    float _e24 = _Globals.iMouse.z;
    float4 _e30 = _Globals.iMouse;
    float3 _e32 = float3(_Globals.iResolution);
    m = (_e24 > 0.0f) ? (_e30.xy / _e32.xy) : float2(0.5f);
    ro = float3(0.0f, 1.0f, -4.0f);
    float _e47 = m.y;
    float2x2 _e53 = rot(((_e47 - 0.5f) * 3.1415927f) * 0.5f);
    float3 _e54 = ro;
    float2 _e56 = _e54.yz * _e53;
    float3 _e57 = ro;
    ro = float3(_e57.x, _e56.x, _e56.y);
    float _e64 = m.x;
    float2x2 _e70 = rot(((_e64 - 0.5f) * 2.0f) * 3.1415927f);
    float3 _e71 = ro;
    float2 _e73 = _e71.xz * _e70;
    float3 _e74 = ro;
    ro = float3(_e73.x, _e74.y, _e73.y);
    float3 _e80 = ro;
    fwd = normalize(-_e80);
    float3 _e88 = fwd;
    right = normalize(cross(float3(0.0f, 1.0f, 0.0f), _e88));
    float3 _e92 = fwd;
    float3 _e93 = right;
    up = cross(_e92, _e93);
    float _e97 = uv.x;
    float3 _e98 = right;
    float _e102 = uv.y;
    float3 _e103 = up;
    float3 _e108 = fwd;
    rd = normalize(((float3(_e97) * _e98) + (float3(_e102) * _e103)) + (float3(1.5f) * _e108));
    float3 _e115 = ro;
    float3 _e116 = rd;
    float _e117 = march(_e115, _e116, _Globals);
    d = _e117;
    float _e125 = rd.y;
    col = float3(0.6f, 0.75f, 0.9f) - float3(0.4f * _e125);
    float _e130 = d;
    if (_e130 < 40.0f) {
        {
            float3 _e133 = rd;
            float _e134 = d;
            float3 _e137 = ro;
            p = _e137 + (_e133 * float3(_e134));
            float3 _e140 = p;
            float3 _e141 = calcNormal(_e140, _Globals);
            n = _e141;
            l = normalize(float3(0.6f, 0.8f, -0.4f));
            float3 _e150 = n;
            float3 _e151 = l;
            diff = max(dot(_e150, _e151), 0.0f);
            float3 _e157 = n;
            float3 _e165 = p;
            float3 _e167 = l;
            float _e168 = march(_e165 + ((_e157 * float3(0.001f)) * float3(4.0f)), _e167, _Globals);
            shadow = (_e168 < 40.0f) ? 0.3f : 1.0f;
            float _e178 = diff;
            float _e181 = shadow;
            col = ((float3(0.9f, 0.6f, 0.4f) * float3(_e178)) * float3(_e181)) + float3(0.1f);
            float _e195 = d;
            float _e197 = d;
            float3 _e201 = col;
            col = mix(_e201, float3(0.6f, 0.75f, 0.9f), float3(1.0f - exp(((-0.01f) * _e195) * _e197)));
        }
    }
    float3 _e207 = col;
    col = pow(_e207, float3(0.4545f));
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
    float4 _e5 = input.gl_FragCoord_;
    gl_FragCoord = _e5;
    _glsl_main(gl_FragColor, gl_FragCoord, _Globals);
    float4 _e9 = gl_FragColor;
    output.gl_FragColor_ = _e9;
    _glsl_Out _e10 = output;
    {
        mainOutput result = mainOutput {_e10.gl_FragColor_};
        main0_out out = {};
        out.gl_FragColor = result.gl_FragColor;
        return out;
    }
}
