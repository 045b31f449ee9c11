//! The MSL writer (DESIGN §3): validated naga IR + SideInfo → one MSL
//! translation unit per entry point, and the reflection (§5).
//!
//! Shape (Tint's writer): [`preflight`] turns what Metal cannot express into
//! OSH51xx errors at the first use; the [`raise`] passes legalize — each
//! decides one thing (entry-point I/O, lifting of module-scope variables,
//! layout packing, function constants, precise) and has its own tests; the
//! [`print`]er writes text from their plans; [`bind`] assigns Metal indices
//! and [`reflection`] reports them, from the same plans.
//!
//! Architecture invariant: reflection and text are built from one
//! [`raise::ModulePlan`], so they cannot disagree.

pub mod bind;
pub mod names;
pub mod preflight;
pub mod print;
pub mod raise;
pub mod reflection;
pub mod single;

#[cfg(test)]
mod print_tests;

use crate::diag::{Diagnostic, codes};
use crate::options::{BindingModel, Language, Options, Stage};
use crate::reflect::Reflection;
use crate::side::SideInfo;
use crate::source::Span;
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
    /// Every entry point in one unit, under `Options::single_file`.
    pub single_file: Option<single::SingleFile>,
}

/// Write the entry points `entries` (indices into `module.entry_points`).
pub fn write(input: &WriterInput, entries: &[usize]) -> WriterOutput {
    let mut out = WriterOutput::default();
    if let Some(d) = unbuilt_model(input, entries) {
        out.diagnostics.push(d);
        return out;
    }
    let plan = raise::ModulePlan::new(input);
    // One unit for every entry point (`Options::single_file`): each entry
    // point's file-scope names also avoid those the earlier ones claimed,
    // and every helper is named within all of them, so a helper reads the
    // same in every entry point and is written once.
    let single = input.options.single_file;
    let mut scope = plan.names.scopes.clone();
    let mut planned = Vec::new();
    for &index in entries {
        let Some(ep) = input.module.entry_points.get(index) else { continue };
        let span = input.side.entry_spans.get(index).copied().unwrap_or(crate::source::Span::DUMMY);
        let stage = input.side.mesh_entries.get(&index).map(|m| m.stage).or_else(|| Stage::from_naga(ep.stage));
        let Some(stage) = stage.filter(|_| !matches!(ep.stage, naga::ShaderStage::Mesh | naga::ShaderStage::Task))
        else {
            out.diagnostics.push(Diagnostic::error(
                codes::METAL_STAGE,
                format!("Metal has no {:?} stage (entry point `{}`)", ep.stage, ep.name),
                span,
            ));
            continue;
        };
        let Some(entry) = raise::EntryPlan::within(&plan, index, scope.clone()) else { continue };
        let problems = preflight::check(&plan, &entry);
        let failed = problems.iter().any(Diagnostic::is_error);
        add_once(&mut out.diagnostics, problems);
        if failed {
            continue;
        }
        if single {
            scope = entry.helper_scope.clone();
        }
        planned.push((stage, entry));
    }
    let mut plans = Vec::new();
    let mut printed = Vec::new();
    for (stage, mut entry) in planned {
        if single {
            entry.helper_scope = scope.clone();
        }
        let Some(ep) = input.module.entry_points.get(entry.index) else { continue };
        let print::Printed { msl, line_spans, diagnostics, items } = print::entry_point(&plan, &entry);
        let failed = diagnostics.iter().any(Diagnostic::is_error);
        add_once(&mut out.diagnostics, diagnostics);
        if failed {
            continue;
        }
        if single {
            printed.push(single::Unit { msl: msl.clone(), line_spans: line_spans.clone(), items });
        }
        out.entry_points.push(EntryOutput {
            name: ep.name.clone(),
            msl_name: entry.msl_name.clone(),
            stage,
            msl,
            line_map: line_spans,
        });
        plans.push(entry);
    }
    if single && !printed.is_empty() {
        out.single_file = Some(single::merge(&printed));
    }
    out.reflection = reflection::build(&plan, &plans);
    out
}

/// A binding model the writer does not build yet is refused, never written
/// as `direct`: OSH5120 at the first entry point, naming the model.
fn unbuilt_model(input: &WriterInput, entries: &[usize]) -> Option<Diagnostic> {
    let model = input.options.binding_model;
    let built: &[BindingModel] =
        &[BindingModel::Direct, BindingModel::ArgumentBuffers, BindingModel::Metal4Bindless, BindingModel::Msc];
    if built.contains(&model) {
        return None;
    }
    let span = entries.first().and_then(|&i| input.side.entry_spans.get(i)).copied().unwrap_or(Span::DUMMY);
    let names: Vec<&str> = built.iter().map(|m| m.as_str()).collect();
    Some(
        Diagnostic::error(
            codes::METAL_BINDING_MODEL_UNBUILT,
            format!("the `{}` binding model is not built yet", model.as_str()),
            span,
        )
        .with_help(format!("binding models built today: {}", names.join(", "))),
    )
}

/// Add diagnostics, skipping those already reported (by another entry point
/// of the file sharing the code).
fn add_once(all: &mut Vec<Diagnostic>, new: Vec<Diagnostic>) {
    for d in new {
        if !all.iter().any(|x| x.code == d.code && x.message == d.message && x.span == d.span) {
            all.push(d);
        }
    }
}
