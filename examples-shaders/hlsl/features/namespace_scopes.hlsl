// Unqualified names inside a namespace are looked up there first, then in
// each enclosing namespace, as in C++: inside `B::C`, `S`, `f`, `K` and the
// enum member `Two` are B's, even though A declares the same names. The
// kernel stores B::C::g() = (2 + 2) + 2 = 6 and A::f() = 1; an enum class
// declared in a namespace is a type there (`Lighting::Mode`).
namespace A {
    static const float K = 1.0;
    float f() { return 1.0; }
    struct S { float v; };
}

namespace B {
    static const float K = 2.0;
    float f() { return 2.0; }
    struct S { float w; float v; };
    enum E { One = 1, Two };
    namespace C {
        float g() {
            S s;
            s.w = 0;
            s.v = f() + K;
            return s.v + (float)Two;
        }
    }
}

namespace Lighting {
    enum class Mode { Lambert, Phong };
    float shade(float d, Mode m) { return m == Mode::Lambert ? d : pow(d, 16.0); }
}

RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
    o[0] = B::C::g();
    o[1] = A::f();
    o[2] = Lighting::shade(o[3], Lighting::Mode::Phong);
}
