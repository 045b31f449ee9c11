//! Front-ends: source text → validated-to-be `naga::Module` + [`SideInfo`].
//!
//! Each front-end returns a value plus diagnostics and never panics; a
//! front-end that reported an error may still return a partial module, which
//! the pipeline then does not write.

pub mod build;
pub mod spv;
pub mod types;
pub mod wgsl;

use crate::diag::Diagnostic;
use crate::side::SideInfo;
#[cfg(not(all(feature = "wgsl", feature = "spirv")))]
use crate::{diag::codes, source::Span};

/// What every front-end produces.
#[derive(Debug, Default)]
pub struct Lowered {
    pub module: naga::Module,
    pub side: SideInfo,
}

/// A front-end's result: the module when there was no error, and every
/// diagnostic (warnings included).
#[derive(Debug, Default)]
pub struct FrontOutput {
    pub lowered: Option<Lowered>,
    pub diagnostics: Vec<Diagnostic>,
}

/// The answer of a front-end left out of this build (its cargo feature off):
/// one OSH6004 error, so the caller learns which languages the build reads.
#[cfg(not(all(feature = "wgsl", feature = "spirv")))]
fn not_built(language: &str, feature: &str, span: Span) -> FrontOutput {
    let message = format!("this build reads no {language}: it was made without the `{feature}` feature");
    FrontOutput { lowered: None, diagnostics: vec![Diagnostic::error(codes::USAGE_LANGUAGE_NOT_BUILT, message, span)] }
}
