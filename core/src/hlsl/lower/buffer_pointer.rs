//! HLSL `vk::BufferPointer<T, A>`: a 64-bit device address of a `T`
//! aligned to `A` bytes (DXC's SPIR-V `PhysicalStorageBuffer` pointer).
//!
//! It is the GLSL buffer reference's machinery (`pointer`): the type is a
//! reference struct `BufferPointer_T_A { uint64_t address; }` whose pointee
//! is struct `T`, or for any other `T` a stand-in `BufferPointee_T { T
//! value; }` (`Reference::wrapped`). So `p.Get()` is the pointee at the
//! address (its member `value` when wrapped), a place that loads, stores
//! and atomics reach as they reach a buffer; `vk::BufferPointer<T, A>(a)`
//! makes one from a `uint64_t`; `vk::static_pointer_cast<U, A>(p)` and
//! `vk::reinterpret_pointer_cast<U, A>(p)` give the same address another
//! pointee (a static cast may not raise the alignment, as DXC says). The
//! pointee is laid out with D3D structured packing, as DXC lays it out with
//! `-fvk-use-dx-layout` (and as `vk::RawBufferLoad` reads it); the pointer
//! itself is 8 bytes aligned to 8 in every buffer. `A` defaults to
//! `alignof(T)`, the width of its widest scalar.

use super::expr::{Val, Vk};
use super::func::FnCtx;
use super::{Lower, MemberDef, Reference, StructDef};
use crate::diag::codes;
use crate::hlsl::ast::{Expr, TypeArg, TypeExpr};
use crate::hlsl::check::Ty;
use crate::source::Span;

/// A `vk::BufferPointer` without an alignment: `alignof(T)`, the width of
/// its widest scalar, worked out when it is dereferenced (`Reference::align`
/// 0; `Lower::largest_scalar`).
const ALIGNOF_T: u32 = 0;

pub(super) fn member(name: &str, ty: Ty, span: Span) -> MemberDef {
    MemberDef {
        name: name.into(),
        ty,
        semantic: None,
        interpolation: Vec::new(),
        column_major: false,
        precise: false,
        span,
        offset: None,
        align: None,
    }
}

pub(super) fn plain_struct(
    name: String,
    members: Vec<MemberDef>,
    span: Span,
    reference: Option<Reference>,
) -> StructDef {
    StructDef {
        name,
        members,
        cbuffer_layout: false,
        scalar_layout: false,
        host: true,
        naga: None,
        span,
        depth: 1,
        reference,
        bitfields: Vec::new(),
    }
}

impl Lower<'_> {
    /// The type `vk::BufferPointer<T[, A]>` (see the module doc).
    pub(super) fn buffer_pointer(&mut self, t: &TypeExpr) -> Ty {
        let (Some(TypeArg::Type(elem)), align_arg, None) = (t.args.first(), t.args.get(1), t.args.get(2)) else {
            let msg = "`vk::BufferPointer` takes a pointee type and an optional alignment";
            self.error(codes::SEM_BAD_ARGUMENT_COUNT, msg, t.span);
            return Ty::Error;
        };
        let align = match align_arg {
            None => ALIGNOF_T,
            Some(TypeArg::Expr(e)) => match self.const_eval(e).and_then(|c| c.as_i64()) {
                Some(n) if n > 0 && (n as u64).is_power_of_two() && n <= 4096 => n as u32,
                _ => {
                    let msg = "the alignment of `vk::BufferPointer` must be a constant power of two up to 4096";
                    self.error(codes::SEM_NOT_CONSTANT, msg, e.span);
                    return Ty::Error;
                }
            },
            Some(TypeArg::Type(other)) => {
                let msg = "the alignment of `vk::BufferPointer` is a constant, not a type";
                self.error(codes::SEM_TYPE_MISMATCH, msg, other.span);
                return Ty::Error;
            }
        };
        // A struct is the pointee itself, found by name when dereferenced
        // (a struct may point to its own kind before it is complete).
        let known = self.resolve_type_quiet(elem);
        let (pointee, wrapped) = match known {
            Ty::Struct(i) => (self.structs.get(i).map(|s| s.name.clone()).unwrap_or_default(), false),
            Ty::Error if elem.args.is_empty() && !crate::hlsl::parse::is_builtin_type_name(&elem.name) => {
                (elem.name.clone(), false)
            }
            Ty::Error => return Ty::Error,
            Ty::Void | Ty::Resource(_) | Ty::Sampler { .. } => {
                let msg = format!("a `vk::BufferPointer` points to data, not `{}`", self.ty_name(&known));
                self.error(codes::SEM_TYPE_MISMATCH, msg, elem.span);
                return Ty::Error;
            }
            other => {
                let name = format!("BufferPointee_{}", mangle(&self.ty_name(&other)));
                if !self.struct_names.contains_key(&name) {
                    let def = plain_struct(name.clone(), vec![member("value", other, elem.span)], elem.span, None);
                    self.struct_names.insert(name.clone(), self.structs.len());
                    self.structs.push(def);
                }
                (name, true)
            }
        };
        let name = match align {
            ALIGNOF_T => format!("BufferPointer_{}", mangle(&pointee)),
            _ => format!("BufferPointer_{}_{align}", mangle(&pointee)),
        };
        if let Some(&i) = self.struct_names.get(&name) {
            return Ty::Struct(i);
        }
        let spelled = match align {
            ALIGNOF_T => format!("vk::BufferPointer<{}>", self.spelling(elem)),
            _ => format!("vk::BufferPointer<{}, {align}>", self.spelling(elem)),
        };
        let reference = Reference {
            pointee,
            align,
            readonly: false,
            std140: false,
            scalar: false,
            wrapped,
            spelled: Some(spelled),
        };
        let def = plain_struct(
            name.clone(),
            vec![member("address", Ty::Scalar(naga::Scalar::U64), t.span)],
            t.span,
            Some(reference),
        );
        let i = self.structs.len();
        self.struct_names.insert(name, i);
        self.structs.push(def);
        Ty::Struct(i)
    }

    /// A type argument as the source names it (resolved where it can be).
    fn spelling(&mut self, t: &TypeExpr) -> String {
        match self.resolve_type_quiet(t) {
            Ty::Error => t.name.clone(),
            ty => self.ty_name(&ty),
        }
    }

    /// `p.Get()`: the pointee at the pointer's address, a place.
    pub(super) fn pointer_get(&mut self, f: &mut FnCtx, p: &Val, sp: Span) -> Val {
        let wrapped = self.reference_of(&p.ty).is_some_and(|r| r.wrapped);
        let place = self.deref_reference(f, p, sp);
        if wrapped { self.member(f, place, "value", sp) } else { place }
    }

    /// `vk::static_pointer_cast<U, A>(p)`, `vk::reinterpret_pointer_cast<U, A>(p)`.
    pub(super) fn pointer_cast(
        &mut self,
        f: &mut FnCtx,
        name: &str,
        targs: &[TypeArg],
        args: &[Expr],
        sp: Span,
    ) -> Val {
        let target = TypeExpr { name: "vk::BufferPointer".into(), args: targs.to_vec(), dims: Vec::new(), span: sp };
        let ty = self.buffer_pointer(&target);
        let Ty::Struct(i) = ty else { return Val::error(sp) };
        let [arg] = args else {
            self.error(codes::SEM_BAD_ARGUMENT_COUNT, format!("`{name}` takes one `vk::BufferPointer`"), sp);
            return Val::error(sp);
        };
        let v = self.expr(f, arg);
        if v.is_error() {
            return Val::error(sp);
        }
        let Some(from) = self.reference_of(&v.ty).filter(|_| matches!(v.kind, Vk::Ptr(..) | Vk::Value(_))) else {
            let msg = format!("`{name}` casts a `vk::BufferPointer`, not `{}`", self.ty_name(&v.ty));
            self.error(codes::SEM_BAD_CAST, msg, v.span);
            return Val::error(sp);
        };
        let to = self.reference_of(&ty).map_or(ALIGNOF_T, |r| r.align);
        if name == "vk::static_pointer_cast" && from.align != ALIGNOF_T && to > from.align {
            let msg =
                format!("a `vk::BufferPointer` aligned to {} cannot be cast to a greater alignment ({to})", from.align);
            self.error(codes::SEM_BAD_CAST, msg, sp);
            return Val::error(sp);
        }
        self.reference_from(f, i, &[v], sp)
    }
}

/// A type's spelling as part of a generated name.
fn mangle(name: &str) -> String {
    name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn mangled_names_are_identifiers() {
        assert_eq!(super::mangle("float[4]"), "float_4_");
        assert_eq!(super::mangle("NS::S"), "NS__S");
    }
}
