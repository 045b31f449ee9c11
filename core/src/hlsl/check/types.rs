//! The HLSL type model and its conversion rules.

use naga::{Scalar, ScalarKind};

/// A resolved HLSL type.
#[derive(Clone, Debug, PartialEq)]
pub enum Ty {
    Void,
    Scalar(Scalar),
    Vector(Scalar, u8),
    /// `rows`, `cols` as HLSL spells `floatRxC`.
    Matrix(Scalar, u8, u8),
    Array(Box<Ty>, u32),
    /// Index into the lowering's struct table.
    Struct(usize),
    Resource(Box<Resource>),
    Sampler {
        comparison: bool,
    },
    /// `RayQuery<FLAGS>`: an inline ray query object with its constant ray
    /// flags (see `lower/ray_query.rs`). A local or a parameter, never data.
    RayQuery(u32),
    /// A type that already produced a diagnostic.
    Error,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Resource {
    Texture {
        dim: naga::ImageDimension,
        arrayed: bool,
        multisampled: bool,
        rw: bool,
        elem: Ty,
    },
    /// `Buffer<T>` / `RWBuffer<T>`.
    TypedBuffer {
        rw: bool,
        elem: Ty,
    },
    Structured {
        kind: StructuredKind,
        elem: Ty,
    },
    ByteAddress {
        rw: bool,
    },
    /// `ConstantBuffer<T>` / `TextureBuffer<T>`.
    Constant {
        elem: Ty,
    },
    /// `RaytracingAccelerationStructure` (GLSL `accelerationStructureEXT`):
    /// a top-level acceleration structure, Metal's
    /// `instance_acceleration_structure` at a buffer index.
    AccelerationStructure,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StructuredKind {
    ReadOnly,
    ReadWrite,
    Append,
    Consume,
    /// `Buffer<T3>` / `RWBuffer<T3>` (and `RasterizerOrderedBuffer<T3>`): a
    /// typed buffer of three-component 32-bit texels, which D3D views with an
    /// R32G32B32 format (tightly packed 12-byte elements) and Metal has no
    /// texel format for. It is a buffer of packed elements (`packed_float3`),
    /// read and written like a structured buffer; its methods stay the typed
    /// buffer's (`GetDimensions(width)`).
    PackedTexels {
        rw: bool,
    },
}

pub const BOOL: Scalar = Scalar::BOOL;
pub const INT: Scalar = Scalar::I32;
pub const UINT: Scalar = Scalar::U32;
pub const FLOAT: Scalar = Scalar::F32;
pub const HALF: Scalar = Scalar::F16;

impl Ty {
    pub fn scalar(&self) -> Option<Scalar> {
        match self {
            Ty::Scalar(s) | Ty::Vector(s, _) | Ty::Matrix(s, _, _) => Some(*s),
            _ => None,
        }
    }

    /// Scalar, vector or matrix.
    pub fn is_numeric(&self) -> bool {
        self.scalar().is_some()
    }

    /// Components of a scalar (1) or vector; 0 otherwise.
    pub fn vec_len(&self) -> u8 {
        match self {
            Ty::Scalar(_) => 1,
            Ty::Vector(_, n) => *n,
            _ => 0,
        }
    }

    /// Total number of scalar components of a numeric type.
    pub fn components(&self) -> u32 {
        match self {
            Ty::Scalar(_) => 1,
            Ty::Vector(_, n) => u32::from(*n),
            Ty::Matrix(_, r, c) => u32::from(*r) * u32::from(*c),
            _ => 0,
        }
    }

    /// The same shape with another scalar.
    pub fn with_scalar(&self, s: Scalar) -> Ty {
        match self {
            Ty::Vector(_, n) => Ty::Vector(s, *n),
            Ty::Matrix(_, r, c) => Ty::Matrix(s, *r, *c),
            _ => Ty::Scalar(s),
        }
    }

    /// A scalar or vector of `n` components.
    pub fn vec(s: Scalar, n: u8) -> Ty {
        if n <= 1 { Ty::Scalar(s) } else { Ty::Vector(s, n) }
    }

    pub fn is_error(&self) -> bool {
        matches!(self, Ty::Error)
    }
}

pub fn is_float(s: Scalar) -> bool {
    s.kind == ScalarKind::Float
}

pub fn is_int(s: Scalar) -> bool {
    matches!(s.kind, ScalarKind::Sint | ScalarKind::Uint)
}

/// Rank of a scalar in HLSL's usual arithmetic conversions (higher wins).
fn rank(s: Scalar) -> u8 {
    match (s.kind, s.width) {
        (ScalarKind::Bool, _) => 0,
        (ScalarKind::Sint, 1) => 1,
        (ScalarKind::Uint, 1) => 2,
        (ScalarKind::Sint, 2) => 3,
        (ScalarKind::Uint, 2) => 4,
        (ScalarKind::Sint, 4) => 5,
        (ScalarKind::Uint, 4) => 6,
        (ScalarKind::Sint, _) => 7,
        (ScalarKind::Uint, _) => 8,
        (ScalarKind::Float, 2) => 9,
        (ScalarKind::Float, 4) => 10,
        _ => 11,
    }
}

fn narrow(s: Scalar) -> bool {
    crate::front::build::is_narrow_int(s)
}

/// The common scalar of two operands. A literal operand adopts the other
/// operand's type when it can (`h * 2.0` stays `half`, `u + 1` stays `uint`).
pub fn common_scalar(a: Scalar, a_lit: bool, b: Scalar, b_lit: bool) -> Scalar {
    // A literal never adopts an 8-bit integer type (GLSL's `int8_t`): the
    // 8-bit operand widens to the literal's type, as GLSL converts it, so
    // `u8 < 256` compares 256, not 256 wrapped to 0.
    if a_lit && !b_lit && (is_float(b) || !is_float(a)) && b.kind != ScalarKind::Bool && !narrow(b) {
        return b;
    }
    if b_lit && !a_lit && (is_float(a) || !is_float(b)) && a.kind != ScalarKind::Bool && !narrow(a) {
        return a;
    }
    if rank(a) >= rank(b) { a } else { b }
}

/// Cost of converting one numeric type to another implicitly; `None` when
/// HLSL does not allow it. Lower is better: 0 exact, then promotion,
/// conversion, splat, truncation (which HLSL allows with a warning).
pub fn conversion_cost(from: &Ty, to: &Ty) -> Option<u32> {
    if from == to {
        return Some(0);
    }
    let (fs, ts) = (from.scalar()?, to.scalar()?);
    let scalar_cost = if fs == ts {
        0
    } else if rank(ts) > rank(fs) && (is_float(ts) == is_float(fs)) {
        1
    } else {
        2
    };
    let shape_cost = match (from, to) {
        (Ty::Scalar(_), Ty::Scalar(_)) => 0,
        (Ty::Vector(_, a), Ty::Vector(_, b)) if a == b => 0,
        (Ty::Matrix(_, r1, c1), Ty::Matrix(_, r2, c2)) if r1 == r2 && c1 == c2 => 0,
        // A one-component vector splats like the scalar it is (DXC).
        (Ty::Scalar(_) | Ty::Vector(_, 1), Ty::Vector(..) | Ty::Matrix(..)) => 10,
        (Ty::Vector(_, 1), Ty::Scalar(_)) => 0,
        (Ty::Vector(_, a), Ty::Vector(_, b)) if a > b => 20,
        (Ty::Vector(..), Ty::Scalar(_)) => 20,
        (Ty::Matrix(_, r1, c1), Ty::Matrix(_, r2, c2)) if r1 >= r2 && c1 >= c2 => 20,
        // A vector and a matrix of as many components convert into each
        // other row by row (`float4` and `float2x2`), as in DXC and FXC.
        (Ty::Vector(_, n), Ty::Matrix(_, r, c)) | (Ty::Matrix(_, r, c), Ty::Vector(_, n)) if *n == r * c => 5,
        (Ty::Matrix(..), Ty::Scalar(_)) => 20,
        _ => return None,
    };
    Some(shape_cost + scalar_cost)
}

/// `float`, `uint3`, `min16float2x2`, … → type (without `enable_16bit`
/// the 16-bit spellings are 32-bit).
pub fn builtin_numeric(base: &str, n: u8, m: u8, enable_16bit: bool) -> Option<Ty> {
    let half = if enable_16bit { HALF } else { FLOAT };
    let s = match base {
        "bool" => BOOL,
        "int" | "int32_t" => INT,
        "min16int" | "min12int" | "int16_t" => {
            if enable_16bit {
                Scalar { kind: ScalarKind::Sint, width: 2 }
            } else {
                INT
            }
        }
        "uint" | "dword" | "uint32_t" => UINT,
        // SM 6.6's packed lanes are a `uint`; there are no vectors of them.
        "int8_t4_packed" | "uint8_t4_packed" if (n, m) == (0, 0) => UINT,
        "min16uint" | "uint16_t" => {
            if enable_16bit {
                Scalar { kind: ScalarKind::Uint, width: 2 }
            } else {
                UINT
            }
        }
        // GLSL's 8-bit integers (the GLSL front-end's spelling: HLSL has none).
        "__glsl_int8_t" => Scalar { kind: ScalarKind::Sint, width: 1 },
        "__glsl_uint8_t" => Scalar { kind: ScalarKind::Uint, width: 1 },
        "float" | "float32_t" => FLOAT,
        "half" | "min16float" | "min10float" | "float16_t" => half,
        "double" | "float64_t" => Scalar::F64,
        "int64_t" => Scalar::I64,
        "uint64_t" => Scalar::U64,
        _ => return None,
    };
    Some(match (n, m) {
        (0, _) => Ty::Scalar(s),
        (n, 0) => Ty::Vector(s, n),
        (r, c) => Ty::Matrix(s, r, c),
    })
}

/// HLSL spelling of a type for messages.
pub fn type_name(ty: &Ty, struct_name: &dyn Fn(usize) -> String) -> String {
    let sname = |s: Scalar| -> &'static str {
        match (s.kind, s.width) {
            (ScalarKind::Bool, _) => "bool",
            (ScalarKind::Sint, 1) => "int8_t",
            (ScalarKind::Uint, 1) => "uint8_t",
            (ScalarKind::Sint, 2) => "int16_t",
            (ScalarKind::Sint, 8) => "int64_t",
            (ScalarKind::Sint, _) => "int",
            (ScalarKind::Uint, 2) => "uint16_t",
            (ScalarKind::Uint, 8) => "uint64_t",
            (ScalarKind::Uint, _) => "uint",
            (ScalarKind::Float, 2) => "half",
            (ScalarKind::Float, 8) => "double",
            _ => "float",
        }
    };
    match ty {
        Ty::Void => "void".into(),
        Ty::Scalar(s) => sname(*s).into(),
        Ty::Vector(s, n) => format!("{}{n}", sname(*s)),
        Ty::Matrix(s, r, c) => format!("{}{r}x{c}", sname(*s)),
        Ty::Array(e, n) => format!("{}[{n}]", type_name(e, struct_name)),
        Ty::Struct(i) => struct_name(*i),
        // Resources as HLSL spells them (`Texture2DMS<float4>`,
        // `RWStructuredBuffer<P>`), for reflection's source view and messages.
        Ty::Resource(r) => match &**r {
            Resource::Texture { rw, dim, arrayed, multisampled, elem } => {
                let dim = match dim {
                    naga::ImageDimension::D1 => "1D",
                    naga::ImageDimension::D2 => "2D",
                    naga::ImageDimension::D3 => "3D",
                    naga::ImageDimension::Cube => "Cube",
                };
                format!(
                    "{}Texture{dim}{}{}<{}>",
                    if *rw { "RW" } else { "" },
                    if *multisampled { "MS" } else { "" },
                    if *arrayed { "Array" } else { "" },
                    type_name(elem, struct_name)
                )
            }
            Resource::TypedBuffer { rw, elem } => {
                format!("{}Buffer<{}>", if *rw { "RW" } else { "" }, type_name(elem, struct_name))
            }
            Resource::Structured { kind, elem } => {
                let kind = match kind {
                    StructuredKind::ReadOnly => "",
                    StructuredKind::ReadWrite => "RW",
                    StructuredKind::Append => "Append",
                    StructuredKind::Consume => "Consume",
                    StructuredKind::PackedTexels { rw } => {
                        return format!("{}Buffer<{}>", if *rw { "RW" } else { "" }, type_name(elem, struct_name));
                    }
                };
                format!("{kind}StructuredBuffer<{}>", type_name(elem, struct_name))
            }
            Resource::ByteAddress { rw } => if *rw { "RWByteAddressBuffer" } else { "ByteAddressBuffer" }.into(),
            Resource::Constant { elem } => format!("ConstantBuffer<{}>", type_name(elem, struct_name)),
            Resource::AccelerationStructure => "RaytracingAccelerationStructure".into(),
        },
        Ty::Sampler { comparison } => if *comparison { "SamplerComparisonState" } else { "SamplerState" }.into(),
        Ty::RayQuery(flags) => format!("RayQuery<{flags}>"),
        Ty::Error => "{error}".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(from: Ty, to: Ty, expect: Option<u32>) {
        assert_eq!(conversion_cost(&from, &to), expect, "{from:?} -> {to:?}");
    }

    #[test]
    fn conversions_rank() {
        check(Ty::Scalar(FLOAT), Ty::Scalar(FLOAT), Some(0));
        check(Ty::Scalar(INT), Ty::Scalar(UINT), Some(1));
        check(Ty::Scalar(INT), Ty::Scalar(FLOAT), Some(2));
        check(Ty::Scalar(FLOAT), Ty::Vector(FLOAT, 3), Some(10));
        check(Ty::Vector(FLOAT, 4), Ty::Vector(FLOAT, 3), Some(20));
        check(Ty::Vector(FLOAT, 2), Ty::Vector(FLOAT, 3), None);
        check(Ty::Vector(FLOAT, 2), Ty::Matrix(FLOAT, 2, 2), None);
    }

    #[test]
    fn literals_adopt_the_other_operand() {
        assert_eq!(common_scalar(HALF, false, FLOAT, true), HALF);
        assert_eq!(common_scalar(UINT, false, INT, true), UINT);
        assert_eq!(common_scalar(INT, false, FLOAT, true), FLOAT);
        assert_eq!(common_scalar(INT, false, UINT, false), UINT);
        assert_eq!(common_scalar(HALF, false, FLOAT, false), FLOAT);
    }

    #[test]
    fn numeric_spellings() {
        assert_eq!(builtin_numeric("float", 4, 4, false), Some(Ty::Matrix(FLOAT, 4, 4)));
        assert_eq!(builtin_numeric("min16float", 2, 0, false), Some(Ty::Vector(FLOAT, 2)));
        assert_eq!(builtin_numeric("min16float", 2, 0, true), Some(Ty::Vector(HALF, 2)));
        assert_eq!(builtin_numeric("uint", 3, 0, false), Some(Ty::Vector(UINT, 3)));
    }
}
