//! Intrinsics that are compositions of others: the ones with `out`
//! parameters (`sincos`, `modf`, `frexp`) and the fixed-function helpers
//! HLSL kept from Direct3D 9 (`lit`, `dst`, `D3DCOLORtoUBYTE4`). Each is
//! written out in naga IR as the HLSL reference defines it.

use super::Lower;
use super::expr::{Val, Vk};
use super::func::FnCtx;
use crate::diag::codes;
use crate::hlsl::check::{self, Ty};
use crate::source::Span;
use naga::{BinaryOperator as B, Expression as E, Handle, MathFunction as M};

type H = Handle<E>;

fn ns(s: Span) -> naga::Span {
    if s.is_dummy() { naga::Span::UNDEFINED } else { naga::Span::new(s.start, s.end) }
}

/// The names [`Lower::compound_intrinsic`] answers, with their arity.
const COMPOUND: &[(&str, usize)] =
    &[("sincos", 3), ("modf", 2), ("frexp", 2), ("lit", 3), ("dst", 2), ("D3DCOLORtoUBYTE4", 1)];

impl Lower<'_> {
    /// `name(vals…)` when `name` is one of these intrinsics (`None` when it
    /// is not).
    pub(super) fn compound_intrinsic(&mut self, f: &mut FnCtx, name: &str, vals: &[Val], sp: Span) -> Option<Val> {
        let &(_, arity) = COMPOUND.iter().find(|(n, _)| *n == name)?;
        if vals.len() != arity {
            self.error(codes::SEM_BAD_ARGUMENT_COUNT, format!("`{name}` takes {arity} argument(s)"), sp);
            return Some(Val::error(sp));
        }
        let nsp = ns(sp);
        let first = vals.first()?;
        // A matrix goes row by row: every argument indexed by the row.
        if let Ty::Matrix(s, r, c) = first.ty
            && r > 1
            && c > 1
            && matches!(name, "sincos" | "modf" | "frexp")
        {
            let mut rows = Vec::new();
            for i in 0..r {
                let mut row_vals = Vec::new();
                for v in vals {
                    let k = f.f.literal(naga::Literal::U32(u32::from(i)), nsp);
                    let k = Val { lit: true, ..Val::value(k, Ty::Scalar(check::UINT), sp) };
                    row_vals.push(self.index(f, v.clone(), k, sp));
                }
                let row = self.compound_intrinsic(f, name, &row_vals, sp)?;
                if name != "sincos" {
                    rows.push(self.rv(f, &row)?);
                }
            }
            if name == "sincos" {
                return Some(Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp });
            }
            let t = Ty::Matrix(if check::is_float(s) { s } else { check::FLOAT }, r, c);
            let ty = self.naga_ty(&t, super::layout::Layout::Natural, false);
            return Some(Val::value(f.f.expr(E::Compose { ty, components: rows }, nsp), t, sp));
        }
        if !matches!(first.ty, Ty::Scalar(_) | Ty::Vector(..)) {
            let msg = format!("`{name}` takes a scalar or vector, not `{}`", self.ty_name(&first.ty));
            self.error(codes::SEM_NO_OVERLOAD, msg, first.span);
            return Some(Val::error(sp));
        }
        // The float shape of the first argument (`sincos(int2)` is on `float2`).
        let float_of =
            |v: &Val| v.ty.with_scalar(v.ty.scalar().filter(|s| check::is_float(*s)).unwrap_or(check::FLOAT));
        Some(match name {
            "sincos" => {
                let t = float_of(first);
                let x = self.coerce(f, first, &t)?;
                let sin = f.f.expr(E::Math { fun: M::Sin, arg: x, arg1: None, arg2: None, arg3: None }, nsp);
                let cos = f.f.expr(E::Math { fun: M::Cos, arg: x, arg1: None, arg2: None, arg3: None }, nsp);
                self.store_out(f, vals.get(1)?, sin, &t, nsp);
                self.store_out(f, vals.get(2)?, cos, &t, nsp);
                Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp }
            }
            // The fraction is the result and the other part goes to the
            // `out` argument (both with the sign of x), as C's modf/frexp.
            "modf" | "frexp" => {
                let t = float_of(first);
                let x = self.coerce(f, first, &t)?;
                let size = match t {
                    Ty::Vector(_, n) => crate::front::build::vector_size(n),
                    _ => None,
                };
                let scalar = t.scalar()?;
                let (fun, kind) = if name == "modf" {
                    (M::Modf, naga::PredeclaredType::ModfResult { size, scalar })
                } else {
                    (M::Frexp, naga::PredeclaredType::FrexpResult { size, scalar })
                };
                self.b.module.generate_predeclared_type(kind);
                let r = f.f.expr(E::Math { fun, arg: x, arg1: None, arg2: None, arg3: None }, nsp);
                let fraction = f.f.access_index(r, 0, nsp);
                let other = f.f.access_index(r, 1, nsp);
                // frexp's exponent is an `int`; HLSL's `out` is float-typed.
                let other_ty = if name == "frexp" { t.with_scalar(check::INT) } else { t.clone() };
                self.store_out(f, vals.get(1)?, other, &other_ty, nsp);
                Val::value(fraction, t, sp)
            }
            // lit(n·l, n·h, m) = (1, max(n·l, 0), n·l < 0 || n·h < 0 ? 0 : (n·h)^m, 1).
            "lit" => {
                let fl = Ty::Scalar(check::FLOAT);
                let mut xs = Vec::new();
                for v in vals {
                    xs.push(self.coerce(f, v, &fl)?);
                }
                let [l, h, m] = xs.as_slice() else { return Some(Val::error(sp)) };
                let zero = self.scalar_lit(f, check::FLOAT, 0.0, nsp);
                let one = self.scalar_lit(f, check::FLOAT, 1.0, nsp);
                let diffuse = f.f.expr(E::Math { fun: M::Max, arg: *l, arg1: Some(zero), arg2: None, arg3: None }, nsp);
                let pow = f.f.expr(E::Math { fun: M::Pow, arg: *h, arg1: Some(*m), arg2: None, arg3: None }, nsp);
                let l_neg = f.f.expr(E::Binary { op: B::Less, left: *l, right: zero }, nsp);
                let h_neg = f.f.expr(E::Binary { op: B::Less, left: *h, right: zero }, nsp);
                let either = f.f.expr(E::Binary { op: B::LogicalOr, left: l_neg, right: h_neg }, nsp);
                let specular = f.f.expr(E::Select { condition: either, accept: zero, reject: pow }, nsp);
                self.float4(f, [one, diffuse, specular, one], sp)
            }
            // dst(a, b) = (1, a.y * b.y, a.z, b.w).
            "dst" => {
                let f4 = Ty::Vector(check::FLOAT, 4);
                let a = self.coerce(f, first, &f4)?;
                let b = self.coerce(f, vals.get(1)?, &f4)?;
                let one = self.scalar_lit(f, check::FLOAT, 1.0, nsp);
                let (ay, by) = (f.f.access_index(a, 1, nsp), f.f.access_index(b, 1, nsp));
                let y = f.f.expr(E::Binary { op: B::Multiply, left: ay, right: by }, nsp);
                let z = f.f.access_index(a, 2, nsp);
                let w = f.f.access_index(b, 3, nsp);
                self.float4(f, [one, y, z, w], sp)
            }
            // D3DCOLORtoUBYTE4(c) = int4(c.zyxw * 255.001953), D3D's own scale.
            _ => {
                let f4 = Ty::Vector(check::FLOAT, 4);
                let c = self.coerce(f, first, &f4)?;
                let zyxw = self.swizzle_value(f, c, &[2, 1, 0, 3], nsp);
                let k = self.scalar_lit(f, check::FLOAT, 255.001953, nsp);
                let k = f.f.expr(E::Splat { size: naga::VectorSize::Quad, value: k }, nsp);
                let scaled = f.f.expr(E::Binary { op: B::Multiply, left: zyxw, right: k }, nsp);
                let i4 = Ty::Vector(check::INT, 4);
                let h = self.convert_h(f, scaled, &f4, &i4, nsp);
                Val::value(h, i4, sp)
            }
        })
    }

    /// Store `value` (of `ty`) through the `out` argument `place`.
    fn store_out(&mut self, f: &mut FnCtx, place: &Val, value: H, ty: &Ty, sp: naga::Span) {
        if !self.check_lvalue(place) {
            return;
        }
        let place_ty = place.ty.clone();
        if check::conversion_cost(ty, &place_ty).is_none() {
            let msg = format!("the `out` argument needs a `{}`, not `{}`", self.ty_name(ty), self.ty_name(&place_ty));
            self.error(codes::SEM_TYPE_MISMATCH, msg, place.span);
            return;
        }
        let h = self.convert_h(f, value, ty, &place_ty, sp);
        self.store(f, place, h);
    }

    fn float4(&mut self, f: &mut FnCtx, components: [H; 4], sp: Span) -> Val {
        let f4 = Ty::Vector(check::FLOAT, 4);
        let ty = self.naga_ty(&f4, super::layout::Layout::Natural, false);
        let h = f.f.expr(E::Compose { ty, components: components.to_vec() }, ns(sp));
        Val::value(h, f4, sp)
    }
}
