//! Expressions: values, places (assignable locations) and conversions.

use super::func::FnCtx;
use super::globals::strip_arrays;
use super::intrinsics::element;
use super::layout::{Layout, MemberMap};
use super::{GlobalSym, Lower};
use crate::diag::codes;
use crate::hlsl::ast::*;
use crate::hlsl::check::{self, Resource, Ty};
use crate::source::Span;
use naga::{BinaryOperator as B, Expression as E, Handle, Literal, Scalar, ScalarKind};

type H = Handle<E>;

/// How a value in memory differs from its HLSL type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    Plain,
    /// A matrix (or array of matrices) stored column-major: naga's type is the transpose.
    Transposed,
    /// A `bool` stored as a 32-bit `uint`.
    BoolAsUint,
    /// 8-bit integers (or arrays of them) in memory: each scalar or vector
    /// is an array of its components (`front::build::NARROW_STRIDE`), read
    /// and written component by component into the 32-bit registers.
    Narrow,
    /// An integer vector (or array of them) stored as an array of atomics
    /// (`Lower::atomic_vector_members`): each component a place of its own.
    Components,
    /// A struct (or array of them) stored with another packing than its
    /// values have (`Lower::both_layouts`): `from` is the stored naga type,
    /// `to` the value's; loads and stores convert member by member.
    Relayout {
        from: Handle<naga::Type>,
        to: Handle<naga::Type>,
    },
}

#[derive(Clone, Debug)]
pub enum Vk {
    Value(H),
    /// A pointer to the value.
    Ptr(H, Storage),
    /// Components of the vector behind a pointer.
    Swizzle(H, Vec<u8>),
    /// Pointers to distinct scalars, read and written as one vector: a
    /// matrix swizzle (`m._12_23`) of a matrix in plain memory.
    Elements(Vec<H>),
    /// Row `row` of a matrix stored column-major (`Storage::Transposed`)
    /// behind pointer `mat`: component `row` of each naga column. `const_row`
    /// when the index is a constant.
    Row {
        mat: H,
        row: H,
        const_row: Option<u32>,
    },
    /// A constant-buffer array split at its last element (see `layout`):
    /// pointers to the head array and to the last element.
    Split {
        head: Option<H>,
        last: H,
        len: u32,
        storage: Storage,
    },
    /// A texel of a storage texture or typed buffer (`tex[coord]`).
    Texel {
        image: H,
        coord: H,
        array_index: Option<H>,
    },
    /// Components `comps` of a texel (`Texel`) of `full` components:
    /// read by loading the texel, written by storing it back with those
    /// components replaced (`buf[i].xy = v`, as DXC writes it).
    TexelSwizzle {
        image: H,
        coord: H,
        array_index: Option<H>,
        comps: Vec<u8>,
        full: u8,
    },
    /// Components `comps` of the vector place `base` whose stored form is
    /// not the vector itself (a `bool` vector in a buffer, stored as
    /// `uint`s): read whole and swizzled, written by storing the whole
    /// vector with those components replaced.
    Whole {
        base: Box<Val>,
        comps: Vec<u8>,
    },
    /// A struct's bit field (see `BitField`): `width` bits from `offset`
    /// of the integer behind pointer `unit`.
    Bits {
        unit: H,
        offset: u32,
        width: u32,
    },
    Error,
}

impl Vk {
    /// A place that can be assigned to (an `out` argument, the left of `=`).
    pub fn is_place(&self) -> bool {
        matches!(
            self,
            Vk::Ptr(..)
                | Vk::Swizzle(..)
                | Vk::Elements(_)
                | Vk::Texel { .. }
                | Vk::Row { .. }
                | Vk::Bits { .. }
                | Vk::TexelSwizzle { .. }
                | Vk::Whole { .. }
        )
    }
}

/// A checked expression.
#[derive(Clone, Debug)]
pub struct Val {
    pub kind: Vk,
    pub ty: Ty,
    /// An untyped literal (adopts the other operand's type).
    pub lit: bool,
    pub span: Span,
}

impl Val {
    pub fn error(span: Span) -> Self {
        Val { kind: Vk::Error, ty: Ty::Error, lit: false, span }
    }

    pub fn value(h: H, ty: Ty, span: Span) -> Self {
        Val { kind: Vk::Value(h), ty, lit: false, span }
    }

    pub fn is_error(&self) -> bool {
        matches!(self.kind, Vk::Error) || self.ty.is_error()
    }
}

const fn ns(s: Span) -> naga::Span {
    if s.is_dummy() { naga::Span::UNDEFINED } else { naga::Span::new(s.start, s.end) }
}

impl Lower<'_> {
    /// The type of an integer literal: `u` unsigned; in GLSL, `l` and `ul`
    /// 64-bit (`GL_ARB_gpu_shader_int64`; an `l` literal past `i64::MAX`,
    /// `0x8000000000000000l`, is that bit pattern, as GLSL reads hexadecimal
    /// literals); an unsuffixed value past `i32::MAX` that fits 32 bits
    /// unsigned, and any value past 32 bits 64-bit, never truncated.
    pub(super) fn int_literal_scalar(&self, v: u64, s: IntSuffix) -> naga::Scalar {
        if self.glsl && s == IntSuffix::L {
            return naga::Scalar::I64;
        }
        let unsigned = matches!(s, IntSuffix::U | IntSuffix::UL);
        let wide = (self.glsl && s == IntSuffix::UL) || v > u64::from(u32::MAX);
        match (unsigned, wide) {
            (true, true) => naga::Scalar::U64,
            (false, true) if i64::try_from(v).is_ok() => naga::Scalar::I64,
            (false, true) => naga::Scalar::U64,
            (true, false) => check::UINT,
            (false, false) if v > i32::MAX as u64 => check::UINT,
            (false, false) => check::INT,
        }
    }

    pub fn expr(&mut self, f: &mut FnCtx, e: &Expr) -> Val {
        let sp = e.span;
        match &e.kind {
            ExprKind::Int(v, s) => {
                let ty = self.int_literal_scalar(*v, *s);
                let lit = match (ty.kind, ty.width) {
                    (ScalarKind::Uint, 8) => Literal::U64(*v),
                    (ScalarKind::Sint, 8) => Literal::I64(*v as i64),
                    (ScalarKind::Uint, _) => Literal::U32(*v as u32),
                    _ => Literal::I32(*v as i32),
                };
                let h = f.f.literal(lit, ns(sp));
                Val { kind: Vk::Value(h), ty: Ty::Scalar(ty), lit: *s == IntSuffix::None, span: sp }
            }
            ExprKind::Float(v, s) => {
                let (lit, ty) = match s {
                    FloatSuffix::H if self.opts.enable_16bit_types => {
                        (Literal::F16(half::f16::from_f64(*v)), check::HALF)
                    }
                    _ => (Literal::F32(*v as f32), check::FLOAT),
                };
                let h = f.f.literal(lit, ns(sp));
                Val { kind: Vk::Value(h), ty: Ty::Scalar(ty), lit: *s == FloatSuffix::None, span: sp }
            }
            ExprKind::Bool(b) => {
                let h = f.f.literal(Literal::Bool(*b), ns(sp));
                Val::value(h, Ty::Scalar(check::BOOL), sp)
            }
            ExprKind::Ident(name) => self.ident(f, name, sp),
            ExprKind::Unary(op, a) => self.unary(f, *op, a, sp),
            ExprKind::Binary(op @ (BinOp::LogAnd | BinOp::LogOr), a, b) => self.logical(f, *op, a, b, sp),
            ExprKind::Binary(op, a, b) => {
                let a = self.expr(f, a);
                let b = self.expr(f, b);
                self.binary(f, *op, a, b, sp)
            }
            ExprKind::Assign(op, l, r) => self.assign(f, *op, l, r, sp),
            ExprKind::Ternary(c, a, b) => self.ternary(f, c, a, b, sp),
            ExprKind::Comma(a, b) => {
                let _ = self.expr(f, a);
                self.expr(f, b)
            }
            ExprKind::Cast(t, dims, a) => {
                let mut ty = self.resolve_type(t);
                for dim in dims.iter().rev() {
                    ty = self.array_of(ty, dim.as_ref(), sp);
                }
                let v = self.expr(f, a);
                self.cast(f, v, &ty, sp)
            }
            ExprKind::Call { callee, args } => self.call(f, callee, args, sp),
            ExprKind::Member(base, name, nspan) => {
                let b = self.expr(f, base);
                self.member(f, b, name, *nspan)
            }
            ExprKind::Index(..) if self.buffer_array_chain(f, e).is_some() => {
                let Some((name, indices)) = self.buffer_array_chain(f, e) else { return Val::error(sp) };
                let Some(GlobalSym::BufferArray { handles, ty, dims }) = self.globals.get(name).cloned() else {
                    return Val::error(sp);
                };
                if indices.len() != dims.len() {
                    let msg = format!("`{name}` has {} dimensions: index every one to name a buffer", dims.len());
                    self.error(codes::SEM_UNSUPPORTED, msg, sp);
                    return Val::error(sp);
                }
                let Some(i) = self.flat_buffer_index(f, &indices, &dims, sp) else { return Val::error(sp) };
                self.buffer_array_index(f, &handles, ty, i, sp)
            }
            ExprKind::Index(base, index) => {
                // `t.mips[level][coord]`, `t.sample[s][coord]`.
                if let ExprKind::Index(m, selector) = &base.kind
                    && let ExprKind::Member(texture, which, _) = &m.kind
                    && (which == "mips" || which == "sample")
                {
                    let t = self.expr(f, texture);
                    if let Ty::Resource(r) = &t.ty
                        && let Resource::Texture { rw: false, multisampled, .. } = **r
                        && multisampled == (which == "sample")
                    {
                        let s = self.expr(f, selector);
                        let i = self.expr(f, index);
                        return self.texture_load_at(f, &t, &r.clone(), i, s, sp);
                    }
                }
                let b = self.expr(f, base);
                let i = self.expr(f, index);
                self.index(f, b, i, sp)
            }
            ExprKind::InitList(_) => {
                self.error(codes::SEM_TYPE_MISMATCH, "an initializer list needs a declared type", sp);
                Val::error(sp)
            }
            ExprKind::Error => Val::error(sp),
        }
    }

    fn ident(&mut self, f: &mut FnCtx, name: &str, sp: Span) -> Val {
        if let Some(local) = f.lookup(name) {
            if matches!(local.kind, Vk::Error) && is_resource_ty(&local.ty) {
                let msg = if f.flow_chosen(name) {
                    format!(
                        "`{name}` was assigned a resource in a branch: which one it names here depends on the \
                         condition, which is not supported yet"
                    )
                } else {
                    format!("`{name}` is read before a resource is assigned to it")
                };
                self.error(codes::SEM_UNSUPPORTED, msg, sp);
                return Val::error(sp);
            }
            return Val { kind: local.kind.clone(), ty: local.ty.clone(), lit: false, span: sp };
        }
        // Inside a method: a member of `this`, then a static member.
        if let Some(s) = f.method_of.clone() {
            let this = super::methods::THIS;
            if let Some(Ty::Struct(i)) = f.lookup(this).map(|l| l.ty.clone())
                && self.structs.get(i).is_some_and(|d| d.members.iter().any(|m| m.name == name))
            {
                let object = Expr::new(ExprKind::Ident(this.into()), sp);
                return self.expr(f, &Expr::new(ExprKind::Member(Box::new(object), name.into(), sp), sp));
            }
            let qualified = format!("{s}::{name}");
            if self.globals.contains_key(&qualified) {
                return self.ident(f, &qualified, sp);
            }
        }
        // A name of the innermost enclosing namespace that declares it.
        let sym = self.scoped_name(name, |n| self.globals.contains_key(n)).and_then(|n| self.globals.get(&n).cloned());
        // `A::B::value`: a static member of struct `B` declared inside `A`,
        // which is hoisted to file scope as `B` (its statics `B::value`).
        let sym = sym.or_else(|| {
            let mut rest = name;
            while let Some((_, tail)) = rest.split_once("::") {
                if tail.contains("::")
                    && let Some(v) = self.globals.get(tail)
                {
                    return Some(v.clone());
                }
                rest = tail;
            }
            None
        });
        match sym {
            Some(GlobalSym::Var { handle, ty, .. }) => {
                let h = f.f.expr(E::GlobalVariable(handle), ns(sp));
                let space = self.b.module.global_variables.try_get(handle).map(|g| g.space).ok();
                let stored = self.b.module.global_variables.try_get(handle).map(|g| g.ty).ok();
                let storage = stored.and_then(|t| self.components_storage(&ty, t)).unwrap_or(Storage::Plain);
                let kind = if space == Some(naga::AddressSpace::Handle) { Vk::Value(h) } else { Vk::Ptr(h, storage) };
                Val { kind, ty, lit: false, span: sp }
            }
            Some(GlobalSym::Member { block, map, ty, transposed }) => {
                let parent = self.b.module.global_variables.try_get(block).ok().map(|gv| gv.ty);
                let first = match map {
                    MemberMap::Plain(index) => index,
                    MemberMap::Split { last, .. } => last,
                };
                if self.refuse_spread_lines(parent, first, name, sp) {
                    return Val::error(sp);
                }
                let g = f.f.expr(E::GlobalVariable(block), ns(sp));
                let mut storage = storage_of(&ty, transposed, true);
                if let MemberMap::Plain(index) = map
                    && let Ok(gv) = self.b.module.global_variables.try_get(block)
                    && let Some(stored) = self.member_ty(gv.ty, index as usize)
                {
                    storage = self
                        .twin_storage(&ty, stored)
                        .or_else(|| self.components_storage(&ty, stored))
                        .unwrap_or(storage);
                }
                // A split array's elements: the last one is stored as each is.
                if let MemberMap::Split { last, .. } = map
                    && let Ty::Array(elem, _) = &ty
                    && let Ok(gv) = self.b.module.global_variables.try_get(block)
                    && let Some(stored) = self.member_ty(gv.ty, last as usize)
                {
                    storage = self.twin_storage(elem, stored).unwrap_or(storage);
                }
                let kind = match map {
                    MemberMap::Plain(index) => Vk::Ptr(f.f.access_index(g, index, ns(sp)), storage),
                    MemberMap::Split { head, last, len } => {
                        let head = head.map(|h| f.f.access_index(g, h, ns(sp)));
                        let last = f.f.access_index(g, last, ns(sp));
                        Vk::Split { head, last, len, storage }
                    }
                };
                Val { kind, ty, lit: false, span: sp }
            }
            Some(GlobalSym::Const { handle, ty, .. }) => {
                let h = f.f.expr(E::Constant(handle), ns(sp));
                Val::value(h, ty, sp)
            }
            Some(GlobalSym::Override { handle, ty }) => {
                let h = f.f.expr(E::Override(handle), ns(sp));
                // A 64-bit constant's 32-bit override, widened (`SideInfo::wide_overrides`).
                let h = match self.side.wide_overrides.get(&handle) {
                    Some(s) => f.f.expr(E::As { expr: h, kind: s.kind, convert: Some(8) }, ns(sp)),
                    None => h,
                };
                Val::value(h, ty, sp)
            }
            Some(GlobalSym::BufferArray { .. }) => {
                self.error(codes::SEM_INVALID_OPERATION, format!("the buffer array `{name}` must be indexed"), sp);
                Val::error(sp)
            }
            None if self.string_globals.contains(name) => {
                let msg = format!(
                    "`{name}` is a string, which has no value in shader code (DXC accepts strings only as \
                     `printf` arguments)"
                );
                self.error(codes::SEM_UNSUPPORTED, msg, sp);
                Val::error(sp)
            }
            None if let Some(value) = super::ray_query::constant(name) => {
                let h = f.f.literal(naga::Literal::U32(value), ns(sp));
                Val::value(h, Ty::Scalar(check::UINT), sp)
            }
            None if super::heap::heap_named(name).is_some() => {
                self.heap_untyped(name, sp);
                Val::error(sp)
            }
            None => {
                let mut d =
                    crate::diag::Diagnostic::error(codes::SEM_UNDECLARED, format!("`{name}` is not declared"), sp);
                let near = f.local_names().chain(self.globals.keys().map(String::as_str).filter(|k| !k.contains("::")));
                if let Some(c) = crate::diag::suggest::closest(name, near) {
                    d = d.with_help(format!("did you mean `{c}`?"));
                }
                self.diags.push(d);
                Val::error(sp)
            }
        }
    }

    /// The value of `v` (loads through pointers, converts stored forms).
    pub fn rv(&mut self, f: &mut FnCtx, v: &Val) -> Option<H> {
        let sp = ns(v.span);
        match &v.kind {
            Vk::Value(h) => Some(*h),
            Vk::Ptr(p, Storage::Components) => {
                let Ty::Vector(_, n) = v.ty else {
                    self.error(
                        codes::SEM_UNSUPPORTED,
                        "an array of vectors used by atomics is read element by element",
                        v.span,
                    );
                    return None;
                };
                let components = (0..u32::from(n))
                    .map(|i| {
                        let c = f.f.access_index(*p, i, sp);
                        f.f.load(c, sp)
                    })
                    .collect();
                let nty = self.naga_ty(&v.ty, Layout::Natural, false);
                Some(f.f.expr(E::Compose { ty: nty, components }, sp))
            }
            Vk::Ptr(p, storage) => {
                let h = f.f.load(*p, sp);
                Some(self.load_stored(f, h, &v.ty, *storage, sp))
            }
            Vk::Swizzle(p, comps) => {
                let h = f.f.load(*p, sp);
                Some(self.swizzle_value(f, h, comps, sp))
            }
            Vk::Bits { unit, offset, width } => {
                let h = f.f.load(*unit, sp);
                Some(self.extract_bits(f, h, *offset, *width, sp))
            }
            Vk::Whole { base, comps } => {
                let h = self.rv(f, base)?;
                Some(match comps.as_slice() {
                    [one] => f.f.access_index(h, u32::from(*one), sp),
                    _ => self.swizzle_value(f, h, comps, sp),
                })
            }
            Vk::TexelSwizzle { image, coord, array_index, comps, full } => {
                let texel = texel_place(*image, *coord, *array_index, v, *full);
                let h = self.rv(f, &texel)?;
                Some(match comps.as_slice() {
                    [one] => f.f.access_index(h, u32::from(*one), sp),
                    _ => self.swizzle_value(f, h, comps, sp),
                })
            }
            Vk::Elements(ptrs) => {
                let components: Vec<H> = ptrs.iter().map(|p| f.f.load(*p, sp)).collect();
                let nty = self.naga_ty(&v.ty, Layout::Natural, false);
                Some(f.f.expr(E::Compose { ty: nty, components }, sp))
            }
            Vk::Row { mat, row, const_row } => {
                let m = f.f.load(*mat, sp);
                let t = f.f.expr(
                    E::Math { fun: naga::MathFunction::Transpose, arg: m, arg1: None, arg2: None, arg3: None },
                    sp,
                );
                Some(match const_row {
                    Some(r) => f.f.access_index(t, *r, sp),
                    None => f.f.expr(E::Access { base: t, index: *row }, sp),
                })
            }
            Vk::Texel { image, coord, array_index } => {
                if !self.image_access_allows(f, *image, naga::StorageAccess::LOAD, "a load from", v.span) {
                    return None;
                }
                if self.storage_cube(f, *image).is_some() {
                    let h = self.cube_texel(f, *image, *coord, None, sp)?;
                    return Some(self.texel_result(f, h, &v.ty, sp));
                }
                let h = f.f.expr(
                    E::ImageLoad {
                        image: *image,
                        coordinate: *coord,
                        array_index: *array_index,
                        sample: None,
                        level: None,
                    },
                    sp,
                );
                Some(self.texel_result(f, h, &v.ty, sp))
            }
            Vk::Split { head, last, len, storage } => {
                let Ty::Array(elem, _) = &v.ty else { return None };
                let elem = (**elem).clone();
                let mut comps = Vec::new();
                for i in 0..*len {
                    let p = match head {
                        Some(h) if i + 1 < *len => f.f.access_index(*h, i, sp),
                        _ => *last,
                    };
                    let e = f.f.load(p, sp);
                    comps.push(self.load_stored(f, e, &elem, *storage, sp));
                }
                let nty = self.naga_ty(&v.ty, Layout::Natural, false);
                Some(f.f.expr(E::Compose { ty: nty, components: comps }, sp))
            }
            Vk::Error => None,
        }
    }

    /// `ImageLoad` yields 4 components; narrow to the declared element type.
    pub fn texel_result(&mut self, f: &mut FnCtx, h: H, ty: &Ty, sp: naga::Span) -> H {
        let n = ty.vec_len();
        let h = match n {
            4 | 0 => h,
            1 => f.f.access_index(h, 0, sp),
            n => self.swizzle_value(f, h, &(0..n).collect::<Vec<_>>(), sp),
        };
        match ty.scalar() {
            Some(s) => self.texel_scalar(f, h, s, n, sp),
            None => h,
        }
    }

    /// A texel `h` read from `image` as the four channels the source
    /// sees: a depth texture (one also sampled with a comparison) reads
    /// its one channel, which is the texel `(d, 0, 0, 1)` of a
    /// one-channel format; any other texel is already four channels.
    pub fn depth_texel(&mut self, f: &mut FnCtx, image: H, h: H, sp: naga::Span) -> H {
        let depth = self
            .handle_type(f, image)
            .and_then(|t| self.b.inner(t))
            .is_some_and(|t| matches!(t, naga::TypeInner::Image { class: naga::ImageClass::Depth { .. }, .. }));
        if !depth {
            return h;
        }
        let zero = f.f.literal(Literal::F32(0.0), sp);
        let one = f.f.literal(Literal::F32(1.0), sp);
        let v4 = self.b.vector(check::FLOAT, 4);
        f.f.expr(E::Compose { ty: v4, components: vec![h, zero, zero, one] }, sp)
    }

    /// The IR reads 32-bit texels; a `half` texture's value converts to its type.
    pub fn texel_scalar(&mut self, f: &mut FnCtx, h: H, s: naga::Scalar, n: u8, sp: naga::Span) -> H {
        if s.kind == ScalarKind::Float && s.width == 2 && n > 0 {
            f.f.expr(E::As { expr: h, kind: ScalarKind::Float, convert: Some(2) }, sp)
        } else {
            h
        }
    }

    /// The type of member `k` of a naga struct type.
    pub(super) fn member_ty(&self, ty: Handle<naga::Type>, k: usize) -> Option<Handle<naga::Type>> {
        match self.b.inner(ty)? {
            naga::TypeInner::Struct { members, .. } => members.get(k).map(|m| m.ty),
            _ => None,
        }
    }

    /// `Storage::Components` when memory of naga type `stored` holds the
    /// vectors of `ty` as arrays of atomics (`atomic_leaves_ty`).
    pub(super) fn components_storage(&self, ty: &Ty, stored: Handle<naga::Type>) -> Option<Storage> {
        let mut t = stored;
        let mut ty = ty;
        // As many array levels as the source type has (bounded by the parser).
        while let Ty::Array(e, _) = ty {
            let Some(&naga::TypeInner::Array { base, .. }) = self.b.inner(t) else { return None };
            (ty, t) = (e, base);
        }
        let Ty::Vector(..) = ty else { return None };
        let Some(&naga::TypeInner::Array { base, .. }) = self.b.inner(t) else { return None };
        matches!(self.b.inner(base), Some(naga::TypeInner::Atomic(_))).then_some(Storage::Components)
    }

    /// `buffers[i]` of an array of constant buffers: the buffer itself for
    /// a constant index, else a copy chosen by a `switch` on the index.
    /// `cb[i][j]…` of an array of constant buffers not hidden by a local:
    /// its name and the indices, outermost first.
    fn buffer_array_chain<'e>(&self, f: &FnCtx, e: &'e Expr) -> Option<(&'e str, Vec<&'e Expr>)> {
        let mut indices = Vec::new();
        let mut cur = e;
        // As deep as the source's brackets, which the parser bounds.
        while let ExprKind::Index(base, index) = &cur.kind {
            indices.push(&**index);
            cur = base;
        }
        let ExprKind::Ident(n) = &cur.kind else { return None };
        if f.lookup(n).is_some() || !matches!(self.globals.get(n), Some(GlobalSym::BufferArray { .. })) {
            return None;
        }
        indices.reverse();
        Some((n.as_str(), indices))
    }

    /// The row-by-row position of `indices` in an array of `dims`: a
    /// literal when every index is a constant.
    fn flat_buffer_index(&mut self, f: &mut FnCtx, indices: &[&Expr], dims: &[u32], sp: Span) -> Option<Val> {
        let consts: Option<Vec<i64>> = indices.iter().map(|e| self.const_eval(e).and_then(|c| c.as_i64())).collect();
        if let Some(cs) = consts {
            let flat = cs
                .iter()
                .zip(dims)
                .try_fold(0i64, |acc, (&i, &d)| (0..i64::from(d)).contains(&i).then(|| acc * i64::from(d) + i));
            let Some(flat) = flat else {
                self.error(codes::SEM_ARRAY_SIZE, "an index is out of bounds for its dimension", sp);
                return None;
            };
            let h = f.f.literal(Literal::U32(u32::try_from(flat).ok()?), ns(sp));
            return Some(Val::value(h, Ty::Scalar(check::UINT), sp));
        }
        let mut acc: Option<Val> = None;
        for (e, &d) in indices.iter().zip(dims) {
            let i = self.expr(f, e);
            acc = Some(match acc {
                None => i,
                Some(prev) => {
                    let dh = f.f.literal(Literal::U32(d), ns(sp));
                    let dv = Val::value(dh, Ty::Scalar(check::UINT), sp);
                    let scaled = self.binary_op(f, BinOp::Mul, prev, dv, sp);
                    self.binary_op(f, BinOp::Add, scaled, i, sp)
                }
            });
        }
        acc
    }

    fn buffer_array_index(
        &mut self,
        f: &mut FnCtx,
        handles: &[Handle<naga::GlobalVariable>],
        ty: Ty,
        i: Val,
        sp: Span,
    ) -> Val {
        let nsp = ns(sp);
        let Some(ih) = self.coerce(f, &i, &Ty::Scalar(check::UINT)) else { return Val::error(sp) };
        let const_index = match f.f.exprs().try_get(ih) {
            Ok(E::Literal(Literal::U32(v))) => Some(*v),
            Ok(E::Literal(Literal::I32(v))) => u32::try_from(*v).ok(),
            _ => None,
        };
        if let Some(ci) = const_index {
            let Some(&g) = handles.get(ci as usize) else {
                self.error(
                    codes::SEM_ARRAY_SIZE,
                    format!("index {ci} is out of bounds for length {}", handles.len()),
                    sp,
                );
                return Val::error(sp);
            };
            let p = f.f.expr(E::GlobalVariable(g), nsp);
            return Val { kind: Vk::Ptr(p, Storage::Plain), ty, lit: false, span: sp };
        }
        let nty = match handles.first() {
            Some(&g) => match self.b.module.global_variables.try_get(g) {
                Ok(v) => v.ty,
                Err(_) => return Val::error(sp),
            },
            None => return Val::error(sp),
        };
        let tmp = f.f.local("_buffer", nty, nsp);
        let mut cases = Vec::new();
        for (k, &g) in handles.iter().enumerate() {
            f.f.push_block();
            let p = f.f.expr(E::GlobalVariable(g), nsp);
            let v = f.f.load(p, nsp);
            f.f.store(tmp, v, nsp);
            let body = f.f.pop_block();
            let value = if k == 0 { naga::SwitchValue::Default } else { naga::SwitchValue::U32(k as u32) };
            cases.push(naga::SwitchCase { value, body, fall_through: false });
        }
        // The default (element 0, also for an index out of range) goes last.
        cases.rotate_left(1);
        f.f.stmt(naga::Statement::Switch { selector: ih, cases }, nsp);
        // A value, not the copy's place: the buffers are read-only.
        let h = f.f.load(tmp, nsp);
        Val::value(h, ty, sp)
    }

    /// Whether a place may be stored to: not in a constant buffer or a
    /// read-only storage buffer.
    fn writable(&self, f: &FnCtx, place: &Val) -> bool {
        let mut e = match place.kind {
            Vk::Ptr(p, _) | Vk::Swizzle(p, _) | Vk::Row { mat: p, .. } | Vk::Bits { unit: p, .. } => p,
            Vk::Elements(ref ptrs) => match ptrs.first() {
                Some(p) => *p,
                None => return true,
            },
            Vk::Split { .. } => return false,
            Vk::Whole { ref base, .. } => return self.writable(f, base),
            _ => return true,
        };
        // The chain of accesses is as deep as the source expression (bounded by the parser).
        loop {
            match f.f.exprs().try_get(e) {
                Ok(E::Access { base, .. } | E::AccessIndex { base, .. }) => e = *base,
                Ok(E::GlobalVariable(g)) => {
                    return match self.b.module.global_variables.try_get(*g).map(|v| v.space) {
                        Ok(naga::AddressSpace::Uniform) => false,
                        Ok(naga::AddressSpace::Storage { access }) => access.contains(naga::StorageAccess::STORE),
                        _ => true,
                    };
                }
                _ => return true,
            }
        }
    }

    fn load_stored(&mut self, f: &mut FnCtx, h: H, ty: &Ty, storage: Storage, sp: naga::Span) -> H {
        match storage {
            // Components are loaded one by one (`rv`).
            Storage::Plain | Storage::Components => h,
            Storage::Transposed => {
                let natural = self.naga_ty(ty, Layout::Natural, false);
                self.transpose_matrices(f, h, ty, natural, sp)
            }
            Storage::BoolAsUint => {
                let zero = self.zero_of(f, &ty.with_scalar(check::UINT), sp);
                f.f.expr(E::Binary { op: B::NotEqual, left: h, right: zero }, sp)
            }
            Storage::Relayout { from, to } => self.relayout(f, h, from, to, sp, 0),
            Storage::Narrow => self.narrow_to_registers(f, h, ty, sp, 0),
        }
    }

    /// An 8-bit integer value (or array of them) as stored (see
    /// `Storage::Narrow`) in its register form.
    fn narrow_to_registers(&mut self, f: &mut FnCtx, h: H, ty: &Ty, sp: naga::Span, depth: u32) -> H {
        match ty {
            Ty::Scalar(_) => f.f.access_index(h, 0, sp),
            Ty::Vector(_, n) => {
                let components = (0..u32::from(*n)).map(|i| f.f.access_index(h, i, sp)).collect();
                let nty = self.naga_ty(ty, Layout::Natural, false);
                f.f.expr(E::Compose { ty: nty, components }, sp)
            }
            // Arrays nest as deep as the source's type (bounded by the parser).
            Ty::Array(elem, n) if *n > 0 && depth < 32 => {
                let components = (0..*n)
                    .map(|i| {
                        let e = f.f.access_index(h, i, sp);
                        self.narrow_to_registers(f, e, elem, sp, depth + 1)
                    })
                    .collect();
                let nty = self.naga_ty(ty, Layout::Natural, false);
                f.f.expr(E::Compose { ty: nty, components }, sp)
            }
            _ => h,
        }
    }

    /// An 8-bit integer value (or array of them) in register form, as the
    /// memory of naga type `stored` holds it (see `Storage::Narrow`).
    fn narrow_to_memory(
        &mut self,
        f: &mut FnCtx,
        h: H,
        ty: &Ty,
        stored: Handle<naga::Type>,
        sp: naga::Span,
        depth: u32,
    ) -> H {
        let components = match ty {
            Ty::Scalar(_) => vec![h],
            Ty::Vector(_, n) => (0..u32::from(*n)).map(|i| f.f.access_index(h, i, sp)).collect(),
            Ty::Array(elem, n) if *n > 0 && depth < 32 => {
                let Some(&naga::TypeInner::Array { base, .. }) = self.b.inner(stored) else { return h };
                (0..*n)
                    .map(|i| {
                        let e = f.f.access_index(h, i, sp);
                        self.narrow_to_memory(f, e, elem, base, sp, depth + 1)
                    })
                    .collect()
            }
            _ => return h,
        };
        f.f.expr(E::Compose { ty: stored, components }, sp)
    }

    /// A matrix stored column-major (`Storage::Transposed`) between its
    /// stored and its natural form: transposed, and so is each matrix of an
    /// array of them, element by element. A matrix with one row or one
    /// column is a vector in the IR either way (see `naga_ty`): unchanged.
    /// `target` is the naga type of the result (the natural form when
    /// loading, the stored one when storing).
    fn transpose_matrices(&mut self, f: &mut FnCtx, h: H, ty: &Ty, target: Handle<naga::Type>, sp: naga::Span) -> H {
        match ty {
            Ty::Matrix(_, r, c) if *r > 1 && *c > 1 => {
                f.f.expr(E::Math { fun: naga::MathFunction::Transpose, arg: h, arg1: None, arg2: None, arg3: None }, sp)
            }
            Ty::Array(elem, n) if *n > 0 && matches!(strip_arrays(elem), Ty::Matrix(_, r, c) if *r > 1 && *c > 1) => {
                let Some(&naga::TypeInner::Array { base, .. }) = self.b.inner(target) else { return h };
                let elem = (**elem).clone();
                let parts: Vec<H> = (0..*n)
                    .map(|i| {
                        let e = f.f.access_index(h, i, sp);
                        self.transpose_matrices(f, e, &elem, base, sp)
                    })
                    .collect();
                f.f.expr(E::Compose { ty: target, components: parts }, sp)
            }
            _ => h,
        }
    }

    /// The type a pointer points to, when it is a whole type of the module.
    fn pointee_type(&self, f: &FnCtx, p: H) -> Option<Handle<naga::Type>> {
        match self.ir_type(f, p)?.inner_with(&self.b.module.types) {
            naga::TypeInner::Pointer { base, .. } => Some(*base),
            _ => None,
        }
    }

    /// naga's type of expression `h` of the function being built
    /// ([`crate::front::types`]).
    pub(super) fn ir_type(&self, f: &FnCtx, h: H) -> Option<naga::proc::TypeResolution> {
        let new = crate::front::types::resolve(&self.b.module, &f.f.func, h);
        // Debug builds (the tests) hold the answer to naga's own wherever
        // naga's typifier can answer (it cannot when an earlier expression
        // of the function is ill-typed, which the validator reports anyway).
        #[cfg(debug_assertions)]
        {
            let mut typifier = naga::front::Typifier::new();
            let ctx =
                naga::proc::ResolveContext::with_locals(&self.b.module, &f.f.func.local_variables, &f.f.func.arguments);
            if typifier.grow(h, f.f.exprs(), &ctx).is_ok() {
                let old = &typifier[h];
                assert_eq!(new.as_ref(), Some(old), "the type of {h:?} differs from naga's");
            }
        }
        new
    }

    /// A value of naga type `from` rebuilt as `to`, the same struct or array
    /// with other offsets or strides. The depth follows the type's nesting,
    /// bounded like the parser's.
    fn relayout(
        &mut self,
        f: &mut FnCtx,
        h: H,
        from: Handle<naga::Type>,
        to: Handle<naga::Type>,
        sp: naga::Span,
        depth: u32,
    ) -> H {
        use naga::TypeInner as T;
        if from == to || depth > 32 {
            return h;
        }
        let (Some(a), Some(b)) = (self.b.inner(from).cloned(), self.b.inner(to).cloned()) else { return h };
        // A `bool` row of a matrix in a buffer is stored as `uint`s.
        let kind = |t: &T| match *t {
            T::Scalar(s) | T::Vector { scalar: s, .. } => Some(s.kind),
            _ => None,
        };
        match (kind(&a), kind(&b)) {
            (Some(ScalarKind::Uint), Some(ScalarKind::Bool)) => {
                let zero = f.f.expr(E::ZeroValue(from), sp);
                return f.f.expr(E::Binary { op: B::NotEqual, left: h, right: zero }, sp);
            }
            (Some(ScalarKind::Bool), Some(ScalarKind::Uint)) => {
                return f.f.expr(E::As { expr: h, kind: ScalarKind::Uint, convert: Some(4) }, sp);
            }
            _ => {}
        }
        let parts: Vec<(Handle<naga::Type>, Handle<naga::Type>)> = match (a, b) {
            (T::Struct { members: fm, .. }, T::Struct { members: tm, .. }) if fm.len() == tm.len() => {
                fm.iter().zip(&tm).map(|(x, y)| (x.ty, y.ty)).collect()
            }
            (T::Array { base: fb, size: naga::ArraySize::Constant(n), .. }, T::Array { base: tb, .. }) => {
                (0..n.get()).map(|_| (fb, tb)).collect()
            }
            _ => return h,
        };
        let mut components = Vec::with_capacity(parts.len());
        for (k, (x, y)) in parts.into_iter().enumerate() {
            let part = f.f.access_index(h, k as u32, sp);
            components.push(self.relayout(f, part, x, y, sp, depth + 1));
        }
        f.f.expr(E::Compose { ty: to, components }, sp)
    }

    /// A member of a buffer's struct whose naga type `stored` holds the
    /// structured-packing twin of a struct (`types::twin_ty`), possibly in
    /// arrays, where its value has the struct's own type: loads and stores
    /// convert.
    /// Also an integer or bool matrix (or array of them) whose rows sit at
    /// the buffer's line stride (`types::naga_ty`).
    fn twin_storage(&mut self, ty: &Ty, stored: Handle<naga::Type>) -> Option<Storage> {
        let twin = matches!(strip_arrays(ty), Ty::Struct(i) if self.both_layouts.contains(i) || self.scalar_both.contains_key(i));
        if !twin && !is_integer_matrix(strip_arrays(ty)) {
            return None;
        }
        let to = self.naga_ty(ty, Layout::Natural, false);
        (stored != to).then_some(Storage::Relayout { from: stored, to })
    }

    /// How an element of a structured buffer of `elem` is stored.
    /// How an element of the structured buffer `buffer` (its expression) is
    /// stored: matrices transposed unless the buffer holds row-major ones.
    pub fn structured_storage(&mut self, f: &FnCtx, elem: &Ty, buffer: Handle<E>) -> Storage {
        if let E::GlobalVariable(g) = f.f.exprs()[buffer]
            && let Ok(gv) = self.b.module.global_variables.try_get(g)
            && let Some(&naga::TypeInner::Array { base, .. }) = self.b.inner(gv.ty)
            && let Some(st) = self.components_storage(elem, base)
        {
            return st;
        }
        // A GLSL scalar block's elements are the struct's scalar twin: the
        // element type of the buffer itself.
        if matches!(strip_arrays(elem), Ty::Struct(i) if self.scalar_both.contains_key(i))
            && let E::GlobalVariable(g) = f.f.exprs()[buffer]
            && let Ok(gv) = self.b.module.global_variables.try_get(g)
            && let Some(&naga::TypeInner::Array { base: from, .. }) = self.b.inner(gv.ty)
        {
            let to = self.naga_ty(elem, Layout::Natural, false);
            if from != to {
                return Storage::Relayout { from, to };
            }
        }
        if matches!(strip_arrays(elem), Ty::Struct(i) if self.both_layouts.contains(i)) {
            let from = self.naga_ty(elem, Layout::Structured, true);
            let to = self.naga_ty(elem, Layout::Natural, false);
            return Storage::Relayout { from, to };
        }
        let row_major = matches!(f.f.exprs()[buffer], E::GlobalVariable(g) if self.row_major_buffers.contains(&g));
        if row_major && is_integer_matrix(strip_arrays(elem)) {
            let from = self.naga_ty(elem, Layout::Structured, false);
            let to = self.naga_ty(elem, Layout::Natural, false);
            return Storage::Relayout { from, to };
        }
        storage_of(elem, !row_major, true)
    }

    /// `h`, a value of `ty` in its natural form, in the form `storage`
    /// stores it; `stored` is the stored naga type where it is known (an
    /// array of column-major matrices needs it; without it, only a matrix
    /// itself is transposed).
    pub fn to_storage(
        &mut self,
        f: &mut FnCtx,
        h: H,
        ty: &Ty,
        storage: Storage,
        stored: Option<Handle<naga::Type>>,
        sp: naga::Span,
    ) -> H {
        match storage {
            Storage::Transposed => match stored {
                Some(t) => self.transpose_matrices(f, h, ty, t, sp),
                None if matches!(ty, Ty::Matrix(..)) => {
                    let t = self.naga_ty(ty, Layout::Natural, false);
                    self.transpose_matrices(f, h, ty, t, sp)
                }
                None => h,
            },
            Storage::BoolAsUint => {
                let uty = ty.with_scalar(check::UINT);
                self.convert_h(f, h, ty, &uty, sp)
            }
            Storage::Relayout { from, to } => self.relayout(f, h, to, from, sp, 0),
            Storage::Narrow => match stored {
                Some(t) => self.narrow_to_memory(f, h, ty, t, sp, 0),
                None => {
                    let t = self.naga_ty(ty, Layout::Std430, false);
                    self.narrow_to_memory(f, h, ty, t, sp, 0)
                }
            },
            _ => h,
        }
    }

    pub fn swizzle_value(&mut self, f: &mut FnCtx, h: H, comps: &[u8], sp: naga::Span) -> H {
        if let [c] = comps {
            return f.f.access_index(h, u32::from(*c), sp);
        }
        let size = crate::front::build::vector_size(comps.len() as u8).unwrap_or(naga::VectorSize::Quad);
        let mut pattern = [naga::SwizzleComponent::X; 4];
        for (slot, c) in pattern.iter_mut().zip(comps) {
            *slot = swz(*c);
        }
        f.f.expr(E::Swizzle { size, vector: h, pattern }, sp)
    }

    /// Zero (or splatted zero) of a numeric type.
    pub fn zero_of(&mut self, f: &mut FnCtx, ty: &Ty, sp: naga::Span) -> H {
        let nty = self.naga_ty(ty, Layout::Natural, false);
        f.f.expr(E::ZeroValue(nty), sp)
    }

    pub fn scalar_lit(&mut self, f: &mut FnCtx, s: Scalar, v: f64, sp: naga::Span) -> H {
        let cv = super::globals::ConstVal::Float(v, check::FLOAT);
        let lit = super::globals::literal(s, &cv).unwrap_or(Literal::F32(v as f32));
        f.f.literal(lit, sp)
    }

    /// Store `value` (of type `v.ty` already) into the place `v`.
    pub fn store(&mut self, f: &mut FnCtx, place: &Val, value: H) {
        let sp = ns(place.span);
        if !self.writable(f, place)
            && let Vk::Ptr(p, storage) = place.kind
            && let Some(p) = self.writable_pointer_place(f, p, place.span)
        {
            let place = Val { kind: Vk::Ptr(p, storage), ..place.clone() };
            return self.store(f, &place, value);
        }
        if !self.writable(f, place) {
            self.error(
                codes::SEM_NOT_LVALUE,
                "this is read-only memory (a constant buffer or a read-only buffer) and cannot be assigned",
                place.span,
            );
            return;
        }
        match &place.kind {
            Vk::Ptr(p, Storage::Components) => {
                let Ty::Vector(_, n) = place.ty else {
                    let msg = "an array of vectors used by atomics is written element by element";
                    self.error(codes::SEM_UNSUPPORTED, msg, place.span);
                    return;
                };
                for i in 0..u32::from(n) {
                    let c = f.f.access_index(*p, i, sp);
                    let v = f.f.access_index(value, i, sp);
                    f.f.store(c, v, sp);
                }
            }
            Vk::Ptr(p, storage) => {
                let target = if matches!(*storage, Storage::Transposed | Storage::Narrow) {
                    self.pointee_type(f, *p)
                } else {
                    None
                };
                let stored = self.to_storage(f, value, &place.ty, *storage, target, sp);
                f.f.store(*p, stored, sp);
            }
            Vk::Swizzle(p, comps) => {
                let old = f.f.load(*p, sp);
                let n = match self.pointee_vec_len(f, *p) {
                    Some(n) => n,
                    None => return,
                };
                let mut parts = Vec::new();
                for i in 0..n {
                    let from_new = comps.iter().position(|c| *c == i);
                    let h = match from_new {
                        Some(j) if comps.len() == 1 => {
                            let _ = j;
                            value
                        }
                        Some(j) => f.f.access_index(value, j as u32, sp),
                        None => f.f.access_index(old, u32::from(i), sp),
                    };
                    parts.push(h);
                }
                let s = place.ty.scalar().unwrap_or(check::FLOAT);
                let vty = self.naga_ty(&Ty::Vector(s, n), Layout::Natural, false);
                let composed = f.f.expr(E::Compose { ty: vty, components: parts }, sp);
                f.f.store(*p, composed, sp);
            }
            Vk::Elements(ptrs) => {
                for (j, p) in ptrs.iter().enumerate() {
                    let comp = f.f.access_index(value, j as u32, sp);
                    f.f.store(*p, comp, sp);
                }
            }
            Vk::Bits { unit, offset, width } => {
                let old = f.f.load(*unit, sp);
                let new = self.insert_bits(f, old, value, *offset, *width, sp);
                f.f.store(*unit, new, sp);
            }
            Vk::Whole { base, comps } => {
                let Some(old) = self.rv(f, base) else { return };
                let parts = merge_components(f, old, value, comps, base.ty.vec_len(), sp);
                let vty = self.naga_ty(&base.ty, Layout::Natural, false);
                let composed = f.f.expr(E::Compose { ty: vty, components: parts }, sp);
                self.store(f, base, composed);
            }
            Vk::TexelSwizzle { image, coord, array_index, comps, full } => {
                let texel = texel_place(*image, *coord, *array_index, place, *full);
                let Some(old) = self.rv(f, &texel) else { return };
                let parts = merge_components(f, old, value, comps, *full, sp);
                let vty = self.naga_ty(&texel.ty, Layout::Natural, false);
                let composed = f.f.expr(E::Compose { ty: vty, components: parts }, sp);
                self.store(f, &texel, composed);
            }
            Vk::Row { mat, row, const_row } => {
                // Element j of the row is component `row` of naga column j.
                let Ty::Vector(_, n) = place.ty else { return };
                for j in 0..u32::from(n) {
                    let el = self.row_element(f, (*mat, *row, *const_row), j, sp);
                    let comp = f.f.access_index(value, j, sp);
                    f.f.store(el, comp, sp);
                }
            }
            Vk::Texel { image, coord, array_index } => {
                if !self.image_access_allows(f, *image, naga::StorageAccess::STORE, "a store to", place.span) {
                    return;
                }
                // The IR writes 32-bit texels: a `half` value widens first.
                let (value, ty) = match place.ty.scalar() {
                    Some(s) if s.kind == ScalarKind::Float && s.width == 2 => (
                        f.f.expr(E::As { expr: value, kind: ScalarKind::Float, convert: Some(4) }, sp),
                        place.ty.with_scalar(check::FLOAT),
                    ),
                    _ => (value, place.ty.clone()),
                };
                let value = self.widen_to_vec4(f, value, &ty, sp);
                if self.storage_cube(f, *image).is_some() {
                    let vec4 = Ty::Vector(ty.scalar().unwrap_or(check::FLOAT), 4);
                    let _ = self.cube_texel(f, *image, *coord, Some((value, &vec4)), sp);
                    return;
                }
                let global = |h: H| matches!(f.f.exprs().try_get(h), Ok(E::GlobalVariable(_)));
                let of_global = match f.f.exprs().try_get(*image) {
                    Ok(&E::Access { base, .. } | &E::AccessIndex { base, .. }) => global(base),
                    _ => global(*image),
                };
                if !of_global {
                    let vec4 = Ty::Vector(ty.scalar().unwrap_or(check::FLOAT), 4);
                    let place = (*image, *coord, *array_index);
                    self.image_store_through_parameter(f, place, value, &vec4, sp);
                    return;
                }
                f.f.stmt(
                    naga::Statement::ImageStore { image: *image, coordinate: *coord, array_index: *array_index, value },
                    sp,
                );
            }
            Vk::Value(_) | Vk::Split { .. } => {
                self.error(codes::SEM_NOT_LVALUE, "this expression cannot be assigned to", place.span);
            }
            Vk::Error => {}
        }
    }

    fn widen_to_vec4(&mut self, f: &mut FnCtx, h: H, ty: &Ty, sp: naga::Span) -> H {
        let s = ty.scalar().unwrap_or(check::FLOAT);
        let n = ty.vec_len();
        if n == 4 {
            return h;
        }
        let mut comps = vec![h];
        let zero = self.scalar_lit(f, s, 0.0, sp);
        for _ in n..4 {
            comps.push(zero);
        }
        let vty = self.naga_ty(&Ty::Vector(s, 4), Layout::Natural, false);
        f.f.expr(E::Compose { ty: vty, components: comps }, sp)
    }

    fn pointee_vec_len(&self, f: &FnCtx, p: H) -> Option<u8> {
        match *self.ir_type(f, p)?.inner_with(&self.b.module.types) {
            naga::TypeInner::Pointer { base, .. } => match self.b.inner(base) {
                Some(naga::TypeInner::Vector { size, .. }) => Some(*size as u8),
                _ => None,
            },
            naga::TypeInner::ValuePointer { size: Some(size), .. } => Some(size as u8),
            _ => None,
        }
    }

    /// Implicit conversion of `v` to `to` (warns on truncation).
    pub fn coerce(&mut self, f: &mut FnCtx, v: &Val, to: &Ty) -> Option<H> {
        if v.is_error() || to.is_error() {
            return None;
        }
        let h = self.rv(f, v)?;
        if &v.ty == to {
            return Some(h);
        }
        if check::conversion_cost(&v.ty, to).is_none() {
            if self.aggregates_match(&v.ty, to) {
                let cast = self.aggregate_cast(f, v.clone(), to, v.span);
                return self.rv(f, &cast);
            }
            self.error(
                codes::SEM_TYPE_MISMATCH,
                format!("cannot convert `{}` to `{}`", self.ty_name(&v.ty), self.ty_name(to)),
                v.span,
            );
            return None;
        }
        if v.ty.components() > to.components() && v.ty.components() > 1 && to.is_numeric() {
            self.warn(
                codes::SEM_IMPLICIT_TRUNCATION,
                format!("implicit truncation of `{}` to `{}`", self.ty_name(&v.ty), self.ty_name(to)),
                v.span,
            );
        }
        Some(self.convert_h(f, h, &v.ty.clone(), to, ns(v.span)))
    }

    /// Convert a value between numeric types (any shape change HLSL allows
    /// explicitly: splat, truncation, scalar kind).
    pub fn convert_h(&mut self, f: &mut FnCtx, h: H, from: &Ty, to: &Ty, sp: naga::Span) -> H {
        if from == to {
            return h;
        }
        // A matrix truncated to one row (`float1x2`: the upper row) or one
        // column (`float2x1`: the left column), the vector the IR holds.
        if let (Ty::Matrix(fs, r, c), Ty::Matrix(ts, r2, c2)) = (from, to)
            && *r > 1
            && *c > 1
            && (*r2 == 1 || *c2 == 1)
            && r2 <= r
            && c2 <= c
        {
            let (n, by_row) = if *r2 == 1 { (*c2, true) } else { (*r2, false) };
            let mut parts = Vec::new();
            for k in 0..n {
                let (i, j) = if by_row { (0, k) } else { (k, 0) };
                let row = f.f.access_index(h, u32::from(i), sp);
                let e = f.f.access_index(row, u32::from(j), sp);
                parts.push(self.convert_h(f, e, &Ty::Scalar(*fs), &Ty::Scalar(*ts), sp));
            }
            if n == 1 {
                return parts.pop().unwrap_or(h);
            }
            let vty = self.naga_ty(&Ty::Vector(*ts, n), Layout::Natural, false);
            return f.f.expr(E::Compose { ty: vty, components: parts }, sp);
        }
        // `float1` and `float1x1` are scalars in the IR, and a matrix of one
        // row or column a vector: convert as those.
        let one = |t: &Ty| match t {
            Ty::Vector(s, 1) | Ty::Matrix(s, 1, 1) => Some(Ty::Scalar(*s)),
            Ty::Matrix(s, 1, n) | Ty::Matrix(s, n, 1) => Some(Ty::Vector(*s, *n)),
            _ => None,
        };
        if one(from).is_some() || one(to).is_some() {
            let from = one(from).unwrap_or_else(|| from.clone());
            let to = one(to).unwrap_or_else(|| to.clone());
            return self.convert_h(f, h, &from, &to, sp);
        }
        // A matrix and a vector of as many components: row by row.
        if let (Ty::Vector(_, n), Ty::Matrix(_, r, c)) | (Ty::Matrix(_, r, c), Ty::Vector(_, n)) = (from, to)
            && *n == r * c
        {
            let mut leaves = Vec::new();
            self.flatten_value(f, h, from, false, sp, &mut leaves);
            if let Some(built) = self.build_from_leaves(f, to, &mut leaves.into_iter(), sp) {
                return built;
            }
        }
        let (Some(fs), Some(ts)) = (from.scalar(), to.scalar()) else { return h };
        // Fold literals: `1` where a float is expected is `1.0`.
        if let Ok(E::Literal(l)) = f.f.exprs().try_get(h).cloned()
            && let Some(c) = literal_value(&l)
            && let Some(nl) = super::globals::literal(ts, &c)
        {
            let lit = f.f.literal(nl, sp);
            return self.reshape(f, lit, &Ty::Scalar(ts), to, sp);
        }
        match (from, to) {
            (Ty::Matrix(_, r, c), Ty::Matrix(_, r2, c2)) => {
                let mut rows = Vec::new();
                for i in 0..*r2.min(r) {
                    let row = f.f.access_index(h, u32::from(i), sp);
                    let row = self.convert_h(f, row, &Ty::Vector(fs, *c), &Ty::Vector(ts, *c2), sp);
                    rows.push(row);
                }
                let nty = self.naga_ty(to, Layout::Natural, false);
                f.f.expr(E::Compose { ty: nty, components: rows }, sp)
            }
            _ => {
                // Shape first (truncate/extract), then kind, then splat.
                let shaped = match (from, to) {
                    (Ty::Vector(_, n), Ty::Vector(_, m)) if m < n => {
                        let comps: Vec<u8> = (0..*m).collect();
                        (self.swizzle_value(f, h, &comps, sp), Ty::Vector(fs, *m))
                    }
                    (Ty::Vector(..), Ty::Scalar(_)) => (f.f.access_index(h, 0, sp), Ty::Scalar(fs)),
                    (Ty::Matrix(..), Ty::Scalar(_)) => {
                        let row = f.f.access_index(h, 0, sp);
                        (f.f.access_index(row, 0, sp), Ty::Scalar(fs))
                    }
                    _ => (h, from.clone()),
                };
                let (mut h2, cur) = shaped;
                if fs != ts {
                    h2 = f.f.expr(E::As { expr: h2, kind: ts.kind, convert: Some(ts.width) }, sp);
                }
                self.reshape(f, h2, &cur.with_scalar(ts), to, sp)
            }
        }
    }

    /// Splat a scalar to a vector or matrix.
    fn reshape(&mut self, f: &mut FnCtx, h: H, from: &Ty, to: &Ty, sp: naga::Span) -> H {
        match (from, to) {
            (Ty::Scalar(_), Ty::Vector(_, n)) => {
                let size = crate::front::build::vector_size(*n).unwrap_or(naga::VectorSize::Quad);
                f.f.expr(E::Splat { size, value: h }, sp)
            }
            // A matrix with one row or column is a vector in the IR (see `naga_ty`).
            (Ty::Scalar(_), Ty::Matrix(_, 1, 1)) => h,
            (Ty::Scalar(s), Ty::Matrix(_, r, c)) if *r == 1 || *c == 1 => {
                self.reshape(f, h, &Ty::Scalar(*s), &Ty::Vector(*s, *r.max(c)), sp)
            }
            (Ty::Scalar(s), Ty::Matrix(_, r, c)) => {
                let row = self.reshape(f, h, &Ty::Scalar(*s), &Ty::Vector(*s, *c), sp);
                let nty = self.naga_ty(to, Layout::Natural, false);
                f.f.expr(E::Compose { ty: nty, components: vec![row; usize::from(*r)] }, sp)
            }
            _ => h,
        }
    }

    /// `(S)x` or `(T[N])x`, as DXC casts to an aggregate: a scalar fills
    /// every scalar of the target (`(S)0` is the zero value); any other
    /// value is flattened to its scalars in memory order, and the target
    /// takes the first ones it needs, each converted (`(float4[2])int4s`
    /// of an `int4[3]`). A value with fewer scalars than the target is
    /// refused.
    fn aggregate_cast(&mut self, f: &mut FnCtx, v: Val, to: &Ty, sp: Span) -> Val {
        if &v.ty == to {
            return v;
        }
        let nsp = ns(sp);
        let zero_literal = matches!(
            self.rv_handle(&v).and_then(|h| f.f.exprs().try_get(h).ok().cloned()),
            Some(E::Literal(l)) if literal_value(&l).is_some_and(|c| c.as_f64() == Some(0.0))
        );
        let scalar = matches!(v.ty, Ty::Scalar(_) | Ty::Vector(_, 1) | Ty::Matrix(_, 1, 1));
        if scalar && zero_literal {
            let nty = self.naga_ty(to, Layout::Natural, false);
            let h = f.f.expr(E::ZeroValue(nty), nsp);
            return Val::value(h, to.clone(), sp);
        }
        let bad = |l: &mut Self| {
            let msg = format!("cannot cast `{}` to `{}`", l.ty_name(&v.ty), l.ty_name(to));
            l.error(codes::SEM_BAD_CAST, msg, sp);
            Val::error(sp)
        };
        let numeric_leaves =
            matches!(strip_arrays(&v.ty), Ty::Scalar(_) | Ty::Vector(..) | Ty::Matrix(..) | Ty::Struct(_));
        if !numeric_leaves || !self.all_numeric(to) {
            return bad(self);
        }
        let Some(h) = self.rv(f, &v) else { return Val::error(sp) };
        let need = self.leaf_count_of(to);
        let mut leaves = Vec::new();
        self.flatten_value(f, h, &v.ty, v.lit, nsp, &mut leaves);
        if scalar {
            let Some(one) = leaves.first().cloned() else { return bad(self) };
            leaves = vec![one; need];
        }
        if leaves.len() < need || leaves.iter().any(|l| !l.ty.is_numeric()) {
            return bad(self);
        }
        leaves.truncate(need);
        let mut it = leaves.into_iter();
        match self.build_from_leaves(f, to, &mut it, nsp) {
            Some(h) => Val::value(h, to.clone(), sp),
            None => Val::error(sp),
        }
    }

    /// Whether a struct or array converts implicitly to another struct or
    /// array type. DXC, following FXC, accepts it when both flatten to as
    /// many numeric scalars (`return v;` of a `Vertex` from a function
    /// returning an `Interpolants` of the same members; an `int[2]` where
    /// a `struct { int a; float b; }` is expected), each scalar converted
    /// in memory order like an explicit cast. Dropping scalars, which an
    /// explicit cast may do, is not implicit.
    pub(super) fn aggregates_match(&self, from: &Ty, to: &Ty) -> bool {
        let aggregate = |t: &Ty| matches!(t, Ty::Struct(_) | Ty::Array(..));
        aggregate(from)
            && aggregate(to)
            && self.all_numeric(from)
            && self.all_numeric(to)
            && self.leaf_count_of(from) == self.leaf_count_of(to)
    }

    /// Whether every scalar of `ty` is a number or bool (no resource or
    /// sampler inside), within the struct nesting budget.
    fn all_numeric(&self, ty: &Ty) -> bool {
        let mut stack = vec![(ty, 0usize)];
        while let Some((t, depth)) = stack.pop() {
            match t {
                Ty::Scalar(_) | Ty::Vector(..) | Ty::Matrix(..) => {}
                Ty::Array(e, _) if depth < 64 => stack.push((e, depth + 1)),
                Ty::Struct(i) if depth < 64 => match self.structs.get(*i) {
                    Some(s) => stack.extend(s.members.iter().map(|m| (&m.ty, depth + 1))),
                    None => return false,
                },
                _ => return false,
            }
        }
        true
    }

    pub fn cast(&mut self, f: &mut FnCtx, v: Val, to: &Ty, sp: Span) -> Val {
        if v.is_error() || to.is_error() {
            return Val::error(sp);
        }
        // `(uint64_t)p`: a buffer pointer's address; `(Ptr)a`: a pointer.
        if self.reference_of(&v.ty).is_some() && !matches!(to, Ty::Struct(_)) {
            return self.reference_to(f, &v, to, sp);
        }
        if let Ty::Struct(i) = to
            && self.reference_of(to).is_some()
        {
            return self.reference_from(f, *i, &[v], sp);
        }
        if matches!(to, Ty::Struct(_) | Ty::Array(..)) {
            return self.aggregate_cast(f, v, to, sp);
        }
        if !v.ty.is_numeric() || !to.is_numeric() {
            self.error(
                codes::SEM_BAD_CAST,
                format!("cannot cast `{}` to `{}`", self.ty_name(&v.ty), self.ty_name(to)),
                sp,
            );
            return Val::error(sp);
        }
        let Some(h) = self.rv(f, &v) else { return Val::error(sp) };
        // `float1` and `float1x1` are scalars: they splat like one.
        let ok = match (&v.ty, to) {
            (Ty::Vector(_, 1) | Ty::Matrix(_, 1, 1), _) => true,
            (Ty::Vector(_, n), Ty::Vector(_, m)) => m <= n,
            (Ty::Vector(_, n), Ty::Matrix(_, r, c)) | (Ty::Matrix(_, r, c), Ty::Vector(_, n)) => *n == r * c,
            (Ty::Matrix(_, r, c), Ty::Matrix(_, r2, c2)) => r2 <= r && c2 <= c,
            _ => true,
        };
        if !ok {
            self.error(
                codes::SEM_BAD_CAST,
                format!("cannot cast `{}` to `{}`", self.ty_name(&v.ty), self.ty_name(to)),
                sp,
            );
            return Val::error(sp);
        }
        let h = self.convert_h(f, h, &v.ty, to, ns(sp));
        Val::value(h, to.clone(), sp)
    }

    /// A unary operator on a value of `ty`, row by row on a matrix (naga
    /// has no operators on matrices but `-`, and an integer or bool matrix
    /// is an array of rows in the IR).
    fn unary_lines(&mut self, f: &mut FnCtx, op: naga::UnaryOperator, h: H, ty: &Ty, nsp: naga::Span) -> H {
        let Ty::Matrix(_, r, c) = *ty else { return f.f.expr(E::Unary { op, expr: h }, nsp) };
        if r < 2 || c < 2 {
            return f.f.expr(E::Unary { op, expr: h }, nsp);
        }
        let lines = (0..r)
            .map(|i| {
                let line = f.f.access_index(h, u32::from(i), nsp);
                f.f.expr(E::Unary { op, expr: line }, nsp)
            })
            .collect();
        let nty = self.naga_ty(ty, Layout::Natural, false);
        f.f.expr(E::Compose { ty: nty, components: lines }, nsp)
    }

    fn unary(&mut self, f: &mut FnCtx, op: UnOp, a: &Expr, sp: Span) -> Val {
        let v = self.expr(f, a);
        if v.is_error() {
            return Val::error(sp);
        }
        let nsp = ns(sp);
        match op {
            UnOp::Plus => v,
            UnOp::Neg | UnOp::BitNot => {
                let Some(h) = self.rv(f, &v) else { return Val::error(sp) };
                let (ty, h) = if v.ty.scalar() == Some(check::BOOL) {
                    let t = v.ty.with_scalar(check::INT);
                    (t.clone(), self.convert_h(f, h, &v.ty, &t, nsp))
                } else {
                    (v.ty.clone(), h)
                };
                if op == UnOp::BitNot && !ty.scalar().is_some_and(check::is_int) {
                    self.error(
                        codes::SEM_INVALID_OPERATION,
                        format!("`~` needs an integer operand, not `{}`", self.ty_name(&ty)),
                        sp,
                    );
                    return Val::error(sp);
                }
                // naga negates no unsigned value; `0 - x` wraps as HLSL's `-x` does.
                if op == UnOp::Neg && ty.scalar().is_some_and(|s| s.kind == naga::ScalarKind::Uint) {
                    let zero = Val::value(f.f.literal(Literal::U32(0), nsp), Ty::Scalar(check::UINT), sp);
                    let zero = Val { lit: true, ..zero };
                    return self.binary_op(f, BinOp::Sub, zero, Val::value(h, ty.clone(), sp), sp);
                }
                let uop = if op == UnOp::Neg { naga::UnaryOperator::Negate } else { naga::UnaryOperator::BitwiseNot };
                let r = self.unary_lines(f, uop, h, &ty, nsp);
                let r = self.wrap_narrow(f, r, &ty, nsp);
                Val { kind: Vk::Value(r), ty, lit: v.lit, span: sp }
            }
            UnOp::Not => {
                let bty = v.ty.with_scalar(check::BOOL);
                let Some(h) = self.rv(f, &v) else { return Val::error(sp) };
                let h = self.convert_h(f, h, &v.ty, &bty, nsp);
                let r = self.unary_lines(f, naga::UnaryOperator::LogicalNot, h, &bty, nsp);
                Val::value(r, bty, sp)
            }
            UnOp::PreInc | UnOp::PreDec | UnOp::PostInc | UnOp::PostDec => {
                let Some(old) = self.rv(f, &v) else { return Val::error(sp) };
                let s = v.ty.scalar().unwrap_or(check::INT);
                let one = self.scalar_lit(f, s, 1.0, nsp);
                let one = self.reshape(f, one, &Ty::Scalar(s), &v.ty, nsp);
                let bop = if matches!(op, UnOp::PreInc | UnOp::PostInc) { B::Add } else { B::Subtract };
                let new = match v.ty {
                    Ty::Matrix(_, r, c) if r > 1 && c > 1 => {
                        let lines = (0..r)
                            .map(|i| {
                                let left = f.f.access_index(old, u32::from(i), nsp);
                                let right = f.f.access_index(one, u32::from(i), nsp);
                                f.f.expr(E::Binary { op: bop, left, right }, nsp)
                            })
                            .collect();
                        let nty = self.naga_ty(&v.ty, Layout::Natural, false);
                        f.f.expr(E::Compose { ty: nty, components: lines }, nsp)
                    }
                    _ => {
                        let h = f.f.expr(E::Binary { op: bop, left: old, right: one }, nsp);
                        self.wrap_narrow(f, h, &v.ty, nsp)
                    }
                };
                self.check_lvalue(&v);
                self.store(f, &v, new);
                // `++x` is `x` itself after the increment (an lvalue, as in
                // C++: DXC accepts `f(++a[0])` for an `out` parameter);
                // `x++` is the old value.
                match op {
                    UnOp::PreInc | UnOp::PreDec if v.kind.is_place() => Val { span: sp, lit: false, ..v },
                    UnOp::PreInc | UnOp::PreDec => Val::value(new, v.ty.clone(), sp),
                    _ => Val::value(old, v.ty.clone(), sp),
                }
            }
        }
    }

    pub(super) fn check_lvalue(&mut self, v: &Val) -> bool {
        if v.kind.is_place() {
            return true;
        }
        if !matches!(v.kind, Vk::Error) {
            self.error(codes::SEM_NOT_LVALUE, "this expression cannot be assigned to", v.span);
        }
        false
    }

    fn assign(&mut self, f: &mut FnCtx, op: Option<BinOp>, l: &Expr, r: &Expr, sp: Span) -> Val {
        // A resource local (or array of them) names the resource assigned
        // to it last; in the block that declares it, that is known where
        // each use is lowered (under control flow it would not be).
        if let (None, ExprKind::Ident(n)) = (op, &l.kind)
            && let Some(ty) = f.lookup(n).map(|local| local.ty.clone()).filter(is_resource_ty)
        {
            let rhs = self.expr(f, r);
            if rhs.is_error() {
                return Val::error(sp);
            }
            if rhs.ty != ty || !matches!(rhs.kind, Vk::Ptr(..) | Vk::Value(_)) {
                let msg =
                    format!("cannot assign `{}` to the `{}` local `{n}`", self.ty_name(&rhs.ty), self.ty_name(&ty));
                self.error(codes::SEM_TYPE_MISMATCH, msg, r.span);
                return Val::error(sp);
            }
            let local = super::func::Local { kind: rhs.kind.clone(), ty: ty.clone(), constant: None };
            if f.rebind(n, local) == super::func::Rebind::Refused {
                let msg = format!(
                    "assigning a resource to `{n}` in a loop or a switch case is not supported yet (which \
                     resource it names would depend on the iteration or the case entered)"
                );
                self.error(codes::SEM_UNSUPPORTED, msg, l.span);
                return Val::error(sp);
            }
            return Val { kind: rhs.kind, ty, lit: false, span: sp };
        }
        let place = self.expr(f, l);
        let rhs = self.expr(f, r);
        if place.is_error() || rhs.is_error() || !self.check_lvalue(&place) {
            return Val::error(sp);
        }
        if matches!(strip_arrays(&place.ty), Ty::RayQuery(_)) {
            let msg = "a ray query cannot be assigned: Metal's `intersection_query` cannot be copied \
                       (declare the query once and pass it to functions instead)";
            self.error(codes::METAL_RAY_QUERY, msg, sp);
            return Val::error(sp);
        }
        let value = match op {
            None => self.implicit(f, &rhs, &place.ty),
            Some(op) => {
                let cur = Val { kind: place.kind.clone(), ty: place.ty.clone(), lit: false, span: place.span };
                let res = self.binary(f, op, cur, rhs, sp);
                if res.is_error() {
                    return Val::error(sp);
                }
                self.implicit(f, &res, &place.ty)
            }
        };
        let Some(value) = value else { return Val::error(sp) };
        self.store(f, &place, value);
        Val::value(value, place.ty.clone(), sp)
    }

    /// A conversion the source does not spell (assignment, initializer,
    /// argument, `return`): GLSL's rules first (`int i = 1.5;` is an
    /// error there), then [`Self::coerce_aggregate`].
    pub fn implicit(&mut self, f: &mut FnCtx, v: &Val, to: &Ty) -> Option<H> {
        if self.glsl
            && self.glsl_rules.applies(v.span)
            && !v.is_error()
            && !to.is_error()
            && !self.glsl_rules.implicit(&v.ty, to)
        {
            let (from, to) = (self.ty_name(&v.ty), self.ty_name(to));
            self.error(
                codes::SEM_TYPE_MISMATCH,
                format!("GLSL does not convert `{from}` to `{to}` implicitly; write `{to}(…)`"),
                v.span,
            );
            return None;
        }
        self.coerce_aggregate(f, v, to)
    }

    /// Like [`Self::coerce`], also accepting aggregates of the same type
    /// whose naga representation differs (arrays loaded from buffers).
    pub fn coerce_aggregate(&mut self, f: &mut FnCtx, v: &Val, to: &Ty) -> Option<H> {
        if &v.ty == to && matches!(to, Ty::Array(..)) {
            let h = self.rv(f, v)?;
            let want = self.naga_ty(to, Layout::Natural, false);
            return Some(self.repr_convert(f, h, to, want, ns(v.span)));
        }
        self.coerce(f, v, to)
    }

    /// Rebuild an array value whose naga type is not `want` element by element.
    pub fn repr_convert(&mut self, f: &mut FnCtx, h: H, ty: &Ty, want: Handle<naga::Type>, sp: naga::Span) -> H {
        let Some(have) = self.type_of(f, h) else { return h };
        if have == want {
            return h;
        }
        let Ty::Array(elem, n) = ty else { return h };
        let elem_want = match self.b.inner(want) {
            Some(naga::TypeInner::Array { base, .. }) => *base,
            _ => return h,
        };
        let mut comps = Vec::new();
        for i in 0..*n {
            let e = f.f.access_index(h, i, sp);
            comps.push(self.repr_convert(f, e, elem, elem_want, sp));
        }
        f.f.expr(E::Compose { ty: want, components: comps }, sp)
    }

    /// The naga type handle of a value expression, when it has one.
    pub fn type_of(&self, f: &FnCtx, h: H) -> Option<Handle<naga::Type>> {
        match self.ir_type(f, h)? {
            naga::proc::TypeResolution::Handle(t) => Some(t),
            naga::proc::TypeResolution::Value(_) => None,
        }
    }

    pub fn binary(&mut self, f: &mut FnCtx, op: BinOp, a: Val, b: Val, sp: Span) -> Val {
        if a.is_error() || b.is_error() {
            return Val::error(sp);
        }
        if self.glsl && self.glsl_rules.applies(sp) {
            // GLSL: `==`/`!=` compare whole values; `%` takes integers.
            if matches!(op, BinOp::Eq | BinOp::Ne) && !(matches!(a.ty, Ty::Scalar(_)) && matches!(b.ty, Ty::Scalar(_)))
            {
                return self.glsl_equality(f, op, a, b, sp);
            }
            if op == BinOp::Rem
                && [&a.ty, &b.ty].iter().any(|t| t.scalar().is_some_and(|s| !crate::glsl::Rules::remainder_allowed(s)))
            {
                self.error(
                    codes::SEM_INVALID_OPERATION,
                    format!(
                        "`%` needs integer operands, not `{}` and `{}`; use `mod()` for floating-point values",
                        self.ty_name(&a.ty),
                        self.ty_name(&b.ty)
                    ),
                    sp,
                );
                return Val::error(sp);
            }
        }
        self.binary_op(f, op, a, b, sp)
    }

    /// GLSL `a == b` / `a != b` on vectors, matrices, structs and arrays:
    /// the whole values compared, one `bool` (GLSL 4.60 §5.9). Vectors and
    /// matrices of different scalar types convert as `binary_op` does.
    fn glsl_equality(&mut self, f: &mut FnCtx, op: BinOp, a: Val, b: Val, sp: Span) -> Val {
        let nsp = ns(sp);
        let mismatch = |l: &mut Self| {
            l.error(
                codes::SEM_INVALID_OPERATION,
                format!(
                    "`{}` needs operands of the same type, not `{}` and `{}`",
                    if op == BinOp::Eq { "==" } else { "!=" },
                    l.ty_name(&a.ty),
                    l.ty_name(&b.ty)
                ),
                sp,
            );
            Val::error(sp)
        };
        // The parts to compare pairwise, each of them scalar or vector.
        let parts: Vec<(Val, Val)> = match (&a.ty, &b.ty) {
            (Ty::Vector(_, n), Ty::Vector(_, m)) if n == m => vec![(a.clone(), b.clone())],
            (Ty::Matrix(s, r, c), Ty::Matrix(s2, r2, c2)) if (r, c) == (r2, c2) && s == s2 => (0..*r)
                .map(|i| {
                    let at = |l: &mut Self, f: &mut FnCtx, v: &Val| {
                        let k = Val {
                            lit: true,
                            ..Val::value(f.f.literal(Literal::U32(u32::from(i)), nsp), Ty::Scalar(check::UINT), sp)
                        };
                        l.index(f, v.clone(), k, sp)
                    };
                    (at(self, f, &a), at(self, f, &b))
                })
                .collect(),
            (Ty::Array(_, n), t) if t == &a.ty => (0..*n)
                .map(|i| {
                    let at = |l: &mut Self, f: &mut FnCtx, v: &Val| {
                        let k = Val {
                            lit: true,
                            ..Val::value(f.f.literal(Literal::U32(i), nsp), Ty::Scalar(check::UINT), sp)
                        };
                        l.index(f, v.clone(), k, sp)
                    };
                    (at(self, f, &a), at(self, f, &b))
                })
                .collect(),
            (Ty::Struct(i), t) if t == &a.ty => {
                let names: Vec<String> = self
                    .structs
                    .get(*i)
                    .map(|d| d.members.iter().map(|m| m.name.clone()).collect())
                    .unwrap_or_default();
                names.iter().map(|n| (self.member(f, a.clone(), n, sp), self.member(f, b.clone(), n, sp))).collect()
            }
            _ => return mismatch(self),
        };
        let mut acc: Option<H> = None;
        for (x, y) in parts {
            let one = match (&x.ty, &y.ty) {
                (Ty::Vector(..), Ty::Vector(..)) => {
                    let v = self.binary_op(f, op, x, y, sp);
                    let Some(h) = self.rv(f, &v) else { return Val::error(sp) };
                    let fun =
                        if op == BinOp::Eq { naga::RelationalFunction::All } else { naga::RelationalFunction::Any };
                    f.f.expr(E::Relational { fun, argument: h }, nsp)
                }
                (Ty::Scalar(_), Ty::Scalar(_)) => {
                    let v = self.binary_op(f, op, x, y, sp);
                    let Some(h) = self.rv(f, &v) else { return Val::error(sp) };
                    h
                }
                _ => {
                    let v = self.glsl_equality(f, op, x, y, sp);
                    let Some(h) = self.rv(f, &v) else { return Val::error(sp) };
                    h
                }
            };
            let join = if op == BinOp::Eq { B::LogicalAnd } else { B::LogicalOr };
            acc = Some(match acc {
                Some(prev) => f.f.expr(E::Binary { op: join, left: prev, right: one }, nsp),
                None => one,
            });
        }
        // An empty struct: equal, never unequal.
        let h = match acc {
            Some(h) => h,
            None => f.f.literal(Literal::Bool(op == BinOp::Eq), nsp),
        };
        Val::value(h, Ty::Scalar(check::BOOL), sp)
    }

    /// A binary operator with HLSL's meaning (component-wise on vectors and
    /// matrices), after the dialect's own rules in [`Self::binary`].
    pub(super) fn binary_op(&mut self, f: &mut FnCtx, op: BinOp, a: Val, b: Val, sp: Span) -> Val {
        if a.is_error() || b.is_error() {
            return Val::error(sp);
        }
        // GLSL: `*` with a matrix operand is the linear-algebra product, naga's
        // `a * b`, which is HLSL's `mul(b, a)` (DESIGN §3).
        if self.glsl
            && op == BinOp::Mul
            && matches!(
                (&a.ty, &b.ty),
                (Ty::Matrix(..), Ty::Matrix(..) | Ty::Vector(..)) | (Ty::Vector(..), Ty::Matrix(..))
            )
        {
            return self.mul(f, &[b, a], sp);
        }
        if !a.ty.is_numeric() || !b.ty.is_numeric() {
            self.error(
                codes::SEM_INVALID_OPERATION,
                format!("operator cannot be applied to `{}` and `{}`", self.ty_name(&a.ty), self.ty_name(&b.ty)),
                sp,
            );
            return Val::error(sp);
        }
        let nsp = ns(sp);
        let (sa, sb) = (a.ty.scalar().unwrap_or(check::FLOAT), b.ty.scalar().unwrap_or(check::FLOAT));
        let mut s = check::common_scalar(sa, a.lit, sb, b.lit);
        let logical = matches!(op, BinOp::LogAnd | BinOp::LogOr);
        // A shift has the type of its (promoted) left operand, as in C: a
        // signed value shifts arithmetically whatever the amount's type.
        if matches!(op, BinOp::Shl | BinOp::Shr) && !a.lit && check::is_int(sa) {
            s = sa;
        }
        let bitwise = matches!(op, BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::Shl | BinOp::Shr);
        if logical {
            s = check::BOOL;
        } else if s == check::BOOL
            && !matches!(op, BinOp::Eq | BinOp::Ne | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor)
        {
            s = check::INT;
        }
        if bitwise && !check::is_int(s) && s != check::BOOL {
            self.error(
                codes::SEM_INVALID_OPERATION,
                format!("bitwise operators need integer operands, not `{}`", self.ty_name(&a.ty.with_scalar(s))),
                sp,
            );
            return Val::error(sp);
        }
        // Common shape: equal, or one side is a scalar (splat), or truncate to the smaller.
        let shape = match (&a.ty, &b.ty) {
            (Ty::Scalar(_), t) | (t, Ty::Scalar(_)) => t.clone(),
            // A one-component vector is a scalar: it splats, never truncates.
            (Ty::Vector(_, 1), t) | (t, Ty::Vector(_, 1)) => t.clone(),
            (Ty::Vector(_, n), Ty::Vector(_, m)) => {
                if n != m {
                    self.warn(codes::SEM_IMPLICIT_TRUNCATION, "vector operands of different sizes are truncated", sp);
                }
                Ty::Vector(s, *n.min(m))
            }
            (Ty::Matrix(_, r, c), Ty::Matrix(_, r2, c2)) if r == r2 && c == c2 => a.ty.clone(),
            // A matrix and a vector of as many components: the left
            // operand's shape, the other converted row by row (DXC:
            // `float2x2 * float4` is a `float2x2`, `int4 < float2x2` a `bool4`).
            (Ty::Matrix(_, r, c), Ty::Vector(_, n)) | (Ty::Vector(_, n), Ty::Matrix(_, r, c)) if *n == r * c => {
                a.ty.clone()
            }
            _ => {
                self.error(
                    codes::SEM_INVALID_OPERATION,
                    format!("operator cannot be applied to `{}` and `{}`", self.ty_name(&a.ty), self.ty_name(&b.ty)),
                    sp,
                );
                return Val::error(sp);
            }
        };
        let ty = shape.with_scalar(s);
        let (Some(ha), Some(hb)) = (self.rv(f, &a), self.rv(f, &b)) else { return Val::error(sp) };
        let ha = self.convert_h(f, ha, &a.ty, &ty, nsp);
        let rty = if matches!(op, BinOp::Shl | BinOp::Shr) { ty.with_scalar(check::UINT) } else { ty.clone() };
        let hb = self.convert_h(f, hb, &b.ty, &rty, nsp);
        // HLSL takes a shift's amount modulo the left operand's width (DXC
        // masks it: `s & 31` for 32 bits). MSL, like C++, leaves an amount of
        // the width or more undefined, and naga rejects a constant one; GLSL
        // leaves it undefined itself, so only HLSL masks.
        let shift = matches!(op, BinOp::Shl | BinOp::Shr) && check::is_int(s);
        let width = u32::from(s.width) * 8;
        // A GLSL amount known to be out of range (naga rejects it) is
        // masked too, with a warning: its result is undefined either way.
        let glsl_out_of_range = self.glsl && shift && const_amount(f, hb).is_some_and(|k| k >= width);
        if glsl_out_of_range {
            let msg = format!(
                "a shift by {width} or more is undefined in GLSL and in MSL: the amount is taken modulo {width}"
            );
            self.warn(codes::DEVIATION_SHIFT_WIDTH, msg, b.span);
        }
        let shift_mask = (shift && (!self.glsl || glsl_out_of_range)).then(|| width - 1);
        // An integer division or remainder by a constant zero: undefined
        // in both source languages and in MSL, and naga rejects it.
        if matches!(op, BinOp::Div | BinOp::Rem) && check::is_int(s) && is_zero_literal(f, hb) {
            let what = if op == BinOp::Div { "division" } else { "remainder" };
            self.error(codes::SEM_INVALID_OPERATION, format!("integer {what} by zero"), b.span);
            return Val::error(sp);
        }
        let hb = match (shift_mask, &rty) {
            (Some(mask), Ty::Scalar(_)) => shift_amount_masked(f, hb, 1, mask, nsp),
            (Some(mask), Ty::Vector(_, n)) => shift_amount_masked(f, hb, *n, mask, nsp),
            // A matrix's amount is masked line by line below.
            _ => hb,
        };
        let lit = a.lit && b.lit;
        let (nop, result_ty) = match op {
            BinOp::Add => (B::Add, ty.clone()),
            BinOp::Sub => (B::Subtract, ty.clone()),
            BinOp::Mul => (B::Multiply, ty.clone()),
            BinOp::Div => (B::Divide, ty.clone()),
            BinOp::Rem => (B::Modulo, ty.clone()),
            BinOp::Shl => (B::ShiftLeft, ty.clone()),
            BinOp::Shr => (B::ShiftRight, ty.clone()),
            BinOp::BitAnd => (if s == check::BOOL { B::LogicalAnd } else { B::And }, ty.clone()),
            BinOp::BitOr => (if s == check::BOOL { B::LogicalOr } else { B::InclusiveOr }, ty.clone()),
            BinOp::BitXor => (if s == check::BOOL { B::NotEqual } else { B::ExclusiveOr }, ty.clone()),
            BinOp::LogAnd => (B::LogicalAnd, ty.clone()),
            BinOp::LogOr => (B::LogicalOr, ty.clone()),
            BinOp::Eq => (B::Equal, ty.with_scalar(check::BOOL)),
            BinOp::Ne => (B::NotEqual, ty.with_scalar(check::BOOL)),
            BinOp::Lt => (B::Less, ty.with_scalar(check::BOOL)),
            BinOp::Le => (B::LessEqual, ty.with_scalar(check::BOOL)),
            BinOp::Gt => (B::Greater, ty.with_scalar(check::BOOL)),
            BinOp::Ge => (B::GreaterEqual, ty.with_scalar(check::BOOL)),
        };
        // Matrices: HLSL operators are component-wise; naga's `*` is the
        // matrix product, and comparisons do not apply; go line by line
        // (also for `+`/`-` on integer and bool matrices, arrays of rows in
        // the IR). A comparison gives a bool matrix.
        if let Ty::Matrix(_, r, c) = ty
            && (!matches!(nop, B::Add | B::Subtract) || !check::is_float(s))
            && r > 1
            && c > 1
        {
            let nop = match nop {
                B::LogicalAnd => B::And,
                B::LogicalOr => B::InclusiveOr,
                op => op,
            };
            let mut lines = Vec::new();
            for i in 0..r {
                let la = f.f.access_index(ha, u32::from(i), nsp);
                let mut lb = f.f.access_index(hb, u32::from(i), nsp);
                if let Some(mask) = shift_mask {
                    lb = shift_amount_masked(f, lb, c, mask, nsp);
                }
                lines.push(f.f.expr(E::Binary { op: nop, left: la, right: lb }, nsp));
            }
            let nty = self.naga_ty(&result_ty, Layout::Natural, false);
            let h = f.f.expr(E::Compose { ty: nty, components: lines }, nsp);
            return Val::value(h, result_ty, sp);
        }
        let nop = if matches!(nop, B::LogicalAnd | B::LogicalOr) && !matches!(ty, Ty::Scalar(_)) {
            if nop == B::LogicalAnd { B::And } else { B::InclusiveOr }
        } else {
            nop
        };
        let h = f.f.expr(E::Binary { op: nop, left: ha, right: hb }, nsp);
        // 8-bit integers wrap to their width (`front::build::NARROW_STRIDE`).
        let h = if matches!(nop, B::Add | B::Subtract | B::Multiply | B::Divide | B::Modulo | B::ShiftLeft) {
            self.wrap_narrow(f, h, &result_ty, nsp)
        } else {
            h
        };
        Val { kind: Vk::Value(h), ty: result_ty, lit, span: sp }
    }

    /// `h` of type `ty` wrapped to 8 bits when `ty` is an 8-bit integer
    /// type (its register holds the wider result of an operation).
    pub fn wrap_narrow(&mut self, f: &mut FnCtx, h: H, ty: &Ty, sp: naga::Span) -> H {
        if ty.scalar().is_some_and(crate::front::build::is_narrow_int) { f.f.wrap_narrow(h, sp) } else { h }
    }

    /// `c ? a : b` as `if (c) tmp = a; else tmp = b;`, each arm's statements
    /// inside its branch.
    /// `ty` is the result's type ([`ternary_type`]).
    fn guarded_ternary(
        &mut self,
        f: &mut FnCtx,
        cv: Val,
        a: (Val, naga::Block),
        b: (Val, naga::Block),
        ty: Ty,
        sp: Span,
    ) -> Val {
        let nsp = ns(sp);
        let ((av, ablk), (bv, bblk)) = (a, b);
        let Some(ch) = self.coerce(f, &cv, &Ty::Scalar(check::BOOL)) else { return Val::error(sp) };
        if ty == Ty::Void {
            // `c ? f() : g()` with void calls: only the effects matter.
            let accept = ablk;
            let reject = bblk;
            f.f.stmt(naga::Statement::If { condition: ch, accept, reject }, nsp);
            return Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp };
        }
        let nty = self.naga_ty(&ty, Layout::Natural, false);
        let tmp = f.f.local("_ternary", nty, nsp);
        let arm = |l: &mut Self, f: &mut FnCtx, v: &Val, blk: &naga::Block| -> Option<naga::Block> {
            f.f.push_block();
            f.f.replay(blk);
            let h = l.coerce(f, v, &ty);
            if let Some(h) = h {
                f.f.store(tmp, h, nsp);
            }
            let out = f.f.pop_block();
            h.map(|_| out)
        };
        let (Some(accept), Some(reject)) = (arm(self, f, &av, &ablk), arm(self, f, &bv, &bblk)) else {
            return Val::error(sp);
        };
        f.f.stmt(naga::Statement::If { condition: ch, accept, reject }, nsp);
        let h = f.f.load(tmp, nsp);
        Val::value(h, ty, sp)
    }

    /// `a && b`, `a || b`. On scalars both dialects short-circuit (GLSL;
    /// HLSL 2021): when evaluating `b` would load through a dynamic index or
    /// run a statement (a call, an atomic, a store), it is evaluated under an
    /// `if` on `a`; otherwise it stays one expression.
    fn logical(&mut self, f: &mut FnCtx, op: BinOp, a: &Expr, b: &Expr, sp: Span) -> Val {
        let av = self.expr(f, a);
        if av.is_error() {
            let _ = self.expr(f, b);
            return Val::error(sp);
        }
        let nsp = ns(sp);
        let bool_ty = Ty::Scalar(check::BOOL);
        f.f.push_block();
        let bv = self.expr(f, b);
        let scalar = matches!(av.ty, Ty::Scalar(_)) && matches!(bv.ty, Ty::Scalar(_)) && !bv.is_error();
        let bh = if scalar { self.coerce(f, &bv, &bool_ty) } else { None };
        let blk = f.f.pop_block();
        let guard = scalar && bh.is_some() && needs_guard(f.f.exprs(), &blk);
        if !guard {
            f.f.replay(&blk);
            return match bh {
                Some(h) => self.binary(f, op, av, Val::value(h, bool_ty, bv.span), sp),
                None => self.binary(f, op, av, bv, sp),
            };
        }
        let (Some(ah), Some(bh)) = (self.coerce(f, &av, &bool_ty), bh) else { return Val::error(sp) };
        let nty = self.naga_ty(&bool_ty, Layout::Natural, false);
        let tmp = f.f.local("_logical", nty, nsp);
        f.f.store(tmp, ah, nsp);
        let condition = if op == BinOp::LogAnd {
            ah
        } else {
            f.f.expr(E::Unary { op: naga::UnaryOperator::LogicalNot, expr: ah }, nsp)
        };
        f.f.push_block();
        f.f.replay(&blk);
        f.f.store(tmp, bh, nsp);
        let accept = f.f.pop_block();
        f.f.stmt(naga::Statement::If { condition, accept, reject: naga::Block::new() }, nsp);
        Val::value(f.f.load(tmp, nsp), bool_ty, sp)
    }

    fn ternary(&mut self, f: &mut FnCtx, c: &Expr, a: &Expr, b: &Expr, sp: Span) -> Val {
        let cv = self.expr(f, c);
        // Each arm is evaluated only when chosen (a scalar condition): an arm
        // that would load through a dynamic index or run a statement goes
        // under an `if`.
        f.f.push_block();
        let av = self.expr(f, a);
        let ablk = f.f.pop_block();
        f.f.push_block();
        let bv = self.expr(f, b);
        let bblk = f.f.pop_block();
        if cv.is_error() || av.is_error() || bv.is_error() {
            return Val::error(sp);
        }
        let ty = ternary_type(&cv.ty, &av, &bv);
        if matches!(strip_arrays_ty(&ty), Ty::Resource(_) | Ty::Sampler { .. }) {
            // naga has no values of texture or sampler type to select
            // between (a handle names one global or argument).
            let msg = "choosing a texture, sampler or buffer with `?:` is not supported yet; branch with `if` around the uses";
            self.error(codes::SEM_UNSUPPORTED, msg, sp);
            return Val::error(sp);
        }
        let guarded =
            matches!(cv.ty, Ty::Scalar(_)) && (needs_guard(f.f.exprs(), &ablk) || needs_guard(f.f.exprs(), &bblk));
        if guarded {
            return self.guarded_ternary(f, cv, (av, ablk), (bv, bblk), ty, sp);
        }
        f.f.replay(&ablk);
        f.f.replay(&bblk);
        let nsp = ns(sp);
        let cond_ty =
            if matches!(cv.ty, Ty::Vector(..)) { cv.ty.with_scalar(check::BOOL) } else { Ty::Scalar(check::BOOL) };
        let Some(ch) = self.coerce(f, &cv, &cond_ty) else { return Val::error(sp) };
        let (Some(ah), Some(bh)) = (self.coerce(f, &av, &ty), self.coerce(f, &bv, &ty)) else { return Val::error(sp) };
        // naga selects scalars and vectors only.
        if ty.is_numeric() && !matches!(ty, Ty::Matrix(..)) {
            let h = f.f.expr(E::Select { condition: ch, accept: ah, reject: bh }, nsp);
            return Val { kind: Vk::Value(h), ty, lit: av.lit && bv.lit, span: sp };
        }
        // Matrices and aggregates: a temporary and an `if`.
        let h = self.select_through_local(f, "_ternary", &ty, ch, ah, bh, nsp);
        Val::value(h, ty, sp)
    }

    /// `condition ? accept : reject` for values naga cannot select (matrices,
    /// aggregates): stored into a temporary named `name` under an `if`.
    #[allow(clippy::too_many_arguments)] // the select's parts
    fn select_through_local(
        &mut self,
        f: &mut FnCtx,
        name: &str,
        ty: &Ty,
        condition: H,
        accept: H,
        reject: H,
        sp: naga::Span,
    ) -> H {
        let nty = self.naga_ty(ty, Layout::Natural, false);
        let tmp = f.f.local(name, nty, sp);
        f.f.push_block();
        f.f.store(tmp, accept, sp);
        let accept = f.f.pop_block();
        f.f.push_block();
        f.f.store(tmp, reject, sp);
        let reject = f.f.pop_block();
        f.f.stmt(naga::Statement::If { condition, accept, reject }, sp);
        f.f.load(tmp, sp)
    }

    /// Bits `offset..offset + width` of integer `h`, sign-extended when it
    /// is signed (a bit field's value).
    pub fn extract_bits(&mut self, f: &mut FnCtx, h: H, offset: u32, width: u32, sp: naga::Span) -> H {
        let o = f.f.literal(Literal::U32(offset), sp);
        let w = f.f.literal(Literal::U32(width), sp);
        f.f.expr(E::Math { fun: naga::MathFunction::ExtractBits, arg: h, arg1: Some(o), arg2: Some(w), arg3: None }, sp)
    }

    /// Integer `old` with bits `offset..offset + width` replaced by the low
    /// bits of `value` (of `old`'s type).
    pub fn insert_bits(&mut self, f: &mut FnCtx, old: H, value: H, offset: u32, width: u32, sp: naga::Span) -> H {
        let o = f.f.literal(Literal::U32(offset), sp);
        let w = f.f.literal(Literal::U32(width), sp);
        let fun = naga::MathFunction::InsertBits;
        f.f.expr(E::Math { fun, arg: old, arg1: Some(value), arg2: Some(o), arg3: Some(w) }, sp)
    }

    /// Bit field `bf` of struct value or place `b`.
    fn bitfield_member(&mut self, f: &mut FnCtx, b: Val, unit_name: &str, bf: &super::BitField, sp: Span) -> Val {
        let unit = self.member(f, b, unit_name, sp);
        match unit.kind {
            Vk::Ptr(p, Storage::Plain) => Val {
                kind: Vk::Bits { unit: p, offset: bf.offset, width: bf.width },
                ty: bf.ty.clone(),
                lit: false,
                span: sp,
            },
            _ => {
                let Some(h) = self.rv(f, &unit) else { return Val::error(sp) };
                let h = self.extract_bits(f, h, bf.offset, bf.width, ns(sp));
                Val::value(h, bf.ty.clone(), sp)
            }
        }
    }

    pub fn member(&mut self, f: &mut FnCtx, b: Val, name: &str, sp: Span) -> Val {
        if b.is_error() {
            return Val::error(sp);
        }
        let nsp = ns(sp);
        if let Ty::Struct(i) = b.ty
            && let Some(def) = self.structs.get(i)
            && let Some(bf) = def.bitfields.iter().find(|bf| bf.name == name).cloned()
            && let Some(unit) = def.members.get(bf.member).map(|m| m.name.clone())
        {
            return self.bitfield_member(f, b, &unit, &bf, sp);
        }
        match b.ty.clone() {
            // `reference.member`: a member of the block at the address.
            Ty::Struct(i) if self.structs.get(i).is_some_and(|s| s.reference.is_some()) => {
                let block = self.deref_reference(f, &b, b.span);
                self.member(f, block, name, sp)
            }
            Ty::Struct(i) => {
                let Some(def) = self.structs.get(i).cloned() else { return Val::error(sp) };
                let Some(idx) = def.member_index(name) else {
                    // `object.k` of a static member `k` is `S::k` (C++):
                    // the object is not read.
                    let qualified = format!("{}::{name}", def.name);
                    if self.globals.contains_key(&qualified) {
                        return self.ident(f, &qualified, sp);
                    }
                    self.error(codes::SEM_BAD_SWIZZLE, format!("`{}` has no member `{name}`", def.name), sp);
                    return Val::error(sp);
                };
                let Some(m) = def.members.get(idx) else { return Val::error(sp) };
                let mut storage = storage_of(&m.ty, m.column_major, def.host);
                if let Vk::Ptr(_, Storage::Relayout { from, to }) = b.kind {
                    if let (Some(x), Some(y)) = (self.member_ty(from, idx), self.member_ty(to, idx))
                        && x != y
                    {
                        storage = Storage::Relayout { from: x, to: y };
                    }
                } else if def.host
                    && matches!(b.kind, Vk::Ptr(..))
                    && let own = self.struct_ty(i)
                    && let Some(stored) = self.member_ty(own, idx)
                {
                    storage = self.twin_storage(&m.ty, stored).unwrap_or(storage);
                }
                let ty = m.ty.clone();
                let parent = match b.kind {
                    Vk::Ptr(p, _) => self.pointee_type(f, p),
                    _ => Some(self.struct_ty(i)),
                };
                if matches!(b.kind, Vk::Ptr(..))
                    && self.atomic_vector_members.contains(name)
                    && let Some(st) =
                        parent.and_then(|t| self.member_ty(t, idx)).and_then(|t| self.components_storage(&ty, t))
                {
                    storage = st;
                }
                if self.refuse_spread_lines(parent, idx as u32, name, sp) {
                    return Val::error(sp);
                }
                match b.kind {
                    Vk::Ptr(p, _) => {
                        let h = f.f.access_index(p, idx as u32, nsp);
                        Val { kind: Vk::Ptr(h, storage), ty, lit: false, span: sp }
                    }
                    _ => {
                        let Some(v) = self.rv(f, &b) else { return Val::error(sp) };
                        let h = f.f.access_index(v, idx as u32, nsp);
                        let h = self.load_stored(f, h, &ty, storage, nsp);
                        Val::value(h, ty, sp)
                    }
                }
            }
            Ty::Scalar(s) | Ty::Vector(s, _) => {
                let n = b.ty.vec_len();
                let Some(comps) = parse_swizzle(name, n, self.glsl) else {
                    self.error(
                        codes::SEM_BAD_SWIZZLE,
                        format!("invalid swizzle `{name}` on `{}`", self.ty_name(&b.ty)),
                        sp,
                    );
                    return Val::error(sp);
                };
                let ty = Ty::vec(s, comps.len() as u8);
                if n == 1 {
                    // `float1` is a scalar in the IR: `f1.x` (and `f1.x.r`)
                    // is the scalar itself, as assignable as it.
                    if comps.len() == 1 && matches!(b.kind, Vk::Ptr(..) | Vk::Texel { .. }) {
                        return Val { kind: b.kind.clone(), ty: b.ty.clone(), lit: false, span: sp };
                    }
                    let Some(v) = self.rv(f, &b) else { return Val::error(sp) };
                    let h = self.reshape(f, v, &Ty::Scalar(s), &ty, nsp);
                    return Val::value(h, ty, sp);
                }
                let unique = comps.iter().enumerate().all(|(i, c)| !comps.iter().skip(i + 1).any(|d| d == c));
                match &b.kind {
                    // The components of an 8-bit vector in memory are
                    // elements of their own: each one a place.
                    Vk::Ptr(p, Storage::Narrow | Storage::Components) if unique => {
                        let ptrs: Vec<H> = comps.iter().map(|c| f.f.access_index(*p, u32::from(*c), nsp)).collect();
                        match ptrs.as_slice() {
                            [one] => Val { kind: Vk::Ptr(*one, Storage::Plain), ty, lit: false, span: sp },
                            _ => Val { kind: Vk::Elements(ptrs), ty, lit: false, span: sp },
                        }
                    }
                    Vk::Ptr(p, Storage::Plain) if comps.len() == 1 => {
                        let h = f.f.access_index(*p, u32::from(comps.first().copied().unwrap_or(0)), nsp);
                        Val { kind: Vk::Ptr(h, Storage::Plain), ty, lit: false, span: sp }
                    }
                    Vk::Ptr(p, Storage::Plain) if unique => {
                        Val { kind: Vk::Swizzle(*p, comps), ty, lit: false, span: sp }
                    }
                    // A swizzle of a swizzle (`v.wzx.yx`) picks from the first one's components.
                    Vk::Swizzle(p, outer) if unique && comps.iter().all(|c| usize::from(*c) < outer.len()) => {
                        let picked: Vec<u8> =
                            comps.iter().filter_map(|c| outer.get(usize::from(*c)).copied()).collect();
                        match picked.as_slice() {
                            [one] => {
                                let h = f.f.access_index(*p, u32::from(*one), nsp);
                                Val { kind: Vk::Ptr(h, Storage::Plain), ty, lit: false, span: sp }
                            }
                            _ => Val { kind: Vk::Swizzle(*p, picked), ty, lit: false, span: sp },
                        }
                    }
                    // Components of a vector stored in another form
                    // (`bools[i].xy` of a `bool4` buffer): a place.
                    Vk::Ptr(_, storage) if unique && *storage != Storage::Plain => {
                        Val { kind: Vk::Whole { base: Box::new(b.clone()), comps }, ty, lit: false, span: sp }
                    }
                    // Components of a read-write texel (`buf[i].xy`): a place.
                    Vk::Texel { image, coord, array_index } if unique => Val {
                        kind: Vk::TexelSwizzle {
                            image: *image,
                            coord: *coord,
                            array_index: *array_index,
                            comps,
                            full: n,
                        },
                        ty,
                        lit: false,
                        span: sp,
                    },
                    Vk::Row { mat, row, const_row } if comps.len() == 1 => {
                        let j = u32::from(comps.first().copied().unwrap_or(0));
                        let h = self.row_element(f, (*mat, *row, *const_row), j, nsp);
                        Val { kind: Vk::Ptr(h, Storage::Plain), ty, lit: false, span: sp }
                    }
                    _ => {
                        let Some(v) = self.rv(f, &b) else { return Val::error(sp) };
                        let h = self.swizzle_value(f, v, &comps, nsp);
                        Val::value(h, ty, sp)
                    }
                }
            }
            Ty::Matrix(s, r, c) => {
                let Some(elems) = parse_matrix_swizzle(name, r, c) else {
                    self.error(codes::SEM_BAD_SWIZZLE, format!("invalid matrix member `{name}`"), sp);
                    return Val::error(sp);
                };
                let unique = elems.iter().enumerate().all(|(k, e)| !elems.iter().skip(k + 1).any(|d| d == e));
                // A matrix stored column-major (naga's type is the
                // transpose): element (i, j) is component i of naga column j.
                let transposed = matches!(b.kind, Vk::Ptr(_, Storage::Transposed)) && r > 1 && c > 1;
                // An integer matrix in a buffer at another row stride: its
                // elements are the stored rows' components all the same.
                let restrided = matches!(b.kind, Vk::Ptr(_, Storage::Relayout { .. }))
                    && is_integer_matrix(&b.ty)
                    && s.kind != ScalarKind::Bool;
                if let Vk::Ptr(p, Storage::Plain | Storage::Transposed | Storage::Relayout { .. }) = b.kind
                    && unique
                    && (transposed || restrided || matches!(b.kind, Vk::Ptr(_, Storage::Plain)))
                {
                    // Assignable: pointers to the elements.
                    let ptrs: Vec<H> = elems
                        .iter()
                        .map(|&(i, j)| {
                            if transposed {
                                self.row_element(f, (p, p, Some(u32::from(i))), u32::from(j), nsp)
                            } else {
                                element(f, p, (r, c), i, j, nsp)
                            }
                        })
                        .collect();
                    let ty = Ty::vec(s, ptrs.len() as u8);
                    return match ptrs.as_slice() {
                        [one] => Val { kind: Vk::Ptr(*one, Storage::Plain), ty, lit: false, span: sp },
                        _ => Val { kind: Vk::Elements(ptrs), ty, lit: false, span: sp },
                    };
                }
                let Some(m) = self.rv(f, &b) else { return Val::error(sp) };
                let comps: Vec<H> = elems.iter().map(|&(i, j)| element(f, m, (r, c), i, j, nsp)).collect();
                let ty = Ty::vec(s, comps.len() as u8);
                if let [one] = comps.as_slice() {
                    return Val::value(*one, ty, sp);
                }
                let nty = self.naga_ty(&ty, Layout::Natural, false);
                let h = f.f.expr(E::Compose { ty: nty, components: comps }, nsp);
                Val::value(h, ty, sp)
            }
            other => {
                self.error(codes::SEM_BAD_SWIZZLE, format!("`{}` has no member `{name}`", self.ty_name(&other)), sp);
                Val::error(sp)
            }
        }
    }

    /// A dynamic-or-constant index into a value or place.
    pub fn index(&mut self, f: &mut FnCtx, b: Val, i: Val, sp: Span) -> Val {
        if b.is_error() || i.is_error() {
            return Val::error(sp);
        }
        let nsp = ns(sp);
        if let Ty::Resource(r) = &b.ty {
            return self.resource_index(f, &b, r, i, sp);
        }
        let idx_ty = if i.ty.scalar().is_some_and(|s| s.kind == ScalarKind::Uint) {
            i.ty.clone()
        } else {
            Ty::Scalar(check::INT)
        };
        let idx_ty = if matches!(idx_ty, Ty::Vector(..)) { Ty::Scalar(check::UINT) } else { idx_ty };
        let Some(ih) = self.coerce(f, &i, &idx_ty) else { return Val::error(sp) };
        let const_index = match f.f.exprs().try_get(ih) {
            Ok(E::Literal(Literal::I32(v))) if *v >= 0 => Some(*v as u32),
            Ok(E::Literal(Literal::U32(v))) => Some(*v),
            _ => None,
        };
        let (elem_ty, len) = match &b.ty {
            Ty::Array(e, n) => ((**e).clone(), *n),
            Ty::Vector(s, n) => (Ty::Scalar(*s), u32::from(*n)),
            Ty::Matrix(s, r, c) => (Ty::Vector(*s, *c), u32::from(*r)),
            other => {
                self.error(codes::SEM_INVALID_OPERATION, format!("`{}` cannot be indexed", self.ty_name(other)), sp);
                return Val::error(sp);
            }
        };
        // Length 0: a runtime-sized array (the last member of a GLSL storage block).
        if let Some(ci) = const_index
            && ci >= len
            && len > 0
        {
            self.error(codes::SEM_ARRAY_SIZE, format!("index {ci} is out of bounds for length {len}"), sp);
            return Val::error(sp);
        }
        // `float1`, `float1xN`: the IR has no level for the index (a scalar,
        // one row as a vector), so the element is the base itself; 0 is
        // the only index in bounds.
        let flat = matches!(b.ty, Ty::Vector(_, 1) | Ty::Matrix(_, 1, _));
        if flat && matches!(b.kind, Vk::Value(_) | Vk::Ptr(_, Storage::Plain)) {
            if let Some(ci) = const_index
                && ci > 0
            {
                self.error(codes::SEM_ARRAY_SIZE, format!("index {ci} is out of bounds for length 1"), sp);
                return Val::error(sp);
            }
            return Val { ty: elem_ty, span: sp, ..b };
        }
        if let Vk::Split { head, last, len, storage } = b.kind {
            let idx_scalar = idx_ty.scalar().unwrap_or(check::INT);
            return self.split_index(f, (head, last, len, storage), elem_ty, ih, idx_scalar, const_index, sp);
        }
        let access = |f: &mut FnCtx, base: H| match const_index {
            Some(ci) => f.f.access_index(base, ci, nsp),
            None => f.f.expr(E::Access { base, index: ih }, nsp),
        };
        match &b.kind {
            Vk::Ptr(p, Storage::Relayout { from, to }) => {
                let h = access(f, *p);
                let storage = match (self.b.inner(*from), self.b.inner(*to)) {
                    (Some(naga::TypeInner::Array { base: x, .. }), Some(naga::TypeInner::Array { base: y, .. }))
                        if x != y =>
                    {
                        Storage::Relayout { from: *x, to: *y }
                    }
                    // A component of a `bool` row stored as `uint`s.
                    (
                        Some(naga::TypeInner::Vector { scalar: x, .. }),
                        Some(naga::TypeInner::Vector { scalar: y, .. }),
                    ) if x.kind == ScalarKind::Uint && y.kind == ScalarKind::Bool => Storage::BoolAsUint,
                    _ => Storage::Plain,
                };
                Val { kind: Vk::Ptr(h, storage), ty: elem_ty, lit: false, span: sp }
            }
            // A component of an 8-bit vector in memory: an element of its own.
            Vk::Ptr(p, Storage::Narrow | Storage::Components) if !matches!(b.ty, Ty::Array(..)) => {
                let h = access(f, *p);
                Val { kind: Vk::Ptr(h, Storage::Plain), ty: elem_ty, lit: false, span: sp }
            }
            Vk::Ptr(p, storage) if *storage == Storage::Plain || matches!(b.ty, Ty::Array(..)) => {
                let h = access(f, *p);
                // A buffer of an HLSL array of structured or byte-address
                // buffers is a struct holding its array (`buffer_element_struct`).
                let h = if self.in_element_struct(&elem_ty) { f.f.access_index(h, 0, nsp) } else { h };
                Val { kind: Vk::Ptr(h, *storage), ty: elem_ty, lit: false, span: sp }
            }
            // A row of a matrix stored column-major stays a place.
            Vk::Ptr(p, Storage::Transposed) if matches!(b.ty, Ty::Matrix(_, r, c) if r > 1 && c > 1) => {
                Val { kind: Vk::Row { mat: *p, row: ih, const_row: const_index }, ty: elem_ty, lit: false, span: sp }
            }
            Vk::Row { mat, row, const_row } => {
                let col = access(f, *mat);
                let h = match const_row {
                    Some(r) => f.f.access_index(col, *r, nsp),
                    None => f.f.expr(E::Access { base: col, index: *row }, nsp),
                };
                Val { kind: Vk::Ptr(h, Storage::Plain), ty: elem_ty, lit: false, span: sp }
            }
            _ => {
                let Some(v) = self.rv(f, &b) else { return Val::error(sp) };
                // Arrays of textures and samplers are binding arrays: naga
                // indexes them in place, by any index.
                let handles = matches!(elem_ty, Ty::Resource(_) | Ty::Sampler { .. });
                if const_index.is_none() && matches!(b.ty, Ty::Array(..)) && !handles {
                    // naga indexes array values only by constants: spill.
                    let Some(nty) = self.type_of(f, v) else { return Val::error(sp) };
                    let tmp = f.f.local("_array", nty, nsp);
                    f.f.store(tmp, v, nsp);
                    let h = access(f, tmp);
                    return Val { kind: Vk::Ptr(h, Storage::Plain), ty: elem_ty, lit: false, span: sp };
                }
                let h = access(f, v);
                Val::value(h, elem_ty, sp)
            }
        }
    }

    /// Whether a buffer of type `ty`, as an element of an array of buffers,
    /// is a struct holding the buffer's runtime array: HLSL's structured and
    /// byte-address buffers (a GLSL block is its struct already).
    fn in_element_struct(&self, ty: &Ty) -> bool {
        match ty {
            Ty::Resource(r) => match &**r {
                Resource::Structured { elem, .. } => !self.glsl && !self.runtime_tailed(elem),
                Resource::ByteAddress { .. } => !self.glsl,
                _ => false,
            },
            _ => false,
        }
    }

    /// A pointer to element `j` of a [`Vk::Row`]: component `row` of naga column `j`.
    fn row_element(&mut self, f: &mut FnCtx, (mat, row, const_row): (H, H, Option<u32>), j: u32, sp: naga::Span) -> H {
        let col = f.f.access_index(mat, j, sp);
        match const_row {
            Some(r) => f.f.access_index(col, r, sp),
            None => f.f.expr(E::Access { base: col, index: row }, sp),
        }
    }

    /// `arr[i]` of a split constant-buffer array: the element behind a
    /// constant index, else a select between head and last element.
    #[allow(clippy::too_many_arguments)]
    fn split_index(
        &mut self,
        f: &mut FnCtx,
        (head, last, len, storage): (Option<H>, H, u32, Storage),
        elem_ty: Ty,
        ih: H,
        idx_scalar: Scalar,
        const_index: Option<u32>,
        sp: Span,
    ) -> Val {
        let nsp = ns(sp);
        match (const_index, head) {
            (Some(i), Some(h)) if i + 1 < len => {
                let p = f.f.access_index(h, i, nsp);
                Val { kind: Vk::Ptr(p, storage), ty: elem_ty, lit: false, span: sp }
            }
            (Some(_), _) | (None, None) => Val { kind: Vk::Ptr(last, storage), ty: elem_ty, lit: false, span: sp },
            (None, Some(h)) => {
                let lit = |f: &mut FnCtx, v: u32| {
                    if idx_scalar == check::UINT {
                        f.f.literal(Literal::U32(v), nsp)
                    } else {
                        f.f.literal(Literal::I32(v as i32), nsp)
                    }
                };
                let n1 = lit(f, len - 1);
                let n2 = lit(f, len.saturating_sub(2));
                let in_head = f.f.expr(E::Binary { op: B::Less, left: ih, right: n1 }, nsp);
                let clamped = f.f.expr(
                    E::Math { fun: naga::MathFunction::Min, arg: ih, arg1: Some(n2), arg2: None, arg3: None },
                    nsp,
                );
                let hp = f.f.expr(E::Access { base: h, index: clamped }, nsp);
                let hv = f.f.load(hp, nsp);
                let hv = self.load_stored(f, hv, &elem_ty, storage, nsp);
                let lv = f.f.load(last, nsp);
                let lv = self.load_stored(f, lv, &elem_ty, storage, nsp);
                if matches!(elem_ty, Ty::Scalar(_) | Ty::Vector(..)) {
                    let h = f.f.expr(E::Select { condition: in_head, accept: hv, reject: lv }, nsp);
                    return Val::value(h, elem_ty, sp);
                }
                // naga selects scalars and vectors only: a temporary and an `if`.
                let h = self.select_through_local(f, "_element", &elem_ty, in_head, hv, lv, nsp);
                Val::value(h, elem_ty, sp)
            }
        }
    }

    /// `t.mips[level][coord]` or `t.sample[s][coord]` of a read-only texture:
    /// the load at that mip level or of that sample.
    fn texture_load_at(&mut self, f: &mut FnCtx, t: &Val, r: &Resource, i: Val, selector: Val, sp: Span) -> Val {
        let nsp = ns(sp);
        let Resource::Texture { dim, arrayed, elem, multisampled, .. } = r else { return Val::error(sp) };
        let Some(image) = self.rv_handle(t) else { return Val::error(sp) };
        let n = coord_len(*dim) + u8::from(*arrayed);
        let cty = Ty::vec(check::INT, n);
        let cty = if i.ty.scalar() == Some(check::UINT) { cty.with_scalar(check::UINT) } else { cty };
        let Some(ch) = self.coerce(f, &i, &cty) else { return Val::error(sp) };
        let Some(sel) = self.coerce(f, &selector, &Ty::Scalar(check::INT)) else { return Val::error(sp) };
        let (coordinate, array_index) = self.split_array_coord(f, ch, &cty, *arrayed, nsp);
        let coordinate =
            if self.flat_1d(f, image, *dim) { self.widen_1d(f, coordinate, texel_row(&cty), nsp) } else { coordinate };
        let (sample, level) = if *multisampled { (Some(sel), None) } else { (None, Some(sel)) };
        let h = f.f.expr(E::ImageLoad { image, coordinate, array_index, sample, level }, nsp);
        let h = self.depth_texel(f, image, h, nsp);
        let h = self.texel_result(f, h, elem, nsp);
        Val::value(h, elem.clone(), sp)
    }

    fn resource_index(&mut self, f: &mut FnCtx, b: &Val, r: &Resource, i: Val, sp: Span) -> Val {
        let nsp = ns(sp);
        let Some(base) = self.rv_handle(b) else { return Val::error(sp) };
        match r {
            Resource::Structured { elem, .. } => {
                let Some(ih) = self.coerce(f, &i, &Ty::Scalar(check::UINT)) else { return Val::error(sp) };
                let h = if self.runtime_tailed(elem) { base } else { f.f.expr(E::Access { base, index: ih }, nsp) };
                let storage = self.structured_storage(f, elem, base);
                Val { kind: Vk::Ptr(h, storage), ty: elem.clone(), lit: false, span: sp }
            }
            Resource::Texture { dim, arrayed, rw, elem, multisampled } => {
                // A read-write cube texel is addressed GLSL's way, `(x, y,
                // face)` or `(x, y, 6 * layer + face)` (`Lower::cube_texel`).
                let rw_cube = *rw && *dim == naga::ImageDimension::Cube;
                let n = if rw_cube { 3 } else { coord_len(*dim) + u8::from(*arrayed) };
                let cty = Ty::vec(check::INT, n);
                let cty = if i.ty.scalar() == Some(check::UINT) { cty.with_scalar(check::UINT) } else { cty };
                let Some(ch) = self.coerce(f, &i, &cty) else { return Val::error(sp) };
                let (coord, array_index) =
                    if rw_cube { (ch, None) } else { self.split_array_coord(f, ch, &cty, *arrayed, nsp) };
                if *rw {
                    return Val {
                        kind: Vk::Texel { image: base, coord, array_index },
                        ty: elem.clone(),
                        lit: false,
                        span: sp,
                    };
                }
                let coord =
                    if self.flat_1d(f, base, *dim) { self.widen_1d(f, coord, texel_row(&cty), nsp) } else { coord };
                let zero = f.f.literal(Literal::I32(0), nsp);
                let (sample, level) = if *multisampled { (Some(zero), None) } else { (None, Some(zero)) };
                let h = f.f.expr(E::ImageLoad { image: base, coordinate: coord, array_index, sample, level }, nsp);
                let h = self.depth_texel(f, base, h, nsp);
                let h = self.texel_result(f, h, elem, nsp);
                Val::value(h, elem.clone(), sp)
            }
            Resource::TypedBuffer { rw, elem } => {
                let Some(ch) = self.coerce(f, &i, &Ty::Scalar(check::UINT)) else { return Val::error(sp) };
                if *rw {
                    return Val {
                        kind: Vk::Texel { image: base, coord: ch, array_index: None },
                        ty: elem.clone(),
                        lit: false,
                        span: sp,
                    };
                }
                let zero = f.f.literal(Literal::I32(0), nsp);
                let h = f.f.expr(
                    E::ImageLoad { image: base, coordinate: ch, array_index: None, sample: None, level: Some(zero) },
                    nsp,
                );
                let h = self.texel_result(f, h, elem, nsp);
                Val::value(h, elem.clone(), sp)
            }
            _ => {
                self.error(codes::SEM_INVALID_OPERATION, format!("`{}` cannot be indexed", self.ty_name(&b.ty)), sp);
                Val::error(sp)
            }
        }
    }

    /// The handle of a resource value or pointer expression (no load).
    pub fn rv_handle(&self, v: &Val) -> Option<H> {
        match &v.kind {
            Vk::Value(h) | Vk::Ptr(h, _) => Some(*h),
            Vk::Swizzle(..)
            | Vk::Elements(_)
            | Vk::Texel { .. }
            | Vk::Split { .. }
            | Vk::Row { .. }
            | Vk::Bits { .. }
            | Vk::TexelSwizzle { .. }
            | Vk::Whole { .. }
            | Vk::Error => None,
        }
    }

    /// Whether `image`, a texture the source declares one-dimensional
    /// (`dim`), is a 2D depth texture in the IR: a `Texture1D` or
    /// `Texture1DArray` sampled with a comparison (`Lower::texture_ty`).
    /// Every coordinate of such a texture is widened by `widen_1d`.
    pub fn flat_1d(&self, f: &FnCtx, image: H, dim: naga::ImageDimension) -> bool {
        dim == naga::ImageDimension::D1
            && self.handle_type(f, image).and_then(|t| self.b.inner(t)).is_some_and(|t| {
                matches!(
                    t,
                    naga::TypeInner::Image { dim: naga::ImageDimension::D2, class: naga::ImageClass::Depth { .. }, .. }
                )
            })
    }

    /// The 2D coordinate `(c, row)` of the one row of a `flat_1d` texture
    /// (`c` is a scalar of `row`'s type): the row's centre `0.5` for a
    /// normalized sample coordinate, `0` for texel coordinates, offsets and
    /// gradients.
    pub fn widen_1d(&mut self, f: &mut FnCtx, c: H, row: Literal, sp: naga::Span) -> H {
        let ty = self.b.vector(row.scalar(), 2);
        let row = f.f.literal(row, sp);
        f.f.expr(E::Compose { ty, components: vec![c, row] }, sp)
    }

    /// Split `(x, y, layer)` into the coordinate and the array index.
    pub fn split_array_coord(
        &mut self,
        f: &mut FnCtx,
        c: H,
        cty: &Ty,
        arrayed: bool,
        sp: naga::Span,
    ) -> (H, Option<H>) {
        if !arrayed {
            return (c, None);
        }
        let n = cty.vec_len();
        let coord = self.swizzle_value(f, c, &(0..n - 1).collect::<Vec<_>>(), sp);
        let layer = f.f.access_index(c, u32::from(n - 1), sp);
        let s = cty.scalar().unwrap_or(check::INT);
        let layer = if check::is_float(s) {
            let r = f
                .f
                .expr(E::Math { fun: naga::MathFunction::Round, arg: layer, arg1: None, arg2: None, arg3: None }, sp);
            f.f.expr(E::As { expr: r, kind: ScalarKind::Sint, convert: Some(4) }, sp)
        } else {
            layer
        };
        (coord, Some(layer))
    }
}

/// The whole texel, of `full` components, behind a `TexelSwizzle` `v`.
fn texel_place(image: H, coord: H, array_index: Option<H>, v: &Val, full: u8) -> Val {
    let ty = Ty::vec(v.ty.scalar().unwrap_or(check::FLOAT), full);
    Val { kind: Vk::Texel { image, coord, array_index }, ty, lit: false, span: v.span }
}

/// Row 0 of a `flat_1d` texture in texel coordinates of type `cty`.
fn texel_row(cty: &Ty) -> Literal {
    if cty.scalar() == Some(check::UINT) { Literal::U32(0) } else { Literal::I32(0) }
}

pub fn coord_len(dim: naga::ImageDimension) -> u8 {
    match dim {
        naga::ImageDimension::D1 => 1,
        naga::ImageDimension::D2 => 2,
        naga::ImageDimension::D3 | naga::ImageDimension::Cube => 3,
    }
}

/// How a member of type `ty` is stored: transposed for column-major
/// matrices in buffers, `uint` for bools in buffers.
pub fn storage_of(ty: &Ty, column_major: bool, host: bool) -> Storage {
    if !host {
        return Storage::Plain;
    }
    match strip_arrays(ty) {
        Ty::Matrix(..) if column_major => Storage::Transposed,
        t if t.scalar() == Some(check::BOOL) => Storage::BoolAsUint,
        t if t.scalar().is_some_and(crate::front::build::is_narrow_int) => Storage::Narrow,
        _ => Storage::Plain,
    }
}

fn swz(c: u8) -> naga::SwizzleComponent {
    match c {
        0 => naga::SwizzleComponent::X,
        1 => naga::SwizzleComponent::Y,
        2 => naga::SwizzleComponent::Z,
        _ => naga::SwizzleComponent::W,
    }
}

/// `xyzw`/`rgba` components, each below `n`.
/// Component indices of a swizzle; GLSL also spells them `stpq`.
fn parse_swizzle(name: &str, n: u8, glsl: bool) -> Option<Vec<u8>> {
    if name.is_empty() || name.len() > 4 {
        return None;
    }
    let xyzw = name.chars().all(|c| "xyzw".contains(c));
    let rgba = name.chars().all(|c| "rgba".contains(c));
    let stpq = glsl && name.chars().all(|c| "stpq".contains(c));
    if !xyzw && !rgba && !stpq {
        return None;
    }
    name.chars()
        .map(|c| {
            let i = match c {
                'x' | 'r' | 's' => 0,
                'y' | 'g' | 't' => 1,
                'z' | 'b' | 'p' => 2,
                _ => 3,
            };
            (i < n.max(1)).then_some(i)
        })
        .collect()
}

/// `_m01_m10` (zero-based) or `_12_21` (one-based) → (row, col) pairs.
fn parse_matrix_swizzle(name: &str, r: u8, c: u8) -> Option<Vec<(u8, u8)>> {
    let mut out = Vec::new();
    for part in name.split('_').skip(1) {
        let b = part.as_bytes();
        let (i, j) = match b {
            [b'm', i, j] => (i.checked_sub(b'0')?, j.checked_sub(b'0')?),
            [i, j] => (i.checked_sub(b'1')?, j.checked_sub(b'1')?),
            _ => return None,
        };
        if i >= r || j >= c {
            return None;
        }
        out.push((i, j));
    }
    (!out.is_empty() && out.len() <= 4 && name.starts_with('_')).then_some(out)
}

fn literal_value(l: &Literal) -> Option<super::globals::ConstVal> {
    use super::globals::ConstVal;
    Some(match l {
        Literal::I32(v) => ConstVal::Int(i64::from(*v), check::INT),
        Literal::U32(v) => ConstVal::Int(i64::from(*v), check::UINT),
        Literal::F32(v) => ConstVal::Float(f64::from(*v), check::FLOAT),
        Literal::F16(v) => ConstVal::Float(v.to_f64(), check::HALF),
        Literal::Bool(b) => ConstVal::Bool(*b),
        _ => return None,
    })
}

/// Whether running `blk` for an operand has an effect or a risk its value
/// does not: a statement besides `Emit`, or a load through a dynamic index
/// (possibly out of bounds when the other operand guards it).
fn needs_guard(exprs: &naga::Arena<E>, blk: &naga::Block) -> bool {
    blk.iter().any(|st| match st {
        naga::Statement::Emit(range) => range.clone().any(|h| match exprs.try_get(h) {
            Ok(E::Load { pointer }) => dynamic_access(exprs, *pointer),
            Ok(E::ImageLoad { .. }) => true,
            _ => false,
        }),
        _ => true,
    })
}

/// Whether the access chain of `p` indexes by a non-constant.
fn dynamic_access(exprs: &naga::Arena<E>, mut p: H) -> bool {
    for _ in 0..64 {
        match exprs.try_get(p) {
            Ok(E::Access { .. }) => return true,
            Ok(E::AccessIndex { base, .. }) => p = *base,
            _ => return false,
        }
    }
    true
}

/// The type of `c ? a : b`: numeric arms meet in their common scalar, shaped
/// like the wider arm or like a vector condition; otherwise the first arm's.
fn ternary_type(condition: &Ty, a: &Val, b: &Val) -> Ty {
    if !(a.ty.is_numeric() && b.ty.is_numeric()) {
        return a.ty.clone();
    }
    let s = check::common_scalar(
        a.ty.scalar().unwrap_or(check::FLOAT),
        a.lit,
        b.ty.scalar().unwrap_or(check::FLOAT),
        b.lit,
    );
    let shape = match condition {
        Ty::Vector(..) => condition,
        _ if a.ty.components() >= b.ty.components() => &a.ty,
        _ => &b.ty,
    };
    shape.with_scalar(s)
}

/// `ty` without its array dimensions.
fn strip_arrays_ty(mut ty: &Ty) -> &Ty {
    while let Ty::Array(inner, _) = ty {
        ty = inner;
    }
    ty
}

/// An integer literal 0, a splat of one, or a vector with one.
fn is_zero_literal(f: &mut FnCtx, h: Handle<E>) -> bool {
    let exprs = f.f.exprs();
    let zero = |h: Handle<E>| {
        matches!(exprs[h], E::Literal(Literal::U32(0) | Literal::I32(0) | Literal::U64(0) | Literal::I64(0)))
    };
    match exprs[h] {
        E::Splat { value, .. } => zero(value),
        // A vector with a zero component divides that lane by zero.
        E::Compose { ref components, .. } => components.iter().any(|&c| zero(c)),
        _ => zero(h),
    }
}

/// A shift amount that is a `uint` literal, or a splat of one.
fn const_amount(f: &mut FnCtx, amount: Handle<E>) -> Option<u32> {
    uint_literal(f.f.exprs(), amount)
}

fn uint_literal(exprs: &naga::Arena<E>, h: Handle<E>) -> Option<u32> {
    let literal = |h: Handle<E>| match exprs[h] {
        E::Literal(Literal::U32(k)) => Some(k),
        _ => None,
    };
    match exprs[h] {
        E::Splat { value, .. } => literal(value),
        _ => literal(h),
    }
}

/// `amount & mask` for a shift's `uint` amount of `lanes` components (1 for
/// a scalar): folded when the amount is a literal or a splat of one, so a
/// constant amount stays a constant below the width.
fn shift_amount_masked(f: &mut FnCtx, amount: Handle<E>, lanes: u8, mask: u32, nsp: naga::Span) -> Handle<E> {
    let exprs = f.f.exprs();
    let literal = |h: Handle<E>| uint_literal(exprs, h);
    // Already below the width: `s & 31u` or `s % 32u`.
    let below = match exprs[amount] {
        E::Binary { op: B::And, right, .. } => literal(right).is_some_and(|k| k <= mask),
        E::Binary { op: B::Modulo, right, .. } => literal(right).is_some_and(|k| (1..=mask + 1).contains(&k)),
        _ => false,
    };
    let constant = literal(amount);
    let splat = match exprs[amount] {
        E::Splat { size, .. } => Some(size),
        _ => None,
    };
    if below {
        return amount;
    }
    // A constant amount folds, so it stays a constant below the width.
    if let Some(v) = constant {
        let value = f.f.literal(Literal::U32(v & mask), nsp);
        return splat.map_or(value, |size| f.f.expr(E::Splat { size, value }, nsp));
    }
    let mut m = f.f.literal(Literal::U32(mask), nsp);
    if let Some(size) = crate::front::build::vector_size(lanes) {
        m = f.f.expr(E::Splat { size, value: m }, nsp);
    }
    f.f.expr(E::Binary { op: B::And, left: amount, right: m }, nsp)
}

/// The components of a vector of `full` components whose components
/// `comps` are written with `value` (one scalar, or one component each) and
/// the others keep `old`'s.
fn merge_components(f: &mut FnCtx, old: H, value: H, comps: &[u8], full: u8, sp: naga::Span) -> Vec<H> {
    (0..full)
        .map(|i| match comps.iter().position(|c| *c == i) {
            Some(_) if comps.len() == 1 => value,
            Some(j) => f.f.access_index(value, j as u32, sp),
            None => f.f.access_index(old, u32::from(i), sp),
        })
        .collect()
}

/// A texture, sampler or buffer, or an array of them: what a local of that
/// type names rather than holds.
fn is_resource_ty(ty: &Ty) -> bool {
    matches!(strip_arrays(ty), Ty::Resource(_) | Ty::Sampler { .. })
}

/// An integer or bool matrix of more than one row and column (an array of
/// rows in the IR, see `types::naga_ty`).
fn is_integer_matrix(ty: &Ty) -> bool {
    matches!(ty, Ty::Matrix(s, r, c) if s.kind != ScalarKind::Float && *r > 1 && *c > 1)
}
