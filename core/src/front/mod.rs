//! Front-ends: source text → validated-to-be `naga::Module` + [`SideInfo`].
//!
//! Each front-end returns a value plus diagnostics and never panics; a
//! front-end that reported an error may still return a partial module, which
//! the pipeline then does not write.

pub mod build;
pub mod spv;
pub mod wgsl;

use crate::diag::Diagnostic;
use crate::side::SideInfo;

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
