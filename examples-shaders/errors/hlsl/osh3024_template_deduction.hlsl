// The template argument cannot be deduced from the call.
template<typename T> T Zero() { return (T)0; }
float4 main() : SV_Target { return Zero(); }
