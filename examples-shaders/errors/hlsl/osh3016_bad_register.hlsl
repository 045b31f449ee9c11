// A malformed register.
Texture2D t : register(tx);
float4 main() : SV_Target { return 0; }
