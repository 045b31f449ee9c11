// D3D packs `exposure` into the last 16-byte register of `scene`, at byte
// 212, right after the struct's 212 bytes; MSL's 16-byte alignment makes
// the struct 224 bytes, so no MSL struct can put `exposure` at 212.
// Expected: OSH5116 (the member cannot be placed).

struct Light {
    float4 position;
    float3 color;
    float radius;
};

struct Lighting {
    Light lights[6];
    float4 viewPos;
    int debugTarget;
};

cbuffer Scene : register(b0) {
    Lighting scene;
    float exposure;
}

float4 main() : SV_Target {
    return scene.viewPos * exposure;
}
