//! ferrometal: HLSL and GLSL (and, through naga, WGSL and SPIR-V) to Metal Shading Language.
//!
//! The pipeline (see ARCHITECTURE.md): a front-end turns source text into a
//! [`naga::Module`] plus [`side::SideInfo`]; naga's validator checks it; the MSL
//! writer ([`msl`]) writes one translation unit per entry point and the
//! [`reflect::Reflection`] the host needs, both from one binding assignment.
//!
//! The public surface is [`translate`] (and [`translate_with`] for a custom
//! include loader), plain-data [`Options`], and the [`Translation`] result.

pub mod batch;
pub mod cases;
pub mod cli;
pub mod diag;
pub mod front;
pub mod glsl;
pub mod hlsl;
pub mod msl;
pub mod options;
pub mod ordered;
pub mod reflect;
pub mod seqmap;
pub mod side;
mod sort;
pub mod source;
pub mod syntax;
mod translate;
pub mod validate;

pub use diag::{Code, Diagnostic, Label, Severity};
pub use options::{
    ArgumentBufferTier, BindingModel, IncludeLoader, Language, MemoryIncludes, MslVersion, Options, Stage,
};
pub use reflect::Reflection;
pub use source::{Files, Span};
pub use translate::{
    EntryOutput, Translation, translate, translate_bytes, translate_functions, translate_spirv, translate_with,
    untranslated_stage, untranslated_stage_diagnostic,
};
pub use validate::validate_cli;

/// The crate version, as the CLI and the npm package report it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
