//! The HLSL front-end (DESIGN §2): tokens → [`ast`] ([`parse`]) → checked
//! lowering to naga IR + `SideInfo` ([`lower`], with the rules in [`check`]).
//!
//! Stages, in pipeline order, each with its own module doc:
//! - lexing and preprocessing are shared with GLSL (`crate::syntax`);
//! - [`parse`]: tokens → tree + syntax diagnostics (OSH2xxx), never fails;
//! - [`check`]: HLSL's type model, conversions and overload ranking;
//! - [`lower`]: tree → `naga::Module` + `SideInfo`, with semantic (OSH3xxx)
//!   and Metal (OSH51xx) diagnostics.
//!
//! Architecture invariant: when this front-end reports no error, naga's
//! validator accepts the module; a rejection is our bug (OSH4001).

/// The shared syntax tree, under the name the HLSL stages use.
pub use crate::syntax::ast;
pub mod check;
pub mod lower;
pub mod parse;
pub mod rootsig;

use crate::diag::Diagnostic;
use crate::front::FrontOutput;
use crate::options::Options;
use crate::options::{IncludeLoader, Stage};
use crate::source::{FileId, Files};
use crate::syntax::pp::{Dialect, Pragma, preprocess_front};
use crate::syntax::token::Token;

/// DXC's predefined macros for a translation with `options` (the shader
/// model and stage of `-T`, `-HV`), as the preprocessor defines them.
pub fn predefined_macros(options: &Options) -> Vec<(String, String)> {
    let (major, minor) = options.shader_model.unwrap_or((6, 0));
    let stage = match options.stage {
        Some(Stage::Vertex) => "1",
        Some(Stage::Compute) => "5",
        Some(Stage::Hull) => "3",
        Some(Stage::Domain) => "4",
        // DXIL's shader kinds: mesh 13, amplification 14.
        Some(Stage::Mesh) => "13",
        Some(Stage::Amplification) => "14",
        _ => "0",
    };
    vec![
        ("__HLSL_VERSION".into(), options.hlsl_version.unwrap_or(2021).to_string()),
        ("__SHADER_TARGET_MAJOR".into(), major.to_string()),
        ("__SHADER_TARGET_MINOR".into(), minor.to_string()),
        ("__SHADER_TARGET_STAGE".into(), stage.into()),
        ("__SHADER_STAGE_PIXEL".into(), "0".into()),
        ("__SHADER_STAGE_VERTEX".into(), "1".into()),
        ("__SHADER_STAGE_HULL".into(), "3".into()),
        ("__SHADER_STAGE_DOMAIN".into(), "4".into()),
        ("__SHADER_STAGE_COMPUTE".into(), "5".into()),
        ("__SHADER_STAGE_MESH".into(), "13".into()),
        ("__SHADER_STAGE_AMPLIFICATION".into(), "14".into()),
        ("__hlsl_dx_compiler".into(), "1".into()),
        // Clang's `__has_feature(name)`, which DXC answers in `#if` and in
        // code: 1 for the features translated, an undefined name (0 in
        // `#if`) for the others.
        ("__has_feature(feature)".into(), "__has_feature_##feature".into()),
        ("__has_feature_hlsl_vk_buffer_pointer".into(), "1".into()),
    ]
}

/// Translate the HLSL file `main` of `files` to naga IR; included files
/// are added to `files`.
pub fn parse_and_lower(
    files: &mut Files,
    main: FileId,
    options: &Options,
    includes: &dyn IncludeLoader,
) -> FrontOutput {
    let mut diagnostics: Vec<Diagnostic> = Vec::new();
    let predefined = predefined_macros(options);
    let Some(pp) = preprocess_front(files, main, Dialect::Hlsl, predefined, options, includes, &mut diagnostics) else {
        return FrontOutput { lowered: None, diagnostics };
    };
    // Each `#pragma pack_matrix` sets the packing of the declarations after it.
    let packing = pp
        .pragmas
        .iter()
        .filter_map(|e| match e.pragma {
            Pragma::PackMatrix(p) => Some((e.at, p)),
            Pragma::Other { .. } => None,
        })
        .collect();
    let mut out = parse_and_lower_packed(&pp.tokens, options, diagnostics, packing);
    // A problem inside a macro expansion also points at the macro's #define.
    pp.explain_expansions(&mut out.diagnostics);
    out
}

/// The stages after preprocessing.
pub fn parse_and_lower_tokens(tokens: &[Token], options: &Options, diagnostics: Vec<Diagnostic>) -> FrontOutput {
    parse_and_lower_dialect(tokens, options, diagnostics, None)
}

/// The stages after preprocessing, for HLSL or for the GLSL front-end's
/// rewritten tokens (`glsl`).
pub fn parse_and_lower_dialect(
    tokens: &[Token],
    options: &Options,
    diagnostics: Vec<Diagnostic>,
    glsl: Option<crate::glsl::Rules>,
) -> FrontOutput {
    lower_parsed(parse::parse(tokens), options, diagnostics, glsl)
}

/// [`parse_and_lower_dialect`] for the GLSL front-end, which edits the
/// parsed tree (`edit`) before the lowering: the functions it translated on
/// its own syntax tree take the places of their placeholders.
pub fn parse_edit_and_lower(
    tokens: &[Token],
    options: &Options,
    diagnostics: Vec<Diagnostic>,
    glsl: crate::glsl::Rules,
    edit: impl FnOnce(&mut ast::Ast),
) -> FrontOutput {
    let mut parsed = parse::parse(tokens);
    edit(&mut parsed.ast);
    lower_parsed(parsed, options, diagnostics, Some(glsl))
}

fn parse_and_lower_packed(
    tokens: &[Token],
    options: &Options,
    diagnostics: Vec<Diagnostic>,
    packing: Vec<(usize, crate::options::MatrixPacking)>,
) -> FrontOutput {
    lower_parsed(parse::parse_packed(tokens, packing), options, diagnostics, None)
}

fn lower_parsed(
    mut parsed: parse::Parsed,
    options: &Options,
    mut diagnostics: Vec<Diagnostic>,
    glsl: Option<crate::glsl::Rules>,
) -> FrontOutput {
    parsed.ast.dialect = if glsl.is_some() { Dialect::Glsl } else { Dialect::Hlsl };
    parsed.ast.glsl_rules = glsl.unwrap_or_default();
    diagnostics.extend(parsed.diagnostics);
    if diagnostics.iter().any(Diagnostic::is_error) {
        return FrontOutput { lowered: None, diagnostics };
    }
    let (lowered, diags) = lower::lower(parsed.ast, options);
    diagnostics.extend(diags);
    FrontOutput { lowered, diagnostics }
}

#[cfg(test)]
mod tests;
