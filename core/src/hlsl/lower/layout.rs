//! D3D memory layouts, decided here and only here (DESIGN §3).
//!
//! - Constant buffers (`cbuffer`, `ConstantBuffer<T>`, `$Globals`): a vector
//!   never straddles a 16-byte register; arrays, matrices and structs start a
//!   register; array elements (and matrix lines) are 16 bytes apart but the
//!   last one is not padded, so a following scalar or small vector packs into
//!   its tail; a struct forces the member after it onto the next register;
//!   `packoffset` places a member explicitly.
//! - Structured and byte-address buffers: packed at 4-byte (scalar)
//!   alignment, `float3` is 12 bytes, no tail padding.
//!
//! The IR form: naga holds the true offsets. The array-tail trap — a member
//! packed into the unused tail of the array before it, which naga (and an
//! MSL struct) cannot overlap — is resolved by splitting that array in a
//! constant buffer block: `float arr[3]` at 32 becomes `arr: array<f32, 2,
//! stride 16>` at 32 plus `arr_last: f32` at 64, so `after` at 68 follows
//! without overlap; the lowering reads `arr[i]` as a select of the two
//! ([`MemberMap::Split`]). Elsewhere (arrays inside structs, matrices) an
//! overlapping member moves to the first free offset in the IR and
//! `SideInfo::struct_layouts` records the true offsets, which the writer
//! reports when it cannot print them. Constant-buffer structs are sized to a
//! whole number of 16-byte registers, as D3D sizes constant buffers.

use super::{Lower, MemberDef};
use crate::diag::codes;
use crate::hlsl::check::Ty;
use crate::side::{MatrixLines, StructLayout};
use crate::source::Span;
use naga::{ScalarKind, StructMember, TypeInner};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Function and private memory: naga's own layout, no D3D rules.
    Natural,
    /// Structured/byte-address buffers.
    Structured,
    /// Constant buffers.
    CBuffer,
    /// GLSL uniform blocks (and the GLSL front-end's loose uniforms).
    Std140,
    /// GLSL storage blocks.
    Std430,
}

impl Layout {
    /// The layout a buffer of the source dialect uses: GLSL's blocks are
    /// std140 where HLSL's are constant buffers, std430 where HLSL's are
    /// structured buffers.
    pub fn for_dialect(self, glsl: bool) -> Layout {
        match (self, glsl) {
            (Layout::CBuffer, true) => Layout::Std140,
            (Layout::Structured, true) => Layout::Std430,
            (l, _) => l,
        }
    }

    const fn is_glsl(self) -> bool {
        matches!(self, Layout::Std140 | Layout::Std430)
    }
}

/// Where a source member lives in the naga struct.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemberMap {
    Plain(u32),
    /// An array of `len` elements split into a head array of `len - 1`
    /// elements (absent when `len` is 1) and its last element.
    Split {
        head: Option<u32>,
        last: u32,
        len: u32,
    },
}

/// True D3D offsets of members and the total size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct D3dLayout {
    pub offsets: Vec<u32>,
    pub size: u32,
}

impl Lower<'_> {
    /// Size of a type in D3D's packing (not rounded up to a register).
    pub fn d3d_size(&self, ty: &Ty, layout: Layout, column_major: bool) -> u32 {
        let layout = layout.for_dialect(self.glsl);
        if layout.is_glsl() {
            return self.glsl_size(ty, layout, column_major);
        }
        let scalar_size = |s: naga::Scalar| if s.kind == ScalarKind::Bool { 4 } else { u32::from(s.width) };
        match ty {
            Ty::Scalar(s) => scalar_size(*s),
            Ty::Vector(s, n) => scalar_size(*s) * u32::from(*n),
            Ty::Matrix(s, r, c) => {
                let (lines, line_len) = if column_major { (*c, *r) } else { (*r, *c) };
                let line = scalar_size(*s) * u32::from(line_len);
                match layout {
                    Layout::CBuffer => 16 * (u32::from(lines) - 1) + line,
                    _ => line * u32::from(lines),
                }
            }
            Ty::Array(elem, n) => {
                let e = self.d3d_size(elem, layout, column_major);
                match layout {
                    Layout::CBuffer => e.div_ceil(16) * 16 * (n - 1) + e,
                    _ => e * n,
                }
            }
            Ty::Struct(i) => {
                let Some(def) = self.structs.get(*i) else { return 0 };
                self.d3d_layout(&def.members, layout, &[]).size
            }
            _ => 0,
        }
    }

    /// Size and alignment of a value as DXC's `sizeof` counts it: scalars at
    /// their own width (`bool` 4 bytes), vectors, matrices and arrays
    /// tightly packed, struct members each at its alignment and the struct
    /// rounded up to its largest (an empty struct is 0 bytes). `None` for
    /// what has no size (resources, samplers).
    pub fn scalar_size(&self, ty: &Ty) -> Option<(u32, u32)> {
        let scalar = |s: naga::Scalar| if s.kind == ScalarKind::Bool { 4 } else { u32::from(s.width) };
        Some(match ty {
            Ty::Scalar(s) => (scalar(*s), scalar(*s)),
            Ty::Vector(s, n) => (scalar(*s) * u32::from(*n), scalar(*s)),
            Ty::Matrix(s, r, c) => (scalar(*s) * u32::from(*r) * u32::from(*c), scalar(*s)),
            Ty::Array(elem, n) => {
                let (size, align) = self.scalar_size(elem)?;
                (size.checked_mul(*n)?, align)
            }
            Ty::Struct(i) => {
                let (mut size, mut align) = (0u32, 1u32);
                for m in &self.structs.get(*i)?.members {
                    let (s, a) = self.scalar_size(&m.ty)?;
                    size = size.div_ceil(a).checked_mul(a)?.checked_add(s)?;
                    align = align.max(a);
                }
                (size.div_ceil(align) * align, align)
            }
            _ => return None,
        })
    }

    /// Offsets of `members` packed as `layout`; `explicit` holds
    /// `packoffset` byte offsets by member (may be shorter).
    pub fn d3d_layout(&self, members: &[MemberDef], layout: Layout, explicit: &[Option<u32>]) -> D3dLayout {
        let layout = layout.for_dialect(self.glsl);
        if layout.is_glsl() {
            return self.glsl_layout(members, layout);
        }
        let mut offsets = Vec::with_capacity(members.len());
        let mut offset = 0u32;
        let mut force_register = false;
        for (i, m) in members.iter().enumerate() {
            let size = self.d3d_size(&m.ty, layout, m.column_major);
            let starts_register = matches!(m.ty, Ty::Array(..) | Ty::Matrix(..) | Ty::Struct(_));
            let mut at = match layout {
                Layout::CBuffer => {
                    if starts_register || force_register || (offset % 16) + size > 16 {
                        offset.div_ceil(16) * 16
                    } else {
                        offset
                    }
                }
                _ => {
                    let align = m.ty.scalar().map(|s| u32::from(s.width).max(4)).unwrap_or(4);
                    offset.div_ceil(align) * align
                }
            };
            if let Some(Some(e)) = explicit.get(i) {
                at = *e;
            }
            force_register = matches!(m.ty, Ty::Struct(_));
            offsets.push(at);
            offset = offset.max(at + size);
        }
        let size = match layout {
            Layout::Structured => offset.div_ceil(4) * 4,
            Layout::CBuffer => offset.div_ceil(16) * 16,
            Layout::Natural => offset,
            Layout::Std140 | Layout::Std430 => offset,
        };
        D3dLayout { offsets, size }
    }

    /// GLSL std140/std430 base alignment (OpenGL 4.6 §7.6.2.2).
    pub fn glsl_align(&self, ty: &Ty, layout: Layout, column_major: bool) -> u32 {
        let round = |a: u32| if layout == Layout::Std140 { a.div_ceil(16) * 16 } else { a };
        let width = |s: naga::Scalar| if s.kind == ScalarKind::Bool { 4 } else { u32::from(s.width) };
        match ty {
            Ty::Scalar(s) => width(*s),
            Ty::Vector(s, n) => width(*s) * if *n == 2 { 2 } else { 4 },
            Ty::Matrix(s, r, c) => {
                let line_len = if column_major { *r } else { *c };
                round(width(*s) * if line_len == 2 { 2 } else { 4 })
            }
            Ty::Array(elem, _) => round(self.glsl_align(elem, layout, column_major)),
            Ty::Struct(i) => {
                let Some(def) = self.structs.get(*i) else { return 4 };
                round(def.members.iter().map(|m| self.glsl_align(&m.ty, layout, m.column_major)).max().unwrap_or(4))
            }
            _ => 4,
        }
    }

    /// Stride of an array of `elem` in std140/std430.
    pub fn glsl_stride(&self, elem: &Ty, layout: Layout, column_major: bool) -> u32 {
        let align = self.glsl_align(elem, layout, column_major);
        let stride = self.glsl_size(elem, layout, column_major).div_ceil(align) * align;
        if layout == Layout::Std140 { stride.div_ceil(16) * 16 } else { stride }
    }

    fn glsl_size(&self, ty: &Ty, layout: Layout, column_major: bool) -> u32 {
        let width = |s: naga::Scalar| if s.kind == ScalarKind::Bool { 4 } else { u32::from(s.width) };
        match ty {
            Ty::Scalar(s) => width(*s),
            Ty::Vector(s, n) => width(*s) * u32::from(*n),
            Ty::Matrix(s, r, c) => {
                let (lines, line_len) = if column_major { (*c, *r) } else { (*r, *c) };
                let line = Ty::Vector(*s, line_len);
                self.glsl_stride(&line, layout, false) * u32::from(lines)
            }
            Ty::Array(elem, n) => self.glsl_stride(elem, layout, column_major) * n,
            Ty::Struct(i) => {
                let Some(def) = self.structs.get(*i) else { return 0 };
                self.glsl_layout(&def.members, layout).size
            }
            _ => 0,
        }
    }

    fn glsl_layout(&self, members: &[MemberDef], layout: Layout) -> D3dLayout {
        let mut offsets = Vec::with_capacity(members.len());
        let mut offset = 0u32;
        let mut max_align = 4;
        for m in members {
            let align = self.glsl_align(&m.ty, layout, m.column_major);
            max_align = max_align.max(align);
            let at = offset.div_ceil(align) * align;
            offsets.push(at);
            offset = at + self.glsl_size(&m.ty, layout, m.column_major);
        }
        let struct_align = if layout == Layout::Std140 { max_align.div_ceil(16) * 16 } else { max_align };
        D3dLayout { offsets, size: offset.div_ceil(struct_align) * struct_align }
    }

    /// A naga struct for `members` laid out as `layout` (see the module doc
    /// for the IR form). `atomic[i]` makes member i's integer leaves atomic.
    pub fn build_struct(
        &mut self,
        name: &str,
        members: &[MemberDef],
        layout: Layout,
        span: Span,
        atomic: &[bool],
    ) -> naga::Handle<naga::Type> {
        self.build_struct_explicit(name, members, layout, span, atomic, &[], false).0
    }

    #[allow(clippy::too_many_arguments)]
    pub fn build_struct_explicit(
        &mut self,
        name: &str,
        members: &[MemberDef],
        layout: Layout,
        span: Span,
        atomic: &[bool],
        explicit: &[Option<u32>],
        split_tails: bool,
    ) -> (naga::Handle<naga::Type>, Vec<MemberMap>) {
        let layout = layout.for_dialect(self.glsl);
        let d3d = if layout == Layout::Natural { None } else { Some(self.d3d_layout(members, layout, explicit)) };
        if !explicit.is_empty() {
            self.check_overlap(members, d3d.as_ref(), layout);
        }
        let mut naga_members = Vec::with_capacity(members.len());
        let mut end = 0u32;
        let mut max_align = 4u32;
        let mut differs = false;
        // naga wants members in offset order; `packoffset` may reorder them.
        let mut order: Vec<usize> = (0..members.len()).collect();
        if let (Some(l), false) = (&d3d, explicit.is_empty()) {
            order.sort_by_key(|&i| (l.offsets.get(i).copied().unwrap_or(0), i));
        }
        let mut map = vec![MemberMap::Plain(0); members.len()];
        let mut line_strides: Vec<(u32, MatrixLines)> = Vec::new();
        // True offsets by naga member (a split array is two members, and
        // `packoffset` may reorder them).
        let mut true_offsets: Vec<u32> = Vec::new();
        for (k, &i) in order.iter().enumerate() {
            let Some(m) = members.get(i) else { continue };
            let next = order.get(k + 1).and_then(|&j| d3d.as_ref().and_then(|l| l.offsets.get(j).copied()));
            let first = naga_members.len() as u32;
            if split_tails && let Some(done) = self.try_split(m, i, next, d3d.as_ref(), &mut naga_members, &mut end) {
                if let Some(slot) = map.get_mut(i) {
                    *slot = done;
                }
                if let Some(stride) = self.line_stride(&m.ty, layout, m.column_major) {
                    line_strides.extend((first..naga_members.len() as u32).map(|j| (j, stride)));
                }
                // A split is placed at its true offsets.
                true_offsets.extend(naga_members.iter().skip(first as usize).map(|n| n.offset));
                continue;
            }
            if let Some(slot) = map.get_mut(i) {
                *slot = MemberMap::Plain(naga_members.len() as u32);
            }
            let ty = if atomic.get(i).copied().unwrap_or(false) {
                self.atomic_ty(&m.ty, layout)
            } else {
                self.naga_ty(&m.ty, layout, m.column_major)
            };
            if let Some(stride) = self.line_stride(&m.ty, layout, m.column_major) {
                line_strides.push((naga_members.len() as u32, stride));
            }
            let naga_size = self.b.naga_size(ty);
            let offset = match &d3d {
                Some(l) => {
                    let true_offset = l.offsets.get(i).copied().unwrap_or(end);
                    let at = true_offset.max(end);
                    differs |= at != true_offset;
                    true_offsets.push(true_offset);
                    at
                }
                None => {
                    let align = self.natural_align(ty);
                    max_align = max_align.max(align);
                    end.div_ceil(align) * align
                }
            };
            end = offset + naga_size;
            naga_members.push(StructMember { name: Some(m.name.clone()), ty, binding: None, offset });
        }
        let span_bytes = match &d3d {
            Some(l) => {
                differs |= end > l.size;
                let unit = if layout == Layout::CBuffer { 16 } else { 4 };
                l.size.max(end).div_ceil(unit) * unit
            }
            None => end.div_ceil(max_align) * max_align,
        };
        // A struct with no data (an HLSL 2021 class of methods only): naga
        // needs a member; it gets one the source cannot name.
        let span_bytes = if naga_members.is_empty() {
            let ty = self.b.scalar(naga::Scalar::U32);
            naga_members.push(StructMember { name: Some("_empty".into()), ty, binding: None, offset: 0 });
            span_bytes.max(4)
        } else {
            span_bytes
        };
        let h = self.b.named_ty(name, TypeInner::Struct { members: naga_members, span: span_bytes }, span.into());
        for (j, stride) in line_strides {
            self.side.matrix_strides.insert((h, j), stride);
        }
        for m in &map {
            if let MemberMap::Split { last, len, .. } = m {
                self.side.split_arrays.insert((h, *last), *len);
            }
        }
        if differs && let Some(l) = d3d {
            self.side.struct_layouts.insert(h, StructLayout { offsets: true_offsets, size: l.size });
        }
        (h, map)
    }

    /// Bytes between the lines of a matrix (or of the matrices of an array)
    /// stored as `layout`; a line is a column of the naga matrix, which is
    /// a source row when the source stores rows. `None` in function memory.
    pub fn line_stride(&self, ty: &Ty, layout: Layout, column_major: bool) -> Option<MatrixLines> {
        match ty {
            Ty::Array(elem, _) => self.line_stride(elem, layout, column_major),
            Ty::Matrix(s, r, c) => {
                let (_, line_len) = if column_major { (*c, *r) } else { (*r, *c) };
                let width = if s.kind == ScalarKind::Bool { 4 } else { u32::from(s.width) };
                let layout = layout.for_dialect(self.glsl);
                let stride = match layout {
                    Layout::Natural => return None,
                    Layout::CBuffer => 16,
                    Layout::Structured => width * u32::from(line_len),
                    glsl => self.glsl_stride(&Ty::Vector(*s, line_len), glsl, false),
                };
                Some(MatrixLines { stride, size: self.d3d_size(ty, layout, column_major) })
            }
            _ => None,
        }
    }

    /// Split a constant-buffer array whose tail the next member uses.
    fn try_split(
        &mut self,
        m: &MemberDef,
        i: usize,
        next: Option<u32>,
        d3d: Option<&D3dLayout>,
        out: &mut Vec<StructMember>,
        end: &mut u32,
    ) -> Option<MemberMap> {
        let Ty::Array(elem, len) = &m.ty else { return None };
        let l = d3d?;
        let at = *l.offsets.get(i)?;
        let next = next?;
        let full = self.naga_ty(&m.ty, Layout::CBuffer, m.column_major);
        if at + self.b.naga_size(full) <= next || at < *end {
            return None;
        }
        let elem_ty = self.naga_ty(elem, Layout::CBuffer, m.column_major);
        let stride = self.array_stride(elem, Layout::CBuffer, m.column_major, elem_ty);
        let head = if *len > 1 {
            let size = naga::ArraySize::Constant(std::num::NonZeroU32::new(len - 1)?);
            let ty = self.b.ty(TypeInner::Array { base: elem_ty, size, stride });
            out.push(StructMember { name: Some(m.name.clone()), ty, binding: None, offset: at });
            Some(out.len() as u32 - 1)
        } else {
            None
        };
        let last_at = at + stride * (len - 1);
        out.push(StructMember { name: Some(format!("{}_last", m.name)), ty: elem_ty, binding: None, offset: last_at });
        *end = last_at + self.b.naga_size(elem_ty);
        Some(MemberMap::Split { head, last: out.len() as u32 - 1, len: *len })
    }

    fn natural_align(&self, ty: naga::Handle<naga::Type>) -> u32 {
        let mut layouter = naga::proc::Layouter::default();
        if layouter.update(self.b.module.to_ctx()).is_err() {
            return 16;
        }
        layouter[ty].alignment * 1
    }

    fn check_overlap(&mut self, members: &[MemberDef], d3d: Option<&D3dLayout>, layout: Layout) {
        let Some(l) = d3d else { return };
        let mut ranges: Vec<(u32, u32, usize)> = members
            .iter()
            .enumerate()
            .filter_map(|(i, m)| l.offsets.get(i).map(|o| (*o, *o + self.d3d_size(&m.ty, layout, m.column_major), i)))
            .collect();
        ranges.sort_unstable();
        for w in ranges.windows(2) {
            if let [a, b] = w
                && b.0 < a.1
            {
                let (ma, mb) = (members.get(a.2), members.get(b.2));
                if let (Some(ma), Some(mb)) = (ma, mb) {
                    let msg = format!("`{}` overlaps `{}` in the constant buffer", mb.name, ma.name);
                    let span = mb.span;
                    self.error(codes::METAL_PACKOFFSET_OVERLAP, msg, span);
                }
            }
        }
    }
}
