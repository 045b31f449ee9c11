//! Mesh and amplification shaders (DESIGN §8): MSL 3 `[[mesh]]` and
//! `[[object]]` functions.
//!
//! naga's own mesh model keeps a mesh shader's outputs in one workgroup
//! struct of built-ins, with the indices inside the primitive struct;
//! HLSL's `out vertices`/`out indices`/`out primitives` arrays, written
//! member by member in any order, do not fit it. So the IR entry point is
//! a compute entry point whose body calls the shader's body as a helper,
//! and the outputs are staged in workgroup globals:
//! - `out vertices V v[N]`, `out indices uintK i[M]`, `out primitives P p[M]`
//!   are workgroup arrays the body writes like any `groupshared` array;
//! - `SetMeshOutputCounts(nv, np)` stores `uint2(nv, np)` into a workgroup
//!   `counts`;
//! - `in payload P p` is a workgroup global the body only reads; in an
//!   amplification shader `DispatchMesh(x, y, z, payload)` names the
//!   `groupshared` payload and stores the grid size into a workgroup `grid`.
//!
//! `SideInfo::mesh_entries` names them for the writer, which declares the
//! payload as `object_data` and, after the body returns (a helper, so an
//! early `return` cannot skip it), copies the staged outputs into Metal's
//! `mesh` object or sets the mesh grid size (see `side::MeshEntry`).

use super::Lower;
use super::expr::{Storage, Val, Vk};
use super::func::{FnCtx, Local, root_name};
use super::layout::Layout;
use crate::diag::codes;
use crate::hlsl::ast::*;
use crate::hlsl::check::{self, Ty};
use crate::options::Stage;
use crate::side::{MeshAttribute, MeshEntry, MeshOutputs, MeshTopology};
use crate::source::Span;
use naga::{AddressSpace, Expression as E, GlobalVariable, Handle};

fn ns(s: Span) -> naga::Span {
    if s.is_dummy() { naga::Span::UNDEFINED } else { naga::Span::new(s.start, s.end) }
}

/// Metal's limits on a mesh function's outputs.
const MAX_VERTICES: u32 = 256;
const MAX_PRIMITIVES: u32 = 512;

/// The workgroup globals of the mesh or amplification shader being lowered,
/// for its intrinsics (`SetMeshOutputCounts`, `DispatchMesh`).
#[derive(Clone, Debug)]
pub struct MeshCtx {
    pub stage: Stage,
    pub counts: Option<Handle<GlobalVariable>>,
    pub grid: Option<Handle<GlobalVariable>>,
    /// The `groupshared` payload `DispatchMesh` named.
    pub payload: Option<Handle<GlobalVariable>>,
}

impl Lower<'_> {
    /// The mesh or amplification stage an entry point's declaration shows
    /// (`[outputtopology]`, `out vertices`, a `DispatchMesh` call), else the
    /// options' stage when it is one of them.
    pub(super) fn mesh_stage_hint(&self, decl: &FunctionDecl) -> Option<Stage> {
        if decl.attributes.iter().any(|a| a.name == "outputtopology")
            || decl.params.iter().any(|p| p.modifiers.mesh.is_some_and(|m| m != MeshParam::Payload))
        {
            return Some(Stage::Mesh);
        }
        let dispatches = decl.body.as_ref().is_some_and(|b| {
            super::func::statement_exprs(b)
                .iter()
                .any(|e| matches!(&e.kind, ExprKind::Call { callee: Callee::Name(n, _), .. } if n == "DispatchMesh"))
        });
        if dispatches {
            return Some(Stage::Amplification);
        }
        self.opts.stage.filter(|s| matches!(s, Stage::Mesh | Stage::Amplification))
    }

    /// Lower the body of mesh or amplification entry point `decl` as a
    /// helper and call it from `f`, the entry function whose inputs are
    /// already locals. Records the entry in `SideInfo::mesh_entries`.
    pub(super) fn mesh_entry_body(
        &mut self,
        f: &mut FnCtx,
        decl: &FunctionDecl,
        body: &Block,
        param_tys: &[Ty],
        stage: Stage,
        ep_index: usize,
    ) {
        let mut entry = MeshEntry { stage, payload: None, grid: None, mesh: None };
        let mut globals: Vec<(usize, Handle<GlobalVariable>)> = Vec::new();
        if stage == Stage::Mesh {
            let Some(outputs) = self.mesh_outputs(decl, param_tys, &mut globals) else { return };
            entry.mesh = Some(outputs);
        } else if let Some(p) = decl.params.iter().find(|p| p.modifiers.mesh.is_some()) {
            self.error(codes::SEM_BAD_SEMANTIC, "an amplification shader has no mesh outputs or payload input", p.span);
            return;
        }
        for (k, p) in decl.params.iter().enumerate() {
            if p.modifiers.mesh == Some(MeshParam::Payload) {
                let Some(ty) = param_tys.get(k) else { continue };
                if stage == Stage::Mesh && p.modifiers.inout == InOut::In {
                    let h = self.workgroup_global(&p.decl.name, ty, p.span);
                    entry.payload = Some(h);
                    globals.push((k, h));
                } else {
                    self.error(
                        codes::SEM_BAD_SEMANTIC,
                        "a payload is an `in payload` parameter of a mesh shader",
                        p.span,
                    );
                }
            } else if p.modifiers.mesh.is_none() && p.modifiers.inout != InOut::In {
                let msg = "a mesh or amplification shader's only outputs are `out vertices`, `out indices` \
                           and `out primitives`";
                self.error(codes::SEM_BAD_SEMANTIC, msg, p.span);
            }
        }
        let grid = (stage == Stage::Amplification)
            .then(|| self.workgroup_global("mesh_grid_size", &Ty::Vector(check::UINT, 3), decl.name_span));
        entry.grid = grid;
        let counts = entry.mesh.as_ref().map(|m| m.counts);
        let mut g = FnCtx::new(&format!("{}_body", decl.name), Ty::Void);
        g.precise = f.precise;
        let mut args = Vec::new();
        for (k, p) in decl.params.iter().enumerate() {
            let Some(ty) = param_tys.get(k).cloned() else { continue };
            let psp = ns(p.decl.name_span);
            if let Some(&(_, h)) = globals.iter().find(|(i, _)| *i == k) {
                let e = g.f.expr(E::GlobalVariable(h), psp);
                g.declare(&p.decl.name, Local { kind: Vk::Ptr(e, Storage::Plain), ty, constant: None });
                continue;
            }
            let Some(Local { kind: Vk::Ptr(local, _), .. }) = f.lookup(&p.decl.name).cloned() else { continue };
            let nty = self.naga_ty(&ty, Layout::Natural, false);
            let i = g.f.arg(&p.decl.name, nty, None);
            let a = g.f.expr(E::FunctionArgument(i), psp);
            let l = g.f.local(&p.decl.name, nty, psp);
            g.f.store(l, a, psp);
            g.declare(&p.decl.name, Local { kind: Vk::Ptr(l, Storage::Plain), ty, constant: None });
            args.push(f.f.load(local, psp));
        }
        let outer = self.mesh.replace(MeshCtx { stage, counts, grid, payload: None });
        self.block(&mut g, body);
        self.finish_body(&mut g, &Ty::Void, body.span);
        let ctx = std::mem::replace(&mut self.mesh, outer);
        if stage == Stage::Amplification {
            match ctx.and_then(|c| c.payload) {
                Some(p) => entry.payload = Some(p),
                None => {
                    let msg = "an amplification shader must call `DispatchMesh(x, y, z, payload)`";
                    self.error(codes::SEM_BAD_SEMANTIC, msg, decl.name_span);
                }
            }
        }
        let func = g.f.finish();
        let h = self.b.module.functions.append(func, ns(decl.span));
        self.finish_precise(g.precise, crate::side::FunctionRef::Helper(h));
        f.f.call(h, args, false, ns(body.span));
        self.side.mesh_entries.insert(ep_index, entry);
    }

    /// The staged outputs of a mesh shader: topology, limits, workgroup
    /// arrays (pushed to `globals` by parameter index) and the members of
    /// Metal's vertex and primitive structs.
    fn mesh_outputs(
        &mut self,
        decl: &FunctionDecl,
        param_tys: &[Ty],
        globals: &mut Vec<(usize, Handle<GlobalVariable>)>,
    ) -> Option<MeshOutputs> {
        let topology = self.output_topology(decl)?;
        let (mut vertices, mut indices, mut primitives) = (None, None, None);
        for (k, p) in decl.params.iter().enumerate() {
            let Some(kind) = p.modifiers.mesh.filter(|m| *m != MeshParam::Payload) else { continue };
            let ty = param_tys.get(k)?.clone();
            if p.modifiers.inout != InOut::Out {
                self.error(codes::SEM_BAD_SEMANTIC, "mesh outputs are `out` parameters", p.span);
                return None;
            }
            let Ty::Array(elem, n) = &ty else {
                self.error(codes::SEM_BAD_SEMANTIC, "mesh outputs are arrays: `out vertices V verts[N]`", p.span);
                return None;
            };
            let limit = if kind == MeshParam::Vertices { MAX_VERTICES } else { MAX_PRIMITIVES };
            if *n > limit {
                let msg = format!("Metal's mesh functions output at most {limit} of these; this array has {n}");
                self.error(codes::METAL_RESOURCE_LIMIT, msg, p.decl.name_span);
                return None;
            }
            if kind == MeshParam::Indices {
                let want = match topology {
                    MeshTopology::Triangle => Ty::Vector(check::UINT, 3),
                    MeshTopology::Line => Ty::Vector(check::UINT, 2),
                    MeshTopology::Point => Ty::Scalar(check::UINT),
                };
                if **elem != want {
                    let msg = format!("the indices of this topology are `{}`", self.ty_name(&want));
                    self.error(codes::SEM_TYPE_MISMATCH, msg, p.span);
                    return None;
                }
            }
            let slot = match kind {
                MeshParam::Vertices => &mut vertices,
                MeshParam::Indices => &mut indices,
                _ => &mut primitives,
            };
            if slot.is_some() {
                self.error(codes::SEM_BAD_SEMANTIC, "a mesh shader has one output array of each kind", p.span);
                return None;
            }
            // An emulated geometry shader's strip is staged already
            // (`geometry.rs`): the mesh outputs are its arrays.
            let staged = self.geometry.get(&decl.name).and_then(|g| g.staging.clone()).and_then(|prefix| {
                let suffix = match kind {
                    MeshParam::Vertices => "vertices",
                    MeshParam::Indices => "indices",
                    _ => "primitives",
                };
                match self.globals.get(&format!("{prefix}_{suffix}")) {
                    Some(super::GlobalSym::Var { handle, .. }) => Some(*handle),
                    _ => None,
                }
            });
            let h = match staged {
                Some(h) => h,
                None => self.workgroup_global(&p.decl.name, &ty, p.span),
            };
            globals.push((k, h));
            *slot = Some((h, (**elem).clone(), *n, p.span));
        }
        let Some((vertices, vty, max_vertices, vspan)) = vertices else {
            self.error(codes::SEM_BAD_SEMANTIC, "a mesh shader needs `out vertices V verts[N]`", decl.name_span);
            return None;
        };
        let Some((indices, _, max_primitives, _)) = indices else {
            self.error(codes::SEM_BAD_SEMANTIC, "a mesh shader needs `out indices`", decl.name_span);
            return None;
        };
        let geometry = self.geometry.contains_key(&decl.name);
        let vertex_attributes = self.mesh_attributes(&vty, false, geometry, vspan)?;
        if !vertex_attributes.iter().any(|a| a.attribute == "position") {
            self.error(codes::SEM_BAD_SEMANTIC, "a mesh shader's vertices need an `SV_Position`", vspan);
            return None;
        }
        let primitive_attributes = match &primitives {
            Some((_, pty, n, span)) => {
                if *n != max_primitives {
                    let msg = "`out primitives` and `out indices` must have one length";
                    self.error(codes::SEM_BAD_SEMANTIC, msg, *span);
                    return None;
                }
                self.mesh_attributes(pty, true, false, *span)?
            }
            None => Vec::new(),
        };
        let counts = self.workgroup_global("mesh_counts", &Ty::Vector(check::UINT, 2), decl.name_span);
        Some(MeshOutputs {
            topology,
            max_vertices,
            max_primitives,
            vertices,
            indices,
            primitives: primitives.map(|p| p.0),
            counts,
            vertex_attributes,
            primitive_attributes,
        })
    }

    fn output_topology(&mut self, decl: &FunctionDecl) -> Option<MeshTopology> {
        let Some(a) = decl.attributes.iter().find(|a| a.name == "outputtopology") else {
            let msg = "a mesh shader needs `[outputtopology(\"triangle\")]` or `[outputtopology(\"line\")]`";
            self.error(codes::SEM_BAD_ATTRIBUTE, msg, decl.name_span);
            return None;
        };
        // The parser keeps string arguments as identifiers of their text.
        let text = a.args.first().map(|e| match &e.kind {
            ExprKind::Ident(n) => n.trim_matches('"').to_ascii_lowercase(),
            _ => String::new(),
        });
        match text.as_deref() {
            Some("triangle") => Some(MeshTopology::Triangle),
            Some("line") => Some(MeshTopology::Line),
            // Not in HLSL; GLSL's `points` output reaches here as "point".
            Some("point") => Some(MeshTopology::Point),
            _ => {
                self.error(codes::SEM_BAD_ATTRIBUTE, "`outputtopology` is \"triangle\" or \"line\"", a.span);
                None
            }
        }
    }

    /// The members of Metal's vertex (or primitive) struct for the leaves of
    /// `ty`. The vertex of an emulated geometry shader (`geometry`) leaves
    /// out the members its primitive struct carries (`geometry.rs`).
    fn mesh_attributes(&mut self, ty: &Ty, primitive: bool, geometry: bool, span: Span) -> Option<Vec<MeshAttribute>> {
        if !matches!(ty, Ty::Struct(_)) {
            self.error(codes::SEM_BAD_SEMANTIC, "mesh vertices and primitives are structs with semantics", span);
            return None;
        }
        let leaves = self.entry_leaves(ty, span);
        let mut out: Vec<MeshAttribute> = Vec::new();
        let mut ok = true;
        // Metal's `[[clip_distance]]` is one float array: the elements of
        // one `float c[N] : SV_ClipDistance0` member, in order.
        let mut clip = Vec::new();
        for leaf in leaves {
            if geometry && super::geometry::moved_to_primitive(&leaf.semantic) {
                continue;
            }
            if !primitive && super::entry::split_semantic(&leaf.semantic.to_ascii_uppercase()).0 == "SV_CLIPDISTANCE" {
                clip.push(leaf);
                continue;
            }
            if self.path_crosses_matrix(ty, &leaf.path) {
                let msg = format!("`{}`: matrix members of mesh outputs are not supported yet", leaf.semantic);
                self.error(codes::METAL_UNSUPPORTED, msg, leaf.span);
                ok = false;
                continue;
            }
            if leaf.semantic.is_empty() {
                // A varying without a semantic links by position in a vertex
                // shader (`Leaf::positional`); mesh outputs are not given one.
                let msg = "every member of a mesh shader's vertices and primitives needs a semantic";
                self.error(codes::SEM_BAD_SEMANTIC, msg, leaf.span);
                ok = false;
                continue;
            }
            let upper = leaf.semantic.to_ascii_uppercase();
            let (base, index) = super::entry::split_semantic(&upper);
            let scalar = leaf.ty.scalar();
            // Interpolation is the fragment function's to say (`[[flat]]`
            // on its input), as for a vertex function's outputs.
            let (attribute, want): (String, Option<Ty>) = match (base, primitive) {
                ("SV_POSITION", false) => ("position".into(), Some(Ty::Vector(check::FLOAT, 4))),
                ("__POINTSIZE", false) => ("point_size".into(), Some(Ty::Scalar(check::FLOAT))),
                ("SV_PRIMITIVEID", true) => ("primitive_id".into(), Some(Ty::Scalar(check::UINT))),
                ("SV_RENDERTARGETARRAYINDEX", true) => {
                    ("render_target_array_index".into(), Some(Ty::Scalar(check::UINT)))
                }
                ("SV_VIEWPORTARRAYINDEX", true) => ("viewport_array_index".into(), Some(Ty::Scalar(check::UINT))),
                ("SV_CULLPRIMITIVE", true) => ("primitive_culled".into(), Some(Ty::Scalar(check::BOOL))),
                // A geometry shader's `SV_InstanceID` output is a varying of
                // that name for the next stage, as DXC makes it.
                ("SV_INSTANCEID", false) if geometry => {
                    let link = super::link::link_name(&leaf.semantic, &upper, base, index)
                        .unwrap_or_else(|| "SV_InstanceID".to_string());
                    (format!("user({link})"), None)
                }
                // GLSL's varyings (`rewrite::mesh`) are `__LOCATIONn`, linked as `locnN`.
                (s, _)
                    if s.starts_with("SV_")
                        || s.starts_with("__") && !s.starts_with("__VARYING_") && !s.starts_with("__LOCATION") =>
                {
                    let what = if primitive { "primitive" } else { "vertex" };
                    let msg = format!("`{}` is not supported as a mesh shader {what} output", leaf.semantic);
                    self.error(codes::METAL_UNSUPPORTED, msg, leaf.span);
                    ok = false;
                    continue;
                }
                _ => {
                    if scalar == Some(check::BOOL) {
                        let msg = format!("`{}` cannot be a bool: a stage output is a number", leaf.semantic);
                        self.error(codes::SEM_BAD_SEMANTIC, msg, leaf.span);
                        ok = false;
                        continue;
                    }
                    let link = super::link::link_name(&leaf.semantic, &upper, base, index)
                        .unwrap_or_else(|| format!("locn{}", index.unwrap_or(0)));
                    (format!("user({link})"), None)
                }
            };
            // An `int` layer or viewport index (DXC converts it, as the
            // attribute's `uint` member's assignment does in MSL).
            let int_for_uint = want == Some(Ty::Scalar(check::UINT)) && leaf.ty == Ty::Scalar(check::INT);
            if let Some(w) = want
                && w != leaf.ty
                && !int_for_uint
            {
                let msg = format!("`{}` must be a `{}` here", leaf.semantic, self.ty_name(&w));
                self.error(codes::SEM_BAD_SEMANTIC, msg, leaf.span);
                ok = false;
                continue;
            }
            let mut name = self.entry_leaf_name(ty, &leaf.path).unwrap_or_else(|| leaf.semantic.clone());
            while out.iter().any(|a| a.name == name) {
                name.push('_');
            }
            let member_ty = if int_for_uint { Ty::Scalar(check::UINT) } else { leaf.ty.clone() };
            let nty = self.naga_ty(&member_ty, Layout::Natural, false);
            let semantic = (!self.glsl).then(|| leaf.semantic.clone());
            out.push(MeshAttribute { path: leaf.path, name, ty: nty, attribute, semantic });
        }
        if let Some(first) = clip.first() {
            // One leaf of the whole array (`float c[N] : SV_ClipDistance0`).
            // Or one `float c : SV_ClipDistance0`, a one-element array in Metal.
            let array = match (&first.ty, clip.len()) {
                (Ty::Array(e, n), 1) if **e == Ty::Scalar(check::FLOAT) => Some(*n),
                (Ty::Scalar(s), 1) if *s == check::FLOAT => Some(1),
                _ => None,
            };
            let (prefix, n) = match array {
                Some(n) => (first.path.clone(), n),
                None => (Vec::new(), 0),
            };
            if prefix.is_empty() || !(1..=8).contains(&n) {
                let msg = "a mesh vertex's clip distances are one `float` or `float` array member (at most 8)";
                self.error(codes::METAL_UNSUPPORTED, msg, first.span);
                return None;
            }
            let name = self.entry_leaf_name(ty, &prefix).unwrap_or_else(|| "clip_distance".into());
            let nty = self.naga_ty(&Ty::Array(Box::new(Ty::Scalar(check::FLOAT)), n), Layout::Natural, false);
            let semantic = (!self.glsl).then(|| first.semantic.clone());
            out.push(MeshAttribute { path: prefix, name, ty: nty, attribute: "clip_distance".into(), semantic });
        }
        ok.then_some(out)
    }

    /// Whether a leaf path goes through a matrix (a row with a semantic of its own).
    fn path_crosses_matrix(&self, ty: &Ty, path: &[u32]) -> bool {
        let mut t = ty.clone();
        for &k in path {
            t = match t {
                Ty::Struct(i) => match self.structs.get(i).and_then(|s| s.members.get(k as usize)) {
                    Some(m) => m.ty.clone(),
                    None => return false,
                },
                Ty::Array(e, _) => *e,
                Ty::Matrix(..) => return true,
                _ => return false,
            };
        }
        false
    }

    /// A workgroup global of `ty` (natural layout) named `name`.
    fn workgroup_global(&mut self, name: &str, ty: &Ty, span: Span) -> Handle<GlobalVariable> {
        let nty = self.naga_ty(ty, Layout::Natural, false);
        let var = GlobalVariable {
            name: Some(name.to_string()),
            space: AddressSpace::WorkGroup,
            binding: None,
            ty: nty,
            init: None,
            memory_decorations: Default::default(),
        };
        self.b.module.global_variables.append(var, ns(span))
    }

    /// `SetMeshOutputCounts` and `DispatchMesh`, or `None` for other names.
    pub(super) fn mesh_intrinsic(&mut self, f: &mut FnCtx, name: &str, args: &[Expr], sp: Span) -> Option<Val> {
        let (stage, count) = match name {
            "SetMeshOutputCounts" => (Stage::Mesh, 2),
            "DispatchMesh" => (Stage::Amplification, 4),
            _ => return None,
        };
        let void = Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp };
        let ctx = self.mesh.clone().filter(|c| c.stage == stage);
        let Some(ctx) = ctx else {
            let msg = format!("`{name}` is available only in {} shaders", stage.as_str());
            self.error(codes::SEM_STAGE_MISMATCH, msg, sp);
            return Some(Val::error(sp));
        };
        if args.len() != count {
            self.error(codes::SEM_BAD_ARGUMENT_COUNT, format!("`{name}` takes {count} arguments"), sp);
            return Some(Val::error(sp));
        }
        let nsp = ns(sp);
        let u = Ty::Scalar(check::UINT);
        let mut comps = Vec::new();
        for a in args.iter().take(count.min(3)) {
            let v = self.expr(f, a);
            comps.push(self.coerce(f, &v, &u)?);
        }
        let (target, width) = if stage == Stage::Mesh { (ctx.counts?, 2) } else { (ctx.grid?, 3) };
        if stage == Stage::Amplification {
            let payload = args.get(3).and_then(root_name).and_then(|n| match self.globals.get(&n) {
                Some(super::GlobalSym::Var { handle, .. }) => Some(*handle),
                _ => None,
            });
            let arg = args.get(3).map_or(sp, |a| a.span);
            let groupshared = payload.filter(|&h| {
                self.b.module.global_variables.try_get(h).is_ok_and(|g| g.space == AddressSpace::WorkGroup)
            });
            match (groupshared, ctx.payload) {
                (Some(h), None) => {
                    if let Some(m) = self.mesh.as_mut() {
                        m.payload = Some(h);
                    }
                }
                (Some(h), Some(first)) if h == first => {}
                (Some(_), Some(_)) => {
                    self.error(codes::SEM_TYPE_MISMATCH, "every `DispatchMesh` must pass the same payload", arg);
                }
                (None, _) => {
                    let msg = "the payload of `DispatchMesh` is a `groupshared` variable";
                    self.error(codes::SEM_TYPE_MISMATCH, msg, arg);
                }
            }
        }
        let vty = self.b.vector(check::UINT, width);
        let value = f.f.expr(E::Compose { ty: vty, components: comps }, nsp);
        let ptr = f.f.expr(E::GlobalVariable(target), nsp);
        f.f.store(ptr, value, nsp);
        Some(void)
    }
}
