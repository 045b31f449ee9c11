//! Layout packing (DESIGN §3): every struct is printed so each member sits at
//! the offset the module carries (or, when the front-end recorded one in
//! `SideInfo::struct_layouts`, the true source offset), whatever rules
//! produced it — D3D packing, std140, std430, scalar.
//!
//! The printer never guesses: for each struct this pass says which members
//! need a `packed_*` vector (their natural MSL alignment would move them),
//! how many `uchar padN[k]` bytes go before each member and at the tail, and
//! for each array type how its elements are stored (natural, packed vector,
//! or a wrapper struct padded to the stride).
//!
//! Architecture invariant: reflection's buffer layouts and the
//! `FERROMETAL_CHECK_LAYOUT` static_asserts read the same [`Layouts`].

use crate::seqmap::IntSeqMap;
use crate::side::SideInfo;
use indexmap::IndexSet;
use naga::{ArraySize, Handle, Module, Scalar, Type, TypeInner, VectorSize};

/// How one struct member is stored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemberLayout {
    /// Bytes of `uchar` padding printed before the member.
    pub pad_before: u32,
    /// The member is a vector stored as `packed_*`.
    pub packed: bool,
    /// Offset of the member in bytes.
    pub offset: u32,
    /// Bytes the member occupies as printed.
    pub size: u32,
    /// The member's matrix (or the matrices of its array) is stored as an
    /// array of lines rather than as an MSL matrix.
    pub lines: Option<Lines>,
}

/// A matrix stored as `array<LINE, columns>`, one line per column of the
/// naga matrix, `stride` bytes apart (the source's matrix stride), when
/// MSL's own matrix layout would put the columns elsewhere: std140 `mat2`
/// (columns 16 bytes apart, MSL's 8), D3D structured `float3x2` (lines of
/// 12 bytes, MSL's 16), a matrix at an offset its MSL alignment forbids.
/// Every load builds the MSL matrix from the lines and every store writes
/// the lines back (the printer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lines {
    pub columns: u32,
    pub rows: VectorSize,
    pub scalar: Scalar,
    pub stride: u32,
    pub line: LineElem,
    /// The last line is stored apart and unpadded (`struct { LINE lines[columns
    /// - 1]; packed_floatN last; }`), because the member after the matrix
    /// starts in its padding (D3D constant buffers: `float3x3 m; float t;`
    /// puts `t` at 44).
    pub split: bool,
}

/// How one line of a [`Lines`] matrix is stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineElem {
    /// The vector itself (`float3` in 16 bytes, `float2` in 8).
    Natural,
    /// A `packed_*` vector (`packed_float3` in 12 bytes).
    Packed,
    /// A wrapper struct `{ floatN value; uchar pad[k]; }` sized to the
    /// stride; `packed_floatN` when the source does not pad the last line
    /// (so reading it reads only its own bytes).
    Wrapped { pad: u32, packed: bool },
}

impl Lines {
    /// The line storage of a `columns`×`rows` matrix `stride` bytes apart
    /// at an offset aligned to `align` bytes (None when none fits).
    /// `unpadded`: the source does not pad the last line to the stride.
    pub fn new(
        columns: u32,
        rows: VectorSize,
        scalar: Scalar,
        stride: u32,
        align: u32,
        unpadded: bool,
    ) -> Option<Lines> {
        let natural = vector_size_align(rows, scalar);
        let tight = rows as u32 * u32::from(scalar.width);
        let aligned = align.is_multiple_of(natural.align);
        let line = if stride == natural.size && aligned && !(unpadded && tight < stride) {
            LineElem::Natural
        } else if stride == tight {
            LineElem::Packed
        } else if stride > tight && (unpadded || !aligned) {
            LineElem::Wrapped { pad: stride - tight, packed: true }
        } else if stride > natural.size && aligned && stride.is_multiple_of(natural.align) {
            LineElem::Wrapped { pad: stride - natural.size, packed: false }
        } else {
            return None;
        };
        Some(Lines { columns, rows, scalar, stride, line, split: false })
    }

    /// The line shape alone (what one line wrapper struct stands for).
    pub const fn line_key(&self) -> Lines {
        Lines { columns: 0, split: false, ..*self }
    }

    pub fn size_align(&self) -> SizeAlign {
        let align = match self.line {
            LineElem::Packed | LineElem::Wrapped { packed: true, .. } => u32::from(self.scalar.width),
            _ => vector_size_align(self.rows, self.scalar).align,
        };
        let size = if self.split {
            self.stride * (self.columns - 1) + self.rows as u32 * u32::from(self.scalar.width)
        } else {
            self.stride * self.columns
        };
        SizeAlign { size, align }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StructLayout {
    pub members: Vec<MemberLayout>,
    /// Bytes of `uchar` padding after the last member.
    pub tail_pad: u32,
    /// `sizeof` of the printed struct.
    pub size: u32,
    pub align: u32,
    /// The struct ends in a runtime-sized array (its `sizeof` is not asserted).
    pub runtime_tail: bool,
}

/// How the elements of an array type are stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrayElem {
    /// The element type's own size equals the stride.
    Natural,
    /// A 3-vector stored as `packed_*3` (stride of three scalars).
    Packed,
    /// A wrapper struct `{ T value; uchar pad[k]; }` sized to the stride.
    Wrapped { pad: u32 },
}

/// A layout the printer cannot honour: the type and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutProblem {
    pub ty: Handle<Type>,
    pub overlap: bool,
    /// MSL's alignment rounds the struct past the source's size: a problem
    /// only where the struct's own size is what the host provides (see
    /// [`Layouts::new`]); a struct that holds it, or an array of it, checks
    /// its placement itself.
    pub rounding: bool,
    pub message: String,
}

#[derive(Clone, Debug, Default)]
pub struct Layouts {
    pub structs: IntSeqMap<Handle<Type>, StructLayout>,
    pub arrays: IntSeqMap<Handle<Type>, ArrayElem>,
    /// Array types (at any depth) whose matrices are stored as lines.
    pub matrix_arrays: IntSeqMap<Handle<Type>, Lines>,
    pub problems: Vec<LayoutProblem>,
}

/// The reading view (`Options::readable`): the structs no host-visible
/// memory holds lose their padding members. Host-visible is every global
/// outside function and private memory (buffers, constant and push-constant
/// blocks, threadgroup memory, handles, the pointer stand-ins) and every
/// type reachable from one through members, elements and pointers; a
/// struct only ever in a function or a thread (the source's stage-I/O
/// structs, which the entry function copies member by member) has no byte
/// the host or another thread sees, so its padding changes no result.
/// Offsets and sizes stay as planned: the layout asserts that read them are
/// left out in this view.
pub fn drop_private_padding(module: &Module, layouts: &mut Layouts) {
    let mut visible: IndexSet<Handle<Type>> = IndexSet::new();
    let mut roots: Vec<Handle<Type>> = module
        .global_variables
        .iter()
        .filter(|(_, g)| !matches!(g.space, naga::AddressSpace::Private | naga::AddressSpace::Function))
        .map(|(_, g)| g.ty)
        .collect();
    while let Some(t) = roots.pop() {
        if !visible.insert(t) {
            continue;
        }
        match module.types[t].inner {
            TypeInner::Struct { ref members, .. } => roots.extend(members.iter().map(|m| m.ty)),
            TypeInner::Array { base, .. } | TypeInner::BindingArray { base, .. } | TypeInner::Pointer { base, .. } => {
                roots.push(base)
            }
            _ => {}
        }
    }
    for (h, l) in layouts.structs.iter_mut() {
        if !visible.contains(h) {
            l.tail_pad = 0;
            l.members.iter_mut().for_each(|m| m.pad_before = 0);
        }
    }
}

/// Size and alignment of a type as MSL lays it out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeAlign {
    pub size: u32,
    pub align: u32,
}

impl Layouts {
    /// Compute the layout of every type of the module (arena order puts
    /// members before the structs that hold them).
    pub fn new(module: &Module, side: &SideInfo) -> Layouts {
        let mut l = Layouts::default();
        let placed = placed_alignments(module, side);
        for (handle, ty) in module.types.iter() {
            match ty.inner {
                TypeInner::Struct { ref members, span } => {
                    // Natural alignment first; when a member's alignment rounds
                    // the struct past its size (D3D's 28-byte structs), store
                    // every vector packed (4-byte aligned) instead.
                    let before = l.problems.len();
                    let mut layout = l.struct_layout(module, side, handle, members, span, false);
                    if l.problems.len() > before {
                        let first: Vec<LayoutProblem> = l.problems.drain(before..).collect();
                        let packed = l.struct_layout(module, side, handle, members, span, true);
                        if l.problems.len() > before {
                            l.problems.truncate(before);
                            l.problems.extend(first);
                        } else {
                            layout = packed;
                        }
                    }
                    // A struct that some buffer places at offsets its natural
                    // alignment does not divide (GLSL's scalar layout: a `vec4`
                    // struct at offset 4) stores its vectors packed, if that
                    // fits; otherwise the holder reports the member.
                    let cap = placed.get(handle.index()).copied().unwrap_or(u32::MAX);
                    if layout.align > cap {
                        let before = l.problems.len();
                        let packed = l.struct_layout(module, side, handle, members, span, true);
                        if l.problems.len() == before && packed.align <= cap {
                            layout = packed;
                        }
                        l.problems.truncate(before);
                    }
                    // What a raw address points to is read at the alignment
                    // the source promises: vectors stored packed when MSL's
                    // would need more, an error when even that does not fit.
                    let promised = side.pointer_heaps.values().filter(|h| h.pointee == handle).map(|h| h.align).min();
                    if let Some(promised) = promised
                        && layout.align > promised
                    {
                        let before = l.problems.len();
                        let packed = l.struct_layout(module, side, handle, members, span, true);
                        if l.problems.len() == before && packed.align <= promised {
                            layout = packed;
                        } else {
                            l.problems.truncate(before);
                            l.problems.push(LayoutProblem {
                                ty: handle,
                                overlap: false,
                                rounding: false,
                                message: format!(
                                    "it is read through an address aligned to {promised} bytes, but Metal needs {} for its members; promise a larger alignment (`buffer_reference_align`, the alignment of `vk::RawBufferLoad`)",
                                    packed.align
                                ),
                            });
                        }
                    }
                    for (m, ml) in members.iter().zip(&layout.members) {
                        if let Some(lines) = ml.lines {
                            l.mark_matrix_arrays(module, m.ty, lines);
                        }
                    }
                    l.structs.insert(handle, layout);
                }
                // An 8-bit integer in memory is one MSL scalar or vector.
                TypeInner::Array { .. } if crate::front::build::narrow_int(&module.types, &ty.inner).is_some() => {}
                TypeInner::Array { base, stride, .. } => {
                    // An array of matrices whose stride is not the MSL
                    // matrix's (`StructuredBuffer<float3x2>`: 24 bytes, MSL's
                    // `float2x3` is 32) holds them as lines that divide it.
                    if let TypeInner::Matrix { columns, rows, scalar } = module.types[base].inner
                        && stride != inner_size_align(&module.types[base].inner).size
                        && stride.is_multiple_of(columns as u32)
                        && let Some(lines) =
                            Lines::new(columns as u32, rows, scalar, stride / columns as u32, stride, false)
                    {
                        l.matrix_arrays.insert(handle, lines);
                    }
                    let elem = l.array_elem(module, handle, base, stride);
                    l.arrays.insert(handle, elem);
                }
                _ => {}
            }
        }
        let problems = std::mem::take(&mut l.problems);
        l.problems = problems.into_iter().filter(|p| !p.rounding || l.host_sized(module, side, p.ty)).collect();
        l
    }

    /// Whether the host provides exactly the source's size of struct `ty`,
    /// so MSL's rounding it up is a problem: the type of a buffer, a push
    /// constant block or memory behind a raw address. A constant buffer is
    /// exempt when the rounding stays within D3D's own (a constant buffer
    /// is a whole number of 16-byte registers). A struct that only a
    /// struct or an array holds is checked where it is placed.
    fn host_sized(&self, module: &Module, side: &SideInfo, ty: Handle<Type>) -> bool {
        let span = match module.types[ty].inner {
            TypeInner::Struct { span, .. } => side.struct_layouts.get(&ty).map_or(span, |t| t.size),
            _ => return true,
        };
        let size = self.structs.get(&ty).map_or(0, |s| s.size);
        side.pointer_heaps.values().any(|h| h.pointee == ty)
            || module.global_variables.iter().any(|(_, g)| {
                g.ty == ty
                    && match g.space {
                        naga::AddressSpace::Private | naga::AddressSpace::Function | naga::AddressSpace::WorkGroup => {
                            false
                        }
                        naga::AddressSpace::Uniform => size > round_up(span, 16),
                        _ => true,
                    }
            })
    }

    /// MSL size and alignment of `ty` as printed.
    pub fn size_align(&self, module: &Module, ty: Handle<Type>) -> SizeAlign {
        // `char`, `uchar2`, `char3` (4 bytes, as MSL's 3-vectors), `uchar4`.
        if let Some((_, n)) = crate::front::build::narrow_int(&module.types, &module.types[ty].inner) {
            let size = if n == 3 { 4 } else { n };
            return SizeAlign { size, align: size };
        }
        match module.types[ty].inner {
            TypeInner::Struct { .. } => {
                let s = self.structs.get(&ty);
                SizeAlign { size: s.map_or(0, |s| s.size), align: s.map_or(1, |s| s.align) }
            }
            TypeInner::Array { base, size, stride } => {
                let elem_align = match (self.arrays.get(&ty), self.matrix_arrays.get(&ty)) {
                    (_, Some(lines)) => lines.size_align().align,
                    (Some(ArrayElem::Packed), _) => {
                        scalar_of(&module.types[base].inner).map_or(4, |s| u32::from(s.width))
                    }
                    _ => self.size_align(module, base).align,
                };
                let count = match size {
                    ArraySize::Constant(n) => n.get(),
                    _ => 1,
                };
                SizeAlign { size: stride.saturating_mul(count), align: elem_align.max(1) }
            }
            ref inner => inner_size_align(inner),
        }
    }

    /// Record that the matrices of the (nested) array `ty` are stored as
    /// `lines`, and size its elements accordingly.
    fn mark_matrix_arrays(&mut self, module: &Module, ty: Handle<Type>, lines: Lines) {
        let mut chain = Vec::new();
        let mut t = ty;
        while let TypeInner::Array { base, stride, .. } = module.types[t].inner {
            if chain.len() > 16 {
                break;
            }
            chain.push((t, base, stride));
            t = base;
        }
        for &(array, _, _) in &chain {
            let Some(old) = self.matrix_arrays.insert(array, lines) else { continue };
            // Two members may store the same array type's lines differently
            // with the same offsets (padded or packed last line): the form
            // with the smaller alignment serves both.
            let (a, b) = (old.size_align(), lines.size_align());
            if a.size != b.size || old.stride != lines.stride {
                self.problems.push(LayoutProblem {
                    ty: array,
                    overlap: false,
                    rounding: false,
                    message: "the same array of matrices is used with two different matrix strides".into(),
                });
            } else if a.align < b.align {
                self.matrix_arrays.insert(array, old);
            }
        }
        for &(array, base, stride) in chain.iter().rev() {
            let elem = self.array_elem(module, array, base, stride);
            self.arrays.insert(array, elem);
        }
    }

    /// MSL size and alignment of an array element as stored.
    fn elem_size_align(&self, module: &Module, array: Handle<Type>, base: Handle<Type>) -> SizeAlign {
        match (self.matrix_arrays.get(&array), &module.types[base].inner) {
            (Some(lines), TypeInner::Matrix { .. }) => lines.size_align(),
            _ => self.size_align(module, base),
        }
    }

    fn array_elem(&mut self, module: &Module, ty: Handle<Type>, base: Handle<Type>, stride: u32) -> ArrayElem {
        let natural = self.elem_size_align(module, ty, base);
        if natural.size == stride {
            return ArrayElem::Natural;
        }
        if let TypeInner::Vector { size: VectorSize::Tri, scalar } = module.types[base].inner
            && stride == 3 * u32::from(scalar.width)
        {
            return ArrayElem::Packed;
        }
        if let Some((_, 3)) = crate::front::build::narrow_int(&module.types, &module.types[base].inner)
            && stride == 3
        {
            return ArrayElem::Packed;
        }
        if stride > natural.size && stride.is_multiple_of(natural.align) {
            return ArrayElem::Wrapped { pad: stride - natural.size };
        }
        self.problems.push(LayoutProblem {
            ty,
            overlap: false,
            rounding: false,
            message: format!("an array stride of {stride} bytes cannot hold its {}-byte elements", natural.size),
        });
        ArrayElem::Natural
    }

    fn struct_layout(
        &mut self,
        module: &Module,
        side: &SideInfo,
        ty: Handle<Type>,
        members: &[naga::StructMember],
        span: u32,
        pack_all: bool,
    ) -> StructLayout {
        let true_layout = side.struct_layouts.get(&ty);
        let offset_of =
            |i: usize, m: &naga::StructMember| true_layout.and_then(|t| t.offsets.get(i).copied()).unwrap_or(m.offset);
        let span = true_layout.map_or(span, |t| t.size);
        let mut out = StructLayout { align: 1, ..StructLayout::default() };
        let mut cursor = 0u32;
        for (i, m) in members.iter().enumerate() {
            let offset = offset_of(i, m);
            let next = members.get(i + 1).map_or(span, |n| offset_of(i + 1, n));
            if offset < cursor {
                self.problems.push(LayoutProblem {
                    ty,
                    overlap: true,
                    rounding: false,
                    message: format!(
                        "member `{}` at offset {offset} overlaps the member before it (which ends at {cursor})",
                        m.name.as_deref().unwrap_or("?")
                    ),
                });
                return out;
            }
            let runtime = matches!(module.types[m.ty].inner, TypeInner::Array { size: ArraySize::Dynamic, .. });
            let end = if i + 1 == members.len() { None } else { Some(next) };
            let lines = match member_lines(module, side, (ty, i as u32), m.ty, offset, pack_all, end) {
                Ok(lines) => lines,
                Err(message) => {
                    self.problems.push(LayoutProblem { ty, overlap: false, rounding: false, message });
                    None
                }
            };
            let mut sa = match (lines, &module.types[m.ty].inner) {
                (Some(lines), TypeInner::Matrix { .. }) => lines.size_align(),
                (Some(lines), TypeInner::Array { size, stride, .. }) => SizeAlign {
                    size: match size {
                        ArraySize::Constant(n) => stride.saturating_mul(n.get()),
                        _ => *stride,
                    },
                    align: lines.size_align().align,
                },
                _ => self.size_align(module, m.ty),
            };
            let mut packed = false;
            let fits = runtime || offset + sa.size <= next.max(offset);
            // Storing every vector packed also packs arrays of vectors whose
            // elements are tight (a scalar layout's `vec2 a[1]` in a
            // 12-byte struct).
            let vector = match module.types[m.ty].inner {
                TypeInner::Vector { .. } => true,
                TypeInner::Array { base, stride, .. } => matches!(module.types[base].inner,
                    TypeInner::Vector { size, scalar } if lines.is_none() && stride == size as u32 * u32::from(scalar.width)),
                _ => false,
            };
            if offset % sa.align != 0 || !fits || (pack_all && vector) {
                match module.types[m.ty].inner {
                    TypeInner::Vector { size, scalar } => {
                        packed = true;
                        sa = SizeAlign { size: size as u32 * u32::from(scalar.width), align: u32::from(scalar.width) };
                    }
                    ref inner if let Some((_, n)) = crate::front::build::narrow_int(&module.types, inner) => {
                        packed = true;
                        sa = SizeAlign { size: n, align: 1 };
                    }
                    // An array of vectors as tight as packed ones, at an
                    // offset MSL's vectors cannot start at (D3D's
                    // `StructuredBuffer<{ float a; float2 b[2]; }>`: `b` at
                    // 4): its elements are stored packed. The array type is
                    // then packed wherever it is used; a struct holding it
                    // elsewhere keeps its offsets, whose padding is explicit.
                    TypeInner::Array { base, stride, .. }
                        if lines.is_none()
                            && offset % scalar_of(&module.types[base].inner).map_or(4, |s| u32::from(s.width)) == 0
                            && matches!(module.types[base].inner,
                                TypeInner::Vector { size, scalar } if stride == size as u32 * u32::from(scalar.width))
                            && {
                                self.arrays.insert(m.ty, ArrayElem::Packed);
                                sa = self.size_align(module, m.ty);
                                offset + sa.size <= next.max(offset) || runtime
                            } => {}
                    _ => {
                        let name = m.name.as_deref().unwrap_or("?");
                        let message = if offset % sa.align == 0 {
                            let limit = match members.get(i + 1).and_then(|n| n.name.as_deref()) {
                                Some(n) => format!("the next member `{n}` starts at {next}"),
                                None => format!("the struct ends at {next}"),
                            };
                            format!("member `{name}` at offset {offset} takes {} bytes in MSL, but {limit}", sa.size)
                        } else {
                            format!(
                                "member `{name}` cannot be placed at offset {offset} (it needs {}-byte alignment and {} bytes)",
                                sa.align, sa.size
                            )
                        };
                        self.problems.push(LayoutProblem { ty, overlap: false, rounding: false, message })
                    }
                }
            }
            out.members.push(MemberLayout { pad_before: offset - cursor, packed, offset, size: sa.size, lines });
            out.align = out.align.max(sa.align);
            cursor = offset + sa.size;
            out.runtime_tail = runtime;
        }
        if !out.runtime_tail && span > cursor {
            out.tail_pad = span - cursor;
            cursor = span;
        }
        out.size = round_up(cursor, out.align);
        if !out.runtime_tail && out.size != span && span != 0 {
            self.problems.push(LayoutProblem {
                ty,
                overlap: false,
                rounding: true,
                message: format!(
                    "the struct is {span} bytes but its {}-byte alignment rounds it to {}",
                    out.align, out.size
                ),
            });
        }
        out
    }
}

/// The line storage of member `key` = (struct, index) (a matrix, or an
/// array of them) at `offset`: when the source's matrix stride is not MSL's,
/// the offset is not aligned for an MSL matrix, the struct stores every
/// vector packed, or the struct ends in a matrix whose last line the source
/// does not pad (a D3D constant buffer ending in a `float3x3` is 44 bytes
/// past the matrix; reading an MSL `float3x3` would read 48).
fn member_lines(
    module: &Module,
    side: &SideInfo,
    key: (Handle<Type>, u32),
    member_ty: Handle<Type>,
    offset: u32,
    pack_all: bool,
    next: Option<u32>,
) -> Result<Option<Lines>, String> {
    let mut t = member_ty;
    for _ in 0..16 {
        match module.types[t].inner {
            TypeInner::Array { base, .. } => t = base,
            _ => break,
        }
    }
    let TypeInner::Matrix { columns, rows, scalar } = module.types[t].inner else { return Ok(None) };
    let natural = vector_size_align(rows, scalar);
    let source = side.matrix_strides.get(&key).copied();
    let stride = source.map_or(natural.size, |s| s.stride);
    let padded = stride * columns as u32;
    let unpadded_size = source.filter(|s| s.size < padded && columns as u32 > 1).map(|s| s.size);
    // The member after the matrix starts in its last line's padding.
    let split = unpadded_size.is_some()
        && next.is_some_and(|n| n < offset + padded)
        && matches!(module.types[member_ty].inner, TypeInner::Matrix { .. });
    let unpadded = unpadded_size.is_some() && (next.is_none() || split);
    // Every element of an array of matrices sits at a multiple of the stride
    // from the member's offset.
    let align = match module.types[member_ty].inner {
        TypeInner::Array { stride: s, .. } => offset | s,
        _ => offset,
    };
    let align = if align == 0 { natural.align } else { 1 << align.trailing_zeros() };
    let tight = rows as u32 * u32::from(scalar.width);
    if stride == natural.size && align.is_multiple_of(natural.align) && !pack_all && !(unpadded && tight < stride) {
        return Ok(None);
    }
    let fit = if pack_all { 1 } else { align };
    Lines::new(columns as u32, rows, scalar, stride, fit, unpadded)
        .or_else(|| Lines::new(columns as u32, rows, scalar, stride, align, unpadded))
        .map(|l| Lines { split, ..l })
        .map(Some)
        .ok_or_else(|| format!("a matrix with lines {stride} bytes apart cannot be placed at offset {offset}"))
}

/// Per type (by handle index), the largest power of two dividing every
/// offset the buffers place it at (`u32::MAX` when it is only ever at 0):
/// a struct member's offset, an array's stride, and whatever the holder
/// itself is placed at. Holders come after their members in the arena, so
/// one pass from the end sees every holder of a type before the type.
fn placed_alignments(module: &Module, side: &SideInfo) -> Vec<u32> {
    let low_bit = |x: u32| if x == 0 { u32::MAX } else { 1u32 << x.trailing_zeros() };
    let mut cap = vec![u32::MAX; module.types.len()];
    let handles: Vec<Handle<Type>> = module.types.iter().map(|(h, _)| h).collect();
    for &h in handles.iter().rev() {
        let own = cap.get(h.index()).copied().unwrap_or(u32::MAX);
        let mut place = |ty: Handle<Type>, at: u32| {
            if let Some(c) = cap.get_mut(ty.index()) {
                *c = (*c).min(own.min(at));
            }
        };
        match module.types[h].inner {
            TypeInner::Struct { ref members, .. } => {
                let true_layout = side.struct_layouts.get(&h);
                for (i, m) in members.iter().enumerate() {
                    let offset = true_layout.and_then(|t| t.offsets.get(i).copied()).unwrap_or(m.offset);
                    place(m.ty, low_bit(offset));
                }
            }
            TypeInner::Array { base, stride, .. } => place(base, low_bit(stride)),
            _ => {}
        }
    }
    cap
}

fn round_up(x: u32, align: u32) -> u32 {
    if align <= 1 { x } else { x.div_ceil(align) * align }
}

fn scalar_of(inner: &TypeInner) -> Option<Scalar> {
    match *inner {
        TypeInner::Scalar(s) | TypeInner::Vector { scalar: s, .. } | TypeInner::Atomic(s) => Some(s),
        TypeInner::Matrix { scalar, .. } => Some(scalar),
        _ => None,
    }
}

/// Size and alignment of a non-aggregate type in MSL.
pub fn inner_size_align(inner: &TypeInner) -> SizeAlign {
    match *inner {
        TypeInner::Scalar(s) | TypeInner::Atomic(s) => {
            let w = u32::from(s.width);
            SizeAlign { size: w, align: w }
        }
        TypeInner::Vector { size, scalar } => vector_size_align(size, scalar),
        TypeInner::Matrix { columns, rows, scalar } => {
            let col = vector_size_align(rows, scalar);
            SizeAlign { size: col.size * columns as u32, align: col.align }
        }
        _ => SizeAlign { size: 0, align: 1 },
    }
}

fn vector_size_align(size: VectorSize, scalar: Scalar) -> SizeAlign {
    let w = u32::from(scalar.width);
    let n = if size == VectorSize::Tri { 4 } else { size as u32 };
    SizeAlign { size: n * w, align: n * w }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layouts(src: &str) -> (naga::Module, Layouts) {
        let module = naga::front::wgsl::parse_str(src).unwrap();
        let l = Layouts::new(&module, &SideInfo::default());
        (module, l)
    }

    fn struct_named<'a>(m: &naga::Module, l: &'a Layouts, name: &str) -> &'a StructLayout {
        let h = m.types.iter().find(|(_, t)| t.name.as_deref() == Some(name)).unwrap().0;
        &l.structs[&h]
    }

    #[test]
    fn vec3_followed_by_scalar_is_packed() {
        let (m, l) = layouts("struct S { a: vec3<f32>, b: f32 }");
        let s = struct_named(&m, &l, "S");
        assert!(s.members[0].packed);
        assert!(!s.members[1].packed);
        assert_eq!((s.members[1].offset, s.size, s.tail_pad), (12, 16, 0));
    }

    #[test]
    fn gaps_become_padding() {
        let (m, l) = layouts("struct S { a: f32, @align(16) b: vec4<f32>, @size(32) c: f32 }");
        let s = struct_named(&m, &l, "S");
        assert_eq!(s.members[1].pad_before, 12);
        assert_eq!(s.tail_pad, 28);
        assert_eq!(s.size, 64);
    }

    #[test]
    fn alignment_rounding_falls_back_to_packed_vectors() {
        // D3D structured-buffer packing: float3, float2, float2 = 28 bytes.
        let mut m = naga::Module::default();
        let v3 = TypeInner::Vector { size: VectorSize::Tri, scalar: Scalar::F32 };
        let v2 = TypeInner::Vector { size: VectorSize::Bi, scalar: Scalar::F32 };
        let v3 = m.types.insert(naga::Type { name: None, inner: v3 }, naga::Span::UNDEFINED);
        let v2 = m.types.insert(naga::Type { name: None, inner: v2 }, naga::Span::UNDEFINED);
        let member = |ty, offset| naga::StructMember { name: None, ty, binding: None, offset };
        let members = vec![member(v3, 0), member(v2, 12), member(v2, 20)];
        let h = m.types.insert(
            naga::Type { name: Some("S".into()), inner: TypeInner::Struct { members, span: 28 } },
            naga::Span::UNDEFINED,
        );
        let l = Layouts::new(&m, &SideInfo::default());
        let s = &l.structs[&h];
        assert_eq!((s.size, s.align), (28, 4));
        assert!(s.members.iter().all(|x| x.packed));
        assert!(l.problems.is_empty());
    }

    #[test]
    fn uniform_array_stride_wraps_elements() {
        // std140-like stride of 16 bytes for a float array.
        let mut module = naga::Module::default();
        let f = module
            .types
            .insert(naga::Type { name: None, inner: TypeInner::Scalar(Scalar::F32) }, naga::Span::UNDEFINED);
        let arr = module.types.insert(
            naga::Type {
                name: None,
                inner: TypeInner::Array {
                    base: f,
                    size: ArraySize::Constant(std::num::NonZeroU32::new(3).unwrap()),
                    stride: 16,
                },
            },
            naga::Span::UNDEFINED,
        );
        let l = Layouts::new(&module, &SideInfo::default());
        assert_eq!(l.arrays[&arr], ArrayElem::Wrapped { pad: 12 });
        assert_eq!(l.size_align(&module, arr), SizeAlign { size: 48, align: 4 });
    }

    #[test]
    fn true_source_offsets_override_naga_offsets() {
        let src = "struct S { a: f32, b: f32 }";
        let module = naga::front::wgsl::parse_str(src).unwrap();
        let h = module.types.iter().find(|(_, t)| t.name.as_deref() == Some("S")).unwrap().0;
        let mut side = SideInfo::default();
        side.struct_layouts.insert(h, crate::side::StructLayout { offsets: vec![0, 8], size: 12 });
        let l = Layouts::new(&module, &side);
        assert_eq!(l.structs[&h].members[1].pad_before, 4);
        assert_eq!(l.structs[&h].size, 12);
        side.struct_layouts.insert(h, crate::side::StructLayout { offsets: vec![4, 0], size: 8 });
        let l = Layouts::new(&module, &side);
        assert!(l.problems.iter().any(|p| p.overlap));
    }

    fn matrix(m: &mut naga::Module, columns: VectorSize, rows: VectorSize) -> Handle<Type> {
        let inner = TypeInner::Matrix { columns, rows, scalar: Scalar::F32 };
        m.types.insert(naga::Type { name: None, inner }, naga::Span::UNDEFINED)
    }

    fn struct_of(m: &mut naga::Module, members: &[(Handle<Type>, u32)], span: u32) -> Handle<Type> {
        let members =
            members.iter().map(|&(ty, offset)| naga::StructMember { name: None, ty, binding: None, offset }).collect();
        let inner = TypeInner::Struct { members, span };
        m.types.insert(naga::Type { name: Some("S".into()), inner }, naga::Span::UNDEFINED)
    }

    fn lines_of(l: &Layouts, s: Handle<Type>, i: usize) -> Option<Lines> {
        l.structs[&s].members[i].lines
    }

    #[test]
    fn std140_mat2_columns_are_wrapped_lines() {
        let mut m = naga::Module::default();
        let mat2 = matrix(&mut m, VectorSize::Bi, VectorSize::Bi);
        let f = m.types.insert(naga::Type { name: None, inner: TypeInner::Scalar(Scalar::F32) }, naga::Span::UNDEFINED);
        let s = struct_of(&mut m, &[(mat2, 0), (f, 32)], 48);
        let mut side = SideInfo::default();
        side.matrix_strides.insert((s, 0), crate::side::MatrixLines { stride: 16, size: 32 });
        let l = Layouts::new(&m, &side);
        let lines = lines_of(&l, s, 0).unwrap();
        assert_eq!(lines.line, LineElem::Wrapped { pad: 8, packed: false });
        assert_eq!((lines.columns, lines.stride), (2, 16));
        assert_eq!(l.structs[&s].members[0].size, 32);
        assert_eq!(l.structs[&s].members[1].pad_before, 0);
        assert!(l.problems.is_empty());
        // Without the source stride the same member is an MSL matrix.
        let l = Layouts::new(&m, &SideInfo::default());
        assert_eq!(lines_of(&l, s, 0), None);
        assert_eq!(l.structs[&s].members[1].pad_before, 16);
    }

    #[test]
    fn structured_lines_of_three_are_packed() {
        // D3D structured float3x2 (column_major): naga float2x3 whose lines are 12 bytes.
        let mut m = naga::Module::default();
        let mat = matrix(&mut m, VectorSize::Bi, VectorSize::Tri);
        let f = m.types.insert(naga::Type { name: None, inner: TypeInner::Scalar(Scalar::F32) }, naga::Span::UNDEFINED);
        let s = struct_of(&mut m, &[(f, 0), (mat, 4), (f, 28)], 32);
        let mut side = SideInfo::default();
        side.matrix_strides.insert((s, 1), crate::side::MatrixLines { stride: 12, size: 24 });
        let l = Layouts::new(&m, &side);
        let lines = lines_of(&l, s, 1).unwrap();
        assert_eq!(lines.line, LineElem::Packed);
        assert_eq!(lines.size_align(), SizeAlign { size: 24, align: 4 });
        assert_eq!((l.structs[&s].size, l.structs[&s].align), (32, 4));
        assert!(l.problems.is_empty());
    }

    #[test]
    fn misaligned_matrix_with_its_own_stride_is_packed() {
        // A float2x2 at offset 4 (structured packing): MSL's float2x2 needs 8.
        let mut m = naga::Module::default();
        let mat = matrix(&mut m, VectorSize::Bi, VectorSize::Bi);
        let f = m.types.insert(naga::Type { name: None, inner: TypeInner::Scalar(Scalar::F32) }, naga::Span::UNDEFINED);
        let s = struct_of(&mut m, &[(f, 0), (mat, 4)], 20);
        let l = Layouts::new(&m, &SideInfo::default());
        assert_eq!(lines_of(&l, s, 1).map(|x| x.line), Some(LineElem::Packed));
        assert_eq!(l.structs[&s].size, 20);
        assert!(l.problems.is_empty());
    }

    #[test]
    fn unpadded_last_line_at_the_end_is_read_packed() {
        // D3D constant buffer ending in row_major float2x3 (two lines of 3, 16 apart, 28 bytes).
        let mut m = naga::Module::default();
        let mat = matrix(&mut m, VectorSize::Bi, VectorSize::Tri);
        let v4 = m.types.insert(
            naga::Type { name: None, inner: TypeInner::Vector { size: VectorSize::Quad, scalar: Scalar::F32 } },
            naga::Span::UNDEFINED,
        );
        let s = struct_of(&mut m, &[(mat, 0), (v4, 32), (mat, 48)], 80);
        let mut side = SideInfo::default();
        let source = crate::side::MatrixLines { stride: 16, size: 28 };
        side.matrix_strides.insert((s, 0), source);
        side.matrix_strides.insert((s, 2), source);
        let l = Layouts::new(&m, &side);
        // Not the last member: the MSL matrix reads only bytes of the buffer.
        assert_eq!(lines_of(&l, s, 0), None);
        let last = lines_of(&l, s, 2).unwrap();
        assert_eq!(last.line, LineElem::Wrapped { pad: 4, packed: true });
        assert_eq!(l.structs[&s].size, 80);
        assert!(l.problems.is_empty());
    }

    #[test]
    fn arrays_of_matrices_with_a_short_stride_hold_lines() {
        // StructuredBuffer<float3x2>: naga float2x3 elements 24 bytes apart.
        let mut m = naga::Module::default();
        let mat = matrix(&mut m, VectorSize::Bi, VectorSize::Tri);
        let arr = m.types.insert(
            naga::Type { name: None, inner: TypeInner::Array { base: mat, size: ArraySize::Dynamic, stride: 24 } },
            naga::Span::UNDEFINED,
        );
        let l = Layouts::new(&m, &SideInfo::default());
        assert_eq!(l.matrix_arrays[&arr].line, LineElem::Packed);
        assert_eq!(l.arrays[&arr], ArrayElem::Natural);
        assert!(l.problems.is_empty());
    }

    #[test]
    fn member_arrays_of_std140_matrices_are_marked() {
        let mut m = naga::Module::default();
        let mat = matrix(&mut m, VectorSize::Tri, VectorSize::Bi);
        let two = ArraySize::Constant(std::num::NonZeroU32::new(2).unwrap());
        let arr = m.types.insert(
            naga::Type { name: None, inner: TypeInner::Array { base: mat, size: two, stride: 48 } },
            naga::Span::UNDEFINED,
        );
        let s = struct_of(&mut m, &[(arr, 0)], 96);
        let mut side = SideInfo::default();
        side.matrix_strides.insert((s, 0), crate::side::MatrixLines { stride: 16, size: 48 });
        let l = Layouts::new(&m, &side);
        assert_eq!(l.matrix_arrays[&arr].line, LineElem::Wrapped { pad: 8, packed: false });
        assert_eq!(l.arrays[&arr], ArrayElem::Natural);
        assert_eq!(l.structs[&s].size, 96);
        assert!(l.problems.is_empty());
    }

    #[test]
    fn a_member_in_the_last_line_padding_splits_the_last_line_off() {
        // D3D constant buffer: float3x3 (lines 16 apart, 44 bytes), then a float at 44.
        let mut m = naga::Module::default();
        let mat = matrix(&mut m, VectorSize::Tri, VectorSize::Tri);
        let f = m.types.insert(naga::Type { name: None, inner: TypeInner::Scalar(Scalar::F32) }, naga::Span::UNDEFINED);
        let s = struct_of(&mut m, &[(mat, 0), (f, 48)], 64);
        let mut side = SideInfo::default();
        side.matrix_strides.insert((s, 0), crate::side::MatrixLines { stride: 16, size: 44 });
        side.struct_layouts.insert(s, crate::side::StructLayout { offsets: vec![0, 44], size: 48 });
        let l = Layouts::new(&m, &side);
        let lines = lines_of(&l, s, 0).unwrap();
        assert!(lines.split);
        assert_eq!(lines.line, LineElem::Wrapped { pad: 4, packed: true });
        assert_eq!(lines.size_align(), SizeAlign { size: 44, align: 4 });
        assert_eq!((l.structs[&s].members[1].offset, l.structs[&s].size), (44, 48));
        assert!(l.problems.is_empty());
    }
}
