//! WGSL through naga's own front-end. naga's spans are offsets into the text
//! it was given; the main file starts at global position 0, so they are
//! already global positions (diagnostic spans are shifted anyway).

use super::FrontOutput;
use crate::source::{FileId, Files, Span};

/// A build without the `wgsl` feature reads no WGSL: the diagnostic points
/// at the main file's first line.
#[cfg(not(feature = "wgsl"))]
pub fn parse(files: &Files, file: FileId) -> FrontOutput {
    let span = files.get(file).map_or(Span::DUMMY, |f| {
        let line = f.text.find('\n').unwrap_or(f.text.len());
        Span::new(f.base, u32::try_from(line).map_or(u32::MAX, |n| f.base.saturating_add(n)))
    });
    super::not_built("WGSL", "wgsl", span)
}

#[cfg(feature = "wgsl")]
pub fn parse(files: &Files, file: FileId) -> FrontOutput {
    let Some(src) = files.get(file) else { return FrontOutput::default() };
    let base = src.base;
    match naga::front::wgsl::parse_str(&src.text) {
        Ok(module) => {
            use super::Lowered;
            FrontOutput { lowered: Some(Lowered { module, side: Default::default() }), diagnostics: Vec::new() }
        }
        Err(err) => {
            let mut labels = err.labels();
            let (span, label) = labels
                .next()
                .map(|(s, l)| (shift(Span::from(s), base), l.to_string()))
                .unwrap_or((Span::new(base, base), String::new()));
            use crate::diag::{Diagnostic, codes};
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

#[cfg(feature = "wgsl")]
fn shift(s: Span, base: u32) -> Span {
    if s.is_dummy() { s } else { Span::new(s.start + base, s.end + base) }
}
