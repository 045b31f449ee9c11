// A missing closing brace at the end of the file.
float4 main() : SV_Target { return 1;
