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
//!   (`gl_PatchVerticesIn` is `N`): the host's `patchControlPointCount`;
//! - the records the evaluation shader (`rewrite::tese`) reads, whichever
//!   order either stage declares its variables in (`link_order`): a control
//!   point is the built-in `gl_PerVertex` (`gl_Position`, `gl_PointSize`:
//!   zero when the shader never writes `gl_out`), then the per-vertex
//!   outputs with a location by location, then the others by name (a block
//!   by its block name); the patch data is the levels (as floats),
//!   `gl_PatchVerticesOut` (a `uint`, `N`), then the `patch out` variables
//!   in the same order. Both stages must declare the same interface (a
//!   stage reading only some of the other's variables would see another
//!   record); reflection gives both records member by member.

use super::{Rewriter, hlsl_spelling};
use crate::diag::codes;
use crate::source::Span;
use crate::syntax::token::{Punct, Token, TokenKind};
use std::fmt::Write as _;

/// Metal's largest patch (`hlsl::lower::tess` refuses larger ones too).
const MAX_PATCH_POINTS: u32 = 32;

/// The elements of one interface variable the generated copies spell out.
const MAX_COPIED_ELEMENTS: u64 = 1024;

/// One variable of a tessellation shader's interface with the other stage.
#[derive(Clone, Debug)]
pub(super) struct Var {
    /// HLSL type (without the per-vertex array).
    pub ty: String,
    pub name: String,
    /// The sizes after the vertex's (`[2]`), or a patch variable's sizes.
    pub dims: String,
    /// `layout(location = N)`, which orders the record (see [`link_order`]).
    pub location: Option<u32>,
    /// What the two stages match the variable by besides its location: its
    /// name, or a block's block name.
    pub key: String,
}

#[derive(Default)]
pub(super) struct Tesc {
    /// `layout(vertices = N) out;`
    vertices: Option<u32>,
    /// Per-vertex inputs.
    pub inputs: Vec<Var>,
    /// Per-vertex outputs.
    outputs: Vec<Var>,
    /// `patch out` variables (a control shader's) or `patch in` ones (an
    /// evaluation shader's).
    pub patch: Vec<Var>,
    /// The evaluation shader's `layout(…) in;`.
    pub tese: super::tese::TeseLayout,
}

/// The order of the members of the records the control shader writes and
/// the evaluation shader reads (the linking rule of DESIGN §3, which holds
/// when the two stages are translated separately): variables with a
/// location first, by location, then the others by name (a block by its
/// block name), as GLSL matches the two interfaces by location or by name,
/// never by declaration order.
pub(super) fn link_order(vars: &[Var]) -> Vec<Var> {
    let mut v = vars.to_vec();
    crate::sort::sort_by(&mut v, |a, b| {
        (a.location.is_none(), a.location, &a.key).cmp(&(b.location.is_none(), b.location, &b.key))
    });
    v
}

/// The built-in part of every control-point record, first in it, whether or
/// not either stage uses it (so the record's layout never depends on that).
/// The built-in `gl_PerVertex` record of a control point: with `clip`
/// elements of `gl_ClipDistance` when the shader reads or writes them as a
/// member (`gl_in[i].gl_ClipDistance[k]`), data like any other member until
/// the evaluation shader's vertex writes its own.
pub(super) fn per_vertex_struct(clip: Option<u32>) -> String {
    match clip {
        Some(n) => format!(
            "struct __glsl_PerVertex {{ float4 gl_Position; float gl_PointSize; float gl_ClipDistance[{n}]; }};\n"
        ),
        None => "struct __glsl_PerVertex { float4 gl_Position; float gl_PointSize; };\n".to_string(),
    }
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

    /// A control shader must say how many control points it outputs.
    pub(super) fn tesc_check(&mut self) {
        if self.tesc.vertices.is_none() && !self.diags.iter().any(|d| d.code == codes::METAL_TESSELLATION) {
            let span = self.toks.first().map(|t| t.span).unwrap_or(Span::new(0, 0));
            self.diags.push(
                crate::diag::Diagnostic::error(
                    codes::SEM_BAD_ATTRIBUTE,
                    "a tessellation control shader needs `layout(vertices = N) out;`",
                    span,
                )
                .with_help("N is the number of control points of the output patch (1 to 32)"),
            );
        }
    }

    /// An `in`/`out`/`patch out` variable of a control shader: `in vec3
    /// p[];`, `out float q[][2];` (the first size, when written, is the
    /// patch's), `patch out vec4 w;`, or a block of them (`out V { … }
    /// v[];`, `patch out P { … };` whose members are variables of their own).
    ///
    /// An evaluation shader's inputs take the same path: per-vertex `in`
    /// arrays and `patch in` variables.
    pub(super) fn tesc_var(&mut self, rest: &[Token], input: bool, patch: bool, location: Option<u32>, span: Span) {
        self.tess_var(rest, input, patch, location, None, span);
    }

    fn tess_var(
        &mut self,
        rest: &[Token],
        input: bool,
        patch: bool,
        location: Option<u32>,
        key: Option<String>,
        span: Span,
    ) {
        if let [name, open, ..] = rest
            && name.kind == TokenKind::Ident
            && open.is_punct(Punct::LBrace)
        {
            self.tesc_block(rest, input, patch, location, span);
            return;
        }
        let evaluation = self.stage == Some(crate::options::Stage::Domain);
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
            let msg = "array types of tessellation control variables (`float[2] a[]`) are not translated yet; \
                       write the sizes after the name";
            self.error(codes::SEM_UNSUPPORTED, msg, name.span);
            return;
        }
        let ty: String = ty_toks.iter().map(|t| hlsl_spelling(&t.text)).collect::<Vec<_>>().join(" ");
        let dims = body.get(k + 1..).unwrap_or(&[]);
        // The records are copied element by element (`copy`): a budget on
        // the elements one variable spells out.
        let elements = dims
            .iter()
            .filter_map(|t| t.text.trim_end_matches(['u', 'U']).parse::<u64>().ok())
            .fold(1u64, u64::saturating_mul);
        if elements > MAX_COPIED_ELEMENTS {
            let msg = format!(
                "a tessellation interface variable has at most {MAX_COPIED_ELEMENTS} elements here (this one has {elements})"
            );
            self.error(codes::SEM_ARRAY_SIZE, msg, name.span);
            return;
        }
        let var = |dims: &[Token]| Var {
            ty: ty.clone(),
            name: name.text.clone(),
            dims: token_text(dims),
            location,
            key: key.clone().unwrap_or_else(|| name.text.clone()),
        };
        if patch {
            if input != evaluation {
                let msg = if input {
                    "`patch in` belongs to evaluation shaders"
                } else {
                    "`patch out` belongs to control shaders"
                };
                self.error(codes::SEM_UNSUPPORTED, msg, name.span);
                return;
            }
            let v = var(dims);
            self.emit_text(if evaluation { "static" } else { "groupshared" });
            self.decl_tokens(ty_toks);
            self.out.push(name.clone());
            self.decl_tokens(dims);
            self.emit_text(";");
            self.tesc.patch.push(v);
            return;
        }
        let first_dim = dims.iter().position(|t| t.is_punct(Punct::RBracket));
        let (Some(close), true) = (first_dim, dims.first().is_some_and(|t| t.is_punct(Punct::LBracket))) else {
            let msg = "a per-vertex tessellation control variable is an array (`name[]`)";
            self.error(codes::SEM_UNSUPPORTED, msg, name.span);
            return;
        };
        let extra = dims.get(close + 1..).unwrap_or(&[]);
        self.emit_text(if input { "static" } else { "groupshared" });
        self.decl_tokens(ty_toks);
        self.out.push(name.clone());
        // A geometry shader's inputs hold one primitive (`rewrite::geom`).
        let geometry = self.stage == Some(crate::options::Stage::Geometry);
        self.emit_text(match (input, geometry) {
            (true, true) => "[__glsl_input_vertices]",
            (true, false) => "[gl_MaxPatchVertices]",
            (false, _) => "[__glsl_vertices]",
        });
        self.decl_tokens(extra);
        self.emit_text(";");
        let v = var(extra);
        let list = if input { &mut self.tesc.inputs } else { &mut self.tesc.outputs };
        list.push(v);
    }

    /// `out V { float a; … } v[];`: the block is a struct and `v` a
    /// variable of it; `patch out P { float a; … };` (no instance name)
    /// declares each member as a variable.
    fn tesc_block(&mut self, body: &[Token], input: bool, patch: bool, location: Option<u32>, span: Span) {
        let Some(name) = body.first().cloned() else { return };
        let close = body.iter().rposition(|t| t.is_punct(Punct::RBrace)).unwrap_or(body.len());
        let members = body.get(2..close).unwrap_or(&[]);
        let after: Vec<Token> =
            body.get(close + 1..).unwrap_or(&[]).iter().filter(|t| !t.is_punct(Punct::Semi)).cloned().collect();
        let decls: Vec<Vec<Token>> = members
            .split_inclusive(|t| t.is_punct(Punct::Semi))
            .map(strip_member_qualifiers)
            .filter(|d| !d.iter().all(|t| t.is_punct(Punct::Semi)))
            .collect();
        if after.is_empty() {
            // The members are variables of their own, at the block's
            // consecutive locations (every member here takes one).
            for (k, d) in decls.iter().enumerate() {
                let at = location.map(|l| l.saturating_add(u32::try_from(k).unwrap_or(u32::MAX)));
                self.tess_var(d, input, patch, at, None, span);
            }
            return;
        }
        // An input and an output block may share a name; the input's struct is renamed.
        let mut ty = name.clone();
        if input {
            ty.text = format!("__glsl_in_{}", name.text);
        }
        self.emit_text("struct");
        self.out.push(ty.clone());
        self.emit_text("{");
        for d in &decls {
            self.decl_tokens(d);
        }
        self.emit_text("};");
        let mut var = vec![ty];
        var.extend(after);
        self.tess_var(&var, input, patch, location, Some(name.text.clone()), span);
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
        s.push_str(&per_vertex_struct(self.per_vertex_clip()));
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
        let mut inputs = self.tesc.inputs.clone();
        if used("gl_in") {
            inputs.insert(0, per_vertex("gl_in"));
        }
        // The record the evaluation shader reads: see `link_order`.
        let mut outputs = link_order(&self.tesc.outputs);
        outputs.insert(0, per_vertex("gl_out"));
        let patch = link_order(&self.tesc.patch);
        let mut s = String::new();
        if !inputs.is_empty() {
            s.push_str("struct __glsl_ControlPointIn {\n");
            members(&mut s, &inputs);
            s.push_str("};\n");
        }
        s.push_str("struct __glsl_ControlPoint {\n");
        members(&mut s, &outputs);
        s.push_str("};\n");
        s.push_str(
            "struct __glsl_Patch {\n    float gl_TessLevelOuter_[4] : SV_TessFactor;\n    \
             float gl_TessLevelInner_[2] : SV_InsideTessFactor;\n    uint gl_PatchVerticesOut_;\n",
        );
        members(&mut s, &patch);
        s.push_str("};\n__glsl_Patch __glsl_patch_constants() {\n    __glsl_Patch p;\n");
        for k in 0..4 {
            let _ = writeln!(s, "    p.gl_TessLevelOuter_[{k}] = gl_TessLevelOuter[{k}];");
        }
        for k in 0..2 {
            let _ = writeln!(s, "    p.gl_TessLevelInner_[{k}] = gl_TessLevelInner[{k}];");
        }
        s.push_str("    p.gl_PatchVerticesOut_ = __glsl_vertices;\n");
        for v in &patch {
            copy(&mut s, &format!("p.{}_", v.name), &v.name, &v.dims);
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
            for v in &inputs {
                copy(&mut s, &format!("{}[k]", v.name), &format!("__glsl_input[k].{}_", v.name), &v.dims);
            }
            s.push_str("    }\n");
        }
        if self.has_deferred_inits {
            s.push_str("    __glsl_init_globals();\n");
        }
        s.push_str("    __glsl_main();\n    GroupMemoryBarrierWithGroupSync();\n    __glsl_ControlPoint o;\n");
        for v in &outputs {
            if v.name == "gl_out" && !used("gl_out") {
                // A shader that never writes `gl_out` still has the member.
                s.push_str("    o.gl_out_.gl_Position = float4(0.0, 0.0, 0.0, 0.0);\n");
                s.push_str("    o.gl_out_.gl_PointSize = 0.0;\n");
                for k in 0..self.per_vertex_clip().unwrap_or(0) {
                    let _ = writeln!(s, "    o.gl_out_.gl_ClipDistance[{k}] = 0.0;");
                }
                continue;
            }
            copy(&mut s, &format!("o.{}_", v.name), &format!("{}[__glsl_id]", v.name), &v.dims);
        }
        s.push_str("    return o;\n}\n");
        s
    }
}

impl Rewriter<'_> {
    /// The size of `gl_ClipDistance` in the `gl_PerVertex` record of a
    /// tessellation shader: the shader names it as a member.
    pub(super) fn per_vertex_clip(&self) -> Option<u32> {
        let member = self
            .toks
            .windows(2)
            .any(|w| matches!(w, [d, t] if d.is_punct(Punct::Dot) && t.is_ident("gl_ClipDistance")));
        if member { self.clip_size() } else { None }
    }
}

/// The built-in per-vertex member of a record, named after `name`.
pub(super) fn per_vertex(name: &str) -> Var {
    Var { ty: "__glsl_PerVertex".into(), name: name.into(), dims: String::new(), location: None, key: name.into() }
}

/// The members of a record struct, one line each.
pub(super) fn members(s: &mut String, vars: &[Var]) {
    for v in vars {
        let _ = writeln!(s, "    {} {}_{};", v.ty, v.name, v.dims);
    }
}

/// Tokens as text (array sizes: `[2][3]`).
fn token_text(toks: &[Token]) -> String {
    toks.iter().map(|t| t.text.as_str()).collect()
}

/// A block member without its `layout(…)` and interpolation qualifiers
/// (the members of a block in threadgroup memory have no locations).
fn strip_member_qualifiers(member: &[Token]) -> Vec<Token> {
    let mut i = 0;
    while let Some(t) = member.get(i) {
        if t.is_ident("layout") && member.get(i + 1).is_some_and(|n| n.is_punct(Punct::LParen)) {
            let close = member.iter().skip(i).position(|n| n.is_punct(Punct::RParen));
            i += close.map_or(member.len(), |c| c + 1);
            continue;
        }
        let qualifier = ["flat", "noperspective", "centroid", "sample", "smooth", "highp", "mediump", "lowp"]
            .into_iter()
            .chain(["invariant", "precise", "patch", "in", "out"])
            .any(|q| t.is_ident(q));
        if !qualifier {
            break;
        }
        i += 1;
    }
    member.get(i..).map(<[Token]>::to_vec).unwrap_or_default()
}

/// `dst = src;` for a value of array sizes `dims` (`[2][3]`), element by
/// element: the buffer's struct member and the shared variable are arrays of
/// different layouts (a `float3` array is packed in the buffer), which one
/// assignment cannot convert.
pub(super) fn copy(s: &mut String, dst: &str, src: &str, dims: &str) {
    let sizes: Option<Vec<u32>> =
        dims.split(['[', ']']).filter(|d| !d.is_empty()).map(|d| d.trim_end_matches(['u', 'U']).parse().ok()).collect();
    match sizes.as_deref() {
        Some([n, rest @ ..]) => {
            let rest: String = rest.iter().map(|r| format!("[{r}]")).collect();
            for k in 0..*n {
                copy(s, &format!("{dst}[{k}]"), &format!("{src}[{k}]"), &rest);
            }
        }
        _ => {
            let _ = writeln!(s, "    {dst} = {src};");
        }
    }
}
