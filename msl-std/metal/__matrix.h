// Matrices (MSL 2.4 section 2.3): `matrix<T, C, R>` is C columns of R
// components, `m[i]` is column i; only half and float elements exist.
#pragma once

namespace metal {
template <class T, int C, int R> struct matrix {
    static_assert(__scalar<T>::fp && C >= 2 && C <= 4 && R >= 2 && R <= 4,
                  "matrix<T, C, R>: only half and float matrices of 2 to 4 columns and rows exist in MSL");
    vec<T, R> columns[C];

    matrix() = default;
    // Diagonal matrix.
    constexpr explicit matrix(T d) : columns{} {
        for (int c = 0; c < C; ++c)
            for (int r = 0; r < R; ++r) columns[c].__e[r] = c == r ? d : T(0);
    }
    // Columns, or all C*R components in column order.
    template <class... A, enable_if_t<sizeof...(A) == C && ((__ncomp<A, T>::n == R) && ...), int> = 0>
    constexpr matrix(A... cols) : columns{vec<T, R>(cols)...} {}
    template <class... A, enable_if_t<sizeof...(A) == C * R && C * R != C && ((__scalar<A>::ok) && ...), int> = 0>
    constexpr matrix(A... s) : columns{} {
        T v[C * R] = {T(s)...};
        for (int c = 0; c < C; ++c)
            for (int r = 0; r < R; ++r) columns[c].__e[r] = v[c * R + r];
    }
    template <class U, enable_if_t<!is_same<U, T>::value, int> = 0>
    constexpr explicit matrix(matrix<U, C, R> o) : columns{} {
        for (int c = 0; c < C; ++c) columns[c] = vec<T, R>(o.columns[c]);
    }

    // Ref-qualified: a temporary (`transpose(m)[i]`) takes the `&&` ones,
    // an lvalue the one of its address space (check mode, below).
    constexpr vec<T, R> &operator[](int c) & { return columns[c]; }
    constexpr const vec<T, R> &operator[](int c) const & { return columns[c]; }
    constexpr vec<T, R> operator[](int c) && { return columns[c]; }
    constexpr vec<T, R> operator[](int c) const && { return columns[c]; }
#ifdef __FM_CHECK
    // The element keeps the object's address space (`&(*p)[i]` of a
    // `constant` pointer is a `constant` pointer), as in Metal.
#define __FM_AS_INDEX(AS)                                                                  \
    constexpr AS vec<T, R> &operator[](int i) AS & { return columns[i]; }                 \
    constexpr const AS vec<T, R> &operator[](int i) const AS & { return columns[i]; }
    __FM_AS_INDEX(__private)
    __FM_AS_INDEX(__global)
    __FM_AS_INDEX(__local)
#undef __FM_AS_INDEX
#endif

    friend constexpr matrix operator+(matrix a, matrix b) {
        for (int c = 0; c < C; ++c) a.columns[c] = a.columns[c] + b.columns[c];
        return a;
    }
    friend constexpr matrix operator-(matrix a, matrix b) {
        for (int c = 0; c < C; ++c) a.columns[c] = a.columns[c] - b.columns[c];
        return a;
    }
    friend constexpr matrix operator-(matrix a) {
        for (int c = 0; c < C; ++c) a.columns[c] = -a.columns[c];
        return a;
    }
    friend constexpr matrix operator*(matrix a, T s) {
        for (int c = 0; c < C; ++c) a.columns[c] = a.columns[c] * s;
        return a;
    }
    friend constexpr matrix operator*(T s, matrix a) { return a * s; }
    friend constexpr matrix operator/(matrix a, T s) {
        for (int c = 0; c < C; ++c) a.columns[c] = a.columns[c] / s;
        return a;
    }
    // m * v: v has one component per column.
    friend constexpr vec<T, R> operator*(matrix m, vec<T, C> v) {
        vec<T, R> r(T(0));
        for (int c = 0; c < C; ++c) r = r + m.columns[c] * v.__e[c];
        return r;
    }
    // v * m: v has one component per row.
    friend constexpr vec<T, C> operator*(vec<T, R> v, matrix m) {
        vec<T, C> r(T(0));
        for (int c = 0; c < C; ++c) {
            T s = T(0);
            for (int i = 0; i < R; ++i) s += v.__e[i] * m.columns[c].__e[i];
            r.__e[c] = s;
        }
        return r;
    }
    // `v *= m` for a square matrix: v = v * m (MSL section 3.1, matrix operators).
    // (A non-square matrix fails in the body: `v * m` has C components.)
    friend vec<T, R> &operator*=(vec<T, R> &v, matrix m) { return v = v * m; }
    matrix &operator+=(matrix b) { return *this = *this + b; }
    matrix &operator-=(matrix b) { return *this = *this - b; }
    matrix &operator*=(T s) { return *this = *this * s; }
    matrix &operator*=(matrix<T, C, C> b) { return *this = *this * b; }
    friend constexpr bool operator==(matrix a, matrix b) {
        for (int c = 0; c < C; ++c)
            for (int r = 0; r < R; ++r)
                if (a.columns[c].__e[r] != b.columns[c].__e[r]) return false;
        return true;
    }
};

// (K columns x R rows) * (C columns x K rows) = C columns x R rows.
template <class T, int K, int R, int C>
constexpr matrix<T, C, R> operator*(matrix<T, K, R> a, matrix<T, C, K> b) {
    matrix<T, C, R> m(T(0));
    for (int c = 0; c < C; ++c) m.columns[c] = a * b.columns[c];
    return m;
}

template <class T, int C, int R> constexpr matrix<T, R, C> transpose(matrix<T, C, R> m) {
    matrix<T, R, C> t(T(0));
    for (int c = 0; c < C; ++c)
        for (int r = 0; r < R; ++r) t.columns[r].__e[c] = m.columns[c].__e[r];
    return t;
}
template <class T> constexpr T determinant(matrix<T, 2, 2> m) {
    return m[0][0] * m[1][1] - m[1][0] * m[0][1];
}
template <class T> constexpr T determinant(matrix<T, 3, 3> m) {
    return m[0][0] * (m[1][1] * m[2][2] - m[2][1] * m[1][2]) - m[1][0] * (m[0][1] * m[2][2] - m[2][1] * m[0][2]) +
           m[2][0] * (m[0][1] * m[1][2] - m[1][1] * m[0][2]);
}
template <class T> constexpr T determinant(matrix<T, 4, 4> m) {
    T d = T(0);
    for (int k = 0; k < 4; ++k) {
        matrix<T, 3, 3> s(T(0));
        for (int c = 1; c < 4; ++c)
            for (int r = 0, rr = 0; r < 4; ++r)
                if (r != k) s.columns[c - 1].__e[rr++] = m.columns[c].__e[r];
        T term = m.columns[0].__e[k] * determinant(s);
        d += (k % 2 == 0) ? term : -term;
    }
    return d;
}
} // namespace metal

#define __FM_MTYPES(T, NAME)                                                                   \
    typedef metal::matrix<T, 2, 2> NAME##2x2;                                                  \
    typedef metal::matrix<T, 2, 3> NAME##2x3;                                                  \
    typedef metal::matrix<T, 2, 4> NAME##2x4;                                                  \
    typedef metal::matrix<T, 3, 2> NAME##3x2;                                                  \
    typedef metal::matrix<T, 3, 3> NAME##3x3;                                                  \
    typedef metal::matrix<T, 3, 4> NAME##3x4;                                                  \
    typedef metal::matrix<T, 4, 2> NAME##4x2;                                                  \
    typedef metal::matrix<T, 4, 3> NAME##4x3;                                                  \
    typedef metal::matrix<T, 4, 4> NAME##4x4;                                                  \
    namespace metal {                                                                          \
    using ::NAME##2x2;                                                                         \
    using ::NAME##2x3;                                                                         \
    using ::NAME##2x4;                                                                         \
    using ::NAME##3x2;                                                                         \
    using ::NAME##3x3;                                                                         \
    using ::NAME##3x4;                                                                         \
    using ::NAME##4x2;                                                                         \
    using ::NAME##4x3;                                                                         \
    using ::NAME##4x4;                                                                         \
    }
__FM_MTYPES(float, float)
__FM_MTYPES(__FM_HALF, half)
#undef __FM_MTYPES
