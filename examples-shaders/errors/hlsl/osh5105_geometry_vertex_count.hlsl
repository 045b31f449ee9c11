// Metal's mesh functions output at most 256 vertices.
struct V { float4 p : SV_Position; };
[maxvertexcount(300)]
void main(point V input[1], inout PointStream<V> stream) {
    stream.Append(input[0]);
}
