//! Type names → [`Ty`], and [`Ty`] → naga types in a memory layout.

use super::layout::Layout;
use super::{Lower, StructDef};
use crate::diag::{Diagnostic, codes};
use crate::front::build::is_narrow_int;
use crate::front::build::vector_size;
use crate::hlsl::ast::{Expr, TypeArg, TypeExpr};
use crate::hlsl::check::{self, Resource, StructuredKind, Ty};
use naga::{ArraySize, ImageClass, ImageDimension, Scalar, ScalarKind, TypeInner};
use std::num::NonZeroU32;

/// Largest array an HLSL source may declare (elements).
const MAX_ARRAY: u32 = 1 << 20;

impl Lower<'_> {
    pub fn resolve_type(&mut self, t: &TypeExpr) -> Ty {
        // A rasterizer-ordered view is its read-write resource; the global
        // is marked `ResourceInfo::raster_ordered` (see `is_raster_ordered`).
        if let Some(rest) = t.name.strip_prefix("RasterizerOrdered") {
            let rw = TypeExpr { name: format!("RW{rest}"), args: t.args.clone(), dims: Vec::new(), span: t.span };
            return self.resolve_type(&rw);
        }
        if let Some((base, n, m)) = crate::hlsl::parse::split_type_name(&t.name) {
            return match check::builtin_numeric(base, n, m, self.opts.enable_16bit_types) {
                Some(ty) => self.check_64bit(ty, t),
                None => self.unknown_type(t),
            };
        }
        match t.name.as_str() {
            "void" => Ty::Void,
            "vector" => {
                let elem = self.type_arg(t, 0).unwrap_or(Ty::Scalar(check::FLOAT));
                let n = self.int_arg(t, 1).unwrap_or(4);
                match (elem, n) {
                    (Ty::Scalar(s), 1..=4) => Ty::vec(s, n as u8),
                    _ => self.bad_template(t),
                }
            }
            "matrix" => {
                let elem = self.type_arg(t, 0).unwrap_or(Ty::Scalar(check::FLOAT));
                let r = self.int_arg(t, 1).unwrap_or(4);
                let c = self.int_arg(t, 2).unwrap_or(4);
                match elem {
                    Ty::Scalar(s) if (1..=4).contains(&r) && (1..=4).contains(&c) => {
                        self.check_64bit(Ty::Matrix(s, r as u8, c as u8), t)
                    }
                    _ => self.bad_template(t),
                }
            }
            // The legacy spellings DXC still accepts are sampler states too
            // (a D3D9 `sampler2D` is the sampler half of `tex2D`'s pair).
            "SamplerState" | "sampler" | "sampler1D" | "sampler2D" | "sampler3D" | "samplerCUBE" => {
                Ty::Sampler { comparison: false }
            }
            "SamplerComparisonState" => Ty::Sampler { comparison: true },
            "vk::BufferPointer" => self.buffer_pointer(t),
            "RaytracingAccelerationStructure" => res(Resource::AccelerationStructure),
            "RayDesc" => self.ray_desc(t.span),
            "BuiltInTriangleIntersectionAttributes" => self.triangle_attributes(t.span),
            "RayQuery" => match self.int_arg(t, 0) {
                Some(flags) if t.args.len() == 1 => Ty::RayQuery(flags),
                _ => self.bad_template(t),
            },
            "ByteAddressBuffer" => res(Resource::ByteAddress { rw: false }),
            "RWByteAddressBuffer" => res(Resource::ByteAddress { rw: true }),
            "StructuredBuffer" | "RWStructuredBuffer" | "AppendStructuredBuffer" | "ConsumeStructuredBuffer" => {
                let kind = match t.name.as_str() {
                    "StructuredBuffer" => StructuredKind::ReadOnly,
                    "RWStructuredBuffer" => StructuredKind::ReadWrite,
                    "AppendStructuredBuffer" => StructuredKind::Append,
                    _ => StructuredKind::Consume,
                };
                let elem = self.type_arg(t, 0).unwrap_or_else(|| self.bad_template(t));
                res(Resource::Structured { kind, elem })
            }
            "ConstantBuffer" | "TextureBuffer" => {
                let elem = self.type_arg(t, 0).unwrap_or_else(|| self.bad_template(t));
                res(Resource::Constant { elem })
            }
            // A subpass input reads as its texel type (see `globals::subpass_input`).
            "SubpassInput" => texel_type(self.type_arg(t, 0).unwrap_or(Ty::Vector(check::FLOAT, 4))),
            // A multisampled one is the attachment as a multisampled texture,
            // read at the fragment's pixel (`Lower::subpass_load_ms`).
            "SubpassInputMS" => res(Resource::Texture {
                dim: naga::ImageDimension::D2,
                arrayed: false,
                multisampled: true,
                rw: false,
                elem: texel_type(self.type_arg(t, 0).unwrap_or(Ty::Vector(check::FLOAT, 4))),
            }),
            "Buffer" | "RWBuffer" => {
                let elem = texel_type(self.type_arg(t, 0).unwrap_or(Ty::Vector(check::FLOAT, 4)));
                let rw = t.name == "RWBuffer";
                // R32G32B32 texels: a buffer of packed 12-byte elements
                // (`StructuredKind::PackedTexels`).
                if elem.vec_len() == 3 && elem.scalar().is_some_and(|s| s.width == 4) {
                    return res(Resource::Structured { kind: StructuredKind::PackedTexels { rw }, elem });
                }
                res(Resource::TypedBuffer { rw, elem })
            }
            name => {
                if let Some(tex) = texture_kind(name) {
                    let elem = texel_type(self.type_arg(t, 0).unwrap_or(Ty::Vector(check::FLOAT, 4)));
                    if let Ty::Struct(i) = elem {
                        // The texel would be read as four components of one
                        // kind and rebuilt: not built, so refused rather than
                        // read as floats.
                        let sname = self.structs.get(i).map(|s| s.name.clone()).unwrap_or_default();
                        let msg = format!("`{name}<{sname}>`: textures of struct texels are not supported yet");
                        self.error(codes::SEM_UNSUPPORTED, msg, t.span);
                        return Ty::Error;
                    }
                    let (dim, arrayed, multisampled, rw) = tex;
                    // Read-write cube textures are GLSL's `imageCube` and
                    // `imageCubeArray` (the GLSL front-end's spelling); HLSL
                    // has none.
                    if rw && dim == ImageDimension::Cube && !self.glsl {
                        let msg = format!("HLSL has no `{name}` (read-write textures are 1D, 2D or 3D)");
                        self.error(codes::SEM_UNDECLARED, msg, t.span);
                        return Ty::Error;
                    }
                    return res(Resource::Texture { dim, arrayed, multisampled, rw, elem });
                }
                // A struct or typedef of an enclosing namespace, innermost first.
                let declared = |n: &str| self.struct_names.contains_key(n) || self.typedefs.contains_key(n);
                if let Some(full) = self.scoped_name(name, declared) {
                    if let Some(i) = self.struct_names.get(&full) {
                        return Ty::Struct(*i);
                    }
                    if let Some(ty) = self.typedefs.get(&full) {
                        return ty.clone();
                    }
                }
                if let Some(ty) = self.struct_instance(t) {
                    return ty;
                }
                if let Some(ty) = self.typedefs.get(name) {
                    return ty.clone();
                }
                // `Outer::Inner`: a struct declared inside a struct is
                // registered under its own name.
                if let Some((_, short)) = name.rsplit_once("::")
                    && let Some(i) = self.struct_names.get(short)
                {
                    return Ty::Struct(*i);
                }
                self.unknown_type(t)
            }
        }
    }

    /// `double`, which Metal lacks (OSH5102), at the type as written.
    fn check_64bit(&mut self, ty: Ty, t: &TypeExpr) -> Ty {
        if ty.scalar().is_some_and(|s| s.kind == ScalarKind::Float && s.width == 8) {
            self.error(codes::METAL_64BIT, "Metal has no `double`", t.span);
            return Ty::Error;
        }
        ty
    }

    fn unknown_type(&mut self, t: &TypeExpr) -> Ty {
        self.error(codes::SEM_UNDECLARED, format!("unknown type `{}`", t.name), t.span);
        Ty::Error
    }

    fn bad_template(&mut self, t: &TypeExpr) -> Ty {
        self.error(codes::SEM_TYPE_MISMATCH, format!("bad template arguments for `{}`", t.name), t.span);
        Ty::Error
    }

    fn type_arg(&mut self, t: &TypeExpr, i: usize) -> Option<Ty> {
        match t.args.get(i)? {
            TypeArg::Type(te) => Some(self.resolve_type(te)),
            TypeArg::Expr(e) => match &e.kind {
                crate::hlsl::ast::ExprKind::Ident(n) => {
                    let te = TypeExpr { name: n.clone(), args: Vec::new(), dims: Vec::new(), span: e.span };
                    Some(self.resolve_type(&te))
                }
                _ => None,
            },
        }
    }

    fn int_arg(&mut self, t: &TypeExpr, i: usize) -> Option<u32> {
        match t.args.get(i)? {
            TypeArg::Expr(e) => self.const_eval(e).and_then(|c| c.as_i64()).and_then(|v| u32::try_from(v).ok()),
            TypeArg::Type(_) => None,
        }
    }

    /// `elem[dim]`; `None` (`[]`) only where the caller allows it.
    pub fn array_of(&mut self, elem: Ty, dim: Option<&Expr>, span: crate::source::Span) -> Ty {
        let Some(dim) = dim else {
            self.error(codes::SEM_ARRAY_SIZE, "an array needs a size here", span);
            return Ty::Error;
        };
        self.in_array_size = true;
        self.spec_default_read.set(false);
        let size = self.const_eval(dim).and_then(|c| c.as_i64());
        self.in_array_size = false;
        if self.spec_default_read.get() {
            let msg = "this array's length reads a specialization constant: it takes the constant's default, \
                       whatever value the host specializes";
            let help = "specialize that constant only to its default, or give the array a fixed length";
            self.diags.push(Diagnostic::warning(codes::DEVIATION_SPEC_ARRAY_SIZE, msg, dim.span).with_help(help));
        }
        match size {
            Some(n) if n > 0 && n <= i64::from(MAX_ARRAY) => Ty::Array(Box::new(elem), n as u32),
            Some(n) => {
                self.error(codes::SEM_ARRAY_SIZE, format!("array size {n} is not between 1 and {MAX_ARRAY}"), dim.span);
                Ty::Error
            }
            None => {
                self.error(codes::SEM_ARRAY_SIZE, "array size is not a constant", dim.span);
                Ty::Error
            }
        }
    }

    /// The naga type of `ty` stored in memory laid out as `layout`;
    /// `column_major` matrices get the transposed type.
    pub fn naga_ty(&mut self, ty: &Ty, layout: Layout, column_major: bool) -> naga::Handle<naga::Type> {
        match ty {
            // 8-bit integers in memory (`front::build::NARROW_STRIDE`).
            Ty::Scalar(s) if is_narrow_int(*s) && layout != Layout::Natural => self.b.narrow_ty(*s, 1),
            Ty::Vector(s, n) if is_narrow_int(*s) && layout != Layout::Natural => self.b.narrow_ty(*s, *n),
            Ty::Scalar(s) => self.b.scalar(self.stored_scalar(*s, layout)),
            Ty::Vector(s, n) => {
                let s = self.stored_scalar(*s, layout);
                self.b.vector(s, *n)
            }
            // Metal has only float and half matrices: an integer or bool
            // matrix is an array of its rows, which every operation HLSL
            // defines on it goes through line by line (`m[i]` is row i as
            // for float matrices, DESIGN §3).
            // In a buffer, a row-major one is its rows at the buffer's line
            // stride (`bool` rows stored as `uint`); column-major ones are
            // refused (`Lower::unsupported_integer_matrix`).
            Ty::Matrix(s, r, c)
                if s.kind != ScalarKind::Float
                    && *r > 1
                    && *c > 1
                    && layout != Layout::Natural
                    && !column_major
                    && let Some(lines) = self.line_stride(ty, layout, false) =>
            {
                let base = self.b.vector(self.stored_scalar(*s, layout), *c);
                let size = NonZeroU32::new(u32::from(*r)).map(ArraySize::Constant).unwrap_or(ArraySize::Dynamic);
                self.b.ty(TypeInner::Array { base, size, stride: lines.stride })
            }
            Ty::Matrix(s, r, c) if s.kind != ScalarKind::Float && *r > 1 && *c > 1 => {
                let base = self.b.vector(*s, *c);
                let align = if *c == 2 { 2 } else { 4 } * u32::from(s.width);
                let size = NonZeroU32::new(u32::from(*r)).map(ArraySize::Constant).unwrap_or(ArraySize::Dynamic);
                self.b.ty(TypeInner::Array { base, size, stride: align })
            }
            Ty::Matrix(s, r, c) => {
                let (columns, rows) = if column_major && layout != Layout::Natural { (*c, *r) } else { (*r, *c) };
                match (vector_size(columns), vector_size(rows)) {
                    (Some(columns), Some(rows)) => self.b.ty(TypeInner::Matrix { columns, rows, scalar: *s }),
                    // One row or column: the vector (or scalar, for 1x1) it is.
                    _ => self.b.vector(*s, *r.max(c)),
                }
            }
            Ty::Array(elem, n) => {
                let base = self.naga_ty(elem, layout, column_major);
                let stride = self.array_stride(elem, layout, column_major, base);
                let size = NonZeroU32::new(*n).map(ArraySize::Constant).unwrap_or(ArraySize::Dynamic);
                self.b.ty(TypeInner::Array { base, size, stride })
            }
            // `Std430` is `Structured` in GLSL (`Layout::for_dialect`).
            Ty::Struct(i) if matches!(layout, Layout::Structured | Layout::Std430) && self.both_layouts.contains(i) => {
                self.twin_ty(*i)
            }
            Ty::Struct(i) if layout == Layout::Scalar && self.scalar_both.contains_key(i) => self.scalar_twin_ty(*i),
            Ty::Struct(i) => self.struct_ty(*i),
            Ty::Sampler { comparison } => self.b.ty(TypeInner::Sampler { comparison: *comparison }),
            Ty::RayQuery(_) => self.b.ty(TypeInner::RayQuery { vertex_return: false }),
            Ty::Resource(r) => self.resource_ty(r, false),
            Ty::Void | Ty::Error => self.b.scalar(Scalar::F32),
        }
    }

    /// `bool` in memory is a 32-bit `uint` (naga has no host-shareable bool).
    pub fn stored_scalar(&self, s: Scalar, layout: Layout) -> Scalar {
        if s == Scalar::BOOL && layout != Layout::Natural { Scalar::U32 } else { s }
    }

    pub fn array_stride(
        &mut self,
        elem: &Ty,
        layout: Layout,
        column_major: bool,
        base: naga::Handle<naga::Type>,
    ) -> u32 {
        let naga_size = self.b.naga_size(base);
        let layout = layout.for_dialect(self.glsl);
        let d3d = self.d3d_size(elem, layout, column_major);
        let stride = match layout {
            Layout::Std140 | Layout::Std430 | Layout::Scalar => self.glsl_stride(elem, layout, column_major),
            Layout::CBuffer => d3d.div_ceil(16) * 16,
            Layout::Structured => d3d,
            Layout::Natural => naga_size,
        };
        // A matrix's lines may be closer than MSL's columns (packed
        // structured lines): the writer stores such matrices as lines.
        // A struct whose members naga had to move past their true offsets is
        // bigger in the IR than in the source (`SideInfo::struct_layouts`
        // keeps its true size): the source's stride stands.
        let true_size = self.side.struct_layouts.contains_key(&base);
        if (matches!(elem, Ty::Matrix(..)) || true_size) && layout != Layout::Natural {
            stride
        } else {
            stride.max(naga_size)
        }
    }

    /// The naga type of a struct, created on first use.
    pub fn struct_ty(&mut self, i: usize) -> naga::Handle<naga::Type> {
        if let Some(h) = self.structs.get(i).and_then(|s| s.naga) {
            return h;
        }
        if self.structs.get(i).is_none() {
            return self.b.scalar(Scalar::F32);
        }
        let layout = self.struct_layout(i);
        self.settle_glsl_offsets(i, layout);
        let Some(def) = self.structs.get(i).cloned() else { return self.b.scalar(Scalar::F32) };
        self.check_no_resource_members(&def);
        // In MSL a GLSL buffer reference `Node` is `Node_ref` and its block
        // `Node` (the rewriter's `Node__block`, see `pointer`).
        let name = match (&def.reference, def.name.strip_suffix("__block")) {
            (Some(_), _) => format!("{}_ref", def.name),
            (None, Some(block))
                if self.structs.iter().any(|s| s.reference.as_ref().is_some_and(|r| r.pointee == def.name)) =>
            {
                block.to_string()
            }
            _ => def.name.clone(),
        };
        let h = self.build_struct(&name, &def.members, layout, def.span, &[]);
        if let Some(s) = self.structs.get_mut(i) {
            s.naga = Some(h);
        }
        h
    }

    /// The layout struct `i` is stored in where it stands alone.
    pub(super) fn struct_layout(&self, i: usize) -> Layout {
        let Some(def) = self.structs.get(i) else { return Layout::Natural };
        // A buffer reference is one 64-bit address in every layout.
        if def.reference.is_some() {
            Layout::Std430
        } else if def.scalar_layout {
            Layout::Scalar
        } else if def.cbuffer_layout {
            Layout::CBuffer
        } else if def.host {
            Layout::Structured
        } else {
            Layout::Natural
        }
    }

    /// A struct holding a texture, sampler or buffer (DXC flattens such
    /// structs into separate resources in its legalization) has no naga
    /// type: naga's structs hold data only. OSH3021 at each such member,
    /// when the struct's type is first needed.
    fn check_no_resource_members(&mut self, def: &StructDef) {
        for m in &def.members {
            let mut ty = &m.ty;
            while let Ty::Array(inner, _) = ty {
                ty = inner;
            }
            if matches!(ty, Ty::Resource(_) | Ty::Sampler { .. }) {
                let msg = format!(
                    "`{}` has a member `{}` of type `{}`: structs holding textures, samplers or buffers are not supported yet",
                    def.name,
                    m.name,
                    self.ty_name(&m.ty)
                );
                self.error(codes::SEM_UNSUPPORTED, msg, m.span);
            }
        }
    }

    /// The structured-packing twin of a struct that constant buffers lay
    /// out their way (`Lower::both_layouts`); values keep the struct's own
    /// type, and loads and stores through structured buffers convert
    /// (`Storage::Relayout`).
    pub fn twin_ty(&mut self, i: usize) -> naga::Handle<naga::Type> {
        if let Some(&h) = self.twins.get(&i) {
            return h;
        }
        self.settle_glsl_offsets(i, Layout::Structured);
        let Some(def) = self.structs.get(i).cloned() else { return self.b.scalar(Scalar::F32) };
        let h = self.build_struct(&def.name, &def.members, Layout::Structured, def.span, &[]);
        self.twins.insert(i, h);
        h
    }

    /// The scalar-layout twin of a struct another block lays out by its own
    /// rules (`Lower::scalar_both`); values keep the struct's own type, and
    /// loads and stores through the scalar block convert (`Storage::Relayout`).
    pub fn scalar_twin_ty(&mut self, i: usize) -> naga::Handle<naga::Type> {
        if let Some(&Some(h)) = self.scalar_both.get(&i) {
            return h;
        }
        let Some(def) = self.structs.get(i).cloned() else { return self.b.scalar(Scalar::F32) };
        let h = self.build_struct(&format!("{}_scalar", def.name), &def.members, Layout::Scalar, def.span, &[]);
        self.scalar_both.insert(i, Some(h));
        h
    }

    /// The naga type of a typed buffer with image type `inner`: a named
    /// type, so that it is not the `Texture1D` of the same texels, recorded
    /// in `SideInfo::texel_buffer_types` for the writer and reflection.
    pub fn texel_buffer_ty(&mut self, inner: TypeInner) -> naga::Handle<naga::Type> {
        let h = self.b.named_ty("texel_buffer", inner, crate::source::Span::DUMMY.into());
        self.side.texel_buffer_types.insert(h);
        h
    }

    pub fn resource_ty(&mut self, r: &Resource, atomic: bool) -> naga::Handle<naga::Type> {
        match r {
            Resource::Texture { dim, arrayed, multisampled, rw, elem } => {
                let scalar = elem.scalar().unwrap_or(Scalar::F32);
                let kind = if scalar.kind == ScalarKind::Bool { ScalarKind::Uint } else { scalar.kind };
                let class = if *rw {
                    ImageClass::Storage {
                        format: storage_format(kind, elem.vec_len()),
                        access: naga::StorageAccess::all(),
                    }
                } else {
                    ImageClass::Sampled { kind, multi: *multisampled }
                };
                self.b.ty(TypeInner::Image { dim: *dim, arrayed: *arrayed, class })
            }
            Resource::TypedBuffer { rw, elem } => {
                // Typed buffers are Metal texture buffers (`texture_buffer<T>`,
                // MSL 2.1): naga's 1D image, told apart by `texel_buffer_ty`.
                let scalar = elem.scalar().unwrap_or(Scalar::F32);
                let class = if *rw {
                    ImageClass::Storage {
                        format: storage_format(scalar.kind, elem.vec_len()),
                        access: naga::StorageAccess::all(),
                    }
                } else {
                    ImageClass::Sampled { kind: scalar.kind, multi: false }
                };
                self.texel_buffer_ty(TypeInner::Image { dim: ImageDimension::D1, arrayed: false, class })
            }
            Resource::Structured { elem, .. } => self.structured_ty(elem, atomic, Layout::Structured, true),
            Resource::ByteAddress { .. } => {
                let base = if atomic { self.b.ty(TypeInner::Atomic(Scalar::U32)) } else { self.b.scalar(Scalar::U32) };
                self.b.ty(TypeInner::Array { base, size: ArraySize::Dynamic, stride: 4 })
            }
            Resource::Constant { elem } => self.naga_ty(elem, Layout::CBuffer, true),
            Resource::AccelerationStructure => self.b.ty(TypeInner::AccelerationStructure { vertex_return: false }),
        }
    }

    /// The naga type of a structured buffer of `elem` whose elements are
    /// laid out as `layout`: `Structured`, or `CBuffer` for a GLSL
    /// `layout(std140) buffer` (std140, see `Layout::for_dialect`).
    /// `column_major`: how a matrix element is stored (HLSL's default; a
    /// structured buffer of `row_major` matrices stores them untransposed).
    pub fn structured_ty(
        &mut self,
        elem: &Ty,
        atomic: bool,
        layout: Layout,
        column_major: bool,
    ) -> naga::Handle<naga::Type> {
        // An atomic buffer of integer vectors: the atomics are on components.
        let base = if atomic {
            self.atomic_leaves_ty(elem, layout, false, true)
        } else {
            self.naga_ty(elem, layout, column_major)
        };
        if self.runtime_tailed(elem) {
            return base;
        }
        let size = match layout.for_dialect(self.glsl) {
            // An array of GLSL blocks' elements: the rule's array stride.
            glsl @ (Layout::Std140 | Layout::Std430 | Layout::Scalar) => self.glsl_stride(elem, glsl, true),
            _ => self.d3d_size(elem, layout, true),
        };
        let stride = if self.side.struct_layouts.contains_key(&base) || matches!(*elem, Ty::Matrix(..)) {
            size.max(1)
        } else {
            size.max(self.b.naga_size(base)).max(1)
        };
        self.b.ty(TypeInner::Array { base, size: ArraySize::Dynamic, stride })
    }

    /// A GLSL storage block with fixed members before its runtime-sized
    /// array: the GLSL front-end declares it as a structured buffer of that
    /// struct, which is the buffer itself (one struct, not an array of them);
    /// its only element is `[0]`.
    pub fn runtime_tailed(&self, elem: &Ty) -> bool {
        let Ty::Struct(i) = elem else { return false };
        if self.whole_blocks.contains(i) {
            return true;
        }
        self.glsl
            && self.structs.get(*i).and_then(|d| d.members.last()).is_some_and(|m| matches!(m.ty, Ty::Array(_, 0)))
    }

    /// Whether `ty` holds a scalar `atomic_ty` makes atomic: an integer, or
    /// with `floats` a 32-bit float (see `float_atomic_members`).
    fn has_atomic_leaf(&self, ty: &Ty, floats: bool) -> bool {
        let mut stack = vec![(ty, floats)];
        let mut guard = 0;
        while let Some((t, floats)) = stack.pop() {
            guard += 1;
            if guard > 10_000 {
                return true;
            }
            match t {
                // 8-bit integers are never atomic (no atomic has them).
                Ty::Scalar(s) if is_narrow_int(*s) => {}
                Ty::Scalar(s) if matches!(s.kind, ScalarKind::Sint | ScalarKind::Uint) => return true,
                Ty::Scalar(s) if floats && *s == check::FLOAT => return true,
                Ty::Array(elem, _) => stack.push((elem, floats)),
                // A buffer reference's address is never an atomic's target:
                // an atomic through it reaches the pointee's stand-in
                // (`atomic_pointer_place`), so a block holding references
                // keeps them plain.
                Ty::Struct(i) if self.structs.get(*i).is_some_and(|d| d.reference.is_some()) => {}
                Ty::Struct(i) => {
                    let Some(d) = self.structs.get(*i) else { continue };
                    // A member whose vector components are atomics' places.
                    if d.members.iter().any(|m| {
                        self.atomic_vector_members.contains(&m.name)
                            && matches!(strip_vec_arrays(&m.ty), Ty::Vector(s, _) if matches!(s.kind, ScalarKind::Sint | ScalarKind::Uint))
                    }) {
                        return true;
                    }
                    stack.extend(d.members.iter().map(|m| (&m.ty, self.float_atomic_members.contains(&m.name))));
                }
                _ => {}
            }
        }
        false
    }

    /// The type with its 32-bit integer leaves made atomic, stored as
    /// `layout` (`Structured`, or `CBuffer` in a GLSL std140 buffer); with
    /// `floats` (the variable or member is the destination of a float
    /// atomic, `float_atomic_members`) its 32-bit float leaves too.
    pub fn atomic_ty(&mut self, ty: &Ty, layout: Layout, floats: bool) -> naga::Handle<naga::Type> {
        self.atomic_leaves_ty(ty, layout, floats, false)
    }

    /// `atomic_ty`; with `vectors` (a variable or member in
    /// `atomic_vector_members`), an integer vector is an array of atomics
    /// (the same bytes), so that each component can be an atomic's place.
    pub fn atomic_leaves_ty(
        &mut self,
        ty: &Ty,
        layout: Layout,
        floats: bool,
        vectors: bool,
    ) -> naga::Handle<naga::Type> {
        if let Ty::Vector(s, n) = ty
            && vectors
            && matches!(s.kind, ScalarKind::Sint | ScalarKind::Uint)
            && s.width == 4
        {
            let base = self.b.ty(TypeInner::Atomic(*s));
            let size = NonZeroU32::new(u32::from(*n)).map(ArraySize::Constant).unwrap_or(ArraySize::Dynamic);
            return self.b.ty(TypeInner::Array { base, size, stride: 4 });
        }
        let vector_leaf = vectors
            && matches!(strip_vec_arrays(ty), Ty::Vector(s, _) if matches!(s.kind, ScalarKind::Sint | ScalarKind::Uint));
        if !vector_leaf && !self.has_atomic_leaf(ty, floats) {
            // Nothing to make atomic: the type itself, so its values are too.
            return self.naga_ty(ty, layout, true);
        }
        match ty {
            Ty::Scalar(s) if matches!(s.kind, ScalarKind::Sint | ScalarKind::Uint) && !is_narrow_int(*s) => {
                self.b.ty(TypeInner::Atomic(*s))
            }
            Ty::Scalar(s) if floats && *s == check::FLOAT => self.b.ty(TypeInner::Atomic(*s)),
            Ty::Array(elem, n) => {
                let base = self.atomic_leaves_ty(elem, layout, floats, vectors);
                let stride = match layout.for_dialect(self.glsl) {
                    glsl @ (Layout::Std140 | Layout::Scalar) => self.glsl_stride(elem, glsl, true),
                    _ => self.b.naga_size(base).max(4),
                };
                let size = NonZeroU32::new(*n).map(ArraySize::Constant).unwrap_or(ArraySize::Dynamic);
                self.b.ty(TypeInner::Array { base, size, stride })
            }
            Ty::Struct(i) if self.structs.get(*i).is_some_and(|d| d.reference.is_some()) => {
                self.naga_ty(ty, layout, true)
            }
            Ty::Struct(i) => {
                self.settle_glsl_offsets(*i, layout);
                let Some(def) = self.structs.get(*i).cloned() else { return self.b.scalar(Scalar::U32) };
                let name = format!("{}_atomic", def.name.strip_suffix("__block").unwrap_or(&def.name));
                let atomic: Vec<bool> = def.members.iter().map(|_| true).collect();
                self.build_struct(&name, &def.members, layout, def.span, &atomic)
            }
            other => self.naga_ty(other, layout, true),
        }
    }
}

/// The element of `ty` under its array levels.
fn strip_vec_arrays(mut ty: &Ty) -> &Ty {
    // Arrays nest as deep as the source's type (bounded by the parser).
    while let Ty::Array(e, _) = ty {
        ty = e;
    }
    ty
}

fn res(r: Resource) -> Ty {
    Ty::Resource(Box::new(r))
}

fn texture_kind(name: &str) -> Option<(ImageDimension, bool, bool, bool)> {
    let (rw, rest) = match name.strip_prefix("RW") {
        Some(r) => (true, r),
        None => (false, name.strip_prefix("RasterizerOrdered").unwrap_or(name)),
    };
    let rw = rw || name.starts_with("RasterizerOrdered");
    Some(match rest {
        "Texture1D" => (ImageDimension::D1, false, false, rw),
        "Texture1DArray" => (ImageDimension::D1, true, false, rw),
        "Texture2D" => (ImageDimension::D2, false, false, rw),
        "Texture2DArray" => (ImageDimension::D2, true, false, rw),
        "Texture3D" => (ImageDimension::D3, false, false, rw),
        "TextureCube" => (ImageDimension::Cube, false, false, rw),
        "TextureCubeArray" => (ImageDimension::Cube, true, false, rw),
        "Texture2DMS" => (ImageDimension::D2, false, true, rw),
        "Texture2DMSArray" => (ImageDimension::D2, true, true, rw),
        _ => return None,
    })
}

/// The storage format of a `RWTexture*<T>`: 32-bit channels of T's kind.
/// The `MTLPixelFormat` (case name) whose texels a typed buffer of `n`
/// components of `s` reads without conversion; `None` for three components,
/// which Metal has no format for.
pub fn texel_format(s: Scalar, n: u8) -> Option<&'static str> {
    const FLOAT: [&str; 4] = ["r32Float", "rg32Float", "", "rgba32Float"];
    const HALF: [&str; 4] = ["r16Float", "rg16Float", "", "rgba16Float"];
    const SINT: [&str; 4] = ["r32Sint", "rg32Sint", "", "rgba32Sint"];
    const UINT: [&str; 4] = ["r32Uint", "rg32Uint", "", "rgba32Uint"];
    const SHORT: [&str; 4] = ["r16Sint", "rg16Sint", "", "rgba16Sint"];
    const USHORT: [&str; 4] = ["r16Uint", "rg16Uint", "", "rgba16Uint"];
    let row = match (s.kind, s.width) {
        (ScalarKind::Float, 2) => HALF,
        (ScalarKind::Float, _) => FLOAT,
        (ScalarKind::Sint, 2) => SHORT,
        (ScalarKind::Sint, _) => SINT,
        (ScalarKind::Uint, 2) => USHORT,
        _ => UINT,
    };
    row.get(usize::from(n.max(1)) - 1).copied().filter(|f| !f.is_empty())
}

fn storage_format(kind: ScalarKind, n: u8) -> naga::StorageFormat {
    use naga::StorageFormat as F;
    match (kind, n) {
        (ScalarKind::Float, 1) => F::R32Float,
        (ScalarKind::Float, 2) => F::Rg32Float,
        (ScalarKind::Float, _) => F::Rgba32Float,
        (ScalarKind::Sint, 1) => F::R32Sint,
        (ScalarKind::Sint, 2) => F::Rg32Sint,
        (ScalarKind::Sint, _) => F::Rgba32Sint,
        (_, 1) => F::R32Uint,
        (_, 2) => F::Rg32Uint,
        _ => F::Rgba32Uint,
    }
}

impl StructDef {
    pub fn member_index(&self, name: &str) -> Option<usize> {
        self.members.iter().position(|m| m.name == name)
    }

    /// The bit fields stored in member `k` (none for an ordinary member).
    pub fn fields_in(&self, k: usize) -> Vec<super::BitField> {
        self.bitfields.iter().filter(|b| b.member == k).cloned().collect()
    }
}

/// A texel of one component is a scalar (`Texture2D<float1>` reads `float`).
fn texel_type(ty: Ty) -> Ty {
    match ty {
        Ty::Vector(s, 1) => Ty::Scalar(s),
        other => other,
    }
}

/// Whether a type spelling is one of HLSL's rasterizer-ordered views
/// (`RasterizerOrderedTexture2D`, `RasterizerOrderedByteAddressBuffer`…),
/// which Metal orders with a raster order group.
pub fn is_raster_ordered(name: &str) -> bool {
    name.starts_with("RasterizerOrdered")
}
