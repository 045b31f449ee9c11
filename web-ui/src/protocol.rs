//! The messages between the page and the translation worker.
//!
//! Both cross `postMessage` as JSON strings. The response is a *view model*:
//! the worker (the only instance that calls the translator; the page's
//! instance of the same module never does) turns the core's `Translation`
//! into rows the page renders as they are, so the page never re-derives
//! anything from the reflection.
//!
//! Architecture invariant: every table row and the host snippets are built
//! from the one `Reflection` of the translation they are shown with.

use crate::examples;
use crate::host;
use ferrometal::reflect::{LayoutMember, Reflection, Resource, SourceBinding};
use ferrometal::{MemoryIncludes, Options};
use serde::{Deserialize, Serialize};

/// Page → worker.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// Increases with every request the page sends.
    pub id: u32,
    pub source: String,
    pub options: Options,
}

/// Worker → page. The worker first sends `Ready`, then one `Done` per request.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Message {
    Ready,
    Done(Box<Response>),
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Response {
    pub id: u32,
    /// Milliseconds spent translating, measured inside the worker.
    pub elapsed_ms: f64,
    /// The language the source was read as (detected or chosen).
    pub language: String,
    pub entries: Vec<EntryView>,
    pub reflection: Option<ReflectionView>,
    /// The reflection as `--reflect` writes it (the Download button's file).
    pub reflection_json: Option<String>,
    pub host_swift: String,
    pub host_cpp: String,
    pub diagnostics: Vec<DiagView>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct EntryView {
    pub name: String,
    pub msl_name: String,
    pub stage: String,
    pub msl: String,
    /// Per MSL line, the source lines `(first, last)` (1-based, in the
    /// edited text) it was written from, if any.
    #[serde(default)]
    pub line_map: Vec<Option<(u32, u32)>>,
}

/// One diagnostic, positioned for the editor: lines and UTF-16 columns are
/// 1-based, as the core's DTO gives them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DiagView {
    pub code: String,
    /// `error`, `warning` or `note`.
    pub severity: String,
    pub message: String,
    /// `None` when the diagnostic has no place in the edited text (a bad
    /// option, or a position inside an included file).
    pub range: Option<(u32, u32, u32, u32)>,
    /// The rustc-style rendering (with notes and help).
    pub rendered: String,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ReflectionView {
    pub resources: Vec<ResourceRow>,
    pub entry_points: Vec<EntryRow>,
    pub spec_constants: Vec<SpecRow>,
    /// Name of the push-constant block, if any (its row is in `resources`).
    pub push_constants: Option<String>,
    pub vertex_buffer_index: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ResourceRow {
    pub name: String,
    pub kind: String,
    /// Where the source bound it: `register(b0, space1)`, `set 0, binding 1`.
    pub binding: String,
    /// The Metal attribute, `[[buffer(3)]]`; for an array the index range.
    pub metal: String,
    pub ty: String,
    pub msl_type: String,
    pub array_size: Option<u32>,
    pub access: Option<String>,
    pub needs_compare_function: bool,
    pub layout: Option<LayoutView>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LayoutView {
    pub size: u32,
    pub alignment: u32,
    pub runtime_array_stride: Option<u32>,
    /// Members in order, nested members following their parent with `depth + 1`.
    pub members: Vec<MemberRow>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct MemberRow {
    pub depth: u32,
    pub name: String,
    pub offset: u32,
    pub size: u32,
    pub ty: String,
    /// Array count and stride, matrix majorness and stride, as a short note.
    pub note: String,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct EntryRow {
    pub name: String,
    pub msl_name: String,
    pub stage: String,
    pub workgroup_size: Option<[u32; 3]>,
    /// `(location, name, format, offset)` of each `[[stage_in]]` attribute.
    pub vertex_attributes: Vec<(u32, String, String, u32)>,
    pub vertex_stride: Option<u32>,
    /// `(name, metal attribute, type)` of each stage input and output.
    pub inputs: Vec<(String, String, String)>,
    pub outputs: Vec<(String, String, String)>,
    pub resources: Vec<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SpecRow {
    pub name: String,
    pub index: u32,
    pub ty: String,
    pub default: String,
    pub mtl_data_type: u32,
    /// `MTLDataType` case name (`float`, `uint`, …), empty if unknown.
    pub mtl_data_type_name: String,
}

/// The includes every translation can see: the headers of the examples.
pub fn example_includes() -> MemoryIncludes {
    let mut m = MemoryIncludes::default();
    for (path, text) in examples::HEADERS {
        m.0.insert((*path).to_string(), (*text).to_string());
        // Examples include their headers by the name under `include/`.
        if let Some((_, short)) = path.split_once("include/") {
            m.0.insert(short.to_string(), (*text).to_string());
        }
    }
    m
}

/// Translate one request (the worker's whole job). `now` reads a millisecond clock.
pub fn respond(req: &Request, includes: &MemoryIncludes, now: impl Fn() -> f64) -> Response {
    let start = now();
    let t = ferrometal::translate_with(&req.source, &req.options, includes);
    let elapsed_ms = now() - start;
    let main_file = t.files.iter().next().map(|(_, f)| f.name.clone()).unwrap_or_default();
    let diagnostics = t
        .diagnostic_dtos()
        .into_iter()
        .map(|d| DiagView {
            code: d.code,
            severity: d.severity.as_str().to_string(),
            message: d.message,
            range: d
                .range
                .filter(|r| r.file == main_file)
                .map(|r| (r.start_line, r.start_column, r.end_line, r.end_column)),
            rendered: d.rendered,
        })
        .collect();
    let entries = t
        .entry_points
        .iter()
        .map(|e| EntryView {
            name: e.name.clone(),
            msl_name: e.msl_name.clone(),
            stage: e.stage.as_str().to_string(),
            msl: e.msl.clone(),
            line_map: t
                .line_ranges(e)
                .into_iter()
                .map(|r| r.filter(|r| r.file == main_file).map(|r| (r.start_line, r.end_line)))
                .collect(),
        })
        .collect();
    let reflection = t.reflection.as_ref();
    Response {
        id: req.id,
        elapsed_ms,
        language: t.language.map(|l| l.as_str().to_string()).unwrap_or_default(),
        entries,
        reflection: reflection.map(reflection_view),
        reflection_json: reflection.map(Reflection::to_json),
        host_swift: reflection.map(|r| host::swift(r, req.options.msl_version)).unwrap_or_default(),
        host_cpp: reflection.map(|r| host::metal_cpp(r, req.options.msl_version)).unwrap_or_default(),
        diagnostics,
    }
}

fn reflection_view(r: &Reflection) -> ReflectionView {
    ReflectionView {
        resources: r.resources.iter().map(resource_row).collect(),
        entry_points: r
            .entry_points
            .iter()
            .map(|e| EntryRow {
                name: e.name.clone(),
                msl_name: e.msl_name.clone(),
                stage: e.stage.clone(),
                workgroup_size: e.workgroup_size,
                vertex_attributes: e
                    .vertex_attributes
                    .iter()
                    .map(|a| (a.location, a.name.clone(), a.format.clone(), a.offset))
                    .collect(),
                vertex_stride: e.vertex_stride,
                inputs: e.inputs.iter().map(|v| (v.name.clone(), v.metal_attribute.clone(), v.ty.clone())).collect(),
                outputs: e.outputs.iter().map(|v| (v.name.clone(), v.metal_attribute.clone(), v.ty.clone())).collect(),
                resources: e.resources.clone(),
            })
            .collect(),
        spec_constants: r
            .specialization_constants
            .iter()
            .map(|c| SpecRow {
                name: c.name.clone(),
                index: c.index,
                ty: c.ty.clone(),
                default: c.default.to_string(),
                mtl_data_type: c.mtl_data_type,
                mtl_data_type_name: host::mtl_data_type_name(c.mtl_data_type).to_string(),
            })
            .collect(),
        push_constants: r.push_constants.as_ref().map(|p| p.name.clone()),
        vertex_buffer_index: r.vertex_buffer_index,
    }
}

/// `[[buffer(3)]]`, or `[[texture(2)]] … [[texture(5)]]` for an array of four.
pub fn metal_attribute(r: &Resource) -> String {
    let kind = r.metal.kind.attribute();
    match r.array_size {
        Some(n) if n > 1 => format!("[[{kind}({})]] … [[{kind}({})]]", r.metal.index, r.metal.index + n - 1),
        _ => format!("[[{kind}({})]]", r.metal.index),
    }
}

/// How the source bound a resource, in the source language's words.
pub fn source_binding(b: &SourceBinding) -> String {
    let mut parts = Vec::new();
    if let Some(reg) = &b.register {
        parts.push(match b.space {
            Some(s) => format!("register({reg}, space{s})"),
            None => format!("register({reg})"),
        });
    }
    match (b.set, b.binding) {
        (Some(s), Some(n)) => parts.push(format!("set {s}, binding {n}")),
        (None, Some(n)) => parts.push(format!("binding {n}")),
        (Some(s), None) => parts.push(format!("set {s}")),
        (None, None) => {}
    }
    if parts.is_empty() { "—".to_string() } else { parts.join(" · ") }
}

fn resource_row(r: &Resource) -> ResourceRow {
    let kind = serde_json::to_value(r.kind).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default();
    ResourceRow {
        name: r.name.clone(),
        kind,
        binding: source_binding(&r.binding),
        metal: metal_attribute(r),
        ty: r.source_type.clone(),
        msl_type: r.msl_type.clone(),
        array_size: r.array_size,
        access: r.access.clone(),
        needs_compare_function: r.needs_compare_function,
        layout: r.layout.as_ref().map(|l| {
            let mut members = Vec::new();
            flatten(&l.members, 0, &mut members);
            LayoutView { size: l.size, alignment: l.alignment, runtime_array_stride: l.runtime_array_stride, members }
        }),
    }
}

/// Nested members follow their parent; the depth is bounded by the type
/// nesting the translator accepted.
fn flatten(members: &[LayoutMember], depth: u32, out: &mut Vec<MemberRow>) {
    for m in members {
        let mut note = Vec::new();
        if let Some(n) = m.array_count {
            let count = if n == 0 { "runtime-sized".to_string() } else { format!("[{n}]") };
            match m.array_stride {
                Some(s) => note.push(format!("{count}, stride {s}")),
                None => note.push(count),
            }
        }
        if let Some(l) = &m.matrix_layout {
            // The source's order; the type column is the MSL member's.
            match m.matrix_stride {
                Some(s) => note.push(format!("source {l}, stride {s}")),
                None => note.push(format!("source {l}")),
            }
        }
        out.push(MemberRow {
            depth,
            name: m.name.clone(),
            offset: m.offset,
            size: m.size,
            ty: m.msl_type.clone(),
            note: note.join("; "),
        });
        if depth < 16 {
            flatten(&m.members, depth + 1, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wgsl(source: &str) -> Response {
        let req = Request { id: 7, source: source.into(), options: Options::default() };
        respond(&req, &MemoryIncludes::default(), || 0.0)
    }

    #[test]
    fn translates_wgsl_into_rows() {
        let r = wgsl(
            "@group(0) @binding(1) var<storage, read_write> data: array<f32>;\n\
             @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>) { data[id.x] = 1.0; }\n",
        );
        assert_eq!(r.id, 7);
        assert_eq!(r.language, "wgsl");
        assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
        assert_eq!(r.entries.len(), 1);
        assert!(r.entries.iter().all(|e| e.msl.contains("kernel")));
        let refl = r.reflection.unwrap_or_default();
        let res = refl.resources.first().cloned().unwrap_or_default();
        assert_eq!((res.name.as_str(), res.binding.as_str()), ("data", "set 0, binding 1"));
        assert!(res.metal.starts_with("[[buffer("), "{}", res.metal);
        assert_eq!(refl.entry_points.first().and_then(|e| e.workgroup_size), Some([64, 1, 1]));
        assert!(
            r.host_swift
                .contains(&format!("index: {}", res.metal.trim_start_matches("[[buffer(").trim_end_matches(")]]")))
        );
        let json: serde_json::Value =
            serde_json::from_str(r.reflection_json.as_deref().unwrap_or("")).unwrap_or_default();
        assert_eq!(json["resources"][0]["name"], "data");
    }

    #[test]
    fn msl_lines_map_to_source_lines() {
        let r = wgsl(
            "@group(0) @binding(0) var<storage, read_write> v: array<f32>;\n\
             @compute @workgroup_size(1)\n\
             fn main() {\n\
             \x20   v[0] = v[0] * 7.5;\n\
             }\n",
        );
        let e = r.entries.first().cloned().unwrap_or_default();
        assert_eq!(e.line_map.len(), e.msl.lines().count());
        let line = e.msl.lines().position(|l| l.contains("7.5")).unwrap_or(usize::MAX);
        assert_eq!(e.line_map.get(line).copied().flatten().map(|(a, _)| a), Some(4), "{}", e.msl);
    }

    #[test]
    fn errors_carry_editor_ranges() {
        let r = wgsl("fn f() -> f32 {\n    return nope;\n}\n");
        let d = r.diagnostics.first().cloned().unwrap_or_default();
        assert_eq!(d.severity, "error");
        assert!(d.code.starts_with("OSH"));
        assert_eq!(d.range.map(|r| r.0), Some(2), "{d:?}");
        assert!(r.entries.is_empty());
    }

    #[test]
    fn messages_round_trip_as_json() {
        let m = Message::Done(Box::new(wgsl("@compute @workgroup_size(1) fn main() {}")));
        let text = serde_json::to_string(&m).unwrap_or_default();
        let back: Message = serde_json::from_str(&text).unwrap_or(Message::Ready);
        assert_eq!(back, m);
    }

    #[test]
    fn bindings_read_like_the_source() {
        let hlsl = SourceBinding { register: Some("t3".into()), space: Some(1), set: None, binding: None };
        assert_eq!(source_binding(&hlsl), "register(t3, space1)");
        assert_eq!(source_binding(&SourceBinding::default()), "—");
    }
}
