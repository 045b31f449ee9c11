//! Stand-in functions for Metal operations naga IR has no expression for
//! (`SideInfo::intrinsic_functions`): the front-end calls a synthesized
//! function whose body only keeps the module valid, and the writer spells
//! the call as the Metal operation. Textures and samplers are arguments of
//! the call, so naga's usage analysis, the writer's lifting and reflection
//! see them used where the source uses them. One function per signature.

use super::Lower;
use super::expr::{Val, coord_len};
use super::func::FnCtx;
use super::layout::Layout;
use crate::diag::codes;
use crate::front::build::FnBuilder;
use crate::hlsl::check::{self, Ty};
use crate::options::MslVersion;
use crate::side::{Intrinsic, SampleLod, TextureAtomicOp};
use crate::source::Span;
use naga::{Expression as E, Handle};

type H = Handle<E>;

fn ns(s: Span) -> naga::Span {
    if s.is_dummy() { naga::Span::UNDEFINED } else { naga::Span::new(s.start, s.end) }
}

impl Lower<'_> {
    /// GLSL's `gl_HelperInvocation` and `helperInvocationEXT()` (the GLSL
    /// front-end's `__glsl_is_helper()`): whether this fragment's thread is
    /// a helper thread, a call of the `HelperThread` stand-in.
    /// GLSL's `gl_SamplePosition` (the GLSL front-end's
    /// `__glsl_sample_position(sample)`): the `SamplePosition` stand-in.
    pub(super) fn sample_position(&mut self, f: &mut FnCtx, vals: &[Val], sp: Span) -> Val {
        let [sample] = vals else {
            self.error(codes::SEM_BAD_ARGUMENT_COUNT, "the sample position takes a sample index", sp);
            return Val::error(sp);
        };
        let Some(index) = self.coerce(f, sample, &Ty::Scalar(check::UINT)) else { return Val::error(sp) };
        let function = match self.synthesized.get(&SynthKey::SamplePosition) {
            Some(&h) => h,
            None => {
                let mut fb = FnBuilder::new("sample_position");
                let uint = self.b.scalar(check::UINT);
                fb.arg("sample", uint, None);
                let float2 = self.b.vector(check::FLOAT, 2);
                fb.set_result(float2, None);
                let zero = fb.expr(naga::Expression::ZeroValue(float2), naga::Span::UNDEFINED);
                fb.stmt(naga::Statement::Return { value: Some(zero) }, naga::Span::UNDEFINED);
                let h = self.b.module.functions.append(fb.finish(), naga::Span::UNDEFINED);
                self.side.intrinsic_functions.insert(h, Intrinsic::SamplePosition);
                self.synthesized.insert(SynthKey::SamplePosition, h);
                h
            }
        };
        match f.f.call(function, vec![index], true, ns(sp)) {
            Some(h) => Val::value(h, Ty::vec(check::FLOAT, 2), sp),
            None => Val::error(sp),
        }
    }

    /// The `Interpolate` stand-in of `value`'s type: `(T value[, extra]) -> T`
    /// (extra: the sample index, `uint`, or the offset, `float2`).
    pub(super) fn interpolate_call(
        &mut self,
        f: &mut FnCtx,
        at: crate::side::InterpolateAt,
        value: H,
        ty: Handle<naga::Type>,
        extra: Option<H>,
        sp: Span,
    ) -> Option<H> {
        use crate::side::InterpolateAt;
        let key = SynthKey::Interpolate { ty, at };
        let function = match self.synthesized.get(&key) {
            Some(&h) => h,
            None => {
                let mut fb = FnBuilder::new(match at {
                    InterpolateAt::Centroid => "interpolate_at_centroid",
                    InterpolateAt::Sample => "interpolate_at_sample",
                    InterpolateAt::Offset => "interpolate_at_offset",
                });
                fb.arg("value", ty, None);
                match at {
                    InterpolateAt::Centroid => {}
                    InterpolateAt::Sample => {
                        let uint = self.b.scalar(check::UINT);
                        fb.arg("sample", uint, None);
                    }
                    InterpolateAt::Offset => {
                        let float2 = self.b.vector(check::FLOAT, 2);
                        fb.arg("offset", float2, None);
                    }
                }
                fb.set_result(ty, None);
                let arg = fb.expr(naga::Expression::FunctionArgument(0), naga::Span::UNDEFINED);
                fb.stmt(naga::Statement::Return { value: Some(arg) }, naga::Span::UNDEFINED);
                let h = self.b.module.functions.append(fb.finish(), naga::Span::UNDEFINED);
                self.side.intrinsic_functions.insert(h, Intrinsic::Interpolate { at });
                self.synthesized.insert(key, h);
                h
            }
        };
        let mut args = vec![value];
        args.extend(extra);
        f.f.call(function, args, true, ns(sp))
    }

    /// `QuadAll(b)` / `QuadAny(b)` (HLSL SM 6.7, GLSL
    /// `subgroupQuadAll`/`subgroupQuadAny`): the `QuadVote` stand-in, Metal's
    /// `quad_all`/`quad_any` over the quad's active threads (naga IR has no
    /// quad vote; the swaps would read inactive lanes).
    pub(super) fn quad_vote(&mut self, f: &mut FnCtx, all: bool, vals: &[Val], sp: Span) -> Val {
        let [value] = vals else {
            self.error(codes::SEM_BAD_ARGUMENT_COUNT, "a quad vote takes one `bool`", sp);
            return Val::error(sp);
        };
        let Some(b) = self.coerce(f, value, &Ty::Scalar(check::BOOL)) else { return Val::error(sp) };
        let key = SynthKey::QuadVote { all };
        let function = match self.synthesized.get(&key) {
            Some(&h) => h,
            None => {
                let mut fb = FnBuilder::new(if all { "quad_all" } else { "quad_any" });
                let boolean = self.b.scalar(check::BOOL);
                fb.arg("value", boolean, None);
                fb.set_result(boolean, None);
                let arg = fb.expr(naga::Expression::FunctionArgument(0), naga::Span::UNDEFINED);
                fb.stmt(naga::Statement::Return { value: Some(arg) }, naga::Span::UNDEFINED);
                let h = self.b.module.functions.append(fb.finish(), naga::Span::UNDEFINED);
                self.side.intrinsic_functions.insert(h, Intrinsic::QuadVote { all });
                self.synthesized.insert(key, h);
                h
            }
        };
        match f.f.call(function, vec![b], true, ns(sp)) {
            Some(h) => Val::value(h, Ty::Scalar(check::BOOL), sp),
            None => Val::error(sp),
        }
    }

    pub(super) fn helper_thread(&mut self, f: &mut FnCtx, sp: Span) -> Val {
        let function = match self.synthesized.get(&SynthKey::HelperThread) {
            Some(&h) => h,
            None => {
                let mut fb = FnBuilder::new("is_helper_thread");
                let boolean = self.b.scalar(check::BOOL);
                fb.set_result(boolean, None);
                let no = fb.literal(naga::Literal::Bool(false), naga::Span::UNDEFINED);
                fb.stmt(naga::Statement::Return { value: Some(no) }, naga::Span::UNDEFINED);
                let h = self.b.module.functions.append(fb.finish(), naga::Span::UNDEFINED);
                self.side.intrinsic_functions.insert(h, Intrinsic::HelperThread);
                self.synthesized.insert(SynthKey::HelperThread, h);
                h
            }
        };
        match f.f.call(function, Vec::new(), true, ns(sp)) {
            Some(h) => Val::value(h, Ty::Scalar(check::BOOL), sp),
            None => Val::error(sp),
        }
    }

    /// `tex.CalculateLevelOfDetail[Unclamped](s, uv)` (and GLSL's
    /// `textureQueryLod`, rewritten to it): the level of detail a sample at
    /// `uv` selects, a `float`. `vals` are the sampler and the coordinate
    /// (without an array layer).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn calculate_lod(
        &mut self,
        f: &mut FnCtx,
        image: H,
        dim: naga::ImageDimension,
        clamped: bool,
        vals: &[Val],
        sp: Span,
    ) -> Val {
        let nsp = ns(sp);
        let (Some(s), Some(c)) = (vals.first(), vals.get(1)) else {
            self.error(codes::SEM_BAD_ARGUMENT_COUNT, "the level-of-detail query takes a sampler and a coordinate", sp);
            return Val::error(sp);
        };
        if !matches!(s.ty, Ty::Sampler { .. }) {
            self.error(
                codes::SEM_TYPE_MISMATCH,
                format!("the level-of-detail query needs a sampler, not `{}`", self.ty_name(&s.ty)),
                s.span,
            );
            return Val::error(sp);
        }
        let cty = Ty::vec(check::FLOAT, coord_len(dim));
        let (Some(sampler), Some(coord)) = (self.rv(f, s), self.coerce(f, c, &cty)) else { return Val::error(sp) };
        if dim == naga::ImageDimension::D1 {
            return self.lod_1d(f, image, coord, clamped, sp);
        }
        let (Some(image_ty), Some(sampler_ty)) = (self.handle_type(f, image), self.handle_type(f, sampler)) else {
            return Val::error(sp);
        };
        let coord_ty = self.b.vector(check::FLOAT, coord_len(dim));
        let key = SynthKey::CalculateLod { image: image_ty, sampler: sampler_ty, clamped };
        let function = match self.synthesized.get(&key) {
            Some(&h) => h,
            None => {
                let name = if clamped { "calculate_clamped_lod" } else { "calculate_unclamped_lod" };
                let mut fb = FnBuilder::new(name);
                fb.arg("texture", image_ty, None);
                fb.arg("sampler", sampler_ty, None);
                fb.arg("coordinate", coord_ty, None);
                let float = self.b.scalar(check::FLOAT);
                fb.set_result(float, None);
                let zero = fb.literal(naga::Literal::F32(0.0), naga::Span::UNDEFINED);
                fb.stmt(naga::Statement::Return { value: Some(zero) }, naga::Span::UNDEFINED);
                let h = self.b.module.functions.append(fb.finish(), naga::Span::UNDEFINED);
                self.side.intrinsic_functions.insert(h, Intrinsic::CalculateLod { clamped });
                self.synthesized.insert(key, h);
                h
            }
        };
        match f.f.call(function, vec![image, sampler, coord], true, nsp) {
            Some(h) => Val::value(h, Ty::Scalar(check::FLOAT), sp),
            None => Val::error(sp),
        }
    }

    /// The level of detail on a 1D texture, which Metal has no query for
    /// and no mipmaps on (a Metal 1D texture has one level, which every
    /// sample of one reads, see `texture_method`): clamped to that one
    /// level, 0; unclamped, the level the derivatives select,
    /// `log2(max(|ddx(u)|, |ddy(u)|) * width)` (the isotropic formula of the
    /// D3D specification, exact on one axis).
    fn lod_1d(&mut self, f: &mut FnCtx, image: H, coord: H, clamped: bool, sp: Span) -> Val {
        let nsp = ns(sp);
        if clamped {
            let zero = f.f.literal(naga::Literal::F32(0.0), nsp);
            return Val::value(zero, Ty::Scalar(check::FLOAT), sp);
        }
        let derivative = |f: &mut FnCtx, axis| {
            let d = f.f.expr(E::Derivative { axis, ctrl: naga::DerivativeControl::None, expr: coord }, nsp);
            f.f.expr(E::Math { fun: naga::MathFunction::Abs, arg: d, arg1: None, arg2: None, arg3: None }, nsp)
        };
        let dx = derivative(f, naga::DerivativeAxis::X);
        let dy = derivative(f, naga::DerivativeAxis::Y);
        let rho =
            f.f.expr(E::Math { fun: naga::MathFunction::Max, arg: dx, arg1: Some(dy), arg2: None, arg3: None }, nsp);
        let width = f.f.expr(E::ImageQuery { image, query: naga::ImageQuery::Size { level: None } }, nsp);
        let width = f.f.expr(E::As { expr: width, kind: naga::ScalarKind::Float, convert: Some(4) }, nsp);
        let texels = f.f.expr(E::Binary { op: naga::BinaryOperator::Multiply, left: rho, right: width }, nsp);
        let lod =
            f.f.expr(E::Math { fun: naga::MathFunction::Log2, arg: texels, arg1: None, arg2: None, arg3: None }, nsp);
        Val::value(lod, Ty::Scalar(check::FLOAT), sp)
    }

    /// An `Interlocked*` on a texel of a read-write texture or typed buffer
    /// (GLSL `imageAtomic*` is rewritten to these): a call of the
    /// `TextureAtomic` stand-in, giving the texel's original value. `dest`
    /// is the texel; `values` the operand (the comparand and the new value
    /// for a compare-exchange).
    pub(super) fn texture_atomic(
        &mut self,
        f: &mut FnCtx,
        t: &TexelAtomic,
        dest: &Val,
        values: &[Val],
        sp: Span,
    ) -> Option<Val> {
        let nsp = ns(sp);
        let name = t.name;
        if self.opts.msl_version < MslVersion::V3_1 {
            self.error(
                codes::METAL_TEXTURE_ATOMICS,
                format!(
                    "`{name}` on a texture: atomics on textures need MSL 3.1 (the target is MSL {}; choose a newer version)",
                    self.opts.msl_version.as_str()
                ),
                dest.span,
            );
            return None;
        }
        // GLSL's integer images are `RWTexture*<[u]int4>` here; the atomic is on the first channel.
        let s = match dest.ty {
            Ty::Scalar(s) if s == check::UINT || s == check::INT => s,
            Ty::Vector(s, _) if self.glsl && (s == check::UINT || s == check::INT) => s,
            _ => {
                self.error(
                    codes::METAL_UNSUPPORTED,
                    format!(
                        "Metal has atomics only on `int` and `uint` textures, not on texels of `{}`",
                        self.ty_name(&dest.ty)
                    ),
                    dest.span,
                );
                return None;
            }
        };
        let both = naga::StorageAccess::LOAD | naga::StorageAccess::STORE;
        if !self.image_access_allows(f, t.image, both, "an atomic (which reads and writes the texel) on", sp) {
            return None;
        }
        let image_ty = self.handle_type(f, t.image)?;
        let (dim, arrayed) = match self.b.inner(image_ty) {
            Some(&naga::TypeInner::Image { dim, arrayed, .. }) => (dim, arrayed),
            _ => return None,
        };
        if dim == naga::ImageDimension::Cube {
            self.error(codes::METAL_UNSUPPORTED, "Metal has no atomics on cube textures", dest.span);
            return None;
        }
        let compare = t.op == TextureAtomicOp::CompareExchange;
        let wanted = if compare { 2 } else { 1 };
        if values.len() != wanted {
            self.error(
                codes::SEM_BAD_ARGUMENT_COUNT,
                format!("`{name}` needs {wanted} value{} after its destination", if compare { "s" } else { "" }),
                sp,
            );
            return None;
        }
        let mut args = vec![t.image, self.unsigned(f, t.coord, nsp)];
        if let Some(layer) = t.array_index {
            args.push(self.unsigned(f, layer, nsp));
        }
        for v in values {
            args.push(self.coerce(f, v, &Ty::Scalar(s))?);
        }
        let key = SynthKey::TextureAtomic { image: image_ty, op: t.op };
        let function = match self.synthesized.get(&key) {
            Some(&h) => h,
            None => {
                let mut fb = FnBuilder::new(texture_atomic_name(t.op));
                fb.arg("texture", image_ty, None);
                let coord_ty = match coord_len(dim) {
                    1 => self.b.scalar(check::UINT),
                    n => self.b.vector(check::UINT, n),
                };
                fb.arg("coordinate", coord_ty, None);
                let uint = self.b.scalar(check::UINT);
                if arrayed {
                    fb.arg("array", uint, None);
                }
                let value_ty = self.b.scalar(s);
                if compare {
                    fb.arg("expected", value_ty, None);
                }
                fb.arg("value", value_ty, None);
                fb.set_result(value_ty, None);
                let zero = fb.expr(E::ZeroValue(value_ty), naga::Span::UNDEFINED);
                fb.stmt(naga::Statement::Return { value: Some(zero) }, naga::Span::UNDEFINED);
                let h = self.b.module.functions.append(fb.finish(), naga::Span::UNDEFINED);
                self.side.intrinsic_functions.insert(h, Intrinsic::TextureAtomic { op: t.op, arrayed });
                self.synthesized.insert(key, h);
                h
            }
        };
        let h = f.f.call(function, args, true, nsp)?;
        Some(Val::value(h, Ty::Scalar(s), sp))
    }

    /// Below MSL 3.1 (unless `Options::texture_atomics_native_only`): the
    /// element of the buffer that carries the atomics of storage texture
    /// `image` (declared at its first atomic, `NAME_atomic`) for texel
    /// `coord`, and the texel's scalar. Texel `x` of a 1D or buffer texture
    /// is element `x`; texel `(x, y)` of a 2D one is `y * pitch + x`, the
    /// pitch the width rounded up to the `texture_atomic_row_alignment`
    /// function constant (bytes) / 4. The host makes the texture from that
    /// buffer (warning OSH5232 states it); other textures are OSH5107.
    pub(super) fn texture_atomic_place(
        &mut self,
        f: &mut FnCtx,
        (image, coord): (H, H),
        dest: &Val,
        name: &str,
        sp: Span,
    ) -> Option<(H, naga::Scalar)> {
        let nsp = ns(sp);
        let s = match dest.ty {
            Ty::Scalar(s) if s == check::UINT || s == check::INT => s,
            Ty::Vector(s, _) if self.glsl && (s == check::UINT || s == check::INT) => s,
            _ => {
                let msg = format!(
                    "Metal has atomics only on `int` and `uint` textures, not on texels of `{}`",
                    self.ty_name(&dest.ty)
                );
                self.error(codes::METAL_UNSUPPORTED, msg, dest.span);
                return None;
            }
        };
        let both = naga::StorageAccess::LOAD | naga::StorageAccess::STORE;
        if !self.image_access_allows(f, image, both, "an atomic (which reads and writes the texel) on", sp) {
            return None;
        }
        let version = self.opts.msl_version.as_str();
        let name = if self.glsl { "an image atomic".to_string() } else { format!("`{name}`") };
        let Ok(&E::GlobalVariable(g)) = f.f.exprs().try_get(image) else {
            let msg = format!(
                "{name} on a texture parameter or an element of a texture array: atomics on textures need MSL 3.1 (the target is MSL {version}; below it only a declared texture's atomics go through a buffer)"
            );
            self.error(codes::METAL_TEXTURE_ATOMICS, msg, dest.span);
            return None;
        };
        let ty = self.b.module.global_variables.try_get(g).ok()?.ty;
        let dim = match self.b.inner(ty) {
            Some(&naga::TypeInner::Image { dim, arrayed: false, .. })
                if matches!(dim, naga::ImageDimension::D1 | naga::ImageDimension::D2) =>
            {
                dim
            }
            _ => {
                let msg = format!(
                    "{name} on an arrayed, 3D or cube texture: atomics on textures need MSL 3.1 (the target is MSL {version}; below it only 1D, 2D and buffer textures' atomics go through a buffer)"
                );
                self.error(codes::METAL_TEXTURE_ATOMICS, msg, dest.span);
                return None;
            }
        };
        let buffer = self.texture_atomic_buffer(g, s, dest.span);
        let coord = self.unsigned(f, coord, nsp);
        let index = if dim == naga::ImageDimension::D2 {
            let x = f.f.access_index(coord, 0, nsp);
            let y = f.f.access_index(coord, 1, nsp);
            let size = f.f.expr(E::ImageQuery { image, query: naga::ImageQuery::Size { level: None } }, nsp);
            let width = f.f.access_index(size, 0, nsp);
            let alignment = self.texture_atomic_alignment(dest.span);
            let alignment = f.f.expr(E::Override(alignment), nsp);
            let bin = |f: &mut FnCtx, op, left, right| f.f.expr(E::Binary { op, left, right }, nsp);
            use naga::BinaryOperator as B;
            let four = f.f.literal(naga::Literal::U32(4), nsp);
            let one = f.f.literal(naga::Literal::U32(1), nsp);
            let q = bin(f, B::Divide, alignment, four);
            // Texels per alignment unit, at least one.
            let q = f
                .f
                .expr(E::Math { fun: naga::MathFunction::Max, arg: q, arg1: Some(one), arg2: None, arg3: None }, nsp);
            let up = bin(f, B::Add, width, q);
            let up = bin(f, B::Subtract, up, one);
            let units = bin(f, B::Divide, up, q);
            let pitch = bin(f, B::Multiply, units, q);
            let row = bin(f, B::Multiply, y, pitch);
            bin(f, B::Add, row, x)
        } else {
            coord
        };
        let base = f.f.expr(E::GlobalVariable(buffer), nsp);
        Some((f.f.expr(E::Access { base, index }, nsp), s))
    }

    /// The buffer of `s` atomics that carries texture `g`'s atomics, declared
    /// at its first use with warning OSH5232.
    fn texture_atomic_buffer(
        &mut self,
        g: Handle<naga::GlobalVariable>,
        s: naga::Scalar,
        sp: Span,
    ) -> Handle<naga::GlobalVariable> {
        if let Some(&b) = self.texture_atomic_buffers.get(&g) {
            return b;
        }
        let texture = self.b.module.global_variables[g].name.clone().unwrap_or_default();
        let atomic = self.b.ty(naga::TypeInner::Atomic(s));
        let ty = self.b.ty(naga::TypeInner::Array { base: atomic, size: naga::ArraySize::Dynamic, stride: 4 });
        let binding = Some(self.next_binding());
        let span = self.b.module.global_variables.get_span(g);
        let name = format!("{texture}_atomic");
        let b = self.b.module.global_variables.append(
            naga::GlobalVariable {
                name: Some(name.clone()),
                space: naga::AddressSpace::Storage { access: naga::StorageAccess::LOAD | naga::StorageAccess::STORE },
                binding,
                ty,
                init: None,
                memory_decorations: Default::default(),
            },
            span,
        );
        // Atomics in an interlocked fragment shader's critical section keep
        // the texture's raster order group.
        let raster_ordered = self.side.resources.get(&g).is_some_and(|i| i.raster_ordered);
        let info = crate::side::ResourceInfo {
            atomics_of: Some(g),
            source_type: Some(format!("the atomics of `{texture}`")),
            raster_ordered,
            ..crate::side::ResourceInfo::default()
        };
        self.side.resources.insert(b, info);
        self.texture_atomic_buffers.insert(g, b);
        let msg = format!(
            "MSL {} has no texture atomics: the atomics of `{texture}` go through buffer `{name}`, and the host must make `{texture}` from that buffer (a linear texture whose rows are aligned to the `texture_atomic_row_alignment` function constant, in bytes)",
            self.opts.msl_version.as_str()
        );
        self.diags.push(crate::diag::Diagnostic::warning(codes::DEVIATION_TEXTURE_ATOMIC_BUFFER, msg, sp));
        b
    }

    /// The `texture_atomic_row_alignment` function constant (index 65535,
    /// default 4): the row alignment in bytes of the linear textures whose
    /// atomics go through a buffer.
    fn texture_atomic_alignment(&mut self, sp: Span) -> Handle<naga::Override> {
        if let Some(h) = self.texture_atomic_alignment {
            return h;
        }
        const ID: u16 = 65535;
        let uint = self.b.scalar(check::UINT);
        let init = self.b.global_expr(E::Literal(naga::Literal::U32(4)), ns(sp));
        if self.b.module.overrides.iter().any(|(_, o)| o.id == Some(ID)) {
            let msg = format!(
                "`constant_id = {ID}` is the id of `texture_atomic_row_alignment` when texture atomics go through a buffer"
            );
            self.error(codes::SEM_BAD_ATTRIBUTE, msg, sp);
        }
        let o = naga::Override {
            name: Some("texture_atomic_row_alignment".into()),
            id: Some(ID),
            ty: uint,
            init: Some(init),
        };
        let h = self.b.module.overrides.append(o, ns(sp));
        self.texture_atomic_alignment = Some(h);
        h
    }

    /// A store of the four-component `value` to a texel of `image`, a
    /// texture parameter (naga's `ImageStore` takes only a global): a call of
    /// an `ImageStore` stand-in.
    pub(super) fn image_store_through_parameter(
        &mut self,
        f: &mut FnCtx,
        (image, coord, array_index): (H, H, Option<H>),
        value: H,
        value_ty: &Ty,
        nsp: naga::Span,
    ) {
        let Some(image_ty) = self.handle_type(f, image) else { return };
        let (dim, arrayed) = match self.b.inner(image_ty) {
            Some(&naga::TypeInner::Image { dim, arrayed, .. }) => (dim, arrayed),
            _ => return,
        };
        let mut args = vec![image, self.unsigned(f, coord, nsp)];
        if let Some(layer) = array_index {
            args.push(self.unsigned(f, layer, nsp));
        }
        args.push(value);
        let key = SynthKey::ImageStore { image: image_ty };
        let function = match self.synthesized.get(&key) {
            Some(&h) => h,
            None => {
                let mut fb = FnBuilder::new("image_store");
                fb.arg("texture", image_ty, None);
                let coord_ty = match coord_len(dim) {
                    1 => self.b.scalar(check::UINT),
                    n => self.b.vector(check::UINT, n),
                };
                fb.arg("coordinate", coord_ty, None);
                if arrayed {
                    let uint = self.b.scalar(check::UINT);
                    fb.arg("array", uint, None);
                }
                let vty = self.naga_ty(value_ty, Layout::Natural, false);
                fb.arg("value", vty, None);
                let h = self.b.module.functions.append(fb.finish(), naga::Span::UNDEFINED);
                self.side.intrinsic_functions.insert(h, Intrinsic::ImageStore { arrayed });
                self.synthesized.insert(key, h);
                h
            }
        };
        let _ = f.f.call(function, args, false, nsp);
    }

    /// Whether `image` is a read-write cube texture (GLSL `imageCube`,
    /// `imageCubeArray`), which naga IR neither loads from nor stores to;
    /// `Some(arrayed)` if so.
    pub(super) fn storage_cube(&self, f: &FnCtx, image: H) -> Option<bool> {
        match self.b.inner(self.handle_type(f, image)?)? {
            &naga::TypeInner::Image {
                dim: naga::ImageDimension::Cube,
                arrayed,
                class: naga::ImageClass::Storage { .. },
            } => Some(arrayed),
            _ => None,
        }
    }

    /// A load from (`value` none) or a store of the four-component `value`
    /// to a texel of a read-write cube texture, a call of the `CubeRead` or
    /// `CubeWrite` stand-in. `coord` is GLSL's `(x, y, z)`: `z` is the face,
    /// or for a cube array the layer-face `6 * layer + face`, split here
    /// into Metal's face and array index. The load's result is the four
    /// 32-bit components of the texture's format.
    pub(super) fn cube_texel(
        &mut self,
        f: &mut FnCtx,
        image: H,
        coord: H,
        value: Option<(H, &Ty)>,
        nsp: naga::Span,
    ) -> Option<H> {
        let image_ty = self.handle_type(f, image)?;
        let (arrayed, format) = match self.b.inner(image_ty)? {
            &naga::TypeInner::Image { arrayed, class: naga::ImageClass::Storage { format, .. }, .. } => {
                (arrayed, format)
            }
            _ => return None,
        };
        let coord = self.unsigned(f, coord, nsp);
        let xy = f.f.expr(
            E::Swizzle {
                size: naga::VectorSize::Bi,
                vector: coord,
                pattern: [
                    naga::SwizzleComponent::X,
                    naga::SwizzleComponent::Y,
                    naga::SwizzleComponent::X,
                    naga::SwizzleComponent::X,
                ],
            },
            nsp,
        );
        let z = f.f.access_index(coord, 2, nsp);
        let mut args = vec![image, xy];
        if arrayed {
            let six = f.f.literal(naga::Literal::U32(6), nsp);
            args.push(f.f.expr(E::Binary { op: naga::BinaryOperator::Modulo, left: z, right: six }, nsp));
            args.push(f.f.expr(E::Binary { op: naga::BinaryOperator::Divide, left: z, right: six }, nsp));
        } else {
            args.push(z);
        }
        args.extend(value.map(|(v, _)| v));
        let write = value.is_some();
        let key = SynthKey::CubeTexel { image: image_ty, write };
        let function = match self.synthesized.get(&key) {
            Some(&h) => h,
            None => {
                let mut fb = FnBuilder::new(if write { "cube_write" } else { "cube_read" });
                fb.arg("texture", image_ty, None);
                let uint2 = self.b.vector(check::UINT, 2);
                fb.arg("coordinate", uint2, None);
                let uint = self.b.scalar(check::UINT);
                fb.arg("face", uint, None);
                if arrayed {
                    fb.arg("array", uint, None);
                }
                let kind = match crate::msl::print::types::format_scalar(format) {
                    "uint" => naga::ScalarKind::Uint,
                    "int" => naga::ScalarKind::Sint,
                    _ => naga::ScalarKind::Float,
                };
                let texel = self.b.vector(naga::Scalar { kind, width: 4 }, 4);
                let intrinsic = match value {
                    Some((_, ty)) => {
                        let vty = self.naga_ty(ty, Layout::Natural, false);
                        fb.arg("value", vty, None);
                        Intrinsic::CubeWrite { arrayed }
                    }
                    None => {
                        fb.set_result(texel, None);
                        let zero = fb.expr(E::ZeroValue(texel), naga::Span::UNDEFINED);
                        fb.stmt(naga::Statement::Return { value: Some(zero) }, naga::Span::UNDEFINED);
                        Intrinsic::CubeRead { arrayed }
                    }
                };
                let h = self.b.module.functions.append(fb.finish(), naga::Span::UNDEFINED);
                self.side.intrinsic_functions.insert(h, intrinsic);
                self.synthesized.insert(key, h);
                h
            }
        };
        f.f.call(function, args, !write, nsp)
    }

    /// A sample naga IR's `ImageSample` cannot hold, a call of a `Sample`
    /// stand-in: of an `int`/`uint` texture (`Sample`, `SampleLevel`,
    /// `SampleBias`, `SampleGrad` and GLSL's `texture*` on `isampler*`/
    /// `usampler*`), giving the four components of scalar `s` (naga IR
    /// samples only float textures; Metal samples every texture, an integer
    /// one filtering nearest); or a comparison at an explicit level, with a
    /// bias or with gradients (`SampleCmpLevel`, `SampleCmpBias`,
    /// `SampleCmpGrad`, GLSL's `textureLod`/`texture`/`textureGrad` on a
    /// shadow sampler), giving a `float` (naga IR compares at level 0 or
    /// an implicit level only; Metal's `sample_compare` takes every level
    /// option from MSL 2.3 on macOS, and on iOS).
    pub(super) fn sample_integer(&mut self, f: &mut FnCtx, t: &IntegerSample, s: naga::Scalar, sp: Span) -> Option<H> {
        let nsp = ns(sp);
        let (image_ty, sampler_ty) = (self.handle_type(f, t.image)?, self.handle_type(f, t.sampler)?);
        let (dim, arrayed) = match self.b.inner(image_ty) {
            Some(&naga::TypeInner::Image { dim, arrayed, .. }) => (dim, arrayed),
            _ => return None,
        };
        if t.offset.is_some() && matches!(dim, naga::ImageDimension::D1 | naga::ImageDimension::Cube) {
            self.error(codes::METAL_TEXEL_OFFSET, "Metal has no texel offsets on cube or 1D textures", sp);
            return None;
        }
        let (lod, lod_args): (SampleLod, Vec<H>) = match t.level {
            naga::SampleLevel::Auto => (SampleLod::Auto, vec![]),
            naga::SampleLevel::Zero => (SampleLod::Zero, vec![]),
            naga::SampleLevel::Exact(l) => (SampleLod::Exact, vec![l]),
            naga::SampleLevel::Bias(b) => (SampleLod::Bias, vec![b]),
            naga::SampleLevel::Gradient { x, y } => (SampleLod::Gradient, vec![x, y]),
        };
        let mut args = vec![t.image, t.sampler, t.coordinate];
        if let Some(layer) = t.array_index {
            args.push(self.unsigned(f, layer, nsp));
        }
        args.extend(t.depth_ref);
        args.extend(lod_args.iter().copied());
        args.extend(t.clamp);
        args.extend(t.offset);
        let offset = t.offset.is_some();
        let compare = t.depth_ref.is_some();
        let clamp = t.clamp.is_some();
        let key = SynthKey::Sample { image: image_ty, sampler: sampler_ty, lod, offset, compare, clamp };
        let function = match self.synthesized.get(&key) {
            Some(&h) => h,
            None => {
                let n = coord_len(dim);
                let mut fb = FnBuilder::new(if compare { "sample_compare_texture" } else { "sample_integer_texture" });
                fb.arg("texture", image_ty, None);
                fb.arg("sampler", sampler_ty, None);
                let coord_ty = match n {
                    1 => self.b.scalar(check::FLOAT),
                    n => self.b.vector(check::FLOAT, n),
                };
                fb.arg("coordinate", coord_ty, None);
                if arrayed {
                    let uint = self.b.scalar(check::UINT);
                    fb.arg("array", uint, None);
                }
                if compare {
                    let float = self.b.scalar(check::FLOAT);
                    fb.arg("compare_value", float, None);
                }
                match lod {
                    SampleLod::Exact | SampleLod::Bias => {
                        let float = self.b.scalar(check::FLOAT);
                        fb.arg("lod", float, None);
                    }
                    SampleLod::Gradient => {
                        let g = match n {
                            1 => self.b.scalar(check::FLOAT),
                            n => self.b.vector(check::FLOAT, n),
                        };
                        fb.arg("x", g, None);
                        fb.arg("y", g, None);
                    }
                    SampleLod::Auto | SampleLod::Zero => {}
                }
                if clamp {
                    let float = self.b.scalar(check::FLOAT);
                    fb.arg("clamp", float, None);
                }
                if offset {
                    let o = match n {
                        1 => self.b.scalar(check::INT),
                        n => self.b.vector(check::INT, n),
                    };
                    fb.arg("offset", o, None);
                }
                let result = if compare { self.b.scalar(check::FLOAT) } else { self.b.vector(s, 4) };
                fb.set_result(result, None);
                let zero = fb.expr(E::ZeroValue(result), naga::Span::UNDEFINED);
                fb.stmt(naga::Statement::Return { value: Some(zero) }, naga::Span::UNDEFINED);
                let h = self.b.module.functions.append(fb.finish(), naga::Span::UNDEFINED);
                self.side
                    .intrinsic_functions
                    .insert(h, Intrinsic::Sample { dim, arrayed, lod, offset, compare, clamp });
                self.synthesized.insert(key, h);
                h
            }
        };
        f.f.call(function, args, true, nsp)
    }

    /// `IsHelperLane()`: a call of the `IsHelperLane` stand-in (a `bool`).
    pub(super) fn is_helper_lane(&mut self, f: &mut FnCtx, sp: Span) -> Val {
        let key = SynthKey::IsHelperLane;
        let function = match self.synthesized.get(&key) {
            Some(&h) => h,
            None => {
                let mut fb = FnBuilder::new("is_helper_lane");
                let bool_ty = self.b.scalar(check::BOOL);
                fb.set_result(bool_ty, None);
                let no = fb.literal(naga::Literal::Bool(false), naga::Span::UNDEFINED);
                fb.stmt(naga::Statement::Return { value: Some(no) }, naga::Span::UNDEFINED);
                let h = self.b.module.functions.append(fb.finish(), naga::Span::UNDEFINED);
                self.side.intrinsic_functions.insert(h, Intrinsic::IsHelperLane);
                self.synthesized.insert(key, h);
                h
            }
        };
        match f.f.call(function, vec![], true, ns(sp)) {
            Some(h) => Val::value(h, Ty::Scalar(check::BOOL), sp),
            None => Val::error(sp),
        }
    }

    /// `h` as unsigned (Metal's texel coordinates are): unchanged when it is
    /// already, else converted.
    fn unsigned(&mut self, f: &mut FnCtx, h: H, sp: naga::Span) -> H {
        let is_unsigned = self
            .ir_type(f, h)
            .is_some_and(|t| t.inner_with(&self.b.module.types).scalar_kind() == Some(naga::ScalarKind::Uint));
        if is_unsigned { h } else { f.f.expr(E::As { expr: h, kind: naga::ScalarKind::Uint, convert: Some(4) }, sp) }
    }

    /// Whether storage image `image` is declared with all of `need` (GLSL's
    /// `readonly` and `writeonly` images declare only one access, see
    /// `glsl_image_access`); if not, OSH3019 at `sp`: "`what` an image
    /// declared `readonly`".
    pub(super) fn image_access_allows(
        &mut self,
        f: &FnCtx,
        image: H,
        need: naga::StorageAccess,
        what: &str,
        sp: Span,
    ) -> bool {
        let declared = match self.handle_type(f, image).and_then(|t| self.b.inner(t)) {
            Some(&naga::TypeInner::Image { class: naga::ImageClass::Storage { access, .. }, .. }) => access,
            _ => return true,
        };
        // A read-write cube texture's IR type is read-write whatever its
        // declaration (`ResourceInfo::declared_access`).
        let declared = match f.f.exprs().try_get(image) {
            Ok(&E::GlobalVariable(g)) => {
                self.side.resources.get(&g).and_then(|i| i.declared_access).unwrap_or(declared)
            }
            _ => declared,
        };
        if declared.contains(need) {
            return true;
        }
        let qualifier = if declared.contains(naga::StorageAccess::LOAD) { "readonly" } else { "writeonly" };
        self.error(codes::SEM_INVALID_OPERATION, format!("{what} an image declared `{qualifier}`"), sp);
        false
    }

    /// The naga type of a texture or sampler value: a global, an argument,
    /// or an element of a binding array of them.
    pub(super) fn handle_type(&self, f: &FnCtx, e: H) -> Option<Handle<naga::Type>> {
        match *f.f.exprs().try_get(e).ok()? {
            E::GlobalVariable(g) => self.b.module.global_variables.try_get(g).ok().map(|v| v.ty),
            E::FunctionArgument(i) => f.f.func.arguments.get(i as usize).map(|a| a.ty),
            E::Access { base, .. } | E::AccessIndex { base, .. } => match self.b.inner(self.handle_type(f, base)?)? {
                naga::TypeInner::BindingArray { base, .. } => Some(*base),
                _ => None,
            },
            _ => None,
        }
    }
}

/// A texel atomic as the caller found it: the texel's parts, the operation
/// and the intrinsic's source name (for messages).
pub(super) struct TexelAtomic<'n> {
    pub image: H,
    pub coord: H,
    pub array_index: Option<H>,
    pub op: TextureAtomicOp,
    pub name: &'n str,
}

/// A sample of an integer texture, or a comparison at a level naga IR has
/// no comparison for, as the caller found it: the operands of the
/// `ImageSample` naga IR would have, were it allowed.
pub(super) struct IntegerSample {
    pub image: H,
    pub sampler: H,
    pub coordinate: H,
    pub array_index: Option<H>,
    pub depth_ref: Option<H>,
    pub level: naga::SampleLevel,
    pub offset: Option<H>,
    /// The smallest mip level the sample may use (`min_lod_clamp`).
    pub clamp: Option<H>,
}

/// What a synthesized function stands for, so each signature is made once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SynthKey {
    CalculateLod {
        image: Handle<naga::Type>,
        sampler: Handle<naga::Type>,
        clamped: bool,
    },
    TextureAtomic {
        image: Handle<naga::Type>,
        op: TextureAtomicOp,
    },
    ImageStore {
        image: Handle<naga::Type>,
    },
    HelperThread,
    SamplePosition,
    Sample {
        image: Handle<naga::Type>,
        sampler: Handle<naga::Type>,
        lod: SampleLod,
        offset: bool,
        compare: bool,
        clamp: bool,
    },
    IsHelperLane,
    /// A ray query operation on a query in the function (`false`) or private address space.
    RayQuery(crate::side::RayQueryOp, bool),
    QuadVote {
        all: bool,
    },
    CubeTexel {
        image: Handle<naga::Type>,
        write: bool,
    },
    Interpolate {
        ty: Handle<naga::Type>,
        at: crate::side::InterpolateAt,
    },
}

/// The stand-in's name (never printed; it names the function in the module).
const fn texture_atomic_name(op: TextureAtomicOp) -> &'static str {
    match op {
        TextureAtomicOp::Add => "texture_atomic_add",
        TextureAtomicOp::And => "texture_atomic_and",
        TextureAtomicOp::Or => "texture_atomic_or",
        TextureAtomicOp::Xor => "texture_atomic_xor",
        TextureAtomicOp::Min => "texture_atomic_min",
        TextureAtomicOp::Max => "texture_atomic_max",
        TextureAtomicOp::Exchange => "texture_atomic_exchange",
        TextureAtomicOp::CompareExchange => "texture_atomic_compare_exchange",
    }
}
