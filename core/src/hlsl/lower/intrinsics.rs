//! Intrinsic functions and methods of resource objects.
//!
//! Every intrinsic has one line in [`math_fn`] or a small function here;
//! argument types follow HLSL: numeric arguments are converted to their
//! common type (literals adopt the other arguments' type), float-only
//! intrinsics promote integers to `float`.

use super::Lower;
use super::expr::{Val, Vk, coord_len};
use super::func::FnCtx;
use super::layout::Layout;
use super::synth::{IntegerSample, TexelAtomic};
use crate::diag::codes;
use crate::hlsl::ast::*;
use crate::hlsl::check::{self, Resource, StructuredKind, Ty};
use crate::side::TextureAtomicOp;
use crate::source::Span;
use naga::{Expression as E, Handle, MathFunction as M, Statement as S};

type H = Handle<E>;

fn ns(s: Span) -> naga::Span {
    if s.is_dummy() { naga::Span::UNDEFINED } else { naga::Span::new(s.start, s.end) }
}

/// How an intrinsic types its arguments and result.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Sig {
    /// Float arguments of a common shape; result of that shape.
    Float,
    /// Any numeric arguments of a common type; result of that type.
    Numeric,
    /// Float vectors; scalar result (`dot`, `length`, `distance`).
    FloatToScalar,
    /// Integer arguments; result of the same shape, `uint`.
    IntToUint,
    /// Float argument; result of the same shape, `bool`.
    FloatToBool,
}

/// The intrinsics a misspelt call is compared with for "did you mean"
/// (the lowering's tests check that each is one the lowering knows).
pub const SUGGESTED_INTRINSICS: &[&str] = &[
    "abs",
    "acos",
    "all",
    "any",
    "asfloat",
    "asin",
    "asint",
    "asuint",
    "atan",
    "atan2",
    "ceil",
    "clamp",
    "clip",
    "cos",
    "cosh",
    "countbits",
    "cross",
    "ddx",
    "ddx_coarse",
    "ddx_fine",
    "ddy",
    "ddy_coarse",
    "ddy_fine",
    "degrees",
    "determinant",
    "distance",
    "dot",
    "exp",
    "exp2",
    "f16tof32",
    "f32tof16",
    "faceforward",
    "firstbithigh",
    "firstbitlow",
    "floor",
    "fma",
    "fmod",
    "frac",
    "fwidth",
    "isinf",
    "isnan",
    "ldexp",
    "length",
    "lerp",
    "log",
    "log10",
    "log2",
    "mad",
    "max",
    "min",
    "mul",
    "normalize",
    "pow",
    "radians",
    "rcp",
    "reflect",
    "reversebits",
    "round",
    "rsqrt",
    "saturate",
    "select",
    "sign",
    "sin",
    "sinh",
    "smoothstep",
    "sqrt",
    "step",
    "tan",
    "tanh",
    "transpose",
    "trunc",
    "InterlockedAdd",
    "InterlockedAnd",
    "InterlockedCompareExchange",
    "InterlockedCompareStore",
    "InterlockedExchange",
    "InterlockedMax",
    "InterlockedMin",
    "InterlockedOr",
    "InterlockedXor",
    "AllMemoryBarrier",
    "AllMemoryBarrierWithGroupSync",
    "DeviceMemoryBarrier",
    "DeviceMemoryBarrierWithGroupSync",
    "GroupMemoryBarrier",
    "GroupMemoryBarrierWithGroupSync",
    "sincos",
    "modf",
    "frexp",
    "lit",
    "dst",
    "D3DCOLORtoUBYTE4",
];

/// `(naga function, arity, signature)` of the intrinsics that are one naga math function.
fn math_fn(name: &str) -> Option<(M, usize, Sig)> {
    use Sig::*;
    Some(match name {
        "sin" => (M::Sin, 1, Float),
        "cos" => (M::Cos, 1, Float),
        "tan" => (M::Tan, 1, Float),
        "asin" => (M::Asin, 1, Float),
        "acos" => (M::Acos, 1, Float),
        "atan" => (M::Atan, 1, Float),
        "sinh" => (M::Sinh, 1, Float),
        "cosh" => (M::Cosh, 1, Float),
        "tanh" => (M::Tanh, 1, Float),
        "atan2" => (M::Atan2, 2, Float),
        "exp" => (M::Exp, 1, Float),
        "exp2" => (M::Exp2, 1, Float),
        "log" => (M::Log, 1, Float),
        "log2" => (M::Log2, 1, Float),
        "sqrt" => (M::Sqrt, 1, Float),
        "rsqrt" => (M::InverseSqrt, 1, Float),
        "floor" => (M::Floor, 1, Float),
        "ceil" => (M::Ceil, 1, Float),
        "round" => (M::Round, 1, Float),
        "trunc" => (M::Trunc, 1, Float),
        "frac" => (M::Fract, 1, Float),
        "saturate" => (M::Saturate, 1, Float),
        "radians" => (M::Radians, 1, Float),
        "degrees" => (M::Degrees, 1, Float),
        "normalize" => (M::Normalize, 1, Float),
        "pow" => (M::Pow, 2, Float),
        "step" => (M::Step, 2, Float),
        "reflect" => (M::Reflect, 2, Float),
        "cross" => (M::Cross, 2, Float),
        "lerp" => (M::Mix, 3, Float),
        "smoothstep" => (M::SmoothStep, 3, Float),
        "mad" => (M::Fma, 3, Float),
        "fma" => (M::Fma, 3, Float),
        "faceforward" => (M::FaceForward, 3, Float),
        "abs" => (M::Abs, 1, Numeric),
        "min" => (M::Min, 2, Numeric),
        "max" => (M::Max, 2, Numeric),
        "clamp" => (M::Clamp, 3, Numeric),
        "dot" => (M::Dot, 2, FloatToScalar),
        "length" => (M::Length, 1, FloatToScalar),
        "distance" => (M::Distance, 2, FloatToScalar),
        "countbits" => (M::CountOneBits, 1, IntToUint),
        "reversebits" => (M::ReverseBits, 1, IntToUint),
        "firstbitlow" => (M::FirstTrailingBit, 1, IntToUint),
        "firstbithigh" => (M::FirstLeadingBit, 1, IntToUint),
        "isnan" | "isinf" | "isfinite" => (M::Abs, 1, FloatToBool),
        _ => return None,
    })
}

/// A matrix with at least two rows and two columns: a matrix type in the IR
/// when float, an array of rows otherwise (see `naga_ty`); either way the
/// component-wise intrinsics go through it row by row.
fn matrix_rows(ty: &Ty) -> Option<u8> {
    match ty {
        Ty::Matrix(_, r, c) if *r > 1 && *c > 1 => Some(*r),
        _ => None,
    }
}

/// Element (i, j) of a value with `rows` × `columns` components in its IR
/// form: a scalar, a vector (one row or one column), or rows.
pub(super) fn element(f: &mut FnCtx, h: H, (rows, columns): (u8, u8), i: u8, j: u8, sp: naga::Span) -> H {
    match (rows, columns) {
        (1, 1) => h,
        (1, _) => f.f.access_index(h, u32::from(j), sp),
        (_, 1) => f.f.access_index(h, u32::from(i), sp),
        _ => {
            let row = f.f.access_index(h, u32::from(i), sp);
            f.f.access_index(row, u32::from(j), sp)
        }
    }
}

impl Lower<'_> {
    /// `op` applied to `args` (values of `ty`), row by row when
    /// `ty` is a matrix: the rows composed into a `result` value. naga's
    /// math, relational and conversion expressions take no matrices.
    fn by_rows(
        &mut self,
        f: &mut FnCtx,
        ty: &Ty,
        result: &Ty,
        args: &[H],
        sp: naga::Span,
        mut op: impl FnMut(&mut FnCtx, &[H]) -> H,
    ) -> H {
        let Some(r) = matrix_rows(ty) else { return op(f, args) };
        let mut rows = Vec::new();
        for i in 0..r {
            let line: Vec<H> = args.iter().map(|&h| f.f.access_index(h, u32::from(i), sp)).collect();
            rows.push(op(f, &line));
        }
        let nty = self.naga_ty(result, Layout::Natural, false);
        f.f.expr(E::Compose { ty: nty, components: rows }, sp)
    }

    /// `sizeof`: a `uint` constant, the bytes the type takes packed as DXC
    /// counts them (see `layout::scalar_size`).
    fn sizeof(&mut self, f: &mut FnCtx, ty: &Ty, sp: Span) -> Val {
        if ty.is_error() {
            return Val::error(sp);
        }
        let Some((size, _)) = self.scalar_size(ty) else {
            self.error(
                codes::SEM_INVALID_OPERATION,
                format!("`sizeof` of `{}`, which has no size", self.ty_name(ty)),
                sp,
            );
            return Val::error(sp);
        };
        let h = f.f.literal(naga::Literal::U32(size), naga::Span::new(sp.start, sp.end));
        Val::value(h, Ty::Scalar(check::UINT), sp)
    }

    /// A call by name: user function, intrinsic, or an error.
    pub fn call(&mut self, f: &mut FnCtx, callee: &Callee, args: &[Expr], sp: Span) -> Val {
        match callee {
            Callee::Template { name, args: targs, span } if name == "sizeof" && args.is_empty() => {
                let mut ty = match targs.first() {
                    Some(TypeArg::Type(t)) => self.resolve_type(t),
                    _ => Ty::Error,
                };
                for d in targs.iter().skip(1).rev() {
                    if let TypeArg::Expr(e) = d {
                        ty = self.array_of(ty, Some(e), *span);
                    }
                }
                self.sizeof(f, &ty, sp)
            }
            Callee::Name(name, _) if name == "sizeof" && !self.functions.contains_key(name) && args.len() == 1 => {
                let v = args.first().map(|a| self.expr(f, a)).unwrap_or_else(|| Val::error(sp));
                self.sizeof(f, &v.ty, sp)
            }
            Callee::Template { name, args: targs, .. }
                if matches!(name.as_str(), "vk::RawBufferLoad" | "vk::RawBufferStore") =>
            {
                self.raw_buffer(f, name, targs, args, sp)
            }
            Callee::Name(name, _)
                if matches!(name.as_str(), "vk::RawBufferLoad" | "vk::RawBufferStore")
                    && !self.functions.contains_key(name) =>
            {
                self.raw_buffer(f, name, &[], args, sp)
            }
            Callee::Template { name, args: targs, .. }
                if matches!(name.as_str(), "vk::static_pointer_cast" | "vk::reinterpret_pointer_cast") =>
            {
                self.pointer_cast(f, name, targs, args, sp)
            }
            Callee::Template { name, args: targs, span } => {
                self.template_call(f, name, targs, args, sp).unwrap_or_else(|| {
                    self.error(codes::SEM_UNDECLARED, format!("`{name}` is not a function template"), *span);
                    Val::error(sp)
                })
            }
            // `S::method(…)` parses as a qualified type name.
            Callee::Type(t) if t.args.is_empty() && self.functions.contains_key(&t.name) => {
                self.user_call(f, &t.name, args, sp).unwrap_or_else(|| Val::error(sp))
            }
            Callee::Type(t) => {
                let ty = self.resolve_type(t);
                self.construct(f, &ty, args, sp)
            }
            Callee::Name(name, _) if name == "printf" && !self.functions.contains_key(name) => {
                self.warn(codes::DEVIATION_PRINTF, "Metal has no shader printf; this call is left out", sp);
                Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp }
            }
            Callee::Name(name, _) => {
                if let Some(v) = self.user_call(f, name, args, sp) {
                    return v;
                }
                if let Some(v) = self.template_call(f, name, &[], args, sp) {
                    return v;
                }
                if self.glsl
                    && let Some(v) = self.glsl_ray_query_call(f, name, args, sp)
                {
                    return v;
                }
                match self.intrinsic(f, name, args, sp) {
                    Some(v) => v,
                    None => {
                        let near =
                            self.functions.keys().map(String::as_str).chain(SUGGESTED_INTRINSICS.iter().copied());
                        let mut d = crate::diag::Diagnostic::error(
                            codes::SEM_UNDECLARED,
                            format!("`{name}` is not a function or intrinsic"),
                            sp,
                        );
                        if let Some(glsl) = self.glsl.then(|| glsl_spelling_of_hlsl_type(name)).flatten() {
                            d = d.with_help(format!("`{name}` is HLSL's spelling; GLSL's is `{glsl}`"));
                        } else if let Some(c) = crate::diag::suggest::closest(name, near) {
                            d = d.with_help(format!("did you mean `{c}`?"));
                        }
                        self.diags.push(d);
                        Val::error(sp)
                    }
                }
            }
            Callee::Method { object, name, template, span } => {
                let obj = self.expr(f, object);
                if obj.is_error() {
                    return Val::error(sp);
                }
                // A subpass input's value is the attachment's color.
                if name == "SubpassLoad"
                    && let ExprKind::Ident(n) = &object.kind
                    && self.subpass_inputs.contains(n)
                {
                    if !args.is_empty() {
                        self.error(codes::SEM_BAD_ARGUMENT_COUNT, "`SubpassLoad` takes no arguments", sp);
                        return Val::error(sp);
                    }
                    return match self.rv(f, &obj) {
                        Some(h) => Val::value(h, obj.ty.clone(), sp),
                        None => Val::error(sp),
                    };
                }
                // `vk::BufferPointer<T>::Get()`: the `T` at the address.
                if name == "Get" && args.is_empty() && !self.glsl && self.reference_of(&obj.ty).is_some() {
                    return self.pointer_get(f, &obj, sp);
                }
                if let Ty::RayQuery(_) = obj.ty {
                    return self.ray_query_method(f, &obj, name, args, *span, sp);
                }
                if let Ty::Struct(i) = obj.ty {
                    let sname = self.structs.get(i).map(|d| d.name.clone()).unwrap_or_default();
                    return self.method_call(f, obj, name, args, sp).unwrap_or_else(|| {
                        self.error(codes::SEM_UNDECLARED, format!("`{sname}` has no method `{name}`"), *span);
                        Val::error(sp)
                    });
                }
                // `Load<float[2][4]>`: the type, then its array dimensions.
                let tmpl = template.first().and_then(|t| match t {
                    TypeArg::Type(te) => Some(self.resolve_type(te)),
                    TypeArg::Expr(_) => None,
                });
                let tmpl = tmpl.map(|mut ty| {
                    for d in template.iter().skip(1).rev() {
                        if let TypeArg::Expr(e) = d {
                            ty = self.array_of(ty, Some(e), e.span);
                        }
                    }
                    ty
                });
                self.method(f, obj, name, tmpl, args, *span, sp)
            }
        }
    }

    /// GLSL's `S(a, b, …)`: one argument per member, in order, each
    /// converted as an assignment would (GLSL 4.60 §5.4.3).
    fn glsl_struct_constructor(&mut self, f: &mut FnCtx, i: usize, ty: &Ty, vals: &[Val], sp: Span) -> Val {
        let members: Vec<Ty> =
            self.structs.get(i).map(|d| d.members.iter().map(|m| m.ty.clone()).collect()).unwrap_or_default();
        if members.len() != vals.len() {
            self.error(
                codes::SEM_BAD_ARGUMENT_COUNT,
                format!(
                    "`{}` has {} members; its constructor got {} arguments",
                    self.ty_name(ty),
                    members.len(),
                    vals.len()
                ),
                sp,
            );
            return Val::error(sp);
        }
        let mut components = Vec::new();
        for (v, mty) in vals.iter().zip(&members) {
            let Some(h) = self.implicit(f, v, mty) else { return Val::error(sp) };
            components.push(h);
        }
        let nty = self.naga_ty(ty, Layout::Natural, false);
        Val::value(f.f.expr(E::Compose { ty: nty, components }, ns(sp)), ty.clone(), sp)
    }

    /// GLSL's `T[N](a, b, …)`: exactly one argument per element, each
    /// converted to the element type as an assignment would (GLSL 4.60
    /// §5.4.4).
    fn glsl_array_constructor(&mut self, f: &mut FnCtx, elem: &Ty, n: u32, ty: &Ty, vals: &[Val], sp: Span) -> Val {
        if vals.len() != n as usize {
            self.error(
                codes::SEM_BAD_ARGUMENT_COUNT,
                format!("`{}` has {n} elements; its constructor got {} arguments", self.ty_name(ty), vals.len()),
                sp,
            );
            return Val::error(sp);
        }
        let mut components = Vec::with_capacity(vals.len());
        for v in vals {
            let Some(h) = self.implicit(f, v, elem) else { return Val::error(sp) };
            components.push(h);
        }
        let nty = self.naga_ty(ty, Layout::Natural, false);
        Val::value(f.f.expr(E::Compose { ty: nty, components }, ns(sp)), ty.clone(), sp)
    }

    /// `vec2(x, 0)` of a scalar `x` of type `s`.
    fn widen_to_vec2(&mut self, f: &mut FnCtx, h: H, s: naga::Scalar, nsp: naga::Span) -> H {
        let zero = self.scalar_lit(f, s, 0.0, nsp);
        let ty = self.b.vector(s, 2);
        f.f.expr(E::Compose { ty, components: vec![h, zero] }, nsp)
    }

    /// `float4(a, b)`, `float3x3(…)`, `uint(x)`.
    fn construct(&mut self, f: &mut FnCtx, ty: &Ty, args: &[Expr], sp: Span) -> Val {
        if ty.is_error() {
            return Val::error(sp);
        }
        let vals: Vec<Val> = args.iter().map(|a| self.expr(f, a)).collect();
        if vals.iter().any(Val::is_error) {
            return Val::error(sp);
        }
        if self.reference_of(ty).is_some()
            && let Ty::Struct(i) = ty
        {
            return self.reference_from(f, *i, &vals, sp);
        }
        // `uint64_t(p)`: the address (a struct made from a pointer is
        // an ordinary constructor, `Cursor(p)`).
        if let [one] = vals.as_slice()
            && self.reference_of(&one.ty).is_some()
            && !matches!(ty, Ty::Struct(_))
        {
            return self.reference_to(f, one, ty, sp);
        }
        if let Ty::Struct(i) = ty
            && self.glsl
        {
            return self.glsl_struct_constructor(f, *i, ty, &vals, sp);
        }
        if let Ty::Array(elem, n) = ty
            && self.glsl
        {
            return self.glsl_array_constructor(f, elem, *n, ty, &vals, sp);
        }
        if let [one] = vals.as_slice()
            && (one.ty.components() == 1 || (one.ty.components() == ty.components() && ty.is_numeric()))
        {
            return self.cast(f, one.clone(), ty, sp);
        }
        let nsp = ns(sp);
        let mut leaves = Vec::new();
        for v in &vals {
            let Some(h) = self.rv(f, v) else { return Val::error(sp) };
            self.flatten_value(f, h, &v.ty, v.lit, nsp, &mut leaves);
        }
        // A struct or array built by a constructor call (`S(a, b, c)`, which
        // glslang's HLSL front-end accepts) takes its leaves in member order,
        // as an initializer list does.
        let need = self.leaf_count_of(ty);
        // GLSL drops the extra components of a single wider argument
        // (`vec3(v4)`, `int(uvec3)` takes the first).
        if self.glsl && vals.len() == 1 && matches!(ty, Ty::Vector(..) | Ty::Scalar(_)) && leaves.len() > need {
            leaves.truncate(need);
        }
        if leaves.len() != need {
            self.error(
                codes::SEM_BAD_ARGUMENT_COUNT,
                format!("`{}` needs {need} components, got {}", self.ty_name(ty), leaves.len()),
                sp,
            );
            return Val::error(sp);
        }
        let mut it = leaves.into_iter();
        match self.build_from_leaves(f, ty, &mut it, nsp) {
            Some(h) => Val::value(h, ty.clone(), sp),
            None => Val::error(sp),
        }
    }

    fn math(&mut self, f: &mut FnCtx, fun: M, vals: &[Val], sig: Sig, sp: Span) -> Val {
        let nsp = ns(sp);
        let mut shape = Ty::Scalar(check::INT);
        let mut scalar: Option<(naga::Scalar, bool)> = None;
        for v in vals {
            if !v.ty.is_numeric() {
                self.error(
                    codes::SEM_NO_OVERLOAD,
                    format!("intrinsic does not take `{}`", self.ty_name(&v.ty)),
                    v.span,
                );
                return Val::error(sp);
            }
            if v.ty.components() > shape.components() {
                shape = v.ty.clone();
            }
            let s = v.ty.scalar().unwrap_or(check::FLOAT);
            scalar = Some(match scalar {
                None => (s, v.lit),
                Some((cs, cl)) => (check::common_scalar(cs, cl, s, v.lit), cl && v.lit),
            });
        }
        // Vectors of different lengths meet at the shortest, as DXC truncates
        // (with its implicit-truncation warning): `dot(float4, float3)`.
        let shortest = vals
            .iter()
            .filter_map(|v| match v.ty {
                Ty::Vector(vs, n) if n > 1 => Some(Ty::Vector(vs, n)),
                _ => None,
            })
            .min_by_key(Ty::components);
        if let Some(v) = shortest
            && matches!(shape, Ty::Vector(..))
        {
            shape = v;
        }
        let mut s = scalar.map(|x| x.0).unwrap_or(check::FLOAT);
        // `dot` of integer vectors is an integer (DXC); every other
        // geometric and float intrinsic computes in float.
        let int_dot = fun == M::Dot && check::is_int(s);
        if matches!(sig, Sig::Float | Sig::FloatToScalar | Sig::FloatToBool) && !check::is_float(s) && !int_dot {
            s = check::FLOAT;
        }
        if sig == Sig::Numeric && s == check::BOOL {
            s = check::INT;
        }
        if sig == Sig::IntToUint && !check::is_int(s) {
            self.error(codes::SEM_NO_OVERLOAD, "this intrinsic needs integer arguments", sp);
            return Val::error(sp);
        }
        let ty = shape.with_scalar(s);
        let mut hs = Vec::new();
        for v in vals {
            // Scalars (and `float1`, one in the IR) splat only where the
            // intrinsic is component-wise.
            let target = if matches!(v.ty, Ty::Scalar(_) | Ty::Vector(_, 1))
                && matches!(
                    fun,
                    M::Mix
                        | M::Clamp
                        | M::Min
                        | M::Max
                        | M::Pow
                        | M::Step
                        | M::SmoothStep
                        | M::Fma
                        | M::Atan2
                        | M::Dot
                        | M::Distance
                ) {
                ty.clone()
            } else {
                v.ty.with_scalar(s)
            };
            let target = if target.components() > 1
                && target != ty
                && (!matches!(fun, M::Dot | M::Distance | M::Length) || target.components() > ty.components())
            {
                ty.clone()
            } else {
                target
            };
            let Some(h) = self.coerce(f, v, &target) else { return Val::error(sp) };
            hs.push(h);
        }
        let Some(&arg) = hs.first() else { return Val::error(sp) };
        let componentwise =
            !matches!(fun, M::Dot | M::Length | M::Distance | M::Cross | M::Normalize | M::Reflect | M::FaceForward);
        let math = |f: &mut FnCtx, a: &[H]| {
            let arg = a.first().copied().unwrap_or(arg);
            f.f.expr(E::Math { fun, arg, arg1: a.get(1).copied(), arg2: a.get(2).copied(), arg3: None }, nsp)
        };
        let one = matches!(ty, Ty::Scalar(_));
        let h = if one && fun == M::Dot && hs.len() == 2 {
            // One-component operands (`float1`, `int1`) are scalars in the
            // IR, which has no scalar `dot`: the product is the same.
            let right = hs.get(1).copied().unwrap_or(arg);
            f.f.expr(E::Binary { op: naga::BinaryOperator::Multiply, left: arg, right }, nsp)
        } else if one && matches!(fun, M::Length | M::Distance) {
            // |x| and |a - b| for one component: MSL's `length` and
            // `distance` take vectors only.
            let x = match hs.get(1) {
                Some(&right) if fun == M::Distance => {
                    f.f.expr(E::Binary { op: naga::BinaryOperator::Subtract, left: arg, right }, nsp)
                }
                _ => arg,
            };
            f.f.expr(E::Math { fun: M::Abs, arg: x, arg1: None, arg2: None, arg3: None }, nsp)
        } else if one && fun == M::Normalize {
            // x / length(x) for one component: x / |x| (±1, NaN at 0, as
            // the vector form).
            let abs = f.f.expr(E::Math { fun: M::Abs, arg, arg1: None, arg2: None, arg3: None }, nsp);
            f.f.expr(E::Binary { op: naga::BinaryOperator::Divide, left: arg, right: abs }, nsp)
        } else if componentwise && hs.len() == vals.len() {
            let result = shape.with_scalar(s);
            self.by_rows(f, &ty, &result, &hs, nsp, math)
        } else if matches!(fun, M::Normalize | M::Reflect | M::FaceForward | M::Distance) && matches!(ty, Ty::Scalar(_))
        {
            // The geometric functions on scalars (GLSL's genType overloads),
            // which naga (or, for `distance`, Metal) takes only on vectors:
            // the same function of `vec2(x, 0)`, whose first component is
            // the scalar result (`x / |x|`, `i - 2 n i n`,
            // `dot(nref, i) < 0 ? n : -n`; `distance` is a scalar already).
            let wide: Vec<H> = hs.iter().map(|&h| self.widen_to_vec2(f, h, s, nsp)).collect();
            let w = math(f, &wide);
            if fun == M::Distance { w } else { f.f.expr(E::AccessIndex { base: w, index: 0 }, nsp) }
        } else {
            math(f, &hs)
        };
        // GLSL's bit queries give `int`s (`findLSB(uvec2)` is an `ivec2`),
        // and `bitfieldReverse` keeps its operand's type; HLSL's give `uint`s.
        let bits = match fun {
            _ if !(self.glsl && self.glsl_rules.applies(sp)) => check::UINT,
            M::ReverseBits => s,
            _ => check::INT,
        };
        let rty = match sig {
            Sig::FloatToScalar => Ty::Scalar(s),
            Sig::IntToUint => ty.with_scalar(bits),
            _ => ty,
        };
        let rty_src = if sig == Sig::IntToUint { shape.with_scalar(s) } else { rty.clone() };
        let h = if sig == Sig::IntToUint && s != bits { self.convert_h(f, h, &rty_src, &rty, nsp) } else { h };
        Val::value(h, rty, sp)
    }

    fn intrinsic(&mut self, f: &mut FnCtx, name: &str, args: &[Expr], sp: Span) -> Option<Val> {
        let nsp = ns(sp);
        if name == "__glsl_length" && self.glsl {
            return Some(self.glsl_length(f, args.first()?, sp));
        }
        // GLSL's `equal`/`notEqual`: component-wise, where `==`/`!=` compare whole values.
        if self.glsl && matches!(name, "__glsl_equal" | "__glsl_notEqual") {
            let [a, b] = args else {
                self.error(codes::SEM_BAD_ARGUMENT_COUNT, "`equal` and `notEqual` take 2 arguments", sp);
                return Some(Val::error(sp));
            };
            let (a, b) = (self.expr(f, a), self.expr(f, b));
            let op = if name == "__glsl_equal" { BinOp::Eq } else { BinOp::Ne };
            return Some(self.binary_op(f, op, a, b, sp));
        }
        if matches!(
            name,
            "EvaluateAttributeAtSample"
                | "EvaluateAttributeCentroid"
                | "EvaluateAttributeAtCentroid"
                | "EvaluateAttributeSnapped"
        ) {
            return Some(self.evaluate_attribute(f, name, args, sp));
        }
        if self.glsl
            && matches!(name, "__glsl_interpolate_centroid" | "__glsl_interpolate_sample" | "__glsl_interpolate_offset")
        {
            return Some(self.glsl_interpolate(f, name, args, sp));
        }
        if self.glsl && name == "__glsl_is_helper" {
            return Some(self.helper_thread(f, sp));
        }
        if self.glsl && name == "__glsl_sample_position" {
            let vals: Vec<Val> = args.iter().map(|a| self.expr(f, a)).collect();
            return Some(self.sample_position(f, &vals, sp));
        }
        if self.glsl && matches!(name, "__glsl_all_equal" | "__glsl_inclusive_add" | "__glsl_inclusive_mul") {
            return Some(self.glsl_subgroup(f, name, args, sp));
        }
        if let Some(b) = barrier(name) {
            if !args.is_empty() {
                self.error(codes::SEM_BAD_ARGUMENT_COUNT, format!("`{name}` takes no arguments"), sp);
            }
            if !name.ends_with("WithGroupSync") {
                self.warn(
                    codes::DEVIATION_BARRIER_WIDENED,
                    // GLSL's barriers reach here under HLSL names: the span shows the user's.
                    if self.glsl {
                        "this memory barrier is emitted as a full threadgroup barrier, as `barrier()` is".to_string()
                    } else {
                        format!("`{name}` is emitted as a full threadgroup barrier")
                    },
                    sp,
                );
                self.memory_only_barriers.insert((sp.start, sp.end));
            }
            f.f.stmt(S::ControlBarrier(b), nsp);
            return Some(Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp });
        }
        if let Some(op) = atomic_fn(name) {
            return Some(self.interlocked(f, op, name, args, sp));
        }
        if let Some(v) = self.mesh_intrinsic(f, name, args, sp) {
            return Some(v);
        }
        let vals: Vec<Val> = args.iter().map(|a| self.expr(f, a)).collect();
        if vals.iter().any(Val::is_error) {
            return Some(Val::error(sp));
        }
        if let Some(v) = self.compound_intrinsic(f, name, &vals, sp) {
            return Some(v);
        }
        // `mad` on integers is an integer multiply-add (DXC's IMad/UMad),
        // never a float one.
        if name == "mad"
            && let [a, b, c] = vals.as_slice()
            && [a, b, c].iter().all(|v| v.ty.scalar().is_some_and(check::is_int))
        {
            let product = self.binary_op(f, BinOp::Mul, a.clone(), b.clone(), sp);
            return Some(self.binary_op(f, BinOp::Add, product, c.clone(), sp));
        }
        if let Some(v) = self.scalar_geometric(f, name, &vals, sp) {
            return Some(v);
        }
        // GLSL's `mix(x, y, bvec a)` (any scalar type, GLSL 4.50 / ES 3.1
        // for integers and bools): `y` where `a` is true, else `x`, a select
        // of the operands, never arithmetic.
        if self.glsl
            && name == "lerp"
            && let [x, y, a] = vals.as_slice()
            && a.ty.scalar() == Some(check::BOOL)
        {
            let ty = if x.ty.components() >= y.ty.components() { x.ty.clone() } else { y.ty.clone() };
            let ty = if a.ty.components() > ty.components() { a.ty.with_scalar(ty.scalar()?) } else { ty };
            let ch = self.coerce(f, a, &ty.with_scalar(check::BOOL))?;
            let yh = self.coerce(f, y, &ty)?;
            let xh = self.coerce(f, x, &ty)?;
            let h = f.f.expr(E::Select { condition: ch, accept: yh, reject: xh }, nsp);
            return Some(Val::value(h, ty, sp));
        }
        if let Some((fun, arity, sig)) = math_fn(name) {
            if vals.len() != arity {
                self.error(codes::SEM_BAD_ARGUMENT_COUNT, format!("`{name}` takes {arity} argument(s)"), sp);
                return Some(Val::error(sp));
            }
            if matches!(name, "isnan" | "isinf" | "isfinite") {
                let v = vals.first()?;
                let ty = v.ty.with_scalar(check::FLOAT);
                let h = self.coerce(f, v, &ty)?;
                let bty = ty.with_scalar(check::BOOL);
                let r = self.by_rows(f, &ty, &bty, &[h], nsp, |f, hs| {
                    let h = hs.first().copied().unwrap_or(h);
                    let relational = |f: &mut FnCtx, fun| f.f.expr(E::Relational { fun, argument: h }, nsp);
                    match name {
                        "isnan" => relational(f, naga::RelationalFunction::IsNan),
                        "isinf" => relational(f, naga::RelationalFunction::IsInf),
                        _ => {
                            // Neither NaN nor infinite.
                            let nan = relational(f, naga::RelationalFunction::IsNan);
                            let inf = relational(f, naga::RelationalFunction::IsInf);
                            let op = naga::BinaryOperator::InclusiveOr;
                            let either = f.f.expr(E::Binary { op, left: nan, right: inf }, nsp);
                            f.f.expr(E::Unary { op: naga::UnaryOperator::LogicalNot, expr: either }, nsp)
                        }
                    }
                });
                return Some(Val::value(r, bty, sp));
            }
            return Some(self.math(f, fun, &vals, sig, sp));
        }
        let one = |l: &mut Self, f: &mut FnCtx, ty: &Ty| -> Option<(H, Ty)> {
            let v = vals.first()?;
            let t = v.ty.with_scalar(ty.scalar().unwrap_or(check::FLOAT));
            let h = l.coerce(f, v, &t)?;
            Some((h, t))
        };
        Some(match name {
            "mul" => self.mul(f, &vals, sp),
            "log10" => {
                let r = self.math(f, M::Log2, &vals, Sig::Float, sp);
                let s = r.ty.scalar().unwrap_or(check::FLOAT);
                let k = self.scalar_lit(f, s, std::f64::consts::LOG10_2, nsp);
                let k = Val { lit: true, ..Val::value(k, Ty::Scalar(s), sp) };
                self.binary_op(f, BinOp::Mul, r, k, sp)
            }
            "rcp" => {
                let (h, t) = one(self, f, &Ty::Scalar(check::FLOAT))?;
                let t = if check::is_float(t.scalar()?) { t } else { t.with_scalar(check::FLOAT) };
                let o = self.scalar_lit(f, t.scalar()?, 1.0, nsp);
                let o = self.convert_h(f, o, &Ty::Scalar(t.scalar()?), &t, nsp);
                Val::value(f.f.expr(E::Binary { op: naga::BinaryOperator::Divide, left: o, right: h }, nsp), t, sp)
            }
            "fmod" => {
                let (a, b) = (vals.first()?.clone(), vals.get(1)?.clone());
                let r = self.binary_op(f, BinOp::Rem, a, b, sp);
                if r.ty.scalar().is_some_and(check::is_float) {
                    r
                } else {
                    self.cast(f, r.clone(), &r.ty.with_scalar(check::FLOAT), sp)
                }
            }
            // GLSL's `sign` keeps its operand's type; HLSL's gives `int`s.
            "sign" if self.glsl => self.math(f, M::Sign, &vals, Sig::Numeric, sp),
            "sign" => {
                let r = self.math(f, M::Sign, &vals, Sig::Numeric, sp);
                let t = r.ty.with_scalar(check::INT);
                self.cast(f, r, &t, sp)
            }
            "any" | "all" => {
                let v = vals.first()?;
                let bt = v.ty.with_scalar(check::BOOL);
                let h = self.coerce(f, v, &bt)?;
                if matches!(bt, Ty::Scalar(_) | Ty::Vector(_, 1) | Ty::Matrix(_, 1, 1)) {
                    return Some(Val::value(h, Ty::Scalar(check::BOOL), sp));
                }
                let fun = if name == "any" { naga::RelationalFunction::Any } else { naga::RelationalFunction::All };
                let r = match matrix_rows(&bt) {
                    // A matrix: the rows' answers joined.
                    Some(rows) => {
                        let op = if name == "any" {
                            naga::BinaryOperator::LogicalOr
                        } else {
                            naga::BinaryOperator::LogicalAnd
                        };
                        let mut acc: Option<H> = None;
                        for i in 0..rows {
                            let line = f.f.access_index(h, u32::from(i), nsp);
                            let one = f.f.expr(E::Relational { fun, argument: line }, nsp);
                            acc = Some(match acc {
                                Some(left) => f.f.expr(E::Binary { op, left, right: one }, nsp),
                                None => one,
                            });
                        }
                        acc?
                    }
                    None => f.f.expr(E::Relational { fun, argument: h }, nsp),
                };
                Val::value(r, Ty::Scalar(check::BOOL), sp)
            }
            "asuint" | "asint" | "asfloat" => {
                let v = vals.first()?;
                let s = match name {
                    "asuint" => check::UINT,
                    "asint" => check::INT,
                    _ => check::FLOAT,
                };
                let src = v.ty.with_scalar(
                    v.ty.scalar().filter(|s| s.width == 4 && s.kind != naga::ScalarKind::Bool).unwrap_or(check::UINT),
                );
                let h = self.coerce(f, v, &src)?;
                let t = v.ty.with_scalar(s);
                let r = self.by_rows(f, &src, &t, &[h], nsp, |f, hs| {
                    let expr = hs.first().copied().unwrap_or(h);
                    f.f.expr(E::As { expr, kind: s.kind, convert: None }, nsp)
                });
                Val::value(r, t, sp)
            }
            // SM 6.2's 16-bit reinterpretations.
            "asuint16" | "asint16" | "asfloat16" => {
                let v = vals.first()?;
                let kind = match name {
                    "asuint16" => naga::ScalarKind::Uint,
                    "asint16" => naga::ScalarKind::Sint,
                    _ => naga::ScalarKind::Float,
                };
                let from = v.ty.scalar().unwrap_or(check::UINT);
                let from_kind = if from.kind == naga::ScalarKind::Bool { naga::ScalarKind::Uint } else { from.kind };
                let src = v.ty.with_scalar(naga::Scalar { kind: from_kind, width: 2 });
                let h = self.coerce(f, v, &src)?;
                let t = v.ty.with_scalar(naga::Scalar { kind, width: 2 });
                Val::value(f.f.expr(E::As { expr: h, kind, convert: None }, nsp), t, sp)
            }
            "transpose" | "determinant" => {
                let v = vals.first()?;
                let Ty::Matrix(s, r, c) = v.ty.clone() else {
                    self.error(codes::SEM_NO_OVERLOAD, format!("`{name}` needs a matrix"), sp);
                    return Some(Val::error(sp));
                };
                let h = self.rv(f, v)?;
                // One row or column: the same vector in the IR.
                if name == "transpose" && (r == 1 || c == 1) {
                    return Some(Val::value(h, Ty::Matrix(s, c, r), sp));
                }
                if name == "transpose" && !check::is_float(s) {
                    // An array of rows: row j of the result is column j.
                    let t = Ty::Matrix(s, c, r);
                    let vty = self.naga_ty(&Ty::Vector(s, r), Layout::Natural, false);
                    let mut rows = Vec::new();
                    for j in 0..c {
                        let mut comps = Vec::new();
                        for i in 0..r {
                            let row = f.f.access_index(h, u32::from(i), nsp);
                            comps.push(f.f.access_index(row, u32::from(j), nsp));
                        }
                        rows.push(f.f.expr(E::Compose { ty: vty, components: comps }, nsp));
                    }
                    let nty = self.naga_ty(&t, Layout::Natural, false);
                    return Some(Val::value(f.f.expr(E::Compose { ty: nty, components: rows }, nsp), t, sp));
                }
                let (fun, t) = if name == "transpose" {
                    (M::Transpose, Ty::Matrix(s, c, r))
                } else {
                    (M::Determinant, Ty::Scalar(s))
                };
                Val::value(f.f.expr(E::Math { fun, arg: h, arg1: None, arg2: None, arg3: None }, nsp), t, sp)
            }
            "ddx" | "ddy" | "fwidth" | "ddx_coarse" | "ddy_coarse" | "ddx_fine" | "ddy_fine" if self.mesh.is_some() => {
                // SM 6.6 has quad derivatives in mesh and amplification
                // shaders; Metal's dfdx/dfdy exist only in fragment functions.
                let msg = format!("`{name}`: Metal has no derivatives in mesh and object functions");
                self.error(codes::METAL_UNSUPPORTED, msg, sp);
                Val::error(sp)
            }
            "ddx" | "ddy" | "fwidth" | "ddx_coarse" | "ddy_coarse" | "ddx_fine" | "ddy_fine" => {
                let (h, t) = one(self, f, &Ty::Scalar(check::FLOAT))?;
                let axis = match name {
                    "fwidth" => naga::DerivativeAxis::Width,
                    n if n.starts_with("ddx") => naga::DerivativeAxis::X,
                    _ => naga::DerivativeAxis::Y,
                };
                let ctrl = if name.ends_with("coarse") {
                    naga::DerivativeControl::Coarse
                } else if name.ends_with("fine") {
                    naga::DerivativeControl::Fine
                } else {
                    naga::DerivativeControl::None
                };
                // A matrix row by row: naga's derivatives take vectors.
                let h = self.by_rows(f, &t, &t, &[h], nsp, |f, a| {
                    let expr = a.first().copied().unwrap_or(h);
                    f.f.expr(E::Derivative { axis, ctrl, expr }, nsp)
                });
                Val::value(h, t, sp)
            }
            "clip" => {
                let v = vals.first()?;
                let t = v.ty.with_scalar(check::FLOAT);
                let h = self.coerce(f, v, &t)?;
                // Any component below zero discards; a matrix is tested
                // row by row (naga compares no matrices).
                let lines: Vec<(H, Ty)> = match t {
                    Ty::Matrix(sc, r, c) if matrix_rows(&t).is_some() => {
                        (0..r).map(|i| (f.f.access_index(h, u32::from(i), nsp), Ty::vec(sc, c))).collect()
                    }
                    _ => vec![(h, t.clone())],
                };
                let mut cond: Option<H> = None;
                for (line, lt_ty) in lines {
                    let zero = self.zero_of(f, &lt_ty, nsp);
                    let lt = f.f.expr(E::Binary { op: naga::BinaryOperator::Less, left: line, right: zero }, nsp);
                    let any = if matches!(lt_ty, Ty::Scalar(_)) {
                        lt
                    } else {
                        f.f.expr(E::Relational { fun: naga::RelationalFunction::Any, argument: lt }, nsp)
                    };
                    cond = Some(match cond {
                        None => any,
                        Some(left) => {
                            f.f.expr(E::Binary { op: naga::BinaryOperator::LogicalOr, left, right: any }, nsp)
                        }
                    });
                }
                let cond = cond?;
                let mut kill = naga::Block::new();
                kill.push(S::Kill, nsp);
                f.f.stmt(S::If { condition: cond, accept: kill, reject: naga::Block::new() }, nsp);
                Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp }
            }
            "select" => {
                let (c, a, b) = (vals.first()?.clone(), vals.get(1)?.clone(), vals.get(2)?.clone());
                let ty = if a.ty.components() >= b.ty.components() { a.ty.clone() } else { b.ty.clone() };
                let ct = if matches!(c.ty, Ty::Scalar(_)) {
                    c.ty.with_scalar(check::BOOL)
                } else {
                    ty.with_scalar(check::BOOL)
                };
                let ch = self.coerce(f, &c, &ct)?;
                let ah = self.coerce(f, &a, &ty)?;
                let bh = self.coerce(f, &b, &ty)?;
                Val::value(f.f.expr(E::Select { condition: ch, accept: ah, reject: bh }, nsp), ty, sp)
            }
            "and" | "or" => {
                let (a, b) = (vals.first()?.clone(), vals.get(1)?.clone());
                let op = if name == "and" { BinOp::LogAnd } else { BinOp::LogOr };
                self.binary(f, op, a, b, sp)
            }
            // Component-wise on vectors, as in HLSL: `f16tof32(uint2)` is a `float2`.
            "f32tof16" | "f16tof32" => {
                let v = vals.first()?;
                let n = v.ty.vec_len().max(1);
                let to_half = name == "f32tof16";
                let src = if to_half { check::FLOAT } else { check::UINT };
                let h = self.coerce(f, v, &Ty::vec(src, n))?;
                let mut comps = Vec::new();
                for k in 0..n {
                    let c = if n == 1 { h } else { f.f.access_index(h, u32::from(k), nsp) };
                    comps.push(if to_half {
                        let zero = f.f.literal(naga::Literal::F32(0.0), nsp);
                        let v2 = self.naga_ty(&Ty::Vector(check::FLOAT, 2), Layout::Natural, false);
                        let pair = f.f.expr(E::Compose { ty: v2, components: vec![c, zero] }, nsp);
                        f.f.expr(E::Math { fun: M::Pack2x16float, arg: pair, arg1: None, arg2: None, arg3: None }, nsp)
                    } else {
                        let u = f
                            .f
                            .expr(E::Math { fun: M::Unpack2x16float, arg: c, arg1: None, arg2: None, arg3: None }, nsp);
                        f.f.access_index(u, 0, nsp)
                    });
                }
                let rty = Ty::vec(if to_half { check::UINT } else { check::FLOAT }, n);
                let h = match comps.as_slice() {
                    [one] => *one,
                    _ => {
                        let nty = self.naga_ty(&rty, Layout::Natural, false);
                        f.f.expr(E::Compose { ty: nty, components: comps }, nsp)
                    }
                };
                Val::value(h, rty, sp)
            }
            "NonUniformResourceIndex" => vals.first()?.clone(),
            "ldexp" => {
                let (a, b) = (vals.first()?.clone(), vals.get(1)?.clone());
                // HLSL's exponent is a float: `x * exp2(e)`, as DXC computes
                // it (an integer `ldexp` would truncate `e`). Row by row
                // for a matrix, where `*` would be the matrix product.
                let t = a.ty.with_scalar(check::FLOAT);
                let ah = self.coerce(f, &a, &t)?;
                if self.glsl && self.glsl_rules.applies(sp) {
                    // GLSL's exponent is an integer: `ldexp` itself (exact
                    // where exp2 of it would overflow or underflow).
                    let bh = self.coerce(f, &b, &t.with_scalar(check::INT))?;
                    let h = f.f.expr(E::Math { fun: M::Ldexp, arg: ah, arg1: Some(bh), arg2: None, arg3: None }, nsp);
                    return Some(Val::value(h, t, sp));
                }
                let bh = self.coerce(f, &b, &t)?;
                let h = self.by_rows(f, &t, &t, &[ah, bh], nsp, |f, x| {
                    let (base, e) = (x.first().copied().unwrap_or(ah), x.get(1).copied().unwrap_or(bh));
                    let p = f.f.expr(E::Math { fun: M::Exp2, arg: e, arg1: None, arg2: None, arg3: None }, nsp);
                    f.f.expr(E::Binary { op: naga::BinaryOperator::Multiply, left: base, right: p }, nsp)
                });
                Val::value(h, t, sp)
            }
            // SM 6.4: the dot product of four packed 8-bit lanes, plus an
            // accumulator (unsigned lanes with a `uint` one, signed lanes
            // with an `int` one).
            "dot4add_u8packed" | "dot4add_i8packed" => {
                let signed = name == "dot4add_i8packed";
                let (a, b, acc) = (vals.first()?, vals.get(1)?, vals.get(2)?);
                let ah = self.coerce(f, a, &Ty::Scalar(check::UINT))?;
                let bh = self.coerce(f, b, &Ty::Scalar(check::UINT))?;
                let rty = Ty::Scalar(if signed { check::INT } else { check::UINT });
                let acch = self.coerce(f, acc, &rty)?;
                let fun = if signed { M::Dot4I8Packed } else { M::Dot4U8Packed };
                let d = f.f.expr(E::Math { fun, arg: ah, arg1: Some(bh), arg2: None, arg3: None }, nsp);
                let h = f.f.expr(E::Binary { op: naga::BinaryOperator::Add, left: acch, right: d }, nsp);
                Val::value(h, rty, sp)
            }
            // SM 6.6: four 8-bit lanes in a `uint` (`int8_t4_packed`,
            // `uint8_t4_packed`), lane 0 in the low byte. `pack_*8` truncate
            // each lane, `pack_clamp_*8` saturate it to the lane's range.
            "pack_u8" | "pack_s8" | "pack_clamp_u8" | "pack_clamp_s8" if vals.len() == 1 => {
                let v = vals.first()?;
                let unsigned_in = name == "pack_u8";
                let lanes = Ty::Vector(if unsigned_in { check::UINT } else { check::INT }, 4);
                let h = self.coerce(f, v, &lanes)?;
                let math = |f: &mut FnCtx, fun: M, arg: H, arg1: Option<H>| {
                    f.f.expr(E::Math { fun, arg, arg1, arg2: None, arg3: None }, nsp)
                };
                let h = match name {
                    "pack_u8" => math(f, M::Pack4xU8, h, None),
                    "pack_s8" => math(f, M::Pack4xI8, h, None),
                    "pack_clamp_s8" => math(f, M::Pack4xI8Clamp, h, None),
                    _ => {
                        // Negative lanes saturate to 0, then the unsigned clamp to 255.
                        let zero = self.zero_of(f, &lanes, nsp);
                        let h = math(f, M::Max, h, Some(zero));
                        let u = f.f.expr(E::As { expr: h, kind: naga::ScalarKind::Uint, convert: Some(4) }, nsp);
                        math(f, M::Pack4xU8Clamp, u, None)
                    }
                };
                Val::value(h, Ty::Scalar(check::UINT), sp)
            }
            "unpack_s8s32" | "unpack_u8u32" | "unpack_s8s16" | "unpack_u8u16" if vals.len() == 1 => {
                let p = self.coerce(f, vals.first()?, &Ty::Scalar(check::UINT))?;
                let signed = name.starts_with("unpack_s8");
                let fun = if signed { M::Unpack4xI8 } else { M::Unpack4xU8 };
                let h = f.f.expr(E::Math { fun, arg: p, arg1: None, arg2: None, arg3: None }, nsp);
                let wide = Ty::Vector(if signed { check::INT } else { check::UINT }, 4);
                if name.ends_with("32") {
                    return Some(Val::value(h, wide, sp));
                }
                // The 16-bit lanes: `int16_t4`/`uint16_t4` (32-bit without
                // -enable-16bit-types, as DXC's spelling is then).
                let base = if signed { "int16_t" } else { "uint16_t" };
                let narrow = check::builtin_numeric(base, 4, 0, self.opts.enable_16bit_types)?;
                let h = self.convert_h(f, h, &wide, &narrow, nsp);
                Val::value(h, narrow, sp)
            }
            "refract" => {
                let (a, b, c) = (vals.first()?.clone(), vals.get(1)?.clone(), vals.get(2)?.clone());
                let t = a.ty.with_scalar(check::FLOAT);
                let ah = self.coerce(f, &a, &t)?;
                let bh = self.coerce(f, &b, &t)?;
                let ch = self.coerce(f, &c, &Ty::Scalar(check::FLOAT))?;
                // On scalars: the first component of the refraction of
                // `vec2(i, 0)` about `vec2(n, 0)` (see `math`).
                let scalar = match t {
                    Ty::Scalar(s) => Some(s),
                    _ => None,
                };
                let (ah, bh) = match scalar {
                    Some(s) => (self.widen_to_vec2(f, ah, s, nsp), self.widen_to_vec2(f, bh, s, nsp)),
                    None => (ah, bh),
                };
                let h = f.f.expr(E::Math { fun: M::Refract, arg: ah, arg1: Some(bh), arg2: Some(ch), arg3: None }, nsp);
                let h = if scalar.is_some() { f.f.expr(E::AccessIndex { base: h, index: 0 }, nsp) } else { h };
                Val::value(h, t, sp)
            }
            "IsHelperLane" if vals.is_empty() => self.is_helper_lane(f, sp),
            "QuadAll" | "QuadAny" => self.quad_vote(f, name == "QuadAll", &vals, sp),
            _ if name.starts_with("Wave") || name.starts_with("Quad") => self.wave(f, name, &vals, sp),
            _ => return None,
        })
    }

    /// `normalize`, `reflect`, `refract` and `faceforward` on scalars
    /// (GLSL's genFType includes `float`), which naga and MSL define on
    /// vectors only: the scalars are the first components of 2-vectors whose
    /// second is zero, which gives exactly the scalar definitions (`x / |x|`,
    /// `I - 2·N·I·N`, `refract`'s formula and `faceforward`'s test with
    /// `dot(a, b) = a·b`).
    fn scalar_geometric(&mut self, f: &mut FnCtx, name: &str, vals: &[Val], sp: Span) -> Option<Val> {
        let (fun, vectors) = match name {
            "normalize" => (M::Normalize, 1),
            "reflect" => (M::Reflect, 2),
            "refract" => (M::Refract, 2),
            "faceforward" => (M::FaceForward, 3),
            _ => return None,
        };
        let first = vals.first()?;
        let s = match first.ty {
            Ty::Scalar(s) | Ty::Vector(s, 1) => s,
            _ => return None,
        };
        if vals.len() != vectors + usize::from(fun == M::Refract) {
            return None;
        }
        let s = if check::is_float(s) { s } else { check::FLOAT };
        let nsp = ns(sp);
        let vty = self.naga_ty(&Ty::Vector(s, 2), Layout::Natural, false);
        let zero = self.scalar_lit(f, s, 0.0, nsp);
        let mut args = Vec::new();
        for v in vals.iter().take(vectors) {
            let h = self.coerce(f, v, &Ty::Scalar(s))?;
            args.push(f.f.expr(E::Compose { ty: vty, components: vec![h, zero] }, nsp));
        }
        let eta = match vals.get(vectors) {
            Some(v) => Some(self.coerce(f, v, &Ty::Scalar(s))?),
            None => None,
        };
        let arg = *args.first()?;
        let arg2 = eta.or_else(|| args.get(2).copied());
        let math = E::Math { fun, arg, arg1: args.get(1).copied(), arg2, arg3: None };
        let h = f.f.expr(math, nsp);
        let x = f.f.access_index(h, 0, nsp);
        Some(Val::value(x, Ty::Scalar(s), sp))
    }

    /// `mul` in every form (DESIGN §3: HLSL `mul(a, b)` is naga `b * a`).
    /// `mul` on integer (or bool, computed as `int`) operands, which Metal
    /// has no matrix type or `dot` for: every result component is the sum
    /// of its products, written out (`a_ty`, `b_ty` and `rty` are the
    /// shapes `mul` settled). Integer arithmetic is exact, so the order of
    /// the sum does not matter.
    fn integer_mul(&mut self, f: &mut FnCtx, a: (&Val, &Ty), b: (&Val, &Ty), rty: &Ty, sp: Span) -> Val {
        let nsp = ns(sp);
        let s = match rty.scalar() {
            Some(s) if s == check::BOOL => check::INT,
            Some(s) => s,
            None => return Val::error(sp),
        };
        let (a_ty, b_ty, rty) = (a.1.with_scalar(s), b.1.with_scalar(s), rty.with_scalar(s));
        let (Some(ha), Some(hb)) = (self.coerce(f, a.0, &a_ty), self.coerce(f, b.0, &b_ty)) else {
            return Val::error(sp);
        };
        // (rows, columns) of each operand, a vector on the left being a row
        // and on the right a column.
        let dims = |t: &Ty, left: bool| match *t {
            Ty::Vector(_, n) if left => (1, n),
            Ty::Vector(_, n) => (n, 1),
            Ty::Matrix(_, r, c) => (r, c),
            _ => (1, 1),
        };
        let ((r, k), (_, c)) = (dims(&a_ty, true), dims(&b_ty, false));
        let mut leaves = Vec::new();
        for i in 0..r {
            for j in 0..c {
                let mut sum: Option<H> = None;
                for q in 0..k {
                    let x = element(f, ha, (r, k), i, q, nsp);
                    let y = element(f, hb, (k, c), q, j, nsp);
                    let p = f.f.expr(E::Binary { op: naga::BinaryOperator::Multiply, left: x, right: y }, nsp);
                    sum = Some(match sum {
                        Some(left) => f.f.expr(E::Binary { op: naga::BinaryOperator::Add, left, right: p }, nsp),
                        None => p,
                    });
                }
                let Some(h) = sum else { return Val::error(sp) };
                leaves.push(Val::value(h, Ty::Scalar(s), sp));
            }
        }
        let mut it = leaves.into_iter();
        match self.build_from_leaves(f, &rty, &mut it, nsp) {
            Some(h) => Val::value(h, rty, sp),
            None => Val::error(sp),
        }
    }

    pub(super) fn mul(&mut self, f: &mut FnCtx, vals: &[Val], sp: Span) -> Val {
        let nsp = ns(sp);
        let (Some(a), Some(b)) = (vals.first(), vals.get(1)) else {
            self.error(codes::SEM_BAD_ARGUMENT_COUNT, "`mul` takes 2 arguments", sp);
            return Val::error(sp);
        };
        let s = check::common_scalar(
            a.ty.scalar().unwrap_or(check::FLOAT),
            a.lit,
            b.ty.scalar().unwrap_or(check::FLOAT),
            b.lit,
        );
        // The operand whose inner dimension is the longer one is truncated
        // to the other's, with DXC's and FXC's implicit-truncation
        // warning: `mul(float3, float4x4)` multiplies by the matrix's first
        // three rows, `mul(float4x4, float3)` by its first three columns,
        // `mul(float2x4, float3x3)` is `float2x3 * float3x3`. A truncation
        // to one line would make a one-line matrix, which is refused.
        let inner = |n: u8, m: u8| (n.min(m), n == m || n.min(m) >= 2);
        let (rty, ok, a_ty, b_ty) = match (&a.ty, &b.ty) {
            (Ty::Scalar(_), _) | (_, Ty::Scalar(_)) => return self.binary(f, BinOp::Mul, a.clone(), b.clone(), sp),
            (Ty::Vector(_, n), Ty::Vector(_, m)) => {
                let k = *n.min(m);
                (Ty::Scalar(s), true, Ty::Vector(s, k), Ty::Vector(s, k))
            }
            (Ty::Vector(_, n), Ty::Matrix(_, r, c)) => {
                let (k, ok) = inner(*n, *r);
                (Ty::Vector(s, *c), ok, Ty::Vector(s, k), Ty::Matrix(s, k, *c))
            }
            (Ty::Matrix(_, r, c), Ty::Vector(_, n)) => {
                let (k, ok) = inner(*c, *n);
                (Ty::Vector(s, *r), ok, Ty::Matrix(s, *r, k), Ty::Vector(s, k))
            }
            (Ty::Matrix(_, r, k), Ty::Matrix(_, k2, c)) => {
                let (k, ok) = inner(*k, *k2);
                (Ty::Matrix(s, *r, *c), ok, Ty::Matrix(s, *r, k), Ty::Matrix(s, k, *c))
            }
            _ => (Ty::Error, false, Ty::Error, Ty::Error),
        };
        if !ok {
            self.error(
                codes::SEM_NO_OVERLOAD,
                format!("`mul` cannot multiply `{}` by `{}`", self.ty_name(&a.ty), self.ty_name(&b.ty)),
                sp,
            );
            return Val::error(sp);
        }
        if !check::is_float(s) {
            return self.integer_mul(f, (a, &a_ty), (b, &b_ty), &rty, sp);
        }
        let (Some(ha), Some(hb)) = (self.coerce(f, a, &a_ty), self.coerce(f, b, &b_ty)) else {
            return Val::error(sp);
        };
        if let (Ty::Vector(..), Ty::Vector(..)) = (&a.ty, &b.ty) {
            let h = f.f.expr(E::Math { fun: M::Dot, arg: ha, arg1: Some(hb), arg2: None, arg3: None }, nsp);
            return Val::value(h, rty, sp);
        }
        let h = f.f.expr(E::Binary { op: naga::BinaryOperator::Multiply, left: hb, right: ha }, nsp);
        Val::value(h, rty, sp)
    }

    fn interlocked(&mut self, f: &mut FnCtx, op: AtomicOp, name: &str, args: &[Expr], sp: Span) -> Val {
        let nsp = ns(sp);
        // HLSL's arities: an argument in the wrong place would be taken as
        // another (the `out` original as the value). The GLSL front-end's
        // calls return the original instead of taking an `out` argument.
        let (min, max) = match op {
            AtomicOp::CompareExchange => (4, 4),
            AtomicOp::CompareStore | AtomicOp::Exchange => (3, 3),
            _ => (2, 3),
        };
        if !self.glsl && !(min..=max).contains(&args.len()) {
            let want = if min == max { format!("{min}") } else { format!("{min} or {max}") };
            let msg = format!("`{name}` takes {want} arguments, not {}", args.len());
            self.error(codes::SEM_BAD_ARGUMENT_COUNT, msg, sp);
            return Val::error(sp);
        }
        let vals: Vec<Val> = args.iter().map(|a| self.expr(f, a)).collect();
        if vals.iter().any(Val::is_error) {
            return Val::error(sp);
        }
        let Some(dest) = vals.first() else {
            self.error(codes::SEM_BAD_ARGUMENT_COUNT, format!("`{name}` needs a destination"), sp);
            return Val::error(sp);
        };
        // GLSL has no 8-bit atomics, and Metal none either.
        if dest.ty.scalar().is_some_and(crate::front::build::is_narrow_int) {
            let msg = format!(
                "no atomic operation takes `{}`: atomics are on 32- and 64-bit integers",
                self.ty_name(&dest.ty)
            );
            self.error(codes::SEM_NO_OVERLOAD, msg, dest.span);
            return Val::error(sp);
        }
        // Memory reached through a raw address: the same place typed atomic.
        let through_pointer = self.is_pointer_place(f, dest);
        let mut vals = vals;
        if through_pointer && let Some(dest) = vals.first() {
            let atomic = match dest.kind {
                Vk::Ptr(p, _) => self.atomic_pointer_place(f, p, dest.span),
                _ => None,
            };
            let Some(p) = atomic else {
                let msg = format!("`{name}` on memory reached through a raw GPU address is not supported yet");
                self.error(codes::SEM_UNSUPPORTED, msg, dest.span);
                return Val::error(sp);
            };
            if let Some(d) = vals.first_mut() {
                d.kind = Vk::Ptr(p, super::expr::Storage::Plain);
            }
        }
        let Some(dest) = vals.first() else { return Val::error(sp) };
        // Below MSL 3.1: an atomic on the buffer that backs the texture.
        if let Vk::Texel { image, coord, .. } = dest.kind
            && self.opts.msl_version < crate::options::MslVersion::V3_1
            && !self.opts.texture_atomics_native_only
        {
            // Only non-arrayed textures reach a buffer (`texture_atomic_place`).
            let Some((ptr, s)) = self.texture_atomic_place(f, (image, coord), dest, name, sp) else {
                return Val::error(sp);
            };
            let old = self.atomic_op(f, ptr, &Ty::Scalar(s), op, vals.get(1..).unwrap_or_default(), sp);
            return match old {
                Some(h) if self.glsl => Val::value(h, Ty::Scalar(s), sp),
                _ => Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp },
            };
        }
        if let Vk::Texel { image, coord, array_index } = dest.kind {
            let op = match op {
                AtomicOp::Add => TextureAtomicOp::Add,
                AtomicOp::And => TextureAtomicOp::And,
                AtomicOp::Or => TextureAtomicOp::Or,
                AtomicOp::Xor => TextureAtomicOp::Xor,
                AtomicOp::Min => TextureAtomicOp::Min,
                AtomicOp::Max => TextureAtomicOp::Max,
                AtomicOp::Exchange => TextureAtomicOp::Exchange,
                AtomicOp::CompareExchange | AtomicOp::CompareStore => TextureAtomicOp::CompareExchange,
            };
            // `InterlockedCompareStore` is a compare-exchange without the `out` argument.
            let (value_args, out_arg) = match op {
                TextureAtomicOp::CompareExchange => (2, vals.get(3)),
                _ => (1, vals.get(2)),
            };
            let texel = TexelAtomic { image, coord, array_index, op, name };
            let values = vals.get(1..).unwrap_or_default();
            let Some(old) = self.texture_atomic(f, &texel, dest, values.get(..value_args).unwrap_or(values), sp) else {
                return Val::error(sp);
            };
            if let Some(out) = out_arg {
                if let Some(h) = self.coerce(f, &old, &out.ty) {
                    self.store(f, out, h);
                }
                return Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp };
            }
            return if self.glsl { old } else { Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp } };
        }
        let Vk::Ptr(ptr, _) = dest.kind else {
            self.error(
                codes::SEM_NOT_LVALUE,
                format!("the destination of `{name}` must be a buffer element, groupshared variable or texel of a read-write texture"),
                dest.span,
            );
            return Val::error(sp);
        };
        // GL_EXT_shader_atomic_float: add and exchange on a 32-bit float,
        // Metal's `atomic_float` (MSL 3.0, device memory: `msl::preflight`).
        // GL_EXT_shader_atomic_float2's min and max have no Metal atomic;
        // HLSL has no float `Interlocked*` of this form.
        if let Some(s) = dest.ty.scalar().filter(|&s| check::is_float(s)) {
            let supported = self.glsl && s == check::FLOAT && matches!(op, AtomicOp::Add | AtomicOp::Exchange);
            if !supported {
                let (code, msg) = match op {
                    _ if !self.glsl => (
                        codes::SEM_UNSUPPORTED,
                        format!("`{name}` on a floating-point value is not supported yet (integer atomics are)"),
                    ),
                    AtomicOp::Min | AtomicOp::Max if s == check::FLOAT => (
                        codes::METAL_UNSUPPORTED,
                        "Metal's float atomics add and exchange only: an atomic minimum or maximum of a float has no equivalent".to_string(),
                    ),
                    AtomicOp::Add | AtomicOp::Exchange | AtomicOp::Min | AtomicOp::Max => (
                        codes::METAL_UNSUPPORTED,
                        "Metal's float atomics are 32-bit: an atomic on a `float16_t` or `double` has no equivalent".to_string(),
                    ),
                    _ => (codes::SEM_NO_OVERLOAD, "this atomic operation takes integers, not floating-point values".to_string()),
                };
                self.error(code, msg, dest.span);
                return Val::error(sp);
            }
        }
        // naga and Metal have `atomic<float>` in device memory only.
        if dest.ty.scalar().is_some_and(check::is_float) && self.workgroup_place(f, ptr) {
            let msg = "Metal's float atomics work on device memory only: this is threadgroup (`shared`) memory";
            self.error(codes::METAL_UNSUPPORTED, msg, dest.span);
            return Val::error(sp);
        }
        if !self.atomic_memory(f, ptr) {
            let what = if self.glsl { "an atomic operation".to_string() } else { format!("`{name}`") };
            let msg = format!(
                "the destination of {what} must be in a buffer or groupshared memory (atomics on a `static` or local variable are not shared)"
            );
            self.error(codes::SEM_INVALID_OPERATION, msg, dest.span);
            return Val::error(sp);
        }
        let old = self.atomic_op(f, ptr, &dest.ty, op, vals.get(1..).unwrap_or_default(), sp);
        let _ = nsp;
        match old {
            // GLSL's atomics (rewritten to these intrinsics) return the original value.
            Some(h) if self.glsl => Val::value(h, Ty::Scalar(dest.ty.scalar().unwrap_or(check::UINT)), sp),
            _ => Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp },
        }
    }

    /// Whether the place `ptr` points to is in workgroup memory.
    fn workgroup_place(&self, f: &FnCtx, ptr: H) -> bool {
        let exprs = f.f.exprs();
        let mut h = ptr;
        // The chain of accesses is as long as the place's type is deep.
        for _ in 0..1024 {
            match exprs.try_get(h) {
                Ok(E::AccessIndex { base, .. } | E::Access { base, .. }) => h = *base,
                Ok(E::GlobalVariable(g)) => {
                    return self
                        .b
                        .module
                        .global_variables
                        .try_get(*g)
                        .is_ok_and(|v| v.space == naga::AddressSpace::WorkGroup);
                }
                _ => return false,
            }
        }
        false
    }

    /// Whether the place `ptr` points to is memory atomics can work on (a
    /// storage buffer or workgroup memory), from the variable at its root;
    /// a function argument's pointer is its caller's place (checked there).
    fn atomic_memory(&self, f: &FnCtx, ptr: H) -> bool {
        let exprs = f.f.exprs();
        let mut h = ptr;
        // The chain of accesses is as long as the place's type is deep.
        for _ in 0..1024 {
            match exprs.try_get(h) {
                Ok(E::AccessIndex { base, .. } | E::Access { base, .. }) => h = *base,
                Ok(E::GlobalVariable(g)) => {
                    return self.b.module.global_variables.try_get(*g).is_ok_and(|v| {
                        matches!(v.space, naga::AddressSpace::Storage { .. } | naga::AddressSpace::WorkGroup)
                    });
                }
                Ok(E::LocalVariable(_)) => return false,
                _ => return true,
            }
        }
        true
    }

    /// `pointer` (to an atomic) op `rest[0]` (`rest[1]` for compare-exchange),
    /// the original value stored to the last `out` argument when present.
    /// Returns the original value when there is no `out` argument in the GLSL dialect.
    fn atomic_op(&mut self, f: &mut FnCtx, ptr: H, ty: &Ty, op: AtomicOp, rest: &[Val], sp: Span) -> Option<H> {
        let nsp = ns(sp);
        let s = ty.scalar().unwrap_or(check::UINT);
        let (value_args, out_arg) = match op {
            AtomicOp::CompareExchange => (2, rest.get(2)),
            AtomicOp::CompareStore => (2, None),
            _ => (1, rest.get(1)),
        };
        let mut hs = Vec::new();
        for v in rest.iter().take(value_args) {
            let h = self.coerce(f, v, &Ty::Scalar(s))?;
            hs.push(h);
        }
        let (Some(&first), second) = (hs.first(), hs.get(1).copied()) else {
            self.error(codes::SEM_BAD_ARGUMENT_COUNT, "an interlocked operation needs a value", sp);
            return None;
        };
        let (fun, value) = match op {
            AtomicOp::Add => (naga::AtomicFunction::Add, first),
            AtomicOp::And => (naga::AtomicFunction::And, first),
            AtomicOp::Or => (naga::AtomicFunction::InclusiveOr, first),
            AtomicOp::Xor => (naga::AtomicFunction::ExclusiveOr, first),
            AtomicOp::Min => (naga::AtomicFunction::Min, first),
            AtomicOp::Max => (naga::AtomicFunction::Max, first),
            AtomicOp::Exchange => (naga::AtomicFunction::Exchange { compare: None }, first),
            AtomicOp::CompareExchange | AtomicOp::CompareStore => {
                // Exchanging in the compare value would be a guess.
                let Some(second) = second else {
                    let msg = "a compare-exchange needs a compare value and a value";
                    self.error(codes::SEM_BAD_ARGUMENT_COUNT, msg, sp);
                    return None;
                };
                (naga::AtomicFunction::Exchange { compare: Some(first) }, second)
            }
        };
        let compare = matches!(op, AtomicOp::CompareExchange | AtomicOp::CompareStore);
        let result = if compare {
            let rty =
                self.b.module.generate_predeclared_type(naga::PredeclaredType::AtomicCompareExchangeWeakResult(s));
            Some(f.f.expr(E::AtomicResult { ty: rty, comparison: true }, nsp))
        } else if out_arg.is_some() || self.glsl {
            let rty = self.b.scalar(s);
            Some(f.f.expr(E::AtomicResult { ty: rty, comparison: false }, nsp))
        } else {
            None
        };
        f.f.stmt(S::Atomic { pointer: ptr, fun, value, result }, nsp);
        let r = result?;
        let old = if compare { f.f.access_index(r, 0, nsp) } else { r };
        if let Some(out) = out_arg {
            let ov = Val::value(old, Ty::Scalar(s), sp);
            if let Some(h) = self.coerce(f, &ov, &out.ty) {
                self.store(f, out, h);
            }
            return None;
        }
        Some(old)
    }

    #[allow(clippy::too_many_arguments)]
    fn method(
        &mut self,
        f: &mut FnCtx,
        obj: Val,
        name: &str,
        tmpl: Option<Ty>,
        args: &[Expr],
        nspan: Span,
        sp: Span,
    ) -> Val {
        let Ty::Resource(r) = obj.ty.clone() else {
            self.error(codes::SEM_UNSUPPORTED, format!("`{}` has no method `{name}`", self.ty_name(&obj.ty)), nspan);
            return Val::error(sp);
        };
        let nsp = ns(sp);
        let Some(base) = self.rv_handle(&obj) else { return Val::error(sp) };
        let vals: Vec<Val> = args.iter().map(|a| self.expr(f, a)).collect();
        if vals.iter().any(Val::is_error) {
            return Val::error(sp);
        }
        match (&*r, name) {
            // A typed buffer of packed three-component texels keeps the typed
            // buffer's methods: `Load(location)` and `GetDimensions(width)`.
            (Resource::Structured { kind: StructuredKind::PackedTexels { .. }, .. }, "Load") => {
                let Some(i) = vals.first().cloned() else { return self.arg_count(name, sp) };
                if let Some(status) = vals.get(1) {
                    let msg = "the status argument of `Load` is not supported yet";
                    self.error(codes::SEM_UNSUPPORTED, msg, status.span);
                    return Val::error(sp);
                }
                self.index(f, obj.clone(), i, sp)
            }
            (Resource::Structured { kind: StructuredKind::PackedTexels { .. }, .. }, "GetDimensions") => {
                let (Some(out), None) = (vals.first(), vals.get(1)) else { return self.arg_count(name, sp) };
                let len = f.f.expr(E::ArrayLength(base), nsp);
                let v = Val::value(len, Ty::Scalar(check::UINT), sp);
                if let Some(c) = self.coerce(f, &v, &out.ty) {
                    self.store(f, out, c);
                }
                Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp }
            }
            (Resource::Structured { kind: StructuredKind::PackedTexels { .. }, .. }, _) => {
                self.error(codes::SEM_UNSUPPORTED, format!("typed buffers have no method `{name}`"), nspan);
                Val::error(sp)
            }
            (Resource::Structured { .. }, "Load") => {
                let Some(i) = vals.first().cloned() else { return self.arg_count(name, sp) };
                self.index(f, obj.clone(), i, sp)
            }
            (Resource::Structured { .. } | Resource::ByteAddress { .. }, "GetDimensions") => {
                if let Resource::ByteAddress { .. } = &*r {
                    // "The length, in bytes, of the buffer" (the D3D docs): a
                    // raw view is whole 32-bit words, so the word count
                    // times 4, the bound size rounded down to a multiple of
                    // 4 as DXC's SPIR-V (`OpArrayLength` × 4) gives it.
                    let Some(out) = vals.first() else { return self.arg_count(name, sp) };
                    let len = f.f.expr(E::ArrayLength(base), nsp);
                    let four = f.f.literal(naga::Literal::U32(4), nsp);
                    let bytes = f.f.expr(E::Binary { op: naga::BinaryOperator::Multiply, left: len, right: four }, nsp);
                    let v = Val::value(bytes, Ty::Scalar(check::UINT), sp);
                    if let Some(c) = self.coerce(f, &v, &out.ty) {
                        self.store(f, out, c);
                    }
                    return Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp };
                }
                // The element count, then the stride of the buffer's array
                // as the source lays it out (the writer reads the count
                // from the sizes buffer: `msl::raise::sizes`).
                let (Some(count), Some(stride_out)) = (vals.first(), vals.get(1)) else {
                    return self.arg_count(name, sp);
                };
                let stride = match f.f.exprs().try_get(base).ok() {
                    Some(&E::GlobalVariable(g)) => {
                        let ty = self.b.module.global_variables.try_get(g).ok().map(|v| v.ty);
                        match ty.and_then(|t| self.b.inner(t)) {
                            Some(&naga::TypeInner::Array { stride, .. }) => Some(stride),
                            _ => None,
                        }
                    }
                    _ => None,
                };
                let Some(stride) = stride else {
                    self.error(
                        codes::METAL_STRUCTURED_DIMENSIONS,
                        "Metal cannot query the length of this structured buffer",
                        sp,
                    );
                    return Val::error(sp);
                };
                let len = f.f.expr(E::ArrayLength(base), nsp);
                let stride = f.f.literal(naga::Literal::U32(stride), nsp);
                for (out, h) in [(count, len), (stride_out, stride)] {
                    let v = Val::value(h, Ty::Scalar(check::UINT), sp);
                    if let Some(c) = self.coerce(f, &v, &out.ty) {
                        self.store(f, out, c);
                    }
                }
                Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp }
            }
            (Resource::Structured { kind: StructuredKind::Append, elem }, "Append") => {
                let Some(v) = vals.first() else { return self.arg_count(name, sp) };
                let Some(h) = self.coerce_aggregate(f, v, elem) else { return Val::error(sp) };
                let Some(index) = self.bump_counter(f, base, naga::AtomicFunction::Add, sp) else {
                    return Val::error(sp);
                };
                let p = f.f.expr(E::Access { base, index }, nsp);
                let place = Val {
                    kind: Vk::Ptr(p, self.structured_storage(f, elem, base)),
                    ty: elem.clone(),
                    lit: false,
                    span: sp,
                };
                self.store(f, &place, h);
                Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp }
            }
            (Resource::Structured { kind: StructuredKind::Consume, elem }, "Consume") => {
                let Some(old) = self.bump_counter(f, base, naga::AtomicFunction::Subtract, sp) else {
                    return Val::error(sp);
                };
                let one = f.f.literal(naga::Literal::U32(1), nsp);
                let index = f.f.expr(E::Binary { op: naga::BinaryOperator::Subtract, left: old, right: one }, nsp);
                let p = f.f.expr(E::Access { base, index }, nsp);
                let storage = self.structured_storage(f, elem, base);
                let v = Val { kind: Vk::Ptr(p, storage), ty: elem.clone(), lit: false, span: sp };
                match self.rv(f, &v) {
                    Some(h) => Val::value(h, elem.clone(), sp),
                    None => Val::error(sp),
                }
            }
            (Resource::Structured { kind: StructuredKind::ReadWrite, .. }, "IncrementCounter") => {
                // The value before the increment.
                match self.bump_counter(f, base, naga::AtomicFunction::Add, sp) {
                    Some(old) => Val::value(old, Ty::Scalar(check::UINT), sp),
                    None => Val::error(sp),
                }
            }
            (Resource::Structured { kind: StructuredKind::ReadWrite, .. }, "DecrementCounter") => {
                // The value after the decrement.
                let Some(old) = self.bump_counter(f, base, naga::AtomicFunction::Subtract, sp) else {
                    return Val::error(sp);
                };
                let one = f.f.literal(naga::Literal::U32(1), nsp);
                let new = f.f.expr(E::Binary { op: naga::BinaryOperator::Subtract, left: old, right: one }, nsp);
                Val::value(new, Ty::Scalar(check::UINT), sp)
            }
            (Resource::Structured { kind: StructuredKind::Append | StructuredKind::Consume, .. }, _) => {
                self.error(codes::SEM_UNSUPPORTED, format!("`{name}` is not supported on append/consume buffers"), sp);
                Val::error(sp)
            }
            (Resource::ByteAddress { .. }, _) => self.byte_address(f, base, name, tmpl, &vals, sp),
            (
                Resource::Texture {
                    dim: naga::ImageDimension::D2, arrayed: false, multisampled: true, rw: false, ..
                },
                "SubpassLoad",
            ) => self.subpass_load_ms(f, base, &r, &vals, sp),
            (Resource::Texture { .. } | Resource::TypedBuffer { .. }, _) => {
                self.texture_method(f, base, &r, name, &vals, sp)
            }
            _ => {
                self.error(
                    codes::SEM_UNSUPPORTED,
                    format!("`{}` has no method `{name}`", self.ty_name(&obj.ty)),
                    nspan,
                );
                Val::error(sp)
            }
        }
    }

    /// Atomically add or subtract 1 on the hidden counter of the buffer
    /// `base` refers to; the value before.
    fn bump_counter(&mut self, f: &mut FnCtx, base: H, fun: naga::AtomicFunction, sp: Span) -> Option<H> {
        let nsp = ns(sp);
        let g = match f.f.exprs().try_get(base) {
            Ok(E::GlobalVariable(g)) => *g,
            _ => {
                self.error(codes::SEM_UNSUPPORTED, "buffers with a counter must be used directly", sp);
                return None;
            }
        };
        let counter = self.hidden_counter(g);
        let pointer = f.f.expr(E::GlobalVariable(counter), nsp);
        let one = f.f.literal(naga::Literal::U32(1), nsp);
        let uty = self.b.scalar(check::UINT);
        let result = f.f.expr(E::AtomicResult { ty: uty, comparison: false }, nsp);
        f.f.stmt(S::Atomic { pointer, fun, value: one, result: Some(result) }, nsp);
        Some(result)
    }

    fn arg_count(&mut self, name: &str, sp: Span) -> Val {
        self.error(codes::SEM_BAD_ARGUMENT_COUNT, format!("wrong number of arguments to `{name}`"), sp);
        Val::error(sp)
    }

    fn byte_address(&mut self, f: &mut FnCtx, base: H, name: &str, tmpl: Option<Ty>, vals: &[Val], sp: Span) -> Val {
        let nsp = ns(sp);
        let Some(addr) = vals.first() else { return self.arg_count(name, sp) };
        let Some(a) = self.coerce(f, addr, &Ty::Scalar(check::UINT)) else { return Val::error(sp) };
        let two = f.f.literal(naga::Literal::U32(2), nsp);
        let word = f.f.expr(E::Binary { op: naga::BinaryOperator::ShiftRight, left: a, right: two }, nsp);
        let word_at = |l: &mut Self, f: &mut FnCtx, k: u32| -> H {
            let _ = l;
            if k == 0 {
                return f.f.expr(E::Access { base, index: word }, nsp);
            }
            let kk = f.f.literal(naga::Literal::U32(k), nsp);
            let idx = f.f.expr(E::Binary { op: naga::BinaryOperator::Add, left: word, right: kk }, nsp);
            f.f.expr(E::Access { base, index: idx }, nsp)
        };
        if let Some(op) = name.strip_prefix("Interlocked").and_then(|n| atomic_fn(&format!("Interlocked{n}"))) {
            let p = word_at(self, f, 0);
            let _ = self.atomic_op(f, p, &Ty::Scalar(check::UINT), op, vals.get(1..).unwrap_or_default(), sp);
            return Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp };
        }
        let count = |n: &str, prefix: &str| -> Option<u8> {
            match n.strip_prefix(prefix)? {
                "" => Some(1),
                "2" => Some(2),
                "3" => Some(3),
                "4" => Some(4),
                _ => None,
            }
        };
        // `Load<T>`/`Store<T>` of a matrix, an array or a struct: scalar by
        // scalar (`raw_aggregate_load`, `raw_aggregate_store`).
        // So are bools and 64-bit integers (two words each).
        let aggregate = |t: &Ty| {
            matches!(t, Ty::Matrix(..) | Ty::Array(..) | Ty::Struct(_))
                || t.scalar().is_some_and(|s| s.kind == naga::ScalarKind::Bool || s.width == 8)
        };
        if name == "Load"
            && let Some(want) = tmpl.as_ref().filter(|t| aggregate(t))
        {
            let column_major = !self.row_major_decl(&crate::hlsl::ast::Modifiers::default());
            let mut leaves = Vec::new();
            if self.raw_leaves(f, base, word, want, 0, column_major, &mut leaves, sp).is_none() {
                return self.raw_width_error(want, sp);
            }
            let Some(h) = self.build_from_leaves(f, want, &mut leaves.into_iter(), nsp) else {
                return Val::error(sp);
            };
            return Val::value(h, want.clone(), sp);
        }
        if name == "Store"
            && let Some(v) = vals.get(1)
            && let Some(ty) = tmpl.clone().or_else(|| Some(v.ty.clone())).filter(|t| aggregate(t))
        {
            let Some(h) = self.coerce_aggregate(f, v, &ty) else { return Val::error(sp) };
            let column_major = !self.row_major_decl(&crate::hlsl::ast::Modifiers::default());
            if self.raw_store(f, base, word, h, &ty, 0, column_major, sp).is_none() {
                return self.raw_width_error(&ty, sp);
            }
            return Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp };
        }
        if let Some(n) = count(name, "Load") {
            let want = tmpl.clone().unwrap_or(Ty::vec(check::UINT, n));
            let words = want.components().max(1) as u8;
            if want.scalar().is_some_and(|s| s.width != 4) || words > 4 {
                self.error(codes::SEM_UNSUPPORTED, "only 32-bit scalar and vector loads are supported", sp);
                return Val::error(sp);
            }
            let parts: Vec<H> = (0..u32::from(words))
                .map(|k| {
                    let p = word_at(self, f, k);
                    f.f.load(p, nsp)
                })
                .collect();
            let u = if words == 1 {
                parts.first().copied().unwrap_or(word)
            } else {
                let t = self.naga_ty(&Ty::Vector(check::UINT, words), Layout::Natural, false);
                f.f.expr(E::Compose { ty: t, components: parts }, nsp)
            };
            let s = want.scalar().unwrap_or(check::UINT);
            let h = if s == check::UINT { u } else { f.f.expr(E::As { expr: u, kind: s.kind, convert: None }, nsp) };
            return Val::value(h, Ty::vec(s, words), sp);
        }
        if let Some(n) = count(name, "Store") {
            let Some(v) = vals.get(1) else { return self.arg_count(name, sp) };
            let n = if tmpl.is_some() || n == 1 { v.ty.components().max(1) as u8 } else { n };
            let src_s = v.ty.scalar().unwrap_or(check::UINT);
            let src_s = if src_s.width == 4 && src_s.kind != naga::ScalarKind::Bool { src_s } else { check::UINT };
            let Some(h) = self.coerce(f, v, &Ty::vec(src_s, n)) else { return Val::error(sp) };
            let h = if src_s == check::UINT {
                h
            } else {
                f.f.expr(E::As { expr: h, kind: naga::ScalarKind::Uint, convert: None }, nsp)
            };
            for k in 0..u32::from(n) {
                let p = word_at(self, f, k);
                let c = if n == 1 { h } else { f.f.access_index(h, k, nsp) };
                f.f.store(p, c, nsp);
            }
            return Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp };
        }
        self.error(codes::SEM_UNSUPPORTED, format!("byte-address buffers have no method `{name}`"), sp);
        Val::error(sp)
    }

    /// A gather with one texel offset per texel (HLSL's `GatherRed(s, p,
    /// o1, o2, o3, o4)`, GLSL's `textureGatherOffsets`): texel `k` of the
    /// result is the one a gather at offset `k` returns for its `(i0, j0)`
    /// corner, its fourth component. Metal's gather takes one offset for all
    /// four texels, so this is four gathers (`texel(k)` is the one at
    /// offset `k`).
    fn gather_four(
        &mut self,
        f: &mut FnCtx,
        texel: impl Fn(&mut Self, &mut FnCtx, usize) -> Val,
        s: naga::Scalar,
        sp: Span,
    ) -> Val {
        let nsp = ns(sp);
        let mut components = Vec::with_capacity(4);
        for k in 0..4 {
            let g = texel(self, f, k);
            let Vk::Value(h) = g.kind else { return Val::error(sp) };
            components.push(f.f.access_index(h, 3, nsp));
        }
        let ty = Ty::Vector(s, 4);
        let t = self.naga_ty(&ty, Layout::Natural, false);
        let h = f.f.expr(E::Compose { ty: t, components }, nsp);
        Val::value(h, ty, sp)
    }

    fn raw_width_error(&mut self, ty: &Ty, sp: Span) -> Val {
        let msg = format!(
            "`{}`: only 32-bit scalars, and vectors, matrices, arrays and structs of them, are supported in \
             byte-address loads and stores",
            self.ty_name(ty)
        );
        self.error(codes::SEM_UNSUPPORTED, msg, sp);
        Val::error(sp)
    }

    /// A pointer to word `k` past `word` of byte-address buffer `base`.
    fn raw_word(f: &mut FnCtx, base: H, word: H, k: u32, sp: naga::Span) -> H {
        if k == 0 {
            return f.f.expr(E::Access { base, index: word }, sp);
        }
        let kk = f.f.literal(naga::Literal::U32(k), sp);
        let index = f.f.expr(E::Binary { op: naga::BinaryOperator::Add, left: word, right: kk }, sp);
        f.f.expr(E::Access { base, index }, sp)
    }

    /// Where the members of struct `i` start in a templated byte-address
    /// load or store: each at its alignment, as DXC's `sizeof` lays them
    /// out (`scalar_size`: scalars at their own width, `bool` 4 bytes).
    fn raw_member_offsets(&self, i: usize) -> Option<Vec<u32>> {
        let mut at = 0u32;
        let mut out = Vec::new();
        for m in &self.structs.get(i)?.members {
            let (size, align) = self.scalar_size(&m.ty)?;
            at = at.div_ceil(align) * align;
            out.push(at);
            at += size;
        }
        Some(out)
    }

    /// The scalars of a `T` at byte `off` of a templated byte-address load,
    /// in the order `build_from_leaves` takes them (bit fields one by one);
    /// a matrix's lines in memory column by column unless `column_major` is
    /// false, as DXC stores them. `None` for what is not made of 32-bit
    /// scalars.
    #[allow(clippy::too_many_arguments)]
    fn raw_leaves(
        &mut self,
        f: &mut FnCtx,
        base: H,
        word: H,
        ty: &Ty,
        off: u32,
        column_major: bool,
        out: &mut Vec<Val>,
        sp: Span,
    ) -> Option<()> {
        let nsp = ns(sp);
        let scalar = |f: &mut FnCtx, s: naga::Scalar, at: u32| -> Option<H> {
            // A 64-bit integer is two words, the low one first (DXC reads
            // it so, at any 4-byte-aligned address).
            if s.width == 8 && matches!(s.kind, naga::ScalarKind::Uint | naga::ScalarKind::Sint) {
                let word64 = |f: &mut FnCtx, k: u32| {
                    let p = Self::raw_word(f, base, word, k, nsp);
                    let u = f.f.load(p, nsp);
                    f.f.expr(E::As { expr: u, kind: naga::ScalarKind::Uint, convert: Some(8) }, nsp)
                };
                let (lo, hi) = (word64(f, at / 4), word64(f, at / 4 + 1));
                let shift = f.f.literal(naga::Literal::U32(32), nsp);
                let hi = f.f.expr(E::Binary { op: naga::BinaryOperator::ShiftLeft, left: hi, right: shift }, nsp);
                let v = f.f.expr(E::Binary { op: naga::BinaryOperator::InclusiveOr, left: hi, right: lo }, nsp);
                return Some(if s.kind == naga::ScalarKind::Sint {
                    f.f.expr(E::As { expr: v, kind: s.kind, convert: None }, nsp)
                } else {
                    v
                });
            }
            if s.width != 4 && s.kind != naga::ScalarKind::Bool {
                return None;
            }
            let p = Self::raw_word(f, base, word, at / 4, nsp);
            let u = f.f.load(p, nsp);
            Some(match s.kind {
                naga::ScalarKind::Sint | naga::ScalarKind::Float => {
                    f.f.expr(E::As { expr: u, kind: s.kind, convert: None }, nsp)
                }
                _ => u,
            })
        };
        // A `bool` reads as its word, converted (`!= 0`) where it is built.
        let read_ty = |s: naga::Scalar| if s.kind == naga::ScalarKind::Bool { check::UINT } else { s };
        match ty {
            Ty::Scalar(s) => {
                let h = scalar(f, *s, off)?;
                out.push(Val::value(h, Ty::Scalar(read_ty(*s)), sp));
            }
            Ty::Vector(s, n) => {
                let w = raw_width(*s);
                for k in 0..u32::from(*n) {
                    let h = scalar(f, *s, off + w * k)?;
                    out.push(Val::value(h, Ty::Scalar(read_ty(*s)), sp));
                }
            }
            Ty::Matrix(s, r, c) => {
                let (r, c) = (u32::from(*r), u32::from(*c));
                for i in 0..r {
                    for j in 0..c {
                        let k = if column_major { j * r + i } else { i * c + j };
                        let h = scalar(f, *s, off + raw_width(*s) * k)?;
                        out.push(Val::value(h, Ty::Scalar(read_ty(*s)), sp));
                    }
                }
            }
            Ty::Array(e, n) => {
                let (size, align) = self.scalar_size(e)?;
                let stride = size.div_ceil(align) * align;
                for k in 0..*n {
                    self.raw_leaves(f, base, word, e, off + k * stride, column_major, out, sp)?;
                }
            }
            Ty::Struct(i) => {
                let def = self.structs.get(*i)?.clone();
                let offsets = self.raw_member_offsets(*i)?;
                for (k, (m, at)) in def.members.iter().zip(offsets).enumerate() {
                    let fields = def.fields_in(k);
                    if fields.is_empty() {
                        self.raw_leaves(f, base, word, &m.ty, off + at, m.column_major, out, sp)?;
                        continue;
                    }
                    let storage = scalar(f, m.ty.scalar()?, off + at)?;
                    for bf in fields {
                        let v = self.extract_bits(f, storage, bf.offset, bf.width, nsp);
                        out.push(Val::value(v, bf.ty.clone(), sp));
                    }
                }
            }
            _ => return None,
        }
        Some(())
    }

    /// Store the value `h` of type `ty` at byte `off` of a templated
    /// byte-address store, scalar by scalar (the layout of `raw_leaves`).
    #[allow(clippy::too_many_arguments)]
    fn raw_store(
        &mut self,
        f: &mut FnCtx,
        base: H,
        word: H,
        h: H,
        ty: &Ty,
        off: u32,
        column_major: bool,
        sp: Span,
    ) -> Option<()> {
        let nsp = ns(sp);
        let scalar = |f: &mut FnCtx, v: H, s: naga::Scalar, at: u32| -> Option<()> {
            // A 64-bit integer: its two words, the low one first.
            if s.width == 8 && matches!(s.kind, naga::ScalarKind::Uint | naga::ScalarKind::Sint) {
                let v = if s.kind == naga::ScalarKind::Sint {
                    f.f.expr(E::As { expr: v, kind: naga::ScalarKind::Uint, convert: None }, nsp)
                } else {
                    v
                };
                let shift = f.f.literal(naga::Literal::U64(32), nsp);
                let hi = f.f.expr(E::Binary { op: naga::BinaryOperator::ShiftRight, left: v, right: shift }, nsp);
                for (k, part) in [(0, v), (1, hi)] {
                    let u = f.f.expr(E::As { expr: part, kind: naga::ScalarKind::Uint, convert: Some(4) }, nsp);
                    let p = Self::raw_word(f, base, word, at / 4 + k, nsp);
                    f.f.store(p, u, nsp);
                }
                return Some(());
            }
            let u = match s.kind {
                naga::ScalarKind::Bool => {
                    let one = f.f.literal(naga::Literal::U32(1), nsp);
                    let zero = f.f.literal(naga::Literal::U32(0), nsp);
                    f.f.expr(E::Select { condition: v, accept: one, reject: zero }, nsp)
                }
                _ if s.width != 4 => return None,
                naga::ScalarKind::Uint => v,
                _ => f.f.expr(E::As { expr: v, kind: naga::ScalarKind::Uint, convert: None }, nsp),
            };
            let p = Self::raw_word(f, base, word, at / 4, nsp);
            f.f.store(p, u, nsp);
            Some(())
        };
        match ty {
            Ty::Scalar(s) => scalar(f, h, *s, off)?,
            Ty::Vector(s, n) => {
                for j in 0..*n {
                    let c = element(f, h, (1, *n), 0, j, nsp);
                    scalar(f, c, *s, off + raw_width(*s) * u32::from(j))?;
                }
            }
            Ty::Matrix(s, r, c) => {
                for i in 0..*r {
                    for j in 0..*c {
                        let e = element(f, h, (*r, *c), i, j, nsp);
                        let (i, j, r, c) = (u32::from(i), u32::from(j), u32::from(*r), u32::from(*c));
                        let k = if column_major { j * r + i } else { i * c + j };
                        scalar(f, e, *s, off + raw_width(*s) * k)?;
                    }
                }
            }
            Ty::Array(e, n) => {
                let (size, align) = self.scalar_size(e)?;
                let stride = size.div_ceil(align) * align;
                for k in 0..*n {
                    let el = f.f.access_index(h, k, nsp);
                    self.raw_store(f, base, word, el, e, off + k * stride, column_major, sp)?;
                }
            }
            Ty::Struct(i) => {
                let def = self.structs.get(*i)?.clone();
                let offsets = self.raw_member_offsets(*i)?;
                // Bit fields are stored as their storage member, whole.
                for (k, (m, at)) in def.members.iter().zip(offsets).enumerate() {
                    let el = f.f.access_index(h, k as u32, nsp);
                    self.raw_store(f, base, word, el, &m.ty, off + at, m.column_major, sp)?;
                }
            }
            _ => return None,
        }
        Some(())
    }

    fn texture_method(&mut self, f: &mut FnCtx, image: H, r: &Resource, name: &str, vals: &[Val], sp: Span) -> Val {
        let nsp = ns(sp);
        let (dim, arrayed, ms, elem) = match r {
            Resource::Texture { dim, arrayed, multisampled, elem, .. } => (*dim, *arrayed, *multisampled, elem.clone()),
            Resource::TypedBuffer { elem, .. } => (naga::ImageDimension::D1, false, false, elem.clone()),
            _ => return Val::error(sp),
        };
        let n = coord_len(dim);
        let fcoord = Ty::vec(check::FLOAT, n + u8::from(arrayed));
        let elem_s = elem.scalar().unwrap_or(check::FLOAT);
        // A 1D texture sampled with a comparison is a 2D depth texture of
        // one row (`Lower::texture_ty`): every coordinate gains the row.
        let flat = self.flat_1d(f, image, dim);
        let sample = |l: &mut Self,
                      f: &mut FnCtx,
                      level: naga::SampleLevel,
                      depth_ref: Option<H>,
                      gather: Option<naga::SwizzleComponent>,
                      (offset_at, extra_at): (usize, usize)|
         -> Val {
            let (Some(s), Some(c)) = (vals.first(), vals.get(1)) else { return l.arg_count(name, sp) };
            // A gather reads a 2x2 footprint: 2D, 2D array and cube
            // textures only (DXC and glslang reject the others, and naga).
            if gather.is_some() && !matches!(dim, naga::ImageDimension::D2 | naga::ImageDimension::Cube) {
                let what = if dim == naga::ImageDimension::D1 { "1D" } else { "3D" };
                let msg = format!("a gather reads only 2D, 2D array and cube textures, not a {what} one");
                l.error(codes::SEM_NO_OVERLOAD, msg, sp);
                return Val::error(sp);
            }
            // Metal has no mipmapped 1D textures: every sample of one reads
            // level 0, whatever the level, bias or gradients asked (MSL's
            // 1D `sample` takes none), so they are all level 0 here, which
            // needs no derivatives in any stage.
            let level = if dim == naga::ImageDimension::D1 && !flat && gather.is_none() && depth_ref.is_none() {
                naga::SampleLevel::Zero
            } else {
                level
            };
            let Some(sampler) = l.rv(f, s) else { return Val::error(sp) };
            let Some(ch) = l.coerce(f, c, &fcoord) else { return Val::error(sp) };
            let (coordinate, array_index) = l.split_array_coord(f, ch, &fcoord, arrayed, nsp);
            let coordinate = if flat { l.widen_1d(f, coordinate, naga::Literal::F32(0.5), nsp) } else { coordinate };
            // Cube textures take no offset: what follows the coordinates
            // (and the level or reference) is the clamp or the status. Past
            // the offset come the LOD clamp and the tiled-resource status,
            // which naga IR has no field for: refused, never dropped.
            let cube = dim == naga::ImageDimension::Cube;
            let (offset_at, extra_at) = if cube { (usize::MAX, offset_at) } else { (offset_at, extra_at) };
            // The clamp (`Sample`, `SampleBias`, `SampleGrad`, `SampleCmp`;
            // `SampleLevel`, `SampleCmpLevelZero` and gathers have none),
            // then the status, which only `CheckAccessFullyMapped` reads:
            // Metal's residency of sparse textures is another model, refused.
            let takes_clamp = matches!(name, "Sample" | "SampleBias" | "SampleGrad" | "SampleCmp");
            let status_at = if takes_clamp { extra_at + 1 } else { extra_at };
            if let Some(x) = vals.get(status_at) {
                let msg = format!("the status argument of `{name}` (tiled-resource residency) is not supported yet");
                l.error(codes::SEM_UNSUPPORTED, msg, x.span);
                return Val::error(sp);
            }
            let clamp = match vals.get(extra_at).filter(|_| takes_clamp) {
                Some(x) if depth_ref.is_some() || l.is_depth_image(f, image) => {
                    let msg = format!("the clamp argument of `{name}` on a depth texture is not supported yet");
                    l.error(codes::SEM_UNSUPPORTED, msg, x.span);
                    return Val::error(sp);
                }
                // Metal's 1D textures have one level: no level to clamp.
                Some(_) if dim == naga::ImageDimension::D1 && !flat => None,
                Some(x) => match l.coerce(f, x, &Ty::Scalar(check::FLOAT)) {
                    Some(h) => Some(h),
                    None => return Val::error(sp),
                },
                None => None,
            };
            let offset = match vals.get(offset_at) {
                Some(o) => {
                    let oty = Ty::vec(check::INT, n);
                    match l.coerce(f, o, &oty) {
                        Some(h) if is_const_expr(f.f.exprs(), h) => Some(constant_element(f.f.exprs(), h)),
                        Some(h) if let Some(c) = l.const_global_element(f, h, nsp) => Some(c),
                        Some(_) => {
                            let msg = if l.glsl {
                                "a texel offset must be a constant expression".to_string()
                            } else {
                                format!(
                                    "the texel offset of `{name}` must be a compile-time constant (DXC accepts a variable one only where its legalization can make it constant)"
                                )
                            };
                            l.error(codes::SEM_NOT_CONSTANT, msg, o.span);
                            return Val::error(sp);
                        }
                        None => return Val::error(sp),
                    }
                }
                None => None,
            };
            // A 1D texture has one level in Metal, and its `sample` takes no
            // offset: the offset in texels moves the coordinate by
            // `offset / width` instead, the same texel position
            // (`u * width + offset`) up to the coordinate's rounding.
            let (coordinate, offset) = match offset {
                Some(o) if flat => (coordinate, Some(l.widen_1d(f, o, naga::Literal::I32(0), nsp))),
                Some(o) if dim == naga::ImageDimension::D1 && gather.is_none() => {
                    let q = naga::ImageQuery::Size { level: None };
                    let width = f.f.expr(E::ImageQuery { image, query: q }, nsp);
                    let width = f.f.expr(E::As { expr: width, kind: naga::ScalarKind::Float, convert: Some(4) }, nsp);
                    let o = f.f.expr(E::As { expr: o, kind: naga::ScalarKind::Float, convert: Some(4) }, nsp);
                    let step = f.f.expr(E::Binary { op: naga::BinaryOperator::Divide, left: o, right: width }, nsp);
                    let moved =
                        f.f.expr(E::Binary { op: naga::BinaryOperator::Add, left: coordinate, right: step }, nsp);
                    (moved, None)
                }
                _ => (coordinate, offset),
            };
            // A comparison at an explicit level, biased or with gradients:
            // naga IR compares at level 0 or an implicit level only.
            let explicit = !matches!(level, naga::SampleLevel::Auto | naga::SampleLevel::Zero);
            if depth_ref.is_some() && gather.is_none() && explicit {
                let t =
                    IntegerSample { image, sampler, coordinate, array_index, depth_ref, level, offset, clamp: None };
                let Some(h) = l.sample_integer(f, &t, check::FLOAT, sp) else { return Val::error(sp) };
                return Val::value(h, Ty::Scalar(check::FLOAT), sp);
            }
            let integer = matches!(elem_s.kind, naga::ScalarKind::Sint | naga::ScalarKind::Uint);
            // naga's `ImageSample` has no clamp and samples float textures
            // only: the `Sample` stand-in (`min_lod_clamp`, MSL 2.2).
            if (integer || clamp.is_some()) && gather.is_none() && depth_ref.is_none() {
                let t =
                    IntegerSample { image, sampler, coordinate, array_index, depth_ref: None, level, offset, clamp };
                let texel = naga::Scalar { kind: elem_s.kind, width: 4 };
                let Some(h) = l.sample_integer(f, &t, texel, sp) else { return Val::error(sp) };
                let h = l.texel_result(f, h, &elem, nsp);
                return Val::value(h, elem.clone(), sp);
            }
            let h = f.f.expr(
                E::ImageSample {
                    image,
                    sampler,
                    gather,
                    coordinate,
                    array_index,
                    offset,
                    level,
                    depth_ref,
                    clamp_to_edge: false,
                },
                nsp,
            );
            if depth_ref.is_some() && gather.is_none() {
                return Val::value(h, Ty::Scalar(check::FLOAT), sp);
            }
            // A comparison gather's four results are 0 or 1 in the texture's
            // element type (SPIR-V's `OpImageDrefGather`, glslang's
            // `isampler2DShadow`): Metal's are floats, converted.
            if gather.is_some() && depth_ref.is_some() && elem_s.kind != naga::ScalarKind::Float {
                let h = f.f.expr(E::As { expr: h, kind: elem_s.kind, convert: Some(elem_s.width) }, nsp);
                return Val::value(h, Ty::Vector(elem_s, 4), sp);
            }
            if gather.is_some() {
                let h = l.texel_scalar(f, h, elem_s, 4, nsp);
                return Val::value(h, Ty::Vector(elem_s, 4), sp);
            }
            // A texture also sampled with a comparison is a depth texture:
            // its one channel, narrowed to the element type.
            let h = l.depth_texel(f, image, h, nsp);
            let h = l.texel_result(f, h, &elem, nsp);
            Val::value(h, elem.clone(), sp)
        };
        let arg = |l: &mut Self, f: &mut FnCtx, i: usize, ty: &Ty| -> Option<H> {
            let v = vals.get(i)?;
            l.coerce(f, v, ty)
        };
        let fl = Ty::Scalar(check::FLOAT);
        // The gradients at arguments `at` and `at + 1`; a 1D texture read
        // as a 2D one of one row has zero gradients along its second axis.
        let gradients = |l: &mut Self, f: &mut FnCtx, at: usize| -> Option<naga::SampleLevel> {
            let g = Ty::vec(check::FLOAT, n);
            let (x, y) = (arg(l, f, at, &g)?, arg(l, f, at + 1, &g)?);
            let (x, y) = if flat {
                (l.widen_1d(f, x, naga::Literal::F32(0.0), nsp), l.widen_1d(f, y, naga::Literal::F32(0.0), nsp))
            } else {
                (x, y)
            };
            Some(naga::SampleLevel::Gradient { x, y })
        };
        match name {
            "Sample" => sample(self, f, naga::SampleLevel::Auto, None, None, (2, 3)),
            "SampleLevel" => {
                let Some(l) = arg(self, f, 2, &fl) else { return self.arg_count(name, sp) };
                sample(self, f, naga::SampleLevel::Exact(l), None, None, (3, 4))
            }
            "SampleBias" => {
                let Some(b) = arg(self, f, 2, &fl) else { return self.arg_count(name, sp) };
                // Metal's 1D textures have one level, and MSL's 1D sample
                // takes no level or bias (the writer leaves it out); naga
                // has no bias on 1D images: the sample is an implicit-level one.
                let level = if dim == naga::ImageDimension::D1 && !flat {
                    naga::SampleLevel::Auto
                } else {
                    naga::SampleLevel::Bias(b)
                };
                sample(self, f, level, None, None, (3, 4))
            }
            "SampleGrad" => {
                let Some(level) = gradients(self, f, 2) else { return self.arg_count(name, sp) };
                sample(self, f, level, None, None, (4, 5))
            }
            "SampleCmp" | "SampleCmpLevelZero" | "SampleCmpLevel" | "SampleCmpBias" | "SampleCmpGrad" => {
                if dim == naga::ImageDimension::D3 || (dim == naga::ImageDimension::D1 && !flat) {
                    self.error(codes::METAL_COMPARE_1D_3D, "Metal has no comparison sampling on 1D or 3D textures", sp);
                    return Val::error(sp);
                }
                let Some(d) = arg(self, f, 2, &fl) else { return self.arg_count(name, sp) };
                // `SampleCmpLevel(s, p, cmp, lod)` (SM 6.7), `SampleCmpBias(s,
                // p, cmp, bias)` and `SampleCmpGrad(s, p, cmp, ddx, ddy)`
                // (SM 6.8), each with an optional offset after.
                let (level, offset_at) = match name {
                    "SampleCmp" => (naga::SampleLevel::Auto, 3),
                    "SampleCmpLevelZero" => (naga::SampleLevel::Zero, 3),
                    "SampleCmpLevel" | "SampleCmpBias" => {
                        let Some(v) = arg(self, f, 3, &fl) else { return self.arg_count(name, sp) };
                        let level = if name == "SampleCmpBias" {
                            naga::SampleLevel::Bias(v)
                        } else {
                            naga::SampleLevel::Exact(v)
                        };
                        (level, 4)
                    }
                    _ => {
                        let Some(level) = gradients(self, f, 3) else { return self.arg_count(name, sp) };
                        (level, 5)
                    }
                };
                sample(self, f, level, Some(d), None, (offset_at, offset_at + 1))
            }
            "Gather" | "GatherRed" | "GatherGreen" | "GatherBlue" | "GatherAlpha" => {
                let comp = match name {
                    "GatherGreen" => naga::SwizzleComponent::Y,
                    "GatherBlue" => naga::SwizzleComponent::Z,
                    "GatherAlpha" => naga::SwizzleComponent::W,
                    _ => naga::SwizzleComponent::X,
                };
                // `GatherRed(s, location, offset1, …, offset4)`: each texel at its own offset.
                if name != "Gather" && vals.len() >= 6 {
                    let texel = |l: &mut Self, f: &mut FnCtx, k: usize| {
                        sample(l, f, naga::SampleLevel::Zero, None, Some(comp), (2 + k, 6))
                    };
                    return self.gather_four(f, texel, elem_s, sp);
                }
                sample(self, f, naga::SampleLevel::Zero, None, Some(comp), (2, 3))
            }
            "GatherCmp" | "GatherCmpRed" => {
                let Some(d) = arg(self, f, 2, &fl) else { return self.arg_count(name, sp) };
                if name == "GatherCmpRed" && vals.len() >= 7 {
                    let x = Some(naga::SwizzleComponent::X);
                    let texel = |l: &mut Self, f: &mut FnCtx, k: usize| {
                        sample(l, f, naga::SampleLevel::Zero, Some(d), x, (3 + k, 7))
                    };
                    return self.gather_four(f, texel, elem_s, sp);
                }
                sample(self, f, naga::SampleLevel::Zero, Some(d), Some(naga::SwizzleComponent::X), (3, 4))
            }
            "Load" => {
                let Some(c) = vals.first() else { return self.arg_count(name, sp) };
                let is_buffer = matches!(r, Resource::TypedBuffer { .. });
                let rw = matches!(r, Resource::Texture { rw: true, .. } | Resource::TypedBuffer { rw: true, .. });
                let extra = u8::from(!rw && !ms && !is_buffer);
                let cty = Ty::vec(check::INT, n + u8::from(arrayed) + extra);
                let Some(ch) = self.coerce(f, c, &cty) else { return Val::error(sp) };
                let (coord_all, level) = if extra == 1 {
                    let k = n + u8::from(arrayed);
                    let co = self.swizzle_value(f, ch, &(0..k).collect::<Vec<_>>(), nsp);
                    let lv = f.f.access_index(ch, u32::from(k), nsp);
                    (co, Some(lv))
                } else {
                    (ch, None)
                };
                let cty2 = Ty::vec(check::INT, n + u8::from(arrayed));
                let (coordinate, array_index) = self.split_array_coord(f, coord_all, &cty2, arrayed, nsp);
                let sample = if ms { arg(self, f, 1, &Ty::Scalar(check::INT)) } else { None };
                // `Load(location, offset)` (`Load(location, sample, offset)` when
                // multisampled): the texel offset adds to the coordinate.
                let offset_at = if ms { 2 } else { 1 };
                let coordinate = if !rw && !is_buffer && vals.len() > offset_at {
                    let Some(o) = arg(self, f, offset_at, &Ty::vec(check::INT, n)) else { return Val::error(sp) };
                    // Added as unsigned (the bits are the same): a signed
                    // sum's overflow would be undefined in MSL (OSH5203).
                    let bits = |f: &mut FnCtx, e, kind| f.f.expr(E::As { expr: e, kind, convert: None }, nsp);
                    let (c, o) = (bits(f, coordinate, naga::ScalarKind::Uint), bits(f, o, naga::ScalarKind::Uint));
                    let sum = f.f.expr(E::Binary { op: naga::BinaryOperator::Add, left: c, right: o }, nsp);
                    bits(f, sum, naga::ScalarKind::Sint)
                } else {
                    coordinate
                };
                let coordinate =
                    if flat { self.widen_1d(f, coordinate, naga::Literal::I32(0), nsp) } else { coordinate };
                // Typed buffers are sampled images in the IR: level 0.
                let level = if is_buffer && !rw { Some(f.f.literal(naga::Literal::I32(0), nsp)) } else { level };
                let h = f.f.expr(E::ImageLoad { image, coordinate, array_index, sample, level }, nsp);
                let h = self.depth_texel(f, image, h, nsp);
                let h = self.texel_result(f, h, &elem, nsp);
                Val::value(h, elem.clone(), sp)
            }
            "GetDimensions" => self.get_dimensions(f, image, dim, arrayed, ms, vals, sp),
            "GetSamplePosition" if ms => self.standard_sample_position(f, image, vals, sp),
            "CalculateLevelOfDetail" | "CalculateLevelOfDetailUnclamped" if flat => {
                let msg = format!(
                    "`{name}` of a 1D texture that is also sampled with a comparison (a 2D depth texture in Metal) is not supported yet"
                );
                self.error(codes::SEM_UNSUPPORTED, msg, sp);
                Val::error(sp)
            }
            "CalculateLevelOfDetail" | "CalculateLevelOfDetailUnclamped" if !ms && !is_rw(r) => {
                self.calculate_lod(f, image, dim, name == "CalculateLevelOfDetail", vals, sp)
            }
            // GLSL's `textureSize`/`imageSize`, `textureQueryLevels` and
            // `textureSamples` (generated by the GLSL front-end): values, not `out`s.
            "__glsl_size" | "__glsl_levels" | "__glsl_samples" if self.glsl => {
                let rw = matches!(r, Resource::Texture { rw: true, .. } | Resource::TypedBuffer { rw: true, .. });
                let query = match name {
                    "__glsl_levels" => naga::ImageQuery::NumLevels,
                    "__glsl_samples" => naga::ImageQuery::NumSamples,
                    _ => {
                        let level = match vals.first() {
                            Some(v) if !rw && !ms => self.coerce(f, v, &Ty::Scalar(check::INT)),
                            _ => None,
                        };
                        naga::ImageQuery::Size { level }
                    }
                };
                let is_size = matches!(query, naga::ImageQuery::Size { .. });
                let q = f.f.expr(E::ImageQuery { image, query }, nsp);
                let k = if is_size { if dim == naga::ImageDimension::D3 { 3 } else { n.min(2) } } else { 1 };
                let q = if is_size && flat { f.f.access_index(q, 0, nsp) } else { q };
                let (h, k) = if is_size && arrayed {
                    let layers = f.f.expr(E::ImageQuery { image, query: naga::ImageQuery::NumLayers }, nsp);
                    let mut parts: Vec<H> =
                        (0..u32::from(k)).map(|c| if k == 1 { q } else { f.f.access_index(q, c, nsp) }).collect();
                    parts.push(layers);
                    let t = self.naga_ty(&Ty::Vector(check::UINT, k + 1), Layout::Natural, false);
                    (f.f.expr(E::Compose { ty: t, components: parts }, nsp), k + 1)
                } else {
                    (q, k)
                };
                let h = f.f.expr(E::As { expr: h, kind: naga::ScalarKind::Sint, convert: Some(4) }, nsp);
                Val::value(h, Ty::vec(check::INT, k), sp)
            }
            _ => {
                self.error(codes::SEM_UNSUPPORTED, format!("textures have no method `{name}`"), sp);
                Val::error(sp)
            }
        }
    }

    /// `EvaluateAttributeAtSample(v, s)`, `EvaluateAttributeCentroid(v)`,
    /// `EvaluateAttributeSnapped(v, int2 offset)`: pull-model interpolation
    /// of a fragment input (`v` names the input, a component or a swizzle of
    /// it, in the entry function): the `Interpolate` stand-in on the entry
    /// function's argument of the input, which the writer declares as
    /// Metal's `interpolant<T, …>`. A snapped offset is in 1/16 pixel from
    /// the pixel's center, each component's low 4 bits signed (-8..7; 15 is
    /// -1) as D3D reads them; Metal's offset is in pixels from the pixel's
    /// upper-left corner (its center is 0.5, as `MTLSamplePosition` counts):
    /// offset / 16 + 0.5. (SPIRV-Cross adds 0.4375 instead, from its own
    /// measurements; not verified here on hardware.)
    /// A `nointerpolation` input is the same at every position: its value.
    fn evaluate_attribute(&mut self, f: &mut FnCtx, name: &str, args: &[Expr], sp: Span) -> Val {
        use crate::side::InterpolateAt;
        let nsp = ns(sp);
        let at = match name {
            "EvaluateAttributeAtSample" => InterpolateAt::Sample,
            "EvaluateAttributeSnapped" => InterpolateAt::Offset,
            _ => InterpolateAt::Centroid,
        };
        let want = if at == InterpolateAt::Centroid { 1 } else { 2 };
        if args.len() != want {
            return self.arg_count(name, sp);
        }
        let vals: Vec<Val> = args.iter().map(|a| self.expr(f, a)).collect();
        if vals.iter().any(Val::is_error) {
            return Val::error(sp);
        }
        let Some(v) = vals.first() else { return Val::error(sp) };
        // The input: a pointer into an entry parameter's local, possibly
        // through struct members, then a component or a swizzle.
        let (ptr, swizzle) = match &v.kind {
            Vk::Ptr(p, _) => (Some(*p), None),
            Vk::Swizzle(p, comps) => (Some(*p), Some(comps.clone())),
            _ => (None, None),
        };
        let mut path = Vec::new();
        let mut root = ptr;
        while let Some(p) = root
            && let Ok(&E::AccessIndex { base, index }) = f.f.exprs().try_get(p)
        {
            path.push(index);
            root = Some(base);
        }
        path.reverse();
        let function = f.f.func.name.clone().unwrap_or_default();
        let input = root.filter(|_| f.entry.is_some()).and_then(|r| {
            self.entry_inputs
                .iter()
                .find(|i| i.function == function && i.local == r && path.starts_with(&i.path))
                .cloned()
        });
        let Some(input) = input else {
            let msg = format!(
                "`{name}` needs a fragment input of the entry function (a parameter or a member of one, or a \
                 component of it) as its first argument; through a copy or a helper's parameter it is not \
                 supported yet"
            );
            self.error(codes::SEM_UNSUPPORTED, msg, v.span);
            return Val::error(sp);
        };
        let rest: Vec<u32> = path.get(input.path.len()..).unwrap_or_default().to_vec();
        let value = if input.flat {
            input.arg
        } else {
            if input.sample {
                let msg = format!(
                    "`{name}` of an input declared `sample` is not supported yet (Metal's interpolant would need \
                     the sample index to read it where the source does)"
                );
                self.error(codes::SEM_UNSUPPORTED, msg, v.span);
                return Val::error(sp);
            }
            let extra = match at {
                InterpolateAt::Centroid => None,
                InterpolateAt::Sample => {
                    let Some(s) = vals.get(1).and_then(|s| self.coerce(f, s, &Ty::Scalar(check::UINT))) else {
                        return Val::error(sp);
                    };
                    Some(s)
                }
                InterpolateAt::Offset => {
                    let Some(o) = vals.get(1).and_then(|o| self.coerce(f, o, &Ty::Vector(check::INT, 2))) else {
                        return Val::error(sp);
                    };
                    // The low 4 bits, signed, as D3D reads each component.
                    let o = self.extract_bits(f, o, 0, 4, nsp);
                    let o = f.f.expr(E::As { expr: o, kind: naga::ScalarKind::Float, convert: Some(4) }, nsp);
                    let sixteenth = f.f.literal(naga::Literal::F32(1.0 / 16.0), nsp);
                    let half = f.f.literal(naga::Literal::F32(0.5), nsp);
                    let scale = f.f.expr(E::Splat { size: naga::VectorSize::Bi, value: sixteenth }, nsp);
                    let center = f.f.expr(E::Splat { size: naga::VectorSize::Bi, value: half }, nsp);
                    let o = f.f.expr(E::Binary { op: naga::BinaryOperator::Multiply, left: o, right: scale }, nsp);
                    Some(f.f.expr(E::Binary { op: naga::BinaryOperator::Add, left: o, right: center }, nsp))
                }
            };
            let nty = self.naga_ty(&input.req, Layout::Natural, false);
            let Some(h) = self.interpolate_call(f, at, input.arg, nty, extra, sp) else { return Val::error(sp) };
            self.warn_pull_model(name, sp);
            h
        };
        let value = self.convert_h(f, value, &input.req, &input.ty, nsp);
        // Down to the component named, then its swizzle.
        let mut ty = input.ty.clone();
        let mut h = value;
        for k in rest {
            h = f.f.access_index(h, k, nsp);
            ty = match ty {
                Ty::Vector(s, _) => Ty::Scalar(s),
                Ty::Matrix(s, _, c) => Ty::vec(s, c),
                Ty::Array(e, _) => *e,
                other => other,
            };
        }
        if let Some(comps) = swizzle {
            let s = ty.scalar().unwrap_or(check::FLOAT);
            h = self.swizzle_value(f, h, &comps, nsp);
            ty = Ty::vec(s, comps.len() as u8);
        }
        Val::value(h, ty, sp)
    }

    /// OSH5233, once per shader.
    fn warn_pull_model(&mut self, name: &str, sp: Span) {
        if self.pull_model_warned {
            return;
        }
        self.pull_model_warned = true;
        let d = crate::diag::Diagnostic::warning(
            codes::DEVIATION_PULL_MODEL,
            format!("`{name}` is Metal's pull-model interpolation (`interpolant<T, …>`)"),
            sp,
        )
        .with_note(
            "the device must support it (`MTLDevice.supportsPullModelInterpolation`; AMD GPUs do not): the \
             pipeline fails to build otherwise",
        );
        self.diags.push(d);
    }

    /// GLSL's `interpolateAt*` (`glsl::rewrite::interpolate`):
    /// `__glsl_interpolate_centroid(g)`, `__glsl_interpolate_sample(g, s)`,
    /// `__glsl_interpolate_offset(g, o)` on `g`, the stand-in global of an
    /// input's wire field `FIELD` (`__glsl_pull_FIELD`), which
    /// `SideInfo::pull_inputs` records and the writer makes a reference to
    /// the input's interpolant. GLSL's offset is in pixels from the pixel's
    /// center; Metal's from its upper-left corner: offset + 0.5.
    fn glsl_interpolate(&mut self, f: &mut FnCtx, name: &str, args: &[Expr], sp: Span) -> Val {
        use crate::side::InterpolateAt;
        let nsp = ns(sp);
        let (at, user) = match name {
            "__glsl_interpolate_centroid" => (InterpolateAt::Centroid, "interpolateAtCentroid"),
            "__glsl_interpolate_sample" => (InterpolateAt::Sample, "interpolateAtSample"),
            _ => (InterpolateAt::Offset, "interpolateAtOffset"),
        };
        let vals: Vec<Val> = args.iter().map(|a| self.expr(f, a)).collect();
        if vals.iter().any(Val::is_error) {
            return Val::error(sp);
        }
        let global = match vals.first().map(|v| &v.kind) {
            Some(&Vk::Ptr(p, _)) => match f.f.exprs().try_get(p) {
                Ok(&E::GlobalVariable(g)) => Some((g, p)),
                _ => None,
            },
            _ => None,
        };
        let (Some((g, p)), Some(v)) = (global, vals.first()) else { return Val::error(sp) };
        let field = self.b.module.global_variables[g].name.clone().unwrap_or_default();
        let field = field.strip_prefix("__glsl_pull_").unwrap_or(&field).to_string();
        self.side.pull_inputs.insert(g, field);
        let extra = match at {
            InterpolateAt::Centroid => None,
            InterpolateAt::Sample => match vals.get(1).and_then(|s| self.coerce(f, s, &Ty::Scalar(check::UINT))) {
                Some(s) => Some(s),
                None => return Val::error(sp),
            },
            InterpolateAt::Offset => {
                let Some(o) = vals.get(1).and_then(|o| self.coerce(f, o, &Ty::Vector(check::FLOAT, 2))) else {
                    return Val::error(sp);
                };
                let half = f.f.literal(naga::Literal::F32(0.5), nsp);
                let center = f.f.expr(E::Splat { size: naga::VectorSize::Bi, value: half }, nsp);
                Some(f.f.expr(E::Binary { op: naga::BinaryOperator::Add, left: o, right: center }, nsp))
            }
        };
        let value = f.f.load(p, nsp);
        let nty = self.naga_ty(&v.ty, Layout::Natural, false);
        let Some(h) = self.interpolate_call(f, at, value, nty, extra, sp) else { return Val::error(sp) };
        self.warn_pull_model(user, sp);
        Val::value(h, v.ty.clone(), sp)
    }

    /// `Texture2DMS.GetSamplePosition(s)`: sample `s`'s position relative
    /// to the pixel's center in D3D's standard pattern for the texture's
    /// sample count (2, 4, 8 or 16; (0, 0) for other counts and for a sample
    /// past the count), as DXC computes it for SPIR-V. Metal's default sample
    /// positions are that pattern; a texture rendered with custom positions
    /// (`setSamplePositions`) has others, which no shader can query.
    fn standard_sample_position(&mut self, f: &mut FnCtx, image: H, vals: &[Val], sp: Span) -> Val {
        use naga::BinaryOperator as B;
        // In sixteenths of a pixel, x then y (+y down), for 2, 4, 8, 16 samples.
        const TABLE: [(i8, i8); 30] = [
            (4, 4),
            (-4, -4),
            (-2, -6),
            (6, -2),
            (-6, 2),
            (2, 6),
            (1, -3),
            (-1, 3),
            (5, 1),
            (-3, -5),
            (-5, 5),
            (-7, -1),
            (3, 7),
            (7, -7),
            (1, 1),
            (-1, -3),
            (-3, 2),
            (4, -1),
            (-5, -2),
            (2, 5),
            (5, 3),
            (3, -5),
            (-2, 6),
            (0, -7),
            (-4, -6),
            (-6, 4),
            (-8, 0),
            (7, -4),
            (6, 7),
            (-7, -8),
        ];
        let nsp = ns(sp);
        let [index] = vals else { return self.arg_count("GetSamplePosition", sp) };
        let Some(index) = self.coerce(f, index, &Ty::Scalar(check::UINT)) else { return Val::error(sp) };
        let float2 = Ty::Vector(check::FLOAT, 2);
        let table_ty = Ty::Array(Box::new(float2.clone()), TABLE.len() as u32);
        use super::globals::ConstVal;
        let cv = ConstVal::List(
            TABLE
                .iter()
                .map(|&(x, y)| {
                    ConstVal::List(vec![
                        ConstVal::Float(f64::from(x) / 16.0, check::FLOAT),
                        ConstVal::Float(f64::from(y) / 16.0, check::FLOAT),
                    ])
                })
                .collect(),
        );
        let table = match self.sample_positions {
            Some(t) => t,
            None => {
                let t = self.make_constant("standard_sample_positions", &table_ty, &cv, sp);
                self.sample_positions = Some(t);
                t
            }
        };
        let count = f.f.expr(E::ImageQuery { image, query: naga::ImageQuery::NumSamples }, nsp);
        let u = |f: &mut FnCtx, v: u32| f.f.literal(naga::Literal::U32(v), nsp);
        let is = |f: &mut FnCtx, n: u32| {
            let n = u(f, n);
            f.f.expr(E::Binary { op: B::Equal, left: count, right: n }, nsp)
        };
        // The first entry of the count's pattern.
        let mut base = u(f, 14);
        for (n, first) in [(8, 6), (4, 2), (2, 0)] {
            let c = is(f, n);
            let first = u(f, first);
            base = f.f.expr(E::Select { condition: c, accept: first, reject: base }, nsp);
        }
        let mut standard = is(f, 2);
        for n in [4, 8, 16] {
            let c = is(f, n);
            standard = f.f.expr(E::Binary { op: B::LogicalOr, left: standard, right: c }, nsp);
        }
        let below = f.f.expr(E::Binary { op: B::Less, left: index, right: count }, nsp);
        let valid = f.f.expr(E::Binary { op: B::LogicalAnd, left: standard, right: below }, nsp);
        let at = f.f.expr(E::Binary { op: B::Add, left: base, right: index }, nsp);
        let zero = u(f, 0);
        let at = f.f.expr(E::Select { condition: valid, accept: at, reject: zero }, nsp);
        // naga indexes array values only by constants: a local copy.
        let nty = self.naga_ty(&table_ty, Layout::Natural, false);
        let local = f.f.local("_sample_positions", nty, nsp);
        let value = f.f.expr(E::Constant(table), nsp);
        f.f.store(local, value, nsp);
        let p = f.f.expr(E::Access { base: local, index: at }, nsp);
        let position = f.f.load(p, nsp);
        let zty = self.naga_ty(&float2, Layout::Natural, false);
        let origin = f.f.expr(E::ZeroValue(zty), nsp);
        let h = f.f.expr(E::Select { condition: valid, accept: position, reject: origin }, nsp);
        Val::value(h, float2, sp)
    }

    /// Whether `image` is a depth texture in the IR (declared one, or
    /// sampled with a comparison somewhere).
    fn is_depth_image(&self, f: &FnCtx, image: H) -> bool {
        self.handle_type(f, image)
            .and_then(|t| self.b.inner(t))
            .is_some_and(|t| matches!(t, naga::TypeInner::Image { class: naga::ImageClass::Depth { .. }, .. }))
    }

    /// GLSL's `x.length()` (generated by the GLSL front-end as
    /// `__glsl_length(x)`): an `int` constant for sized arrays, vectors and
    /// matrices (columns); the runtime length of a runtime-sized array.
    fn glsl_length(&mut self, f: &mut FnCtx, arg: &Expr, sp: Span) -> Val {
        let nsp = ns(sp);
        let v = self.expr(f, arg);
        let n = match &v.ty {
            Ty::Array(_, n) if *n > 0 => Some(*n),
            Ty::Vector(_, n) => Some(u32::from(*n)),
            // GLSL `matCxR` is `floatCxR` here: C columns.
            Ty::Matrix(_, c, _) => Some(u32::from(*c)),
            _ => None,
        };
        if let Some(n) = n {
            let h = f.f.literal(naga::Literal::I32(i32::try_from(n).unwrap_or(i32::MAX)), nsp);
            return Val::value(h, Ty::Scalar(check::INT), sp);
        }
        let runtime = match &v.ty {
            Ty::Array(_, 0) => true,
            Ty::Resource(r) => matches!(**r, Resource::Structured { .. }),
            _ => false,
        };
        match (&v.kind, runtime) {
            (Vk::Ptr(h, _) | Vk::Value(h), true) => {
                let len = f.f.expr(E::ArrayLength(*h), nsp);
                let h = f.f.expr(E::As { expr: len, kind: naga::ScalarKind::Sint, convert: Some(4) }, nsp);
                Val::value(h, Ty::Scalar(check::INT), sp)
            }
            _ => {
                if !v.is_error() {
                    self.error(codes::SEM_TYPE_MISMATCH, "`.length()` needs an array, a vector or a matrix", sp);
                }
                Val::error(sp)
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn get_dimensions(
        &mut self,
        f: &mut FnCtx,
        image: H,
        dim: naga::ImageDimension,
        arrayed: bool,
        ms: bool,
        vals: &[Val],
        sp: Span,
    ) -> Val {
        let nsp = ns(sp);
        let n = usize::from(coord_len(dim).min(2)) + usize::from(dim == naga::ImageDimension::D3);
        // With a leading mip argument: (mip, w, [h], [d|elements], levels).
        let has_mip = vals.len() == n + usize::from(arrayed) + 2 && !ms;
        let (level, outs) = if has_mip {
            let lv = vals.first().and_then(|v| self.coerce(f, v, &Ty::Scalar(check::UINT)));
            let lv = lv.map(|h| f.f.expr(E::As { expr: h, kind: naga::ScalarKind::Sint, convert: Some(4) }, nsp));
            (lv, vals.get(1..).unwrap_or_default())
        } else {
            (None, vals)
        };
        let size = f.f.expr(E::ImageQuery { image, query: naga::ImageQuery::Size { level } }, nsp);
        // The width of a `flat_1d` texture is its 2D size's first component.
        let size = if self.flat_1d(f, image, dim) { f.f.access_index(size, 0, nsp) } else { size };
        let mut results: Vec<H> = Vec::new();
        for k in 0..n {
            results.push(if n == 1 { size } else { f.f.access_index(size, k as u32, nsp) });
        }
        if arrayed {
            results.push(f.f.expr(E::ImageQuery { image, query: naga::ImageQuery::NumLayers }, nsp));
        }
        if ms {
            results.push(f.f.expr(E::ImageQuery { image, query: naga::ImageQuery::NumSamples }, nsp));
        } else if has_mip {
            results.push(f.f.expr(E::ImageQuery { image, query: naga::ImageQuery::NumLevels }, nsp));
        }
        for (out, h) in outs.iter().zip(results) {
            let v = Val::value(h, Ty::Scalar(check::UINT), sp);
            if let Some(c) = self.coerce(f, &v, &out.ty) {
                self.store(f, out, c);
            }
        }
        Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp }
    }
}

impl Lower<'_> {
    /// `SubpassLoad(sample)` of a multisampled subpass input
    /// (`SubpassInputMS<T>`, GLSL `subpassInputMS`), the attachment bound
    /// as a multisampled texture: its texel at the fragment's pixel (the
    /// integer part of its window position, as Vulkan reads an input
    /// attachment) and the sample asked for.
    fn subpass_load_ms(&mut self, f: &mut FnCtx, image: H, r: &Resource, vals: &[Val], sp: Span) -> Val {
        let nsp = ns(sp);
        let [sample] = vals else { return self.arg_count("SubpassLoad", sp) };
        let position = naga::BuiltIn::Position { invariant: false };
        let position = self.typed_builtin_global("frag_position", position, &Ty::vec(check::FLOAT, 4), nsp);
        let p = f.f.expr(E::GlobalVariable(position), nsp);
        let p = f.f.load(p, nsp);
        let xy = self.swizzle_value(f, p, &[0, 1], nsp);
        let pixel = f.f.expr(E::As { expr: xy, kind: naga::ScalarKind::Sint, convert: Some(4) }, nsp);
        let pixel = Val::value(pixel, Ty::vec(check::INT, 2), sp);
        self.texture_method(f, image, r, "Load", &[pixel, sample.clone()], sp)
    }

    /// A private global the writer turns into a built-in entry argument
    /// (`SideInfo::builtin_globals`), created on first use, whose span it
    /// keeps (a stage without the built-in reports it there): a `uint`.
    fn builtin_global(&mut self, name: &str, builtin: naga::BuiltIn, sp: naga::Span) -> Handle<naga::GlobalVariable> {
        self.typed_builtin_global(name, builtin, &Ty::Scalar(check::UINT), sp)
    }

    /// [`Lower::builtin_global`] of type `ty`.
    fn typed_builtin_global(
        &mut self,
        name: &str,
        builtin: naga::BuiltIn,
        ty: &Ty,
        sp: naga::Span,
    ) -> Handle<naga::GlobalVariable> {
        if let Some((h, _)) = self.side.builtin_globals.iter().find(|(_, b)| **b == builtin) {
            return *h;
        }
        let ty = self.naga_ty(ty, Layout::Natural, false);
        let h = self.b.module.global_variables.append(
            naga::GlobalVariable {
                name: Some(name.into()),
                space: naga::AddressSpace::Private,
                binding: None,
                ty,
                init: None,
                memory_decorations: Default::default(),
            },
            sp,
        );
        self.side.builtin_globals.insert(h, builtin);
        h
    }

    fn lane_value(&mut self, f: &mut FnCtx, name: &str, builtin: naga::BuiltIn, sp: naga::Span) -> H {
        let g = self.builtin_global(name, builtin, sp);
        let p = f.f.expr(E::GlobalVariable(g), sp);
        f.f.load(p, sp)
    }

    /// GLSL's `subgroupAllEqual`/`allInvocationsEqual` and inclusive
    /// scans, which HLSL lacks, each evaluating its argument once (the
    /// GLSL front-end must not write the argument twice: it may have side
    /// effects).
    fn glsl_subgroup(&mut self, f: &mut FnCtx, name: &str, args: &[Expr], sp: Span) -> Val {
        use naga::{CollectiveOperation as C, GatherMode as G, SubgroupOperation as O};
        let nsp = ns(sp);
        let [arg] = args else {
            self.error(codes::SEM_BAD_ARGUMENT_COUNT, "a subgroup operation takes 1 argument here", sp);
            return Val::error(sp);
        };
        let v = self.expr(f, arg);
        if v.is_error() {
            return Val::error(sp);
        }
        let all_equal = name == "__glsl_all_equal";
        let is_bool = v.ty.scalar() == Some(check::BOOL);
        if !v.ty.is_numeric() || matches!(v.ty, Ty::Matrix(..)) || (is_bool && !all_equal) {
            self.error(codes::SEM_NO_OVERLOAD, "a subgroup operation needs a numeric scalar or vector", v.span);
            return Val::error(sp);
        }
        // A `bool` travels between lanes as a `uint`.
        let ty = if is_bool { v.ty.with_scalar(check::UINT) } else { v.ty.clone() };
        let Some(h) = self.coerce(f, &v, &ty) else { return Val::error(sp) };
        let nty = self.naga_ty(&ty, Layout::Natural, false);
        let result = f.f.expr(E::SubgroupOperationResult { ty: nty }, nsp);
        if !all_equal {
            let op = if name == "__glsl_inclusive_add" { O::Add } else { O::Mul };
            let collective_op = C::InclusiveScan;
            f.f.stmt(S::SubgroupCollectiveOperation { op, collective_op, argument: h, result }, nsp);
            return Val::value(result, ty, sp);
        }
        f.f.stmt(S::SubgroupGather { mode: G::BroadcastFirst, argument: h, result }, nsp);
        let eq = f.f.expr(E::Binary { op: naga::BinaryOperator::Equal, left: h, right: result }, nsp);
        let eq = if ty.vec_len() > 1 {
            f.f.expr(E::Relational { fun: naga::RelationalFunction::All, argument: eq }, nsp)
        } else {
            eq
        };
        let bty = self.b.scalar(check::BOOL);
        let all = f.f.expr(E::SubgroupOperationResult { ty: bty }, nsp);
        f.f.stmt(
            S::SubgroupCollectiveOperation { op: O::All, collective_op: C::Reduce, argument: eq, result: all },
            nsp,
        );
        Val::value(all, Ty::Scalar(check::BOOL), sp)
    }

    /// Wave and quad intrinsics → naga subgroup operations (DESIGN §3).
    fn wave(&mut self, f: &mut FnCtx, name: &str, vals: &[Val], sp: Span) -> Val {
        use naga::{CollectiveOperation as C, GatherMode as G, SubgroupOperation as O};
        let nsp = ns(sp);
        let collective = match name {
            "WaveActiveSum" => Some((O::Add, C::Reduce)),
            "WaveActiveProduct" => Some((O::Mul, C::Reduce)),
            "WaveActiveMin" => Some((O::Min, C::Reduce)),
            "WaveActiveMax" => Some((O::Max, C::Reduce)),
            "WaveActiveBitAnd" => Some((O::And, C::Reduce)),
            "WaveActiveBitOr" => Some((O::Or, C::Reduce)),
            "WaveActiveBitXor" => Some((O::Xor, C::Reduce)),
            "WavePrefixSum" => Some((O::Add, C::ExclusiveScan)),
            "WavePrefixProduct" => Some((O::Mul, C::ExclusiveScan)),
            "WaveActiveAllTrue" => Some((O::All, C::Reduce)),
            "WaveActiveAnyTrue" => Some((O::Any, C::Reduce)),
            _ => None,
        };
        let arg_of = |l: &mut Self, f: &mut FnCtx, i: usize, bool_arg: bool| -> Option<(H, Ty)> {
            let v = vals.get(i)?;
            let ty = if bool_arg { Ty::Scalar(check::BOOL) } else { v.ty.clone() };
            if !ty.is_numeric() || matches!(ty, Ty::Matrix(..)) {
                l.error(codes::SEM_NO_OVERLOAD, format!("`{name}` needs a scalar or vector"), v.span);
                return None;
            }
            let ty = if ty.scalar() == Some(check::BOOL) && !bool_arg { ty.with_scalar(check::UINT) } else { ty };
            Some((l.coerce(f, v, &ty)?, ty))
        };
        if let Some((op, collective_op)) = collective {
            let bool_arg = matches!(op, O::All | O::Any);
            let Some((argument, ty)) = arg_of(self, f, 0, bool_arg) else { return Val::error(sp) };
            let nty = self.naga_ty(&ty, Layout::Natural, false);
            let result = f.f.expr(E::SubgroupOperationResult { ty: nty }, nsp);
            f.f.stmt(S::SubgroupCollectiveOperation { op, collective_op, argument, result }, nsp);
            return Val::value(result, ty, sp);
        }
        let gather = |l: &mut Self, f: &mut FnCtx, mode: G| -> Val {
            let Some((argument, ty)) = arg_of(l, f, 0, false) else { return Val::error(sp) };
            let nty = l.naga_ty(&ty, Layout::Natural, false);
            let result = f.f.expr(E::SubgroupOperationResult { ty: nty }, nsp);
            f.f.stmt(S::SubgroupGather { mode, argument, result }, nsp);
            // GLSL: a `bool` shuffled is a `bool` (it travels as a `uint`).
            if let Some(orig) = vals.first().map(|v| v.ty.clone())
                && l.glsl
                && orig.scalar() == Some(check::BOOL)
                && ty != orig
            {
                let h = l.convert_h(f, result, &ty, &orig, nsp);
                return Val::value(h, orig, sp);
            }
            Val::value(result, ty, sp)
        };
        let lane_arg =
            |l: &mut Self, f: &mut FnCtx| -> Option<H> { l.coerce(f, vals.get(1)?, &Ty::Scalar(check::UINT)) };
        match name {
            "WaveGetLaneIndex" => Val::value(
                self.lane_value(f, "_lane_index", naga::BuiltIn::SubgroupInvocationId, nsp),
                Ty::Scalar(check::UINT),
                sp,
            ),
            "WaveGetLaneCount" => Val::value(
                self.lane_value(f, "_lane_count", naga::BuiltIn::SubgroupSize, nsp),
                Ty::Scalar(check::UINT),
                sp,
            ),
            "WaveIsFirstLane" => {
                let lane = self.lane_value(f, "_lane_index", naga::BuiltIn::SubgroupInvocationId, nsp);
                let uty = self.b.scalar(check::UINT);
                let result = f.f.expr(E::SubgroupOperationResult { ty: uty }, nsp);
                f.f.stmt(S::SubgroupGather { mode: G::BroadcastFirst, argument: lane, result }, nsp);
                let eq = f.f.expr(E::Binary { op: naga::BinaryOperator::Equal, left: lane, right: result }, nsp);
                Val::value(eq, Ty::Scalar(check::BOOL), sp)
            }
            "WaveReadLaneFirst" => gather(self, f, G::BroadcastFirst),
            "WaveReadLaneAt" => match lane_arg(self, f) {
                Some(i) => gather(self, f, G::Shuffle(i)),
                None => self.arg_count(name, sp),
            },
            "QuadReadLaneAt" => match lane_arg(self, f) {
                Some(i) => gather(self, f, G::QuadBroadcast(i)),
                None => self.arg_count(name, sp),
            },
            "QuadReadAcrossX" => gather(self, f, G::QuadSwap(naga::Direction::X)),
            "QuadReadAcrossY" => gather(self, f, G::QuadSwap(naga::Direction::Y)),
            "QuadReadAcrossDiagonal" => gather(self, f, G::QuadSwap(naga::Direction::Diagonal)),
            "WaveActiveBallot" => {
                let Some((predicate, _)) = arg_of(self, f, 0, true) else { return Val::error(sp) };
                let result = f.f.expr(E::SubgroupBallotResult, nsp);
                f.f.stmt(S::SubgroupBallot { result, predicate: Some(predicate) }, nsp);
                Val::value(result, Ty::Vector(check::UINT, 4), sp)
            }
            // Whether every active lane holds the first active lane's value,
            // per component (`WaveActiveAllEqualBool` is its old `bool`
            // spelling): each component compared with its broadcast, and
            // the comparisons reduced with `all`.
            "WaveActiveAllEqual" | "WaveActiveAllEqualBool" => {
                // A `bool` travels as a `uint` (naga broadcasts no `bool`).
                let Some((argument, ty)) = arg_of(self, f, 0, false) else { return Val::error(sp) };
                let nty = self.naga_ty(&ty, Layout::Natural, false);
                let first = f.f.expr(E::SubgroupOperationResult { ty: nty }, nsp);
                f.f.stmt(S::SubgroupGather { mode: G::BroadcastFirst, argument, result: first }, nsp);
                let eq = f.f.expr(E::Binary { op: naga::BinaryOperator::Equal, left: argument, right: first }, nsp);
                let n = ty.vec_len();
                let bty = self.b.scalar(check::BOOL);
                let mut parts = Vec::new();
                for k in 0..u32::from(n.max(1)) {
                    let c = if n <= 1 { eq } else { f.f.access_index(eq, k, nsp) };
                    let result = f.f.expr(E::SubgroupOperationResult { ty: bty }, nsp);
                    f.f.stmt(
                        S::SubgroupCollectiveOperation { op: O::All, collective_op: C::Reduce, argument: c, result },
                        nsp,
                    );
                    parts.push(result);
                }
                let rty = ty.with_scalar(check::BOOL);
                if n <= 1 {
                    return Val::value(parts.first().copied().unwrap_or(eq), rty, sp);
                }
                let vty = self.naga_ty(&rty, Layout::Natural, false);
                let h = f.f.expr(E::Compose { ty: vty, components: parts }, nsp);
                Val::value(h, rty, sp)
            }
            "WaveActiveCountBits" | "WavePrefixCountBits" => {
                let Some((b, _)) = arg_of(self, f, 0, true) else { return Val::error(sp) };
                let one = f.f.literal(naga::Literal::U32(1), nsp);
                let zero = f.f.literal(naga::Literal::U32(0), nsp);
                let argument = f.f.expr(E::Select { condition: b, accept: one, reject: zero }, nsp);
                let uty = self.b.scalar(check::UINT);
                let result = f.f.expr(E::SubgroupOperationResult { ty: uty }, nsp);
                let collective_op = if name == "WaveActiveCountBits" { C::Reduce } else { C::ExclusiveScan };
                f.f.stmt(S::SubgroupCollectiveOperation { op: O::Add, collective_op, argument, result }, nsp);
                Val::value(result, Ty::Scalar(check::UINT), sp)
            }
            n if n.starts_with("WaveMatch") || n.starts_with("WaveMultiPrefix") => {
                self.error(codes::METAL_WAVE_MATCH, format!("Metal has no `{n}` equivalent"), sp);
                Val::error(sp)
            }
            _ => {
                self.error(codes::SEM_UNSUPPORTED, format!("`{name}` is not supported yet"), sp);
                Val::error(sp)
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum AtomicOp {
    Add,
    And,
    Or,
    Xor,
    Min,
    Max,
    Exchange,
    CompareExchange,
    CompareStore,
}

/// A read-write texture or buffer (no sampling).
fn is_rw(r: &Resource) -> bool {
    matches!(r, Resource::Texture { rw: true, .. } | Resource::TypedBuffer { .. })
}

fn atomic_fn(name: &str) -> Option<AtomicOp> {
    Some(match name {
        "InterlockedAdd" => AtomicOp::Add,
        "InterlockedAnd" => AtomicOp::And,
        "InterlockedOr" => AtomicOp::Or,
        "InterlockedXor" => AtomicOp::Xor,
        "InterlockedMin" => AtomicOp::Min,
        "InterlockedMax" => AtomicOp::Max,
        "InterlockedExchange" => AtomicOp::Exchange,
        "InterlockedCompareExchange" => AtomicOp::CompareExchange,
        "InterlockedCompareStore" => AtomicOp::CompareStore,
        _ => return None,
    })
}

fn barrier(name: &str) -> Option<naga::Barrier> {
    use naga::Barrier as Bar;
    Some(match name {
        "GroupMemoryBarrierWithGroupSync" | "GroupMemoryBarrier" => Bar::WORK_GROUP,
        "DeviceMemoryBarrierWithGroupSync" | "DeviceMemoryBarrier" => Bar::STORAGE | Bar::TEXTURE,
        "AllMemoryBarrierWithGroupSync" | "AllMemoryBarrier" => Bar::STORAGE | Bar::WORK_GROUP | Bar::TEXTURE,
        _ => return None,
    })
}

/// Names of the `Interlocked*` intrinsics (for the usage scan).
pub fn is_interlocked(name: &str) -> bool {
    atomic_fn(name).is_some()
}

/// Whether `h` is a const-expression of the function, by naga's rule (its
/// validator requires one for a texel offset): literals, constants and zero
/// values, combined by composition, splats, swizzles, indexing, operators,
/// math, casts and selects. Iterative and bounded: an offset is a few nodes,
/// and one past the bound counts as not constant.
impl Lower<'_> {
    /// `a[k]` of a `static const` array `a` (a GLSL global `const` array) at
    /// a constant index: the element's value, a constant expression.
    fn const_global_element(&mut self, f: &mut FnCtx, h: H, sp: naga::Span) -> Option<H> {
        let arena = f.f.exprs();
        let (pointer, k) = match *arena.try_get(h).ok()? {
            // `a[k]` read from the global: a load of the element's pointer.
            E::Load { pointer } => match *arena.try_get(pointer).ok()? {
                E::AccessIndex { base, index } => (base, index),
                E::Access { base, index } => (base, const_index(arena, index)?),
                _ => return None,
            },
            // Or an element of the loaded array.
            E::AccessIndex { base, index } => (load_pointer(arena, base)?, index),
            E::Access { base, index } => (load_pointer(arena, base)?, const_index(arena, index)?),
            _ => return None,
        };
        let E::GlobalVariable(g) = *arena.try_get(pointer).ok()? else { return None };
        self.const_array_element(f, g, k, sp)
    }
}

fn load_pointer(arena: &naga::Arena<E>, h: H) -> Option<H> {
    match *arena.try_get(h).ok()? {
        E::Load { pointer } => Some(pointer),
        _ => None,
    }
}

fn const_index(arena: &naga::Arena<E>, h: H) -> Option<u32> {
    match *arena.try_get(h).ok()? {
        E::Literal(naga::Literal::I32(k)) => u32::try_from(k).ok(),
        E::Literal(naga::Literal::U32(k)) => Some(k),
        _ => None,
    }
}

/// Element `k` of a constant array written out (`int2[4](…)[k]`): the
/// element itself, so a texel offset reads as the vector it is.
fn constant_element(arena: &naga::Arena<E>, h: H) -> H {
    let (base, k) = match arena.try_get(h) {
        Ok(&E::AccessIndex { base, index }) => (base, index),
        Ok(&E::Access { base, index }) => match const_index(arena, index) {
            Some(k) => (base, k),
            None => return h,
        },
        _ => return h,
    };
    match arena.try_get(base) {
        Ok(E::Compose { components, .. }) => components.get(k as usize).copied().unwrap_or(h),
        _ => h,
    }
}

fn is_const_expr(arena: &naga::Arena<E>, h: H) -> bool {
    const MAX_NODES: usize = 256;
    let mut stack = vec![h];
    let mut visited = 0usize;
    while let Some(h) = stack.pop() {
        visited += 1;
        if visited > MAX_NODES {
            return false;
        }
        let Some(e) = arena.try_get(h).ok() else { return false };
        match e {
            E::Literal(_) | E::ZeroValue(_) | E::Constant(_) => {}
            E::Compose { components, .. } => stack.extend(components.iter().copied()),
            E::Splat { value, .. } => stack.push(*value),
            E::AccessIndex { base, .. } => stack.push(*base),
            E::Access { base, index } => stack.extend([*base, *index]),
            E::Swizzle { vector, .. } => stack.push(*vector),
            E::Unary { expr, .. } | E::As { expr, .. } => stack.push(*expr),
            E::Binary { left, right, .. } => stack.extend([*left, *right]),
            E::Math { arg, arg1, arg2, arg3, .. } => {
                stack.push(*arg);
                stack.extend([*arg1, *arg2, *arg3].into_iter().flatten());
            }
            E::Select { condition, accept, reject } => stack.extend([*condition, *accept, *reject]),
            E::Relational { argument, .. } => stack.push(*argument),
            _ => return false,
        }
    }
    true
}

/// Bytes a scalar takes in a templated byte-address load or store (a
/// `bool` is a 32-bit word).
fn raw_width(s: naga::Scalar) -> u32 {
    if s.kind == naga::ScalarKind::Bool { 4 } else { u32::from(s.width) }
}

/// GLSL's name of the HLSL vector or square matrix type `name` (`float3` is
/// `vec3`, `int2` is `ivec2`, `float4x4` is `mat4`), for a GLSL shader that
/// spells a constructor the HLSL way.
fn glsl_spelling_of_hlsl_type(name: &str) -> Option<String> {
    let (prefix, rest) = [("float", ""), ("int", "i"), ("uint", "u"), ("bool", "b"), ("double", "d")]
        .into_iter()
        .find_map(|(hlsl, glsl)| Some((glsl, name.strip_prefix(hlsl)?)))?;
    match rest.as_bytes() {
        [n @ b'2'..=b'4'] => Some(format!("{prefix}vec{}", char::from(*n))),
        [n @ b'2'..=b'4', b'x', m] if n == m && (prefix.is_empty() || prefix == "d") => {
            Some(format!("{prefix}mat{}", char::from(*n)))
        }
        _ => None,
    }
}
