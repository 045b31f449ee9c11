//! GLSL's built-in variables and functions that are not a plain renaming
//! (`functions::Translate::builtin_call` has those): subgroup variables as
//! SIMD-group intrinsics, `gl_FragData[n]`, the per-sample and helper
//! built-ins, atomic counters and image atomics, arrays of storage blocks,
//! and GLSL's array constructors.

use super::super::hlsl_spelling;
use super::{Call, Translate, Unhandled, replacement};
use crate::diag::{Diagnostic, codes};
use crate::hlsl::ast::{BinOp, Callee, Expr, ExprKind, IntSuffix, TypeExpr};
use crate::options::Stage;
use crate::source::Span;

/// Subgroup built-in variables → the HLSL intrinsics they are (`compute`:
/// the shader is a compute shader, where a subgroup's index is known).
fn wave_variable(name: &str, compute: bool) -> Option<&'static str> {
    Some(match name {
        "gl_SubgroupInvocationID" => "WaveGetLaneIndex()",
        "gl_SubgroupSize" => "WaveGetLaneCount()",
        "gl_SubgroupID" if compute => "gl_LocalInvocationIndex / WaveGetLaneCount()",
        "gl_NumSubgroups" if compute => {
            "(gl_WorkGroupSize.x * gl_WorkGroupSize.y * gl_WorkGroupSize.z + WaveGetLaneCount() - 1u) / WaveGetLaneCount()"
        }
        "gl_SubgroupEqMask" => "__glsl_mask_below(WaveGetLaneIndex() + 1u) & ~__glsl_mask_below(WaveGetLaneIndex())",
        "gl_SubgroupLtMask" => "__glsl_mask_below(WaveGetLaneIndex())",
        // GL_ARB_shader_ballot: the same as 64-bit masks.
        "gl_SubGroupInvocationARB" => "WaveGetLaneIndex()",
        "gl_SubGroupSizeARB" => "WaveGetLaneCount()",
        "gl_SubGroupEqMaskARB" => {
            "__glsl_ballot64(__glsl_mask_below(WaveGetLaneIndex() + 1u) & ~__glsl_mask_below(WaveGetLaneIndex()))"
        }
        "gl_SubGroupLtMaskARB" => "__glsl_ballot64(__glsl_mask_below(WaveGetLaneIndex()))",
        "gl_SubGroupLeMaskARB" => "__glsl_ballot64(__glsl_mask_below(WaveGetLaneIndex() + 1u))",
        "gl_SubGroupGtMaskARB" => {
            "__glsl_ballot64(__glsl_mask_below(WaveGetLaneCount()) & ~__glsl_mask_below(WaveGetLaneIndex() + 1u))"
        }
        "gl_SubGroupGeMaskARB" => {
            "__glsl_ballot64(__glsl_mask_below(WaveGetLaneCount()) & ~__glsl_mask_below(WaveGetLaneIndex()))"
        }
        "gl_SubgroupLeMask" => "__glsl_mask_below(WaveGetLaneIndex() + 1u)",
        "gl_SubgroupGtMask" => "__glsl_mask_below(WaveGetLaneCount()) & ~__glsl_mask_below(WaveGetLaneIndex() + 1u)",
        "gl_SubgroupGeMask" => "__glsl_mask_below(WaveGetLaneCount()) & ~__glsl_mask_below(WaveGetLaneIndex())",
        _ => return None,
    })
}

fn int(v: u64, suffix: IntSuffix, span: Span) -> Expr {
    Expr::new(ExprKind::Int(v, suffix), span)
}

fn ident(name: &str, span: Span) -> Expr {
    Expr::new(ExprKind::Ident(name.to_string()), span)
}

fn call(name: &str, args: Vec<Expr>, span: Span) -> Expr {
    Expr::new(ExprKind::Call { callee: Callee::Name(name.to_string(), span), args }, span)
}

impl Translate<'_, '_> {
    /// A built-in variable with a translation of its own, read where the
    /// shader reads it; `None` for every other name.
    pub(super) fn builtin_variable(&mut self, name: &str, span: Span) -> Option<Result<Expr, Unhandled>> {
        let stage = self.r.stage;
        if matches!(name, "gl_SamplePosition" | "gl_HelperInvocation") && stage.is_some_and(|s| s != Stage::Fragment) {
            let msg = format!("`{name}` is a fragment shader built-in");
            self.effects.diags.push(Diagnostic::error(codes::SEM_UNDECLARED, msg, span));
        }
        Some(match name {
            // The position of the sample being shaded: Metal's
            // `get_sample_position(sample_id)`.
            "gl_SamplePosition" => replacement("__glsl_sample_position(uint(gl_SampleID))", span),
            // Metal's `simd_is_helper_thread()`.
            "gl_HelperInvocation" => replacement("__glsl_is_helper()", span),
            // GL_EXT_device_group: Metal runs a pipeline on one device, the
            // group's first (OSH5231 says so, once).
            "gl_DeviceIndex" => {
                self.effects.device_index.get_or_insert(span);
                Ok(int(0, IntSuffix::None, span))
            }
            "gl_CullDistance" => self.error(codes::METAL_CULL_DISTANCE, "Metal has no cull distances", span),
            // GL_EXT_fragment_shading_rate: Metal's variable rasterization
            // rate is a rate map the host sets for the render pass; no
            // shader reads or writes a rate.
            // GL_EXT_fragment_invocation_density: Metal's rasterization
            // rate maps shade coarse regions with no value that says so.
            "gl_FragSizeEXT" | "gl_FragInvocationCountEXT" => {
                let msg = format!(
                    "`{name}`: Metal has no fragment size or invocation count (its variable rasterization rate \
                     is a rate map the host sets for the render pass, with no value in the shader)"
                );
                self.error(codes::METAL_UNSUPPORTED, msg, span)
            }
            "gl_ShadingRateEXT" | "gl_PrimitiveShadingRateEXT" => {
                let msg = format!(
                    "`{name}`: Metal has no per-fragment or per-primitive shading rate (its variable rasterization \
                     rate is a rate map the host sets for the render pass)"
                );
                self.error(codes::METAL_UNSUPPORTED, msg, span)
            }
            "gl_FragData" => self.frag_data_error(span),
            _ => {
                let text = wave_variable(name, stage == Some(Stage::Compute))?;
                if text.contains("__glsl_mask_below") {
                    self.effects.helpers.push("__glsl_mask_below");
                }
                if text.contains("__glsl_ballot64") {
                    self.effects.helpers.push("__glsl_ballot64");
                }
                replacement(text, span)
            }
        })
    }

    /// `a[i]` where `a` is a name with a translation of its own: render
    /// target `n` of `gl_FragData`, an element of an array of storage
    /// blocks (element 0 of buffer `i`), an atomic counter of an array.
    pub(super) fn index(&mut self, a: &Expr, i: &Expr, span: Span) -> Result<Expr, Unhandled> {
        if let ExprKind::Ident(n) = &a.kind
            && !self.is_local(n)
        {
            let r = self.r;
            if n == "gl_FragData" {
                return match i.kind {
                    ExprKind::Int(v, _) if v < 8 => {
                        self.effects.frag_data.push(v as u32);
                        Ok(ident(&format!("gl_FragData_{v}"), a.span))
                    }
                    _ => self.frag_data_error(a.span),
                };
            }
            if r.block_arrays.contains(n) {
                let element = Expr::new(ExprKind::Index(Box::new(ident(n, a.span)), self.boxed(i)?), span);
                return Ok(Expr::new(
                    ExprKind::Index(Box::new(element), Box::new(int(0, IntSuffix::None, span))),
                    span,
                ));
            }
            if let Some((buffer, k)) = r.counters.get(n) {
                // `c[i]` → `_atomic_counters_b[k + uint(i)]`.
                let k = int(u64::try_from(*k).map_err(|_| "a counter offset")?, IntSuffix::U, a.span);
                let uint = TypeExpr { name: "uint".into(), args: Vec::new(), dims: Vec::new(), span: a.span };
                let i = Expr::new(ExprKind::Call { callee: Callee::Type(uint), args: vec![self.expr(i)?] }, i.span);
                let at = Expr::new(ExprKind::Binary(BinOp::Add, Box::new(k), Box::new(i)), span);
                return Ok(Expr::new(ExprKind::Index(Box::new(ident(buffer, a.span)), Box::new(at)), span));
            }
        }
        Ok(Expr::new(ExprKind::Index(self.boxed(a)?, self.boxed(i)?), span))
    }

    fn frag_data_error(&mut self, span: Span) -> Result<Expr, Unhandled> {
        let msg = "`gl_FragData` needs a constant index from 0 to 7; use `out` variables";
        self.error(codes::SEM_UNSUPPORTED, msg, span)
    }

    /// An atomic counter `c` → `_atomic_counters_b[k]`.
    pub(super) fn counter(&self, name: &str, span: Span) -> Option<Result<Expr, Unhandled>> {
        let (buffer, k) = self.r.counters.get(name)?;
        let Ok(k) = u64::try_from(*k) else { return Some(Err("a counter offset")) };
        let at = int(k, IntSuffix::U, span);
        Some(Ok(Expr::new(ExprKind::Index(Box::new(ident(buffer, span)), Box::new(at)), span)))
    }

    /// GLSL's counter functions, which return the value before the
    /// operation, except `atomicCounterDecrement`, the value after it.
    pub(super) fn counter_call(&mut self, name: &str, args: &[Expr], at: Call) -> Result<Expr, Unhandled> {
        let span = at.span;
        let want = if name == "atomicCounterSubtract" { 2 } else { 1 };
        if args.len() != want {
            let msg = format!("`{name}` takes {want} argument(s)");
            return self.error(codes::SEM_BAD_ARGUMENT_COUNT, msg, at.name);
        }
        let c = self.expr(args.first().ok_or("a counter")?)?;
        let u = |v: u64| int(v, IntSuffix::U, span);
        Ok(match name {
            "atomicCounterIncrement" => call("InterlockedAdd", vec![c, u(1)], span),
            "atomicCounterDecrement" => {
                let before = call("InterlockedAdd", vec![c, u(0xFFFF_FFFF)], span);
                Expr::new(ExprKind::Binary(BinOp::Sub, Box::new(before), Box::new(u(1))), span)
            }
            "atomicCounter" => call("InterlockedOr", vec![c, u(0)], span),
            _ => {
                let d = self.boxed(args.get(1).ok_or("a counter's operand")?)?;
                let neg = Expr::new(ExprKind::Binary(BinOp::Sub, Box::new(u(0)), d), span);
                call("InterlockedAdd", vec![c, neg], span)
            }
        })
    }

    /// `imageAtomicOp(image, P, data…)` → `InterlockedOp(image[P], data…)`.
    pub(super) fn image_atomic(&mut self, name: &str, args: &[Expr], at: Call) -> Result<Expr, Unhandled> {
        let span = at.span;
        if !self.r.texture_atomics {
            let msg = format!("`{name}`: atomics on textures need MSL 3.1 (the output targets an older version)");
            return self.error(codes::METAL_TEXTURE_ATOMICS, msg, at.name);
        }
        let op = name.strip_prefix("imageAtomic").unwrap_or("");
        let function = match op {
            "CompSwap" => "InterlockedCompareExchange".to_string(),
            "Add" | "Min" | "Max" | "And" | "Or" | "Xor" | "Exchange" => format!("Interlocked{op}"),
            _ => return self.error(codes::SEM_UNDECLARED, format!("`{name}` is not a GLSL built-in"), at.name),
        };
        let (Some(image), Some(p)) = (args.first(), args.get(1)) else { return Err("an image atomic's arguments") };
        let image = self.plain_opaque(image)?;
        let texel = Expr::new(ExprKind::Index(Box::new(image), self.boxed(p)?), span);
        let mut out = vec![texel];
        for a in args.iter().skip(2) {
            out.push(self.expr(a)?);
        }
        Ok(call(&function, out, span))
    }

    /// `subgroupShuffleXor/Up/Down(x, y)`: a read of the lane `y` away.
    pub(super) fn relative_shuffle(&mut self, name: &str, args: &[Expr], at: Call) -> Result<Expr, Unhandled> {
        let span = at.span;
        let [x, y] = args else {
            return self.error(codes::SEM_BAD_ARGUMENT_COUNT, format!("`{name}` takes 2 arguments"), at.name);
        };
        let op = match name {
            "subgroupShuffleXor" => BinOp::BitXor,
            "subgroupShuffleUp" => BinOp::Sub,
            _ => BinOp::Add,
        };
        let x = self.expr(x)?;
        let uint = TypeExpr { name: "uint".into(), args: Vec::new(), dims: Vec::new(), span: y.span };
        let y = Expr::new(ExprKind::Call { callee: Callee::Type(uint), args: vec![self.expr(y)?] }, y.span);
        let lane = call("WaveGetLaneIndex", Vec::new(), span);
        let at = Expr::new(ExprKind::Binary(op, Box::new(lane), Box::new(y)), span);
        Ok(call("WaveReadLaneAt", vec![x, at], span))
    }

    /// An atomic with memory scope and semantics arguments after its
    /// `values` operands: Metal's atomics are relaxed, so the relaxed
    /// semantics (`gl_SemanticsRelaxed`, 0) translate at any scope; an
    /// ordering one is refused.
    pub(super) fn scoped_atomic(
        &mut self,
        (name, function): (&str, &str),
        args: &[Expr],
        values: usize,
        at: Call,
    ) -> Result<Expr, Unhandled> {
        let span = at.span;
        let expected = if values == 3 { 8 } else { values + 3 };
        if args.len() != expected {
            let msg = format!("`{name}` takes {expected} arguments here");
            return self.error(codes::SEM_BAD_ARGUMENT_COUNT, msg, at.name);
        }
        let relaxed = |a: &Expr| match &a.kind {
            ExprKind::Ident(n) => n == "gl_SemanticsRelaxed",
            ExprKind::Int(v, _) => *v == 0,
            _ => false,
        };
        if let Some(ordered) = args.iter().skip(values + 2).step_by(2).find(|a| !relaxed(a)) {
            let msg = format!(
                "`{name}` with ordering semantics: Metal's atomics are relaxed (only `gl_SemanticsRelaxed` translates)"
            );
            return self.error(codes::METAL_UNSUPPORTED, msg, ordered.span);
        }
        let operands = self.exprs(args.get(..values).unwrap_or_default())?;
        Ok(call(function, operands, span))
    }

    /// A texture, image or sampler as it is passed where it
    /// needs no sampler of its own: the name, or an element of an array.
    pub(super) fn plain_opaque(&mut self, e: &Expr) -> Result<Expr, Unhandled> {
        match &e.kind {
            ExprKind::Ident(n) => Ok(ident(n, e.span)),
            ExprKind::Index(a, i) if matches!(a.kind, ExprKind::Ident(_)) => {
                let ExprKind::Ident(n) = &a.kind else { return Err("an opaque value") };
                Ok(Expr::new(ExprKind::Index(Box::new(ident(n, a.span)), self.boxed(i)?), e.span))
            }
            _ => Err("an opaque value that is not a name or an element"),
        }
    }

    /// `T[N](a, b, …)`: a call of the typedef the rewriter declares for the
    /// array type (`__glsl_array_T_N`), its unsized first dimension the
    /// number of arguments.
    pub(super) fn array_constructor(&mut self, ty: &TypeExpr, args: &[Expr], span: Span) -> Result<Expr, Unhandled> {
        let dims = self.array_dims(ty, args)?;
        let elem = self.ty(&TypeExpr { dims: Vec::new(), ..ty.clone() })?;
        let name = self.array_typedef(&ty.name, ty.span, dims);
        let args = self.exprs(args)?;
        let ty = TypeExpr { name, args: Vec::new(), dims: Vec::new(), span: elem.span };
        Ok(Expr::new(ExprKind::Call { callee: Callee::Type(ty), args }, span))
    }

    /// The dimensions of an array type as the typedef's name spells them:
    /// each a positive literal or a constant's name; an unsized first one
    /// the number of elements `count`.
    pub(super) fn array_dims(&self, ty: &TypeExpr, args: &[Expr]) -> Result<Vec<String>, Unhandled> {
        // `T[][](T[](…), …)`: an unsized inner dimension is the first
        // element's, itself a constructor.
        let inner = if ty.dims.iter().skip(1).any(Option::is_none) {
            match args.first().map(|a| &a.kind) {
                Some(ExprKind::Call { callee: Callee::Type(sub), args }) if !sub.dims.is_empty() => {
                    self.array_dims(sub, args)?
                }
                _ => return Err("an unsized inner dimension without a constructor to size it"),
            }
        } else {
            Vec::new()
        };
        let mut dims = Vec::with_capacity(ty.dims.len());
        for (k, d) in ty.dims.iter().enumerate() {
            dims.push(match d.as_ref().map(|e| &e.kind) {
                Some(ExprKind::Int(v, _)) if *v > 0 => v.to_string(),
                Some(ExprKind::Ident(n)) => n.clone(),
                None if k == 0 => args.len().to_string(),
                None => inner.get(k - 1).cloned().ok_or("an unsized inner dimension")?,
                Some(_) => d
                    .as_ref()
                    .and_then(|e| constant_size_text(e, 0))
                    .ok_or("an array dimension that is not a constant integer expression")?,
            });
        }
        Ok(dims)
    }

    /// The typedef's name for `elem[d0][d1]…`, declared (once) before the
    /// function when it translates.
    pub(super) fn array_typedef(&mut self, elem: &str, span: Span, dims: Vec<String>) -> String {
        let name = super::super::array_type_name(&hlsl_spelling(elem), &dims);
        self.effects.array_types.push((elem.to_string(), span, dims));
        name
    }
}

impl Translate<'_, '_> {
    /// `interpolateAtCentroid(v)`, `interpolateAtSample(v, s)`,
    /// `interpolateAtOffset(v, o)` (`rewrite::interpolate`): the stand-in
    /// call on the input's wire field, then the components `v` names.
    pub(in crate::glsl::rewrite) fn interpolate_at(
        &mut self,
        name: &str,
        args: &[Expr],
        call: Call,
    ) -> Result<Expr, Unhandled> {
        use super::super::interpolate::{Pulled, Step, stand_in_call};
        let want = if name == "interpolateAtCentroid" { 1 } else { 2 };
        let (Some(v), true) = (args.first(), args.len() == want) else {
            let msg = format!("`{name}` takes {want} argument{}", if want == 1 { "" } else { "s" });
            return self.error(codes::SEM_BAD_ARGUMENT_COUNT, msg, call.name);
        };
        // The input's name and the constant steps below it, outermost first.
        let mut steps = Vec::new();
        let mut e = v;
        let root = loop {
            match &e.kind {
                ExprKind::Ident(n) => break Some(n.clone()),
                ExprKind::Member(b, m, _) => {
                    steps.push(Step::Member(m.clone()));
                    e = b;
                }
                ExprKind::Index(b, i) => match i.kind {
                    ExprKind::Int(k, _) if u32::try_from(k).is_ok() => {
                        steps.push(Step::Index(u32::try_from(k).unwrap_or_default()));
                        e = b;
                    }
                    _ => break None,
                },
                _ => break None,
            }
        };
        steps.reverse();
        let found = match root.filter(|n| !self.is_local(n)) {
            Some(root) => self.r.pulled_input(name, &root, &steps),
            None => self.r.pulled_input(name, "", &[]),
        };
        let (global, k) = match found {
            Err(msg) => return self.error(codes::SEM_UNSUPPORTED, msg, call.name),
            Ok(Pulled::Flat) => return self.expr(v),
            Ok(Pulled::Field { global, ty, steps }) => {
                self.effects.pulled.push((global.clone(), ty));
                (global, steps)
            }
        };
        let mut out_args = vec![Expr::new(ExprKind::Ident(global), v.span)];
        if let Some(extra) = args.get(1) {
            out_args.push(self.expr(extra)?);
        }
        let callee = Callee::Name(stand_in_call(name).to_string(), call.name);
        let mut out = Expr::new(ExprKind::Call { callee, args: out_args }, call.span);
        for s in steps.get(k..).unwrap_or_default() {
            let kind = match s {
                Step::Index(i) => {
                    let index = Expr::new(ExprKind::Int(u64::from(*i), IntSuffix::None), call.span);
                    ExprKind::Index(Box::new(out), Box::new(index))
                }
                Step::Member(m) => ExprKind::Member(Box::new(out), m.clone(), call.span),
            };
            out = Expr::new(kind, call.span);
        }
        Ok(out)
    }
}

/// An array size written as a constant integer expression of literals and
/// names (`TAPS + 1`, `2 * N`), as HLSL text in parentheses; `None` for
/// anything else (a call, a member, a float).
fn constant_size_text(e: &Expr, depth: u32) -> Option<String> {
    use crate::hlsl::ast::{BinOp, UnOp};
    if depth > 32 {
        return None;
    }
    Some(match &e.kind {
        ExprKind::Int(v, _) => v.to_string(),
        ExprKind::Ident(n) => n.clone(),
        ExprKind::Unary(UnOp::Neg, a) => format!("(-{})", constant_size_text(a, depth + 1)?),
        ExprKind::Binary(op, a, b) => {
            let op = match op {
                BinOp::Add => "+",
                BinOp::Sub => "-",
                BinOp::Mul => "*",
                BinOp::Div => "/",
                BinOp::Rem => "%",
                BinOp::Shl => "<<",
                BinOp::Shr => ">>",
                _ => return None,
            };
            format!("({} {op} {})", constant_size_text(a, depth + 1)?, constant_size_text(b, depth + 1)?)
        }
        _ => return None,
    })
}
