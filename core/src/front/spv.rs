//! SPIR-V through naga's own front-end. The "source" is the binary module;
//! diagnostics point at the whole input.

use super::{FrontOutput, Lowered};
use crate::diag::{Diagnostic, codes};
use crate::source::Span;

pub fn parse(bytes: &[u8]) -> FrontOutput {
    let options = naga::front::spv::Options::default();
    match naga::front::spv::parse_u8_slice(bytes, &options) {
        Ok(module) => {
            FrontOutput { lowered: Some(Lowered { module, side: Default::default() }), diagnostics: Vec::new() }
        }
        Err(err) => FrontOutput {
            lowered: None,
            diagnostics: vec![Diagnostic::error(codes::SYNTAX_SPIRV, format!("invalid SPIR-V: {err}"), Span::DUMMY)],
        },
    }
}
