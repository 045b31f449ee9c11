//! Stand-in functions for Metal operations naga IR has no expression for
//! (`SideInfo::intrinsic_functions`): the front-end calls a synthesized
//! function whose body only keeps the module valid, and the writer spells
//! the call as the Metal operation. Textures and samplers are arguments of
//! the call, so naga's usage analysis, the writer's lifting and reflection
//! see them used where the source uses them. One function per signature.

use super::Lower;
use super::expr::{Val, coord_len};
use super::func::FnCtx;
use crate::diag::codes;
use crate::front::build::FnBuilder;
use crate::hlsl::check::{self, Ty};
use crate::side::Intrinsic;
use crate::source::Span;
use naga::{Expression as E, Handle};

type H = Handle<E>;

fn ns(s: Span) -> naga::Span {
    if s.is_dummy() { naga::Span::UNDEFINED } else { naga::Span::new(s.start, s.end) }
}

impl Lower<'_> {
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
        if dim == naga::ImageDimension::D1 {
            self.error(codes::METAL_UNSUPPORTED, "Metal has no level-of-detail query on 1D textures", sp);
            return Val::error(sp);
        }
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
        let (Some(image_ty), Some(sampler_ty)) = (self.handle_type(f, image), self.handle_type(f, sampler)) else {
            return Val::error(sp);
        };
        let coord_ty = self.b.vector(check::FLOAT, coord_len(dim));
        let key = (image_ty, sampler_ty, clamped);
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

    /// The naga type of a texture or sampler value: a global, an argument,
    /// or an element of a binding array of them.
    fn handle_type(&self, f: &FnCtx, e: H) -> Option<Handle<naga::Type>> {
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
