// A geometry shader becomes a mesh function, which needs MSL 3.0.
struct V { float4 p : SV_Position; };
[maxvertexcount(3)]
void main(triangle V input[3], inout TriangleStream<V> stream) {
    for (uint i = 0; i < 3; i++) {
        stream.Append(input[i]);
    }
}
