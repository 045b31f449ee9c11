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

pub mod ast;
pub mod check;
pub mod lower;
pub mod parse;

use crate::diag::Diagnostic;
use crate::front::FrontOutput;
use crate::options::Options;
use crate::source::{FileId, Files};
use crate::syntax::token::{Token, TokenKind};

/// Translate the HLSL file `main` of `files` to naga IR.
pub fn parse_and_lower(files: &Files, main: FileId, options: &Options) -> FrontOutput {
    let mut diagnostics: Vec<Diagnostic> = Vec::new();
    let tokens = crate::syntax::lex::lex(files, main, &mut diagnostics);
    let mut options = options.clone();
    let tokens = strip_directives(&tokens, &mut options);
    parse_and_lower_tokens(&tokens, &options, diagnostics)
}

/// The stages after preprocessing.
pub fn parse_and_lower_tokens(tokens: &[Token], options: &Options, mut diagnostics: Vec<Diagnostic>) -> FrontOutput {
    let parsed = parse::parse(tokens);
    diagnostics.extend(parsed.diagnostics);
    if diagnostics.iter().any(Diagnostic::is_error) {
        return FrontOutput { lowered: None, diagnostics };
    }
    let (lowered, diags) = lower::lower(&parsed.ast, options);
    diagnostics.extend(diags);
    FrontOutput { lowered, diagnostics }
}

/// Until the preprocessor runs in front of this stage, directive lines are
/// dropped here; `#pragma pack_matrix` still sets the default packing.
fn strip_directives(tokens: &[Token], options: &mut Options) -> Vec<Token> {
    let mut out = Vec::with_capacity(tokens.len());
    let mut in_directive = false;
    let mut line: Vec<&Token> = Vec::new();
    for t in tokens {
        if t.line_start {
            if in_directive {
                apply_pragma(&line, options);
                line.clear();
            }
            in_directive = t.kind == TokenKind::Hash;
        }
        if in_directive {
            line.push(t);
        } else if t.kind != TokenKind::Eof {
            out.push(t.clone());
        }
    }
    if in_directive {
        apply_pragma(&line, options);
    }
    out
}

fn apply_pragma(line: &[&Token], options: &mut Options) {
    let words: Vec<&str> = line.iter().map(|t| t.text.as_str()).collect();
    if let ["#", "pragma", "pack_matrix", "(", which, ")", ..] = words.as_slice() {
        options.matrix_packing = match *which {
            "row_major" => crate::options::MatrixPacking::RowMajor,
            _ => crate::options::MatrixPacking::ColumnMajor,
        };
    }
}
#[cfg(test)]
mod tests;
