//! GLSL tessellation control shaders as the HLSL front-end's hull shaders
//! (`hlsl::lower::tess`, whose kernel and buffer contract they then share).
//!
//! GLSL runs one `main` per output control point and lets the invocations of
//! a patch share their outputs: `gl_out[]`, the per-vertex `out` arrays, the
//! `patch out` variables and `gl_TessLevelOuter/Inner` are visible to every
//! invocation (after a `barrier()`). That is exactly threadgroup memory in
//! the hull kernel, which runs one threadgroup per patch with one thread per
//! output control point. So the rewrite is:
//! - every output of the shader is a `groupshared` array (`[N]` per vertex,
//!   `N` from `layout(vertices = N) out;`) or a `groupshared` variable
//!   (per patch, the tessellation levels), and `barrier()` is
//!   `GroupMemoryBarrierWithGroupSync()`;
//! - the per-vertex inputs (`gl_in[]`, `in` arrays) are `static` arrays of
//!   `gl_MaxPatchVertices` (32) elements, the first `N` of which the
//!   generated hull function fills from its `InputPatch` (the others read
//!   as zero: GLSL leaves elements from `gl_PatchVerticesIn` on undefined);
//! - the generated hull function `main` (`[outputcontrolpoints(N)]`) sets
//!   `gl_InvocationID` and `gl_PrimitiveID`, runs the user's `main`, waits
//!   for the whole patch, and returns its own control point; the generated
//!   patch-constant function returns the levels and the `patch out`
//!   variables, which thread 0 calls after every thread has returned.
//!
//! What GLSL does not say in a control shader, the contract fixes:
//! - the domain is `quad` (the tessellation factors are one
//!   `MTLQuadTessellationFactorsHalf` per patch: `gl_TessLevelOuter[0..4]`
//!   and `gl_TessLevelInner[0..2]` in order), as SPIRV-Cross assumes; GLSL
//!   declares the domain in the evaluation shader only;
//! - the input patch has as many control points as the output patch
//!   (`gl_PatchVerticesIn` is `N`): the host's `patchControlPointCount`.

use super::{Rewriter, hlsl_spelling, parse_int};
use crate::diag::codes;
use crate::source::Span;
use crate::syntax::token::{Punct, TokenKind};
use std::fmt::Write as _;

/// Metal's largest patch (`hlsl::lower::tess` refuses larger ones too).
const MAX_PATCH_POINTS: u32 = 32;

#[derive(Default)]
pub(super) struct Tesc {
    /// `layout(vertices = N) out;`
    vertices: Option<u32>,
    /// Per-vertex inputs: (HLSL type, name).
    inputs: Vec<(String, String)>,
    /// Per-vertex outputs: (HLSL type, name).
    outputs: Vec<(String, String)>,
    /// `patch out` variables: (HLSL type, name, array length).
    patch: Vec<(String, String, Option<u32>)>,
}

impl Rewriter<'_> {
    /// `layout(vertices = N) out;`
    pub(super) fn tesc_vertices(&mut self, layout: &super::Layout, span: Span) {
        let n = layout.get("vertices").and_then(|v| u32::try_from(v).ok());
        match n.filter(|n| (1..=MAX_PATCH_POINTS).contains(n)) {
            Some(n) => self.tesc.vertices = Some(n),
            None => self.error(
                codes::METAL_TESSELLATION,
                format!("a Metal patch has 1 to {MAX_PATCH_POINTS} control points"),
                span,
            ),
        }
    }

    /// An `in`/`out`/`patch out` variable of a control shader: `in vec3
    /// p[];`, `out vec3 q[];` (sizes, when written, are the patch's),
    /// `patch out vec4 w;`.
    pub(super) fn tesc_var(&mut self, rest: &[crate::syntax::token::Token], input: bool, patch: bool, span: Span) {
        let body = rest.split(|t| t.is_punct(Punct::Semi)).next().unwrap_or(&[]);
        let name_at = body.iter().enumerate().position(|(k, t)| {
            t.kind == TokenKind::Ident && k > 0 && body.get(k + 1).is_none_or(|n| n.is_punct(Punct::LBracket))
        });
        let Some(k) = name_at else {
            let msg = "a tessellation control input or output is one `type name` or `type name[]` per declaration";
            self.error(codes::SEM_UNSUPPORTED, msg, span);
            return;
        };
        let (ty_toks, name) = (body.get(..k).unwrap_or(&[]), body.get(k).cloned());
        let Some(name) = name else { return };
        if ty_toks.iter().any(|t| t.is_punct(Punct::LBracket) || t.is_punct(Punct::LBrace)) {
            let msg = "interface blocks and array types of tessellation control variables are not translated yet";
            self.error(codes::SEM_UNSUPPORTED, msg, name.span);
            return;
        }
        let ty: String = ty_toks.iter().map(|t| hlsl_spelling(&t.text)).collect::<Vec<_>>().join(" ");
        let dims = body.get(k + 1..).unwrap_or(&[]);
        if patch {
            if input {
                self.error(codes::SEM_UNSUPPORTED, "`patch in` belongs to evaluation shaders", name.span);
                return;
            }
            let count = match dims {
                [] => None,
                [_, n, _] => parse_int(&n.text).and_then(|v| u32::try_from(v).ok()).filter(|v| *v > 0),
                _ => None,
            };
            if !dims.is_empty() && count.is_none() {
                self.error(codes::SEM_ARRAY_SIZE, "a `patch out` array needs an integer literal size", name.span);
                return;
            }
            self.emit_text("groupshared");
            self.body(ty_toks);
            self.out.push(name.clone());
            if let Some(n) = count {
                self.emit_text(&format!("[{n}]"));
            }
            self.emit_text(";");
            self.tesc.patch.push((ty, name.text.clone(), count));
            return;
        }
        if dims.first().is_none_or(|t| !t.is_punct(Punct::LBracket)) {
            let msg = "a per-vertex tessellation control variable is an array (`name[]`)";
            self.error(codes::SEM_UNSUPPORTED, msg, name.span);
            return;
        }
        self.emit_text(if input { "static" } else { "groupshared" });
        self.body(ty_toks);
        self.out.push(name.clone());
        self.emit_text(if input { "[gl_MaxPatchVertices];" } else { "[__glsl_vertices];" });
        let list = if input { &mut self.tesc.inputs } else { &mut self.tesc.outputs };
        list.push((ty, name.text.clone()));
    }

    /// The control shader's shared state, before the user's code.
    pub(super) fn tesc_prelude(&self) -> String {
        let n = self.tesc.vertices.unwrap_or(1);
        let used = |b: &str| self.builtins_used.contains(b);
        let mut s = format!("static const uint __glsl_vertices = {n}u;\n");
        let _ = writeln!(s, "static const int gl_MaxPatchVertices = {MAX_PATCH_POINTS};");
        if used("gl_PatchVerticesIn") {
            let _ = writeln!(s, "static const int gl_PatchVerticesIn = {n};");
        }
        s.push_str("struct __glsl_PerVertex { float4 gl_Position; float gl_PointSize; };\n");
        if used("gl_in") {
            s.push_str("static __glsl_PerVertex gl_in[gl_MaxPatchVertices];\n");
        }
        if used("gl_out") {
            s.push_str("groupshared __glsl_PerVertex gl_out[__glsl_vertices];\n");
        }
        s.push_str("groupshared float gl_TessLevelOuter[4];\ngroupshared float gl_TessLevelInner[2];\n");
        s
    }

    /// The hull function and the patch-constant function around `__glsl_main`.
    pub(super) fn tesc_entry(&self) -> String {
        let n = self.tesc.vertices.unwrap_or(1);
        let used = |b: &str| self.builtins_used.contains(b);
        let mut inputs: Vec<(String, String)> = self.tesc.inputs.clone();
        if used("gl_in") {
            inputs.insert(0, ("__glsl_PerVertex".into(), "gl_in".into()));
        }
        let mut outputs: Vec<(String, String)> = self.tesc.outputs.clone();
        if used("gl_out") {
            outputs.insert(0, ("__glsl_PerVertex".into(), "gl_out".into()));
        }
        let mut s = String::new();
        if !inputs.is_empty() {
            s.push_str("struct __glsl_ControlPointIn {\n");
            for (ty, name) in &inputs {
                let _ = writeln!(s, "    {ty} {name}_;");
            }
            s.push_str("};\n");
        }
        s.push_str("struct __glsl_ControlPoint {\n");
        for (ty, name) in &outputs {
            let _ = writeln!(s, "    {ty} {name}_;");
        }
        if outputs.is_empty() {
            // A patch without per-vertex outputs still has its control points.
            s.push_str("    uint __glsl_invocation;\n");
        }
        s.push_str("};\n");
        s.push_str(
            "struct __glsl_Patch {\n    float gl_TessLevelOuter_[4] : SV_TessFactor;\n    \
             float gl_TessLevelInner_[2] : SV_InsideTessFactor;\n",
        );
        for (ty, name, count) in &self.tesc.patch {
            let dims = count.map(|c| format!("[{c}]")).unwrap_or_default();
            let _ = writeln!(s, "    {ty} {name}_{dims};");
        }
        s.push_str("};\n__glsl_Patch __glsl_patch_constants() {\n    __glsl_Patch p;\n");
        for k in 0..4 {
            let _ = writeln!(s, "    p.gl_TessLevelOuter_[{k}] = gl_TessLevelOuter[{k}];");
        }
        for k in 0..2 {
            let _ = writeln!(s, "    p.gl_TessLevelInner_[{k}] = gl_TessLevelInner[{k}];");
        }
        for (_, name, count) in &self.tesc.patch {
            match count {
                Some(c) => {
                    for k in 0..*c {
                        let _ = writeln!(s, "    p.{name}_[{k}] = {name}[{k}];");
                    }
                }
                None => {
                    let _ = writeln!(s, "    p.{name}_ = {name};");
                }
            }
        }
        s.push_str("    return p;\n}\n");
        let _ = writeln!(
            s,
            "[domain(\"quad\")]\n[partitioning(\"integer\")]\n[outputtopology(\"triangle_cw\")]\n\
             [outputcontrolpoints({n})]\n[patchconstantfunc(\"__glsl_patch_constants\")]"
        );
        let patch_param = if inputs.is_empty() {
            String::new()
        } else {
            format!("InputPatch<__glsl_ControlPointIn, {n}> __glsl_input, ")
        };
        let _ = writeln!(
            s,
            "__glsl_ControlPoint main({patch_param}uint __glsl_id : SV_OutputControlPointID, \
             uint __glsl_patch : SV_PrimitiveID) {{"
        );
        if used("gl_InvocationID") {
            s.push_str("    gl_InvocationID = int(__glsl_id);\n");
        }
        if used("gl_PrimitiveID") {
            s.push_str("    gl_PrimitiveID = int(__glsl_patch);\n");
        }
        if !inputs.is_empty() {
            s.push_str("    for (uint k = 0u; k < __glsl_vertices; k++) {\n");
            for (_, name) in &inputs {
                let _ = writeln!(s, "        {name}[k] = __glsl_input[k].{name}_;");
            }
            s.push_str("    }\n");
        }
        if self.has_deferred_inits {
            s.push_str("    __glsl_init_globals();\n");
        }
        s.push_str("    __glsl_main();\n    GroupMemoryBarrierWithGroupSync();\n    __glsl_ControlPoint o;\n");
        for (_, name) in &outputs {
            let _ = writeln!(s, "    o.{name}_ = {name}[__glsl_id];");
        }
        if outputs.is_empty() {
            s.push_str("    o.__glsl_invocation = __glsl_id;\n");
        }
        s.push_str("    return o;\n}\n");
        s
    }
}
