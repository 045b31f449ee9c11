//! Type spelling. Spelling tables are `const fn`s; composite types follow
//! the layout plan (packed vectors, wrapped array elements).

use super::Printer;
use crate::msl::raise::layout::{ArrayElem, LineElem, Lines};
use naga::{
    AddressSpace, ArraySize, Handle, ImageClass, ImageDimension, Scalar, ScalarKind, StorageAccess, StorageFormat,
    Type, TypeInner, VectorSize,
};
use std::borrow::Cow;

/// The spellings of a scalar type, then of its 2-, 3- and 4-component vectors.
const fn numeric_row(s: Scalar) -> [&'static str; 4] {
    match (s.kind, s.width) {
        (ScalarKind::Float, 2) => ["half", "half2", "half3", "half4"],
        (ScalarKind::Float, 8) | (ScalarKind::AbstractFloat, _) => ["double", "double2", "double3", "double4"],
        (ScalarKind::Float, _) => ["float", "float2", "float3", "float4"],
        (ScalarKind::Sint, 2) => ["short", "short2", "short3", "short4"],
        (ScalarKind::Sint, 8) | (ScalarKind::AbstractInt, _) => ["long", "long2", "long3", "long4"],
        (ScalarKind::Sint, _) => ["int", "int2", "int3", "int4"],
        (ScalarKind::Uint, 2) => ["ushort", "ushort2", "ushort3", "ushort4"],
        (ScalarKind::Uint, 8) => ["ulong", "ulong2", "ulong3", "ulong4"],
        (ScalarKind::Uint, _) => ["uint", "uint2", "uint3", "uint4"],
        (ScalarKind::Bool, _) => ["bool", "bool2", "bool3", "bool4"],
    }
}

pub const fn scalar_name(s: Scalar) -> &'static str {
    let [name, ..] = numeric_row(s);
    name
}

pub const fn vector_len(size: VectorSize) -> u32 {
    size as u32
}

pub const fn vector_name(size: VectorSize, scalar: Scalar) -> &'static str {
    let [_, two, three, four] = numeric_row(scalar);
    match size {
        VectorSize::Bi => two,
        VectorSize::Tri => three,
        VectorSize::Quad => four,
    }
}

pub const fn address_space(space: AddressSpace) -> &'static str {
    match space {
        AddressSpace::Function | AddressSpace::Private => "thread",
        AddressSpace::WorkGroup => "threadgroup",
        AddressSpace::Uniform | AddressSpace::Immediate => "constant",
        AddressSpace::Storage { access } => {
            if access.contains(StorageAccess::STORE) || access.contains(StorageAccess::ATOMIC) {
                "device"
            } else {
                "const device"
            }
        }
        _ => "thread",
    }
}

const fn image_base(dim: ImageDimension, arrayed: bool, multi: bool, depth: bool) -> &'static str {
    match (dim, arrayed, multi, depth) {
        (ImageDimension::D1, false, _, _) => "texture1d",
        (ImageDimension::D1, true, _, _) => "texture1d_array",
        (ImageDimension::D2, false, false, false) => "texture2d",
        (ImageDimension::D2, true, false, false) => "texture2d_array",
        (ImageDimension::D2, false, true, false) => "texture2d_ms",
        (ImageDimension::D2, true, true, false) => "texture2d_ms_array",
        (ImageDimension::D2, false, false, true) => "depth2d",
        (ImageDimension::D2, true, false, true) => "depth2d_array",
        (ImageDimension::D2, false, true, true) => "depth2d_ms",
        (ImageDimension::D2, true, true, true) => "depth2d_ms_array",
        (ImageDimension::D3, _, _, _) => "texture3d",
        (ImageDimension::Cube, false, _, false) => "texturecube",
        (ImageDimension::Cube, true, _, false) => "texturecube_array",
        (ImageDimension::Cube, false, _, true) => "depthcube",
        (ImageDimension::Cube, true, _, true) => "depthcube_array",
    }
}

/// Scalar type a storage format reads and writes.
pub const fn format_scalar(f: StorageFormat) -> &'static str {
    use StorageFormat as F;
    match f {
        F::R8Uint
        | F::R16Uint
        | F::Rg8Uint
        | F::R32Uint
        | F::Rg16Uint
        | F::Rgba8Uint
        | F::Rgb10a2Uint
        | F::Rg32Uint
        | F::Rgba16Uint
        | F::Rgba32Uint => "uint",
        F::R64Uint => "ulong",
        F::R8Sint
        | F::R16Sint
        | F::Rg8Sint
        | F::R32Sint
        | F::Rg16Sint
        | F::Rgba8Sint
        | F::Rg32Sint
        | F::Rgba16Sint
        | F::Rgba32Sint => "int",
        _ => "float",
    }
}

/// `access::read`, `write` or `read_write` from what the module does with
/// storage textures of this type (and what the source declared).
pub const fn access_name(a: StorageAccess) -> &'static str {
    let read = a.contains(StorageAccess::LOAD);
    let write = a.contains(StorageAccess::STORE) || a.contains(StorageAccess::ATOMIC);
    match (read, write) {
        (true, true) => "access::read_write",
        (false, true) => "access::write",
        _ => "access::read",
    }
}

/// `char`, `uchar2`, …: the MSL spelling of an 8-bit integer in memory
/// (`front::build::narrow_int`).
pub fn narrow_name(types: &naga::UniqueArena<Type>, inner: &TypeInner) -> Option<String> {
    let (s, n) = crate::front::build::narrow_int(types, inner)?;
    let base = if s.kind == naga::ScalarKind::Sint { "char" } else { "uchar" };
    Some(if n == 1 { base.to_string() } else { format!("{base}{n}") })
}

impl<'a> Printer<'a> {
    /// The MSL spelling of a type as a value.
    pub fn ty(&self, h: Handle<Type>) -> Cow<'a, str> {
        let plan = self.plan;
        let name = |n: Option<&'a String>| Cow::Borrowed(n.map_or("", String::as_str));
        if let Some(narrow) = narrow_name(&plan.module.types, &plan.module.types[h].inner) {
            return narrow.into();
        }
        match plan.module.types[h].inner {
            TypeInner::Struct { .. } => name(plan.names.types.get(&h)),
            TypeInner::Array { size: ArraySize::Constant(_), .. } if plan.names.atomic_arrays.contains_key(&h) => {
                name(plan.names.atomic_arrays.get(&h))
            }
            TypeInner::Array { size: ArraySize::Constant(n), .. } => format!("array<{}, {}>", self.elem(h), n).into(),
            TypeInner::Array { .. } => self.elem(h),
            TypeInner::Image { dim, arrayed, ref class } => self.image_type(h, dim, arrayed, class).into(),
            TypeInner::BindingArray { base, size: ArraySize::Constant(n) } => {
                format!("array<{}, {}>", self.ty(base), n).into()
            }
            // Unbounded: only the `argument-buffers` model has them (`msl::bind`).
            TypeInner::BindingArray { base, .. } => {
                let many = plan.names.descriptor_templates.as_ref().map_or("", |(_, many)| many.as_str());
                format!("{many}<{}>", self.ty(base)).into()
            }
            TypeInner::Pointer { base, space } => format!("{} {}&", address_space(space), self.ty(base)).into(),
            ref other => self.inner(other),
        }
    }

    /// Spelling of a free-standing type (as a type resolution may give it).
    pub fn inner(&self, inner: &TypeInner) -> Cow<'a, str> {
        match *inner {
            TypeInner::Scalar(s) => scalar_name(s).into(),
            TypeInner::Vector { size, scalar } => vector_name(size, scalar).into(),
            TypeInner::Matrix { columns, rows, scalar } => {
                format!("{}{}x{}", scalar_name(scalar), vector_len(columns), vector_len(rows)).into()
            }
            TypeInner::Atomic(s) => format!("atomic_{}", scalar_name(s)).into(),
            TypeInner::ValuePointer { size: Some(size), scalar, space } => {
                format!("{} {}&", address_space(space), vector_name(size, scalar)).into()
            }
            TypeInner::ValuePointer { size: None, scalar, space } => {
                format!("{} {}&", address_space(space), scalar_name(scalar)).into()
            }
            TypeInner::Pointer { base, space } => format!("{} {}&", address_space(space), self.ty(base)).into(),
            TypeInner::Sampler { .. } => "sampler".into(),
            TypeInner::RayQuery { .. } => super::ray::QUERY_TYPE.into(),
            TypeInner::AccelerationStructure { .. } => super::ray::STRUCTURE_TYPE.into(),
            _ => "void".into(),
        }
    }

    pub fn resolution(&self, r: &naga::proc::TypeResolution) -> Cow<'a, str> {
        match *r {
            naga::proc::TypeResolution::Handle(h) => self.ty(h),
            naga::proc::TypeResolution::Value(ref v) => self.inner(v),
        }
    }

    /// Element type of an array type as stored.
    pub fn elem(&self, array: Handle<Type>) -> Cow<'a, str> {
        let TypeInner::Array { base, .. } = self.module().types[array].inner else { return self.ty(array) };
        match self.plan.layouts.arrays.get(&array) {
            Some(ArrayElem::Packed) => self.packed(base),
            Some(ArrayElem::Wrapped { .. }) => self.plan.names.wrappers.get(&array).map_or("", String::as_str).into(),
            _ => self.stored_elem(array),
        }
    }

    /// The element type of an array as it sits in a wrapper or in place:
    /// the base type, or the lines of a matrix stored as lines.
    pub fn stored_elem(&self, array: Handle<Type>) -> Cow<'a, str> {
        let TypeInner::Array { base, .. } = self.module().types[array].inner else { return self.ty(array) };
        match (self.plan.layouts.matrix_arrays.get(&array), &self.module().types[base].inner) {
            (Some(lines), TypeInner::Matrix { .. }) => self.lines_ty(lines).into(),
            _ => self.ty(base),
        }
    }

    /// `array<LINE, columns>`: a matrix stored as lines (or the struct of a
    /// matrix whose last line is stored apart).
    pub fn lines_ty(&self, lines: &Lines) -> String {
        if lines.split {
            return self.planned(self.plan.names.lines.get(lines), "name for a split matrix struct");
        }
        format!("array<{}, {}>", self.line_ty(lines), lines.columns)
    }

    /// The type of the last line of a matrix stored with its last line apart.
    pub fn last_line_ty(&self, lines: &Lines) -> String {
        match lines.line {
            LineElem::Natural | LineElem::Wrapped { packed: false, .. } => vector_name(lines.rows, lines.scalar).into(),
            _ => format!("packed_{}", vector_name(lines.rows, lines.scalar)),
        }
    }

    /// One line of a matrix stored as lines.
    pub fn line_ty(&self, lines: &Lines) -> String {
        match lines.line {
            LineElem::Natural => vector_name(lines.rows, lines.scalar).into(),
            LineElem::Packed => format!("packed_{}", vector_name(lines.rows, lines.scalar)),
            LineElem::Wrapped { .. } => {
                self.planned(self.plan.names.lines.get(&lines.line_key()), "name for a wrapped matrix line")
            }
        }
    }

    /// `packed_float3` for a vector type; the type itself otherwise.
    pub fn packed(&self, ty: Handle<Type>) -> Cow<'a, str> {
        if let Some(narrow) = narrow_name(&self.module().types, &self.module().types[ty].inner) {
            return format!("packed_{narrow}").into();
        }
        match self.module().types[ty].inner {
            TypeInner::Vector { size, scalar } => format!("packed_{}", vector_name(size, scalar)).into(),
            _ => self.ty(ty),
        }
    }

    fn image_type(&self, h: Handle<Type>, dim: ImageDimension, arrayed: bool, class: &ImageClass) -> String {
        if self.plan.input.side.texel_buffer_types.contains(&h) {
            return match *class {
                ImageClass::Storage { format, access } => {
                    let used = self.plan.storage_access.get(&h).copied().unwrap_or(access);
                    format!("texture_buffer<{}, {}>", format_scalar(format), access_name(used))
                }
                ImageClass::Sampled { kind, .. } => {
                    format!("texture_buffer<{}>", scalar_name(Scalar { kind, width: 4 }))
                }
                _ => String::new(),
            };
        }
        match *class {
            ImageClass::Sampled { kind, multi } => {
                let scalar = scalar_name(Scalar { kind, width: 4 });
                format!("{}<{scalar}>", image_base(dim, arrayed, multi, false))
            }
            ImageClass::Depth { multi } => format!("{}<float>", image_base(dim, arrayed, multi, true)),
            ImageClass::Storage { format, access } => {
                let used = self.plan.storage_access.get(&h).copied().unwrap_or(access);
                format!("{}<{}, {}>", image_base(dim, arrayed, false, false), format_scalar(format), access_name(used))
            }
            ImageClass::External => "texture2d<float>".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spelling_tables() {
        assert_eq!(scalar_name(Scalar::F16), "half");
        assert_eq!(scalar_name(Scalar::U64), "ulong");
        assert_eq!(vector_name(VectorSize::Tri, Scalar::I32), "int3");
        assert_eq!(image_base(ImageDimension::Cube, true, false, true), "depthcube_array");
        assert_eq!(image_base(ImageDimension::D2, false, true, false), "texture2d_ms");
        assert_eq!(access_name(StorageAccess::STORE), "access::write");
        assert_eq!(access_name(StorageAccess::LOAD | StorageAccess::STORE), "access::read_write");
        assert_eq!(address_space(AddressSpace::Storage { access: StorageAccess::LOAD }), "const device");
        assert_eq!(format_scalar(StorageFormat::Rgba8Uint), "uint");
    }
}
