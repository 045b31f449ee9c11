//! GLSL's type rules, in one place: the lowering (shared with HLSL) asks
//! these wherever GLSL and HLSL differ, for the code the user wrote.
//!
//! - Implicit conversions (GLSL 4.60 §4.1.10, ESSL 3.20 has none): desktop
//!   GLSL converts `int` to `float` (and, from 1.30, `uint` to `float`); from
//!   4.00 also `int` to `uint` and anything numeric to `double`. Never a
//!   narrowing (`float` to `int`), never to or from `bool`, never a change of
//!   shape (no splat, no truncation). ES converts nothing.
//! - `%` takes integers only; `==` and `!=` compare whole values (vectors,
//!   matrices, structs, arrays) and give one `bool`.
//! - Types are spelled as GLSL spells them (`vec3`, `mat4x3`, `uvec2`).
//!
//! The rewriter's own glue (the generated entry point and helpers, lexed from
//! virtual files after the user's) is HLSL and follows HLSL's rules: a rule
//! here applies to a span that starts before [`Rules::generated_from`].

use crate::hlsl::check::{self, Ty};
use crate::source::Span;
use naga::ScalarKind;

/// The GLSL dialect's rule set (see the module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// `#version` number; 110 without a `#version` line.
    pub version: u32,
    /// OpenGL ES (`#version 100`, `300 es`, …).
    pub es: bool,
    /// The first position of the rewriter's generated text.
    pub generated_from: u32,
}

impl Default for Rules {
    fn default() -> Self {
        Rules { version: 450, es: false, generated_from: u32::MAX }
    }
}

impl Rules {
    /// The rules apply to code at `span` (the user's, not the glue's).
    pub fn applies(&self, span: Span) -> bool {
        span.start < self.generated_from
    }

    /// GLSL converts a value of type `from` to `to` implicitly.
    pub fn implicit(&self, from: &Ty, to: &Ty) -> bool {
        if from == to {
            return true;
        }
        let same_shape = match (from, to) {
            (Ty::Scalar(_), Ty::Scalar(_)) => true,
            (Ty::Vector(_, a), Ty::Vector(_, b)) => a == b,
            (Ty::Matrix(_, r1, c1), Ty::Matrix(_, r2, c2)) => r1 == r2 && c1 == c2,
            // A splat or a truncation between numeric types.
            _ if from.is_numeric() && to.is_numeric() => false,
            // Aggregates, resources: HLSL's checks decide (same type only).
            _ => return true,
        };
        let (Some(fs), Some(ts)) = (from.scalar(), to.scalar()) else { return true };
        same_shape && self.implicit_scalar(fs, ts)
    }

    fn implicit_scalar(&self, from: naga::Scalar, to: naga::Scalar) -> bool {
        use ScalarKind::{Float, Sint, Uint};
        let desktop400 = !self.es && self.version >= 400;
        match (from.kind, to.kind) {
            _ if from == to => true,
            // Precision only: `mediump` as `half`, 16-bit types widening.
            (Float, Float) if from.width <= 4 && to.width <= 4 => true,
            (Float, Float) => to.width > from.width && desktop400,
            (Sint, Sint) | (Uint, Uint) => to.width > from.width,
            (Sint, Uint) => desktop400 && to.width >= from.width,
            (Sint | Uint, Float) => !self.es && (to.width == 8 || from.kind == Sint || self.version >= 130),
            _ => false,
        }
    }

    /// `%` applies to operands of this scalar.
    pub fn remainder_allowed(s: naga::Scalar) -> bool {
        check::is_int(s)
    }
}

/// GLSL spelling of a type for messages.
pub fn type_name(ty: &Ty, struct_name: &dyn Fn(usize) -> String) -> String {
    let scalar = |s: naga::Scalar| -> (&'static str, &'static str) {
        match (s.kind, s.width) {
            (ScalarKind::Bool, _) => ("b", "bool"),
            (ScalarKind::Sint, 1) => ("i8", "int8_t"),
            (ScalarKind::Sint, 2) => ("i16", "int16_t"),
            (ScalarKind::Sint, 8) => ("i64", "int64_t"),
            (ScalarKind::Sint, _) => ("i", "int"),
            (ScalarKind::Uint, 1) => ("u8", "uint8_t"),
            (ScalarKind::Uint, 2) => ("u16", "uint16_t"),
            (ScalarKind::Uint, 8) => ("u64", "uint64_t"),
            (ScalarKind::Uint, _) => ("u", "uint"),
            (ScalarKind::Float, 2) => ("f16", "float16_t"),
            (ScalarKind::Float, 8) => ("d", "double"),
            _ => ("", "float"),
        }
    };
    match ty {
        Ty::Scalar(s) => scalar(*s).1.into(),
        Ty::Vector(s, n) => format!("{}vec{n}", scalar(*s).0),
        // HLSL `floatCxR` is GLSL `matCxR` (see the rewriter's type names).
        Ty::Matrix(s, c, r) => {
            let p = scalar(*s).0;
            if c == r { format!("{p}mat{c}") } else { format!("{p}mat{c}x{r}") }
        }
        Ty::Array(e, n) => format!("{}[{n}]", type_name(e, struct_name)),
        other => check::type_name(other, struct_name),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FLOAT: Ty = Ty::Scalar(check::FLOAT);
    const INT: Ty = Ty::Scalar(check::INT);
    const UINT: Ty = Ty::Scalar(check::UINT);
    const BOOL: Ty = Ty::Scalar(check::BOOL);

    fn rules(version: u32, es: bool) -> Rules {
        Rules { version, es, generated_from: u32::MAX }
    }

    #[test]
    fn implicit_conversions_by_version() {
        // (from, to, ES 3.00, desktop 3.30, desktop 4.50), from GLSL 4.60
        // §4.1.10 and its earlier versions, and ESSL 3.20 §4.1.10.
        let cases = [
            (&INT, &FLOAT, false, true, true),
            (&UINT, &FLOAT, false, true, true),
            (&INT, &UINT, false, false, true),
            (&UINT, &INT, false, false, false),
            (&FLOAT, &INT, false, false, false),
            (&FLOAT, &BOOL, false, false, false),
            (&BOOL, &FLOAT, false, false, false),
            (&INT, &Ty::Scalar(naga::Scalar::F64), false, true, true),
            (&FLOAT, &Ty::Scalar(naga::Scalar::F64), false, false, true),
            (&FLOAT, &Ty::Vector(check::FLOAT, 3), false, false, false),
            (&Ty::Vector(check::FLOAT, 4), &Ty::Vector(check::FLOAT, 3), false, false, false),
            (&Ty::Vector(check::INT, 3), &Ty::Vector(check::FLOAT, 3), false, true, true),
        ];
        for (from, to, es, d330, d450) in cases {
            assert_eq!(rules(300, true).implicit(from, to), es, "ES: {from:?} -> {to:?}");
            assert_eq!(rules(330, false).implicit(from, to), d330, "330: {from:?} -> {to:?}");
            assert_eq!(rules(450, false).implicit(from, to), d450, "450: {from:?} -> {to:?}");
        }
    }

    #[test]
    fn glsl_type_names() {
        let none = |_: usize| String::new();
        assert_eq!(type_name(&Ty::Vector(check::FLOAT, 3), &none), "vec3");
        assert_eq!(type_name(&Ty::Vector(check::UINT, 2), &none), "uvec2");
        assert_eq!(type_name(&Ty::Matrix(check::FLOAT, 4, 4), &none), "mat4");
        assert_eq!(type_name(&Ty::Matrix(check::FLOAT, 4, 3), &none), "mat4x3");
        assert_eq!(type_name(&Ty::Array(Box::new(Ty::Vector(check::BOOL, 2)), 3), &none), "bvec2[3]");
    }
}
