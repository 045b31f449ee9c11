//! GLSL's texture and image functions on the syntax tree → the methods of
//! the HLSL lowering's texture objects (`Sample`, `SampleCmp`, `Gather*`,
//! `Load`, the `__glsl_size` family).

use super::super::texture_arity;
use super::{Call, Translate, Unhandled};
use crate::diag::codes;
use crate::hlsl::ast::{BinOp, Callee, Expr, ExprKind, FloatSuffix, IntSuffix};
use crate::options::Stage;
use crate::source::Span;

/// GLSL's texture and image built-ins translated as texture
/// calls (`shadow2D*` too, whose result is widened to a `vec4`).
pub(in crate::glsl::rewrite) const TEXTURE_FUNCTIONS: &[&str] = &[
    "texture",
    "texture2D",
    "texture3D",
    "textureCube",
    "texture2DLod",
    "textureCubeLod",
    "textureLod",
    "textureGrad",
    "textureOffset",
    "textureLodOffset",
    "texelFetch",
    "texelFetchOffset",
    "textureGather",
    "textureProj",
    "texture2DProj",
    "imageLoad",
    "imageStore",
    "textureSize",
    "imageSize",
    "textureQueryLevels",
    "textureSamples",
    "imageSamples",
    "textureGradOffset",
    "textureProjLod",
    "texture2DProjLod",
    "textureGatherOffset",
    "textureGatherOffsets",
    "texture3DLod",
    "textureQueryLod",
    "textureProjOffset",
    "textureProjLodOffset",
    "textureProjGrad",
    "textureProjGradOffset",
    "texture1D",
    "texture1DLod",
    "texture1DProj",
    "texture3DProj",
    "texture2DGradEXT",
    "texture2DLodEXT",
];

/// A texture, image or combined sampler global as a call's first argument:
/// the texture object, its sampler (a combined sampler's), its GLSL type.
struct Object {
    texture: Expr,
    sampler: Option<Expr>,
    glsl_ty: String,
}

/// `object.name(args)` standing for the user's call `at`: its span, and
/// the built-in's name as the method's.
fn method(object: Expr, name: &str, args: Vec<Expr>, at: Call) -> Expr {
    let callee =
        Callee::Method { object: Box::new(object), name: name.to_string(), template: Vec::new(), span: at.name };
    Expr::new(ExprKind::Call { callee, args }, at.span)
}

fn named(name: &str, args: Vec<Expr>, span: Span) -> Expr {
    Expr::new(ExprKind::Call { callee: Callee::Name(name.to_string(), span), args }, span)
}

impl Translate<'_, '_> {
    /// `name(args)`, one of [`TEXTURE_FUNCTIONS`].
    pub(super) fn texture_call(&mut self, name: &str, args: &[Expr], at: Call) -> Result<Expr, Unhandled> {
        let span = at.span;
        if let Some((min, max)) = texture_arity(name)
            && !(min..=max).contains(&args.len())
        {
            let want = if min == max { format!("{min}") } else { format!("{min} to {max}") };
            let msg = format!("`{name}` takes {want} arguments, not {}", args.len());
            return self.error(codes::SEM_BAD_ARGUMENT_COUNT, msg, at.name);
        }
        let Some(first) = args.first() else {
            return self.error(codes::SEM_BAD_ARGUMENT_COUNT, format!("`{name}` needs arguments"), at.name);
        };
        if name.starts_with("shadow") {
            let inner = self.texture_call_on(name, first, args, at)?;
            let float4 = crate::hlsl::ast::TypeExpr { name: "float4".into(), args: Vec::new(), dims: Vec::new(), span };
            return Ok(Expr::new(ExprKind::Call { callee: Callee::Type(float4), args: vec![inner] }, span));
        }
        self.texture_call_on(name, first, args, at)
    }

    fn texture_object(&mut self, first: &Expr) -> Result<Object, Unhandled> {
        // `nonuniformEXT(…)`: the qualifier says the handle may differ per
        // invocation, which Metal's texture arrays allow anyway.
        let first = match &first.kind {
            ExprKind::Call { callee: Callee::Name(n, _), args } if n == "nonuniformEXT" && args.len() == 1 => {
                args.first().unwrap_or(first)
            }
            _ => first,
        };
        // `sampler2D(tex, smp)`: a texture and a sampler combined at the call.
        if let ExprKind::Call { callee: Callee::Type(ctor), args } = &first.kind
            && ctor.name.starts_with("sampler")
            && ctor.dims.is_empty()
        {
            let [texture, sampler] = args.as_slice() else { return Err("a sampler constructor's arguments") };
            let texture = self.plain_opaque(texture)?;
            let sampler = self.plain_opaque(sampler)?;
            return Ok(Object { texture, sampler: Some(sampler), glsl_ty: ctor.name.clone() });
        }
        // `material.diffuse` of a struct whose samplers became globals.
        if let ExprKind::Member(object, member, _) = &first.kind
            && let ExprKind::Ident(inst) = &object.kind
            && !self.is_local(inst)
            && let Some(global) = self.r.instance_rewrites.get(&super::super::instance_key(inst, member))
            && let Some(glsl_ty) = self.r.opaque_types.get(global)
        {
            let texture = Expr::new(ExprKind::Ident(global.clone()), object.span);
            let sampler = self.r.combined.get(global).map(|s| Expr::new(ExprKind::Ident(s.clone()), object.span));
            return Ok(Object { texture, sampler, glsl_ty: glsl_ty.clone() });
        }
        let (base, index, base_span) = match &first.kind {
            ExprKind::Ident(b) => (b, None, first.span),
            ExprKind::Index(a, i) => match &a.kind {
                ExprKind::Ident(b) => (b, Some(i.as_ref()), a.span),
                _ => return Err("a texture that is not a variable of its own"),
            },
            _ => return Err("a texture that is not a variable of its own"),
        };
        let Some((glsl_ty, sampler_name)) = self.opaque_of(base) else {
            return Err("a texture that is not a variable of its own");
        };
        let element = |name: &str, this: &mut Self| -> Result<Expr, Unhandled> {
            let ident = Expr::new(ExprKind::Ident(name.to_string()), base_span);
            Ok(match index {
                None => ident,
                Some(i) => Expr::new(ExprKind::Index(Box::new(ident), this.boxed(i)?), first.span),
            })
        };
        let texture = element(base, self)?;
        let sampler = match sampler_name {
            Some(s) => Some(element(&s, self)?),
            None => None,
        };
        Ok(Object { texture, sampler, glsl_ty })
    }

    fn texture_call_on(&mut self, name: &str, first: &Expr, args: &[Expr], at: Call) -> Result<Expr, Unhandled> {
        let Object { texture, sampler, glsl_ty } = self.texture_object(first)?;
        let rest = args.get(1..).unwrap_or_default();
        let query = match name {
            "textureSize" | "imageSize" => Some("__glsl_size"),
            "textureQueryLevels" => Some("__glsl_levels"),
            "textureSamples" | "imageSamples" => Some("__glsl_samples"),
            _ => None,
        };
        if let Some(m) = query {
            let args = self.exprs(rest.get(..1.min(rest.len())).unwrap_or_default())?;
            return Ok(method(texture, m, args, at));
        }
        let ms = glsl_ty.contains("MS");
        match name {
            "imageLoad" | "texelFetch" if ms => {
                let args = self.exprs(rest.get(..2).ok_or("a multisampled load's arguments")?)?;
                return Ok(method(texture, "Load", args, at));
            }
            "imageLoad" => {
                let p = self.boxed(rest.first().ok_or("a load's coordinate")?)?;
                return Ok(Expr::new(ExprKind::Index(Box::new(texture), p), at.span));
            }
            "imageStore" if ms => {
                let msg =
                    "Metal writes no multisampled texture: `imageStore` to a multisampled image has no equivalent";
                return self.error(codes::METAL_UNSUPPORTED, msg, at.name);
            }
            "imageStore" => {
                let (Some(p), Some(v)) = (rest.first(), rest.get(1)) else { return Err("a store's arguments") };
                let p = self.boxed(p)?;
                let v = self.boxed(v)?;
                let texel = Expr::new(ExprKind::Index(Box::new(texture), p), at.span);
                return Ok(Expr::new(ExprKind::Assign(None, Box::new(texel), v), at.span));
            }
            "texelFetch" | "texelFetchOffset" if glsl_ty.ends_with("Buffer") => {
                let p = self.expr(rest.first().ok_or("a fetch's coordinate")?)?;
                return Ok(method(texture, "Load", vec![p], at));
            }
            "texelFetch" | "texelFetchOffset" => {
                // Load takes the level as the last coordinate component.
                self.effects.needs_fetch = true;
                let mut p = self.expr(rest.first().ok_or("a fetch's coordinate")?)?;
                if name == "texelFetchOffset" {
                    let offset = self.boxed(rest.get(2).ok_or("a fetch's offset")?)?;
                    let span = p.span;
                    p = Expr::new(ExprKind::Binary(BinOp::Add, Box::new(p), offset), span);
                }
                let level = match rest.get(1) {
                    Some(l) => self.expr(l)?,
                    None => Expr::new(ExprKind::Int(0, IntSuffix::None), Span::new(p.span.end, p.span.end)),
                };
                let span = Span::new(p.span.start, level.span.end.max(p.span.end));
                let coord = named("__glsl_fetch_coord", vec![p, level], span);
                return Ok(method(texture, "Load", vec![coord], at));
            }
            _ => {}
        }
        let Some(sampler) = sampler else {
            let msg = format!("`{name}` needs a combined sampler or `sampler2D(texture, sampler)`");
            return self.error(codes::SEM_UNSUPPORTED, msg, at.name);
        };
        let shadow = glsl_ty.ends_with("Shadow") || name.starts_with("shadow");
        if name == "textureQueryLod" {
            // GLSL: (the level used, clamped to the texture's levels; the
            // computed level, unclamped).
            let p = rest.first().ok_or("a level query's coordinate")?;
            let mut levels = Vec::with_capacity(2);
            for m in ["CalculateLevelOfDetail", "CalculateLevelOfDetailUnclamped"] {
                let object = self.texture_object(first)?;
                let args = vec![object.sampler.ok_or("a level query's sampler")?, self.expr(p)?];
                levels.push(method(object.texture, m, args, at));
            }
            let float2 =
                crate::hlsl::ast::TypeExpr { name: "float2".into(), args: Vec::new(), dims: Vec::new(), span: at.span };
            return Ok(Expr::new(ExprKind::Call { callee: Callee::Type(float2), args: levels }, at.span));
        }
        if name == "textureGatherOffsets" {
            return self.gather_offsets(name, (texture, sampler), rest, shadow, at);
        }
        let gather = name.starts_with("textureGather");
        if shadow && !gather {
            return self.shadow_sample(name, (texture, sampler), rest, &glsl_ty, at);
        }
        let lod = name.contains("Lod");
        // `textureOffset(s, P, offset, bias)`: HLSL's bias comes before the
        // offset (a fourth `Sample` argument would be a level clamp).
        let offset_bias = matches!(name, "textureOffset" | "textureProjOffset") && rest.len() == 3;
        let method_name = if shadow {
            "GatherCmp"
        } else if offset_bias {
            "SampleBias"
        } else if gather {
            let comp = if name == "textureGatherOffset" { rest.get(2) } else { rest.get(1) };
            match self.gather_method(name, comp) {
                Some(m) => m,
                None => return Ok(Expr::error(at.span)),
            }
        } else if lod {
            "SampleLevel"
        } else if name.contains("Grad") {
            "SampleGrad"
        } else if matches!(
            name,
            "texture" | "texture2D" | "texture3D" | "textureCube" | "textureProj" | "texture2DProj"
        ) && rest.len() >= 2
        {
            "SampleBias"
        } else if self.r.stage != Some(Stage::Fragment) {
            // GLSL 4.60 §8.9: outside fragment shaders an implicit level of
            // detail is the base level (no derivatives): a sample at level 0.
            "SampleLevel"
        } else {
            "Sample"
        };
        let base_level = method_name == "SampleLevel" && !lod;
        let mut out = vec![sampler];
        let coord = self.expr(rest.first().ok_or("a sample's coordinate")?)?;
        if name.contains("Proj") {
            self.effects.needs_proj = true;
            let f = if glsl_ty.contains("3D") {
                "__glsl_proj3"
            } else if glsl_ty.contains("1D") {
                "__glsl_proj1"
            } else {
                "__glsl_proj"
            };
            let span = coord.span;
            out.push(named(f, vec![coord], span));
        } else {
            out.push(coord);
        }
        if base_level {
            let at = out.last().map_or(Span::new(0, 0), |c| Span::new(c.span.end, c.span.end));
            out.push(Expr::new(ExprKind::Float(0.0, FloatSuffix::None), at));
        }
        // A gather's component argument became the method's name.
        let skip = match (gather && !shadow, name) {
            (true, "textureGatherOffset") => 2,
            (true, _) => 1,
            (false, _) => usize::MAX,
        };
        if offset_bias {
            let (Some(offset), Some(bias)) = (rest.get(1), rest.get(2)) else { return Err("a sample's bias") };
            out.push(self.expr(bias)?);
            out.push(self.expr(offset)?);
        } else {
            for a in rest.iter().take(skip).skip(1) {
                out.push(self.expr(a)?);
            }
        }
        Ok(method(texture, method_name, out, at))
    }

    /// `textureGatherOffsets(sampler, P, offsets[, comp])` and
    /// `textureGatherOffsets(samplerShadow, P, refZ, offsets)`: HLSL's
    /// gather with four offsets, each element of the constant array
    /// `offsets`.
    fn gather_offsets(
        &mut self,
        name: &str,
        (texture, sampler): (Expr, Expr),
        rest: &[Expr],
        shadow: bool,
        at: Call,
    ) -> Result<Expr, Unhandled> {
        let (at_offsets, count) = if shadow { (2, 3..=3) } else { (1, 2..=3) };
        if !count.contains(&rest.len()) {
            let want = if shadow { "4 arguments on a shadow sampler" } else { "3 or 4 arguments" };
            return self.error(codes::SEM_BAD_ARGUMENT_COUNT, format!("`{name}` takes {want}"), at.name);
        }
        let method_name = if shadow {
            "GatherCmpRed"
        } else {
            match self.gather_method(name, rest.get(2)) {
                Some(m) => m,
                None => return Ok(Expr::error(at.span)),
            }
        };
        let offsets = rest.get(at_offsets).ok_or("a gather's offsets")?;
        let mut out = vec![sampler];
        for a in rest.iter().take(at_offsets) {
            out.push(self.expr(a)?);
        }
        for k in 0..4 {
            let o = self.boxed(offsets)?;
            let i = Box::new(Expr::new(ExprKind::Int(k, IntSuffix::None), offsets.span));
            out.push(Expr::new(ExprKind::Index(o, i), offsets.span));
        }
        Ok(method(texture, method_name, out, at))
    }

    /// A comparison sample: HLSL's `SampleCmp`, `SampleCmpLevelZero` (a
    /// literal level 0), `SampleCmpLevel`, `SampleCmpBias` or
    /// `SampleCmpGrad`, the offset last. The depth reference is the
    /// coordinate's last component (after the projection), or an argument
    /// of its own for `samplerCubeArrayShadow`.
    fn shadow_sample(
        &mut self,
        name: &str,
        (texture, sampler): (Expr, Expr),
        rest: &[Expr],
        glsl_ty: &str,
        at: Call,
    ) -> Result<Expr, Unhandled> {
        let separate = glsl_ty.contains("CubeArray");
        let arg = |k: usize| rest.get(k).ok_or("a comparison sample's arguments");
        // The first argument after the coordinate (and the reference).
        let first = if separate { 2 } else { 1 };
        let offset = name.ends_with("Offset");
        let (method_name, lod_args, offset_at): (&str, Vec<&Expr>, usize) = if name.contains("Lod") {
            let level = arg(first)?;
            let zero = match level.kind {
                ExprKind::Float(v, FloatSuffix::None | FloatSuffix::F) => v == 0.0,
                ExprKind::Int(v, IntSuffix::None) => v == 0,
                _ => false,
            };
            if zero { ("SampleCmpLevelZero", vec![], first + 1) } else { ("SampleCmpLevel", vec![level], first + 1) }
        } else if name.contains("Grad") {
            ("SampleCmpGrad", vec![arg(first)?, arg(first + 1)?], first + 2)
        } else {
            // `texture(s, P, bias)`, `textureOffset(s, P, offset, bias)`.
            match rest.get(first + usize::from(offset)) {
                Some(bias) => ("SampleCmpBias", vec![bias], first),
                None => ("SampleCmp", vec![], first),
            }
        };
        let mut out = vec![sampler];
        let coord = arg(0)?;
        if separate {
            out.push(self.expr(coord)?);
            out.push(self.expr(arg(1)?)?);
        } else {
            // `textureProj(sampler2DShadow, vec4 p)`: the coordinate p.xy / p.w
            // compared with p.z / p.w.
            let (c, r) = if name.contains("Proj") {
                self.effects.needs_proj = true;
                ("__glsl_proj_cmp_coord", "__glsl_proj_cmp_ref")
            } else {
                self.effects.needs_cmp = true;
                ("__glsl_cmp_coord", "__glsl_cmp_ref")
            };
            let a = self.expr(coord)?;
            let b = self.expr(coord)?;
            let (sa, sb) = (a.span, b.span);
            out.push(named(c, vec![a], sa));
            out.push(named(r, vec![b], sb));
        }
        for a in lod_args {
            out.push(self.expr(a)?);
        }
        if offset {
            out.push(self.expr(arg(offset_at)?)?);
        }
        Ok(method(texture, method_name, out, at))
    }
}

impl Translate<'_, '_> {
    /// The gather method of a component argument (GLSL: a constant
    /// integral expression from 0 to 3, red when absent). A component
    /// written as anything but a literal is refused, never gathered from
    /// red.
    fn gather_method(&mut self, name: &str, comp: Option<&Expr>) -> Option<&'static str> {
        let Some(comp) = comp else { return Some("GatherRed") };
        match comp.kind {
            ExprKind::Int(0, _) => Some("GatherRed"),
            ExprKind::Int(1, _) => Some("GatherGreen"),
            ExprKind::Int(2, _) => Some("GatherBlue"),
            ExprKind::Int(3, _) => Some("GatherAlpha"),
            ExprKind::Int(..) => {
                let msg = format!("the component of `{name}` must be 0, 1, 2 or 3");
                let _ = self.error(codes::SEM_INVALID_OPERATION, msg, comp.span);
                None
            }
            _ => {
                let msg = format!("a component of `{name}` other than a literal 0 to 3 is not supported yet");
                let _ = self.error(codes::SEM_UNSUPPORTED, msg, comp.span);
                None
            }
        }
    }
}
