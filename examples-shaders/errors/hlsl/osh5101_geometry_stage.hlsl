// A second stream exists only for stream output, which Metal has no stage for.
struct V { float4 p : SV_Position; };
[maxvertexcount(3)]
void main(triangle V input[3], inout TriangleStream<V> drawn, inout PointStream<V> streamed) {
    drawn.Append(input[0]);
}
