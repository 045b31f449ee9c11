// HLSL 2021 templates: function templates with deduced and explicit
// arguments (T, vector<T, 3>, T values[N]) and a struct template with a
// value parameter and methods.
template<typename T> T Square(T x) { return x * x; }
template<typename T, uint N> T SumOf(T values[N]) { T s = (T)0; for (uint i = 0; i < N; ++i) s += values[i]; return s; }
template<typename T, uint N> struct FixedArray { T Data[N]; T Get(uint i) { return Data[i]; } uint Count() { return N; } };
template<typename T> vector<T, 3> Scale3(vector<T, 3> v, T k) { return v * k; }
RWStructuredBuffer<float4> o;
[numthreads(1,1,1)] void main(uint3 id : SV_DispatchThreadID) {
  float a = Square(2.0f);
  int b = Square<int>(3);
  float3 c = Square(float3(1, 2, 3));
  float arr[4] = { 1, 2, 3, 4 };
  FixedArray<float, 4> fa;
  fa.Data = arr;
  o[0] = float4(a, b, SumOf(arr) + fa.Get(1) + fa.Count(), c.x) + Scale3(c, 2.0f).xyzz;
}
