#version 450
#extension GL_EXT_null_initializer : enable
// A `shared` variable can have only the null initializer `{}`: glslang
// rejects a value, and so does ferrometal (it was silently dropped once).
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer B { uint v[]; } Out;
shared uint counter = 5u;

void main()
{
    Out.v[gl_LocalInvocationIndex] = counter;
}
