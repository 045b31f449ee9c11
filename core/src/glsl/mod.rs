//! The GLSL front-end: GLSL ES 1.00–3.20, desktop 1.10–4.60 and Vulkan GLSL,
//! built as a second dialect on the HLSL front-end's infrastructure.
//!
//! Stages, in pipeline order:
//! - the shared preprocessor (`syntax::pp`, GLSL dialect: `#version`,
//!   `#extension`, `GL_ES`, `__VERSION__`);
//! - the GLSL grammar (`hlsl::parse::parse_glsl`) parses the tokens into the
//!   shared syntax tree, whose function definitions and plain globals
//!   (`const`, `shared`, private globals, specialization constants) are
//!   translated on it, with GLSL's scopes (`rewrite::functions`); a
//!   construct that pass does not translate is an OSH3021 at its source;
//! - [`rewrite`]: GLSL's interface declarations (stage `in`/`out`,
//!   `uniform`, blocks, `layout(…)`, built-in `gl_*` variables) are
//!   written as declaration text for the HLSL front-end's input (types,
//!   names and array sizes only: every expression is the tree's), with a
//!   placeholder where a function or global translated on the tree goes.
//!   User tokens keep their spans, so every
//!   diagnostic points into the GLSL the user wrote; the glue this stage
//!   generates (the entry-point wrapper, a small prelude) is lexed from a
//!   virtual file named `<glsl>` added to `Files`.
//! - the HLSL parser, checker and lowering (`hlsl`), which produce the naga
//!   module and `SideInfo` exactly as for HLSL, asking [`Rules`] (GLSL's
//!   conversions, operators and type names) for the code the user wrote.
//!
//! Before the rewriter, one linear pass bounds bracket nesting and operator
//! chains (OSH2003), so every recursion after it has a budget; the rewriter
//! respells user names the HLSL front-end reserves (`names`).
//!
//! Semantics preserved: GLSL `matCxR` is C columns of R rows, which is the
//! naga and MSL meaning; `*` with a matrix operand is the linear-algebra
//! product (`M * v` stays `M * v`); `mod` is `x - y * floor(x / y)`.
//!
//! Architecture invariant: this module never builds naga IR itself; every
//! GLSL construct is expressed in the HLSL front-end's tree (or its token
//! input), so the two dialects cannot drift apart below the parser.

#[cfg(test)]
mod builtin_table_tests;
#[cfg(test)]
mod layout_tests;
mod names;
mod ray_query;
mod rewrite;
mod rules;
mod shadertoy;
mod spirv_intrinsics;
#[cfg(test)]
mod tests;
mod types;

pub use rules::{Rules, type_name};
pub use types::is_builtin_type;

use crate::diag::{Diagnostic, codes};
use crate::front::FrontOutput;
use crate::options::{IncludeLoader, Options, Stage};
use crate::source::{FileId, Files};
use crate::syntax::pp::{Dialect, DirectiveKind, preprocess_front};
use crate::syntax::token::Punct;

/// Translate the GLSL file `main` of `files` to naga IR.
pub fn parse_and_lower(
    files: &mut Files,
    main: FileId,
    options: &Options,
    includes: &dyn IncludeLoader,
) -> FrontOutput {
    parse_and_lower_functions(files, main, options, includes, &mut Vec::new())
}

/// Each function definition's name (and each plain global's, after
/// [`GLOBAL_REPORT`]), and the construct that kept it from translating
/// (`None` when it translated).
#[doc(hidden)]
pub type FunctionReport = Vec<(String, Option<&'static str>)>;

/// How a [`FunctionReport`] names a global declaration the tree translates
/// (before its names); its other lines are function definitions.
#[doc(hidden)]
pub const GLOBAL_REPORT: &str = "global ";

/// [`parse_and_lower`], reporting into `report` which functions and plain
/// globals translated.
#[doc(hidden)]
pub fn parse_and_lower_functions(
    files: &mut Files,
    main: FileId,
    options: &Options,
    includes: &dyn IncludeLoader,
    report: &mut FunctionReport,
) -> FrontOutput {
    let mut diagnostics: Vec<Diagnostic> = Vec::new();
    let Some(pp) = preprocess_front(files, main, Dialect::Glsl, vec![], options, includes, &mut diagnostics) else {
        return FrontOutput { lowered: None, diagnostics };
    };
    if let Some(d) = nesting_too_deep(&pp.tokens) {
        diagnostics.push(d);
        return FrontOutput { lowered: None, diagnostics };
    }
    let (stripped, intrinsics) = spirv_intrinsics::strip(&pp.tokens, &mut diagnostics).unzip();
    let source_tokens = stripped.as_deref().unwrap_or(&pp.tokens);
    // Without a `#version` line a shader is GLSL 1.10.
    let mut rules = Rules { version: 110, es: false, generated_from: u32::MAX };
    if let Some(d) = pp.directives.iter().find(|d| d.kind == DirectiveKind::Version) {
        let number = d.tokens.first().and_then(|t| t.text.parse::<u32>().ok());
        rules.version = number.unwrap_or(110);
        rules.es = rules.version == 100 || d.tokens.get(1).is_some_and(|t| t.text == "es");
        const KNOWN: &[u32] = &[100, 110, 120, 130, 140, 150, 300, 310, 320, 330, 400, 410, 420, 430, 440, 450, 460];
        if !number.is_some_and(|n| KNOWN.contains(&n)) {
            diagnostics.push(
                Diagnostic::error(codes::SYNTAX_UNSUPPORTED_VERSION, "unknown GLSL version", d.span)
                    .with_note("accepted: 100, 300 es, 310 es, 320 es, and 110 to 460"),
            );
            return FrontOutput { lowered: None, diagnostics };
        }
    }
    let file_name = files.get(main).map(|f| f.name.clone()).unwrap_or_default();
    let mut stage = options.stage.or_else(|| stage_from_name(&file_name));
    let toy = shadertoy::wrap(files, source_tokens);
    if toy.is_some() {
        stage = stage.or(Some(Stage::Fragment));
    }
    let tokens = toy.as_deref().unwrap_or(source_tokens);
    let scalar_block_layout = pp.directives.iter().any(|d| {
        d.kind == DirectiveKind::Extension
            && d.tokens.first().is_some_and(|t| t.text == "GL_EXT_scalar_block_layout")
            && !d.tokens.iter().any(|t| t.text == "disable")
    });
    rules.generated_from = files.iter().last().map(|(_, f)| f.base + f.len() + 1).unwrap_or(0);
    // The syntax tree, by GLSL's grammar: its syntax errors are the
    // shader's, and its functions and globals are translated on it.
    let parsed = crate::hlsl::parse::parse_glsl(tokens);
    if parsed.diagnostics.iter().any(Diagnostic::is_error) {
        diagnostics.extend(parsed.diagnostics);
        pp.explain_expansions(&mut diagnostics);
        return FrontOutput { lowered: None, diagnostics };
    }
    let tree = parsed.ast;
    let shader = rewrite::Shader { stage, scalar_block_layout, es: rules.es, tree: &tree };
    let rewritten = rewrite::rewrite(files, tokens, shader, options, &mut diagnostics);
    // The functions it took are in `rewritten`; the rest of the tree is done.
    drop(tree);
    report.extend(rewritten.function_report.iter().cloned());
    if diagnostics.iter().any(Diagnostic::is_error) {
        return FrontOutput { lowered: None, diagnostics };
    }
    let mut hlsl_options = options.clone();
    hlsl_options.stage = rewritten.stage.or(stage);
    // GLSL stores a matrix column by column, which is naga's own order; HLSL
    // calls that order `row_major` (its rows are naga's columns, DESIGN §3).
    hlsl_options.matrix_packing = crate::options::MatrixPacking::RowMajor;
    // GLSL's `float16_t`/`int16_t` (and `mediump` as `half`) are real 16-bit
    // types: GLSL has no min-precision meaning for them.
    hlsl_options.enable_16bit_types = true;
    let mut functions: Vec<Option<Vec<crate::hlsl::ast::Item>>> = rewritten.functions.into_iter().map(Some).collect();
    let mut out = crate::hlsl::parse_edit_and_lower(&rewritten.tokens, &hlsl_options, diagnostics, rules, |ast| {
        let items = std::mem::take(&mut ast.items);
        for item in items {
            if let crate::hlsl::ast::Item::Function(f) = &item
                && f.body.is_none()
                && let Some(k) = f.name.strip_prefix("__glsl_fn_").and_then(|k| k.parse::<usize>().ok())
                && let Some(translated) = functions.get_mut(k).and_then(Option::take)
            {
                ast.items.extend(translated);
                continue;
            }
            ast.items.push(item);
        }
    });
    // An entry point's span (where the writer's checks point, e.g. a stage
    // that needs a newer MSL) is the user's `main`, not the generated one.
    let user_main = tokens.windows(3).find_map(|w| match w {
        [v, m, p] if v.is_ident("void") && m.is_ident("main") && p.is_punct(Punct::LParen) => Some(m.span),
        _ => None,
    });
    if let (Some(lowered), Some(main)) = (out.lowered.as_mut(), user_main) {
        for span in &mut lowered.side.entry_spans {
            if span.start >= rules.generated_from {
                *span = main;
            }
        }
    }
    if let (Some(lowered), Some(found)) = (out.lowered.as_mut(), intrinsics) {
        lowered.side.preserve_float_widths = found.preserve_float_widths;
    }
    // Reflection's source view is the GLSL declaration, not the HLSL the
    // rewriter made of it.
    if let Some(lowered) = out.lowered.as_mut() {
        for (h, info) in lowered.side.resources.iter_mut() {
            let name = lowered.module.global_variables[*h].name.as_deref().unwrap_or_default();
            if let Some(ty) = rewritten.source_types.get(name) {
                info.source_type = Some(ty.clone());
            }
        }
    }
    // A problem inside a macro expansion also points at the macro's #define.
    pp.explain_expansions(&mut out.diagnostics);
    out
}

/// The GLSL file `main` of `files` parsed into the shared syntax tree, by
/// GLSL's grammar: the front-end's parsing stage, after the preprocessor
/// and the nesting bound. `None` when preprocessing failed.
pub fn parse_tree(
    files: &mut Files,
    main: FileId,
    options: &Options,
    includes: &dyn IncludeLoader,
) -> (Option<crate::syntax::ast::Ast>, Vec<Diagnostic>) {
    let mut diagnostics: Vec<Diagnostic> = Vec::new();
    let Some(pp) = preprocess_front(files, main, Dialect::Glsl, vec![], options, includes, &mut diagnostics) else {
        return (None, diagnostics);
    };
    if let Some(d) = nesting_too_deep(&pp.tokens) {
        diagnostics.push(d);
        return (None, diagnostics);
    }
    // The parser never sees the mapped execution modes; the refusals of the
    // extension's other uses are the translation's, not the parser's.
    let stripped = spirv_intrinsics::strip(&pp.tokens, &mut Vec::new()).map(|(t, _)| t);
    let source_tokens = stripped.as_deref().unwrap_or(&pp.tokens);
    let toy = shadertoy::wrap(files, source_tokens);
    let parsed = crate::hlsl::parse::parse_glsl(toy.as_deref().unwrap_or(source_tokens));
    diagnostics.extend(parsed.diagnostics);
    (Some(parsed.ast), diagnostics)
}

/// The bracket nesting the parser accepts (the HLSL parser's depth limit,
/// which parses the rewritten GLSL).
const MAX_BRACKETS: u32 = crate::hlsl::parse::MAX_DEPTH;

/// The depth of an expression tree the lowering and the writer recurse on:
/// brackets plus the operators chained at each level (`a + a + … + a` is a
/// tree as deep as it is long, which the parser builds in a loop). Sized for
/// a debug build on wasm's 1 MiB stack.
const MAX_EXPRESSION_DEPTH: u32 = 256;

/// The first token of `tokens` nested or chained deeper than the limits, as
/// an OSH2003. Checked once, in one linear pass, before any stage that
/// recurses on brackets (the rewriter's argument splitting, the parser, the
/// lowering): input no parse could accept costs nothing beyond this pass,
/// and every later recursion is bounded by these limits.
fn nesting_too_deep(tokens: &[crate::syntax::token::Token]) -> Option<Diagnostic> {
    use crate::syntax::token::{Punct, TokenKind};
    // Operators chained at each open bracket level, innermost last.
    let mut chains: Vec<u32> = vec![0];
    let mut chained = 0u32;
    for t in tokens {
        let too_deep = |what: String| {
            Some(Diagnostic::error(codes::SYNTAX_NESTING_TOO_DEEP, what, t.span).with_span_label("too deeply nested"))
        };
        match t.kind {
            TokenKind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => {
                chains.push(0);
                if chains.len() as u32 > MAX_BRACKETS + 1 {
                    return too_deep(format!("brackets are nested deeper than {MAX_BRACKETS} levels"));
                }
            }
            TokenKind::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace) if chains.len() > 1 => {
                chained -= chains.pop().unwrap_or(0);
            }
            // An unmatched closer: the parser's error, not a level.
            TokenKind::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace) => {}
            TokenKind::Punct(Punct::Comma | Punct::Semi) => {
                if let Some(top) = chains.last_mut() {
                    chained -= *top;
                    *top = 0;
                }
            }
            // Member access and labels are not the chains that deepen a tree.
            TokenKind::Punct(Punct::Dot | Punct::Colon) => {}
            TokenKind::Punct(_) => {
                if let Some(top) = chains.last_mut() {
                    *top += 1;
                    chained += 1;
                }
                if chained + chains.len() as u32 > MAX_EXPRESSION_DEPTH {
                    return too_deep(format!(
                        "an expression is nested and chained deeper than {MAX_EXPRESSION_DEPTH} levels"
                    ));
                }
            }
            _ => {}
        }
    }
    None
}

/// `.vert`, `.frag`, `.comp` (also inside names like `x.vert.glsl`).
fn stage_from_name(name: &str) -> Option<Stage> {
    Stage::from_path(name)
}
