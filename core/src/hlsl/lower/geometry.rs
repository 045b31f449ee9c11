//! Geometry shaders (DESIGN §8) by emulation on an MSL 3 `[[mesh]]` function.
//!
//! Metal has no geometry stage. A geometry shader `G` becomes a mesh
//! function of the same name with one thread per threadgroup, one
//! threadgroup per input primitive and instance: before anything is
//! lowered, the tree is rewritten (like `tess`'s hull and domain shaders)
//! into a generated HLSL mesh shader that calls the user's function,
//! renamed `G_geometry`, and the mesh lowering (`mesh`) does the rest.
//!
//! # The contract
//!
//! - The input primitive's vertices come from `G_inputVertices`, a
//!   `StructuredBuffer` of `G_inputVertex` records: one member per
//!   per-vertex input array of `G`, in parameter order, named and typed
//!   like the array's element (D3D structured packing, reflected with the
//!   resource's layout). Primitive `p`'s `M` vertices (1 for `point`, 2
//!   `line`, 3 `triangle`, 4 `lineadj`, 6 `triangleadj`: the input arrays'
//!   length) are records `p * M` to `p * M + M - 1`. The host fills it: a
//!   vertex shader run as a kernel (`Options::vertex_as_kernel`, see
//!   `tess`) writes one record per vertex, so the host expands index
//!   buffers and strips into lists of `M` vertices per primitive.
//! - The draw is `drawMeshThreadgroups((primitiveCount, instanceCount, 1),
//!   threadsPerObjectThreadgroup: (1, 1, 1), threadsPerMeshThreadgroup:
//!   (1, 1, 1))` with no object function: threadgroup `(p, i)` runs `G` on
//!   primitive `p` with `SV_PrimitiveID = p` and `SV_GSInstanceID = i`
//!   (`instanceCount` is `[instance(N)]`'s `N`, else 1).
//! - `Append(v)` stores `v` as the next of at most `[maxvertexcount(N)]`
//!   vertices (later ones are dropped, as D3D drops them); each vertex that
//!   completes a primitive of the current strip adds one: a point per
//!   vertex, a line per vertex after the first, a triangle per vertex after
//!   the second, the odd triangles of a strip with their first two corners
//!   swapped so that every triangle keeps the strip's winding.
//!   `RestartStrip()` starts a new strip. The mesh outputs at most `N`
//!   vertices and `N`, `N - 1` or `N - 2` primitives (points, lines,
//!   triangles); `N` is at most 256, Metal's limit.
//! - `SV_RenderTargetArrayIndex`, `SV_ViewportArrayIndex` and
//!   `SV_PrimitiveID` members of the output vertex are per primitive in
//!   Metal: each primitive takes them from its first vertex (D3D's leading
//!   vertex), in Metal's primitive struct.
//! - A geometry shader whose output has no `SV_Position` can feed only
//!   stream output or a pipeline without rasterization: its vertices get a
//!   zero `[[position]]` (warning OSH5219) and the pipeline should disable
//!   rasterization.
//!
//! The stream state lives in workgroup globals named after the stream type
//! (`T_triangleStream_vertices`, `_indices`, `_primitives`, `_state`),
//! written by the generated `T_triangleStream_append(T)` and
//! `T_triangleStream_restartStrip()`, so a helper function that takes the
//! stream (its parameter removed, its calls' argument too) appends to the
//! same strip. After `G_geometry` returns, the entry point sets the mesh's
//! counts; the staged arrays are the mesh outputs Metal's `mesh` object is
//! filled from (`Pending::staging`), so the strip takes threadgroup memory
//! once. (A vertex without a position is copied into a positioned one.)
//!
//! Refused with a code: more than one stream (only stream output reads
//! streams other than the rasterized one, and Metal has none: OSH5101),
//! inputs Metal's mesh functions lack (`SV_ViewID`: OSH5116), more than 256
//! output vertices (OSH5105), and MSL below 3.0 (OSH5115, as for every mesh
//! function).

use super::Lower;
use crate::diag::{Diagnostic, codes};
use crate::hlsl::ast::*;
use crate::ordered::{OrdMap, OrdSet};
use crate::side::MeshTopology;
use crate::source::Span;

/// Metal's limit on a mesh function's vertices.
const MAX_VERTICES: u32 = 256;

/// What the generated mesh entry point `name` stands for, until it is lowered.
#[derive(Clone, Debug)]
pub struct Pending {
    /// `point`, `line`, `triangle`, `lineadj` or `triangleadj`.
    pub input_primitive: &'static str,
    pub vertices_per_primitive: u32,
    pub max_vertices: u32,
    pub instances: u32,
    pub topology: MeshTopology,
    /// The global of the input vertex records.
    pub input_buffer: String,
    /// Whether the output vertex has an `SV_Position` of its own.
    pub writes_position: bool,
    /// The stream's prefix when its workgroup arrays are the mesh outputs
    /// themselves (`mesh` stages from them, no copy): when the emitted
    /// vertex is the mesh vertex (it has a position).
    pub staging: Option<String>,
}

/// A stream type `PointStream<T>` / `LineStream<T>` / `TriangleStream<T>`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct StreamType {
    corners: u32,
    elem: String,
}

impl StreamType {
    fn topology(&self) -> MeshTopology {
        match self.corners {
            1 => MeshTopology::Point,
            2 => MeshTopology::Line,
            _ => MeshTopology::Triangle,
        }
    }

    fn prefix(&self) -> String {
        stream_prefix(self.topology(), &self.elem)
    }

    /// A String in the order of the derived `Ord` (corners, then the
    /// element's name), so that maps by stream type share the String tree.
    fn key(&self) -> String {
        format!("{:010}\0{}", self.corners, self.elem)
    }
}

/// The prefix of the generated names of a stream of `elem` vertices
/// (`V_triangleStream`): its functions are `PREFIX_append(V)` and
/// `PREFIX_restartStrip()`.
pub fn stream_prefix(topology: MeshTopology, elem: &str) -> String {
    format!("{elem}_{}Stream", topology.as_str())
}

/// `Some(Ok(stream))` for a stream type, `Some(Err(()))` for one whose
/// vertex is not a named type, `None` for other types.
fn stream_type(t: &TypeExpr) -> Option<Result<StreamType, ()>> {
    let corners = match t.name.as_str() {
        "PointStream" => 1,
        "LineStream" => 2,
        "TriangleStream" => 3,
        _ => return None,
    };
    Some(match t.args.as_slice() {
        [TypeArg::Type(e)] if e.args.is_empty() => Ok(StreamType { corners, elem: e.name.clone() }),
        _ => Err(()),
    })
}

/// The semantic of a parameter, upper-cased.
fn semantic(anns: &[Annotation]) -> Option<String> {
    anns.iter().find_map(|a| match a {
        Annotation::Semantic(n, _) => Some(n.to_ascii_uppercase()),
        _ => None,
    })
}

/// A semantic that is per primitive in Metal's mesh output.
fn per_primitive(sem: &str) -> bool {
    let base = sem.trim_end_matches(|c: char| c.is_ascii_digit());
    matches!(base, "SV_RENDERTARGETARRAYINDEX" | "SV_VIEWPORTARRAYINDEX" | "SV_PRIMITIVEID")
}

/// Whether a semantic of a mesh vertex is carried by the primitive instead
/// (the output vertex of an emulated geometry shader).
pub(super) fn moved_to_primitive(sem: &str) -> bool {
    per_primitive(&sem.to_ascii_uppercase())
}

/// One leaf of a struct as written: the member path (`a.b`), its type's
/// spelling and its semantic, upper-cased.
struct AstLeaf {
    path: String,
    ty: String,
    semantic: Option<String>,
    /// The semantic as written.
    written: String,
}

/// The leaves of struct `name` (base members first), through nested structs.
fn struct_leaves(structs: &[StructDecl], name: &str, prefix: &str, depth: u32, out: &mut Vec<AstLeaf>) {
    let Some(s) = structs.iter().find(|s| s.name == name) else { return };
    if depth > 16 {
        return;
    }
    if let Some(base) = &s.base {
        struct_leaves(structs, &base.name, prefix, depth + 1, out);
    }
    for m in &s.members {
        for d in &m.declarators {
            let path = if prefix.is_empty() { d.name.clone() } else { format!("{prefix}.{}", d.name) };
            if d.dims.is_empty() && m.ty.args.is_empty() && structs.iter().any(|s| s.name == m.ty.name) {
                struct_leaves(structs, &m.ty.name, &path, depth + 1, out);
                continue;
            }
            let written = d.annotations.iter().find_map(|a| match a {
                Annotation::Semantic(n, _) => Some(n.clone()),
                _ => None,
            });
            out.push(AstLeaf {
                path,
                ty: m.ty.name.clone(),
                semantic: semantic(&d.annotations),
                written: written.unwrap_or_default(),
            });
        }
    }
}

/// The integer value of a count as written (a literal, or a constant the
/// tree declares before any function: a `static const` or a `#define`d
/// literal), for `[maxvertexcount]`, `[instance]` and input array lengths.
fn count(l: &Lower, e: &Expr) -> Option<u32> {
    match &e.kind {
        ExprKind::Int(v, _) => u32::try_from(*v).ok(),
        _ => l.const_eval(e).and_then(|c| c.as_i64()).and_then(|n| u32::try_from(n).ok()),
    }
}

/// The streams a function takes: (parameter index, stream type).
fn stream_params(fd: &FunctionDecl) -> Vec<(usize, Option<StreamType>)> {
    fd.params.iter().enumerate().filter_map(|(k, p)| stream_type(&p.ty).map(|s| (k, s.ok()))).collect()
}

/// How the bodies are rewritten: the current function's stream
/// parameters, and which arguments each stream-taking function drops (by
/// `ordered::pair_key` of its name and parameter count).
struct Rewrite<'a> {
    streams: OrdMap<String, String>,
    drops: &'a OrdMap<String, Vec<usize>>,
}

impl Rewrite<'_> {
    fn block(&self, b: &mut Block) {
        for s in &mut b.stmts {
            self.stmt(s);
        }
    }

    fn stmt(&self, s: &mut Stmt) {
        match &mut s.kind {
            StmtKind::Expr(e) | StmtKind::Return(Some(e)) => self.expr(e),
            StmtKind::Var(v) => {
                for d in &mut v.declarators {
                    if let Some(e) = &mut d.init {
                        self.expr(e);
                    }
                }
            }
            StmtKind::Block(b) => self.block(b),
            StmtKind::If { cond, then, els } => {
                self.expr(cond);
                self.stmt(then);
                if let Some(e) = els {
                    self.stmt(e);
                }
            }
            StmtKind::For { init, cond, step, body } => {
                if let Some(i) = init {
                    self.stmt(i);
                }
                if let Some(c) = cond {
                    self.expr(c);
                }
                if let Some(st) = step {
                    self.expr(st);
                }
                self.stmt(body);
            }
            StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
                self.expr(cond);
                self.stmt(body);
            }
            StmtKind::Switch { selector, cases } => {
                self.expr(selector);
                for c in cases {
                    for st in &mut c.body {
                        self.stmt(st);
                    }
                }
            }
            _ => {}
        }
    }

    fn expr(&self, e: &mut Expr) {
        match &mut e.kind {
            ExprKind::Unary(_, a) | ExprKind::Member(a, _, _) | ExprKind::Cast(_, _, a) => self.expr(a),
            ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) | ExprKind::Comma(a, b) | ExprKind::Index(a, b) => {
                self.expr(a);
                self.expr(b);
            }
            ExprKind::Ternary(a, b, c) => {
                self.expr(a);
                self.expr(b);
                self.expr(c);
            }
            ExprKind::InitList(l) => l.iter_mut().for_each(|x| self.expr(x)),
            ExprKind::Call { callee, args } => {
                args.iter_mut().for_each(|a| self.expr(a));
                let method = match callee {
                    Callee::Method { object, name, span, .. } => match &object.kind {
                        ExprKind::Ident(o) => self.streams.get(o).map(|p| (p.clone(), name.clone(), *span)),
                        _ => None,
                    },
                    Callee::Name(n, _) => {
                        if let Some(drop) = self.drops.get(&crate::ordered::pair_key(n, args.len())) {
                            let mut k = 0;
                            args.retain(|_| {
                                k += 1;
                                !drop.contains(&(k - 1))
                            });
                        }
                        None
                    }
                    _ => None,
                };
                if let Some((prefix, name, span)) = method {
                    let f = match name.as_str() {
                        "Append" => "append",
                        "RestartStrip" => "restartStrip",
                        _ => return,
                    };
                    *callee = Callee::Name(format!("{prefix}_{f}"), span);
                }
            }
            _ => {}
        }
    }
}

impl Lower<'_> {
    /// Rewrite every geometry shader of `items` into a mesh shader, and
    /// every function that takes a stream into one that appends to the
    /// stream's workgroup strip (see the module doc).
    pub(super) fn expand_geometry(&mut self, items: Vec<Item>) -> Vec<Item> {
        let mut types = OrdSet::new();
        let mut structs = Vec::new();
        let mut drops: OrdMap<String, Vec<usize>> = OrdMap::new();
        // By `StreamType::key`: the stream type, its most vertices, its first use.
        let mut streams: OrdMap<String, (StreamType, u32, Span)> = OrdMap::new();
        for item in &items {
            match item {
                Item::Struct(s) => {
                    types.insert(s.name.clone());
                    structs.push(s.clone());
                }
                Item::Typedef(t) => {
                    types.insert(t.name.clone());
                }
                Item::Enum(e) => {
                    types.insert(e.name.clone());
                }
                Item::Function(f) => {
                    let sp = stream_params(f);
                    if !sp.is_empty() {
                        drops.insert(
                            crate::ordered::pair_key(&f.name, f.params.len()),
                            sp.iter().map(|s| s.0).collect(),
                        );
                        for s in sp.into_iter().filter_map(|s| s.1) {
                            streams.entry(s.key()).or_insert((s, 1, f.name_span));
                        }
                    }
                }
                _ => {}
            }
        }
        if drops.is_empty() {
            return items;
        }
        let wanted = |l: &Self, f: &FunctionDecl| {
            f.body.is_some()
                && f.attributes.iter().any(|a| a.name == "maxvertexcount")
                && (l.opts.entry_points.is_empty() || l.opts.entry_points.contains(&f.name))
        };
        // The staging arrays hold the most vertices of any shader's stream.
        for item in &items {
            if let Item::Function(f) = item
                && wanted(self, f)
                && let Some(n) = f.attributes.iter().find(|a| a.name == "maxvertexcount").and_then(|a| a.args.first())
                && let Some(n) = count(self, n)
            {
                for (_, s) in stream_params(f) {
                    if let Some(s) = s
                        && let Some(e) = streams.get_mut(&s.key())
                    {
                        e.1 = e.1.max(n.clamp(1, MAX_VERTICES));
                    }
                }
            }
        }
        let mut out = Vec::with_capacity(items.len() + 8);
        let mut generated = Vec::new();
        let mut helpers_placed = false;
        for item in items {
            let Item::Function(mut fd) = item else {
                out.push(item);
                continue;
            };
            let sp = stream_params(&fd);
            if !sp.is_empty() && !helpers_placed {
                // Before the first function that appends: the stream's
                // vertex type is declared by then.
                helpers_placed = true;
                for (s, n, span) in streams.values() {
                    let text = self.stream_text(s, *n, &structs);
                    out.extend(self.generated_items(&text, *span, &types));
                    types.insert(format!("{}_primitive", s.prefix()));
                    // Helpers, never entry points (even when no shader is expanded).
                    self.called_fns.insert(format!("{}_append", s.prefix()));
                    self.called_fns.insert(format!("{}_restartStrip", s.prefix()));
                }
            }
            let expand = wanted(self, &fd);
            let mut rewrite = Rewrite { streams: OrdMap::new(), drops: &drops };
            let mut stream = None;
            for (k, s) in sp.iter().rev() {
                let p = fd.params.remove(*k);
                match s {
                    Some(s) => {
                        rewrite.streams.insert(p.decl.name.clone(), s.prefix());
                        stream = Some((s.clone(), p.span));
                    }
                    None => {
                        let msg = "a stream's vertex type is a named struct: `TriangleStream<V>`";
                        self.error(codes::SEM_BAD_SEMANTIC, msg, p.span);
                    }
                }
                if expand && sp.get(1).is_some_and(|s| s.0 == *k) {
                    let msg = "a geometry shader with more than one stream writes stream output, which Metal has \
                               no stage for: only one stream can be drawn";
                    self.error(codes::METAL_STAGE, msg, p.span);
                }
            }
            if let Some(b) = &mut fd.body {
                rewrite.block(b);
            }
            if !expand {
                out.push(Item::Function(fd));
                continue;
            }
            let Some((stream, stream_span)) = stream.filter(|_| sp.len() == 1) else {
                if sp.is_empty() {
                    let msg = "a geometry shader needs an `inout PointStream<V>`, `LineStream<V>` or \
                               `TriangleStream<V>` parameter";
                    self.error(codes::SEM_BAD_SEMANTIC, msg, fd.name_span);
                }
                continue;
            };
            if let Some((user, wrapper)) = self.expand_geometry_entry(fd, &stream, stream_span, &structs, &types) {
                out.push(Item::Function(user));
                generated.extend(wrapper);
            }
        }
        out.extend(generated);
        out
    }

    /// The workgroup strip of stream `s` (staging for `n` vertices) and
    /// its `append` and `restartStrip` functions.
    fn stream_text(&self, s: &StreamType, n: u32, structs: &[StructDecl]) -> String {
        let p = s.prefix();
        let t = &s.elem;
        let corners = s.corners;
        let primitives = n.saturating_sub(corners - 1).max(1);
        let index = match corners {
            1 => "uint",
            2 => "uint2",
            _ => "uint3",
        };
        let mut leaves = Vec::new();
        struct_leaves(structs, t, "", 0, &mut leaves);
        let moved: Vec<&AstLeaf> = leaves.iter().filter(|l| l.semantic.as_deref().is_some_and(per_primitive)).collect();
        let mut text = format!(
            "groupshared {t} {p}_vertices[{n}];\n\
             groupshared {index} {p}_indices[{primitives}];\n\
             groupshared uint4 {p}_state;\n"
        );
        // The primitive's members are named like the vertex's (the last
        // member of the path), made unique.
        let mut names: Vec<String> = Vec::new();
        for l in &moved {
            let mut n = l.path.rsplit('.').next().unwrap_or("value").to_string();
            while names.contains(&n) {
                n.push('_');
            }
            names.push(n);
        }
        if !moved.is_empty() {
            text.push_str(&format!("struct {p}_primitive {{\n"));
            for (l, n) in moved.iter().zip(&names) {
                text.push_str(&format!("    {} {n} : {};\n", l.ty, l.written));
            }
            text.push_str(&format!("}};\ngroupshared {p}_primitive {p}_primitives[{primitives}];\n"));
        }
        // state: x vertices, y primitives, z vertices of the current strip,
        // w the shader's `maxvertexcount`.
        text.push_str(&format!(
            "void {p}_append({t} v) {{\n\
             uint n = {p}_state.x;\n\
             if (n >= {p}_state.w) {{ return; }}\n\
             {p}_vertices[n] = v;\n\
             {p}_state.x = n + 1u;\n\
             {p}_state.z = {p}_state.z + 1u;\n\
             if ({p}_state.z < {corners}u) {{ return; }}\n\
             uint k = {p}_state.y;\n"
        ));
        text.push_str(&match corners {
            1 => format!("{p}_indices[k] = n;\n"),
            2 => format!("{p}_indices[k] = uint2(n - 1u, n);\n"),
            _ => format!(
                "if (({p}_state.z & 1u) == 1u) {{ {p}_indices[k] = uint3(n - 2u, n - 1u, n); }}\n\
                 else {{ {p}_indices[k] = uint3(n - 1u, n - 2u, n); }}\n"
            ),
        });
        for (l, m) in moved.iter().zip(&names) {
            text.push_str(&format!("{p}_primitives[k].{m} = {p}_vertices[n - {}u].{};\n", corners - 1, l.path));
        }
        text.push_str(&format!(
            "{p}_state.y = k + 1u;\n}}\n\
             void {p}_restartStrip() {{ {p}_state.z = 0u; }}\n"
        ));
        text
    }

    /// A geometry shader: `(user function renamed, generated items)`.
    fn expand_geometry_entry(
        &mut self,
        mut fd: FunctionDecl,
        stream: &StreamType,
        stream_span: Span,
        structs: &[StructDecl],
        types: &OrdSet<String>,
    ) -> Option<(FunctionDecl, Vec<Item>)> {
        let name = fd.name.clone();
        let span = fd.name_span;
        let attr = |n: &str| fd.attributes.iter().find(|a| a.name == n).cloned();
        let mv = attr("maxvertexcount")?;
        let Some(max_vertices) = mv.args.first().and_then(|e| count(self, e)).filter(|n| *n >= 1) else {
            self.error(codes::SEM_BAD_ATTRIBUTE, "`[maxvertexcount(N)]` takes a positive integer constant", mv.span);
            return None;
        };
        if max_vertices > MAX_VERTICES {
            let msg = format!(
                "Metal's mesh functions output at most {MAX_VERTICES} vertices; `maxvertexcount` asks for {max_vertices}"
            );
            self.error(codes::METAL_RESOURCE_LIMIT, msg, mv.span);
            return None;
        }
        // (D3D allows 32 instances, which a mesh grid does not limit.)
        let instances = match attr("instance") {
            Some(a) => match a.args.first().and_then(|e| count(self, e)) {
                Some(n) if n >= 1 => n,
                _ => {
                    self.error(codes::SEM_BAD_ATTRIBUTE, "`[instance(N)]` takes a positive integer constant", a.span);
                    return None;
                }
            },
            None => 1,
        };
        // The user's parameters: per-vertex input arrays, and the system values.
        let mut members = String::new();
        let mut reads = String::new();
        let mut args = Vec::new();
        let mut per_primitive_vertices: Option<(u32, Span)> = None;
        for p in &fd.params {
            let sem = semantic(&p.decl.annotations);
            let written = p.decl.annotations.iter().find_map(|a| match a {
                Annotation::Semantic(n, _) => Some(n.clone()),
                _ => None,
            });
            if p.modifiers.inout != InOut::In {
                let msg = "a geometry shader's only output is its stream";
                self.error(codes::SEM_BAD_SEMANTIC, msg, p.span);
                return None;
            }
            if let Some(first) = p.decl.dims.first() {
                let len = first.as_ref().and_then(|e| count(self, e));
                let Some(len) = len.filter(|n| matches!(n, 1 | 2 | 3 | 4 | 6)) else {
                    let msg = "a geometry shader's input arrays hold 1 (point), 2 (line), 3 (triangle), 4 (lineadj) \
                               or 6 (triangleadj) vertices";
                    self.error(codes::SEM_BAD_SEMANTIC, msg, p.span);
                    return None;
                };
                if let Some((m, _)) = per_primitive_vertices
                    && m != len
                {
                    self.error(codes::SEM_TYPE_MISMATCH, "every input array of one primitive has one length", p.span);
                    return None;
                }
                per_primitive_vertices = Some((len, p.span));
                if p.decl.dims.len() > 1 || !p.ty.args.is_empty() {
                    let msg = "a geometry shader's per-vertex input is a named type (arrays of arrays are not \
                               supported yet)";
                    self.error(codes::SEM_UNSUPPORTED, msg, p.span);
                    return None;
                }
                let (t, n) = (&p.ty.name, &p.decl.name);
                // An empty struct has nothing to read (and no layout).
                let empty = structs.iter().any(|s| &s.name == t && s.base.is_none() && s.members.is_empty());
                if empty {
                    reads.push_str(&format!("{t} {name}_in_{n}[{len}];\n"));
                    args.push(format!("{name}_in_{n}"));
                    continue;
                }
                members.push_str(&format!("    {t} {n};\n"));
                reads.push_str(&format!(
                    "{t} {name}_in_{n}[{len}];\n\
                     for (uint {name}_k = 0u; {name}_k < {len}u; {name}_k++) {{\n\
                     {name}_in_{n}[{name}_k] = {name}_inputVertices[{name}_group.x * {len}u + {name}_k].{n};\n}}\n"
                ));
                args.push(format!("{name}_in_{n}"));
                continue;
            }
            match sem.as_deref() {
                Some("SV_PRIMITIVEID") => args.push(format!("{name}_group.x")),
                Some("SV_GSINSTANCEID") => args.push(format!("{name}_group.y")),
                Some(s) if s.starts_with("SV_") => {
                    let s = written.as_deref().unwrap_or(s);
                    let msg = format!("Metal's mesh functions, which emulate geometry shaders, have no `{s}` input");
                    self.error(codes::METAL_UNSUPPORTED, msg, p.span);
                    return None;
                }
                _ => {
                    let msg = "a geometry shader's inputs are per-vertex arrays, `SV_PrimitiveID` and \
                               `SV_GSInstanceID`";
                    self.error(codes::SEM_BAD_SEMANTIC, msg, p.span);
                    return None;
                }
            }
        }
        let m = per_primitive_vertices.map_or(1, |v| v.0);
        let input_primitive = match m {
            1 => "point",
            2 => "line",
            3 => "triangle",
            4 => "lineadj",
            _ => "triangleadj",
        };
        if fd.ret.name != "void" {
            self.error(codes::SEM_BAD_SEMANTIC, "a geometry shader returns `void`: it appends to its stream", span);
            return None;
        }
        let p = stream.prefix();
        let t = &stream.elem;
        let mut leaves = Vec::new();
        struct_leaves(structs, t, "", 0, &mut leaves);
        if !structs.iter().any(|s| &s.name == t) {
            let msg = "a stream's vertex type is a struct whose members have semantics";
            self.error(codes::SEM_BAD_SEMANTIC, msg, stream_span);
            return None;
        }
        let writes_position = leaves.iter().any(|l| l.semantic.as_deref() == Some("SV_POSITION"));
        let moved = leaves.iter().any(|l| l.semantic.as_deref().is_some_and(per_primitive));
        let primitives = max_vertices.saturating_sub(stream.corners - 1).max(1);
        let topology = stream.topology().as_str();
        let index = match stream.corners {
            1 => "uint",
            2 => "uint2",
            _ => "uint3",
        };
        let mut text = String::new();
        if !members.is_empty() {
            text.push_str(&format!(
                "struct {name}_inputVertex {{\n{members}}};\nStructuredBuffer<{name}_inputVertex> {name}_inputVertices;\n"
            ));
        }
        let vertex_ty = if writes_position {
            t.clone()
        } else {
            let msg = format!(
                "`{t}` has no `SV_Position`: this geometry shader can feed only stream output or a pipeline \
                 without rasterization; its mesh vertices get position (0, 0, 0, 0)"
            );
            self.diags.push(Diagnostic::warning(codes::DEVIATION_GEOMETRY_NO_POSITION, msg, stream_span));
            text.push_str(&format!(
                "struct {name}_meshVertex {{\n    float4 position : SV_Position;\n    {t} value;\n}};\n"
            ));
            format!("{name}_meshVertex")
        };
        text.push_str(&format!(
            "[numthreads(1, 1, 1)]\n[outputtopology(\"{topology}\")]\n\
             void {name}(uint3 {name}_group : SV_GroupID, out vertices {vertex_ty} {name}_vertices[{max_vertices}], \
             out indices {index} {name}_indices[{primitives}]"
        ));
        if moved {
            text.push_str(&format!(", out primitives {p}_primitive {name}_primitives[{primitives}]"));
        }
        text.push_str(&format!(
            ") {{\n{p}_state = uint4(0u, 0u, 0u, {max_vertices}u);\n{reads}{name}_geometry({});\n\
             uint {name}_vertexCount = min({p}_state.x, {max_vertices}u);\n\
             uint {name}_primitiveCount = min({p}_state.y, {primitives}u);\n\
             SetMeshOutputCounts({name}_vertexCount, {name}_primitiveCount);\n",
            args.join(", ")
        ));
        // A vertex with a position is staged where the mesh output reads
        // it (`Pending::staging`); one without goes into the positioned
        // mesh vertex, with the strip's indices and primitives.
        if !writes_position {
            text.push_str(&format!(
                "for (uint {name}_v = 0u; {name}_v < {name}_vertexCount; {name}_v++) {{\n\
                 {name}_vertices[{name}_v].position = float4(0.0, 0.0, 0.0, 0.0);\n\
                 {name}_vertices[{name}_v].value = {p}_vertices[{name}_v];\n}}\n\
                 for (uint {name}_p = 0u; {name}_p < {name}_primitiveCount; {name}_p++) {{\n\
                 {name}_indices[{name}_p] = {p}_indices[{name}_p];\n"
            ));
            if moved {
                text.push_str(&format!("{name}_primitives[{name}_p] = {p}_primitives[{name}_p];\n"));
            }
            text.push_str("}\n");
        }
        text.push_str("}\n");
        let items = self.generated_items(&text, span, types);
        fd.name = format!("{name}_geometry");
        fd.attributes.clear();
        self.geometry.insert(
            name.clone(),
            Pending {
                input_primitive,
                vertices_per_primitive: m,
                max_vertices,
                instances,
                topology: stream.topology(),
                input_buffer: format!("{name}_inputVertices"),
                writes_position,
                staging: writes_position.then(|| p.clone()),
            },
        );
        Some((fd, items))
    }

    /// After the generated entry point `name` was lowered as entry point
    /// `index`: record what it is.
    pub(super) fn finish_geometry(&mut self, name: &str, index: usize) {
        let Some(p) = self.geometry.get(name).cloned() else { return };
        let input_buffer = match self.globals.get(&p.input_buffer) {
            Some(super::GlobalSym::Var { handle, .. }) => Some(*handle),
            _ => None,
        };
        let g = crate::side::Geometry {
            input_primitive: p.input_primitive,
            vertices_per_primitive: p.vertices_per_primitive,
            max_vertices: p.max_vertices,
            instances: p.instances,
            topology: p.topology,
            input_buffer,
            writes_position: p.writes_position,
        };
        self.side.geometry.insert(index, g);
    }
}
