// An undeclared variable and an unknown type.
float4 main() : SV_Target { Foo f; return undefinedValue; }
