// Metal has no geometry stage.
struct V { float4 p : SV_Position; };
[maxvertexcount(3)] void main(triangle V input[3], inout TriangleStream<V> stream) { }
