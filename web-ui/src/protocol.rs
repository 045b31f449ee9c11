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
use ferrometal::options::IncludeLoader;
use ferrometal::reflect::{ArgumentBuffer, LayoutMember, Reflection, Resource, SourceBinding};
use ferrometal::source::FileId;
use ferrometal::syntax::pp::PpCache;
use ferrometal::{Files, MemoryIncludes, Options, Span};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Page → worker.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// Increases with every request the page sends.
    pub id: u32,
    /// Not part of the request's JSON: it travels beside it as a string of
    /// its own (`to_message`), so that a huge paste is not escaped into
    /// JSON on the page thread and parsed out of it again in the worker.
    #[serde(skip)]
    pub source: String,
    pub options: Options,
    /// A stage the page names that ferrometal does not translate yet
    /// (`hull`, `domain`, `geometry`): the answer is its OSH5101.
    #[serde(default)]
    pub untranslated_stage: Option<String>,
    /// The page's include files by name (its editor tabs); they take
    /// precedence over the examples' headers of the same name.
    #[serde(default)]
    pub includes: BTreeMap<String, String>,
    /// Other options to translate the same source with, for the Diff tab.
    #[serde(default)]
    pub compare: Option<Options>,
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
    /// Under `Options::single_file`: every entry point in one unit, shown
    /// as the only MSL view.
    #[serde(default)]
    pub single_file: Option<EntryView>,
    /// The translation under `Request::compare`, when asked for.
    #[serde(default)]
    pub compare: Option<CompareView>,
    /// The lines of the main source in `#if` groups the preprocessor
    /// skipped, `(first, last)` 1-based: the editor greys them out.
    #[serde(default)]
    pub inactive: Vec<(u32, u32)>,
}

/// The MSL of the same source under the Diff tab's other options.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CompareView {
    /// `(MSL name, MSL)` per entry point.
    pub entries: Vec<(String, String)>,
    /// The first error, when it did not translate.
    pub error: Option<String>,
}

impl Response {
    /// What MSL view `i` shows: the single unit when there is one, else
    /// entry point `i` (the first when there is no `i`).
    pub fn msl_view(&self, i: usize) -> Option<&EntryView> {
        self.single_file.as_ref().or_else(|| self.entries.get(i).or(self.entries.first()))
    }
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
    /// The include file the range is in, as the page's tabs and the
    /// diagnostics name it; `None` for the main source.
    #[serde(default)]
    pub file: Option<String>,
    /// `None` when the diagnostic has no place in the source (a bad option).
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
    /// `argument-buffers`: each argument buffer's layout.
    #[serde(default)]
    pub argument_buffers: Vec<ArgumentBufferView>,
    /// `metal4-bindless`: the three buffer slots and what each holds.
    #[serde(default)]
    pub bindless_slots: Vec<BindlessSlotRow>,
}

/// One `metal4-bindless` slot: `[[buffer(1)]]`, its role in words, what the
/// host puts there, and the entry points that declare it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BindlessSlotRow {
    pub buffer: String,
    pub role: String,
    pub holds: String,
    pub used_by: String,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ArgumentBufferView {
    pub name: String,
    /// `[[buffer(1)]] · space 1 · 32 bytes (tier 2)`.
    pub summary: String,
    pub members: Vec<ArgumentMemberRow>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ArgumentMemberRow {
    pub name: String,
    /// `[[id(2)]]`, or `[[id(2)]] … [[id(5)]]` for an array of four.
    pub id: String,
    pub kind: String,
    pub msl_type: String,
    /// `4`, `unbounded` or empty.
    pub array: String,
    /// Tier 2: offset and size in bytes; empty on tier 1.
    pub offset: String,
    pub size: String,
    /// What the host writes there.
    pub encoding: String,
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

impl DiagView {
    /// The range, when the diagnostic is in editor file `file` (`None` = main).
    pub fn range_in(&self, file: Option<&str>) -> Option<(u32, u32, u32, u32)> {
        self.range.filter(|_| self.file.as_deref() == file)
    }
}

/// The request's include files, offering a preprocessing cache only so that
/// the main file's preprocessing result can be read after the translation
/// (its skipped `#if` groups): a fresh cache per request, never a reuse.
struct Loader<'a> {
    files: &'a MemoryIncludes,
    cache: PpCache,
}

impl IncludeLoader for Loader<'_> {
    fn load(&self, name: &str, from: &str, system: bool) -> Option<(String, String)> {
        self.files.load(name, from, system)
    }

    fn pp_cache(&self) -> Option<&PpCache> {
        Some(&self.cache)
    }
}

/// Lines of the main file (`FileId(0)`) that `skipped` spans cover, merged.
fn inactive_lines(files: &Files, skipped: &[Span]) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = Vec::new();
    for s in skipped {
        let (Some(a), Some(b)) = (files.position(s.start), files.position(s.end.max(s.start))) else { continue };
        if a.file != FileId(0) || b.file != FileId(0) {
            continue;
        }
        match out.last_mut() {
            Some(last) if a.line <= last.1 + 1 => last.1 = last.1.max(b.line),
            _ => out.push((a.line, b.line)),
        }
    }
    out
}

/// Translate one request (the worker's whole job). `now` reads a millisecond
/// clock. `includes` (the examples' headers) are found after the request's own.
pub fn respond(req: &Request, includes: &MemoryIncludes, now: impl Fn() -> f64) -> Response {
    let merged;
    let includes = if req.includes.is_empty() {
        includes
    } else {
        let mut all = includes.clone();
        all.0.extend(req.includes.iter().map(|(n, t)| (n.clone(), t.clone())));
        merged = all;
        &merged
    };
    // Room for one result: nothing is reused across requests.
    let loader = Loader { files: includes, cache: PpCache::with_budget(0) };
    let start = now();
    let t = match req.untranslated_stage.as_deref().and_then(ferrometal::untranslated_stage) {
        Some(stage) => {
            let mut t = ferrometal::Translation::default();
            t.diagnostics.push(ferrometal::untranslated_stage_diagnostic(stage));
            t
        }
        None => ferrometal::translate_with(&req.source, &req.options, &loader),
    };
    let elapsed_ms = now() - start;
    let inactive = loader.cache.last_output().map(|out| inactive_lines(&t.files, &out.skipped)).unwrap_or_default();
    let compare = req.compare.as_ref().map(|options| compare_view(&req.source, options, includes));
    let main_file = t.files.iter().next().map(|(_, f)| f.name.clone()).unwrap_or_default();
    let diagnostics = t
        .diagnostic_dtos()
        .into_iter()
        .map(|d| DiagView {
            code: d.code,
            severity: d.severity.as_str().to_string(),
            message: d.message,
            file: d.range.as_ref().filter(|r| r.file != main_file).map(|r| r.file.clone()),
            range: d.range.map(|r| (r.start_line, r.start_column, r.end_line, r.end_column)),
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
    let units = if t.single_file.is_some() { host::Units::Single } else { host::Units::PerEntry };
    // Every entry point in one unit: one MSL view, named after the file.
    let single_file = t.single_file.as_ref().map(|u| EntryView {
        name: "all".into(),
        msl_name: "all entry points".into(),
        stage: String::new(),
        msl: u.msl.clone(),
        line_map: t
            .ranges(&u.line_map)
            .into_iter()
            .map(|r| r.filter(|r| r.file == main_file).map(|r| (r.start_line, r.end_line)))
            .collect(),
    });
    Response {
        id: req.id,
        elapsed_ms,
        language: t.language.map(|l| l.as_str().to_string()).unwrap_or_default(),
        entries,
        reflection: reflection.map(reflection_view),
        reflection_json: reflection.map(Reflection::to_json),
        host_swift: reflection.map(|r| host::swift(r, req.options.msl_version, units)).unwrap_or_default(),
        host_cpp: reflection.map(|r| host::metal_cpp(r, req.options.msl_version, units)).unwrap_or_default(),
        single_file,
        diagnostics,
        compare,
        inactive,
    }
}

fn compare_view(source: &str, options: &Options, includes: &MemoryIncludes) -> CompareView {
    let t = ferrometal::translate_with(source, options, includes);
    let error = t
        .diagnostic_dtos()
        .into_iter()
        .find(|d| d.severity == ferrometal::diag::Severity::Error)
        .map(|d| format!("{}: {}", d.code, d.message));
    CompareView { entries: t.entry_points.iter().map(|e| (e.msl_name.clone(), e.msl.clone())).collect(), error }
}

fn reflection_view(r: &Reflection) -> ReflectionView {
    ReflectionView {
        resources: r
            .resources
            .iter()
            .map(|res| {
                let mut row = resource_row(res);
                if let Some((b, m)) = argument_member(r, &res.name) {
                    row.metal = format!("{}: [[buffer({})]], [[id({})]]", b.name, b.index, m.id);
                }
                row
            })
            .collect(),
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
        argument_buffers: r.argument_buffers.iter().map(|b| argument_buffer_view(b, r.argument_buffer_tier)).collect(),
        bindless_slots: r.bindless_slots.iter().map(bindless_slot_row).collect(),
    }
}

/// A `metal4-bindless` slot in the words of its contract (`msl::bind`).
fn bindless_slot_row(s: &ferrometal::reflect::BindlessSlot) -> BindlessSlotRow {
    let arrays = |what: &str| match s.arrays.as_slice() {
        [] => what.to_string(),
        names => format!("{what}; element i of {} is heap index i", names.join(", ")),
    };
    let (role, holds) = match s.role.as_str() {
        "root" => (
            "root",
            match (&s.resource, s.size) {
                (Some(r), Some(n)) => format!("the {n} bytes of `{r}`"),
                _ => "the root bytes (none: the shader is rootless)".to_string(),
            },
        ),
        "texturePool" => {
            ("texture heap", arrays("the texture view pool's base resource ID (8 bytes); texture i is base + i"))
        }
        _ => ("sampler heap", arrays("the sampler array: one 8-byte sampler gpuResourceID per heap index")),
    };
    BindlessSlotRow {
        buffer: format!("[[buffer({})]]", s.index),
        role: role.to_string(),
        holds,
        used_by: if s.used_by.is_empty() { "none".to_string() } else { s.used_by.join(", ") },
    }
}

/// The argument buffer holding a resource, and its member there.
pub fn argument_member<'a>(
    r: &'a Reflection,
    name: &str,
) -> Option<(&'a ArgumentBuffer, &'a ferrometal::reflect::ArgumentBufferMember)> {
    r.argument_buffers.iter().find_map(|b| b.members.iter().find(|m| m.name == name).map(|m| (b, m)))
}

fn argument_buffer_view(b: &ArgumentBuffer, tier: Option<u8>) -> ArgumentBufferView {
    let size = b.size.map_or_else(|| "encoded by an MTLArgumentEncoder".to_string(), |n| format!("{n} bytes"));
    let summary = format!("[[buffer({})]] · space {} · {size} (tier {})", b.index, b.space, tier.unwrap_or(2));
    let members = b
        .members
        .iter()
        .map(|m| {
            let kind = m.kind.and_then(|k| serde_json::to_value(k).ok()).and_then(|v| v.as_str().map(str::to_string));
            let id = match m.array_size {
                Some(n) if n > 1 => format!("[[id({})]] … [[id({})]]", m.id, m.id.saturating_add(n - 1)),
                _ => format!("[[id({})]]", m.id),
            };
            let array = match (m.unbounded, m.array_size) {
                (true, _) => "unbounded".to_string(),
                (_, Some(n)) => n.to_string(),
                _ => String::new(),
            };
            let encoding = match m.encoding.as_str() {
                "resourceId" => "gpuResourceID",
                "gpuAddress" => "gpuAddress",
                _ => "gpuAddress of a table of gpuResourceIDs",
            };
            ArgumentMemberRow {
                name: m.name.clone(),
                id,
                kind: kind.unwrap_or_default(),
                msl_type: m.msl_type.clone(),
                array,
                offset: m.offset.map(|o| o.to_string()).unwrap_or_default(),
                size: m.size.map(|o| o.to_string()).unwrap_or_default(),
                encoding: encoding.to_string(),
            }
        })
        .collect();
    ArgumentBufferView { name: b.name.clone(), summary, members }
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
        if let Some(p) = &m.pointee {
            note.push(format!("device address of `{}` (aligned to {})", p.msl_type, p.address_alignment));
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
            // What a pointer points to, once (offsets from the address).
            if let Some(l) = m.pointee.as_ref().and_then(|p| p.layout.as_ref()) {
                flatten(&l.members, depth + 1, out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `metal4-bindless` slots as the contract words them: the push
    /// constants' 8 bytes at buffer 0, the texture heap that the unbounded
    /// `textures` array indexes at buffer 1, the sampler heap at buffer 2.
    #[test]
    fn bindless_slots_become_a_table() {
        let source = "#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(set = 0, binding = 0) uniform texture2D textures[];
layout(set = 1, binding = 0) uniform sampler samplers[];
layout(push_constant) uniform P { uint tex; uint smp; } pc;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
void main() { color = texture(sampler2D(textures[nonuniformEXT(pc.tex)], samplers[pc.smp]), uv); }";
        let mut options = Options { language: Some(ferrometal::Language::Glsl), ..Options::default() };
        options.binding_model = ferrometal::BindingModel::Metal4Bindless;
        let request = Request { id: 1, source: source.into(), options, untranslated_stage: None, ..Request::default() };
        let r = respond(&request, &MemoryIncludes::default(), || 0.0);
        let rows: Vec<(String, String, String)> =
            r.reflection.unwrap_or_default().bindless_slots.into_iter().map(|s| (s.buffer, s.role, s.holds)).collect();
        let want = [
            ("[[buffer(0)]]", "root", "the 8 bytes of `P`"),
            (
                "[[buffer(1)]]",
                "texture heap",
                "the texture view pool's base resource ID (8 bytes); texture i is base + i; element i of textures is \
                 heap index i",
            ),
            (
                "[[buffer(2)]]",
                "sampler heap",
                "the sampler array: one 8-byte sampler gpuResourceID per heap index; element i of samplers is heap \
                 index i",
            ),
        ];
        let want: Vec<_> = want.iter().map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string())).collect();
        assert_eq!(rows, want);
    }

    /// Offsets by hand from `msl::bind`'s rule: space 1 holds `t0` (an
    /// unbounded table, 8 bytes at 0), `t1` (a buffer address at 8) and
    /// `s0[2]` (two sampler IDs at 16 and 24).
    #[test]
    fn argument_buffers_become_tables_and_snippets() {
        let source = "Texture2D<float4> textures[] : register(t0, space1);
SamplerState samplers[2] : register(s0, space1);
StructuredBuffer<float4> tints : register(t1, space1);
RWStructuredBuffer<float4> colors : register(u0);
[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    colors[id.x] = textures[NonUniformResourceIndex(id.x)].SampleLevel(samplers[id.x & 1], 0.5, 0) * tints[id.x];
}";
        let mut options = Options { language: Some(ferrometal::Language::Hlsl), ..Options::default() };
        options.binding_model = ferrometal::BindingModel::ArgumentBuffers;
        let r = respond(
            &Request {
                id: 1,
                source: source.into(),
                options: options.clone(),
                untranslated_stage: None,
                ..Request::default()
            },
            &MemoryIncludes::default(),
            || 0.0,
        );
        let view = r.reflection.unwrap_or_default();
        let space1 = view.argument_buffers.get(1).cloned().unwrap_or_default();
        assert_eq!(space1.summary, "[[buffer(1)]] · space 1 · 32 bytes (tier 2)");
        let rows: Vec<(String, String, String)> =
            space1.members.iter().map(|m| (m.name.clone(), m.id.clone(), m.offset.clone())).collect();
        let want =
            [("textures", "[[id(0)]]", "0"), ("tints", "[[id(1)]]", "8"), ("samplers", "[[id(2)]] … [[id(3)]]", "16")];
        let want: Vec<_> = want.iter().map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string())).collect();
        assert_eq!(rows, want);
        assert!(
            r.host_swift
                .contains("argumentBuffer1Bytes.storeBytes(of: tints.gpuAddress, toByteOffset: 8, as: UInt64.self)"),
            "{}",
            r.host_swift
        );
        assert!(r.host_swift.contains("storeBytes(of: texturesTable.gpuAddress, toByteOffset: 0"), "{}", r.host_swift);
        assert!(r.host_swift.contains("toByteOffset: 16 + 8 * i, as: MTLResourceID.self"), "{}", r.host_swift);
        assert!(
            r.host_swift.contains("computeEncoder.setBuffer(argumentBuffer1, offset: 0, index: 1)"),
            "{}",
            r.host_swift
        );
        assert!(!r.host_swift.contains("setBuffer(tints"), "a member is not bound on its own: {}", r.host_swift);
        assert!(
            r.host_cpp.contains("*reinterpret_cast<uint64_t*>(argumentBuffer1Bytes + 8) = tints->gpuAddress();"),
            "{}",
            r.host_cpp
        );
        // Tier 1 (without the unbounded array): an encoder at the ids.
        options.argument_buffer_tier = ferrometal::ArgumentBufferTier::Tier1;
        let tier1 = source.replace("textures[]", "textures[4]").replace("t1, space1", "t4, space1");
        let r = respond(
            &Request { id: 2, source: tier1, options, untranslated_stage: None, ..Request::default() },
            &MemoryIncludes::default(),
            || 0.0,
        );
        assert!(
            r.host_swift.contains("let argumentBuffer1Encoder = main0Function.makeArgumentEncoder(bufferIndex: 1)"),
            "{}",
            r.host_swift
        );
        assert!(
            r.host_swift.contains("argumentBuffer1Encoder.setTextures(textures, range: 0..<4)"),
            "{}",
            r.host_swift
        );
        assert!(
            r.host_swift.contains("argumentBuffer1Encoder.setSamplerStates(samplers, range: 5..<7)"),
            "{}",
            r.host_swift
        );
    }

    /// One `.metal` for every entry point: the only MSL view, with its line
    /// map, and host snippets that make one library for all.
    #[test]
    fn single_file_is_one_view_and_one_library() {
        let src = "float3 f(float3 c) { return c * 2; }\n\
                   [shader(\"vertex\")] float4 vs(float3 p : POSITION) : SV_Position { return float4(f(p), 1); }\n\
                   [shader(\"pixel\")] float4 ps() : SV_Target { return float4(f(1), 1); }";
        let options = Options { single_file: true, ..Options::default() };
        let req = Request { id: 1, source: src.into(), options, untranslated_stage: None, ..Request::default() };
        let r = respond(&req, &MemoryIncludes::default(), || 0.0);
        let unit = r.single_file.as_ref().map(|u| u.msl.clone()).unwrap_or_default();
        assert_eq!(unit.matches("float3 f(").count(), 1, "{unit}");
        assert_eq!(r.msl_view(1).map(|v| v.msl.as_str()), Some(unit.as_str()));
        assert_eq!(r.single_file.as_ref().map(|u| u.line_map.len()), Some(unit.lines().count()));
        for snippet in [&r.host_swift, &r.host_cpp] {
            assert_eq!(
                snippet.matches("makeLibrary(").count() + snippet.matches("newLibrary(").count(),
                1,
                "{snippet}"
            );
            assert!(
                snippet.contains("library.makeFunction(name: \"vs\"") || snippet.contains("library->newFunction"),
                "{snippet}"
            );
        }
        let per_entry = respond(&Request { options: Options::default(), ..req }, &MemoryIncludes::default(), || 0.0);
        assert!(per_entry.single_file.is_none());
        assert_eq!(per_entry.msl_view(1).map(|v| v.name.as_str()), Some("ps"));
        assert_eq!(per_entry.host_swift.matches("try device.makeLibrary(").count(), 2, "{}", per_entry.host_swift);
    }

    fn wgsl(source: &str) -> Response {
        let req = Request {
            id: 7,
            source: source.into(),
            options: Options::default(),
            untranslated_stage: None,
            ..Request::default()
        };
        respond(&req, &MemoryIncludes::default(), || 0.0)
    }

    /// The page's stage menu names every stage, and each translates: a
    /// geometry shader is a mesh function, as a mesh shader is.
    #[test]
    fn every_stage_of_the_menu_answers() {
        let gs = "struct V { float4 p : SV_Position; };
            [maxvertexcount(3)] void main(triangle V t[3], inout TriangleStream<V> s) {
                for (uint i = 0; i < 3; i++) s.Append(t[i]);
            }";
        for stage in ["geometry", "gs"] {
            let options = Options {
                stage: ferrometal::Stage::parse(stage),
                msl_version: ferrometal::MslVersion::V3_0,
                language: Some(ferrometal::Language::Hlsl),
                ..Options::default()
            };
            let req = Request { id: 1, source: gs.into(), options, untranslated_stage: None, ..Request::default() };
            let r = respond(&req, &MemoryIncludes::default(), || 0.0);
            assert!(r.diagnostics.is_empty(), "{stage}: {:?}", r.diagnostics);
            assert_eq!(r.entries.first().map(|e| e.stage.as_str()), Some("mesh"), "{stage}");
        }
        let mesh = "struct V { float4 p : SV_Position; };
            [numthreads(3,1,1)] [outputtopology(\"triangle\")]
            void main(uint i : SV_GroupIndex, out vertices V v[3], out indices uint3 t[1]) {
                SetMeshOutputCounts(3, 1);
                v[i].p = float4(i, 0, 0, 1);
                if (i == 0) t[0] = uint3(0, 1, 2);
            }";
        let options = Options {
            stage: ferrometal::Stage::parse("mesh"),
            msl_version: ferrometal::MslVersion::V3_0,
            language: Some(ferrometal::Language::Hlsl),
            ..Options::default()
        };
        let req = Request { id: 2, source: mesh.into(), options, untranslated_stage: None, ..Request::default() };
        let r = respond(&req, &MemoryIncludes::default(), || 0.0);
        assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
        assert_eq!(r.entries.first().map(|e| e.stage.as_str()), Some("mesh"));
        assert!(r.host_swift.contains("MTLMeshRenderPipelineDescriptor()"), "{}", r.host_swift);
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

    /// The main source's lines in skipped `#if` groups, from the
    /// translation's own preprocessing: with and without the define, and
    /// none of an included file's.
    #[test]
    fn skipped_if_groups_are_reported_by_line() {
        let includes: BTreeMap<String, String> =
            [("common.hlsli".to_string(), "#if 0\nint unused;\n#endif\nfloat two() { return 2.0; }\n".to_string())]
                .into();
        let src = "#include \"common.hlsli\"\nRWStructuredBuffer<float> o : register(u0);\n\
                   [numthreads(1,1,1)] void main() {\n#ifdef FOO\n    o[0] = 42.0;\n    o[1] = 1.0;\n#else\n\
                   o[0] = two();\n#endif\n}\n";
        let opts = Options { language: Some(ferrometal::Language::Hlsl), ..Options::default() };
        let req = Request { id: 1, source: src.into(), options: opts.clone(), includes, ..Request::default() };
        let r = respond(&req, &MemoryIncludes::default(), || 0.0);
        assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
        assert_eq!(r.inactive, [(5, 6)]);
        let defined = Options { defines: vec![("FOO".into(), "1".into())], ..opts };
        let r = respond(&Request { options: defined, ..req }, &MemoryIncludes::default(), || 0.0);
        assert_eq!(r.inactive, [(8, 8)]);
    }

    /// The page's include files resolve `#include`, in HLSL and in GLSL
    /// (`GL_GOOGLE_include_directive`); an error inside one names that file
    /// with its line; and a request with other options to compare carries
    /// their MSL too.
    #[test]
    fn page_includes_resolve_and_errors_name_their_file() {
        let includes: BTreeMap<String, String> =
            [("common.hlsli".to_string(), "float scale(float x) { return x * 3.0; }\n".to_string())].into();
        let src = "#include \"common.hlsli\"\nRWStructuredBuffer<float> o : register(u0);\n\
                   [numthreads(1,1,1)] void main() { o[0] = scale(o[0]); }\n";
        let opts = Options { language: Some(ferrometal::Language::Hlsl), ..Options::default() };
        let compare = Options { msl_version: ferrometal::MslVersion::V3_0, ..opts.clone() };
        let req = Request {
            id: 1,
            source: src.into(),
            options: opts.clone(),
            includes: includes.clone(),
            compare: Some(compare),
            ..Request::default()
        };
        let r = respond(&req, &MemoryIncludes::default(), || 0.0);
        assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
        let msl = r.entries.first().map(|e| e.msl.clone()).unwrap_or_default();
        assert!(msl.contains("scale("), "{msl}");
        let other = r.compare.clone().unwrap_or_default();
        assert_eq!(other.error, None);
        assert_eq!(other.entries.first().map(|e| e.0.as_str()), Some("main0"));
        assert!(other.entries.first().is_some_and(|e| e.1.contains("scale(")));

        // An error on line 2 of the include file.
        let bad: BTreeMap<String, String> =
            [("common.hlsli".to_string(), "// helpers\nfloat scale(float x) { return x * nope; }\n".to_string())]
                .into();
        let r = respond(&Request { includes: bad, compare: None, ..req.clone() }, &MemoryIncludes::default(), || 0.0);
        let d = r.diagnostics.iter().find(|d| d.severity == "error").cloned().unwrap_or_default();
        assert_eq!(d.file.as_deref(), Some("common.hlsli"), "{d:?}");
        assert_eq!(d.range.map(|r| r.0), Some(2), "{d:?}");
        assert_eq!(d.range_in(None), None);
        assert!(d.range_in(Some("common.hlsli")).is_some());
        assert!(r.compare.is_none());

        // GLSL with the include extension; the page's file wins over an example header.
        let glsl = "#version 450\n#extension GL_GOOGLE_include_directive : require\n#include \"pp/math.hlsli\"\n\
                    layout(location = 0) out vec4 c;\nvoid main() { c = vec4(half_of(1.0)); }\n";
        let mine: BTreeMap<String, String> =
            [("pp/math.hlsli".to_string(), "float half_of(float x) { return x * 0.5; }\n".to_string())].into();
        let gl =
            Options { language: Some(ferrometal::Language::Glsl), stage: Some(ferrometal::Stage::Fragment), ..opts };
        let req = Request { id: 2, source: glsl.into(), options: gl, includes: mine, ..Request::default() };
        let r = respond(&req, &example_includes(), || 0.0);
        assert!(r.diagnostics.iter().all(|d| d.severity != "error"), "{:?}", r.diagnostics);
        assert!(r.entries.first().is_some_and(|e| e.msl.contains("half_of(")), "{:?}", r.entries);
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
    /// A GLSL buffer reference in push constants: an 8-byte address whose
    /// pointee's members follow it (std430 by hand: `next` at 0, `value` at 8).
    #[test]
    fn pointer_members_show_their_pointee() {
        let source = "#version 460\n#extension GL_EXT_buffer_reference : require\nlayout(local_size_x = 1) in;\n\
            layout(buffer_reference, buffer_reference_align = 8) buffer Node { Node next; float value; };\n\
            layout(push_constant) uniform P { Node head; } pc;\n\
            void main() { pc.head.value = 1.0; }\n";
        let options = Options {
            language: Some(ferrometal::Language::Glsl),
            stage: Some(ferrometal::Stage::Compute),
            ..Options::default()
        };
        let r = respond(
            &Request { id: 1, source: source.into(), options, untranslated_stage: None, ..Request::default() },
            &MemoryIncludes::default(),
            || 0.0,
        );
        let view = r.reflection.unwrap_or_default();
        let rows: Vec<(u32, String, u32, String)> = view
            .resources
            .iter()
            .flat_map(|res| res.layout.iter().flat_map(|l| l.members.clone()))
            .map(|m| (m.depth, m.name, m.offset, m.note))
            .collect();
        let want = [
            (0, "head", 0, "device address of `Node` (aligned to 8)"),
            (1, "next", 0, "device address of `Node` (aligned to 8)"),
            (1, "value", 8, ""),
        ];
        let want: Vec<_> = want.iter().map(|(d, n, o, t)| (*d, n.to_string(), *o, t.to_string())).collect();
        assert_eq!(rows, want);
    }
}
