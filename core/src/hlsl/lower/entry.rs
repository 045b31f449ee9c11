//! Entry points: choosing them, inferring their stage, and turning HLSL
//! parameters and results with semantics (nested structs included) into
//! naga arguments and a result struct with bindings. User semantics take
//! naga locations in declaration order, separately for inputs and outputs;
//! varyings are linked by name, not by these locations ([`super::link`]).

use super::expr::{Storage, Val, Vk};
use super::func::{FnCtx, Local, last_member, root_name};
use super::layout::Layout;
use super::link;
use super::{GlobalSym, Lower};
use crate::diag::{Diagnostic, codes};
use crate::hlsl::ast::*;
use crate::hlsl::check::{self, Ty};
use crate::options::Stage;
use crate::ordered::{OrdSet, pair_key};
use crate::side::SemanticInfo;
use crate::source::Span;
use naga::{Binding, BuiltIn, Expression as E, Handle, Interpolation, Sampling};

/// A fragment input of the entry function being lowered, where it lands in
/// the parameter's local (`path`, member indices), for pull-model
/// interpolation (`EvaluateAttribute*`), which reads the input itself.
#[derive(Clone, Debug)]
pub struct EntryInput {
    pub function: String,
    /// The parameter's local (its `LocalVariable` expression).
    pub local: Handle<E>,
    pub path: Vec<u32>,
    /// The entry function's argument (`FunctionArgument`) and its type.
    pub arg: Handle<E>,
    pub req: Ty,
    /// The type the source declares (converted from `req`).
    pub ty: Ty,
    pub flat: bool,
    pub sample: bool,
}

fn ns(s: Span) -> naga::Span {
    if s.is_dummy() { naga::Span::UNDEFINED } else { naga::Span::new(s.start, s.end) }
}

/// One scalar/vector leaf of an entry point's inputs or outputs.
#[derive(Clone, Debug)]
pub(super) struct Leaf {
    /// Member indices from the parameter/result down to the leaf.
    pub path: Vec<u32>,
    pub ty: Ty,
    /// Empty for a leaf declared without a semantic (see [`Leaf::positional`]).
    pub semantic: String,
    /// The parameter or result with the member path, `v_uv_1`: the name of
    /// an argument or result member when the leaf has no semantic.
    pub name: String,
    pub interpolation: Vec<String>,
    pub span: Span,
}

impl Leaf {
    /// A user varying declared without a semantic. DXC refuses it; glslang
    /// and Slang give it the next location in declaration order, counted
    /// with the other user varyings of the entry point (one per array
    /// element or matrix row), and so does [`Lower::leaf_binding`]. It
    /// links by that location, `[[user(locnN)]]`, as Vulkan pairs stages.
    fn positional(&self) -> bool {
        self.semantic.is_empty()
    }

    /// How messages name the leaf: its semantic, else its name.
    fn label(&self) -> &str {
        if self.positional() { &self.name } else { &self.semantic }
    }
}

/// Where an output leaf's value comes from.
#[derive(Clone, Debug)]
enum OutSource {
    Return,
    /// The zero position of a vertex shader that writes none (see
    /// `SideInfo::void_vertex`).
    Zero,
    /// The local variable of an `out`/`inout` parameter.
    Param(Handle<E>),
}

/// How `return` in an entry point writes the outputs.
#[derive(Clone, Debug)]
pub struct EntryOut {
    leaves: Vec<(OutSource, Leaf, Ty)>,
    /// `SV_ClipDistanceN` leaves in semantic-index order, gathered into the
    /// last result member, a `float[n]` (the array naga and Metal have).
    clip: Vec<(OutSource, Leaf)>,
    clip_ty: Option<Handle<naga::Type>>,
    result: Option<Handle<naga::Type>>,
}

impl Lower<'_> {
    /// Walk function bodies for facts the types depend on: atomics,
    /// comparison-sampled textures. A texture parameter sampled with a
    /// comparison makes the textures passed for it depth textures, through
    /// any chain of calls.
    pub(super) fn scan_usage(&mut self, items: &[Item]) {
        // (caller, callee, argument index, root name of the argument): the
        // caller's own declaration, since overloads of one name declare
        // their parameters at different positions.
        let mut calls: Vec<(&FunctionDecl, &str, usize, String)> = Vec::new();
        let mut depth_roots: Vec<(&FunctionDecl, String)> = Vec::new();
        // (function, root) of every atomic operation: a root that is a
        // parameter makes the buffers passed there atomic (below).
        let mut atomic_uses: Vec<(&String, String)> = Vec::new();
        let fns: Vec<&FunctionDecl> = items
            .iter()
            .filter_map(|i| match i {
                Item::Function(fd) => Some(fd),
                Item::Template(t) => match &*t.item {
                    Item::Function(fd) => Some(fd),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        for fd in &fns {
            let Some(b) = &fd.body else { continue };
            // A local holding another name's resource (`Texture2D t = T;`)
            // stands for that name too: a comparison through the local, or
            // a helper's comparing parameter it is passed to, makes the
            // resource a depth texture (and the local, which a heap
            // element's declaration is typed by).
            let aliases = local_aliases(b);
            let texture_roots = |e: &Expr| {
                let local = root_name(e);
                let resolved = local.clone().map(|r| resolve_alias(&aliases, r)).filter(|r| Some(r) != local.as_ref());
                local.into_iter().chain(resolved)
            };
            let mut exprs = super::func::statement_exprs(b);
            while let Some(e) = exprs.pop() {
                match &e.kind {
                    ExprKind::Call { callee, args } => {
                        match callee {
                            Callee::Name(n, _) if super::intrinsics::is_interlocked(n) => {
                                if let Some(r) = args.first().and_then(root_name) {
                                    atomic_uses.push((&fd.name, r.clone()));
                                    self.atomic_roots.insert(r);
                                }
                                if self.glsl
                                    && let Some(m) = args.first().and_then(last_member)
                                {
                                    self.float_atomic_members.insert(m);
                                }
                                // `v.y` of a vector `v`: a component.
                                if self.glsl
                                    && let Some(ExprKind::Member(base, comp, _)) = args.first().map(|a| &a.kind)
                                    && matches!(
                                        comp.as_str(),
                                        "x" | "y" | "z" | "w" | "r" | "g" | "b" | "a" | "s" | "t" | "p" | "q"
                                    )
                                    && let Some(v) = last_member(base)
                                {
                                    self.atomic_vector_members.insert(v);
                                }
                            }
                            Callee::Name(n, _) => {
                                if *n != fd.name {
                                    self.called_fns.insert(n.clone());
                                }
                                let user_fn = fns.iter().any(|f| &f.name == n);
                                for (i, a) in args.iter().enumerate() {
                                    if let Some(r) = root_name(a)
                                        && user_fn
                                    {
                                        self.passed_to_functions.insert(r);
                                    }
                                    calls.extend(texture_roots(a).map(|r| (*fd, n.as_str(), i, r)));
                                }
                            }
                            Callee::Method { object, name, .. } => {
                                if let Some(r) = root_name(object)
                                    && name.starts_with("Interlocked")
                                {
                                    atomic_uses.push((&fd.name, r.clone()));
                                    self.atomic_roots.insert(r);
                                }
                                if name.starts_with("SampleCmp") || name.starts_with("GatherCmp") {
                                    depth_roots.extend(texture_roots(object).map(|r| (*fd, r)));
                                }
                                exprs.push(object);
                            }
                            Callee::Template { name, args: targs, .. }
                                if matches!(name.as_str(), "vk::RawBufferLoad" | "vk::RawBufferStore") =>
                            {
                                if let Some(TypeArg::Type(t)) = targs.first() {
                                    self.raw_buffer_types.push(t.clone());
                                }
                            }
                            _ => {}
                        }
                        exprs.extend(args.iter());
                    }
                    ExprKind::Assign(_, a, b)
                    | ExprKind::Binary(_, a, b)
                    | ExprKind::Comma(a, b)
                    | ExprKind::Index(a, b) => {
                        exprs.push(a);
                        exprs.push(b);
                    }
                    ExprKind::Ternary(a, b, c) => exprs.extend([&**a, &**b, &**c]),
                    ExprKind::Unary(_, a) | ExprKind::Cast(_, _, a) | ExprKind::Member(a, _, _) => exprs.push(a),
                    ExprKind::InitList(l) => exprs.extend(l.iter()),
                    _ => {}
                }
            }
        }
        let param_of = |fname: &str, root: &str| {
            fns.iter().filter(|f| f.name == fname).find_map(|f| f.params.iter().position(|p| p.decl.name == root))
        };
        for (fd, root) in depth_roots {
            match fd.params.iter().position(|p| p.decl.name == root) {
                Some(i) => {
                    self.depth_params.insert(pair_key(&fd.name, i));
                }
                None => {
                    self.depth_textures.insert(root);
                }
            }
        }
        let mut atomic_params: OrdSet<String> = OrdSet::new();
        for (fname, root) in &atomic_uses {
            if let Some(i) = param_of(fname, root) {
                atomic_params.insert(pair_key(fname, i));
            }
        }
        // Each round adds at least one fact, and there are finitely many.
        let mut changed = true;
        while changed {
            changed = false;
            for (caller_fd, callee, i, root) in &calls {
                let key = pair_key(callee, *i);
                let caller = caller_fd.name.as_str();
                let param = caller_fd.params.iter().position(|p| p.decl.name == *root);
                if self.depth_params.contains(&key) {
                    changed |= match param {
                        Some(j) => self.depth_params.insert(pair_key(caller, j)),
                        None => self.depth_textures.insert(root.clone()),
                    };
                }
                // Downward too: a parameter that receives a depth texture is
                // one (a helper that only samples it without comparison still
                // takes the depth texture it is passed).
                let passes_depth = match param {
                    Some(j) => self.depth_params.contains(&pair_key(caller, j)),
                    None => self.depth_textures.contains(root),
                };
                if passes_depth {
                    changed |= self.depth_params.insert(key.clone());
                }
                if atomic_params.contains(&key) {
                    changed |= match param {
                        Some(j) => atomic_params.insert(pair_key(caller, j)),
                        None => self.atomic_roots.insert(root.clone()),
                    };
                }
            }
        }
    }

    /// Pick and lower the entry points.
    pub(super) fn entry_points(&mut self, items: &[Item]) {
        let fns: Vec<&FunctionDecl> = items
            .iter()
            .filter_map(|i| match i {
                Item::Function(f) if f.body.is_some() && self.method_struct(&f.name).is_none() => Some(f),
                _ => None,
            })
            .collect();
        let chosen: Vec<&FunctionDecl> = if !self.opts.entry_points.is_empty() {
            fns.iter().copied().filter(|f| self.opts.entry_points.contains(&f.name)).collect()
        } else {
            let called = self.called_fns.clone();
            // A function other functions call is a helper, even when it carries
            // an entry-point attribute by mistake (DXC compiles only `-E`'s).
            let marked: Vec<&FunctionDecl> = fns
                .iter()
                .copied()
                .filter(|f| f.attributes.iter().any(|a| matches!(a.name.as_str(), "shader" | "numthreads")))
                .filter(|f| !called.contains(&f.name) && !self.tess.contains_key(&f.name))
                .collect();
            if !marked.is_empty() {
                // The generated hull kernels carry `[numthreads]` but are
                // chosen like the shaders they stand for.
                let tess = fns.iter().copied().filter(|f| self.tess.contains_key(&f.name));
                marked.into_iter().chain(tess).collect()
            } else {
                let io_structs: Vec<&str> = items
                    .iter()
                    .filter_map(|i| match i {
                        Item::Struct(s)
                            if s.members.iter().any(|m| {
                                m.declarators
                                    .iter()
                                    .any(|d| d.annotations.iter().any(|a| matches!(a, Annotation::Semantic(..))))
                            }) =>
                        {
                            Some(s.name.as_str())
                        }
                        _ => None,
                    })
                    .collect();
                let has_io = |f: &FunctionDecl| {
                    !f.annotations.is_empty()
                        || io_structs.contains(&f.ret.name.as_str())
                        || f.params
                            .iter()
                            .any(|p| !p.decl.annotations.is_empty() || io_structs.contains(&p.ty.name.as_str()))
                };
                fns.iter().copied().filter(|f| !called.contains(&f.name) && (f.name == "main" || has_io(f))).collect()
            }
        };
        for decl in chosen {
            self.lower_entry(decl);
        }
        self.check_links();
    }

    fn stage_of(&mut self, decl: &FunctionDecl, outputs: &[Leaf]) -> Option<Stage> {
        if let Some(p) = self.tess.get(&decl.name) {
            return Some(match p.role {
                crate::side::TessRole::Hull | crate::side::TessRole::Vertex => Stage::Compute,
                crate::side::TessRole::Domain => Stage::Vertex,
            });
        }
        if self.opts.stage == Some(Stage::Geometry) && !self.geometry.contains_key(&decl.name) {
            let msg = format!(
                "`{}` is not a geometry shader: it needs `[maxvertexcount(N)]` and an `inout` stream parameter",
                decl.name
            );
            self.error(codes::SEM_BAD_ATTRIBUTE, msg, decl.name_span);
            return None;
        }
        if matches!(self.opts.stage, Some(Stage::Hull | Stage::Domain)) {
            let msg = format!(
                "`{}` is not a {} shader: it needs `[domain(…)]`{}",
                decl.name,
                self.opts.stage.map_or("", Stage::as_str),
                if self.opts.stage == Some(Stage::Hull) { " and `[patchconstantfunc(…)]`" } else { "" }
            );
            self.error(codes::SEM_BAD_ATTRIBUTE, msg, decl.name_span);
            return None;
        }
        let mesh = self.mesh_stage_hint(decl);
        for a in &decl.attributes {
            match a.name.as_str() {
                "numthreads" => {
                    // `[shader("…")]` says which thread-group stage; else the
                    // declaration's mesh outputs or `DispatchMesh` do. A
                    // vertex or pixel target asked for (DXC's `-T vs_…`/`ps_…`)
                    // compiles the function as that stage, where DXC
                    // ignores `numthreads`.
                    return match self.shader_attr_stage(decl) {
                        Some(s) => s,
                        None if mesh.is_none()
                            && !self.glsl
                            && matches!(self.opts.stage, Some(Stage::Vertex | Stage::Fragment)) =>
                        {
                            self.opts.stage
                        }
                        None => Some(mesh.unwrap_or(Stage::Compute)),
                    };
                }
                "shader" => {
                    let s = a.args.first().map(|e| match &e.kind {
                        ExprKind::Ident(n) => n.clone(),
                        _ => String::new(),
                    });
                    let _ = s;
                }
                "domain" | "maxvertexcount" | "patchconstantfunc" | "outputcontrolpoints" => {
                    self.error(codes::METAL_STAGE, "Metal has no geometry, hull or domain stage", a.span);
                    return None;
                }
                _ => {}
            }
        }
        if let Some(s) = self.shader_attr_stage(decl) {
            return s;
        }
        if let Some(s) = mesh {
            return Some(s);
        }
        if let Some(s) = self.opts.stage {
            return Some(s);
        }
        let sems: Vec<String> = outputs.iter().map(|l| l.semantic.to_ascii_uppercase()).collect();
        if sems.iter().any(|s| s.starts_with("SV_TARGET") || s.starts_with("SV_DEPTH") || s == "SV_COVERAGE") {
            return Some(Stage::Fragment);
        }
        if sems.iter().any(|s| s == "SV_POSITION") {
            return Some(Stage::Vertex);
        }
        if let Some(s) = self.opts.file_name.as_deref().and_then(Stage::from_path) {
            return Some(s);
        }
        self.error(
            codes::SEM_STAGE_UNKNOWN,
            format!("cannot tell the stage of entry point `{}`", decl.name),
            decl.name_span,
        );
        None
    }

    /// `[[vk::builtin("PointSize")]]` on an entry point: its result is the
    /// point size (the internal semantic `leaf_binding` knows). Vulkan's
    /// other built-ins named this way have an `SV_` semantic to use instead.
    fn vk_builtin(&mut self, decl: &FunctionDecl) -> Option<(String, Span)> {
        let a = decl.attributes.iter().find(|a| a.name == "vk::builtin")?;
        let name = a.args.first().and_then(|e| match &e.kind {
            ExprKind::Ident(n) => Some(n.trim_matches('"').to_string()),
            _ => None,
        });
        if name.as_deref() == Some("PointSize") {
            return Some(("__POINTSIZE".into(), a.span));
        }
        let msg = format!("`vk::builtin({})` is not supported here", name.as_deref().unwrap_or("…"));
        self.error(codes::SEM_BAD_SEMANTIC, msg, a.span);
        None
    }

    /// `[shader("…")]` → stage (the outer `None` when absent).
    /// `[RootSignature("…")]`: parsed for the `msc` binding model (a
    /// problem in it is OSH3018 at the attribute); the other models bind
    /// without it and leave it unread.
    fn root_signature(&mut self, decl: &FunctionDecl, index: usize) {
        if self.opts.binding_model != crate::options::BindingModel::Msc {
            return;
        }
        let Some(a) = decl.attributes.iter().find(|a| a.name == "rootsignature") else { return };
        let text = match a.args.first().map(|e| &e.kind) {
            Some(ExprKind::Ident(t)) if t.starts_with('"') => t.trim_start_matches('"').trim_end_matches('"'),
            _ => {
                self.error(
                    codes::SEM_BAD_ATTRIBUTE,
                    "`[RootSignature(…)]` takes the root signature as a string",
                    a.span,
                );
                return;
            }
        };
        match crate::hlsl::rootsig::parse(text) {
            Ok(rs) => {
                self.side.root_signatures.insert(index, (rs, a.span));
            }
            Err(e) => self.error(codes::SEM_BAD_ATTRIBUTE, format!("bad root signature: {e}"), a.span),
        }
    }

    fn shader_attr_stage(&mut self, decl: &FunctionDecl) -> Option<Option<Stage>> {
        let a = decl.attributes.iter().find(|a| a.name == "shader")?;
        // The parser keeps string arguments as identifiers of their text.
        let text = a.args.first().map(|e| match &e.kind {
            ExprKind::Ident(n) => n.trim_matches('"').to_ascii_lowercase(),
            _ => String::new(),
        });
        Some(match text.as_deref() {
            Some("vertex") => Some(Stage::Vertex),
            Some("pixel") | Some("fragment") => Some(Stage::Fragment),
            Some("compute") => Some(Stage::Compute),
            Some("mesh") => Some(Stage::Mesh),
            Some("amplification") => Some(Stage::Amplification),
            Some("geometry" | "hull" | "domain") => {
                self.error(codes::METAL_STAGE, "Metal has no such shader stage", a.span);
                None
            }
            _ => {
                self.error(codes::SEM_BAD_ATTRIBUTE, "unknown stage in `[shader(…)]`", a.span);
                None
            }
        })
    }

    /// Leaves of an I/O type: structs recurse, arrays and matrices with a
    /// user semantic or none take one leaf per element or row, everything
    /// else is one leaf. `name` is the parameter's or result's (members and
    /// elements append `_member`, `_k`).
    #[allow(clippy::too_many_arguments)]
    fn io_leaves(
        &mut self,
        ty: &Ty,
        semantic: Option<&(String, Span)>,
        interp: &[String],
        path: Vec<u32>,
        span: Span,
        name: &str,
        out: &mut Vec<Leaf>,
        depth: u32,
    ) {
        if depth > 16 {
            return;
        }
        if let Ty::Struct(i) = ty {
            let Some(def) = self.structs.get(*i).cloned() else { return };
            for (k, m) in def.members.iter().enumerate() {
                let mut p = path.clone();
                p.push(k as u32);
                let member = format!("{name}_{}", m.name);
                self.io_leaves(&m.ty, m.semantic.as_ref(), &m.interpolation, p, m.span, &member, out, depth + 1);
            }
            return;
        }
        // A user-semantic array or matrix takes one semantic index (and one
        // location) per element or row: `float3 c[2] : TEXCOORD2` is
        // TEXCOORD2 and TEXCOORD3; `float4x4 m : MATRIX0` is MATRIX0..3.
        if semantic.is_none_or(|(s, _)| !s.to_ascii_uppercase().starts_with("SV_") && !s.starts_with("__")) {
            let rows = match ty {
                Ty::Array(e, n) => Some(((**e).clone(), *n)),
                Ty::Matrix(sc, r, c) => Some((Ty::Vector(*sc, *c), u32::from(*r))),
                _ => None,
            };
            if let Some((elem, n)) = rows {
                let per = match &elem {
                    Ty::Matrix(_, r, _) => u32::from(*r),
                    _ => 1,
                };
                for k in 0..n.min(32) {
                    let mut p = path.clone();
                    p.push(k);
                    let sem = semantic.map(|(s, sp)| {
                        let (base, first) = split_semantic(s);
                        (format!("{base}{}", first.unwrap_or(0) + k * per), *sp)
                    });
                    let element = format!("{name}_{k}");
                    self.io_leaves(&elem, sem.as_ref(), interp, p, span, &element, out, depth + 1);
                }
                return;
            }
        }
        let (semantic, span) = match semantic {
            Some((s, sp)) => (s.clone(), *sp),
            // GLSL varyings link by name or location, which the GLSL
            // front-end gives every leaf it can (it spreads structs over
            // locations member by member); a leaf it could not (a struct
            // whose member arrays have no literal size) has no position of
            // its own here, since its location is not counted from zero.
            None if self.glsl => {
                let msg =
                    "this stage input or output has no location (a struct member array needs a literal size here)";
                self.error(codes::SEM_BAD_SEMANTIC, msg, span);
                return;
            }
            None => (String::new(), span),
        };
        out.push(Leaf { path, ty: ty.clone(), semantic, name: name.to_string(), interpolation: interp.to_vec(), span })
    }

    /// The leaves of an output struct of a mesh shader.
    pub(super) fn entry_leaves(&mut self, ty: &Ty, span: Span) -> Vec<Leaf> {
        let mut out = Vec::new();
        self.io_leaves(ty, None, &[], Vec::new(), span, "", &mut out, 0);
        out
    }

    pub(super) fn entry_leaf_name(&self, ty: &Ty, path: &[u32]) -> Option<String> {
        self.leaf_member_name(ty, path)
    }

    /// The name of the struct member a leaf path ends at (GLSL's variable
    /// name: the generated I/O structs add a trailing `_`).
    fn leaf_member_name(&self, ty: &Ty, path: &[u32]) -> Option<String> {
        let mut t = ty.clone();
        let mut name = None;
        for &k in path {
            t = match t {
                Ty::Struct(i) => {
                    let m = self.structs.get(i)?.members.get(k as usize)?;
                    name = Some(m.name.trim_end_matches('_').to_string());
                    m.ty.clone()
                }
                Ty::Array(e, _) => {
                    name = name.map(|n| format!("{n}_{k}"));
                    *e
                }
                Ty::Matrix(s, _, c) => {
                    name = name.map(|n| format!("{n}_{k}"));
                    Ty::Vector(s, c)
                }
                _ => return None,
            };
        }
        name.filter(|n| !n.is_empty())
    }

    /// The naga binding and the type naga requires for a leaf.
    /// With it, the name a varying links by (see [`link`]).
    fn leaf_binding(
        &mut self,
        leaf: &Leaf,
        stage: Stage,
        output: bool,
        next_loc: &mut u32,
    ) -> Option<(Binding, Ty, Option<String>)> {
        let mut link_out = None;
        let upper = leaf.semantic.to_ascii_uppercase();
        let u3 = Ty::Vector(check::UINT, 3);
        let u = Ty::Scalar(check::UINT);
        let f4 = Ty::Vector(check::FLOAT, 4);
        let b = |bi: BuiltIn, t: Ty| Some((Binding::BuiltIn(bi), t));
        let (base, index) = split_semantic(&upper);
        // Metal's position output is a `float4`; a narrower value has no defined
        // `w` (or `z`) to widen it with, so it is refused, not padded.
        if output && base == "SV_POSITION" && !matches!(leaf.ty, Ty::Vector(_, 4) | Ty::Error) {
            let msg = format!("`SV_Position` must be a 4-component vector, not `{}`", self.ty_name(&leaf.ty));
            self.error(codes::SEM_TYPE_MISMATCH, msg, leaf.span);
            return None;
        }
        let allowed = match (base, stage, output) {
            ("SV_POSITION", Stage::Vertex, true) => b(BuiltIn::Position { invariant: false }, f4),
            ("SV_POSITION", Stage::Fragment, false) => b(BuiltIn::Position { invariant: false }, f4),
            ("SV_TARGET", Stage::Fragment, true) => {
                let loc = index.unwrap_or(0);
                let ty = if leaf.ty.scalar() == Some(check::BOOL) { Ty::Error } else { leaf.ty.clone() };
                Some((
                    Binding::Location {
                        location: loc,
                        interpolation: None,
                        sampling: None,
                        blend_src: None,
                        per_primitive: false,
                    },
                    ty,
                ))
            }
            // Generated by the GLSL front-end for `layout(location = 0, index = i)`:
            // the two inputs of dual-source blending, `[[color(0), index(i)]]`.
            ("__BLENDSRC", Stage::Fragment, true) => Some((
                Binding::Location {
                    location: 0,
                    interpolation: None,
                    sampling: None,
                    blend_src: Some(index.unwrap_or(0)),
                    per_primitive: false,
                },
                leaf.ty.clone(),
            )),
            ("SV_DEPTH" | "SV_DEPTHGREATEREQUAL" | "SV_DEPTHLESSEQUAL", Stage::Fragment, true) => {
                b(BuiltIn::FragDepth, Ty::Scalar(check::FLOAT))
            }
            ("SV_PRIMITIVEID", Stage::Fragment, false) => b(BuiltIn::PrimitiveIndex, u),
            ("SV_BARYCENTRICS", Stage::Fragment, false) => {
                let perspective = !leaf.interpolation.iter().any(|m| m == "noperspective");
                b(BuiltIn::Barycentric { perspective }, Ty::Vector(check::FLOAT, 3))
            }
            // naga has no built-in for these: a location out of the user's
            // range carries them, and the writer spells them by semantic
            // (`msl::raise::io::system_value_attribute`).
            ("SV_RENDERTARGETARRAYINDEX" | "SV_VIEWPORTARRAYINDEX", Stage::Vertex, true)
            | ("SV_RENDERTARGETARRAYINDEX" | "SV_VIEWPORTARRAYINDEX", Stage::Fragment, false)
            | ("SV_STENCILREF", Stage::Fragment, true) => {
                let location = SYSTEM_VALUE_LOCATION
                    + match base {
                        "SV_RENDERTARGETARRAYINDEX" => 0,
                        "SV_VIEWPORTARRAYINDEX" => 1,
                        _ => 2,
                    };
                let varying = (stage == Stage::Fragment) != output;
                let interpolation = varying.then_some(Interpolation::Flat);
                let binding = Binding::Location {
                    location,
                    interpolation,
                    sampling: None,
                    blend_src: None,
                    per_primitive: false,
                };
                Some((binding, u))
            }
            // A domain shader's inputs (see `tess`): spelled `[[position_in_patch]]`
            // and `[[patch_id]]` by the writer.
            ("SV_DOMAINLOCATION" | "SV_PRIMITIVEID", Stage::Vertex, false) if self.in_domain => {
                let location = SYSTEM_VALUE_LOCATION + if base == "SV_PRIMITIVEID" { 4 } else { 3 };
                let ty = if base == "SV_PRIMITIVEID" { u } else { leaf.ty.clone() };
                let binding = Binding::Location {
                    location,
                    interpolation: None,
                    sampling: None,
                    blend_src: None,
                    per_primitive: false,
                };
                Some((binding, ty))
            }
            ("SV_STARTVERTEXLOCATION", Stage::Vertex, false) => b(BuiltIn::BaseVertex, u),
            ("SV_STARTINSTANCELOCATION", Stage::Vertex, false) => b(BuiltIn::BaseInstance, u),
            ("SV_COVERAGE", Stage::Fragment, _) => b(BuiltIn::SampleMask, u),
            ("SV_VERTEXID", Stage::Vertex, false) => b(BuiltIn::VertexIndex, u),
            ("SV_INSTANCEID", Stage::Vertex, false) => b(BuiltIn::InstanceIndex, u),
            ("SV_ISFRONTFACE", Stage::Fragment, false) => b(BuiltIn::FrontFacing, Ty::Scalar(check::BOOL)),
            ("SV_SAMPLEINDEX", Stage::Fragment, false) => b(BuiltIn::SampleIndex, u),
            ("SV_DISPATCHTHREADID", Stage::Compute, false) => b(BuiltIn::GlobalInvocationId, u3),
            ("SV_GROUPTHREADID", Stage::Compute, false) => b(BuiltIn::LocalInvocationId, u3),
            ("SV_GROUPID", Stage::Compute, false) => b(BuiltIn::WorkGroupId, u3),
            ("SV_GROUPINDEX", Stage::Compute, false) => b(BuiltIn::LocalInvocationIndex, u),
            // Generated by the GLSL front-end for `gl_NumWorkGroups`, which HLSL lacks.
            ("__NUMWORKGROUPS", Stage::Compute, false) => b(BuiltIn::NumWorkGroups, u3),
            ("__VIEWINDEX", Stage::Vertex | Stage::Fragment, false) => b(BuiltIn::ViewIndex, u),
            // D3D's view instancing: Metal's vertex amplification id, as
            // GLSL's `gl_ViewIndex` (the host's contract in OSH5230).
            ("SV_VIEWID", Stage::Vertex | Stage::Fragment, false) => {
                let d = Diagnostic::warning(
                    codes::DEVIATION_VIEW_INDEX,
                    "`SV_ViewID` is Metal's vertex amplification id: it counts the views from 0",
                    leaf.span,
                )
                .with_note(
                    "draw with vertex amplification, one amplification per view (view instancing's view \
                     indices map to amplification ids 0, 1, …)",
                );
                self.diags.push(d);
                b(BuiltIn::ViewIndex, u)
            }
            ("__POINTSIZE", Stage::Vertex, true) => b(BuiltIn::PointSize, Ty::Scalar(check::FLOAT)),
            ("__POINTCOORD", Stage::Fragment, false) => b(BuiltIn::PointCoord, Ty::Vector(check::FLOAT, 2)),
            ("SV_CULLDISTANCE", _, _) => {
                self.error(codes::METAL_CULL_DISTANCE, "Metal has no cull distances", leaf.span);
                return None;
            }
            // D3D system values where D3D has them, which Metal lacks.
            ("SV_SHADINGRATE", Stage::Vertex, true) | ("SV_SHADINGRATE", Stage::Fragment, false) => {
                let msg = format!(
                    "`{}`: Metal has no per-vertex or per-primitive shading rate (its variable rasterization rate \
                     is a rate map the host sets for the render pass)",
                    leaf.semantic
                );
                self.error(codes::METAL_UNSUPPORTED, msg, leaf.span);
                return None;
            }
            ("SV_INNERCOVERAGE", Stage::Fragment, false) => {
                let msg = format!(
                    "`{}`: Metal has no inner-coverage input (D3D's conservative rasterization tier 3)",
                    leaf.semantic
                );
                self.error(codes::METAL_UNSUPPORTED, msg, leaf.span);
                return None;
            }
            // D3D reads these as ordinary values where they are not the
            // system's: a vertex input `SV_Position` (or render-target or
            // viewport index) is a vertex attribute,
            // `SV_InstanceID`/`SV_VertexID` a pixel shader reads are what the
            // vertex shader passed on.
            (s, _, _) if s.starts_with("SV_") && !user_value(s, stage, output) => {
                self.error(
                    codes::SEM_BAD_SEMANTIC,
                    format!(
                        "`{}` is not supported as this stage's {}",
                        leaf.semantic,
                        if output { "output" } else { "input" }
                    ),
                    leaf.span,
                );
                return None;
            }
            _ if leaf.positional() && stage == Stage::Compute => {
                let msg = format!(
                    "compute input `{}` needs a semantic: `SV_DispatchThreadID`, `SV_GroupThreadID`, `SV_GroupID` \
                     or `SV_GroupIndex`",
                    leaf.name
                );
                self.error(codes::SEM_BAD_SEMANTIC, msg, leaf.span);
                return None;
            }
            _ => {
                // `__LOCATIONn` and `__VARYING_name_n` (generated by the GLSL
                // front-end) carry their location; HLSL semantics take the
                // next one (naga needs distinct locations; Metal links the
                // varyings by `link::link_name`, not by these).
                let loc = match (split_semantic(&upper), link::glsl_varying_location(&leaf.semantic)) {
                    (("__LOCATION", Some(n)), _) | (_, Some(n)) => n,
                    _ => {
                        *next_loc += 1;
                        *next_loc - 1
                    }
                };
                let int = leaf.ty.scalar().is_some_and(|s| !check::is_float(s));
                let varying = (stage == Stage::Vertex && output) || (stage == Stage::Fragment && !output);
                link_out = match varying {
                    false => None,
                    true if leaf.positional() => Some(format!("locn{loc}")),
                    true => link::link_name(&leaf.semantic, &upper, base, index),
                };
                let (interpolation, sampling) = if !varying {
                    (None, None)
                } else if int || leaf.interpolation.iter().any(|m| m == "nointerpolation") {
                    (Some(Interpolation::Flat), None)
                } else {
                    let i = if leaf.interpolation.iter().any(|m| m == "noperspective") {
                        Interpolation::Linear
                    } else {
                        Interpolation::Perspective
                    };
                    let s = if leaf.interpolation.iter().any(|m| m == "centroid") {
                        Sampling::Centroid
                    } else if leaf.interpolation.iter().any(|m| m == "sample") {
                        Sampling::Sample
                    } else {
                        Sampling::Center
                    };
                    (Some(i), Some(s))
                };
                // naga and Metal have no bool stage variables: a bool vertex
                // input or varying travels as a `uint` of its shape (0 or 1,
                // flat), as DXC's SPIR-V does, and converts at the entry point.
                let ty = leaf.ty.with_scalar(match leaf.ty.scalar() {
                    Some(s) if s == check::BOOL => check::UINT,
                    _ => leaf.ty.scalar().unwrap_or(check::FLOAT),
                });
                Some((
                    Binding::Location { location: loc, interpolation, sampling, blend_src: None, per_primitive: false },
                    ty,
                ))
            }
        };
        match allowed {
            Some((_, Ty::Error)) | None => {
                if allowed.is_some() {
                    let what = if output { "output" } else { "input" };
                    let msg = format!("`{}` cannot be a bool: a stage {what} is a number", leaf.label());
                    self.error(codes::SEM_BAD_SEMANTIC, msg, leaf.span);
                }
                None
            }
            Some((binding, ty)) => Some((binding, ty, link_out)),
        }
    }

    /// The statics whose initializers are not constants (a cbuffer read,
    /// a call, another static), initialized at the entry point's start in
    /// declaration order, before its body runs (DXC's order).
    fn init_runtime_statics(&mut self, f: &mut FnCtx) {
        let inits = self.runtime_statics.clone();
        for (g, ty, e, name) in &inits {
            let sp = ns(e.span);
            let Some(v) = self.in_scope_of(name, |l| l.initializer(f, e, ty)) else { continue };
            let p = f.f.expr(E::GlobalVariable(*g), sp);
            f.f.store(p, v, sp);
        }
    }

    fn lower_entry(&mut self, decl: &FunctionDecl) {
        let Some(body) = &decl.body else { return };
        const OTHER_STAGES: &[&str] =
            &["domain", "maxvertexcount", "patchconstantfunc", "outputcontrolpoints", "outputvertices"];
        if let Some(a) = decl.attributes.iter().find(|a| OTHER_STAGES.contains(&a.name.as_str())) {
            self.error(codes::METAL_STAGE, "Metal has no geometry, hull or domain stage", a.span);
            return;
        }
        let ret = self.resolve_type(&decl.ret);
        // Outputs first (stage inference needs them).
        let mut out_leaves: Vec<(Option<usize>, Leaf)> = Vec::new();
        if ret != Ty::Void && !ret.is_error() {
            let sem = decl.annotations.iter().find_map(|a| match a {
                Annotation::Semantic(n, s) => Some((n.clone(), *s)),
                _ => None,
            });
            let sem = sem.or_else(|| self.vk_builtin(decl));
            let mut v = Vec::new();
            self.io_leaves(&ret, sem.as_ref(), &[], Vec::new(), decl.name_span, "result", &mut v, 0);
            out_leaves.extend(v.into_iter().map(|l| (None, l)));
        }
        let mut param_tys = Vec::new();
        for (k, p) in decl.params.iter().enumerate() {
            let mut ty = self.resolve_type(&p.ty);
            for d in p.decl.dims.iter().rev() {
                ty = self.array_of(ty, d.as_ref(), p.decl.name_span);
            }
            param_tys.push(ty.clone());
            if p.modifiers.inout != InOut::In && p.modifiers.mesh.is_none() {
                let sem = p.decl.annotations.iter().find_map(|a| match a {
                    Annotation::Semantic(n, s) => Some((n.clone(), *s)),
                    _ => None,
                });
                let mut v = Vec::new();
                let (interp, name) = (&p.modifiers.interpolation, &p.decl.name);
                self.io_leaves(&ty, sem.as_ref(), interp, Vec::new(), p.span, name, &mut v, 0);
                out_leaves.extend(v.into_iter().map(|l| (Some(k), l)));
            }
        }
        let leaves_only: Vec<Leaf> = out_leaves.iter().map(|(_, l)| l.clone()).collect();
        let Some(stage) = self.stage_of(decl, &leaves_only) else { return };
        self.in_domain = self.tess.get(&decl.name).is_some_and(|p| p.role == crate::side::TessRole::Domain);
        let mesh_stage = matches!(stage, Stage::Mesh | Stage::Amplification);
        // Mesh and object functions read the thread-group built-ins of a kernel.
        let io_stage = if mesh_stage { Stage::Compute } else { stage };
        let mut void_vertex = false;
        if stage == Stage::Vertex && !leaves_only.iter().any(|l| l.semantic.eq_ignore_ascii_case("SV_Position")) {
            // Such a vertex shader feeds a geometry or tessellation stage, or
            // only writes buffers. MSL requires the position in a vertex
            // function's result, unless the result is void (a pipeline with
            // rasterization off): keep the function, without its outputs.
            if !out_leaves.is_empty() {
                self.warn(
                    codes::DEVIATION_VERTEX_NO_POSITION,
                    format!(
                        "vertex shader `{}` writes no `SV_Position`: it becomes a `void` vertex function \
                         (rasterization off) and its outputs are left out",
                        decl.name
                    ),
                    decl.name_span,
                );
            }
            out_leaves.clear();
            let span = decl.name_span;
            let position = Leaf {
                path: Vec::new(),
                ty: Ty::Vector(check::FLOAT, 4),
                semantic: "SV_Position".into(),
                name: "position".into(),
                interpolation: Vec::new(),
                span,
            };
            out_leaves.push((None, position));
            void_vertex = true;
        }
        let ep_index = self.b.module.entry_points.len();
        if void_vertex {
            self.side.void_vertex.insert(ep_index);
        }
        let mut f = FnCtx::new(&decl.name, ret.clone());
        f.precise = self.precise_signature(decl, &param_tys, &ret);
        // Inputs.
        let mut next_in = 0;
        let mut seen_in = Vec::new();
        for (k, p) in decl.params.iter().enumerate() {
            let Some(ty) = param_tys.get(k).cloned() else { continue };
            if ty.is_error() || p.modifiers.mesh.is_some() {
                continue;
            }
            let psp = ns(p.decl.name_span);
            let nty = self.naga_ty(&ty, Layout::Natural, false);
            let local = f.f.local(&p.decl.name, nty, psp);
            if p.modifiers.inout != InOut::Out {
                let sem = p.decl.annotations.iter().find_map(|a| match a {
                    Annotation::Semantic(n, s) => Some((n.clone(), *s)),
                    _ => None,
                });
                let mut leaves = Vec::new();
                let (interp, name) = (&p.modifiers.interpolation, &p.decl.name);
                self.io_leaves(&ty, sem.as_ref(), interp, Vec::new(), p.span, name, &mut leaves, 0);
                let mut values = Vec::new();
                for leaf in &leaves {
                    let base = split_semantic(&leaf.semantic.to_ascii_uppercase()).0.to_string();
                    if stage == Stage::Fragment && matches!(base.as_str(), "SV_CLIPDISTANCE" | "SV_CULLDISTANCE") {
                        // A struct shared with the vertex stage often carries them.
                        let msg = format!("Metal fragment functions cannot read `{}`; it reads as zero", leaf.semantic);
                        self.warn(codes::DEVIATION_FRAGMENT_CLIP_INPUT, msg, leaf.span);
                        let zty = self.naga_ty(&leaf.ty, Layout::Natural, false);
                        values.push((leaf.path.clone(), f.f.expr(E::ZeroValue(zty), psp)));
                        continue;
                    }
                    // (The GLSL front-end's `gl_NumWorkGroups` is one too.)
                    if mesh_stage && !base.starts_with("SV_") && base != "__NUMWORKGROUPS" {
                        let what = if stage == Stage::Mesh { "a mesh" } else { "an amplification" };
                        let msg = format!("{what} shader's inputs are system values; `{}` is not one", leaf.semantic);
                        self.error(codes::SEM_BAD_SEMANTIC, msg, leaf.span);
                        continue;
                    }
                    let Some((binding, req, link)) = self.leaf_binding(leaf, io_stage, false, &mut next_in) else {
                        continue;
                    };
                    if !self.claim(&mut seen_in, &binding, leaf, "input") {
                        continue;
                    }
                    self.note_varying(&link, &decl.name, stage, false, &req, leaf.span);
                    let rty = self.naga_ty(&req, Layout::Natural, false);
                    let glsl_name = if self.glsl { self.leaf_member_name(&ty, &leaf.path) } else { None };
                    let arg_name = match glsl_name {
                        Some(n) => n,
                        None if leaf.path.is_empty() => p.decl.name.clone(),
                        None if leaf.positional() => leaf.name.clone(),
                        None => format!("{}_{}", p.decl.name, leaf.semantic),
                    };
                    let system =
                        matches!(binding, Binding::Location { location, .. } if location >= SYSTEM_VALUE_LOCATION);
                    let idx = f.f.arg(&arg_name, rty, Some(binding.clone()));
                    let semantic = ((!self.glsl && !leaf.positional()) || system).then(|| leaf.semantic.clone());
                    self.side.semantics.insert((ep_index, None, idx), SemanticInfo { semantic, link });
                    let h = f.f.expr(E::FunctionArgument(idx), psp);
                    if stage == Stage::Fragment
                        && let Binding::Location { interpolation, sampling, .. } = binding
                    {
                        self.entry_inputs.push(EntryInput {
                            function: decl.name.clone(),
                            local,
                            path: leaf.path.clone(),
                            arg: h,
                            req: req.clone(),
                            ty: leaf.ty.clone(),
                            flat: interpolation == Some(Interpolation::Flat),
                            sample: sampling == Some(Sampling::Sample),
                        });
                    }
                    let v = Val::value(h, req.clone(), leaf.span);
                    let conv = if check::conversion_cost(&req, &leaf.ty).is_some() {
                        self.rv(&mut f, &v).map(|h| self.convert_h(&mut f, h, &req, &leaf.ty, psp))
                    } else {
                        self.error(
                            codes::SEM_BAD_SEMANTIC,
                            format!("`{}` cannot have type `{}`", leaf.label(), self.ty_name(&leaf.ty)),
                            leaf.span,
                        );
                        None
                    };
                    if let Some(c) = conv {
                        values.push((leaf.path.clone(), c));
                    }
                }
                if values.len() == leaves.len()
                    && let Some(h) = self.compose_io(&mut f, &ty, &values, &[], psp)
                {
                    f.f.store(local, h, psp);
                }
            }
            f.declare(&p.decl.name, Local { kind: Vk::Ptr(local, Storage::Plain), ty, constant: None });
        }
        // Outputs.
        let mut next_out = 0;
        let targets: Vec<u32> = match stage {
            Stage::Fragment => out_leaves
                .iter()
                .filter_map(|(_, l)| match split_semantic(&l.semantic.to_ascii_uppercase()) {
                    ("SV_TARGET", index) => Some(index.unwrap_or(0)),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        };
        let mut seen_out = Vec::new();
        let mut leaves = Vec::new();
        let mut members = Vec::new();
        let mut offset = 0;
        let mut clip = Vec::new();
        let mut links = Vec::new();
        for (src, leaf) in &out_leaves {
            let source = match src {
                None if void_vertex => OutSource::Zero,
                None => OutSource::Return,
                Some(k) => {
                    let name = decl.params.get(*k).map(|p| p.decl.name.clone()).unwrap_or_default();
                    match f.lookup(&name) {
                        Some(Local { kind: Vk::Ptr(h, _), .. }) => OutSource::Param(*h),
                        _ => continue,
                    }
                }
            };
            if stage == Stage::Vertex && split_semantic(&leaf.semantic.to_ascii_uppercase()).0 == "SV_CLIPDISTANCE" {
                clip.push((source, leaf.clone()));
                continue;
            }
            // A fragment output without a semantic takes the next color
            // attachment no `SV_TargetN` of the entry point names.
            while leaf.positional() && targets.contains(&next_out) {
                next_out += 1;
            }
            let Some((binding, req, link)) = self.leaf_binding(leaf, stage, true, &mut next_out) else { continue };
            if !self.claim(&mut seen_out, &binding, leaf, "output") {
                continue;
            }
            self.note_varying(&link, &decl.name, stage, true, &req, leaf.span);
            let ty = self.naga_ty(&req, Layout::Natural, false);
            // GLSL outputs keep the variable's name; HLSL ones take the semantic's.
            let src_ty = match src {
                None => Some(ret.clone()),
                Some(k) => param_tys.get(*k).cloned(),
            };
            let base = match (&src_ty, self.glsl) {
                (Some(t), true) => self.leaf_member_name(t, &leaf.path).unwrap_or_else(|| leaf.semantic.clone()),
                _ => leaf.label().to_string(),
            };
            let name = format!(
                "{}{}",
                base,
                if members.iter().any(|m: &naga::StructMember| m.name.as_deref() == Some(base.as_str())) {
                    "_"
                } else {
                    ""
                }
            );
            members.push(naga::StructMember { name: Some(name), ty, binding: Some(binding), offset });
            offset += 16;
            leaves.push((source, leaf.clone(), req));
            links.push(link);
        }
        let clip_ty = self.clip_distances(&mut clip);
        if let Some(ty) = clip_ty {
            let binding = Some(Binding::BuiltIn(BuiltIn::ClipDistances));
            members.push(naga::StructMember { name: Some("SV_ClipDistance".into()), ty, binding, offset });
            offset += 32;
        }
        let systems: Vec<bool> = members
            .iter()
            .map(|m| matches!(m.binding, Some(Binding::Location { location, .. }) if location >= SYSTEM_VALUE_LOCATION))
            .collect();
        let result = if members.is_empty() {
            None
        } else {
            let rty = self.b.named_ty(
                &format!("{}Output", decl.name),
                naga::TypeInner::Struct { members, span: offset },
                ns(decl.span),
            );
            f.f.set_result(rty, None);
            for (i, ((_, leaf, _), link)) in leaves.iter().zip(links).enumerate() {
                // A system value naga has no built-in for is named by its
                // semantic in every dialect (see `leaf_binding`), as inputs are.
                let system = systems.get(i).copied().unwrap_or(false);
                let semantic = ((!self.glsl && !leaf.positional()) || system).then(|| leaf.semantic.clone());
                self.side.semantics.insert((ep_index, Some(rty), i as u32), SemanticInfo { semantic, link });
            }
            if clip_ty.is_some() {
                let info = SemanticInfo { semantic: Some("SV_ClipDistance".to_string()), link: None };
                self.side.semantics.insert((ep_index, Some(rty), leaves.len() as u32), info);
            }
            Some(rty)
        };
        // `SV_DepthGreaterEqual`/`SV_DepthLessEqual`: Metal's `depth(greater)`/`depth(less)`.
        let conservative =
            leaves.iter().find_map(|(_, l, _)| match split_semantic(&l.semantic.to_ascii_uppercase()).0 {
                "SV_DEPTHGREATEREQUAL" => Some(naga::ConservativeDepth::GreaterEqual),
                "SV_DEPTHLESSEQUAL" => Some(naga::ConservativeDepth::LessEqual),
                _ => None,
            });
        f.entry = Some(EntryOut { leaves, clip, clip_ty, result });
        self.init_runtime_statics(&mut f);
        if mesh_stage {
            if ret != Ty::Void {
                let what = if stage == Stage::Mesh { "a mesh" } else { "an amplification" };
                let msg = format!("{what} shader returns nothing (`void`)");
                self.error(codes::SEM_BAD_SEMANTIC, msg, decl.name_span);
            }
            self.mesh_entry_body(&mut f, decl, body, &param_tys, stage, ep_index);
        } else {
            self.block(&mut f, body);
        }
        self.finish_body(&mut f, &ret, body.span);
        let workgroup_size =
            if stage == Stage::Compute || mesh_stage { self.numthreads(decl, stage, ep_index) } else { [0; 3] };
        // Generated by the GLSL front-end for `layout(post_depth_coverage) in;`.
        if stage == Stage::Fragment && decl.attributes.iter().any(|a| a.name == "glsl::post_depth_coverage") {
            self.side.post_depth_coverage.insert(self.side.entry_spans.len());
        }
        let early_depth_test = if decl.attributes.iter().any(|a| a.name == "earlydepthstencil") {
            Some(naga::EarlyDepthTest::Force)
        } else {
            conservative.map(|conservative| naga::EarlyDepthTest::Allow { conservative })
        };
        let function = f.f.finish();
        self.root_signature(decl, self.side.entry_spans.len());
        self.side.entry_spans.push(decl.name_span);
        self.b.module.entry_points.push(naga::EntryPoint {
            name: decl.name.clone(),
            // The IR of a mesh or object function is a kernel's (see `mesh`).
            stage: if mesh_stage { naga::ShaderStage::Compute } else { stage.to_naga() },
            early_depth_test,
            workgroup_size,
            workgroup_size_overrides: None,
            function,
            mesh_info: None,
            task_payload: None,
            incoming_ray_payload: None,
        });
        self.finish_precise(f.precise, crate::side::FunctionRef::Entry(ep_index));
        self.finish_tessellation(&decl.name, ep_index);
        self.finish_geometry(&decl.name, ep_index);
        self.in_domain = false;
    }

    /// Take `binding` for `leaf` among the inputs or outputs `seen` of one
    /// entry point: `false` (after an error with both semantics) when
    /// another leaf has it, as `SV_Target` beside `SV_Target0` (naga and
    /// Metal need one member per location and built-in).
    fn claim(&mut self, seen: &mut Vec<(Binding, Span)>, binding: &Binding, leaf: &Leaf, what: &str) -> bool {
        let same = |a: &Binding| match (a, binding) {
            (
                Binding::Location { location: l1, blend_src: b1, .. },
                Binding::Location { location: l2, blend_src: b2, .. },
            ) => l1 == l2 && b1 == b2,
            (Binding::BuiltIn(x), Binding::BuiltIn(y)) => std::mem::discriminant(x) == std::mem::discriminant(y),
            _ => false,
        };
        if let Some(&(_, first)) = seen.iter().find(|(b, _)| same(b)) {
            let msg = format!("`{}` names the same {what} as an earlier semantic of this entry point", leaf.label());
            self.diags.push(Diagnostic::error(codes::SEM_BAD_SEMANTIC, msg, leaf.span).with_label(first, "first here"));
            return false;
        }
        seen.push((binding.clone(), leaf.span));
        true
    }

    /// Build a value of `ty` from leaf values keyed by path.
    fn compose_io(
        &mut self,
        f: &mut FnCtx,
        ty: &Ty,
        values: &[(Vec<u32>, Handle<E>)],
        prefix: &[u32],
        sp: naga::Span,
    ) -> Option<Handle<E>> {
        if let Some((_, h)) = values.iter().find(|(p, _)| p.as_slice() == prefix) {
            return Some(*h);
        }
        let (elem, n) = match ty {
            Ty::Array(e, n) => ((**e).clone(), *n),
            Ty::Matrix(s, r, c) => (Ty::Vector(*s, *c), u32::from(*r)),
            _ => (Ty::Error, 0),
        };
        if n > 0 {
            let mut comps = Vec::new();
            for k in 0..n {
                let mut p = prefix.to_vec();
                p.push(k);
                comps.push(self.compose_io(f, &elem, values, &p, sp)?);
            }
            let nty = self.naga_ty(ty, Layout::Natural, false);
            return Some(f.f.expr(E::Compose { ty: nty, components: comps }, sp));
        }
        let Ty::Struct(i) = ty else { return None };
        let def = self.structs.get(*i)?.clone();
        let mut comps = Vec::new();
        for (k, m) in def.members.iter().enumerate() {
            let mut p = prefix.to_vec();
            p.push(k as u32);
            comps.push(self.compose_io(f, &m.ty, values, &p, sp)?);
        }
        let nty = self.struct_ty(*i);
        // An empty struct has one placeholder member in the IR (`layout`).
        if comps.is_empty() {
            return Some(f.f.expr(E::ZeroValue(nty), sp));
        }
        Some(f.f.expr(E::Compose { ty: nty, components: comps }, sp))
    }

    fn numthreads(&mut self, decl: &FunctionDecl, stage: Stage, ep_index: usize) -> [u32; 3] {
        let Some(a) = decl.attributes.iter().find(|a| a.name == "numthreads") else {
            if matches!(stage, Stage::Mesh | Stage::Amplification) {
                let msg = "a mesh or amplification entry point needs `[numthreads(x, y, z)]`";
                self.error(codes::SEM_BAD_ATTRIBUTE, msg, decl.name_span);
                return [1, 1, 1];
            }
            let msg = format!(
                "compute entry point `{}` has no `[numthreads(x, y, z)]`: it runs one thread per group",
                decl.name
            );
            let d = Diagnostic::warning(codes::DEVIATION_DEFAULT_NUMTHREADS, msg, decl.name_span)
                .with_help("declare the group size, `[numthreads(1, 1, 1)]` for this one (DXC requires it)");
            self.diags.push(d);
            return [1, 1, 1];
        };
        let mut out = [1u32; 3];
        // An axis a specialization constant sets: reflection names it.
        let mut constants = [None; 3];
        for (slot, e) in constants.iter_mut().zip(&a.args) {
            if let ExprKind::Ident(n) = &e.kind
                && let Some(GlobalSym::Override { handle, .. }) = self.globals.get(n)
            {
                *slot = Some(*handle);
            }
        }
        if constants.iter().any(Option::is_some) {
            self.side.workgroup_size_constants.insert(ep_index, constants);
        }
        for (slot, e) in out.iter_mut().zip(&a.args) {
            // A specialization constant gives its default: Metal's group
            // size is the host's at dispatch, not the function's.
            self.in_array_size = true;
            let n = self.const_eval(e).and_then(|c| c.as_i64());
            self.in_array_size = false;
            match n {
                Some(n) if (1..=1024).contains(&n) => *slot = n as u32,
                _ => self.error(
                    codes::SEM_BAD_ATTRIBUTE,
                    "`numthreads` arguments must be constants from 1 to 1024",
                    e.span,
                ),
            }
        }
        if a.args.len() != 3 {
            self.error(codes::SEM_BAD_ATTRIBUTE, "`numthreads` takes three arguments", a.span);
        }
        out
    }

    /// `return` in an entry point: gather the outputs into the result struct.
    pub fn entry_return(&mut self, f: &mut FnCtx, value: Option<Handle<E>>, sp: Span) {
        let nsp = ns(sp);
        let Some(out) = f.entry.clone() else { return };
        let Some(rty) = out.result else {
            f.f.stmt(naga::Statement::Return { value: None }, nsp);
            return;
        };
        let mut comps = Vec::new();
        let mut loaded: Vec<(Handle<E>, Handle<E>)> = Vec::new();
        for (src, leaf, req) in &out.leaves {
            let Some(h) = self.output_value(f, src, leaf, value, &mut loaded, nsp) else { return };
            comps.push(self.convert_h(f, h, &leaf.ty, req, nsp));
        }
        if let Some(clip_ty) = out.clip_ty {
            let mut distances = Vec::new();
            for (src, leaf) in &out.clip {
                let Some(h) = self.output_value(f, src, leaf, value, &mut loaded, nsp) else { return };
                // Element by element, each element's components in order,
                // as D3D numbers the distances of `float2 c[2]`: c[0].x,
                // c[0].y, c[1].x, c[1].y.
                match &leaf.ty {
                    Ty::Vector(_, n) => distances.extend((0..u32::from(*n)).map(|k| f.f.access_index(h, k, nsp))),
                    Ty::Array(e, n) => {
                        for k in 0..*n {
                            let el = f.f.access_index(h, k, nsp);
                            match **e {
                                Ty::Vector(_, m) => {
                                    distances.extend((0..u32::from(m)).map(|j| f.f.access_index(el, j, nsp)))
                                }
                                _ => distances.push(el),
                            }
                        }
                    }
                    _ => distances.push(h),
                }
            }
            comps.push(f.f.expr(E::Compose { ty: clip_ty, components: distances }, nsp));
        }
        let r = f.f.expr(E::Compose { ty: rty, components: comps }, nsp);
        f.f.stmt(naga::Statement::Return { value: Some(r) }, nsp);
    }

    /// The value of one output leaf at a `return`.
    fn output_value(
        &mut self,
        f: &mut FnCtx,
        src: &OutSource,
        leaf: &Leaf,
        value: Option<Handle<E>>,
        loaded: &mut Vec<(Handle<E>, Handle<E>)>,
        nsp: naga::Span,
    ) -> Option<Handle<E>> {
        let base = match src {
            OutSource::Return => match value {
                Some(v) => v,
                None => {
                    let nty = self.naga_ty(&f.ret.clone(), Layout::Natural, false);
                    f.f.expr(E::ZeroValue(nty), nsp)
                }
            },
            OutSource::Zero => {
                let nty = self.naga_ty(&leaf.ty, Layout::Natural, false);
                return Some(f.f.expr(E::ZeroValue(nty), nsp));
            }
            OutSource::Param(ptr) => match loaded.iter().find(|(p, _)| p == ptr) {
                Some((_, h)) => *h,
                None => {
                    let h = f.f.load(*ptr, nsp);
                    loaded.push((*ptr, h));
                    h
                }
            },
        };
        let mut h = base;
        for k in &leaf.path {
            h = f.f.access_index(h, *k, nsp);
        }
        let v = Val::value(h, leaf.ty.clone(), leaf.span);
        self.rv(f, &v)
    }

    /// Order the `SV_ClipDistanceN` outputs by semantic index (as D3D packs
    /// them) and give the `float[n]` type of their components, at most 8
    /// (a float, vector, or array of floats or vectors each; the GLSL front-end passes
    /// `gl_ClipDistance` as one array).
    fn clip_distances(&mut self, clip: &mut [(OutSource, Leaf)]) -> Option<Handle<naga::Type>> {
        crate::sort::sort_by_key(clip, |(_, l)| split_semantic(&l.semantic.to_ascii_uppercase()).1.unwrap_or(0));
        let mut count = 0u32;
        for (_, leaf) in clip.iter() {
            match leaf.ty {
                Ty::Scalar(s) if s == check::FLOAT => count += 1,
                Ty::Vector(s, n) if s == check::FLOAT => count += u32::from(n),
                Ty::Array(ref e, n) if **e == Ty::Scalar(check::FLOAT) => count = count.saturating_add(n),
                Ty::Array(ref e, n) if matches!(**e, Ty::Vector(s, _) if s == check::FLOAT) => {
                    count = count.saturating_add(n.saturating_mul(u32::from(e.vec_len())))
                }
                _ => {
                    let msg = format!(
                        "`{}` must be a float, float vector, or array of floats or float vectors",
                        leaf.semantic
                    );
                    self.error(codes::SEM_BAD_SEMANTIC, msg, leaf.span);
                    return None;
                }
            }
        }
        if count > 8 {
            let sp = clip.last().map(|(_, l)| l.span).unwrap_or_default();
            self.error(codes::SEM_BAD_SEMANTIC, format!("{count} clip distances; at most 8 fit"), sp);
            return None;
        }
        let size = naga::ArraySize::Constant(std::num::NonZeroU32::new(count)?);
        let base = self.b.scalar(check::FLOAT);
        Some(self.b.ty(naga::TypeInner::Array { base, size, stride: 4 }))
    }
}

/// `TEXCOORD3` → (`TEXCOORD`, Some(3)).
/// First of the locations that carry system values naga has no built-in for
/// (see `leaf_binding`); no user location reaches it.
const SYSTEM_VALUE_LOCATION: u32 = 1 << 16;

/// An `SV_` semantic that is a user value in this place (see `leaf_binding`).
fn user_value(base: &str, stage: Stage, output: bool) -> bool {
    matches!(
        (base, stage, output),
        ("SV_POSITION" | "SV_RENDERTARGETARRAYINDEX" | "SV_VIEWPORTARRAYINDEX", Stage::Vertex, false)
            | ("SV_INSTANCEID" | "SV_VERTEXID", Stage::Vertex, true)
            | ("SV_INSTANCEID" | "SV_VERTEXID", Stage::Fragment, false)
    )
}

pub(super) fn split_semantic(s: &str) -> (&str, Option<u32>) {
    let digits = s.len() - s.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let (base, num) = s.split_at(s.len() - digits);
    (base, num.parse().ok())
}

/// The locals of a body that hold another name's value, with that name
/// (`Texture2D t = T;`, `t = table[i];`): the local's root, as `root_name`
/// gives it, in declaration and assignment order.
fn local_aliases(body: &Block) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut stmts: Vec<&Stmt> = body.stmts.iter().collect();
    while let Some(s) = stmts.pop() {
        match &s.kind {
            StmtKind::Var(v) => {
                for d in &v.declarators {
                    if let Some(r) = d.init.as_ref().and_then(root_name) {
                        out.push((d.name.clone(), r));
                    }
                }
            }
            StmtKind::Block(b) => stmts.extend(b.stmts.iter()),
            StmtKind::If { then, els, .. } => {
                stmts.push(then);
                stmts.extend(els.iter().map(|b| &**b));
            }
            StmtKind::For { init, body, .. } => {
                stmts.extend(init.iter().map(|b| &**b));
                stmts.push(body);
            }
            StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => stmts.push(body),
            StmtKind::Switch { cases, .. } => cases.iter().for_each(|c| stmts.extend(c.body.iter())),
            _ => {}
        }
    }
    for e in super::func::statement_exprs(body) {
        if let ExprKind::Assign(_, l, r) = &e.kind
            && let ExprKind::Ident(n) = &l.kind
            && let Some(r) = root_name(r)
        {
            out.push((n.clone(), r));
        }
    }
    out
}

/// `name` through the locals that alias another name, to the name no local
/// of `aliases` stands for (a chain is followed at most once per alias, so
/// a cycle of assignments ends).
fn resolve_alias(aliases: &[(String, String)], mut name: String) -> String {
    for _ in 0..aliases.len() {
        match aliases.iter().find(|(local, root)| *local == name && *root != name) {
            Some((_, root)) => name = root.clone(),
            None => break,
        }
    }
    name
}
