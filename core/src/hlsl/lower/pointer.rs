//! Raw GPU pointers: GLSL `GL_EXT_buffer_reference` and HLSL
//! `vk::RawBufferLoad` / `vk::RawBufferStore`.
//!
//! A pointer is a 64-bit device address. naga IR has no pointer made from
//! an integer, so the memory an address designates is element `address` of
//! a stand-in global per pointee type (`SideInfo::pointer_heaps`): an
//! unbounded `binding_array<T>` in storage space that the writer spells
//! `(*reinterpret_cast<device T*>(address))`. Everything after that first
//! step — members, array elements, loads, stores — is an ordinary storage
//! access, so a pointee is laid out, packed and converted exactly as a
//! buffer of the source's layout is (std430 or std140 as the GLSL block
//! declares, D3D structured packing for HLSL). An atomic reaches the same
//! address through a second stand-in, of the block's atomic twin (its
//! integers `atomic<T>`, the same layout: `Histogram_atomic`), so plain and
//! atomic accesses to one block mix as they do in the source
//! ([`Lower::atomic_pointer_place`]).
//!
//! GLSL: `layout(buffer_reference) buffer Node { … };` makes `Node` a type
//! whose values are references. The GLSL rewriter hands it over as two
//! structs: the reference, `struct Node { [[glsl::buffer_reference(
//! Node__block, align, std140)]] uint64_t address; }`, and the block
//! itself, `Node__block`. A reference is 8 bytes aligned to 8 in every
//! block layout (GLSL's rule for `uint64_t`), `ref.member` reads the block
//! at the address (this module's [`Lower::deref_reference`]), `Node(a)`
//! makes one from a `uint64_t`, a `uvec2` (low word first) or another
//! reference, and `uint64_t(ref)` / `uvec2(ref)` give its address back, so
//! pointer arithmetic is arithmetic on the address.
//!
//! HLSL: `vk::RawBufferLoad<T>(address[, alignment])` reads a `T` (the
//! template argument defaults to `uint`) and `vk::RawBufferStore<T>(address,
//! value[, alignment])` writes one; a struct `T` has D3D structured packing
//! (what DXC emits with `-fvk-use-dx-layout`), any other `T` is the single
//! member of a stand-in struct. The alignment defaults to 4 and must be a
//! power of two.

use super::Lower;
use super::expr::{Storage, Val, Vk, storage_of};
use super::func::FnCtx;
use super::layout::Layout;
use super::{MemberDef, Reference};
use crate::diag::codes;
use crate::hlsl::ast::{Expr, TypeArg};
use crate::hlsl::check::{self, Ty};
use crate::side::PointerHeap;
use crate::source::Span;
use naga::{Expression as E, Handle, Literal, Scalar, TypeInner};

type H = Handle<E>;

const fn ns(s: Span) -> naga::Span {
    if s.is_dummy() { naga::Span::UNDEFINED } else { naga::Span::new(s.start, s.end) }
}

/// The attribute that marks the address member of a GLSL reference struct.
pub const REFERENCE_ATTRIBUTE: &str = "glsl::buffer_reference";

impl Lower<'_> {
    /// The reference facts of `ty` when it is a GLSL buffer reference.
    pub(super) fn reference_of(&self, ty: &Ty) -> Option<Reference> {
        match ty {
            Ty::Struct(i) => self.structs.get(*i).and_then(|s| s.reference.clone()),
            _ => None,
        }
    }

    /// The struct a reference points to, reported when the block was never
    /// defined (a forward declaration only).
    fn pointee_struct(&mut self, r: &Reference, sp: Span) -> Option<usize> {
        // A pointee named through a typedef (`vk::BufferPointer<block_t>`).
        let aliased = match self.typedefs.get(&r.pointee) {
            Some(Ty::Struct(i)) => Some(*i),
            _ => None,
        };
        match self.struct_names.get(&r.pointee).copied().or(aliased) {
            Some(i) => Some(i),
            None => {
                let name = r.pointee.trim_end_matches("__block");
                let msg = format!("the buffer reference `{name}` is declared but its block is never defined");
                self.error(codes::SEM_UNDECLARED, msg, sp);
                None
            }
        }
    }

    /// `reference.member`: the block at the reference's address, a place.
    pub(super) fn deref_reference(&mut self, f: &mut FnCtx, v: &Val, sp: Span) -> Val {
        let Some(r) = self.reference_of(&v.ty) else { return Val::error(sp) };
        let Some(pointee) = self.pointee_struct(&r, sp) else { return Val::error(sp) };
        // An HLSL pointee has D3D structured packing (`buffer_pointer`).
        if !self.glsl
            && let Some(s) = self.structs.get_mut(pointee)
            && s.naga.is_none()
        {
            s.host = true;
        }
        let Some(value) = self.rv(f, v) else { return Val::error(sp) };
        let address = f.f.access_index(value, 0, ns(sp));
        let ty = self.struct_ty(pointee);
        let align = if r.align == 0 { self.largest_scalar(ty) } else { r.align };
        self.pointer_place(f, address, ty, align, r.readonly, Ty::Struct(pointee), sp)
    }

    /// The width of the widest scalar in `ty`: `alignof` of a pointee
    /// whose pointer names no alignment (`vk::BufferPointer<T>`).
    pub(super) fn largest_scalar(&self, ty: Handle<naga::Type>) -> u32 {
        let types = &self.b.module.types;
        let mut widest = 1u32;
        let mut stack = vec![ty];
        // Each type is visited once per path to it; types are a DAG of
        // bounded depth (struct nesting is limited).
        let mut visits = 0;
        while let Some(t) = stack.pop() {
            visits += 1;
            if visits > 100_000 {
                break;
            }
            let Ok(inner) = types.get_handle(t).map(|t| &t.inner) else { continue };
            match *inner {
                TypeInner::Scalar(s) | TypeInner::Vector { scalar: s, .. } | TypeInner::Atomic(s) => {
                    widest = widest.max(u32::from(s.width));
                }
                TypeInner::Matrix { scalar, .. } => widest = widest.max(u32::from(scalar.width)),
                TypeInner::Array { base, .. } => stack.push(base),
                TypeInner::Struct { ref members, .. } => stack.extend(members.iter().map(|m| m.ty)),
                _ => widest = widest.max(4),
            }
        }
        widest.max(4)
    }

    /// The `ty` (naga `naga_ty`) at device address `address` (a `uint64_t`),
    /// as a place in storage memory.
    #[allow(clippy::too_many_arguments)]
    fn pointer_place(
        &mut self,
        f: &mut FnCtx,
        address: H,
        naga_ty: Handle<naga::Type>,
        align: u32,
        readonly: bool,
        ty: Ty,
        sp: Span,
    ) -> Val {
        let nsp = ns(sp);
        let heap = self.pointer_heap(naga_ty, align, readonly, nsp);
        // naga checks a constant index against the array's length and takes
        // only 32-bit constants: a constant address is read from a local.
        let address = match f.f.exprs().try_get(address) {
            Ok(E::Literal(_) | E::Constant(_) | E::ZeroValue(_)) => {
                let u64_ty = self.b.scalar(Scalar::U64);
                let local = f.f.local("_address", u64_ty, nsp);
                f.f.store(local, address, nsp);
                f.f.load(local, nsp)
            }
            _ => address,
        };
        let base = f.f.expr(E::GlobalVariable(heap), nsp);
        let p = f.f.expr(E::Access { base, index: address }, nsp);
        Val { kind: Vk::Ptr(p, Storage::Plain), ty, lit: false, span: sp }
    }

    /// Whether the place `v` is memory reached through a raw address.
    pub(super) fn is_pointer_place(&self, f: &FnCtx, v: &Val) -> bool {
        let Vk::Ptr(mut e, _) = v.kind else { return false };
        // The chain is as deep as the source expression (bounded by the parser).
        loop {
            match f.f.exprs().try_get(e) {
                Ok(E::Access { base, .. } | E::AccessIndex { base, .. }) => e = *base,
                Ok(E::GlobalVariable(g)) => return self.side.pointer_heaps.contains_key(g),
                _ => return false,
            }
        }
    }

    /// The place `ptr` (memory reached through a raw address, see
    /// [`Lower::is_pointer_place`]) as the same memory with the pointee's
    /// integer leaves atomic: the same address in the stand-in of the
    /// pointee's atomic twin (`atomic_ty`, the same layout), the same
    /// members and elements after it. Metal reaches both through a cast of
    /// the one address, as it does any buffer whose integers are atomics.
    /// `None` when the place does not start at a GLSL block's address.
    pub(super) fn atomic_pointer_place(&mut self, f: &mut FnCtx, ptr: H, sp: Span) -> Option<H> {
        let nsp = ns(sp);
        // The accesses after the pointee, outermost last.
        let mut steps = Vec::new();
        let mut e = ptr;
        let (heap, address) = loop {
            let (base, step) = match f.f.exprs().try_get(e) {
                Ok(&E::Access { base, index }) => (base, Err(index)),
                Ok(&E::AccessIndex { base, index }) => (base, Ok(index)),
                _ => return None,
            };
            if let Ok(&E::GlobalVariable(g)) = f.f.exprs().try_get(base)
                && self.side.pointer_heaps.contains_key(&g)
            {
                break (g, step.err()?);
            }
            steps.push(step);
            e = base;
        };
        let h = *self.side.pointer_heaps.get(&heap)?;
        let i = self.structs.iter().position(|s| s.naga == Some(h.pointee))?;
        let layout = self.struct_layout(i);
        let atomic = self.atomic_ty(&Ty::Struct(i), layout, false);
        let atomic_heap = self.pointer_heap(atomic, h.align, false, nsp);
        let base = f.f.expr(E::GlobalVariable(atomic_heap), nsp);
        let mut p = f.f.expr(E::Access { base, index: address }, nsp);
        for step in steps.into_iter().rev() {
            p = match step {
                Ok(index) => f.f.expr(E::AccessIndex { base: p, index }, nsp),
                Err(index) => f.f.expr(E::Access { base: p, index }, nsp),
            };
        }
        Some(p)
    }

    /// The place `ptr`, reached through a `readonly` buffer reference, re-rooted in
    /// the writable stand-in of the same pointee at the same address. glslang
    /// accepts stores through a `readonly` reference (it marks the member
    /// `NonWritable` and never checks it), and shaders rely on that, so such a
    /// store is a warning here, not an error. `None` when `ptr` does not start
    /// at a read-only stand-in.
    pub(super) fn writable_pointer_place(&mut self, f: &mut FnCtx, ptr: H, sp: Span) -> Option<H> {
        let nsp = ns(sp);
        let mut steps = Vec::new();
        let mut e = ptr;
        // The chain is as deep as the source expression (bounded by the parser).
        let (heap, address) = loop {
            let (base, step) = match f.f.exprs().try_get(e) {
                Ok(&E::Access { base, index }) => (base, Err(index)),
                Ok(&E::AccessIndex { base, index }) => (base, Ok(index)),
                _ => return None,
            };
            if let Ok(&E::GlobalVariable(g)) = f.f.exprs().try_get(base)
                && self.side.pointer_heaps.contains_key(&g)
            {
                break (g, step.err()?);
            }
            steps.push(step);
            e = base;
        };
        let h = *self.side.pointer_heaps.get(&heap)?;
        if self.pointer_heaps.get(&(h.pointee, true)) != Some(&heap) {
            return None;
        }
        let writable = self.pointer_heap(h.pointee, h.align, false, nsp);
        let base = f.f.expr(E::GlobalVariable(writable), nsp);
        let mut p = f.f.expr(E::Access { base, index: address }, nsp);
        for step in steps.into_iter().rev() {
            p = match step {
                Ok(index) => f.f.expr(E::AccessIndex { base: p, index }, nsp),
                Err(index) => f.f.expr(E::Access { base: p, index }, nsp),
            };
        }
        self.warn(
            codes::SEM_READONLY_REFERENCE_WRITE,
            "this writes through a `readonly` buffer reference; it is accepted, as glslang accepts it, and the memory is written",
            sp,
        );
        Some(p)
    }

    /// The stand-in global of pointee `ty` (see `SideInfo::pointer_heaps`).
    fn pointer_heap(
        &mut self,
        ty: Handle<naga::Type>,
        align: u32,
        readonly: bool,
        first_use: naga::Span,
    ) -> Handle<naga::GlobalVariable> {
        if let Some(&g) = self.pointer_heaps.get(&(ty, readonly)) {
            if let Some(h) = self.side.pointer_heaps.get_mut(&g) {
                h.align = h.align.min(align);
            }
            return g;
        }
        let heap_ty = self.b.ty(TypeInner::BindingArray { base: ty, size: naga::ArraySize::Dynamic });
        let access =
            if readonly { naga::StorageAccess::LOAD } else { naga::StorageAccess::LOAD | naga::StorageAccess::STORE };
        // A binding no source can write (`vk::binding` takes 32-bit values
        // below this group), so it never meets a real resource's.
        let binding = naga::ResourceBinding { group: u32::MAX, binding: self.pointer_heaps.len() as u32 };
        let name = self.b.module.types.get_handle(ty).ok().and_then(|t| t.name.clone()).unwrap_or_default();
        let g = self.b.module.global_variables.append(
            naga::GlobalVariable {
                name: Some(format!("_pointer_{name}")),
                space: naga::AddressSpace::Storage { access },
                binding: Some(binding),
                ty: heap_ty,
                init: None,
                memory_decorations: naga::MemoryDecorations::empty(),
            },
            first_use,
        );
        self.side.pointer_heaps.insert(g, PointerHeap { pointee: ty, align });
        self.pointer_heaps.insert((ty, readonly), g);
        g
    }

    /// `SideInfo::pointer_types`: every reference type the module holds,
    /// with its block (built now if no code dereferences it, so reflection
    /// can give its layout).
    pub(super) fn record_pointer_types(&mut self) {
        for i in 0..self.structs.len() {
            let Some(s) = self.structs.get(i) else { continue };
            let (Some(ty), Some(r)) = (s.naga, s.reference.clone()) else { continue };
            let Some(&p) = self.struct_names.get(&r.pointee) else { continue };
            let pointee = self.struct_ty(p);
            let align = if r.align == 0 { self.largest_scalar(pointee) } else { r.align };
            self.side.pointer_types.insert(ty, PointerHeap { pointee, align });
        }
    }

    /// `Node(x)` for a reference type: from a `uint64_t`, a `uvec2` (low
    /// word first) or another reference.
    pub(super) fn reference_from(&mut self, f: &mut FnCtx, i: usize, vals: &[Val], sp: Span) -> Val {
        let nsp = ns(sp);
        let ty = Ty::Struct(i);
        let [v] = vals else {
            let name = self.ty_name(&ty);
            self.error(codes::SEM_BAD_ARGUMENT_COUNT, format!("`{name}` is made from one address"), sp);
            return Val::error(sp);
        };
        let Some(address) = self.address_of(f, v, sp) else { return Val::error(sp) };
        let nty = self.struct_ty(i);
        let h = f.f.expr(E::Compose { ty: nty, components: vec![address] }, nsp);
        Val::value(h, ty, sp)
    }

    /// The 64-bit address `v` stands for: a reference's, a `uint64_t`
    /// (or any integer scalar, converted), or a `uvec2` (low word first).
    fn address_of(&mut self, f: &mut FnCtx, v: &Val, sp: Span) -> Option<H> {
        let nsp = ns(sp);
        if self.reference_of(&v.ty).is_some() {
            let value = self.rv(f, v)?;
            return Some(f.f.access_index(value, 0, nsp));
        }
        match v.ty {
            Ty::Vector(s, 2) if s == check::UINT => {
                let value = self.rv(f, v)?;
                let lo = f.f.access_index(value, 0, nsp);
                let hi = f.f.access_index(value, 1, nsp);
                let lo = f.f.expr(E::As { expr: lo, kind: naga::ScalarKind::Uint, convert: Some(8) }, nsp);
                let hi = f.f.expr(E::As { expr: hi, kind: naga::ScalarKind::Uint, convert: Some(8) }, nsp);
                let shift = f.f.literal(Literal::U32(32), nsp);
                let hi = f.f.expr(E::Binary { op: naga::BinaryOperator::ShiftLeft, left: hi, right: shift }, nsp);
                Some(f.f.expr(E::Binary { op: naga::BinaryOperator::InclusiveOr, left: hi, right: lo }, nsp))
            }
            Ty::Scalar(s) if matches!(s.kind, naga::ScalarKind::Uint | naga::ScalarKind::Sint) => {
                self.coerce(f, v, &Ty::Scalar(Scalar::U64))
            }
            _ => {
                let msg = format!(
                    "an address is a `uint64_t`, a `uvec2` or a buffer reference, not `{}`",
                    self.ty_name(&v.ty)
                );
                self.error(codes::SEM_TYPE_MISMATCH, msg, v.span);
                None
            }
        }
    }

    /// `uint64_t(ref)`, `uvec2(ref)` (low word first): a reference's address.
    pub(super) fn reference_to(&mut self, f: &mut FnCtx, v: &Val, to: &Ty, sp: Span) -> Val {
        let nsp = ns(sp);
        let Some(address) = self.address_of(f, v, sp) else { return Val::error(sp) };
        match to {
            Ty::Scalar(s) if *s == Scalar::U64 => Val::value(address, to.clone(), sp),
            Ty::Scalar(s) if *s == Scalar::I64 => {
                let h = f.f.expr(E::As { expr: address, kind: naga::ScalarKind::Sint, convert: None }, nsp);
                Val::value(h, to.clone(), sp)
            }
            Ty::Vector(s, 2) if *s == check::UINT => {
                let lo = f.f.expr(E::As { expr: address, kind: naga::ScalarKind::Uint, convert: Some(4) }, nsp);
                let shift = f.f.literal(Literal::U64(32), nsp);
                let hi = f.f.expr(E::Binary { op: naga::BinaryOperator::ShiftRight, left: address, right: shift }, nsp);
                let hi = f.f.expr(E::As { expr: hi, kind: naga::ScalarKind::Uint, convert: Some(4) }, nsp);
                let nty = self.naga_ty(to, Layout::Natural, false);
                let h = f.f.expr(E::Compose { ty: nty, components: vec![lo, hi] }, nsp);
                Val::value(h, to.clone(), sp)
            }
            _ => {
                let msg = format!(
                    "a buffer reference converts to `uint64_t`, `int64_t` or `uvec2`, not `{}`",
                    self.ty_name(to)
                );
                self.error(codes::SEM_BAD_CAST, msg, sp);
                Val::error(sp)
            }
        }
    }

    /// `vk::RawBufferLoad<T>(address[, alignment])` and
    /// `vk::RawBufferStore<T>(address, value[, alignment])`.
    pub(super) fn raw_buffer(&mut self, f: &mut FnCtx, name: &str, targs: &[TypeArg], args: &[Expr], sp: Span) -> Val {
        let store = name == "vk::RawBufferStore";
        let ty = match targs {
            [] => Ty::Scalar(check::UINT),
            [TypeArg::Type(t)] => self.resolve_type(t),
            _ => {
                self.error(codes::SEM_BAD_ARGUMENT_COUNT, format!("`{name}` takes one type argument"), sp);
                return Val::error(sp);
            }
        };
        if ty.is_error() {
            return Val::error(sp);
        }
        if !ty.is_numeric() && !matches!(ty, Ty::Struct(_) | Ty::Array(..)) {
            let msg = format!("`{name}` reads and writes data, not `{}`", self.ty_name(&ty));
            self.error(codes::SEM_TYPE_MISMATCH, msg, sp);
            return Val::error(sp);
        }
        let wanted = if store { 2 } else { 1 };
        if args.len() != wanted && args.len() != wanted + 1 {
            let what = if store {
                "an address, a value and an optional alignment"
            } else {
                "an address and an optional alignment"
            };
            self.error(codes::SEM_BAD_ARGUMENT_COUNT, format!("`{name}` takes {what}"), sp);
            return Val::error(sp);
        }
        let align = match args.get(wanted) {
            None => 4,
            Some(a) => match self.const_eval(a).and_then(|c| c.as_i64()) {
                Some(n) if n > 0 && (n as u64).is_power_of_two() && n <= 4096 => n as u32,
                _ => {
                    let msg = format!("the alignment of `{name}` must be a constant power of two up to 4096");
                    self.error(codes::SEM_NOT_CONSTANT, msg, a.span);
                    return Val::error(sp);
                }
            },
        };
        let Some(address_expr) = args.first() else { return Val::error(sp) };
        let address_val = self.expr(f, address_expr);
        if address_val.is_error() {
            return Val::error(sp);
        }
        let Some(address) = self.coerce(f, &address_val, &Ty::Scalar(Scalar::U64)) else { return Val::error(sp) };
        let place = match ty {
            Ty::Struct(i) => {
                let nty = self.struct_ty(i);
                self.pointer_place(f, address, nty, align, false, ty.clone(), sp)
            }
            _ => {
                let (wrapper, storage) = self.raw_buffer_wrapper(&ty);
                let outer = self.pointer_place(f, address, wrapper, align, false, Ty::Error, sp);
                let Vk::Ptr(p, _) = outer.kind else { return Val::error(sp) };
                let h = f.f.access_index(p, 0, ns(sp));
                Val { kind: Vk::Ptr(h, storage), ty: ty.clone(), lit: false, span: sp }
            }
        };
        if store {
            let Some(value_expr) = args.get(1) else { return Val::error(sp) };
            let value = self.expr(f, value_expr);
            let Some(v) = self.coerce(f, &value, &ty) else { return Val::error(sp) };
            self.store(f, &place, v);
            return Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp };
        }
        match self.rv(f, &place) {
            Some(h) => Val::value(h, ty, sp),
            None => Val::error(sp),
        }
    }

    /// The stand-in struct `{ T value; }` a raw load or store of a
    /// non-struct `T` goes through (a binding array holds structs only),
    /// with D3D structured packing, and how its member is stored.
    fn raw_buffer_wrapper(&mut self, ty: &Ty) -> (Handle<naga::Type>, Storage) {
        let column_major = self.opts.matrix_packing == crate::options::MatrixPacking::ColumnMajor;
        let member = MemberDef {
            name: "value".into(),
            ty: ty.clone(),
            semantic: None,
            interpolation: Vec::new(),
            column_major,
            precise: false,
            span: Span::DUMMY,
            offset: None,
            align: None,
        };
        let name = format!("RawBuffer_{}", self.ty_name(ty).replace(['[', ']', ' '], "_"));
        let h = self.build_struct(&name, &[member], Layout::Structured, Span::DUMMY, &[]);
        (h, storage_of(ty, column_major, true))
    }
}
