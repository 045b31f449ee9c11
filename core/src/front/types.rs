//! The naga type of an expression a front-end built, as naga's own type
//! resolution gives it, for the few places a front-end has to ask.
//!
//! naga's `front::Typifier` would answer too, but it is a third copy of
//! naga's type resolver in the wasm (the validator holds two, one per kind of
//! expression arena), about 8 kB of code, and it resolves every expression of
//! the function up to the one asked about, on every question. This follows
//! the operands of the one expression instead, with naga's rules for the
//! expressions our front-ends build; it answers `None` where naga would
//! report an error, and for the few expressions our front-ends never ask
//! about (ray queries, cooperative matrices, `modf` and `frexp` results).
//!
//! Architecture invariant: where it answers, the answer is naga's (a
//! `Handle` where naga's is a `Handle`, the same `TypeInner` where naga's is
//! a value), so the validator sees the types the front-end assumed.

use naga::proc::TypeResolution as R;
use naga::{
    AddressSpace, BinaryOperator as B, Expression as E, Function, Handle, ImageClass, ImageDimension, ImageQuery,
    MathFunction as M, Module, RelationalFunction, Scalar, TypeInner as Ti, VectorSize,
};

/// Operand chains deeper than this answer `None` (a front-end's expression
/// depth is budgeted far below it; this bounds the recursion on its own).
const MAX_DEPTH: u32 = 256;

/// naga's type of expression `h` of `func`, a function of (or being built
/// for) `module`.
pub fn resolve(module: &Module, func: &Function, h: Handle<E>) -> Option<R> {
    resolve_at(module, func, h, 0)
}

fn resolve_at(module: &Module, func: &Function, h: Handle<E>, depth: u32) -> Option<R> {
    if depth > MAX_DEPTH {
        return None;
    }
    let past = |e: Handle<E>| resolve_at(module, func, e, depth + 1);
    let types = &module.types;
    let value = |inner: Ti| Some(R::Value(inner));
    match *func.expressions.try_get(h).ok()? {
        E::Access { base, .. } => access(module, &past(base)?, None),
        E::AccessIndex { base, index } => access(module, &past(base)?, Some(index)),
        E::Splat { size, value: v } => match *past(v)?.inner_with(types) {
            Ti::Scalar(scalar) => value(Ti::Vector { size, scalar }),
            _ => None,
        },
        E::Swizzle { size, vector, .. } => match *past(vector)?.inner_with(types) {
            Ti::Vector { scalar, .. } => value(Ti::Vector { size, scalar }),
            _ => None,
        },
        E::Literal(lit) => value(lit.ty_inner()),
        E::Constant(c) => Some(R::Handle(module.constants.try_get(c).ok()?.ty)),
        E::Override(o) => Some(R::Handle(module.overrides.try_get(o).ok()?.ty)),
        E::ZeroValue(ty) | E::Compose { ty, .. } => Some(R::Handle(ty)),
        E::AtomicResult { ty, .. } | E::SubgroupOperationResult { ty } | E::WorkGroupUniformLoadResult { ty } => {
            Some(R::Handle(ty))
        }
        E::FunctionArgument(i) => Some(R::Handle(func.arguments.get(i as usize)?.ty)),
        E::GlobalVariable(g) => {
            let var = module.global_variables.try_get(g).ok()?;
            match var.space {
                AddressSpace::Handle => Some(R::Handle(var.ty)),
                space => value(Ti::Pointer { base: var.ty, space }),
            }
        }
        E::LocalVariable(l) => {
            value(Ti::Pointer { base: func.local_variables.try_get(l).ok()?.ty, space: AddressSpace::Function })
        }
        E::Load { pointer } => match *past(pointer)?.inner_with(types) {
            Ti::Pointer { base, .. } => match types.get_handle(base).ok()?.inner {
                Ti::Atomic(scalar) => value(Ti::Scalar(scalar)),
                _ => Some(R::Handle(base)),
            },
            Ti::ValuePointer { size: Some(size), scalar, .. } => value(Ti::Vector { size, scalar }),
            Ti::ValuePointer { size: None, scalar, .. } => value(Ti::Scalar(scalar)),
            _ => None,
        },
        E::ImageSample { image, gather: Some(_), .. } => match *past(image)?.inner_with(types) {
            Ti::Image { class, .. } => {
                let kind = match class {
                    ImageClass::Sampled { kind, .. } => kind,
                    _ => naga::ScalarKind::Float,
                };
                value(Ti::Vector { size: VectorSize::Quad, scalar: Scalar { kind, width: 4 } })
            }
            _ => None,
        },
        E::ImageSample { image, .. } | E::ImageLoad { image, .. } => match *past(image)?.inner_with(types) {
            Ti::Image { class, .. } => value(texel(class)),
            _ => None,
        },
        E::ImageQuery { image, query } => match query {
            ImageQuery::Size { .. } => match *past(image)?.inner_with(types) {
                Ti::Image { dim: ImageDimension::D1, .. } => value(Ti::Scalar(Scalar::U32)),
                Ti::Image { dim: ImageDimension::D2 | ImageDimension::Cube, .. } => {
                    value(Ti::Vector { size: VectorSize::Bi, scalar: Scalar::U32 })
                }
                Ti::Image { dim: ImageDimension::D3, .. } => {
                    value(Ti::Vector { size: VectorSize::Tri, scalar: Scalar::U32 })
                }
                _ => None,
            },
            ImageQuery::NumLevels | ImageQuery::NumLayers | ImageQuery::NumSamples => value(Ti::Scalar(Scalar::U32)),
        },
        E::Unary { expr, .. } | E::Derivative { expr, .. } => past(expr),
        E::Select { accept, .. } => past(accept),
        E::Binary { op, left, right } => binary(types, op, past(left)?, || past(right)),
        E::Relational { fun: RelationalFunction::All | RelationalFunction::Any, .. } => value(Ti::Scalar(Scalar::BOOL)),
        E::Relational { argument, .. } => match *past(argument)?.inner_with(types) {
            Ti::Scalar(_) => value(Ti::Scalar(Scalar::BOOL)),
            Ti::Vector { size, .. } => value(Ti::Vector { size, scalar: Scalar::BOOL }),
            _ => None,
        },
        E::Math { fun, arg, .. } => math(fun, past(arg)?.inner_with(types)).map(R::Value),
        E::As { expr, kind, convert } => match *past(expr)?.inner_with(types) {
            Ti::Scalar(s) => value(Ti::Scalar(Scalar { kind, width: convert.unwrap_or(s.width) })),
            Ti::Vector { size, scalar: s } => {
                value(Ti::Vector { size, scalar: Scalar { kind, width: convert.unwrap_or(s.width) } })
            }
            Ti::Matrix { columns, rows, mut scalar } => {
                scalar.width = convert.unwrap_or(scalar.width);
                value(Ti::Matrix { columns, rows, scalar })
            }
            _ => None,
        },
        E::CallResult(callee) => Some(R::Handle(module.functions.try_get(callee).ok()?.result.as_ref()?.ty)),
        E::ArrayLength(_) => value(Ti::Scalar(Scalar::U32)),
        E::RayQueryProceedResult => value(Ti::Scalar(Scalar::BOOL)),
        E::SubgroupBallotResult => value(Ti::Vector { size: VectorSize::Quad, scalar: Scalar::U32 }),
        _ => None,
    }
}

/// `Access` (`index` none) and `AccessIndex` on a base of type `base`.
fn access(module: &Module, base: &R, index: Option<u32>) -> Option<R> {
    let types = &module.types;
    let in_range = |n: u32| index.is_none_or(|i| i < n);
    Some(match *base.inner_with(types) {
        Ti::Array { base, .. } | Ti::BindingArray { base, .. } => R::Handle(base),
        Ti::Matrix { columns, rows, scalar } if in_range(columns as u32) => R::Value(Ti::Vector { size: rows, scalar }),
        Ti::Vector { size, scalar } if in_range(size as u32) => R::Value(Ti::Scalar(scalar)),
        Ti::Struct { ref members, .. } => R::Handle(members.get(index? as usize)?.ty),
        Ti::ValuePointer { size: Some(size), scalar, space } if in_range(size as u32) => {
            R::Value(Ti::ValuePointer { size: None, scalar, space })
        }
        Ti::Pointer { base, space } => R::Value(match types.get_handle(base).ok()?.inner {
            Ti::Array { base, .. } | Ti::BindingArray { base, .. } => Ti::Pointer { base, space },
            Ti::Vector { size, scalar } if in_range(size as u32) => Ti::ValuePointer { size: None, scalar, space },
            Ti::Matrix { columns, rows, scalar } if in_range(columns as u32) => {
                Ti::ValuePointer { size: Some(rows), scalar, space }
            }
            Ti::Struct { ref members, .. } => Ti::Pointer { base: members.get(index? as usize)?.ty, space },
            _ => return None,
        }),
        _ => return None,
    })
}

/// The value an image load or (non-gather) sample of an image of `class` gives.
fn texel(class: ImageClass) -> Ti {
    let quad = |scalar| Ti::Vector { size: VectorSize::Quad, scalar };
    match class {
        ImageClass::Depth { .. } => Ti::Scalar(Scalar::F32),
        ImageClass::Sampled { kind, .. } => quad(Scalar { kind, width: 4 }),
        ImageClass::Storage { format, .. } => quad(format.into()),
        ImageClass::External => quad(Scalar::F32),
    }
}

fn binary(types: &naga::UniqueArena<naga::Type>, op: B, left: R, right: impl FnOnce() -> Option<R>) -> Option<R> {
    let l = left.inner_with(types);
    match op {
        B::Add | B::Subtract | B::Divide | B::Modulo => Some(left),
        B::And | B::ExclusiveOr | B::InclusiveOr | B::ShiftLeft | B::ShiftRight => Some(left),
        B::Equal | B::NotEqual | B::Less | B::LessEqual | B::Greater | B::GreaterEqual => match *l {
            Ti::Scalar(_) => Some(R::Value(Ti::Scalar(Scalar::BOOL))),
            Ti::Vector { size, .. } => Some(R::Value(Ti::Vector { size, scalar: Scalar::BOOL })),
            _ => None,
        },
        B::LogicalAnd | B::LogicalOr => (*l == Ti::Scalar(Scalar::BOOL)).then_some(R::Value(Ti::Scalar(Scalar::BOOL))),
        B::Multiply => {
            let right = right()?;
            Some(match (l, right.inner_with(types)) {
                (&Ti::Matrix { rows, scalar, .. }, &Ti::Matrix { columns, .. }) => {
                    R::Value(Ti::Matrix { columns, rows, scalar })
                }
                (&Ti::Matrix { rows, scalar, .. }, &Ti::Vector { .. }) => R::Value(Ti::Vector { size: rows, scalar }),
                (&Ti::Vector { .. }, &Ti::Matrix { columns, scalar, .. }) => {
                    R::Value(Ti::Vector { size: columns, scalar })
                }
                (&Ti::Scalar(_), _) => right,
                (_, &Ti::Scalar(_)) | (&Ti::Vector { .. }, &Ti::Vector { .. }) => left,
                _ => return None,
            })
        }
    }
}

/// The result of math function `fun` whose first argument is `arg`, for
/// concrete arguments (what naga's overload rules conclude).
fn math(fun: M, arg: &Ti) -> Option<Ti> {
    let scalar = arg.scalar()?;
    let vec = |size, scalar| Some(Ti::Vector { size, scalar });
    match fun {
        M::Dot | M::Length | M::Distance | M::Determinant => Some(Ti::Scalar(scalar)),
        M::Dot4I8Packed => Some(Ti::Scalar(Scalar::I32)),
        M::Dot4U8Packed => Some(Ti::Scalar(Scalar::U32)),
        M::Outer => None,
        M::Transpose => match *arg {
            Ti::Matrix { columns, rows, scalar } => Some(Ti::Matrix { columns: rows, rows: columns, scalar }),
            _ => None,
        },
        M::Pack4x8snorm
        | M::Pack4x8unorm
        | M::Pack2x16snorm
        | M::Pack2x16unorm
        | M::Pack2x16float
        | M::Pack4xI8
        | M::Pack4xU8
        | M::Pack4xI8Clamp
        | M::Pack4xU8Clamp => Some(Ti::Scalar(Scalar::U32)),
        M::Unpack4x8snorm | M::Unpack4x8unorm => vec(VectorSize::Quad, Scalar::F32),
        M::Unpack2x16snorm | M::Unpack2x16unorm | M::Unpack2x16float => vec(VectorSize::Bi, Scalar::F32),
        M::Unpack4xI8 => vec(VectorSize::Quad, Scalar::I32),
        M::Unpack4xU8 => vec(VectorSize::Quad, Scalar::U32),
        M::Modf | M::Frexp => None,
        _ => Some(arg.clone()),
    }
}
