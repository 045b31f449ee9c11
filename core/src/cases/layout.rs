//! The byte layout of one buffer as a tree ([`LayoutNode`]), built from the
//! reflected [`BufferLayout`] (or, when reflection has none, from a case's
//! fallback `type`), and flattened into scalar [`Leaf`]s in *layout order*:
//! struct members in reflected order, array elements by index, vector
//! components `x y z w`, matrix elements `m[0][0], m[0][1], …` (first index
//! outermost — HLSL's rows, GLSL/WGSL/MSL's columns: each language's
//! constructor order).
//!
//! Reading the reflection (DESIGN §5), which this module relies on:
//! - member offsets are relative to the enclosing struct (or array element);
//! - `sourceType` is a scalar, vector or matrix spelling of any of our languages
//!   (`float3`, `vec3`, `uvec2`, `half4`, `float16_t`, `mat3x4`, `float4x4`,
//!   `packed_float3`, `atomic_uint`, `vec3<f32>`, …), or a struct name when
//!   `members` is non-empty;
//! - `arrayCount` `0` marks a runtime-sized array; `arrayStride` is its stride;
//! - `matrixLayout` is in the source language's terms: `row_major` stores
//!   rows as lines, `column_major` columns, `matrixStride` apart. A matrix
//!   type `floatAxB` / `matAxB` has `A` values of its first index and `B` of
//!   its second in every language we read;
//! - the buffer as a whole: a struct whose last member has `arrayCount` 0
//!   (GLSL SSBO), or `runtimeArrayStride` with the struct as element
//!   (`StructuredBuffer<S>`), or, without members, the resource's `type` as
//!   element (`RWStructuredBuffer<float>`), a runtime array when
//!   `runtimeArrayStride` is set and a single value otherwise.

use super::num::ScalarType;
use crate::options::Language;
use crate::reflect::{BufferLayout, LayoutMember, Resource};

/// Nesting budget for layouts (structs in arrays in structs…).
const MAX_DEPTH: usize = 32;

/// One node of a buffer's layout. Offsets in [`Field`] are relative to the
/// enclosing struct.
#[derive(Clone, Debug, PartialEq)]
pub enum LayoutNode {
    Scalar(ScalarType),
    /// `n` contiguous components.
    Vector(ScalarType, u32),
    /// Element `m[i][j]` sits at `i * first_stride + j * second_stride`.
    Matrix {
        scalar: ScalarType,
        first: u32,
        second: u32,
        first_stride: u32,
        second_stride: u32,
    },
    /// `count: None` is runtime-sized (only as the buffer itself or the last
    /// member of its top-level struct).
    Array {
        count: Option<u32>,
        stride: u32,
        element: Box<LayoutNode>,
    },
    Struct(Vec<Field>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub name: String,
    pub offset: u32,
    pub node: LayoutNode,
}

/// One scalar of a packed buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Leaf {
    /// Byte offset from the start of the buffer.
    pub offset: u32,
    pub scalar: ScalarType,
    /// Index of the runtime-array element the leaf belongs to, if any.
    pub element: Option<u32>,
}

/// The layout of a whole buffer.
#[derive(Clone, Debug, PartialEq)]
pub struct PackLayout {
    pub root: LayoutNode,
    /// Bytes of the fixed part (everything but the runtime-array elements).
    pub fixed_size: u32,
}

impl PackLayout {
    /// The layout of a buffer resource from its reflection. `fallback_type`
    /// (a case's `type`) is used when reflection gives no usable layout.
    pub fn from_resource(res: &Resource, language: Language, fallback_type: Option<&str>) -> Result<Self, String> {
        let element = element_spelling(res);
        let from_reflection = res.layout.as_ref().map(|l| Self::from_buffer_layout(l, &element, language));
        match (from_reflection, fallback_type) {
            (Some(Ok(layout)), _) => Ok(layout),
            (_, Some(ty)) => Self::from_type(ty),
            (Some(Err(e)), None) => Err(format!("buffer `{}`: {e}", res.name)),
            (None, None) => Err(format!("buffer `{}` has no reflected layout; give the case a `type`", res.name)),
        }
    }

    /// A reflected layout; `element_type` is the resource's `type`, used when
    /// the layout has no members.
    pub fn from_buffer_layout(l: &BufferLayout, element_type: &str, language: Language) -> Result<Self, String> {
        if l.members.is_empty() {
            let shape = parse_type(element_type)
                .ok_or_else(|| format!("cannot read element type `{element_type}` and the layout has no members"))?;
            let element = shape.node(language, None, None, None);
            let size = node_size(&element);
            return Ok(match l.runtime_array_stride {
                Some(stride) => PackLayout {
                    root: LayoutNode::Array { count: None, stride: stride.max(size), element: Box::new(element) },
                    fixed_size: 0,
                },
                None => PackLayout { root: element, fixed_size: l.size.max(size) },
            });
        }
        let fields = members(&l.members, language, 0)?;
        let tail_is_runtime = matches!(fields.last(), Some(Field { node: LayoutNode::Array { count: None, .. }, .. }));
        if let (Some(stride), false) = (l.runtime_array_stride, tail_is_runtime) {
            let element = Box::new(LayoutNode::Struct(fields));
            return Ok(PackLayout { root: LayoutNode::Array { count: None, stride, element }, fixed_size: 0 });
        }
        // With a runtime tail the fixed part ends where the tail starts.
        let fixed_size = if tail_is_runtime { fields.last().map_or(l.size, |f| f.offset) } else { l.size };
        Ok(PackLayout { root: LayoutNode::Struct(fields), fixed_size })
    }

    /// A runtime array of tightly packed `ty` (a case's fallback `type`).
    pub fn from_type(ty: &str) -> Result<Self, String> {
        let shape = parse_type(ty).ok_or_else(|| format!("unknown element type `{ty}`"))?;
        let element = shape.node(Language::Hlsl, None, None, None);
        let stride = node_size(&element);
        Ok(PackLayout { root: LayoutNode::Array { count: None, stride, element: Box::new(element) }, fixed_size: 0 })
    }

    /// Whether the buffer ends in a runtime-sized array.
    pub fn runtime_array(&self) -> Option<(u32, u32)> {
        match &self.root {
            LayoutNode::Array { count: None, stride, .. } => Some((0, *stride)),
            LayoutNode::Struct(fields) => match fields.last() {
                Some(Field { offset, node: LayoutNode::Array { count: None, stride, .. }, .. }) => {
                    Some((*offset, *stride))
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// Bytes needed for `count` runtime-array elements (at least 4, since
    /// no API binds an empty buffer).
    pub fn byte_size(&self, count: u32) -> u32 {
        let size = match self.runtime_array() {
            Some((offset, stride)) => self.fixed_size.max(offset.saturating_add(stride.saturating_mul(count))),
            None => self.fixed_size,
        };
        size.max(4)
    }

    /// The offset of a member by dotted path (`light.dir`), within the
    /// buffer's struct or, for an array of structs, within one element.
    pub fn member_offset(&self, path: &str) -> Option<u32> {
        let mut node = match &self.root {
            LayoutNode::Array { count: None, element, .. } => element.as_ref(),
            other => other,
        };
        let mut offset = 0;
        for part in path.split('.') {
            let LayoutNode::Struct(fields) = node else { return None };
            let f = fields.iter().find(|f| f.name == part)?;
            offset += f.offset;
            node = &f.node;
        }
        Some(offset)
    }

    /// How many scalars [`PackLayout::leaves`] would list, without listing them.
    pub fn leaf_count(&self, count: u32) -> u64 {
        node_leaf_count(&self.root, count)
    }

    /// Every scalar, in layout order, with `count` runtime-array elements.
    pub fn leaves(&self, count: u32) -> Vec<Leaf> {
        let mut out = Vec::new();
        push_leaves(&self.root, 0, count, None, &mut out);
        out
    }
}

fn push_leaves(node: &LayoutNode, base: u32, count: u32, element: Option<u32>, out: &mut Vec<Leaf>) {
    match node {
        LayoutNode::Scalar(s) => out.push(Leaf { offset: base, scalar: *s, element }),
        LayoutNode::Vector(s, n) => {
            out.extend((0..*n).map(|i| Leaf { offset: base + i * s.size(), scalar: *s, element }));
        }
        LayoutNode::Matrix { scalar, first, second, first_stride, second_stride } => {
            for i in 0..*first {
                for j in 0..*second {
                    out.push(Leaf { offset: base + i * first_stride + j * second_stride, scalar: *scalar, element });
                }
            }
        }
        LayoutNode::Array { count: n, stride, element: e } => {
            let runtime = n.is_none();
            for i in 0..n.unwrap_or(count) {
                let tag = if runtime { Some(i) } else { element };
                push_leaves(e, base + i * stride, count, tag, out);
            }
        }
        LayoutNode::Struct(fields) => {
            for f in fields {
                push_leaves(&f.node, base + f.offset, count, element, out);
            }
        }
    }
}

fn node_leaf_count(node: &LayoutNode, count: u32) -> u64 {
    match node {
        LayoutNode::Scalar(_) => 1,
        LayoutNode::Vector(_, n) => u64::from(*n),
        LayoutNode::Matrix { first, second, .. } => u64::from(*first) * u64::from(*second),
        LayoutNode::Array { count: n, element, .. } => {
            u64::from(n.unwrap_or(count)).saturating_mul(node_leaf_count(element, count))
        }
        LayoutNode::Struct(fields) => {
            fields.iter().fold(0u64, |acc, f| acc.saturating_add(node_leaf_count(&f.node, count)))
        }
    }
}

/// Natural size of a node (used only where reflection gives no size).
pub fn node_size(node: &LayoutNode) -> u32 {
    match node {
        LayoutNode::Scalar(s) => s.size(),
        LayoutNode::Vector(s, n) => s.size() * n,
        LayoutNode::Matrix { scalar, first, second, first_stride, second_stride } => {
            (first - 1) * first_stride + (second - 1) * second_stride + scalar.size()
        }
        LayoutNode::Array { count, stride, .. } => count.unwrap_or(0) * stride,
        LayoutNode::Struct(fields) => fields.iter().map(|f| f.offset + node_size(&f.node)).max().unwrap_or(0),
    }
}

fn members(ms: &[LayoutMember], language: Language, depth: usize) -> Result<Vec<Field>, String> {
    if depth > MAX_DEPTH {
        return Err("layout nested too deeply".into());
    }
    ms.iter()
        .map(|m| Ok(Field { name: m.name.clone(), offset: m.offset, node: member_node(m, language, depth)? }))
        .collect()
}

fn member_node(m: &LayoutMember, language: Language, depth: usize) -> Result<LayoutNode, String> {
    let element = if m.members.is_empty() {
        // The source view: `matrixLayout` and the first/second index order
        // are the source language's.
        let shape = parse_type(&m.source_type)
            .ok_or_else(|| format!("member `{}`: cannot read type `{}`", m.name, m.source_type))?;
        let element_size = match (m.array_count, m.array_stride) {
            (Some(_), _) => None,
            _ => Some(m.size),
        };
        shape.node(language, m.matrix_layout.as_deref(), m.matrix_stride, element_size)
    } else {
        LayoutNode::Struct(members(&m.members, language, depth + 1)?)
    };
    Ok(match m.array_count {
        None => element,
        Some(n) => {
            let stride = m.array_stride.or_else(|| m.size.checked_div(n)).unwrap_or_else(|| node_size(&element));
            LayoutNode::Array { count: (n > 0).then_some(n), stride, element: Box::new(element) }
        }
    })
}

/// The element of a buffer without members: the source's spelling
/// (`RWStructuredBuffer<float4>`), else the MSL parameter's element (a GLSL
/// `buffer Data` is spelled by its block name; `device float*` is `float`).
pub fn element_spelling(res: &Resource) -> String {
    match parse_type(&res.source_type) {
        Some(_) => res.source_type.clone(),
        None => res.msl_type.trim_end_matches(['*', '&']).to_string(),
    }
}

/// A parsed type spelling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeShape {
    pub scalar: ScalarType,
    /// Vector components (1 for a scalar).
    pub components: u32,
    /// Matrices: values of the first index (`A` of `floatAxB` / `matAxB`).
    pub lines: Option<u32>,
    /// A min-precision spelling (`min16float`): 16 or 32 bits by the layout.
    pub min_precision: bool,
}

impl TypeShape {
    /// The node for this shape. `size` (the reflected member size, when not
    /// an array) settles min-precision widths and missing matrix strides.
    fn node(
        self,
        language: Language,
        matrix_layout: Option<&str>,
        stride: Option<u32>,
        size: Option<u32>,
    ) -> LayoutNode {
        let total = self.components * self.lines.unwrap_or(1);
        let scalar = match (self.min_precision, size) {
            (true, Some(sz)) if sz == total * 2 || (self.lines.is_none() && sz < total * 4) => {
                self.scalar.with_size(2).unwrap_or(self.scalar)
            }
            _ => self.scalar,
        };
        let Some(first) = self.lines else {
            return if self.components == 1 {
                LayoutNode::Scalar(scalar)
            } else {
                LayoutNode::Vector(scalar, self.components)
            };
        };
        let second = self.components;
        // Which index walks the stored lines: HLSL's first index is the row,
        // everyone else's is the column.
        let row_major = matrix_layout.is_some_and(|l| l.starts_with("row"));
        let first_is_line = (language == Language::Hlsl) == row_major;
        let (line_count, per_line) = if first_is_line { (first, second) } else { (second, first) };
        let ss = scalar.size();
        let line_stride = stride.unwrap_or_else(|| match size {
            Some(sz) if sz % line_count == 0 && sz / line_count >= per_line * ss => sz / line_count,
            Some(sz) if line_count > 1 && sz > per_line * ss => (sz - per_line * ss) / (line_count - 1),
            _ => per_line * ss,
        });
        let (first_stride, second_stride) = if first_is_line { (line_stride, ss) } else { (ss, line_stride) };
        LayoutNode::Matrix { scalar, first, second, first_stride, second_stride }
    }
}

/// Read a scalar, vector or matrix spelling of HLSL, GLSL, WGSL, MSL or a
/// case file (`f32`, `u16x2`). Qualifiers (`row_major`, `const`, `packed_`,
/// `atomic`, `metal::`) and array suffixes are ignored.
pub fn parse_type(spelling: &str) -> Option<TypeShape> {
    let mut s = spelling.trim();
    if let Some(i) = s.find('[') {
        s = s.get(..i)?.trim();
    }
    const QUALIFIERS: &[&str] = &["row_major", "column_major", "const", "volatile", "device", "constant"];
    while let Some(rest) = QUALIFIERS.iter().find_map(|q| s.strip_prefix(q).filter(|r| r.starts_with(' '))) {
        s = rest.trim_start();
    }
    let mut t = s;
    t = t.strip_prefix("metal::").unwrap_or(t);
    t = t.strip_prefix("packed_").unwrap_or(t);
    if let Some(inner) = t.strip_prefix("atomic<").and_then(|r| r.strip_suffix('>')) {
        return parse_type(inner);
    }
    t = t.strip_prefix("atomic_").unwrap_or(t);
    // WGSL generic forms: vec3<f32>, mat4x4<f32>.
    if let Some((head, inner)) = t.split_once('<') {
        let inner = inner.strip_suffix('>')?;
        // Resource spellings: `RWStructuredBuffer<float4>`, `ConstantBuffer<T>`.
        if head.ends_with("Buffer") {
            return parse_type(inner);
        }
        // `array<float4, 2>`: the element (the member's arrayCount says how many).
        if head == "array" {
            return parse_type(inner.rsplit_once(',').map_or(inner, |(elem, _)| elem));
        }
        return shape_of(head, parse_scalar(inner)?.0);
    }
    if let Some(shape) = parse_glsl_or_wgsl_short(t) {
        return Some(shape);
    }
    // HLSL/MSL: float, float3, float4x4, half2, min16float3, int16_t2; case files: f32x4.
    parse_scalar_then_dims(t)
}

/// GLSL `vec3`, `ivec2`, `uvec4`, `bvec2`, `f16vec3`, `mat3`, `mat2x4`,
/// `dmat3`, `f16mat2`; WGSL `vec3f`, `vec2u`, `mat4x4f`, `vec3h`.
fn parse_glsl_or_wgsl_short(t: &str) -> Option<TypeShape> {
    const PREFIXES: &[(&str, ScalarType)] = &[
        ("f16", ScalarType::F16),
        ("i16", ScalarType::I16),
        ("u16", ScalarType::U16),
        ("f64", ScalarType::F64),
        ("i64", ScalarType::I64),
        ("u64", ScalarType::U64),
        ("i", ScalarType::I32),
        ("u", ScalarType::U32),
        ("b", ScalarType::U32),
        ("d", ScalarType::F64),
        ("", ScalarType::F32),
    ];
    for (prefix, scalar) in PREFIXES {
        let Some(rest) = t.strip_prefix(prefix) else { continue };
        if !(rest.starts_with("vec") || rest.starts_with("mat")) {
            continue;
        }
        // WGSL suffix letter: vec3f, vec2i, vec4u, vec3h, mat4x4f.
        let (body, suffix) = match rest.char_indices().last() {
            Some((i, c @ ('f' | 'i' | 'u' | 'h'))) if prefix.is_empty() => (rest.get(..i)?, Some(c)),
            _ => (rest, None),
        };
        let scalar = match suffix {
            Some('f') => ScalarType::F32,
            Some('i') => ScalarType::I32,
            Some('u') => ScalarType::U32,
            Some('h') => ScalarType::F16,
            _ => *scalar,
        };
        return shape_of(body, scalar);
    }
    None
}

/// `vec3` / `mat4` / `mat2x3` with a known scalar.
fn shape_of(head: &str, scalar: ScalarType) -> Option<TypeShape> {
    let shape = |components, lines| Some(TypeShape { scalar, components, lines, min_precision: false });
    if let Some(n) = head.strip_prefix("vec") {
        let n: u32 = n.parse().ok()?;
        return (2..=4).contains(&n).then_some(()).and_then(|_| shape(n, None));
    }
    let dims = head.strip_prefix("mat")?;
    let (a, b) = match dims.split_once('x') {
        Some((a, b)) => (a.parse().ok()?, b.parse().ok()?),
        None => {
            let n: u32 = dims.parse().ok()?;
            (n, n)
        }
    };
    ((2..=4).contains(&a) && (2..=4).contains(&b)).then_some(()).and_then(|_| shape(b, Some(a)))
}

/// A scalar name followed by optional `N` or `AxB` (`float3`, `half4x4`,
/// `int16_t2`, `f32x4`, `min16uint2`).
fn parse_scalar_then_dims(t: &str) -> Option<TypeShape> {
    let (scalar, min_precision, rest) = parse_scalar(t)?;
    // Case-file vectors are `f32x4`: the scalar name ends in digits.
    let rest = rest.strip_prefix('x').unwrap_or(rest);
    let shape = |components, lines| Some(TypeShape { scalar, components, lines, min_precision });
    if rest.is_empty() {
        return shape(1, None);
    }
    let ok = |n: u32| (1..=4).contains(&n);
    match rest.split_once('x') {
        Some((a, b)) => {
            let (a, b): (u32, u32) = (a.parse().ok()?, b.parse().ok()?);
            (ok(a) && ok(b)).then_some(()).and_then(|_| shape(b, Some(a)))
        }
        None => {
            let n: u32 = rest.parse().ok()?;
            ok(n).then_some(()).and_then(|_| shape(n, None))
        }
    }
}

/// The longest scalar name at the start of `t`: `(type, min-precision, rest)`.
fn parse_scalar(t: &str) -> Option<(ScalarType, bool, &str)> {
    const NAMES: &[(&str, ScalarType, bool)] = &[
        ("min16float", ScalarType::F32, true),
        ("min10float", ScalarType::F32, true),
        ("min16uint", ScalarType::U32, true),
        ("min16int", ScalarType::I32, true),
        ("float16_t", ScalarType::F16, false),
        ("float32_t", ScalarType::F32, false),
        ("float64_t", ScalarType::F64, false),
        ("uint16_t", ScalarType::U16, false),
        ("uint32_t", ScalarType::U32, false),
        ("uint64_t", ScalarType::U64, false),
        ("int16_t", ScalarType::I16, false),
        ("int32_t", ScalarType::I32, false),
        ("int64_t", ScalarType::I64, false),
        ("uint8_t", ScalarType::U8, false),
        ("int8_t", ScalarType::I8, false),
        ("double", ScalarType::F64, false),
        ("ushort", ScalarType::U16, false),
        ("float", ScalarType::F32, false),
        ("short", ScalarType::I16, false),
        ("ulong", ScalarType::U64, false),
        ("uchar", ScalarType::U8, false),
        ("dword", ScalarType::U32, false),
        ("half", ScalarType::F16, false),
        ("uint", ScalarType::U32, false),
        ("bool", ScalarType::U32, false),
        ("long", ScalarType::I64, false),
        ("char", ScalarType::I8, false),
        ("int", ScalarType::I32, false),
        ("f16", ScalarType::F16, false),
        ("f32", ScalarType::F32, false),
        ("f64", ScalarType::F64, false),
        ("i16", ScalarType::I16, false),
        ("i32", ScalarType::I32, false),
        ("i64", ScalarType::I64, false),
        ("u16", ScalarType::U16, false),
        ("u32", ScalarType::U32, false),
        ("u64", ScalarType::U64, false),
        ("i8", ScalarType::I8, false),
        ("u8", ScalarType::U8, false),
    ];
    NAMES.iter().find_map(|(name, s, min)| t.strip_prefix(name).map(|rest| (*s, *min, rest)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reflect::{BufferLayout, LayoutMember};

    fn shape(t: &str) -> (ScalarType, u32, Option<u32>) {
        let s = parse_type(t).unwrap_or_else(|| panic!("cannot parse {t}"));
        (s.scalar, s.components, s.lines)
    }

    #[test]
    fn type_spellings() {
        use ScalarType::*;
        assert_eq!(shape("float"), (F32, 1, None));
        assert_eq!(shape("float3"), (F32, 3, None));
        assert_eq!(shape("packed_float3"), (F32, 3, None));
        assert_eq!(shape("metal::packed_half2"), (F16, 2, None));
        assert_eq!(shape("uint4"), (U32, 4, None));
        assert_eq!(shape("int16_t2"), (I16, 2, None));
        assert_eq!(shape("uint16_t"), (U16, 1, None));
        assert_eq!(shape("float16_t4"), (F16, 4, None));
        assert_eq!(shape("bool"), (U32, 1, None));
        assert_eq!(shape("row_major float4x3"), (F32, 3, Some(4)));
        assert_eq!(shape("half3x3"), (F16, 3, Some(3)));
        assert_eq!(shape("vec3"), (F32, 3, None));
        assert_eq!(shape("uvec2"), (U32, 2, None));
        assert_eq!(shape("ivec4"), (I32, 4, None));
        assert_eq!(shape("bvec2"), (U32, 2, None));
        assert_eq!(shape("f16vec3"), (F16, 3, None));
        assert_eq!(shape("i16vec2"), (I16, 2, None));
        assert_eq!(shape("mat4"), (F32, 4, Some(4)));
        assert_eq!(shape("mat2x3"), (F32, 3, Some(2)));
        assert_eq!(shape("vec3<f32>"), (F32, 3, None));
        assert_eq!(shape("mat4x2<f32>"), (F32, 2, Some(4)));
        assert_eq!(shape("vec2u"), (U32, 2, None));
        assert_eq!(shape("vec4h"), (F16, 4, None));
        assert_eq!(shape("atomic<u32>"), (U32, 1, None));
        assert_eq!(shape("atomic_uint"), (U32, 1, None));
        assert_eq!(shape("f32"), (F32, 1, None));
        assert_eq!(shape("f32x4"), (F32, 4, None));
        assert_eq!(shape("u16x2"), (U16, 2, None));
        assert_eq!(shape("float[4]"), (F32, 1, None));
        assert_eq!(shape("ReadWriteStructuredBuffer<uint>"), (U32, 1, None));
        assert_eq!(shape("RWStructuredBuffer<float4>"), (F32, 4, None));
        assert!(parse_type("StructuredBuffer<Particle>").is_none());
        assert_eq!(shape("array<float4, 2>"), (F32, 4, None));
        assert_eq!(shape("array<array<uint, 2>, 3>"), (U32, 1, None));
        assert!(parse_type("Light").is_none());
        assert!(parse_type("float5").is_none());
        assert!(parse_type("").is_none());
        let m = parse_type("min16float2").map(|s| s.min_precision);
        assert_eq!(m, Some(true));
    }

    fn member(name: &str, offset: u32, size: u32, ty: &str) -> LayoutMember {
        LayoutMember { name: name.into(), offset, size, source_type: ty.into(), ..LayoutMember::default() }
    }

    fn offsets(l: &PackLayout, count: u32) -> Vec<u32> {
        l.leaves(count).iter().map(|x| x.offset).collect()
    }

    /// HLSL `cbuffer { float3 a; float b; float c[2]; float2 d; }` in D3D
    /// packing: a@0, b@12, c@16 and 32 (stride 16), d@36 — a vector sits in
    /// the tail of the last array element, which never straddles 16 bytes.
    #[test]
    fn cbuffer_packing_follows_reflected_offsets() {
        let mut c = member("c", 16, 20, "float");
        c.array_count = Some(2);
        c.array_stride = Some(16);
        let layout = BufferLayout {
            size: 44,
            alignment: 16,
            members: vec![member("a", 0, 12, "float3"), member("b", 12, 4, "float"), c, member("d", 36, 8, "float2")],
            runtime_array_stride: None,
        };
        let l = PackLayout::from_buffer_layout(&layout, "Params", Language::Hlsl).unwrap();
        assert_eq!(offsets(&l, 0), vec![0, 4, 8, 12, 16, 32, 36, 40]);
        assert_eq!(l.runtime_array(), None);
        assert_eq!(l.byte_size(0), 44);
    }

    /// HLSL `float2x3` (2 rows, 3 columns) column-major in a cbuffer: three
    /// column lines of 2 floats, 16 bytes apart; `m[i][j]` (row i, column j)
    /// is at `j*16 + i*4`. Row-major: two row lines of 3, at `i*16 + j*4`.
    #[test]
    fn hlsl_matrix_majorness() {
        let mut col = member("m", 0, 40, "float2x3");
        col.matrix_layout = Some("column_major".into());
        col.matrix_stride = Some(16);
        let mut row = member("m", 0, 28, "float2x3");
        row.matrix_layout = Some("row_major".into());
        row.matrix_stride = Some(16);
        let l = |m: LayoutMember| {
            let bl = BufferLayout { size: m.size, alignment: 16, members: vec![m], runtime_array_stride: None };
            PackLayout::from_buffer_layout(&bl, "M", Language::Hlsl).unwrap()
        };
        assert_eq!(offsets(&l(col), 0), vec![0, 16, 32, 4, 20, 36]);
        assert_eq!(offsets(&l(row), 0), vec![0, 4, 8, 16, 20, 24]);
    }

    /// GLSL std140 `mat2x3` (2 columns of 3 rows) column-major: `m[i][j]`
    /// (column i, row j) at `i*16 + j*4`; row-major: at `j*16 + i*4`. The
    /// stride is recovered from the size when reflection omits it.
    #[test]
    fn glsl_matrix_majorness() {
        let mut col = member("m", 0, 32, "mat2x3");
        col.matrix_layout = Some("column_major".into());
        let mut row = member("m", 0, 40, "mat2x3");
        row.matrix_layout = Some("row_major".into());
        row.matrix_stride = Some(16);
        let l = |m: LayoutMember| {
            let bl = BufferLayout { size: 48, alignment: 16, members: vec![m], runtime_array_stride: None };
            PackLayout::from_buffer_layout(&bl, "M", Language::Glsl).unwrap()
        };
        assert_eq!(offsets(&l(col), 0), vec![0, 4, 8, 16, 20, 24]);
        assert_eq!(offsets(&l(row), 0), vec![0, 16, 32, 4, 20, 36]);
    }

    /// GLSL `buffer B { uint n; vec3 v[]; }` std430: n@0, v@16 stride 16.
    #[test]
    fn ssbo_with_runtime_tail() {
        let mut v = member("v", 16, 0, "vec3");
        v.array_count = Some(0);
        v.array_stride = Some(16);
        let bl = BufferLayout {
            size: 16,
            alignment: 16,
            members: vec![member("n", 0, 4, "uint"), v],
            runtime_array_stride: Some(16),
        };
        let l = PackLayout::from_buffer_layout(&bl, "B", Language::Glsl).unwrap();
        assert_eq!(l.runtime_array(), Some((16, 16)));
        assert_eq!(offsets(&l, 2), vec![0, 16, 20, 24, 32, 36, 40]);
        assert_eq!(l.byte_size(2), 48);
        let elements: Vec<_> = l.leaves(2).iter().map(|x| x.element).collect();
        assert_eq!(elements, vec![None, Some(0), Some(0), Some(0), Some(1), Some(1), Some(1)]);
    }

    /// HLSL `RWStructuredBuffer<S>` with `struct S { float3 p; uint id; half2 h; }`
    /// in D3D structured packing (4-byte alignment, `float3` is 12 bytes):
    /// p@0, id@12, h@16, stride 20 with 16-bit types.
    #[test]
    fn structured_buffer_of_structs_and_scalars() {
        let bl = BufferLayout {
            size: 20,
            alignment: 4,
            members: vec![member("p", 0, 12, "float3"), member("id", 12, 4, "uint"), member("h", 16, 4, "half2")],
            runtime_array_stride: Some(20),
        };
        let l = PackLayout::from_buffer_layout(&bl, "S", Language::Hlsl).unwrap();
        assert_eq!(offsets(&l, 2), vec![0, 4, 8, 12, 16, 18, 20, 24, 28, 32, 36, 38]);
        let scalars = BufferLayout { size: 4, alignment: 4, members: vec![], runtime_array_stride: Some(4) };
        let l = PackLayout::from_buffer_layout(&scalars, "uint", Language::Hlsl).unwrap();
        assert_eq!(offsets(&l, 3), vec![0, 4, 8]);
        let fallback = PackLayout::from_type("f16x2").unwrap();
        assert_eq!(offsets(&fallback, 2), vec![0, 2, 4, 6]);
    }

    #[test]
    fn min_precision_width_comes_from_the_size() {
        let bl16 = BufferLayout {
            size: 4,
            alignment: 2,
            members: vec![member("h", 0, 4, "min16float2")],
            runtime_array_stride: None,
        };
        let bl32 = BufferLayout {
            size: 8,
            alignment: 4,
            members: vec![member("h", 0, 8, "min16float2")],
            runtime_array_stride: None,
        };
        let s =
            |bl: &BufferLayout| PackLayout::from_buffer_layout(bl, "X", Language::Hlsl).unwrap().leaves(0)[0].scalar;
        assert_eq!(s(&bl16), ScalarType::F16);
        assert_eq!(s(&bl32), ScalarType::F32);
    }
}
