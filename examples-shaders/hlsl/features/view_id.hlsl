// D3D view instancing: SV_ViewID in vertex and pixel shaders is Metal's
// vertex amplification id (warning OSH5230 states the host's side: draw the
// views with vertex amplification, one amplification per view).
cbuffer Views : register(b0) { float4x4 viewProj[2]; };

struct VSOut {
    float4 pos : SV_Position;
    nointerpolation uint view : VIEW;
};

VSOut VSMain(float3 p : POSITION, uint view : SV_ViewID) {
    VSOut o;
    o.pos = mul(viewProj[view], float4(p, 1));
    o.view = view;
    return o;
}

float4 PSMain(VSOut i, uint view : SV_ViewID) : SV_Target {
    return float4(i.view == view ? 1.0 : 0.0, float(view), 0, 1);
}
