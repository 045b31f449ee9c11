//! D3D memory layouts, decided here and only here (DESIGN §3).
//!
//! - Constant buffers (`cbuffer`, `ConstantBuffer<T>`, `$Globals`): a vector
//!   never straddles a 16-byte register; arrays, matrices and structs start a
//!   register; array elements (and matrix lines) are 16 bytes apart but the
//!   last one is not padded, so a following scalar or small vector packs into
//!   its tail, and so into the last register of a struct before it (DXC's
//!   and FXC's layout; the documentation's "each structure forces the next
//!   variable to start on the next four-component vector" is not what they do);
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
//! reports when it cannot print them. Constant buffers are sized to a whole
//! number of 16-byte registers, as D3D sizes them; a struct inside one ends
//! where its last member does.

use super::{Lower, MemberDef};
use crate::diag::{Diagnostic, codes};
use crate::hlsl::ast::Attribute;
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
    /// GLSL blocks declared `layout(scalar)` (`GL_EXT_scalar_block_layout`):
    /// everything aligned to its scalar components, no padding.
    Scalar,
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
        matches!(self, Layout::Std140 | Layout::Std430 | Layout::Scalar)
    }
}

/// An explicit GLSL member qualifier's value and where it was written.
pub type Explicit = (u32, Span);

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
    /// Where the last member ends (`size` before rounding): what a struct
    /// occupies as a member of a constant buffer, whose next member may pack
    /// into the rest of the struct's last register.
    pub extent: u32,
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
                let l = self.d3d_layout(&def.members, layout, &[]);
                if layout == Layout::CBuffer { l.extent } else { l.size }
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

    /// A buffer pointer (an HLSL `vk::BufferPointer`, a GLSL reference) is
    /// laid out as the `uint64_t` address it is; arrays of them as arrays of
    /// addresses.
    fn as_address(&self, ty: &Ty) -> Ty {
        match ty {
            Ty::Struct(i) if self.structs.get(*i).is_some_and(|s| s.reference.is_some()) => {
                Ty::Scalar(naga::Scalar::U64)
            }
            Ty::Array(elem, n) => Ty::Array(Box::new(self.as_address(elem)), *n),
            other => other.clone(),
        }
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
        for (i, m) in members.iter().enumerate() {
            let ty = self.as_address(&m.ty);
            let size = self.d3d_size(&ty, layout, m.column_major);
            let starts_register = matches!(ty, Ty::Array(..) | Ty::Matrix(..) | Ty::Struct(_));
            let mut at = match layout {
                Layout::CBuffer => {
                    if starts_register || (offset % 16) + size > 16 {
                        offset.div_ceil(16) * 16
                    } else {
                        offset
                    }
                }
                _ => {
                    let align = ty.scalar().map(|s| u32::from(s.width).max(4)).unwrap_or(4);
                    offset.div_ceil(align) * align
                }
            };
            if let Some(Some(e)) = explicit.get(i) {
                at = *e;
            } else if let Some((e, _)) = m.offset {
                at = e;
            }
            offsets.push(at);
            offset = offset.max(at + size);
        }
        let size = match layout {
            Layout::Structured => offset.div_ceil(4) * 4,
            Layout::CBuffer => offset.div_ceil(16) * 16,
            Layout::Natural => offset,
            Layout::Std140 | Layout::Std430 | Layout::Scalar => offset,
        };
        D3dLayout { offsets, size, extent: offset }
    }

    /// GLSL std140/std430 base alignment (OpenGL 4.6 §7.6.2.2); in the
    /// scalar layout, the alignment of the scalars a value is made of
    /// (`GL_EXT_scalar_block_layout`).
    pub fn glsl_align(&self, ty: &Ty, layout: Layout, column_major: bool) -> u32 {
        let round = |a: u32| if layout == Layout::Std140 { a.div_ceil(16) * 16 } else { a };
        let width = |s: naga::Scalar| if s.kind == ScalarKind::Bool { 4 } else { u32::from(s.width) };
        if layout == Layout::Scalar {
            return match ty {
                Ty::Scalar(s) | Ty::Vector(s, _) | Ty::Matrix(s, _, _) => width(*s),
                Ty::Array(elem, _) => self.glsl_align(elem, layout, column_major),
                Ty::Struct(i) => {
                    let Some(def) = self.structs.get(*i) else { return 4 };
                    if def.reference.is_some() {
                        return 8;
                    }
                    def.members.iter().map(|m| self.glsl_align(&m.ty, layout, m.column_major)).max().unwrap_or(1)
                }
                _ => 4,
            };
        }
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
                // A buffer reference is aligned as a `uint64_t`, even in std140.
                if def.reference.is_some() {
                    return 8;
                }
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
                if def.reference.is_some() {
                    return 8;
                }
                self.glsl_layout(&def.members, layout).size
            }
            _ => 0,
        }
    }

    /// std140/std430 offsets, with the block members' `layout(offset = N)`
    /// and `layout(align = N)` (GLSL 4.60 §4.4.5): a member starts at its
    /// explicit offset, or after the member declared before it, rounded up
    /// to the greater of its base alignment and its `align`. The next member
    /// follows the previous one in declaration order, so explicit offsets
    /// may go backwards (glslang accepts that for Vulkan); the struct ends
    /// after its last byte. Invalid offsets are diagnosed by
    /// [`Lower::check_glsl_offsets`].
    fn glsl_layout(&self, members: &[MemberDef], layout: Layout) -> D3dLayout {
        let mut offsets = Vec::with_capacity(members.len());
        let mut offset = 0u32;
        let mut end = 0u32;
        let mut max_align = if layout == Layout::Scalar { 1 } else { 4 };
        for m in members {
            let base = self.glsl_align(&m.ty, layout, m.column_major);
            let align = m.align.map_or(base, |(a, _)| a.max(base));
            // A struct aligns to its members' base alignments (a block
            // member's `align` moves the member, not the block's size).
            max_align = max_align.max(base);
            let start = m.offset.map_or(offset, |(o, _)| o);
            let at = start.div_ceil(align) * align;
            offsets.push(at);
            offset = at + self.glsl_size(&m.ty, layout, m.column_major);
            end = end.max(offset);
        }
        let struct_align = if layout == Layout::Std140 { max_align.div_ceil(16) * 16 } else { max_align };
        D3dLayout { offsets, size: end.div_ceil(struct_align) * struct_align, extent: end }
    }

    /// A member's explicit byte offset and alignment: in GLSL its
    /// `glsl::offset(N)` and `glsl::align(N)` attributes (the GLSL
    /// front-end's spelling of `layout(offset = N)` and `layout(align =
    /// N)`), in HLSL its `[[vk::offset(N)]]`, each with where it was
    /// written. DXC honours `vk::offset` in every buffer layout: the member
    /// is at N, and the members after it follow the layout's rules from
    /// there.
    pub fn member_layout_attributes(&self, attrs: &[Attribute]) -> (Option<Explicit>, Option<Explicit>) {
        let value = |name: &str| {
            let a = attrs.iter().find(|a| a.name == name)?;
            let n = a.args.first().and_then(|e| self.const_eval(e)).and_then(|c| c.as_i64())?;
            Some((u32::try_from(n).ok()?, a.span))
        };
        if self.glsl { (value("glsl::offset"), value("glsl::align")) } else { (value("vk::offset"), None) }
    }

    /// The errors glslang and the GLSL specification give for explicit
    /// member offsets: an `align` that is not a power of two, an offset that
    /// is not a multiple of the member's base alignment, and members whose
    /// bytes overlap (which no MSL struct can hold), each at the qualifier.
    fn check_glsl_offsets(&mut self, members: &[MemberDef], l: &D3dLayout, layout: Layout) {
        self.check_glsl_alignment(members, layout);
        let mut ranges: Vec<(u32, u32, usize)> = Vec::new();
        for (i, m) in members.iter().enumerate() {
            if let Some(&at) = l.offsets.get(i) {
                ranges.push((at, at + self.glsl_size(&m.ty, layout, m.column_major), i));
            }
        }
        self.check_overlaps(members, ranges);
    }

    /// The `align` and `offset` values themselves: `align` a power of two,
    /// `offset` a multiple of the member's base alignment.
    fn check_glsl_alignment(&mut self, members: &[MemberDef], layout: Layout) {
        for m in members {
            let base = self.glsl_align(&m.ty, layout, m.column_major);
            if let Some((a, span)) = m.align
                && !a.is_power_of_two()
            {
                self.error(codes::SEM_BAD_REGISTER, format!("`align = {a}` of `{}` is not a power of 2", m.name), span);
            }
            if let Some((o, span)) = m.offset
                && o % base != 0
            {
                let msg = format!(
                    "`offset = {o}` of `{}` is not a multiple of its base alignment, {base} bytes in {}",
                    m.name,
                    if layout == Layout::Std140 { "std140" } else { "std430" }
                );
                self.error(codes::SEM_BAD_REGISTER, msg, span);
            }
        }
    }

    fn check_overlaps(&mut self, members: &[MemberDef], mut ranges: Vec<(u32, u32, usize)>) {
        crate::sort::sort(&mut ranges);
        let mut reported = false;
        for w in ranges.windows(2) {
            if let [a, b] = w
                && b.0 < a.1
                && !reported
                && let (Some(ma), Some(mb)) = (members.get(a.2), members.get(b.2))
            {
                // The member declared later is the one whose qualifier moved it.
                let (first, second) = if a.2 < b.2 { (ma, mb) } else { (mb, ma) };
                let (first_at, second_at) = if a.2 < b.2 { (a, b) } else { (b, a) };
                let msg = format!(
                    "`{}` (bytes {}..{}) overlaps `{}` (bytes {}..{}) in the block",
                    second.name, second_at.0, second_at.1, first.name, first_at.0, first_at.1
                );
                let span = second.offset.map_or(second.span, |(_, s)| s);
                self.diags.push(
                    crate::diag::Diagnostic::error(codes::SEM_BAD_REGISTER, msg, span)
                        .with_label(first.offset.map_or(first.span, |(_, s)| s), format!("`{}` is here", first.name)),
                );
                reported = true;
            }
        }
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

    /// `ty` is, or holds, an integer or bool matrix (an array of rows in
    /// the IR, see `naga_ty`) that a buffer cannot hold yet: one stored
    /// column-major (its rows would be gathered from the stored columns).
    fn has_integer_matrix(&self, ty: &Ty, column_major: bool, depth: u32) -> bool {
        match ty {
            Ty::Matrix(s, r, c) if s.kind != naga::ScalarKind::Float && *r > 1 && *c > 1 => column_major,
            Ty::Array(e, _) => self.has_integer_matrix(e, column_major, depth),
            Ty::Struct(i) if depth < 32 => self
                .structs
                .get(*i)
                .is_some_and(|d| d.members.iter().any(|m| self.has_integer_matrix(&m.ty, m.column_major, depth + 1))),
            _ => false,
        }
    }

    /// `ty` is, or is an array of, a matrix with one row or one column whose
    /// lines (rows, or columns when `column_major`) are single scalars
    /// further apart than a scalar in `layout` (a column-major `float1x3` in
    /// a constant buffer: one element per 16-byte register). The IR holds
    /// such a matrix as a vector (see `naga_ty`), which cannot have that
    /// stride: the struct reserves its bytes, and a use is refused
    /// (`Lower::refuse_spread_lines`).
    fn has_spread_scalar_lines(&self, ty: &Ty, column_major: bool, layout: Layout) -> bool {
        match ty {
            Ty::Matrix(s, r, c) if *r == 1 || *c == 1 => {
                let (lines, line_len) = if column_major { (*c, *r) } else { (*r, *c) };
                let width = if s.kind == ScalarKind::Bool { 4 } else { u32::from(s.width) };
                line_len == 1
                    && lines > 1
                    && self.line_stride(ty, layout, column_major).is_some_and(|l| l.stride > width)
            }
            Ty::Array(e, _) => self.has_spread_scalar_lines(e, column_major, layout),
            _ => false,
        }
    }

    /// OSH3021 at `sp` when member `index` of struct type `parent` is one
    /// that `has_spread_scalar_lines` (its IR form would read other bytes).
    pub fn refuse_spread_lines(
        &mut self,
        parent: Option<naga::Handle<naga::Type>>,
        index: u32,
        name: &str,
        sp: Span,
    ) -> bool {
        if !parent.is_some_and(|p| self.spread_members.contains(&(p, index))) {
            return false;
        }
        let msg = format!(
            "`{name}`: a one-row or one-column matrix whose lines are single elements a register apart in this \
             buffer is not supported yet"
        );
        let d = Diagnostic::error(codes::SEM_UNSUPPORTED, msg, sp).with_help(
            "store it the other way (`row_major` for one row, `column_major` for one column), or as a vector",
        );
        self.diags.push(d);
        true
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
        if layout != Layout::Natural {
            let refused: Vec<&MemberDef> =
                members.iter().filter(|m| self.has_integer_matrix(&m.ty, m.column_major, 0)).collect();
            for m in refused {
                let msg =
                    format!("`{}`: column-major integer and bool matrices in buffers are not supported yet", m.name);
                let d = Diagnostic::error(codes::SEM_UNSUPPORTED, msg, m.span)
                    .with_help("declare the matrix `row_major` (or compile with `-Zpr`)");
                self.diags.push(d);
            }
        }
        let d3d = if layout == Layout::Natural { None } else { Some(self.d3d_layout(members, layout, explicit)) };
        let glsl_explicit = members.iter().any(|m| m.offset.is_some() || m.align.is_some());
        if (!explicit.is_empty() || glsl_explicit) && !layout.is_glsl() {
            self.check_overlap(members, d3d.as_ref(), layout);
        }
        if glsl_explicit
            && layout.is_glsl()
            && let Some(l) = &d3d
        {
            self.check_glsl_offsets(members, l, layout);
        }
        let mut naga_members = Vec::with_capacity(members.len());
        let mut end = 0u32;
        let mut max_align = 4u32;
        let mut differs = false;
        // naga wants members in offset order; `packoffset` may reorder them.
        let mut order: Vec<usize> = (0..members.len()).collect();
        if let (Some(l), true) = (&d3d, !explicit.is_empty() || glsl_explicit) {
            crate::sort::sort_by_key(&mut order, |&i| (l.offsets.get(i).copied().unwrap_or(0), i));
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
            let placed = (&mut naga_members, &mut true_offsets, &mut end);
            if split_tails && let Some(done) = self.try_split(m, i, next, d3d.as_ref(), placed) {
                if let Some(slot) = map.get_mut(i) {
                    *slot = done;
                }
                if let Some(stride) = self.line_stride(&m.ty, layout, m.column_major) {
                    line_strides.extend((first..naga_members.len() as u32).map(|j| (j, stride)));
                }
                differs |= naga_members
                    .iter()
                    .skip(first as usize)
                    .zip(true_offsets.iter().skip(first as usize))
                    .any(|(n, t)| n.offset != *t);
                continue;
            }
            if let Some(slot) = map.get_mut(i) {
                *slot = MemberMap::Plain(naga_members.len() as u32);
            }
            let ty = if atomic.get(i).copied().unwrap_or(false) {
                let floats = self.float_atomic_members.contains(&m.name);
                let vectors = self.atomic_vector_members.contains(&m.name);
                self.atomic_leaves_ty(&m.ty, layout, floats, vectors)
            } else {
                self.naga_ty(&m.ty, layout, m.column_major)
            };
            // An integer or bool matrix is an array of its rows, no MSL
            // matrix: its stride is the array's.
            let integer =
                matches!(super::globals::strip_arrays(&m.ty), Ty::Matrix(s, ..) if s.kind != ScalarKind::Float);
            if let Some(stride) = self.line_stride(&m.ty, layout, m.column_major).filter(|_| !integer) {
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
        // The struct's true size. A constant buffer is a whole number of
        // registers. A struct inside one ends where its last member does
        // (rounded to the alignment MSL gives it, 8 with a 64-bit member), so
        // the member after it may pack into its last register, as DXC and FXC
        // lay it out; one ending in an array, matrix or struct keeps the whole
        // register (their last element or line needs it in MSL), and a member
        // D3D packs into it is an overlap the writer reports (OSH5113).
        let true_size = d3d.as_ref().map(|l| {
            let ends_in_scalars = members
                .last()
                .is_some_and(|m| !matches!(self.as_address(&m.ty), Ty::Array(..) | Ty::Matrix(..) | Ty::Struct(_)));
            match layout {
                Layout::CBuffer if !split_tails && ends_in_scalars => {
                    let align = members.iter().filter_map(|m| self.scalar_size(&m.ty)).map(|(_, a)| a).max();
                    let unit = align.unwrap_or(4).max(4);
                    (l.extent.div_ceil(unit) * unit, unit)
                }
                Layout::CBuffer => (l.size, 16),
                _ => (l.size, 4),
            }
        });
        let span_bytes = match true_size {
            Some((size, unit)) => {
                differs |= end > size;
                size.max(end).div_ceil(unit) * unit
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
        for (i, m) in map.iter().enumerate() {
            let Some(def) = members.get(i) else { continue };
            if layout != Layout::Natural && self.has_spread_scalar_lines(&def.ty, def.column_major, layout) {
                match *m {
                    MemberMap::Plain(j) => {
                        self.spread_members.insert((h, j));
                    }
                    MemberMap::Split { head, last, .. } => {
                        self.spread_members.extend(head.into_iter().chain([last]).map(|j| (h, j)));
                    }
                }
            }
        }
        if layout != Layout::Natural {
            for (i, m) in map.iter().enumerate() {
                let Some(def) = members.get(i) else { continue };
                let source = self.member_source(def);
                let naga_members = match *m {
                    MemberMap::Plain(j) => vec![j],
                    MemberMap::Split { head, last, .. } => head.into_iter().chain([last]).collect(),
                };
                for j in naga_members {
                    self.side.member_sources.insert((h, j), source.clone());
                }
            }
        }
        for m in &map {
            if let MemberMap::Split { last, len, .. } = m {
                self.side.split_arrays.insert((h, *last), *len);
            }
        }
        if differs && let Some((size, _)) = true_size {
            self.side.struct_layouts.insert(h, StructLayout { offsets: true_offsets, size });
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

    /// Split a constant-buffer array whose tail the next member uses: its
    /// first `len - 1` elements and its last one, at their true offsets
    /// (pushed to `placed.1`). naga's offsets (`placed.0`) never go below
    /// the end of the member before (`placed.2`), whose naga type may be
    /// longer than its D3D size (a row-major matrix's lines end short of a
    /// register); the writer places such members at their true offsets.
    fn try_split(
        &mut self,
        m: &MemberDef,
        i: usize,
        next: Option<u32>,
        d3d: Option<&D3dLayout>,
        placed: (&mut Vec<StructMember>, &mut Vec<u32>, &mut u32),
    ) -> Option<MemberMap> {
        let (out, true_offsets, end) = placed;
        let Ty::Array(elem, len) = &m.ty else { return None };
        let l = d3d?;
        let at = *l.offsets.get(i)?;
        let next = next?;
        let full = self.naga_ty(&m.ty, Layout::CBuffer, m.column_major);
        if at + self.b.naga_size(full) <= next {
            return None;
        }
        let elem_ty = self.naga_ty(elem, Layout::CBuffer, m.column_major);
        let stride = self.array_stride(elem, Layout::CBuffer, m.column_major, elem_ty);
        let mut naga_at = at.max(*end);
        let head = if *len > 1 {
            let size = naga::ArraySize::Constant(std::num::NonZeroU32::new(len - 1)?);
            let ty = self.b.ty(TypeInner::Array { base: elem_ty, size, stride });
            out.push(StructMember { name: Some(m.name.clone()), ty, binding: None, offset: naga_at });
            true_offsets.push(at);
            naga_at += stride * (len - 1);
            Some(out.len() as u32 - 1)
        } else {
            None
        };
        let last_at = at + stride * (len - 1);
        let naga_last = last_at.max(naga_at);
        out.push(StructMember {
            name: Some(format!("{}_last", m.name)),
            ty: elem_ty,
            binding: None,
            offset: naga_last,
        });
        true_offsets.push(last_at);
        *end = naga_last + self.b.naga_size(elem_ty);
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
        crate::sort::sort(&mut ranges);
        for w in ranges.windows(2) {
            if let [a, b] = w
                && b.0 < a.1
            {
                let (ma, mb) = (members.get(a.2), members.get(b.2));
                if let (Some(ma), Some(mb)) = (ma, mb) {
                    let within = if layout == Layout::CBuffer { "the constant buffer" } else { "the buffer" };
                    let msg = format!("`{}` overlaps `{}` in {within}", mb.name, ma.name);
                    let span = mb.offset.map_or(mb.span, |(_, s)| s);
                    self.error(codes::METAL_PACKOFFSET_OVERLAP, msg, span);
                }
            }
        }
    }
}

impl Lower<'_> {
    /// Put a GLSL block struct's members in offset order before its naga
    /// type is built. Explicit offsets may go backwards (`m0` at 368, `m1`
    /// at 0); naga and the MSL struct need members in offset order, and a
    /// struct's members are found by name, so the definition itself is
    /// reordered, every member then carrying its computed offset (which
    /// lays the reordered struct out the same). The `align`/`offset` values
    /// are checked here, before they are replaced; overlaps are checked
    /// when the struct is built. Idempotent.
    pub fn settle_glsl_offsets(&mut self, i: usize, layout: Layout) {
        let layout = layout.for_dialect(self.glsl);
        let Some(def) = self.structs.get(i) else { return };
        if !layout.is_glsl() || def.members.iter().all(|m| m.offset.is_none() && m.align.is_none()) {
            return;
        }
        let members = def.members.clone();
        let l = self.glsl_layout(&members, layout);
        if l.offsets.windows(2).all(|w| matches!(w, [a, b] if a <= b)) {
            return;
        }
        self.check_glsl_alignment(&members, layout);
        let mut placed: Vec<(u32, usize, MemberDef)> = members
            .into_iter()
            .enumerate()
            .map(|(k, mut m)| {
                let at = l.offsets.get(k).copied().unwrap_or(0);
                m.offset = Some((at, m.offset.map_or(m.span, |(_, s)| s)));
                m.align = None;
                (at, k, m)
            })
            .collect();
        crate::sort::sort_by_key(&mut placed, |&(at, k, _)| (at, k));
        if let Some(def) = self.structs.get_mut(i) {
            def.members = placed.into_iter().map(|(_, _, m)| m).collect();
        }
    }
}

impl Lower<'_> {
    /// A GLSL `layout(row_major)` reaches the matrices inside a struct-typed
    /// block member (GLSL 4.60 §4.4.5: the qualifier applies to every matrix
    /// the member contains; plain struct members take no layout qualifiers).
    /// The member gets a twin of the struct whose matrices are row-major,
    /// recursively; `column_major` is this front-end's name for GLSL's
    /// row-major storage (see `glsl::rewrite`). A value of the twin is not a
    /// value of the struct: copying the whole member into a variable of the
    /// struct type is a type error, never a silent transpose.
    pub fn glsl_row_major(&mut self, ty: Ty, depth: usize) -> Ty {
        if !self.glsl || depth > 16 {
            return ty;
        }
        match ty {
            Ty::Array(elem, n) => Ty::Array(Box::new(self.glsl_row_major(*elem, depth + 1)), n),
            Ty::Struct(i) => {
                if let Some(&j) = self.row_major_structs.get(&i) {
                    return Ty::Struct(j);
                }
                let Some(mut def) = self.structs.get(i).cloned() else { return Ty::Struct(i) };
                def.name = format!("{}_row_major", def.name);
                def.naga = None;
                for m in &mut def.members {
                    m.column_major = true;
                    m.ty = self.glsl_row_major(m.ty.clone(), depth + 1);
                }
                let j = self.structs.len();
                self.structs.push(def);
                self.row_major_structs.insert(i, j);
                Ty::Struct(j)
            }
            other => other,
        }
    }
}

impl Lower<'_> {
    /// A buffer member as the source declared it: its spelling in the
    /// source language and, for matrices, the source's rows, columns and
    /// order. GLSL's `matCxR` is `Ty::Matrix(_, C, R)` (C columns of R rows)
    /// and its row-major storage is this front-end's `column_major`.
    fn member_source(&self, m: &MemberDef) -> crate::side::MemberSource {
        let mut elem = &m.ty;
        while let Ty::Array(e, _) = elem {
            elem = e;
        }
        let matrix = match *elem {
            Ty::Matrix(_, a, b) if self.glsl => {
                Some(crate::side::SourceMatrix { rows: u32::from(b), columns: u32::from(a), row_major: m.column_major })
            }
            Ty::Matrix(_, r, c) => Some(crate::side::SourceMatrix {
                rows: u32::from(r),
                columns: u32::from(c),
                row_major: !m.column_major,
            }),
            _ => None,
        };
        crate::side::MemberSource { ty: self.source_spelling(elem), matrix }
    }

    /// A data type in the source language's spelling.
    fn source_spelling(&self, ty: &Ty) -> String {
        if let Ty::Struct(i) = ty {
            // A row-major twin (`glsl_row_major`) is its struct in the source.
            let i = self.row_major_structs.iter().find(|(_, j)| **j == *i).map_or(*i, |(k, _)| *k);
            return self.structs.get(i).map(|s| s.name.clone()).unwrap_or_default();
        }
        if !self.glsl {
            return self.ty_name(ty);
        }
        let prefix = |s: &naga::Scalar| match (s.kind, s.width) {
            (ScalarKind::Float, 2) => "f16",
            (ScalarKind::Float, 8) => "d",
            (ScalarKind::Float, _) => "",
            (ScalarKind::Sint, 1) => "i8",
            (ScalarKind::Sint, 2) => "i16",
            (ScalarKind::Sint, 8) => "i64",
            (ScalarKind::Sint, _) => "i",
            (ScalarKind::Uint, 1) => "u8",
            (ScalarKind::Uint, 2) => "u16",
            (ScalarKind::Uint, 8) => "u64",
            (ScalarKind::Uint, _) => "u",
            (ScalarKind::Bool, _) => "b",
            _ => "",
        };
        match ty {
            Ty::Vector(s, n) => format!("{}vec{n}", prefix(s)),
            Ty::Matrix(s, c, r) if c == r => format!("{}mat{c}", prefix(s)),
            Ty::Matrix(s, c, r) => format!("{}mat{c}x{r}", prefix(s)),
            Ty::Scalar(s) => match (s.kind, s.width) {
                (ScalarKind::Float, 2) => "float16_t".into(),
                (ScalarKind::Float, 8) => "double".into(),
                (ScalarKind::Float, _) => "float".into(),
                (ScalarKind::Sint, 1) => "int8_t".into(),
                (ScalarKind::Sint, 2) => "int16_t".into(),
                (ScalarKind::Sint, 8) => "int64_t".into(),
                (ScalarKind::Sint, _) => "int".into(),
                (ScalarKind::Uint, 1) => "uint8_t".into(),
                (ScalarKind::Uint, 2) => "uint16_t".into(),
                (ScalarKind::Uint, 8) => "uint64_t".into(),
                (ScalarKind::Uint, _) => "uint".into(),
                _ => "bool".into(),
            },
            other => self.ty_name(other),
        }
    }
}
