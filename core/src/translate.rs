//! The pipeline (DESIGN §2): front-end → naga validator → MSL writer.

use crate::diag::{Diagnostic, DiagnosticDto, RangeDto, codes, render_text};
use crate::front::{self, FrontOutput};
use crate::msl;
pub use crate::msl::single::SingleFile;
use crate::options::{IncludeLoader, Language, MemoryIncludes, Options, Stage};
use crate::reflect::Reflection;
use crate::source::{Files, Span};

/// The MSL of one entry point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryOutput {
    /// Name in the source.
    pub name: String,
    /// Name of the MSL function.
    pub msl_name: String,
    pub stage: Stage,
    /// A complete MSL translation unit.
    pub msl: String,
    /// The line map: `line_map[i]` is the source span of the naga
    /// statement, expression or declaration that produced MSL line `i + 1`
    /// (an entry point's wrapper lines map to its declaration, a helper's
    /// signature to the function), or `Span::DUMMY` where there is none
    /// (the `#include`s, blank lines, what the IR has no span for). One
    /// element per line of `msl`. [`Translation::line_ranges`] resolves it
    /// to files, lines and columns.
    pub line_map: Vec<Span>,
}

/// Everything one translation produced.
#[derive(Clone, Debug, Default)]
pub struct Translation {
    /// Every source file read (main file first), for rendering diagnostics.
    pub files: Files,
    pub language: Option<Language>,
    pub entry_points: Vec<EntryOutput>,
    /// Present when the translation succeeded.
    pub reflection: Option<Reflection>,
    pub diagnostics: Vec<Diagnostic>,
    /// Under `Options::single_file`: every entry point of `entry_points` in
    /// one translation unit (`msl::single`), with its line map.
    pub single_file: Option<SingleFile>,
}

impl Translation {
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }

    /// rustc-style text of every diagnostic.
    pub fn render_diagnostics(&self) -> String {
        render_text(&self.files, &self.diagnostics)
    }

    /// Diagnostics as editor-ready DTOs.
    pub fn diagnostic_dtos(&self) -> Vec<DiagnosticDto> {
        self.diagnostics.iter().map(|d| DiagnosticDto::new(&self.files, d)).collect()
    }

    /// An entry point's line map resolved for an editor: element `i` is the
    /// source range (file name, 1-based lines, UTF-16 columns) MSL line
    /// `i + 1` comes from, or `None`.
    pub fn line_ranges(&self, entry: &EntryOutput) -> Vec<Option<RangeDto>> {
        self.ranges(&entry.line_map)
    }

    /// A line map (an entry point's or the single file's) resolved as in
    /// [`Translation::line_ranges`].
    pub fn ranges(&self, line_map: &[Span]) -> Vec<Option<RangeDto>> {
        line_map.iter().map(|&span| RangeDto::from_span(&self.files, span)).collect()
    }
}

/// Translate source text with includes resolved from nowhere (an `#include`
/// is then an OSH1002 error). See [`translate_with`].
pub fn translate(source: &str, options: &Options) -> Translation {
    translate_with(source, options, &MemoryIncludes::default())
}

/// Translate source text, resolving `#include`s through `includes`.
pub fn translate_with(source: &str, options: &Options, includes: &dyn IncludeLoader) -> Translation {
    translate_functions(source, options, includes, &mut Vec::new())
}

/// [`translate_with`], reporting which GLSL function definitions and plain
/// globals translated (see [`crate::glsl::FunctionReport`]): for the tests.
#[doc(hidden)]
pub fn translate_functions(
    source: &str,
    options: &Options,
    includes: &dyn IncludeLoader,
    report: &mut crate::glsl::FunctionReport,
) -> Translation {
    let language = options.language.unwrap_or_else(|| Language::infer(options.file_name.as_deref(), source));
    let mut t = Translation { language: Some(language), ..Translation::default() };
    let name = options.file_name.clone().unwrap_or_else(|| format!("shader.{}", language.as_str()));
    let main = t.files.add(name, source);
    let out = match language {
        Language::Wgsl => front::wgsl::parse(&t.files, main),
        Language::Spv => front::spv::parse(source.as_bytes()),
        Language::Hlsl => crate::hlsl::parse_and_lower(&mut t.files, main, options, includes),
        Language::Glsl => crate::glsl::parse_and_lower_functions(&mut t.files, main, options, includes, report),
    };
    finish(t, out, language, options)
}

/// Translate source bytes. Text that is not UTF-8 (a Latin-1 comment in an
/// old shader) is read as Latin-1, byte for byte, with an OSH2009 warning at
/// the first byte UTF-8 rejects; a non-ASCII character outside a comment is
/// then the lexer's error, as any other stray character.
pub fn translate_bytes(bytes: &[u8], options: &Options, includes: &dyn IncludeLoader) -> Translation {
    let (text, bad) = match std::str::from_utf8(bytes) {
        Ok(text) => return translate_with(text, options, includes),
        Err(e) => (bytes.iter().map(|&b| char::from(b)).collect::<String>(), e.valid_up_to()),
    };
    let mut t = translate_with(&text, options, includes);
    // The position in the Latin-1 text: every byte before `bad` is ASCII or
    // part of a valid UTF-8 sequence, and each became one char.
    let at = bytes.get(..bad).map_or(0, |b| b.iter().map(|&c| char::from(c).len_utf8()).sum::<usize>());
    let at = u32::try_from(at).unwrap_or(u32::MAX);
    let base = t.files.iter().next().map_or(0, |(_, f)| f.base);
    let width = bytes.get(bad).map_or(1, |&b| char::from(b).len_utf8() as u32);
    let span = Span::new(base.saturating_add(at), base.saturating_add(at).saturating_add(width));
    t.diagnostics.insert(
        0,
        Diagnostic::warning(codes::SYNTAX_NOT_UTF8, "the source is not UTF-8; its bytes are read as Latin-1", span)
            .with_help("save the file as UTF-8"),
    );
    t
}

/// Translate a SPIR-V binary.
pub fn translate_spirv(bytes: &[u8], options: &Options) -> Translation {
    let mut t = Translation { language: Some(Language::Spv), ..Translation::default() };
    t.files.add(options.file_name.clone().unwrap_or_else(|| "shader.spv".into()), "");
    let out = front::spv::parse(bytes);
    finish(t, out, Language::Spv, options)
}

fn finish(mut t: Translation, out: FrontOutput, language: Language, options: &Options) -> Translation {
    t.diagnostics = out.diagnostics;
    let Some(lowered) = out.lowered else { return t };
    if t.has_errors() {
        return t;
    }
    // HLSL (and, through it, GLSL) buffers use source layouts, not WGSL's
    // alignment rules, so naga's layout checks are off for them (overlaps and bounds are still checked;
    // the HLSL lowering documents the form it gives naga).
    let mut flags = naga::valid::ValidationFlags::all();
    if matches!(language, Language::Hlsl | Language::Glsl) {
        flags.remove(naga::valid::ValidationFlags::STRUCT_LAYOUTS);
    }
    let validated = naga::valid::Validator::new(flags, naga::valid::Capabilities::all()).validate(&lowered.module);
    let info = match validated {
        Ok(info) => info,
        Err(err) => {
            t.diagnostics.push(validation_diagnostic(&err, language));
            return t;
        }
    };
    let entries = match select_entry_points(&lowered.module, &lowered.side, options) {
        Ok(e) => e,
        Err(d) => {
            t.diagnostics.push(d);
            return t;
        }
    };
    let input = msl::WriterInput { module: &lowered.module, info: &info, side: &lowered.side, options, language };
    let written = msl::write(&input, &entries);
    t.diagnostics.extend(written.diagnostics);
    if !t.has_errors() {
        t.entry_points = written.entry_points;
        t.reflection = Some(written.reflection);
        t.single_file = written.single_file;
    }
    t
}

/// A WGSL or SPIR-V module that naga's validator rejects is the user's error;
/// for our own front-ends it is our bug (OSH4001).
fn validation_diagnostic(err: &naga::WithSpan<naga::valid::ValidationError>, language: Language) -> Diagnostic {
    let span = err.spans().next().map(|(s, _)| Span::from(*s)).unwrap_or(Span::DUMMY);
    let mut message = err.as_inner().to_string();
    let mut source: Option<&dyn std::error::Error> = std::error::Error::source(err.as_inner());
    while let Some(s) = source {
        message.push_str(": ");
        message.push_str(&s.to_string());
        source = s.source();
    }
    match language {
        Language::Wgsl => Diagnostic::error(codes::SYNTAX_WGSL, message, span),
        Language::Spv => Diagnostic::error(codes::SYNTAX_SPIRV, message, span),
        Language::Hlsl | Language::Glsl => Diagnostic::error(codes::INTERNAL_VALIDATION, message, span)
            .with_note("this is a bug in ferrometal, not in your shader"),
    }
}

/// The stages Metal has only in another shape that ferrometal does not
/// translate yet, by any of their spellings (ours, DXC's profile prefixes,
/// glslang's file extensions): the canonical name. Every surface (CLI, npm,
/// playground) names them and answers [`untranslated_stage_diagnostic`],
/// never a usage error. None is left: geometry shaders are emulated by mesh
/// functions (`Stage::Geometry`), so every name is a [`crate::Stage`].
pub fn untranslated_stage(name: &str) -> Option<&'static str> {
    let _ = name;
    None
}

/// Why a stage of [`untranslated_stage`] is refused, and what Metal has instead.
pub fn untranslated_stage_diagnostic(stage: &str) -> Diagnostic {
    Diagnostic::error(codes::METAL_STAGE, format!("ferrometal does not translate {stage} shaders"), Span::DUMMY)
}

/// Indices of the entry points to write: those named in the options, or all.
fn select_entry_points(
    module: &naga::Module,
    side: &crate::side::SideInfo,
    options: &Options,
) -> Result<Vec<usize>, Diagnostic> {
    // A mesh or object function's IR is a kernel's (`SideInfo::mesh_entries`).
    let stage_of = |i: usize, ep: &naga::EntryPoint| match side.mesh_entries.get(&i) {
        Some(m) => m.stage.to_naga(),
        None => ep.stage,
    };
    let stage_ok = |i: usize, ep: &naga::EntryPoint| options.stage.is_none_or(|s| s.to_naga() == stage_of(i, ep));
    if options.entry_points.is_empty() {
        let all: Vec<usize> =
            module.entry_points.iter().enumerate().filter(|(i, ep)| stage_ok(*i, ep)).map(|(i, _)| i).collect();
        if all.is_empty() {
            return Err(Diagnostic::error(
                codes::SEM_MISSING_ENTRY_POINT,
                "the source has no entry point",
                Span::new(0, 0),
            ));
        }
        return Ok(all);
    }
    let mut picked = Vec::new();
    for name in &options.entry_points {
        let found: Vec<usize> = module
            .entry_points
            .iter()
            .enumerate()
            .filter(|(i, ep)| &ep.name == name && stage_ok(*i, ep))
            .map(|(i, _)| i)
            .collect();
        if found.is_empty() {
            let known: Vec<&str> = module.entry_points.iter().map(|e| e.name.as_str()).collect();
            return Err(Diagnostic::error(
                codes::SEM_MISSING_ENTRY_POINT,
                format!("no entry point named `{name}`"),
                Span::new(0, 0),
            )
            .with_note(format!("entry points in this file: {}", known.join(", "))));
        }
        picked.extend(found);
    }
    Ok(picked)
}
