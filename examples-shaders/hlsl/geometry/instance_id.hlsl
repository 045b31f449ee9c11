// A geometry shader that passes the instance on: its `SV_InstanceID`
// output is a varying of that name (`[[user(SV_INSTANCEID0)]]`), as DXC
// makes it a user location, which a pixel shader reads back as an ordinary
// `nointerpolation uint instance : SV_InstanceID` input.
struct VSOut {
    float4 pos : SV_Position;
    uint instance : INSTANCE;
};

struct GSOut {
    float4 pos : SV_Position;
    uint instance : SV_InstanceID;
};

[maxvertexcount(3)]
void main(triangle VSOut input[3], inout TriangleStream<GSOut> stream) {
    for (uint i = 0; i < 3; i++) {
        GSOut v;
        v.pos = input[i].pos;
        v.instance = input[i].instance;
        stream.Append(v);
    }
}
