//! SPIR-V through naga's own front-end. The "source" is the binary module;
//! diagnostics point at the whole input.

use super::FrontOutput;
#[cfg(feature = "spirv")]
use crate::diag::{Diagnostic, codes};
use crate::source::Span;

#[cfg(feature = "spirv")]
pub fn parse(bytes: &[u8]) -> FrontOutput {
    let options = naga::front::spv::Options::default();
    match naga::front::spv::parse_u8_slice(bytes, &options) {
        Ok(module) => {
            let lowered = super::Lowered { module, side: Default::default() };
            FrontOutput { lowered: Some(lowered), diagnostics: Vec::new() }
        }
        Err(err) => FrontOutput {
            lowered: None,
            diagnostics: vec![Diagnostic::error(codes::SYNTAX_SPIRV, format!("invalid SPIR-V: {err}"), Span::DUMMY)],
        },
    }
}

/// A build without the `spirv` feature reads no SPIR-V.
#[cfg(not(feature = "spirv"))]
pub fn parse(_bytes: &[u8]) -> FrontOutput {
    super::not_built("SPIR-V", "spirv", Span::DUMMY)
}
