//! GLSL geometry shaders as the HLSL front-end's geometry shaders
//! (`hlsl::lower::geometry`), so both languages share the emulation on an
//! MSL 3 `[[mesh]]` function, its input-record contract and its reflection.
//!
//! - `layout(points | lines | lines_adjacency | triangles |
//!   triangles_adjacency [, invocations = N]) in;` is the input primitive
//!   (1, 2, 4, 3 or 6 vertices) and `[instance(N)]`;
//!   `layout(points | line_strip | triangle_strip, max_vertices = N) out;`
//!   the stream and `[maxvertexcount(N)]`.
//! - The per-vertex inputs (`gl_in[]`, `in` arrays and blocks) are `static`
//!   arrays of the primitive's vertex count, filled from the input
//!   primitive's records by the generated entry point: the record is
//!   `gl_PerVertex` (`gl_Position`, `gl_PointSize`) when the shader reads
//!   `gl_in`, then the `in` variables in declaration order (what the
//!   vertex stage wrote, see `rewrite::tesc`'s records). `gl_PrimitiveIDIn`
//!   and `gl_InvocationID` are the primitive and the instance.
//! - The outputs are `static` globals, as a vertex shader's: `EmitVertex()`
//!   copies them into one output vertex and appends it to the stream, and
//!   `EndPrimitive()` restarts the strip. (GLSL leaves the outputs undefined
//!   after `EmitVertex`; here they keep their values.)
//!
//! Multiple vertex streams (`EmitStreamVertex`, `layout(stream = N)` other
//! than 0) are stream output only, which Metal has no stage for: OSH5101.

use super::{Layout, Rewriter};
use crate::diag::codes;
use crate::source::Span;
use std::fmt::Write as _;

#[derive(Default)]
pub(super) struct Geom {
    /// Vertices per input primitive.
    input_vertices: Option<u32>,
    invocations: Option<u32>,
    /// The stream type's name (`TriangleStream`).
    stream: Option<&'static str>,
    max_vertices: Option<u32>,
}

impl Rewriter<'_> {
    /// `layout(triangles) in;`, `layout(triangle_strip, max_vertices = 3) out;`
    pub(super) fn geom_layout(&mut self, layout: &Layout, input: bool) {
        for (key, value, span) in &layout.items {
            let g = &mut self.geom;
            match (key.as_str(), input) {
                ("points", true) => g.input_vertices = Some(1),
                ("lines", true) => g.input_vertices = Some(2),
                ("lines_adjacency", true) => g.input_vertices = Some(4),
                ("triangles", true) => g.input_vertices = Some(3),
                ("triangles_adjacency", true) => g.input_vertices = Some(6),
                ("invocations", true) => match value.and_then(|v| u32::try_from(v).ok()).filter(|v| *v >= 1) {
                    Some(n) => g.invocations = Some(n),
                    None => self.error(codes::SEM_BAD_ATTRIBUTE, "`invocations` is a positive integer", *span),
                },
                ("points", false) => g.stream = Some("PointStream"),
                ("line_strip", false) => g.stream = Some("LineStream"),
                ("triangle_strip", false) => g.stream = Some("TriangleStream"),
                ("max_vertices", false) => match value.and_then(|v| u32::try_from(v).ok()).filter(|v| *v >= 1) {
                    Some(n) => g.max_vertices = Some(n),
                    None => self.error(codes::SEM_BAD_ATTRIBUTE, "`max_vertices` is a positive integer", *span),
                },
                ("stream", false) if *value != Some(0) => self.geom_stream(*span),
                _ => {}
            }
        }
    }

    /// A vertex stream other than 0: stream output only.
    pub(super) fn geom_stream(&mut self, span: Span) {
        let msg = "vertex streams other than 0 feed only transform feedback (stream output), which Metal has no \
                   stage for";
        self.error(codes::METAL_STAGE, msg, span);
    }

    /// A geometry shader must say its input and output primitives.
    pub(super) fn geom_check(&mut self) {
        let span = self.toks.first().map(|t| t.span).unwrap_or(Span::new(0, 0));
        if self.geom.input_vertices.is_none() {
            let msg = "a geometry shader needs its input primitive: `layout(triangles) in;` (or points, lines, \
                       lines_adjacency, triangles_adjacency)";
            self.error(codes::SEM_BAD_ATTRIBUTE, msg, span);
        }
        if self.geom.stream.is_none() || self.geom.max_vertices.is_none() {
            let msg = "a geometry shader needs its output: `layout(triangle_strip, max_vertices = N) out;` (or \
                       points, line_strip)";
            self.error(codes::SEM_BAD_ATTRIBUTE, msg, span);
        }
    }

    /// The inputs' arrays are this long (`in vec3 v[];`); `gl_in`. (The
    /// built-ins are declared with the others: `builtin`.)
    pub(super) fn geom_prelude(&self) -> String {
        let n = self.geom.input_vertices.unwrap_or(1);
        let mut s = format!("static const uint __glsl_input_vertices = {n}u;\n");
        s.push_str(&super::tesc::per_vertex_struct(None));
        if self.builtins_used.contains("gl_in") {
            s.push_str("static __glsl_PerVertex gl_in[__glsl_input_vertices];\n");
        }
        s
    }

    /// The output vertex, `EmitVertex`/`EndPrimitive`, and the geometry
    /// shader `main` around `__glsl_main`.
    pub(super) fn geom_entry(&self, outputs: &[(String, String, String, String)]) -> String {
        let n = self.geom.input_vertices.unwrap_or(1);
        let stream = self.geom.stream.unwrap_or("TriangleStream");
        let topology = match stream {
            "PointStream" => "point",
            "LineStream" => "line",
            _ => "triangle",
        };
        let used = |b: &str| self.builtins_used.contains(b);
        let mut inputs = self.tesc.inputs.clone();
        if used("gl_in") {
            inputs.insert(0, super::tesc::per_vertex("gl_in"));
        }
        let mut s = String::from("struct __glsl_GsOut {\n");
        for (ty, field, sem, _) in outputs {
            let _ = writeln!(s, "    {ty} {field} : {sem};");
        }
        // The stream's functions (`hlsl::lower::geometry::stream_prefix`).
        let prefix = format!("__glsl_GsOut_{topology}Stream");
        s.push_str("};\nvoid __glsl_EmitVertex() {\n    __glsl_GsOut o;\n");
        for (_, field, _, source) in outputs {
            let name = field.split('[').next().unwrap_or("");
            let _ = writeln!(s, "    o.{name} = {source};");
        }
        let _ = writeln!(s, "    {prefix}_append(o);\n}}\nvoid __glsl_EndPrimitive() {{ {prefix}_restartStrip(); }}");
        if !inputs.is_empty() {
            s.push_str("struct __glsl_GsIn {\n");
            super::tesc::members(&mut s, &inputs);
            s.push_str("};\n");
        }
        let _ = writeln!(s, "[maxvertexcount({})]", self.geom.max_vertices.unwrap_or(1));
        if let Some(i) = self.geom.invocations {
            let _ = writeln!(s, "[instance({i})]");
        }
        let input = if inputs.is_empty() { String::new() } else { format!("__glsl_GsIn __glsl_input[{n}], ") };
        let _ = writeln!(
            s,
            "void main({input}uint __glsl_primitive : SV_PrimitiveID, uint __glsl_instance : SV_GSInstanceID, \
             inout {stream}<__glsl_GsOut> __glsl_stream) {{"
        );
        if !inputs.is_empty() {
            s.push_str("    for (uint k = 0u; k < __glsl_input_vertices; k++) {\n");
            for v in &inputs {
                super::tesc::copy(&mut s, &format!("{}[k]", v.name), &format!("__glsl_input[k].{}_", v.name), &v.dims);
            }
            s.push_str("    }\n");
        }
        if used("gl_PrimitiveIDIn") {
            s.push_str("    gl_PrimitiveIDIn = int(__glsl_primitive);\n");
        }
        if used("gl_InvocationID") {
            s.push_str("    gl_InvocationID = int(__glsl_instance);\n");
        }
        if self.has_deferred_inits {
            s.push_str("    __glsl_init_globals();\n");
        }
        s.push_str("    __glsl_main();\n}\n");
        s
    }
}
