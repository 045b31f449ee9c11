//! WGSL through naga's own front-end. naga's spans are offsets into the text
//! it was given; the main file starts at global position 0, so they are
//! already global positions (diagnostic spans are shifted anyway).

use super::{FrontOutput, Lowered};
use crate::diag::{Diagnostic, codes};
use crate::source::{FileId, Files, Span};

pub fn parse(files: &Files, file: FileId) -> FrontOutput {
    let Some(src) = files.get(file) else { return FrontOutput::default() };
    let base = src.base;
    match naga::front::wgsl::parse_str(&src.text) {
        Ok(module) => {
            FrontOutput { lowered: Some(Lowered { module, side: Default::default() }), diagnostics: Vec::new() }
        }
        Err(err) => {
            let mut labels = err.labels();
            let (span, label) = labels
                .next()
                .map(|(s, l)| (shift(Span::from(s), base), l.to_string()))
                .unwrap_or((Span::new(base, base), String::new()));
            let mut d = Diagnostic::error(codes::SYNTAX_WGSL, err.message().to_string(), span);
            if !label.is_empty() {
                d = d.with_span_label(label);
            }
            for (s, l) in labels {
                d = d.with_label(shift(Span::from(s), base), l.to_string());
            }
            FrontOutput { lowered: None, diagnostics: vec![d] }
        }
    }
}

fn shift(s: Span, base: u32) -> Span {
    if s.is_dummy() { s } else { Span::new(s.start + base, s.end + base) }
}
