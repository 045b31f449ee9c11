//! GLSL mesh and task shaders (`GL_EXT_mesh_shader`) as the HLSL
//! front-end's mesh and amplification shaders (`hlsl::lower::mesh`), so
//! both languages share Metal's `[[mesh]]` and `[[object]]` functions and
//! their reflection (MSL 3.0 and later).
//!
//! GLSL writes a mesh shader's outputs through globals that any function
//! may index (`gl_MeshVerticesEXT[i].gl_Position`, `vOut[i]`,
//! `gl_PrimitiveTriangleIndicesEXT[i]`, `gl_MeshPrimitivesEXT[i]`), where
//! HLSL names them as parameters of the entry point. So the rewrite is:
//! - every per-vertex and per-primitive output is a `groupshared` array of
//!   `max_vertices` or `max_primitives` elements (the whole workgroup
//!   writes them, as in GLSL), and the per-primitive built-ins start zero
//!   (no primitive is culled, layer and viewport 0, unless written);
//! - `SetMeshOutputsEXT(v, p)` and `EmitMeshTasksEXT(x, y, z)` are helpers
//!   that keep their arguments in a private global, as the GLSL calls may
//!   sit in any function (`EmitMeshTasksEXT`, which ends the invocation in
//!   GLSL, must end its block: a statement after it is refused; a caller
//!   of the function that calls it is not followed);
//! - the generated entry point runs `main`, waits for the workgroup, passes
//!   the counts to `SetMeshOutputCounts` (or the grid and the
//!   `taskPayloadSharedEXT` variable to `DispatchMesh`), and copies the
//!   arrays into its `out vertices`/`out indices`/`out primitives`, each
//!   thread a stride of the elements. Varyings keep their locations
//!   (`[[user(locnN)]]`), as a vertex shader's do.
//!
//! Metal has no counterpart of `gl_PrimitiveShadingRateEXT` or of cull
//! distances: both are refused with a code. Clip distances are Metal's
//! `[[clip_distance]]` array of the vertex.

use super::{Layout, Rewriter, hlsl_spelling};
use crate::diag::codes;
use crate::options::Stage;
use crate::source::Span;
use crate::syntax::token::{Punct, Token, TokenKind};
use std::fmt::Write as _;

/// One per-vertex or per-primitive output: a variable or a block member
/// (`outputs_a`, copied from `outputs[k].a`).
#[derive(Clone, Debug)]
struct Output {
    ty: String,
    /// The field of Metal's vertex or primitive struct.
    field: String,
    /// The element's expression, `{k}` standing for the index.
    source: String,
    location: u32,
}

#[derive(Default)]
pub(super) struct Mesh {
    max_vertices: Option<u32>,
    max_primitives: Option<u32>,
    topology: Option<&'static str>,
    vertices: Vec<Output>,
    primitives: Vec<Output>,
    /// `taskPayloadSharedEXT T name;`: (HLSL type, name).
    payload: Option<(String, String)>,
}

/// Metal's limits on a mesh function's outputs (`hlsl::lower::mesh` checks them too).
const MAX_VERTICES: u32 = 256;
const MAX_PRIMITIVES: u32 = 512;

impl Rewriter<'_> {
    /// `layout(triangles, max_vertices = 64, max_primitives = 126) out;`
    pub(super) fn mesh_layout(&mut self, layout: &Layout) {
        for (key, value, span) in &layout.items {
            let m = &mut self.mesh;
            match key.as_str() {
                "triangles" => m.topology = Some("triangle"),
                "lines" => m.topology = Some("line"),
                "points" => m.topology = Some("point"),
                "max_vertices" | "max_primitives" => {
                    let limit = if key == "max_vertices" { MAX_VERTICES } else { MAX_PRIMITIVES };
                    match value.and_then(|v| u32::try_from(v).ok()).filter(|v| (1..=limit).contains(v)) {
                        Some(n) if key == "max_vertices" => m.max_vertices = Some(n),
                        Some(n) => m.max_primitives = Some(n),
                        None => {
                            let msg = format!("Metal's mesh functions output 1 to {limit} of these");
                            self.error(codes::METAL_RESOURCE_LIMIT, msg, *span);
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// A mesh shader says its topology and limits.
    pub(super) fn mesh_check(&mut self) {
        let m = &self.mesh;
        if m.topology.is_some() && m.max_vertices.is_some() && m.max_primitives.is_some() {
            return;
        }
        if self.diags.iter().any(|d| d.code == codes::METAL_RESOURCE_LIMIT) {
            return;
        }
        let span = self.toks.first().map(|t| t.span).unwrap_or(Span::new(0, 0));
        self.diags.push(
            crate::diag::Diagnostic::error(
                codes::SEM_BAD_ATTRIBUTE,
                "a mesh shader needs `layout(triangles|lines|points, max_vertices = N, max_primitives = M) out;`",
                span,
            )
            .with_help("Metal's mesh<…> type is declared with the topology and both limits"),
        );
    }

    /// `taskPayloadSharedEXT T name;`: the task shader's shared payload
    /// (`groupshared`, what `DispatchMesh` passes on), or the mesh shader's
    /// copy of it (private, filled from Metal's `object_data`).
    pub(super) fn mesh_payload(&mut self, rest: &[Token], span: Span) {
        let body: Vec<&Token> = rest.iter().take_while(|t| !t.is_punct(Punct::Semi)).collect();
        let (Some(name), true) = (body.last(), body.len() >= 2) else {
            self.error(codes::SEM_UNSUPPORTED, "a task payload is one `taskPayloadSharedEXT T name;`", span);
            return;
        };
        let ty: Vec<String> = body.iter().take(body.len() - 1).map(|t| hlsl_spelling(&t.text)).collect();
        self.mesh.payload = Some((ty.join(" "), name.text.clone()));
        self.emit_text(if self.stage == Some(Stage::Mesh) { "static" } else { "groupshared" });
        let toks: Vec<Token> = rest.to_vec();
        self.decl_tokens(&toks);
    }

    /// A mesh shader's `out T name[];` or block `out B { … } name[];`,
    /// per vertex or (`perprimitiveEXT`) per primitive.
    pub(super) fn mesh_var(&mut self, rest: &[Token], primitive: bool, location: Option<u32>, span: Span) {
        let max = if primitive { "__glsl_max_primitives" } else { "__glsl_max_vertices" };
        let Some(location) = location else {
            let msg = "a mesh shader's outputs need `layout(location = N)` here";
            self.error(codes::SEM_UNSUPPORTED, msg, span);
            return;
        };
        let end = if rest.last().is_some_and(|t| t.is_punct(Punct::Semi)) { rest.len() - 1 } else { rest.len() };
        let body: Vec<Token> = rest.get(..end).unwrap_or(&[]).to_vec();
        let mut outs = Vec::new();
        if let [block, open, ..] = body.as_slice()
            && block.kind == TokenKind::Ident
            && open.is_punct(Punct::LBrace)
        {
            let close = body.iter().rposition(|t| t.is_punct(Punct::RBrace)).unwrap_or(body.len());
            let Some(inst) = body.get(close + 1).filter(|t| t.kind == TokenKind::Ident).cloned() else {
                self.error(codes::SEM_UNSUPPORTED, "a mesh output block needs an instance name (`} v[];`)", span);
                return;
            };
            self.emit_text("struct");
            self.out.push(block.clone());
            self.emit_text("{");
            let members = body.get(2..close).unwrap_or(&[]);
            for (k, m) in members.split_inclusive(|t| t.is_punct(Punct::Semi)).enumerate() {
                let m: Vec<&Token> = m.iter().filter(|t| !t.is_punct(Punct::Semi)).collect();
                let (Some(name), true) = (m.last(), m.len() == 2) else {
                    if !m.is_empty() {
                        self.error(codes::SEM_UNSUPPORTED, "mesh output block members are `type name;`", span);
                    }
                    continue;
                };
                let ty = hlsl_spelling(&m.first().map(|t| t.text.clone()).unwrap_or_default());
                self.emit_text(&format!("{ty} {};", name.text));
                outs.push(Output {
                    ty,
                    field: format!("{}_{}", inst.text, name.text),
                    source: format!("{}[{{k}}].{}", inst.text, name.text),
                    location: location.saturating_add(u32::try_from(k).unwrap_or(u32::MAX)),
                });
            }
            self.emit_text("};");
            self.emit_text("groupshared");
            self.out.push(block.clone());
            self.out.push(inst.clone());
            self.emit_text(&format!("[{max}];"));
        } else {
            let name_at = body.iter().position(|t| t.is_punct(Punct::LBracket)).and_then(|b| b.checked_sub(1));
            let (Some(k), true) = (name_at, body.last().is_some_and(|t| t.is_punct(Punct::RBracket))) else {
                self.error(codes::SEM_UNSUPPORTED, "a mesh output is an array: `out T name[];`", span);
                return;
            };
            let (Some(name), Some(ty)) = (body.get(k).cloned(), body.get(..k)) else { return };
            if ty.len() != 1 || body.len() > k + 3 {
                let msg = "mesh outputs of array or qualified types are not translated yet";
                self.error(codes::SEM_UNSUPPORTED, msg, name.span);
                return;
            }
            let ty = ty.iter().map(|t| hlsl_spelling(&t.text)).collect::<String>();
            self.emit_text(&format!("groupshared {ty}"));
            self.out.push(name.clone());
            self.emit_text(&format!("[{max}];"));
            outs.push(Output {
                ty,
                field: format!("{}_", name.text),
                source: format!("{}[{{k}}]", name.text),
                location,
            });
        }
        let list = if primitive { &mut self.mesh.primitives } else { &mut self.mesh.vertices };
        list.extend(outs);
    }

    /// The size of the vertices' `gl_ClipDistance` when the shader writes
    /// it (a redeclaration of `gl_MeshPerVertexEXT` alone names it too).
    fn mesh_clip(&self) -> Option<u32> {
        let written = self
            .toks
            .windows(2)
            .any(|w| matches!(w, [d, t] if d.is_punct(Punct::Dot) && t.is_ident("gl_ClipDistance")));
        self.clip_size().filter(|_| written)
    }

    /// `EmitMeshTasksEXT` ends the invocation in GLSL; here it is a call
    /// that returns, so a statement after it in its block would run: that
    /// is refused rather than translated with another meaning.
    pub(super) fn task_check(&mut self) {
        let mut found = None;
        for (i, t) in self.toks.iter().enumerate() {
            if !t.is_ident("EmitMeshTasksEXT") || !self.toks.get(i + 1).is_some_and(|n| n.is_punct(Punct::LParen)) {
                continue;
            }
            let mut depth = 0i32;
            let mut j = i + 1;
            while let Some(u) = self.toks.get(j) {
                match u.kind {
                    TokenKind::Punct(Punct::LParen) => depth += 1,
                    TokenKind::Punct(Punct::RParen) => depth -= 1,
                    _ => {}
                }
                j += 1;
                if depth == 0 {
                    break;
                }
            }
            let ends = self.toks.get(j).is_some_and(|u| u.is_punct(Punct::Semi))
                && self.toks.get(j + 1).is_some_and(|u| u.is_punct(Punct::RBrace));
            if !ends {
                found = Some(t.span);
                break;
            }
        }
        if let Some(span) = found {
            let msg = "`EmitMeshTasksEXT` ends the invocation: it must be the last statement of its block here";
            self.error(codes::SEM_UNSUPPORTED, msg, span);
        }
    }

    /// The mesh or task shader's shared state and helpers, before the user's code.
    pub(super) fn mesh_prelude(&self, stage: Stage) -> String {
        let used = |b: &str| self.builtins_used.contains(b);
        let mut s = String::new();
        if stage == Stage::Amplification {
            s.push_str("static uint3 __glsl_mesh_grid;\n");
            s.push_str("void EmitMeshTasksEXT(uint x, uint y, uint z) { __glsl_mesh_grid = uint3(x, y, z); }\n");
            return s;
        }
        let m = &self.mesh;
        let _ = writeln!(s, "static const uint __glsl_max_vertices = {}u;", m.max_vertices.unwrap_or(1));
        let _ = writeln!(s, "static const uint __glsl_max_primitives = {}u;", m.max_primitives.unwrap_or(1));
        s.push_str("static uint2 __glsl_mesh_counts;\n");
        s.push_str("void SetMeshOutputsEXT(uint v, uint p) { __glsl_mesh_counts = uint2(v, p); }\n");
        match self.mesh_clip() {
            Some(n) => {
                let _ = writeln!(
                    s,
                    "struct __glsl_MeshPerVertexEXT {{ float4 gl_Position; float gl_PointSize; float gl_ClipDistance[{n}]; }};"
                );
            }
            None => s.push_str("struct __glsl_MeshPerVertexEXT { float4 gl_Position; float gl_PointSize; };\n"),
        }
        s.push_str("groupshared __glsl_MeshPerVertexEXT gl_MeshVerticesEXT[__glsl_max_vertices];\n");
        if used("gl_MeshPrimitivesEXT") {
            s.push_str(
                "struct __glsl_MeshPerPrimitiveEXT { int gl_PrimitiveID; int gl_Layer; int gl_ViewportIndex; \
                 bool gl_CullPrimitiveEXT; };\n\
                 groupshared __glsl_MeshPerPrimitiveEXT gl_MeshPrimitivesEXT[__glsl_max_primitives];\n",
            );
        }
        let (name, ty) = index_array(m.topology);
        let _ = writeln!(s, "groupshared {ty} {name}[__glsl_max_primitives];");
        s
    }

    /// The HLSL mesh or amplification entry point around `__glsl_main`;
    /// `inputs` are the compute built-ins (see `Rewriter::stage_io`).
    pub(super) fn mesh_entry(&self, stage: Stage, inputs: &[(String, String, String, String)]) -> String {
        let used = |b: &str| self.builtins_used.contains(b);
        let m = &self.mesh;
        let [x, y, z] = self.local_size.unwrap_or([1, 1, 1]);
        let threads = x.saturating_mul(y).saturating_mul(z).max(1);
        let mut s = String::new();
        if !inputs.is_empty() {
            s.push_str("struct __glsl_In {\n");
            for (ty, field, sem, _) in inputs {
                let _ = writeln!(s, "    {ty} {field} : {sem};");
            }
            s.push_str("};\n");
        }
        let mut params: Vec<String> = Vec::new();
        if !inputs.is_empty() {
            params.push("__glsl_In input".into());
        }
        let mut body = String::new();
        for (_, field, _, target) in inputs {
            let _ = writeln!(body, "    {target} = input.{};", field.split('[').next().unwrap_or(""));
        }
        if stage == Stage::Amplification {
            let payload = match &m.payload {
                Some((_, name)) => name.clone(),
                None => {
                    s.push_str("groupshared uint __glsl_payload;\n");
                    "__glsl_payload".into()
                }
            };
            let _ = writeln!(s, "[numthreads({x}, {y}, {z})]");
            let _ = writeln!(s, "void main({}) {{\n{body}", params.join(", "));
            if self.has_deferred_inits {
                s.push_str("    __glsl_init_globals();\n");
            }
            let _ = writeln!(
                s,
                "    __glsl_main();\n    \
                 DispatchMesh(__glsl_mesh_grid.x, __glsl_mesh_grid.y, __glsl_mesh_grid.z, {payload});\n}}"
            );
            return s;
        }
        // Metal's vertex and primitive structs.
        s.push_str("struct __glsl_MeshVertex {\n    float4 gl_Position_ : SV_Position;\n");
        if used("gl_PointSize") {
            s.push_str("    float gl_PointSize_ : __POINTSIZE;\n");
        }
        let clip = self.mesh_clip();
        if let Some(n) = clip {
            let _ = writeln!(s, "    float gl_ClipDistance_[{n}] : SV_ClipDistance0;");
        }
        for o in &m.vertices {
            let _ = writeln!(s, "    {} {} : __LOCATION{};", o.ty, o.field, o.location);
        }
        s.push_str("};\n");
        let prim_builtins: Vec<(&str, &str, &str, &str)> = [
            ("gl_PrimitiveID", "uint", "SV_PrimitiveID", "uint"),
            ("gl_Layer", "uint", "SV_RenderTargetArrayIndex", "uint"),
            ("gl_ViewportIndex", "uint", "SV_ViewportArrayIndex", "uint"),
            ("gl_CullPrimitiveEXT", "bool", "SV_CullPrimitive", ""),
        ]
        .into_iter()
        .filter(|(n, ..)| used("gl_MeshPrimitivesEXT") && used(n))
        .collect();
        let has_primitives = !prim_builtins.is_empty() || !m.primitives.is_empty();
        if has_primitives {
            s.push_str("struct __glsl_MeshPrimitive {\n");
            for (n, ty, sem, _) in &prim_builtins {
                let _ = writeln!(s, "    {ty} {n}_ : {sem};");
            }
            for o in &m.primitives {
                let _ = writeln!(s, "    {} {} : __LOCATION{};", o.ty, o.field, o.location);
            }
            s.push_str("};\n");
        }
        let (indices, index_ty) = index_array(m.topology);
        let _ = writeln!(s, "[outputtopology(\"{}\")]\n[numthreads({x}, {y}, {z})]", m.topology.unwrap_or("triangle"));
        if let Some((ty, _)) = &m.payload {
            params.push(format!("in payload {ty} __glsl_payload_in"));
        }
        params.push("out vertices __glsl_MeshVertex __glsl_vertices[__glsl_max_vertices]".into());
        params.push(format!("out indices {index_ty} __glsl_indices[__glsl_max_primitives]"));
        if has_primitives {
            params.push("out primitives __glsl_MeshPrimitive __glsl_primitives[__glsl_max_primitives]".into());
        }
        let _ = writeln!(s, "void main({}) {{\n{body}", params.join(", "));
        if let Some((_, name)) = &m.payload {
            let _ = writeln!(s, "    {name} = __glsl_payload_in;");
        }
        let each = |s: &mut String, max: &str, lines: &[String]| {
            let _ = writeln!(
                s,
                "    for (uint __glsl_k = gl_LocalInvocationIndex; __glsl_k < {max}; __glsl_k += {threads}u) {{"
            );
            for l in lines {
                let _ = writeln!(s, "        {l}");
            }
            s.push_str("    }\n");
        };
        if used("gl_MeshPrimitivesEXT") {
            let zero = [
                "gl_MeshPrimitivesEXT[__glsl_k].gl_PrimitiveID = 0;",
                "gl_MeshPrimitivesEXT[__glsl_k].gl_Layer = 0;",
                "gl_MeshPrimitivesEXT[__glsl_k].gl_ViewportIndex = 0;",
                "gl_MeshPrimitivesEXT[__glsl_k].gl_CullPrimitiveEXT = false;",
            ]
            .map(String::from);
            each(&mut s, "__glsl_max_primitives", &zero);
            s.push_str("    GroupMemoryBarrierWithGroupSync();\n");
        }
        if self.has_deferred_inits {
            s.push_str("    __glsl_init_globals();\n");
        }
        s.push_str(
            "    __glsl_main();\n    GroupMemoryBarrierWithGroupSync();\n    \
             SetMeshOutputCounts(__glsl_mesh_counts.x, __glsl_mesh_counts.y);\n",
        );
        let k = |src: &str| src.replace("{k}", "__glsl_k");
        let mut v =
            vec!["__glsl_vertices[__glsl_k].gl_Position_ = gl_MeshVerticesEXT[__glsl_k].gl_Position;".to_string()];
        if used("gl_PointSize") {
            v.push("__glsl_vertices[__glsl_k].gl_PointSize_ = gl_MeshVerticesEXT[__glsl_k].gl_PointSize;".into());
        }
        for j in 0..clip.unwrap_or(0) {
            v.push(format!(
                "__glsl_vertices[__glsl_k].gl_ClipDistance_[{j}] = gl_MeshVerticesEXT[__glsl_k].gl_ClipDistance[{j}];"
            ));
        }
        for o in &m.vertices {
            v.push(format!("__glsl_vertices[__glsl_k].{} = {};", o.field, k(&o.source)));
        }
        each(&mut s, "__glsl_max_vertices", &v);
        let mut p = vec![format!("__glsl_indices[__glsl_k] = {indices}[__glsl_k];")];
        for (n, ty, _, cast) in &prim_builtins {
            let _ = ty;
            p.push(format!("__glsl_primitives[__glsl_k].{n}_ = {cast}(gl_MeshPrimitivesEXT[__glsl_k].{n});"));
        }
        for o in &m.primitives {
            p.push(format!("__glsl_primitives[__glsl_k].{} = {};", o.field, k(&o.source)));
        }
        each(&mut s, "__glsl_max_primitives", &p);
        s.push_str("}\n");
        s
    }
}

/// The GLSL index array of a topology and its element type.
fn index_array(topology: Option<&str>) -> (&'static str, &'static str) {
    match topology {
        Some("line") => ("gl_PrimitiveLineIndicesEXT", "uint2"),
        Some("point") => ("gl_PrimitivePointIndicesEXT", "uint"),
        _ => ("gl_PrimitiveTriangleIndicesEXT", "uint3"),
    }
}
