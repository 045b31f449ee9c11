//! The MSL writer (DESIGN §3): validated naga IR + SideInfo → one MSL
//! translation unit per entry point, and the reflection (§5).
//!
//! Stopgap: until our own writer lands, the text comes from naga's `msl-out`
//! driven by our binding assignment ([`bind`]), so the pipeline works end to
//! end. The binding assignment and reflection are already ours.

pub mod bind;

use crate::diag::Diagnostic;
use crate::options::{Language, Options, Stage};
use crate::reflect::Reflection;
use crate::side::SideInfo;
use crate::translate::EntryOutput;

/// Everything the writer reads. Only validated IR reaches it: `info` is the
/// validator's output for `module`.
pub struct WriterInput<'a> {
    pub module: &'a naga::Module,
    pub info: &'a naga::valid::ModuleInfo,
    pub side: &'a SideInfo,
    pub options: &'a Options,
    pub language: Language,
}

#[derive(Debug, Default)]
pub struct WriterOutput {
    pub entry_points: Vec<EntryOutput>,
    pub reflection: Reflection,
    pub diagnostics: Vec<Diagnostic>,
}

/// Write the entry points `entries` (indices into `module.entry_points`).
pub fn write(input: &WriterInput, entries: &[usize]) -> WriterOutput {
    let bindings = bind::assign(input);
    let mut out = WriterOutput { reflection: bind::reflect(input, &bindings, entries), ..WriterOutput::default() };
    for &index in entries {
        let Some(ep) = input.module.entry_points.get(index) else { continue };
        let Some(stage) = Stage::from_naga(ep.stage) else { continue };
        let msl_name = bind::msl_function_name(&ep.name);
        match naga_stopgap(input, &bindings, index) {
            Ok(msl) => out.entry_points.push(EntryOutput { name: ep.name.clone(), msl_name, stage, msl }),
            Err(message) => out.diagnostics.push(Diagnostic::error(
                crate::diag::codes::INTERNAL_WRITER,
                message,
                crate::source::Span::DUMMY,
            )),
        }
    }
    out
}

fn naga_stopgap(input: &WriterInput, bindings: &bind::Bindings, index: usize) -> Result<String, String> {
    use naga::back::msl;
    let (major, minor) = input.options.msl_version.pair();
    let mut resources = msl::EntryPointResources::default();
    for (handle, slot) in &bindings.slots {
        let Some(var) = input.module.global_variables.try_get(*handle).ok() else { continue };
        let Some(rb) = &var.binding else { continue };
        let target = match slot.kind {
            crate::reflect::SlotKind::Buffer => {
                msl::BindTarget { buffer: Some(slot.index as u8), ..Default::default() }
            }
            crate::reflect::SlotKind::Texture => {
                msl::BindTarget { texture: Some(slot.index as u8), ..Default::default() }
            }
            crate::reflect::SlotKind::Sampler => msl::BindTarget {
                sampler: Some(msl::BindSamplerTarget::Resource(slot.index as u8)),
                ..Default::default()
            },
        };
        resources.resources.insert(*rb, target);
    }
    // Stopgap only: naga needs a buffer for runtime-array sizes.
    resources.sizes_buffer = Some(29);
    let mut per_entry_point_map = msl::EntryPointResourceMap::default();
    if let Some(ep) = input.module.entry_points.get(index) {
        per_entry_point_map.insert(ep.name.clone(), resources);
    }
    let options = msl::Options {
        lang_version: (major, minor),
        per_entry_point_map,
        fake_missing_bindings: false,
        bounds_check_policies: naga::proc::BoundsCheckPolicies::default(),
        ..Default::default()
    };
    let pipeline = msl::PipelineOptions::default();
    let (text, info) = msl::write_string(input.module, input.info, &options, &pipeline).map_err(|e| e.to_string())?;
    if let Some(Err(e)) = info.entry_point_names.get(index) {
        return Err(e.to_string());
    }
    Ok(text)
}
