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

use crate::side::SideInfo;
use indexmap::IndexMap;
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
    pub message: String,
}

#[derive(Clone, Debug, Default)]
pub struct Layouts {
    pub structs: IndexMap<Handle<Type>, StructLayout>,
    pub arrays: IndexMap<Handle<Type>, ArrayElem>,
    pub problems: Vec<LayoutProblem>,
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
                    l.structs.insert(handle, layout);
                }
                TypeInner::Array { base, stride, .. } => {
                    let elem = l.array_elem(module, handle, base, stride);
                    l.arrays.insert(handle, elem);
                }
                _ => {}
            }
        }
        l
    }

    /// MSL size and alignment of `ty` as printed.
    pub fn size_align(&self, module: &Module, ty: Handle<Type>) -> SizeAlign {
        match module.types[ty].inner {
            TypeInner::Struct { .. } => {
                let s = self.structs.get(&ty);
                SizeAlign { size: s.map_or(0, |s| s.size), align: s.map_or(1, |s| s.align) }
            }
            TypeInner::Array { base, size, stride } => {
                let elem_align = match self.arrays.get(&ty) {
                    Some(ArrayElem::Packed) => scalar_of(&module.types[base].inner).map_or(4, |s| u32::from(s.width)),
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

    fn array_elem(&mut self, module: &Module, ty: Handle<Type>, base: Handle<Type>, stride: u32) -> ArrayElem {
        let natural = self.size_align(module, base);
        if natural.size == stride {
            return ArrayElem::Natural;
        }
        if let TypeInner::Vector { size: VectorSize::Tri, scalar } = module.types[base].inner
            && stride == 3 * u32::from(scalar.width)
        {
            return ArrayElem::Packed;
        }
        if stride > natural.size && stride.is_multiple_of(natural.align) {
            return ArrayElem::Wrapped { pad: stride - natural.size };
        }
        self.problems.push(LayoutProblem {
            ty,
            overlap: false,
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
                    message: format!(
                        "member `{}` at offset {offset} overlaps the member before it (which ends at {cursor})",
                        m.name.as_deref().unwrap_or("?")
                    ),
                });
                return out;
            }
            let runtime = matches!(module.types[m.ty].inner, TypeInner::Array { size: ArraySize::Dynamic, .. });
            let mut sa = self.size_align(module, m.ty);
            let mut packed = false;
            let fits = runtime || offset + sa.size <= next.max(offset);
            let vector = matches!(module.types[m.ty].inner, TypeInner::Vector { .. });
            if offset % sa.align != 0 || !fits || (pack_all && vector) {
                match module.types[m.ty].inner {
                    TypeInner::Vector { size, scalar } => {
                        packed = true;
                        sa = SizeAlign { size: size as u32 * u32::from(scalar.width), align: u32::from(scalar.width) };
                    }
                    _ => self.problems.push(LayoutProblem {
                        ty,
                        overlap: false,
                        message: format!(
                            "member `{}` cannot be placed at offset {offset} (it needs {}-byte alignment and {} bytes)",
                            m.name.as_deref().unwrap_or("?"),
                            sa.align,
                            sa.size
                        ),
                    }),
                }
            }
            out.members.push(MemberLayout { pad_before: offset - cursor, packed, offset, size: sa.size });
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
                message: format!(
                    "the struct is {span} bytes but its {}-byte alignment rounds it to {}",
                    out.align, out.size
                ),
            });
        }
        out
    }
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
}
