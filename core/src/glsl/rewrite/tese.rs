//! GLSL tessellation evaluation shaders as the HLSL front-end's domain
//! shaders (`hlsl::lower::tess`): a post-tessellation vertex function
//! `[[patch(triangle|quad)]]` with `gl_TessCoord` at `[[position_in_patch]]`
//! and `gl_PrimitiveID` at `[[patch_id]]`.
//!
//! The evaluation shader reads what a control shader translated by
//! `rewrite::tesc` wrote, in the same records, whichever order either
//! stage declares its variables in (the linking rule, `tesc::link_order`):
//! - a control point (`outputControlPoints`, read from `main_controlPoints`)
//!   is the built-in `gl_PerVertex` (`gl_Position`, `gl_PointSize`), then
//!   the per-vertex variables with a location by location, then the others
//!   by name (a block by its block name);
//! - the patch data (`patchData`, one per patch) is `gl_TessLevelOuter[4]`,
//!   `gl_TessLevelInner[2]` (as floats), `gl_PatchVerticesOut` (a `uint`:
//!   the control shader's `layout(vertices = N)`, which is the evaluation
//!   shader's `gl_PatchVerticesIn`), then the `patch` variables in the same
//!   order.
//!
//! Both stages must declare the same interface: an evaluation shader that
//! declares only some of the control shader's outputs reads another record
//! (reflection gives both records member by member, so a host can check).
//!
//! The control points of patch `p` are at `p * N` in their buffer, with
//! `N` read from the patch data: GLSL does not tell an evaluation shader
//! how many there are, so its `[[patch]]` names no count and reflection's
//! `elementsPerPatch` is 0 for that buffer. Elements from `N` to
//! `gl_MaxPatchVertices` read as zero.
//!
//! The evaluation shader names the domain, the spacing and the winding,
//! which the control shader cannot know: its reflection carries them (the
//! render pipeline's `tessellationPartitionMode` and
//! `tessellationOutputWindingOrder`). What Metal's tessellator cannot do is
//! an OSH5124 at the layout: `isolines`, `point_mode`.

use super::tesc::{copy, link_order, members, per_vertex, per_vertex_struct};
use super::{Layout, Rewriter};
use crate::diag::codes;
use crate::source::Span;
use std::fmt::Write as _;

/// What `layout(…) in;` says in an evaluation shader.
#[derive(Default)]
pub(in crate::glsl) struct TeseLayout {
    /// `triangles` (true) or `quads` (false).
    triangles: Option<bool>,
    /// `integer`, `fractional_even` or `fractional_odd`.
    spacing: Option<&'static str>,
    clockwise: Option<bool>,
    /// Where the first `layout(…) in;` is.
    span: Option<Span>,
}

impl Rewriter<'_> {
    /// `layout(quads, fractional_odd_spacing, cw) in;` (several declarations
    /// may each say a part).
    pub(super) fn tese_layout(&mut self, layout: &Layout) {
        for (key, _, span) in &layout.items {
            let t = &mut self.tesc.tese;
            t.span = t.span.or(Some(*span));
            match key.as_str() {
                "triangles" => t.triangles = Some(true),
                "quads" => t.triangles = Some(false),
                "equal_spacing" => t.spacing = Some("integer"),
                "fractional_even_spacing" => t.spacing = Some("fractional_even"),
                "fractional_odd_spacing" => t.spacing = Some("fractional_odd"),
                "cw" => t.clockwise = Some(true),
                "ccw" => t.clockwise = Some(false),
                "isolines" => {
                    let msg = "Metal's tessellator has no isoline domain (only triangle and quad patches)";
                    self.error(codes::METAL_TESSELLATION, msg, *span);
                }
                "point_mode" => {
                    let msg = "Metal's tessellator outputs only triangles (no `point_mode`)";
                    self.error(codes::METAL_TESSELLATION, msg, *span);
                }
                _ => {}
            }
        }
    }

    /// An evaluation shader must name its domain.
    pub(super) fn tese_check(&mut self) {
        if self.tesc.tese.triangles.is_none() && !self.diags.iter().any(|d| d.code == codes::METAL_TESSELLATION) {
            let span = self.tesc.tese.span.or(self.toks.first().map(|t| t.span)).unwrap_or(Span::new(0, 0));
            self.diags.push(
                crate::diag::Diagnostic::error(
                    codes::SEM_BAD_ATTRIBUTE,
                    "a tessellation evaluation shader needs `layout(triangles) in;` or `layout(quads) in;`",
                    span,
                )
                .with_help("Metal tessellates triangle and quad patches"),
            );
        }
    }

    /// The evaluation shader's inputs, before the user's code.
    pub(super) fn tese_prelude(&self) -> String {
        let used = |b: &str| self.builtins_used.contains(b);
        let mut s = String::from("static const int gl_MaxPatchVertices = 32;\n");
        s.push_str(&per_vertex_struct(self.per_vertex_clip()));
        if used("gl_in") {
            s.push_str("static __glsl_PerVertex gl_in[gl_MaxPatchVertices];\n");
        }
        for (name, ty) in [("gl_PatchVerticesIn", "int"), ("gl_TessCoord", "float3"), ("gl_PrimitiveID", "int")] {
            if used(name) {
                let _ = writeln!(s, "static {ty} {name};");
            }
        }
        if used("gl_TessLevelOuter") {
            s.push_str("static float gl_TessLevelOuter[4];\n");
        }
        if used("gl_TessLevelInner") {
            s.push_str("static float gl_TessLevelInner[2];\n");
        }
        s
    }

    /// The records, the control-point buffer and the domain shader `main`
    /// around `__glsl_main`, returning `outputs` (see `Rewriter::stage_io`).
    pub(super) fn tese_entry(&self, outputs: &[(String, String, String, String)]) -> String {
        let used = |b: &str| self.builtins_used.contains(b);
        let t = &self.tesc.tese;
        let triangles = t.triangles.unwrap_or(false);
        let mut inputs = link_order(&self.tesc.inputs);
        inputs.insert(0, per_vertex("gl_in"));
        let patch = link_order(&self.tesc.patch);
        let mut s = String::from("struct __glsl_ControlPoint {\n");
        members(&mut s, &inputs);
        s.push_str(
            "};\nstruct __glsl_Patch {\n    float gl_TessLevelOuter_[4];\n    float gl_TessLevelInner_[2];\n    \
             uint gl_PatchVerticesOut_;\n",
        );
        members(&mut s, &patch);
        s.push_str("};\n");
        Self::out_struct(&mut s, outputs);
        // Only what the shader reads is loaded (the record keeps every member).
        let loaded: Vec<_> = inputs.iter().filter(|v| v.name != "gl_in" || used("gl_in")).collect();
        if !loaded.is_empty() {
            s.push_str("StructuredBuffer<__glsl_ControlPoint> main_controlPoints;\n");
        }
        let _ = writeln!(s, "[domain(\"{}\")]", if triangles { "tri" } else { "quad" });
        let _ = writeln!(s, "[partitioning(\"{}\")]", t.spacing.unwrap_or("integer"));
        // GLSL's default winding is counter-clockwise.
        let _ = writeln!(
            s,
            "[outputtopology(\"{}\")]",
            if t.clockwise == Some(true) { "triangle_cw" } else { "triangle_ccw" }
        );
        if !loaded.is_empty() {
            s.push_str("[glslcontrolpoints(\"main_controlPoints\")]\n");
        }
        let location = if triangles { "float3" } else { "float2" };
        let ret = if outputs.is_empty() { "void" } else { "__glsl_Out" };
        let _ = writeln!(
            s,
            "{ret} main(__glsl_Patch __glsl_pd, {location} __glsl_location : SV_DomainLocation, \
             uint __glsl_patch : SV_PrimitiveID) {{"
        );
        if used("gl_TessCoord") {
            let coord = if triangles { "__glsl_location" } else { "float3(__glsl_location, 0.0)" };
            let _ = writeln!(s, "    gl_TessCoord = {coord};");
        }
        if used("gl_PrimitiveID") {
            s.push_str("    gl_PrimitiveID = int(__glsl_patch);\n");
        }
        if used("gl_PatchVerticesIn") {
            s.push_str("    gl_PatchVerticesIn = int(__glsl_pd.gl_PatchVerticesOut_);\n");
        }
        for (name, n) in [("gl_TessLevelOuter", 4), ("gl_TessLevelInner", 2)] {
            if used(name) {
                copy(&mut s, name, &format!("__glsl_pd.{name}_"), &format!("[{n}]"));
            }
        }
        for v in &patch {
            copy(&mut s, &v.name, &format!("__glsl_pd.{}_", v.name), &v.dims);
        }
        if !loaded.is_empty() {
            s.push_str(
                "    uint __glsl_n = __glsl_pd.gl_PatchVerticesOut_;\n    \
                 for (uint __glsl_k = 0u; __glsl_k < min(__glsl_n, 32u); __glsl_k++) {\n        \
                 __glsl_ControlPoint __glsl_cp = main_controlPoints[__glsl_patch * __glsl_n + __glsl_k];\n",
            );
            for v in &loaded {
                copy(&mut s, &format!("{}[__glsl_k]", v.name), &format!("__glsl_cp.{}_", v.name), &v.dims);
            }
            s.push_str("    }\n");
        }
        if self.has_deferred_inits {
            s.push_str("    __glsl_init_globals();\n");
        }
        s.push_str("    __glsl_main();\n");
        Self::out_return(&mut s, outputs);
        s.push_str("}\n");
        s
    }
}
