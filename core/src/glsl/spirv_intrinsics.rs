//! `GL_EXT_spirv_intrinsics`: GLSL that writes raw SPIR-V (execution modes,
//! instructions, decorations, types and storage classes by their SPIR-V
//! numbers). Metal cannot run arbitrary SPIR-V, so each use is refused with
//! OSH5116 at its source line, except the execution modes that have a Metal
//! meaning (`execution_mode`) and the integer dot products (instructions
//! 4450–4455, [`dot`]), whose prototypes become GLSL functions computing
//! them. This pass runs on the preprocessed tokens before any parser and
//! removes the execution modes it maps, so the parsers never see the
//! extension's syntax.
//!
//! Each statement is scanned once, and brackets are bounded by the nesting
//! check that runs before this pass: linear in the tokens.

mod dot;

use crate::diag::{Diagnostic, codes};
use crate::syntax::token::{Punct, Token, TokenKind};

/// `SignedZeroInfNanPreserve` (SPIR-V 1.4, `SPV_KHR_float_controls`).
const SIGNED_ZERO_INF_NAN_PRESERVE: u64 = 4461;
/// `RoundingModeRTE`: round to nearest even, what Metal's float arithmetic does.
const ROUNDING_MODE_RTE: u64 = 4462;

/// The keywords of the extension that insert raw SPIR-V other than an
/// execution mode.
const RAW_SPIRV: &[&str] = &[
    "spirv_instruction",
    "spirv_decorate",
    "spirv_decorate_id",
    "spirv_decorate_string",
    "spirv_type",
    "spirv_storage_class",
];

/// What the shader's SPIR-V intrinsics ask of the translation.
#[derive(Debug, Default)]
pub struct SpirvIntrinsics {
    /// The float widths (16, 32, 64) whose signed zeros, infinities and NaNs
    /// the shader preserves (`SignedZeroInfNanPreserve`).
    pub preserve_float_widths: Vec<u8>,
}

/// `tokens` without the execution modes this pass maps, and what they ask;
/// `None` when the shader uses none of the extension's syntax (the common
/// case: nothing is copied). Every other use is an OSH5116 in `diagnostics`.
pub fn strip(tokens: &[Token], diagnostics: &mut Vec<Diagnostic>) -> Option<(Vec<Token>, SpirvIntrinsics)> {
    if !tokens.iter().any(|t| t.kind == TokenKind::Ident && t.text.starts_with("spirv_")) {
        return None;
    }
    let mut out = Vec::with_capacity(tokens.len());
    let mut found = SpirvIntrinsics::default();
    let mut refused: Vec<&str> = Vec::new();
    let mut i = 0;
    while let Some(t) = tokens.get(i) {
        let mode = t.is_ident("spirv_execution_mode") || t.is_ident("spirv_execution_mode_id");
        if mode && let Some(end) = statement_end(tokens, i) {
            let args = tokens.get(i + 2..end.saturating_sub(1)).unwrap_or_default();
            execution_mode(t, args, &mut found, diagnostics);
            i = end + 1;
            continue;
        }
        if t.is_ident("spirv_instruction")
            && let Some(close) = group_end(tokens, i + 1)
            && let Some(id) = instruction_id(tokens.get(i + 2..close).unwrap_or_default())
            && (dot::FIRST..=dot::LAST).contains(&id)
        {
            match dot::function(tokens, t, close, id) {
                Ok((end, function)) => {
                    out.extend(function);
                    i = end + 1;
                    continue;
                }
                Err(message) => {
                    diagnostics.push(Diagnostic::error(codes::METAL_UNSUPPORTED, message, t.span));
                    refused.push(&t.text);
                }
            }
        }
        if t.kind == TokenKind::Ident && RAW_SPIRV.contains(&t.text.as_str()) && !refused.contains(&t.text.as_str()) {
            refused.push(&t.text);
            diagnostics.push(
                Diagnostic::error(
                    codes::METAL_UNSUPPORTED,
                    format!("`{}` inserts raw SPIR-V, which Metal cannot run", t.text),
                    t.span,
                )
                .with_note(
                    "GL_EXT_spirv_intrinsics names SPIR-V by number; MSL is not SPIR-V, and no Metal function stands \
                     for an arbitrary SPIR-V instruction, decoration, type or storage class (further uses are not \
                     reported)",
                ),
            );
        }
        // Past the refusal, the parsers see the declarations without the
        // extension's qualifiers (`spirv_instruction(…)`, `spirv_decorate(…);`,
        // `spirv_literal`, `spirv_by_reference`), so a tree still results.
        if t.is_ident("spirv_literal") || t.is_ident("spirv_by_reference") {
            i += 1;
            continue;
        }
        if matches!(
            t.text.as_str(),
            "spirv_instruction" | "spirv_decorate" | "spirv_decorate_id" | "spirv_decorate_string"
        ) && let Some(close) = group_end(tokens, i + 1)
        {
            let statement =
                t.text.starts_with("spirv_decorate") && tokens.get(close + 1).is_some_and(|n| n.is_punct(Punct::Semi));
            i = close + 1 + usize::from(statement);
            continue;
        }
        out.push(t.clone());
        i += 1;
    }
    found.preserve_float_widths.sort_unstable();
    found.preserve_float_widths.dedup();
    Some((out, found))
}

/// The index of the `)` closing the `(` at `open`.
fn group_end(tokens: &[Token], open: usize) -> Option<usize> {
    if !tokens.get(open)?.is_punct(Punct::LParen) {
        return None;
    }
    let mut depth = 0usize;
    for (k, t) in tokens.iter().enumerate().skip(open) {
        match t.kind {
            TokenKind::Punct(Punct::LParen) => depth += 1,
            TokenKind::Punct(Punct::RParen) => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(k);
                }
            }
            // The extension's argument lists hold no statements, so each
            // scan stops at the statement's end: linear in the tokens.
            TokenKind::Punct(Punct::Semi | Punct::LBrace | Punct::RBrace) => return None,
            _ => {}
        }
    }
    None
}

/// The `id = N` of a `spirv_instruction(…)`'s arguments `args` when it
/// names a core SPIR-V instruction (no `set = "…"` of extended ones).
fn instruction_id(args: &[Token]) -> Option<u64> {
    let mut depth = 0usize;
    let mut id = None;
    for (k, t) in args.iter().enumerate() {
        match t.kind {
            TokenKind::Punct(Punct::LBracket | Punct::LParen) => depth += 1,
            TokenKind::Punct(Punct::RBracket | Punct::RParen) => depth = depth.saturating_sub(1),
            TokenKind::Ident if depth == 0 && args.get(k + 1).is_some_and(|n| n.is_punct(Punct::Eq)) => {
                match t.text.as_str() {
                    "set" => return None,
                    "id" => id = args.get(k + 2).and_then(|v| int_value(&v.text)),
                    _ => {}
                }
            }
            _ => {}
        }
    }
    id
}

/// The index of the `;` ending `spirv_execution_mode(…);` that starts at
/// `start`, or `None` when the statement is malformed (the parser reports it).
fn statement_end(tokens: &[Token], start: usize) -> Option<usize> {
    if !tokens.get(start + 1)?.is_punct(Punct::LParen) {
        return None;
    }
    let mut depth = 0usize;
    for (k, t) in tokens.iter().enumerate().skip(start + 1) {
        match t.kind {
            TokenKind::Punct(Punct::LParen) => depth += 1,
            TokenKind::Punct(Punct::RParen) => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return tokens.get(k + 1).filter(|t| t.is_punct(Punct::Semi)).map(|_| k + 1);
                }
            }
            TokenKind::Punct(Punct::Semi | Punct::LBrace | Punct::RBrace) => return None,
            _ => {}
        }
    }
    None
}

/// One `spirv_execution_mode(…)`: the `capabilities = […]` and
/// `extensions = […]` arguments name what the mode needs in SPIR-V; the
/// positional ones are the mode's number and its operands.
fn execution_mode(keyword: &Token, args: &[Token], found: &mut SpirvIntrinsics, diagnostics: &mut Vec<Diagnostic>) {
    let mut numbers = Vec::new();
    let mut depth = 0usize;
    let mut named = false;
    let mut positional_ok = true;
    for (k, t) in args.iter().enumerate() {
        match t.kind {
            TokenKind::Punct(Punct::LBracket | Punct::LParen) => depth += 1,
            TokenKind::Punct(Punct::RBracket | Punct::RParen) => depth = depth.saturating_sub(1),
            TokenKind::Punct(Punct::Comma) if depth == 0 => named = false,
            TokenKind::Ident if depth == 0 && args.get(k + 1).is_some_and(|n| n.is_punct(Punct::Eq)) => named = true,
            TokenKind::Int if depth == 0 && !named => match int_value(&t.text) {
                Some(v) => numbers.push(v),
                None => positional_ok = false,
            },
            _ if depth == 0 && !named && !t.is_punct(Punct::Comma) => positional_ok = false,
            _ => {}
        }
    }
    let id_form = keyword.is_ident("spirv_execution_mode_id");
    match numbers.as_slice() {
        [SIGNED_ZERO_INF_NAN_PRESERVE, width @ (16 | 32 | 64)] if positional_ok && !id_form => {
            found.preserve_float_widths.push(*width as u8);
            let functions = if *width == 32 {
                "the math functions use Metal's `precise::` variants, but arithmetic"
            } else {
                "Metal has `precise::` math functions for 32-bit floats only, so math and arithmetic"
            };
            diagnostics.push(Diagnostic::warning(
                codes::DEVIATION_FAST_MATH,
                format!(
                    "SignedZeroInfNanPreserve for {width}-bit floats: {functions} may still assume no NaN or \
                     infinity unless the host compiles with fast math off (MTLMathModeSafe)"
                ),
                keyword.span,
            ));
        }
        [ROUNDING_MODE_RTE, 16 | 32 | 64] if positional_ok && !id_form => {}
        [mode, ..] => diagnostics.push(
            Diagnostic::error(
                codes::METAL_UNSUPPORTED,
                format!("SPIR-V execution mode {mode} has no Metal counterpart"),
                keyword.span,
            )
            .with_note(
                "Metal cannot run arbitrary SPIR-V; the execution modes ferrometal maps are SignedZeroInfNanPreserve \
                 (4461, Metal's `precise::` math functions) and RoundingModeRTE (4462, Metal's rounding) with a width \
                 operand",
            ),
        ),
        [] => diagnostics.push(Diagnostic::error(
            codes::SYNTAX_EXPECTED,
            "`spirv_execution_mode` needs the mode's number",
            keyword.span,
        )),
    }
}

/// A GLSL integer literal's value (decimal, hex or octal, with an optional
/// `u`/`U` suffix).
fn int_value(text: &str) -> Option<u64> {
    let t = text.trim_end_matches(['u', 'U']);
    if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        u64::from_str_radix(hex, 16).ok()
    } else if t.len() > 1 && t.starts_with('0') {
        u64::from_str_radix(t.get(1..)?, 8).ok()
    } else {
        t.parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::lex::lex_str;

    fn run(src: &str) -> (Option<SpirvIntrinsics>, Vec<Diagnostic>, usize) {
        let tokens = lex_str(src, 0).tokens;
        let mut diags = Vec::new();
        let out = strip(&tokens, &mut diags);
        let left = out.as_ref().map_or(tokens.len(), |(t, _)| t.len());
        (out.map(|(_, s)| s), diags, left)
    }

    #[test]
    fn shaders_without_the_extension_are_untouched() {
        let (found, diags, _) = run("void main() { float spirv = 1.0; }");
        assert!(found.is_none() && diags.is_empty());
    }

    #[test]
    fn signed_zero_inf_nan_preserve_is_mapped_and_removed() {
        let src = "spirv_execution_mode(capabilities = [4466], extensions = [\"SPV_KHR_float_controls\"], 4461, 32);\nvoid main() {}";
        let (found, diags, left) = run(src);
        assert_eq!(found.map(|f| f.preserve_float_widths), Some(vec![32]));
        assert!(diags.iter().all(|d| !d.is_error()), "{diags:?}");
        assert_eq!(left, lex_str("void main() {}", 0).tokens.len());
    }

    #[test]
    fn other_modes_and_raw_instructions_are_refused() {
        let (_, diags, _) = run("spirv_execution_mode(4459, 32);\nvoid main() {}");
        assert!(diags.iter().any(|d| d.is_error() && d.code == codes::METAL_UNSUPPORTED));
        let src = "spirv_instruction(id = 200) int f(int a);\nspirv_instruction(id = 201) int g(int a);";
        let (_, diags, _) = run(src);
        assert_eq!(diags.iter().filter(|d| d.code == codes::METAL_UNSUPPORTED).count(), 1);
        // An integer dot product whose prototype does not fit is refused too.
        let (_, diags, _) = run("spirv_instruction(id = 4450) int f(vec4 a, vec4 b);");
        assert!(diags.iter().any(|d| d.is_error() && d.message.contains("4450")));
    }

    #[test]
    fn integer_dot_products_become_functions() {
        let src = "spirv_instruction(extensions = [\"SPV_KHR_integer_dot_product\"], capabilities = [6019, 6018], \
                   id = 4453) int f(uint x, uint y, int acc, spirv_literal uint fmt);";
        let tokens = lex_str(src, 0).tokens;
        let mut diags = Vec::new();
        let (out, _) = strip(&tokens, &mut diags).unwrap_or_default();
        assert!(diags.is_empty(), "{diags:?}");
        let text: Vec<&str> = out.iter().map(|t| t.text.as_str()).collect();
        let text = text.join(" ");
        assert!(text.starts_with("int f ( uint dot_x , uint dot_y , int dot_acc , uint dot_format ) {"), "{text}");
        assert!(text.contains("ivec4 ( uvec4 ( dot_x ) << uvec4 ( 24u , 16u , 8u , 0u ) ) >> 24"), "{text}");
    }
}
