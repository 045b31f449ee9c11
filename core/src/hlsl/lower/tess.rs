//! Tessellation (DESIGN §8): hull and domain shaders in Metal's shape.
//!
//! naga has no hull or domain stage, and Metal has none either: its
//! tessellation pipeline is a compute kernel that writes the tessellation
//! factors (and whatever the later stage reads) into buffers, then a draw
//! of patches whose vertex function is a post-tessellation one. So before
//! anything is lowered, each hull and each domain shader of the tree is
//! rewritten into an ordinary compute or vertex entry point of the same
//! name that calls the user's function (renamed `NAME_controlPoint` /
//! `NAME_evaluate`, its `InputPatch<T, N>`/`OutputPatch<T, N>` parameters
//! now plain `T[N]` arrays), and `SideInfo::tessellation` records what the
//! entry point is. The generated entry point is HLSL lexed from text whose
//! tokens all carry the span of the user's function name, so a problem in
//! it points there (and any such problem is our bug).
//!
//! # The buffer contract
//!
//! Every buffer is an ordinary resource of the module, declared after all
//! of the source's resources (so it takes the buffer indices after theirs,
//! in the order below, one entry point's after another's in source order),
//! named after its entry point, and reflected with its layout. Elements
//! use D3D structured-buffer packing (`float3` is 12 bytes; the GLSL
//! front-end's std430 for GLSL), which reflection's `layout` gives member by
//! member.
//!
//! Hull shader `H`, `[outputcontrolpoints(N)]`, `InputPatch<VT, M>`, patch
//! constant function `F` returning `PT`, control points `OT`:
//! - `H_inputControlPoints`: `StructuredBuffer<VT>`, `M` elements per patch,
//!   patch `p`'s at `p * M` (what the vertex stage wrote);
//! - `H_outputControlPoints`: `RWStructuredBuffer<OT>`, `N` per patch at `p * N`;
//! - `H_patchData`: `RWStructuredBuffer` of the patch-constant record, one
//!   per patch: every patch constant `F` returns or writes through an `out`
//!   parameter, tessellation factors included, as floats, linked to the
//!   domain shader by semantic (`patch.rs`: `SV_TessFactor`,
//!   `SV_InsideTessFactor`, then the others by semantic). When `F`'s result
//!   struct is that record member for member, the struct itself is the
//!   element (`PT`); otherwise the record is a generated
//!   `H_patchConstants`. A function that writes no patch constant has no
//!   such buffer;
//! - `H_tessFactors`: `RWByteAddressBuffer`, one
//!   `MTLTriangleTessellationFactorsHalf` (8 bytes: three edge factors and
//!   the inside factor, IEEE half) or `MTLQuadTessellationFactorsHalf`
//!   (12 bytes: four edge and two inside factors) per patch, at `p * 8` or
//!   `p * 12`: the host's `setTessellationFactorBuffer`.
//!
//! The kernel runs one threadgroup per patch with `N` threads, one per
//! output control point (dispatch `threadgroups = (patches, 1, 1)`,
//! `threadsPerThreadgroup = (N, 1, 1)`): thread `i` of threadgroup `p`
//! calls `H` with `SV_OutputControlPointID = i` and `SV_PrimitiveID = p`
//! and stores the control point; after a device-memory barrier of the
//! threadgroup, thread 0 calls `F` (its `OutputPatch` read back from the
//! buffer, so it sees every thread's point) and stores the patch data and
//! the half-precision factors.
//!
//! Domain shader `D`, `OutputPatch<OT, N>`, patch data `PT`:
//! `[[patch(triangle|quad, N)]] vertex`, with `SV_DomainLocation` at
//! `[[position_in_patch]]` and `SV_PrimitiveID` at `[[patch_id]]`, reading
//! its control points from `D_controlPoints` (`StructuredBuffer<OT>`, `N`
//! per patch at `patch_id * N`) and its patch data from `D_patchData`
//! (`StructuredBuffer` of its patch-constant record, built the same way
//! from its struct parameter and parameters with semantics, one per
//! patch): the host binds the hull
//! kernel's `H_outputControlPoints` and `H_patchData` there. The control
//! points come from buffers, not a `patch_control_point<T>` `[[stage_in]]`:
//! that would make every control-point member a vertex attribute of a format
//! the host describes, and refuse the members no attribute format holds
//! (matrices, arrays, structs), while the buffers the hull kernel wrote are
//! read with the very layout it wrote them in.
//!
//! A GLSL evaluation shader (`glsl::rewrite::tese`) is a domain shader
//! without an `OutputPatch`: it reads its control points itself, at a
//! stride its patch data holds, from the global that its
//! `[glslcontrolpoints("NAME")]` attribute names (reflected as
//! `outputControlPoints`), and its `[partitioning]` and `[outputtopology]`
//! (GLSL's spacing and winding, which its control shader cannot know) are
//! reflected with it.
//!
//! Vertex shader `V` feeding a hull shader (`Options::vertex_as_kernel`,
//! for the entry points named): a kernel of 64-thread threadgroups, thread
//! `v` reading record `v` of `V_vertexInput` (`StructuredBuffer` of a struct
//! of `V`'s inputs in parameter order; `SV_VertexID` is `v`), calling `V`
//! (renamed `V_vertex`) and storing its result at record `v` of
//! `V_vertexOutput` (`RWStructuredBuffer`): the buffer the host binds as the
//! hull kernel's `H_inputControlPoints`. Threads from `V_count` (constant
//! buffer `V_vertexCount`) on do nothing, so the host dispatches
//! `ceil(vertexCount / 64)` threadgroups. Index buffers and instancing are
//! the host's: it writes the vertex records in patch order.
//!
//! A factor the patch-constant function does not write (a `void` function,
//! a struct without `SV_InsideTessFactor`) is undefined in D3D; the kernel
//! writes 0 for it, with the warning OSH5245 (an edge factor of 0 culls the
//! patch). A hull shader's parameter of a struct without members carries
//! no input: it gets a local of that type.
//!
//! What Metal's tessellator cannot do is an OSH5124 at the attribute:
//! isoline domains, point output topologies, more than 32 control points
//! per patch. A line output topology (of a triangle or quad domain: D3D's
//! lines are the edges of the tessellated triangles) is the warning
//! OSH5220: the host draws Metal's triangles with `triangleFillMode` lines
//! (reflection's `triangleFillMode`), which draws an edge two triangles
//! share twice where D3D draws it once.

mod patch;

use super::Lower;
use crate::diag::codes;
use crate::hlsl::ast::*;
use crate::ordered::OrdSet;
use crate::side::{TessBuffer, TessDomain, TessRole};
use crate::source::Span;
use crate::syntax::lex::lex_str;

/// What the generated entry point `name` is, until it is lowered.
#[derive(Clone, Debug)]
pub struct Pending {
    pub role: TessRole,
    pub domain: TessDomain,
    pub partitioning: Option<String>,
    pub clockwise: Option<bool>,
    /// `[outputtopology("line")]`: drawn as the wireframe of the triangles.
    pub lines: bool,
    /// The sizes as the source wrote them, evaluated when lowering.
    pub input_points: Option<Expr>,
    pub output_points: Option<Expr>,
    /// The generated buffers, by the name of their global.
    pub buffers: Vec<(TessBuffer, String)>,
}

/// A patch parameter `InputPatch<T, N>` / `OutputPatch<T, N>`: `T` and `N`.
struct PatchParam {
    elem: TypeExpr,
    count: Expr,
}

fn patch_param(ty: &TypeExpr, kind: &str) -> Option<PatchParam> {
    if ty.name != kind {
        return None;
    }
    match ty.args.as_slice() {
        [TypeArg::Type(elem), TypeArg::Expr(count)] => Some(PatchParam { elem: elem.clone(), count: count.clone() }),
        _ => None,
    }
}

fn semantic(p: &Param) -> Option<String> {
    p.decl.annotations.iter().find_map(|a| match a {
        Annotation::Semantic(n, _) => Some(n.to_ascii_uppercase()),
        _ => None,
    })
}

/// The text argument of `[name("…")]` and the attribute's span.
/// (Domains, partitionings and topologies are compared in lower case.)
fn attr_text(decl: &FunctionDecl, name: &str) -> Option<(String, Span)> {
    let a = decl.attributes.iter().find(|a| a.name == name)?;
    let text = match a.args.first().map(|e| &e.kind) {
        Some(ExprKind::Ident(n)) => n.trim_matches('"').to_string(),
        Some(ExprKind::Int(v, _)) => v.to_string(),
        _ => String::new(),
    };
    Some((text, a.span))
}

/// The spelling of a type in generated text (a plain name: patch element
/// and patch-constant types are structs or vectors).
fn type_text(t: &TypeExpr) -> Option<String> {
    t.args.is_empty().then(|| t.name.clone())
}

impl Lower<'_> {
    /// Rewrite every hull and domain shader of `items` (see the module doc).
    pub(super) fn expand_tessellation(&mut self, items: Vec<Item>) -> Vec<Item> {
        if self.opts.vertex_as_kernel && self.opts.entry_points.is_empty() {
            let msg = "the vertex-as-kernel option needs the vertex shaders named (`-e NAME`)";
            self.diags.push(crate::diag::Diagnostic::error(codes::USAGE_BAD_OPTION, msg, Span::DUMMY));
        }
        let mut out = Vec::with_capacity(items.len());
        let mut generated = Vec::new();
        let types: OrdSet<String> = crate::sort::set(items.iter().filter_map(|i| match i {
            Item::Struct(s) => Some(s.name.clone()),
            Item::Typedef(t) => Some(t.name.clone()),
            Item::Enum(e) => Some(e.name.clone()),
            _ => None,
        }));
        let structs: Vec<StructDecl> = items
            .iter()
            .filter_map(|i| match i {
                Item::Struct(s) => Some(s.clone()),
                _ => None,
            })
            .collect();
        let fns: Vec<FunctionDecl> = items
            .iter()
            .filter_map(|i| match i {
                Item::Function(f) if f.body.is_some() => Some(f.clone()),
                _ => None,
            })
            .collect();
        for item in items {
            let Item::Function(mut fd) = item else {
                out.push(item);
                continue;
            };
            let hull = fd.attributes.iter().any(|a| a.name == "patchconstantfunc");
            let domain = !hull && fd.attributes.iter().any(|a| a.name == "domain");
            let vertex = self.opts.vertex_as_kernel
                && !hull
                && !domain
                && self.opts.entry_points.contains(&fd.name)
                && is_vertex_shader(&fd, &structs, self.opts.stage);
            if vertex && fd.body.is_some() {
                if let Some((user, wrapper)) = self.expand_vertex(fd, &types) {
                    out.push(Item::Function(user));
                    generated.extend(wrapper);
                }
                continue;
            }
            // Only the entry points asked for are expanded: a hull shader
            // beside the vertex shader being translated is left alone.
            let wanted = self.opts.entry_points.is_empty() || self.opts.entry_points.contains(&fd.name);
            if fd.body.is_none() || !(hull || domain) || !wanted {
                patches_to_arrays(&mut fd);
                out.push(Item::Function(fd));
                continue;
            }
            let expanded = if hull {
                self.expand_hull(fd, &fns, &structs, &types)
            } else {
                self.expand_domain(fd, &structs, &types)
            };
            // A shader that cannot be expanded was reported; it is left out
            // so that nothing else reports it again.
            if let Some((user, wrapper)) = expanded {
                out.push(Item::Function(user));
                generated.extend(wrapper);
            }
        }
        out.extend(generated);
        out
    }

    /// The domain of `[domain("…")]`, or an error.
    fn tess_domain(&mut self, fd: &FunctionDecl) -> Option<TessDomain> {
        let Some((text, span)) = attr_text(fd, "domain") else {
            self.error(codes::SEM_BAD_ATTRIBUTE, "a hull shader needs `[domain(\"tri\" | \"quad\")]`", fd.name_span);
            return None;
        };
        match text.to_ascii_lowercase().as_str() {
            "tri" => Some(TessDomain::Triangle),
            "quad" => Some(TessDomain::Quad),
            "isoline" => {
                let msg = "Metal's tessellator has no isoline domain (only triangle and quad patches)";
                self.error(codes::METAL_TESSELLATION, msg, span);
                None
            }
            _ => {
                self.error(codes::SEM_BAD_ATTRIBUTE, format!("unknown domain `{text}` (tri, quad or isoline)"), span);
                None
            }
        }
    }

    /// A hull shader: `(user function renamed, generated items)`. Longer
    /// than a function should be: it reads as the one template of the
    /// kernel it writes, checks first, then the text in the kernel's order.
    fn expand_hull(
        &mut self,
        mut fd: FunctionDecl,
        fns: &[FunctionDecl],
        structs: &[StructDecl],
        types: &OrdSet<String>,
    ) -> Option<(FunctionDecl, Vec<Item>)> {
        let name = fd.name.clone();
        let span = fd.name_span;
        // The patch-constant function is the hull shader's helper, never an
        // entry point of its own (even when the hull shader is refused).
        if let Some((pcf, _)) = attr_text(&fd, "patchconstantfunc") {
            self.called_fns.insert(pcf);
        }
        let domain = self.tess_domain(&fd)?;
        let lower = |a: Option<(String, Span)>| a.map(|(t, s)| (t.to_ascii_lowercase(), s));
        let partitioning = match lower(attr_text(&fd, "partitioning")) {
            Some((p, _)) if matches!(p.as_str(), "integer" | "fractional_even" | "fractional_odd" | "pow2") => p,
            Some((p, s)) => {
                self.error(codes::SEM_BAD_ATTRIBUTE, format!("unknown partitioning `{p}`"), s);
                return None;
            }
            None => "integer".to_string(),
        };
        let mut lines = false;
        let clockwise = match lower(attr_text(&fd, "outputtopology")) {
            Some((t, _)) if t == "triangle_cw" => true,
            Some((t, _)) if t == "triangle_ccw" => false,
            // D3D's lines are the edges of the triangles the tessellator
            // makes: Metal's triangles drawn with triangleFillMode lines.
            Some((t, s)) if t == "line" => {
                let msg = "Metal's tessellator outputs triangles: this line output is their wireframe \
                           (triangleFillMode lines), which draws an edge two triangles share twice";
                self.diags.push(crate::diag::Diagnostic::warning(codes::DEVIATION_TESSELLATION_LINES, msg, s));
                lines = true;
                true
            }
            Some((t, s)) if t == "point" => {
                let msg = format!("Metal's tessellator outputs only triangles (drawn filled or as lines), not `{t}`");
                self.error(codes::METAL_TESSELLATION, msg, s);
                return None;
            }
            Some((t, s)) => {
                self.error(codes::SEM_BAD_ATTRIBUTE, format!("unknown output topology `{t}`"), s);
                return None;
            }
            None => true,
        };
        let Some(out_attr) = fd.attributes.iter().find(|a| a.name == "outputcontrolpoints") else {
            self.error(codes::SEM_BAD_ATTRIBUTE, "a hull shader needs `[outputcontrolpoints(N)]`", span);
            return None;
        };
        let output_points = out_attr.args.first().cloned();
        let (pcf, pcf_span) = attr_text(&fd, "patchconstantfunc")?;
        let Some(pc) = fns.iter().find(|f| f.name == pcf).cloned() else {
            let msg = format!("the patch-constant function `{pcf}` is not defined");
            self.error(codes::SEM_BAD_ATTRIBUTE, msg, pcf_span);
            return None;
        };
        let control_point = format!("{name}_controlPoint");
        let input_points = format!("{name}_inputPoints");
        let out_points = format!("{name}_outputPoints");
        // Arguments of the hull function, and its input patch.
        let mut input: Option<PatchParam> = None;
        let mut hull_args = Vec::new();
        let mut empties = Vec::new();
        for p in &mut fd.params {
            let sem = semantic(p);
            let empty = sem.is_none()
                && p.decl.dims.is_empty()
                && structs.iter().any(|s| s.name == p.ty.name && s.members.is_empty() && s.base.is_none());
            if let Some(pp) = patch_param(&p.ty, "InputPatch") {
                p.ty = pp.elem.clone();
                p.decl.dims.insert(0, Some(pp.count.clone()));
                input = Some(pp);
                hull_args.push(format!("{name}_input"));
            } else if sem.as_deref() == Some("SV_OUTPUTCONTROLPOINTID") {
                hull_args.push(format!("{name}_thread.x"));
            } else if sem.as_deref() == Some("SV_PRIMITIVEID") {
                hull_args.push(format!("{name}_patch.x"));
            } else if sem.as_deref() == Some("SV_VIEWID") {
                self.hull_view_id(p.span);
                return None;
            } else if empty {
                // A struct without members carries no input: a local of it.
                hull_args.push(format!("{name}_empty{}", empties.len()));
                empties.push(p.ty.name.clone());
            } else {
                let msg = "a hull shader's parameters are an `InputPatch`, `SV_OutputControlPointID` and \
                           `SV_PrimitiveID`";
                self.error(codes::SEM_BAD_SEMANTIC, msg, p.span);
                return None;
            }
        }
        let Some(out_ty) = type_text(&fd.ret).filter(|t| t != "void") else {
            self.error(codes::SEM_BAD_SEMANTIC, "a hull shader returns its output control point", span);
            return None;
        };
        // Arguments of the patch-constant function (called by its own name);
        // its `out` parameters are members of one generated struct.
        let mut pc_args = Vec::new();
        let mut reads_output = false;
        let mut pc_outs: Vec<&Param> = Vec::new();
        for p in &pc.params {
            let sem = semantic(p);
            if let Some(pp) = patch_param(&p.ty, "InputPatch") {
                if input.is_none() {
                    input = Some(pp);
                }
                pc_args.push(format!("{name}_input"));
            } else if patch_param(&p.ty, "OutputPatch").is_some() {
                reads_output = true;
                pc_args.push(format!("{name}_output"));
            } else if sem.as_deref() == Some("SV_PRIMITIVEID") && p.modifiers.inout == InOut::In {
                pc_args.push(format!("{name}_patch.x"));
            } else if sem.as_deref() == Some("SV_VIEWID") {
                self.hull_view_id(p.span);
                return None;
            } else if p.modifiers.inout == InOut::Out {
                pc_args.push(format!("{name}_outs.o{}", pc_outs.len()));
                pc_outs.push(p);
            } else {
                let msg = "a patch-constant function's parameters are an `InputPatch`, an `OutputPatch` and \
                           `SV_PrimitiveID`; it returns or writes (`out`) its outputs";
                self.error(codes::SEM_BAD_SEMANTIC, msg, p.span);
                return None;
            }
        }
        let pc_ty = type_text(&pc.ret).filter(|t| t != "void");
        if pc_ty.is_none() && pc.ret.name != "void" {
            self.error(codes::SEM_BAD_SEMANTIC, "a patch-constant function returns a struct", pc.name_span);
            return None;
        }
        // The record: root 0 is the result, root 1 the `out` parameters.
        let mut set = patch::Leaves { structs, leaves: Vec::new() };
        if pc_ty.is_some() {
            let sem = patch::semantic_of(&pc.annotations);
            if !self.patch_leaves(&mut set, 0, &pc.name, &pc.ret, &[], sem, String::new(), pc.name_span, 0) {
                return None;
            }
        }
        for (k, p) in pc_outs.iter().enumerate() {
            let sem = semantic(p);
            let path = format!(".o{k}");
            if !self.patch_leaves(&mut set, 1, &p.decl.name, &p.ty, &p.decl.dims, sem, path, p.span, 0) {
                return None;
            }
        }
        let record = self.patch_record(set.leaves)?;
        // The result's struct is the record when it holds it all, in order.
        let pc_def = structs.iter().find(|s| Some(&s.name) == pc_ty.as_ref());
        let whole = pc_outs.is_empty() && patch::is_the_struct(&record, 0, pc_def);
        let record_var = if whole { format!("{name}_constants") } else { format!("{name}_record") };
        let factors = self.factor_words(domain, &record, pc.name_span, &name, &record_var)?;
        let mut text = String::new();
        let mut buffers = Vec::new();
        let in_ty = match &input {
            Some(pp) => match type_text(&pp.elem) {
                Some(t) => Some(t),
                None => {
                    self.error(codes::SEM_BAD_SEMANTIC, "an `InputPatch` element must be a named type", span);
                    return None;
                }
            },
            None => None,
        };
        text.push_str(&format!("static const uint {input_points} = 1u;\nstatic const uint {out_points} = 1u;\n"));
        if let Some(t) = &in_ty {
            text.push_str(&format!("StructuredBuffer<{t}> {name}_inputControlPoints;\n"));
            buffers.push((TessBuffer::InputControlPoints, format!("{name}_inputControlPoints")));
        }
        let record_ty = match (&pc_ty, whole) {
            (Some(t), true) => t.clone(),
            _ => format!("{name}_patchConstants"),
        };
        let outs_ty = format!("{name}_patchOutputs");
        text.push_str(&format!("RWStructuredBuffer<{out_ty}> {name}_outputControlPoints;\n"));
        buffers.push((TessBuffer::OutputControlPoints, format!("{name}_outputControlPoints")));
        if !record.is_empty() {
            text.push_str(&format!("RWStructuredBuffer<{record_ty}> {name}_patchData;\n"));
            buffers.push((TessBuffer::PatchData, format!("{name}_patchData")));
        }
        text.push_str(&format!("RWByteAddressBuffer {name}_tessFactors;\n"));
        buffers.push((TessBuffer::TessFactors, format!("{name}_tessFactors")));
        text.push_str(&format!(
            "[numthreads({out_points}, 1, 1)]\n\
             void {name}(uint3 {name}_thread : SV_GroupThreadID, uint3 {name}_patch : SV_GroupID) {{\n"
        ));
        if let Some(t) = &in_ty {
            text.push_str(&format!(
                "{t} {name}_input[{input_points}];\n\
                 for (uint {name}_k = 0u; {name}_k < {input_points}; {name}_k++) {{\n\
                 {name}_input[{name}_k] = {name}_inputControlPoints[{name}_patch.x * {input_points} + {name}_k];\n}}\n"
            ));
        }
        for (k, t) in empties.iter().enumerate() {
            text.push_str(&format!("{t} {name}_empty{k};\n"));
        }
        text.push_str(&format!(
            "{name}_outputControlPoints[{name}_patch.x * {out_points} + {name}_thread.x] = {control_point}({});\n\
             DeviceMemoryBarrierWithGroupSync();\n\
             if ({name}_thread.x == 0u) {{\n",
            hull_args.join(", ")
        ));
        if reads_output {
            text.push_str(&format!(
                "{out_ty} {name}_output[{out_points}];\n\
                 for (uint {name}_j = 0u; {name}_j < {out_points}; {name}_j++) {{\n\
                 {name}_output[{name}_j] = {name}_outputControlPoints[{name}_patch.x * {out_points} + {name}_j];\n}}\n"
            ));
        }
        if !pc_outs.is_empty() {
            text.push_str(&format!("{outs_ty} {name}_outs;\n"));
        }
        let call = format!("{}({})", pc.name, pc_args.join(", "));
        match &pc_ty {
            Some(t) => text.push_str(&format!("{t} {name}_constants = {call};\n")),
            None => text.push_str(&format!("{call};\n")),
        }
        if whole && !record.is_empty() {
            text.push_str(&format!("{name}_patchData[{name}_patch.x] = {name}_constants;\n"));
        } else if !record.is_empty() {
            text.push_str(&format!("{record_ty} {name}_record;\n"));
            for leaf in &record {
                let root = if leaf.root == 0 { format!("{name}_constants") } else { format!("{name}_outs") };
                text.push_str(&format!("{name}_record.{} = {root}{};\n", leaf.name, leaf.path));
            }
            text.push_str(&format!("{name}_patchData[{name}_patch.x] = {name}_record;\n"));
        }
        text.push_str(&format!("{factors}\n}}\n}}\n"));
        // The generated structs come first, so the text can name them.
        let mut generated = Vec::new();
        if !whole && !record.is_empty() {
            generated.push(Item::Struct(patch::record_struct(&record_ty, &record, pc.name_span)));
        }
        if !pc_outs.is_empty() {
            let outs: Vec<patch::Leaf> = pc_outs
                .iter()
                .enumerate()
                .map(|(k, p)| patch::Leaf::member(format!("o{k}"), &p.ty, &p.decl.dims, p.span))
                .collect();
            generated.push(Item::Struct(patch::record_struct(&outs_ty, &outs, pc.name_span)));
        }
        let mut types = types.clone();
        types.insert(record_ty);
        types.insert(outs_ty);
        let mut items = generated;
        items.extend(self.generated_items(&text, span, &types));
        set_const_init(&mut items, &input_points, input.as_ref().map(|p| p.count.clone()));
        set_const_init(&mut items, &out_points, output_points.clone());
        fd.name = control_point;
        fd.attributes.clear();
        self.tess.insert(
            name,
            Pending {
                role: TessRole::Hull,
                domain,
                partitioning: Some(partitioning),
                clockwise: Some(clockwise),
                lines,
                input_points: input.map(|p| p.count),
                output_points,
                buffers,
            },
        );
        Some((fd, items))
    }

    /// The statement storing the half-precision factors of the record
    /// `c` at patch `{name}_patch.x`. A factor the record lacks
    /// is 0 (D3D leaves it undefined), with OSH5245.
    fn factor_words(
        &mut self,
        domain: TessDomain,
        record: &[patch::Leaf],
        span: Span,
        name: &str,
        c: &str,
    ) -> Option<String> {
        let find = |sem: &str| record.iter().find(|l| l.semantic.as_deref() == Some(sem));
        let (edges, inside) = (find("SV_TESSFACTOR"), find("SV_INSIDETESSFACTOR"));
        if let Some(e) = edges
            && e.dims.is_empty()
        {
            let msg = "`SV_TessFactor` is an array of edge factors (`float edges[3]`, `float edges[4]`)";
            self.error(codes::SEM_BAD_SEMANTIC, msg, e.span);
            return None;
        }
        if edges.is_none() || inside.is_none() {
            let msg = "the patch-constant function writes no `SV_TessFactor` or no `SV_InsideTessFactor`: \
                       the hull kernel writes 0 for the factors it lacks (D3D leaves them undefined), and an edge \
                       factor of 0 culls the patch";
            self.diags.push(crate::diag::Diagnostic::warning(codes::DEVIATION_NO_TESS_FACTORS, msg, span));
        }
        let edge = |k: u32| match edges {
            Some(e) => format!("f32tof16({c}.{}[{k}])", e.name),
            None => "0u".to_string(),
        };
        let inner = |k: u32| match inside {
            Some(i) if !i.dims.is_empty() => format!("f32tof16({c}.{}[{k}])", i.name),
            Some(i) => format!("f32tof16({c}.{})", i.name),
            None => "0u".to_string(),
        };
        let word = |lo: String, hi: String| format!("{lo} | ({hi} << 16)");
        Some(match domain {
            TessDomain::Triangle => format!(
                "{name}_tessFactors.Store2({name}_patch.x * 8u, uint2({}, {}));",
                word(edge(0), edge(1)),
                word(edge(2), inner(0))
            ),
            TessDomain::Quad => format!(
                "{name}_tessFactors.Store3({name}_patch.x * 12u, uint3({}, {}, {}));",
                word(edge(0), edge(1)),
                word(edge(2), edge(3)),
                word(inner(0), inner(1))
            ),
        })
    }

    /// `SV_ViewID` in a hull shader or its patch-constant function.
    fn hull_view_id(&mut self, span: Span) {
        let d = crate::diag::Diagnostic::error(
            codes::METAL_UNSUPPORTED,
            "Metal runs a hull shader as a compute kernel, which has no view id (`SV_ViewID`)",
            span,
        )
        .with_help(
            "vertex amplification reaches the domain shader, where `SV_ViewID` is the amplification id; \
             a hull shader that depends on the view can read it from a constant buffer, dispatched once per view",
        );
        self.diags.push(d);
    }

    /// A domain shader: `(user function renamed, generated items)`.
    fn expand_domain(
        &mut self,
        mut fd: FunctionDecl,
        structs: &[StructDecl],
        types: &OrdSet<String>,
    ) -> Option<(FunctionDecl, Vec<Item>)> {
        let name = fd.name.clone();
        let span = fd.name_span;
        let domain = self.tess_domain(&fd)?;
        let evaluate = format!("{name}_evaluate");
        let out_points = format!("{name}_outputPoints");
        let mut args = Vec::new();
        let mut points: Option<PatchParam> = None;
        // The patch constants: root `k` is parameter `k`, a struct ones
        // filled into a local `{name}_pcK`.
        let mut set = patch::Leaves { structs, leaves: Vec::new() };
        let mut pc_locals = Vec::new();
        let mut view_id = false;
        for (k, p) in fd.params.iter_mut().enumerate() {
            let sem = semantic(p);
            if p.modifiers.inout != InOut::In {
                self.error(codes::SEM_BAD_SEMANTIC, "a domain shader returns its outputs", p.span);
                return None;
            }
            if let Some(pp) = patch_param(&p.ty, "OutputPatch") {
                p.ty = pp.elem.clone();
                p.decl.dims.insert(0, Some(pp.count.clone()));
                points = Some(pp);
                args.push(format!("{name}_points"));
            } else if sem.as_deref() == Some("SV_DOMAINLOCATION") {
                args.push(format!("{name}_location"));
            } else if sem.as_deref() == Some("SV_PRIMITIVEID") {
                args.push(format!("{name}_patch"));
            } else if sem.as_deref() == Some("SV_VIEWID") {
                // The post-tessellation vertex function's amplification id,
                // as a vertex shader's SV_ViewID.
                args.push(format!("{name}_view"));
                view_id = true;
            } else {
                // A patch constant, or a struct of them.
                let before = set.leaves.len();
                let whole = sem.is_some() || set.structs.iter().all(|s| s.name != p.ty.name);
                if !self.patch_leaves(&mut set, k, &p.decl.name, &p.ty, &p.decl.dims, sem, String::new(), p.span, 0) {
                    return None;
                }
                if whole && set.leaves.len() == before + 1 {
                    args.push(format!("{name}_record.#{k}"));
                } else {
                    let Some(t) = type_text(&p.ty) else {
                        self.error(codes::SEM_BAD_SEMANTIC, "a patch-constant struct must be a named type", p.span);
                        return None;
                    };
                    args.push(format!("{name}_pc{k}"));
                    pc_locals.push((k, t));
                }
            }
        }
        let record = self.patch_record(set.leaves)?;
        // The whole-parameter leaves' names, now that the record named them.
        for a in &mut args {
            if let Some(k) = a.strip_prefix(&format!("{name}_record.#")).and_then(|k| k.parse::<usize>().ok())
                && let Some(leaf) = record.iter().find(|l| l.root == k)
            {
                *a = format!("{name}_record.{}", leaf.name);
            }
        }
        if fd.ret.name == "void" {
            self.error(codes::SEM_BAD_SEMANTIC, "a domain shader returns its outputs", span);
            return None;
        }
        let location = match domain {
            TessDomain::Triangle => "float3",
            TessDomain::Quad => "float2",
        };
        let mut text = format!("static const uint {out_points} = 1u;\n");
        let mut buffers = Vec::new();
        // A GLSL evaluation shader (`glsl::rewrite::tese`) reads its control
        // points itself, from the buffer this names, and says the spacing
        // and winding, which its control shader cannot know.
        if let Some((g, _)) = attr_text(&fd, "glslcontrolpoints") {
            buffers.push((TessBuffer::OutputControlPoints, g));
        }
        let partitioning = attr_text(&fd, "partitioning").map(|(p, _)| p.to_ascii_lowercase());
        let clockwise = attr_text(&fd, "outputtopology").map(|(t, _)| t.eq_ignore_ascii_case("triangle_cw"));
        let cp_ty = match &points {
            Some(pp) => match type_text(&pp.elem) {
                Some(t) => Some(t),
                None => {
                    self.error(codes::SEM_BAD_SEMANTIC, "an `OutputPatch` element must be a named type", span);
                    return None;
                }
            },
            None => None,
        };
        if let Some(t) = &cp_ty {
            text.push_str(&format!("StructuredBuffer<{t}> {name}_controlPoints;\n"));
            buffers.push((TessBuffer::OutputControlPoints, format!("{name}_controlPoints")));
        }
        // One struct parameter holding the record in order is the record.
        let whole = match pc_locals.as_slice() {
            [(k, t)] => {
                let def = structs.iter().find(|s| &s.name == t);
                patch::is_the_struct(&record, *k, def).then(|| t.clone())
            }
            _ => None,
        };
        let record_ty = whole.clone().unwrap_or_else(|| format!("{name}_patchConstants"));
        if !record.is_empty() {
            text.push_str(&format!("StructuredBuffer<{record_ty}> {name}_patchData;\n"));
            buffers.push((TessBuffer::PatchData, format!("{name}_patchData")));
        }
        let view = if view_id { format!(", uint {name}_view : SV_ViewID") } else { String::new() };
        text.push_str(&format!(
            "float4 {name}({location} {name}_location : SV_DomainLocation, uint {name}_patch : SV_PrimitiveID{view}) {{\n"
        ));
        if let Some(t) = &cp_ty {
            text.push_str(&format!(
                "{t} {name}_points[{out_points}];\n\
                 for (uint {name}_k = 0u; {name}_k < {out_points}; {name}_k++) {{\n\
                 {name}_points[{name}_k] = {name}_controlPoints[{name}_patch * {out_points} + {name}_k];\n}}\n"
            ));
        }
        if whole.is_none() && !record.is_empty() {
            text.push_str(&format!("{record_ty} {name}_record = {name}_patchData[{name}_patch];\n"));
        }
        for (k, t) in pc_locals.iter().filter(|_| whole.is_none()) {
            text.push_str(&format!("{t} {name}_pc{k};\n"));
            for leaf in record.iter().filter(|l| l.root == *k) {
                text.push_str(&format!("{name}_pc{k}{} = {name}_record.{};\n", leaf.path, leaf.name));
            }
        }
        if let Some(&(k, _)) = pc_locals.first().filter(|_| whole.is_some()) {
            let arg = format!("{name}_pc{k}");
            args.iter_mut().filter(|a| **a == arg).for_each(|a| *a = format!("{name}_patchData[{name}_patch]"));
        }
        text.push_str(&format!("return {evaluate}({});\n}}\n", args.join(", ")));
        let mut items = Vec::new();
        if whole.is_none() && !record.is_empty() {
            items.push(Item::Struct(patch::record_struct(&record_ty, &record, span)));
        }
        let mut types = types.clone();
        types.insert(record_ty);
        items.extend(self.generated_items(&text, span, &types));
        set_const_init(&mut items, &out_points, points.as_ref().map(|p| p.count.clone()));
        // The generated entry point returns what the user's function does,
        // with its semantic.
        for item in &mut items {
            if let Item::Function(w) = item
                && w.name == name
            {
                w.ret = fd.ret.clone();
                w.annotations = std::mem::take(&mut fd.annotations);
                w.modifiers.precise = fd.modifiers.precise;
            }
        }
        fd.name = evaluate;
        fd.attributes.clear();
        self.tess.insert(
            name,
            Pending {
                role: TessRole::Domain,
                domain,
                partitioning,
                clockwise,
                lines: false,
                input_points: None,
                output_points: points.map(|p| p.count),
                buffers,
            },
        );
        Some((fd, items))
    }

    /// A vertex shader as a kernel (`Options::vertex_as_kernel`): `(user
    /// function renamed `NAME_vertex`, generated items)`. Vertex `v` reads
    /// record `v` of `NAME_vertexInput` (a struct of the shader's inputs in
    /// parameter order, D3D structured packing; `SV_VertexID` is `v`) and
    /// writes its result to record `v` of `NAME_vertexOutput`; the kernel
    /// runs 64 threads per threadgroup and threads from `NAME_count` (in the
    /// constant buffer `NAME_vertexCount`) on do nothing.
    fn expand_vertex(&mut self, mut fd: FunctionDecl, types: &OrdSet<String>) -> Option<(FunctionDecl, Vec<Item>)> {
        let name = fd.name.clone();
        let span = fd.name_span;
        let record = format!("{name}_vertexIn");
        let mut members = String::new();
        let mut args = Vec::new();
        for p in &fd.params {
            let sem = semantic(p);
            if p.modifiers.inout != InOut::In {
                self.error(codes::SEM_BAD_SEMANTIC, "a vertex shader run as a kernel returns its outputs", p.span);
                return None;
            }
            if sem.as_deref() == Some("SV_VERTEXID") {
                args.push(format!("{name}_id"));
                continue;
            }
            if sem.as_deref() == Some("SV_INSTANCEID") {
                let msg =
                    "a vertex shader run as a kernel has one thread per vertex of one instance: no `SV_InstanceID`";
                self.error(codes::METAL_TESSELLATION, msg, p.span);
                return None;
            }
            let Some(t) = type_text(&p.ty).filter(|_| p.decl.dims.is_empty()) else {
                let msg = "a vertex kernel's input is a named type (a struct, vector or scalar), not an array";
                self.error(codes::SEM_BAD_SEMANTIC, msg, p.span);
                return None;
            };
            members.push_str(&format!("    {t} {};\n", p.decl.name));
            args.push(format!("{name}_in.{}", p.decl.name));
        }
        let Some(out_ty) = type_text(&fd.ret).filter(|t| t != "void") else {
            self.error(codes::SEM_BAD_SEMANTIC, "a vertex shader run as a kernel returns its outputs", span);
            return None;
        };
        let mut buffers = Vec::new();
        let mut text = String::new();
        let has_input = !members.is_empty();
        if has_input {
            text.push_str(&format!(
                "struct {record} {{\n{members}}};\nStructuredBuffer<{record}> {name}_vertexInput;\n"
            ));
            buffers.push((TessBuffer::VertexInput, format!("{name}_vertexInput")));
        }
        text.push_str(&format!(
            "RWStructuredBuffer<{out_ty}> {name}_vertexOutput;\n\
             cbuffer {name}_vertexCount {{ uint {name}_count; }};\n\
             [numthreads(64, 1, 1)]\n\
             void {name}(uint3 {name}_thread : SV_DispatchThreadID) {{\n\
             uint {name}_id = {name}_thread.x;\n\
             if ({name}_id >= {name}_count) {{ return; }}\n"
        ));
        buffers.push((TessBuffer::InputControlPoints, format!("{name}_vertexOutput")));
        buffers.push((TessBuffer::VertexCount, format!("{name}_vertexCount")));
        if has_input {
            text.push_str(&format!("{record} {name}_in = {name}_vertexInput[{name}_id];\n"));
        }
        text.push_str(&format!("{name}_vertexOutput[{name}_id] = {name}_vertex({});\n}}\n", args.join(", ")));
        let items = self.generated_items(&text, span, types);
        fd.name = format!("{name}_vertex");
        fd.attributes.clear();
        self.tess.insert(
            name,
            Pending {
                role: TessRole::Vertex,
                domain: TessDomain::Triangle,
                partitioning: None,
                clockwise: None,
                lines: false,
                input_points: None,
                output_points: None,
                buffers,
            },
        );
        Some((fd, items))
    }

    /// Items parsed from generated HLSL `text` that names the tree's
    /// `types`, every token at `span`.
    pub(super) fn generated_items(&mut self, text: &str, span: Span, types: &OrdSet<String>) -> Vec<Item> {
        let mut tokens = lex_str(text, 0).tokens;
        for t in &mut tokens {
            t.span = span;
        }
        let parsed = crate::hlsl::parse::parse_with_types(&tokens, types.clone());
        self.diags.extend(parsed.diagnostics);
        parsed.ast.items
    }

    /// After the generated entry point `name` was lowered as entry point
    /// `index`: record what it is.
    pub(super) fn finish_tessellation(&mut self, name: &str, index: usize) {
        let Some(p) = self.tess.get(name).cloned() else { return };
        let count = |l: &Self, e: &Option<Expr>| {
            e.as_ref().and_then(|e| l.const_eval(e)).and_then(|c| c.as_i64()).and_then(|n| u32::try_from(n).ok())
        };
        let input_points = count(self, &p.input_points).unwrap_or(0);
        let output_points = count(self, &p.output_points).unwrap_or(0);
        for (n, e) in [(input_points, &p.input_points), (output_points, &p.output_points)] {
            if let Some(e) = e
                && !(1..=32).contains(&n)
            {
                let msg = "a patch has 1 to 32 control points in Metal (a constant)";
                self.error(codes::METAL_TESSELLATION, msg, e.span);
            }
        }
        let buffers = p
            .buffers
            .iter()
            .filter_map(|(role, g)| match self.globals.get(g) {
                Some(super::GlobalSym::Var { handle, .. }) => Some((*role, *handle)),
                // A constant buffer is known by its members; the block is the
                // global of its name.
                _ => self
                    .b
                    .module
                    .global_variables
                    .iter()
                    .find(|(_, v)| v.name.as_deref() == Some(g))
                    .map(|(h, _)| (*role, h)),
            })
            .collect();
        let t = crate::side::Tessellation {
            role: p.role,
            domain: p.domain,
            partitioning: p.partitioning,
            clockwise: p.clockwise,
            lines: p.lines,
            input_points,
            output_points,
            buffers,
        };
        self.side.tessellation.insert(index, t);
    }
}

/// Whether entry point `fd` is a vertex shader by the front-end's usual
/// stage inference: no `[numthreads]`, no `[shader]` or stage option naming
/// another stage, no pixel-shader output (`SV_Target`, `SV_Depth`,
/// `SV_Coverage`) in its result or `out` parameters.
fn is_vertex_shader(fd: &FunctionDecl, structs: &[StructDecl], stage: Option<crate::options::Stage>) -> bool {
    if fd.attributes.iter().any(|a| a.name == "numthreads") || stage.is_some_and(|s| s != crate::options::Stage::Vertex)
    {
        return false;
    }
    if let Some(a) = fd.attributes.iter().find(|a| a.name == "shader") {
        return matches!(a.args.first().map(|e| &e.kind), Some(ExprKind::Ident(n)) if n.trim_matches('"') == "vertex");
    }
    let pixel = |sem: &str| {
        let s = sem.to_ascii_uppercase();
        s.starts_with("SV_TARGET") || s.starts_with("SV_DEPTH") || s == "SV_COVERAGE"
    };
    let annotated = |anns: &[Annotation]| anns.iter().any(|a| matches!(a, Annotation::Semantic(n, _) if pixel(n)));
    let struct_pixel = |t: &TypeExpr| {
        structs
            .iter()
            .filter(|s| s.name == t.name)
            .any(|s| s.members.iter().flat_map(|m| m.declarators.iter()).any(|d| annotated(&d.annotations)))
    };
    let outputs = std::iter::once((&fd.ret, fd.annotations.as_slice())).chain(
        fd.params.iter().filter(|p| p.modifiers.inout != InOut::In).map(|p| (&p.ty, p.decl.annotations.as_slice())),
    );
    !outputs.into_iter().any(|(t, anns)| annotated(anns) || struct_pixel(t))
}

/// `InputPatch<T, N>` and `OutputPatch<T, N>` parameters of a helper (a
/// patch-constant function, or a function they are passed on to) as the
/// `T[N]` arrays they are in the generated code.
fn patches_to_arrays(fd: &mut FunctionDecl) {
    for p in &mut fd.params {
        if let Some(pp) = patch_param(&p.ty, "InputPatch").or_else(|| patch_param(&p.ty, "OutputPatch")) {
            p.ty = pp.elem;
            p.decl.dims.insert(0, Some(pp.count));
        }
    }
}

/// Give the generated `static const uint NAME` the initializer `init`
/// (the count as the source wrote it, so it is evaluated like the source's).
fn set_const_init(items: &mut [Item], name: &str, init: Option<Expr>) {
    let Some(init) = init else { return };
    for item in items {
        if let Item::Var(v) = item {
            for d in &mut v.declarators {
                if d.name == name {
                    d.init = Some(init.clone());
                }
            }
        }
    }
}
