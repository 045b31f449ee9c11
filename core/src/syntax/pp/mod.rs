//! The C preprocessor of the C-like front-ends (HLSL and GLSL), over tokens.
//!
//! [`preprocess`] takes the main file (already in [`Files`]) and returns the
//! token stream the parser reads ([`PpOutput::tokens`], ending with
//! [`TokenKind::Eof`]) plus the directives a parser needs to know about as
//! *events* at token positions: pragmas ([`PragmaEvent`], e.g.
//! `#pragma pack_matrix`) and the GLSL `#version`/`#extension` lines and
//! `#line` ([`DirectiveEvent`]). An event's `at` is the index of the first
//! output token after the directive, so a parser applies it when its cursor
//! reaches that index.
//!
//! What it implements: object- and function-like macros, `#` and `##`,
//! variadic macros (`...`/`__VA_ARGS__`, GNU `name...` and `, ## __VA_ARGS__`),
//! `#if/#ifdef/#ifndef/#elif/#else/#endif` with `defined` and full constant
//! expressions, `#include "…"`/`<…>` through [`IncludeLoader`] (each included
//! file is added to [`Files`], so spans point into the real file),
//! `#pragma once` and include-guard detection, `#line`, `#error` (OSH1003),
//! `#warning` (OSH1009), `__LINE__`, `__FILE__`, `__COUNTER__`, predefined
//! macros from the front-end and `-D` defines.
//!
//! Spans: a token written in a file keeps its span. A token that a macro
//! body produced carries the span of the macro *use* (name to closing
//! parenthesis); a token that came from a macro argument keeps its own span,
//! so a diagnostic points at what the user wrote. `#line` does not remap
//! spans (they keep pointing at the real text, which is what an editor
//! needs); it changes `__LINE__`/`__FILE__` and is reported as an event.
//!
//! Budgets (see [`Limits`]): tokens produced by macro expansion in total,
//! nesting of macro calls inside macro arguments (the only recursion of the
//! expander), `#include` depth and count, and `#if` expression nesting. Each
//! ends in a coded diagnostic, never a hang or a stack overflow.
//!
//! Architecture invariant: the expander is iterative except for macro
//! arguments (pre-expanded recursively, depth-limited); directives are only
//! recognised in file text, never in a macro's output.

mod cache;
mod expr;
mod macros;
#[cfg(test)]
mod tests;

use super::lex::{Lexed, Problem, lex_str};
use super::token::{Punct, Token, TokenKind};
use crate::diag::{Diagnostic, codes};
use crate::options::{IncludeLoader, MatrixPacking};
use crate::ordered::{IntSet, OrdMap, OrdSet};
use crate::source::{FileId, Files, Span};
pub use cache::PpCache;
use macros::{HideSets, Macro, PpTok};
use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::rc::Rc;
use std::sync::Arc;

pub use super::Dialect;

/// Budgets; the defaults are sized for a debug wasm build's 1 MiB stack and
/// for interactive use (a pathological input stops in milliseconds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Tokens all macro expansions together may produce.
    pub expansion_tokens: usize,
    /// Nesting of macro calls inside macro arguments (recursion depth).
    pub expansion_depth: u32,
    /// Nesting of `#include`.
    pub include_depth: u32,
    /// `#include`s processed in total (an include tree can fan out).
    pub includes: u32,
    /// Nesting of parentheses and unary operators in an `#if` expression.
    pub expr_depth: u32,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { expansion_tokens: 1 << 20, expansion_depth: 64, include_depth: 32, includes: 2048, expr_depth: 64 }
    }
}

/// How to preprocess.
pub struct PpConfig<'a> {
    pub dialect: Dialect,
    /// Macros the front-end predefines (`__HLSL_VERSION`, `GL_ES`, …), as
    /// `(name, value)`; a name may carry a parameter list: `("F(x)", "x")`.
    pub predefined: Vec<(String, String)>,
    /// The user's `-D` defines (after the predefined ones, so they may
    /// override them), same form.
    pub defines: Vec<(String, String)>,
    pub includes: &'a dyn IncludeLoader,
    pub limits: Limits,
}

/// A `#pragma` the parser may care about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pragma {
    /// HLSL `#pragma pack_matrix(row_major)` / `(column_major)`.
    PackMatrix(MatrixPacking),
    /// Any other pragma: its first word and the rest of the line as written.
    Other { name: String, text: String },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PragmaEvent {
    /// Index into [`PpOutput::tokens`] of the first token after the pragma.
    pub at: usize,
    /// The whole directive line.
    pub span: Span,
    pub pragma: Pragma,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DirectiveKind {
    /// GLSL `#version`.
    Version,
    /// GLSL `#extension`.
    Extension,
    /// `#line` (and GNU `# N "file"`).
    Line,
}

/// A directive passed through as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirectiveEvent {
    /// Index into [`PpOutput::tokens`] of the first token after the directive.
    pub at: usize,
    pub span: Span,
    pub kind: DirectiveKind,
    /// The tokens after the directive name, unexpanded (`300`, `es`).
    pub tokens: Vec<Token>,
}

/// A place where the user's text used a macro.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacroUse {
    /// The use: the name, or name to `)` (the span its body's tokens carry).
    pub span: Span,
    pub name: String,
    /// The macro's name in its `#define` (dummy when predefined or `-D`).
    pub definition: Span,
}

/// The preprocessor's result.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PpOutput {
    /// Tokens for the parser; the last is [`TokenKind::Eof`].
    pub tokens: Vec<Token>,
    pub pragmas: Vec<PragmaEvent>,
    pub directives: Vec<DirectiveEvent>,
    /// Every macro use in the user's text, sorted by position (see
    /// [`PpOutput::explain_expansions`]).
    pub macro_uses: Vec<MacroUse>,
    /// What the conditionals skipped: the spans of the skipped groups'
    /// tokens, each run of them with no token read in between merged into
    /// one span (an editor greys these out).
    pub skipped: Vec<Span>,
}

impl PpOutput {
    /// Add to each diagnostic that points inside a macro use a label at the
    /// macro's definition (or a note, for predefined macros), so a problem in
    /// a macro body shows both where it was used and where it was written.
    /// Front-ends call this on their diagnostics after parsing and lowering.
    pub fn explain_expansions(&self, diags: &mut [Diagnostic]) {
        for d in diags {
            if d.span.is_dummy() {
                continue;
            }
            let i = self.macro_uses.partition_point(|u| u.span.start <= d.span.start);
            let Some(u) = i.checked_sub(1).and_then(|i| self.macro_uses.get(i)) else { continue };
            if d.span.end > u.span.end || d.labels.iter().any(|l| l.span == u.definition) {
                continue;
            }
            let message = format!("in this expansion of macro `{}`", u.name);
            if u.definition.is_dummy() {
                d.notes.push(format!("{message} (predefined)"));
            } else {
                d.labels.push(crate::diag::Label { span: u.definition, message: format!("{message}, defined here") });
            }
        }
    }
}

/// Preprocess `main` (a file of `files`); included files are added to `files`.
pub fn preprocess(files: &mut Files, main: FileId, config: &PpConfig, diags: &mut Vec<Diagnostic>) -> PpOutput {
    run_pp(files, main, config, diags, None).0
}

/// [`preprocess`], noting in `track` (when given) what the result depends on
/// besides the main file's text: see [`cache`].
fn run_pp(
    files: &mut Files,
    main: FileId,
    config: &PpConfig,
    diags: &mut Vec<Diagnostic>,
    track: Option<Tracker>,
) -> (PpOutput, Option<Tracker>) {
    let mut pp = Pp::new(files, config, diags);
    pp.predefine();
    pp.track = track.map(|t| RefCell::new(Tracker { predefine_diags: pp.diags.len(), ..t }));
    if let Some((data, lexed)) = pp.load_file(main) {
        pp.push_frame(data, lexed);
    }
    pp.run();
    crate::sort::sort_by_key(&mut pp.out.macro_uses, |u| (u.span.start, std::cmp::Reverse(u.span.end)));
    let end = pp.files.get(main).map(|f| f.span().end).unwrap_or(0);
    pp.out.tokens.push(Token {
        kind: TokenKind::Eof,
        text: String::new(),
        span: Span::new(end, end),
        space_before: false,
        line_start: true,
    });
    (pp.out, pp.track.map(RefCell::into_inner))
}

/// The front-ends' common preprocessing step: `main` with the dialect's
/// predefined macros, then the user's `-D` defines from `options`, under the
/// default budgets. `None` when the preprocessor reported an error (the
/// diagnostics are in `diags`); the front-end stops there.
pub fn preprocess_front(
    files: &mut Files,
    main: FileId,
    dialect: Dialect,
    predefined: Vec<(String, String)>,
    options: &crate::options::Options,
    includes: &dyn IncludeLoader,
    diags: &mut Vec<Diagnostic>,
) -> Option<Arc<PpOutput>> {
    let config =
        PpConfig { dialect, predefined, defines: options.defines.clone(), includes, limits: Limits::default() };
    let out = match includes.pp_cache() {
        Some(cache) => cache.preprocess(files, main, &config, diags),
        None => Arc::new(preprocess(files, main, &config, diags)),
    };
    (!diags.iter().any(Diagnostic::is_error)).then_some(out)
}

/// What is known about a file read once (keyed by its resolved name).
struct FileData {
    id: FileId,
    /// The macro of a classic include guard wrapping the whole file.
    guard: Option<String>,
}

/// A file being read. It owns its tokens and moves each one out as it is
/// consumed (no copy per token); a file included again is lexed again,
/// which is rare (guards and `#pragma once` stop most repeats before that).
struct Frame {
    data: usize,
    tokens: Vec<Token>,
    problems: Vec<Problem>,
    pos: usize,
    /// Next unreported problem in `problems`.
    problem: usize,
    /// Length of the conditional stack when the file was entered.
    cond_base: usize,
    /// `#line`: added to the physical line number.
    line_delta: i64,
    /// `#line N "name"`: the name `__FILE__` gives.
    name: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CondState {
    /// This group is being read.
    Active,
    /// No group of this `#if` has been taken yet; skipping.
    Waiting,
    /// A group was taken (or the whole `#if` is inside a skipped group).
    Done,
}

#[derive(Clone, Copy)]
struct Cond {
    span: Span,
    state: CondState,
    seen_else: bool,
}

pub(crate) struct Pp<'a, 'c> {
    files: &'a mut Files,
    config: &'c PpConfig<'c>,
    diags: &'a mut Vec<Diagnostic>,
    out: PpOutput,
    cache: Vec<FileData>,
    by_name: OrdMap<String, usize>,
    once: IntSet<usize>,
    stack: Vec<Frame>,
    conds: Vec<Cond>,
    includes_done: u32,
    macros: FastMap<String, Rc<Macro>>,
    /// Macro name → id used in hide sets (kept across redefinitions).
    macro_ids: OrdMap<String, u32>,
    hide: HideSets,
    /// Tokens produced by expansions so far.
    expanded: usize,
    /// Set when a budget ran out: no more macros are expanded.
    expansion_off: bool,
    counter: u64,
    /// Expanding an `#if` line (`defined` is an operator there).
    in_if: bool,
    /// Reused buffer for expansion output.
    buf: Vec<PpTok>,
    /// What the output depends on, noted for [`PpCache`] (`None`: not noted).
    track: Option<RefCell<Tracker>>,
    /// `out.tokens.len()` when the last skipped span was noted.
    skipped_at: usize,
}

/// What one preprocessing read besides the main file's text: the macros whose
/// predefined or `-D` definition it looked up, and every include loader call.
#[derive(Debug, Default)]
struct Tracker {
    /// Names looked up while their definition was still the initial one
    /// (predefined, `-D` or absent): no `#define`/`#undef` in the text had
    /// touched them yet.
    consulted: OrdSet<String>,
    /// Names a `#define` or `#undef` of the text has set.
    touched: OrdSet<String>,
    /// Each `IncludeLoader::load` call in order, with its answer.
    loads: Vec<cache::Load>,
    /// Diagnostics the predefined and `-D` definitions produced (their
    /// number; such a run is not shared).
    predefine_diags: usize,
}

impl<'a, 'c> Pp<'a, 'c> {
    fn new(files: &'a mut Files, config: &'c PpConfig<'c>, diags: &'a mut Vec<Diagnostic>) -> Self {
        Pp {
            files,
            config,
            diags,
            out: PpOutput::default(),
            cache: Vec::new(),
            by_name: OrdMap::new(),
            once: IntSet::new(),
            stack: Vec::new(),
            conds: Vec::new(),
            includes_done: 0,
            macros: FastMap::default(),
            macro_ids: OrdMap::new(),
            hide: HideSets::default(),
            expanded: 0,
            expansion_off: false,
            counter: 0,
            in_if: false,
            buf: Vec::new(),
            track: None,
            skipped_at: usize::MAX,
        }
    }

    /// The macro named `name`, noting the look-up for the cache.
    fn lookup(&self, name: &str) -> Option<&Rc<Macro>> {
        if let Some(track) = &self.track {
            let mut t = track.borrow_mut();
            if !t.touched.contains(name) && !t.consulted.contains(name) {
                t.consulted.insert(name.to_string());
            }
        }
        self.macros.get(name)
    }

    /// A `#define` or `#undef` of the text sets `name` from now on.
    fn touch(&self, name: &str) {
        if let Some(track) = &self.track {
            let mut t = track.borrow_mut();
            if !t.touched.contains(name) {
                t.touched.insert(name.to_string());
            }
        }
    }

    fn error(&mut self, code: crate::diag::Code, message: impl Into<String>, span: Span) {
        self.diags.push(Diagnostic::error(code, message, span));
    }

    /// Lex a new file of `files` and record it.
    fn load_file(&mut self, id: FileId) -> Option<(usize, Lexed)> {
        let f = self.files.get(id)?;
        let lexed = lex_str(&f.text, f.base);
        let guard = detect_guard(&lexed.tokens);
        let name = f.name.clone();
        self.cache.push(FileData { id, guard });
        let i = self.cache.len() - 1;
        self.by_name.insert(name, i);
        Some((i, lexed))
    }

    fn push_frame(&mut self, data: usize, lexed: Lexed) {
        let name = self.cache.get(data).and_then(|d| self.files.get(d.id)).map(|f| f.name.clone()).unwrap_or_default();
        self.stack.push(Frame {
            data,
            tokens: lexed.tokens,
            problems: lexed.problems,
            pos: 0,
            problem: 0,
            cond_base: self.conds.len(),
            line_delta: 0,
            name,
        });
    }

    /// Add a skipped token's span to [`PpOutput::skipped`], extending the
    /// last span when no token was read since it.
    fn note_skipped(&mut self, span: Span) {
        let read = self.out.tokens.len();
        match self.out.skipped.last_mut() {
            Some(last) if self.skipped_at == read && last.end <= span.start => last.end = span.end,
            _ => self.out.skipped.push(span),
        }
        self.skipped_at = read;
    }

    fn skipping(&self) -> bool {
        self.conds.last().is_some_and(|c| c.state != CondState::Active)
    }

    /// The next token of the current file, without consuming it.
    fn peek_file(&self) -> Option<&Token> {
        let f = self.stack.last()?;
        f.tokens.get(f.pos)
    }

    /// Consume the next token of the current file; report the lexer's
    /// problems on it when `report` (i.e. it is in an active group).
    fn bump_file(&mut self, report: bool) -> Option<Token> {
        let f = self.stack.last_mut()?;
        let slot = f.tokens.get_mut(f.pos)?;
        let text = std::mem::take(&mut slot.text);
        let tok = Token { text, ..slot.clone() };
        while let Some(p) = f.problems.get(f.problem) {
            if p.token > f.pos {
                break;
            }
            // HLSL has character literals (`'A'`, DXC's `int`), which the
            // shared lexer reports as unknown for GLSL; the HLSL parser reads them.
            let hlsl_char = self.config.dialect == Dialect::Hlsl
                && tok.kind == TokenKind::Unknown
                && tok.text.len() >= 3
                && tok.text.starts_with('\'')
                && tok.text.ends_with('\'');
            if p.token == f.pos && report && !hlsl_char {
                self.diags.push(p.diagnostic.clone());
            }
            f.problem += 1;
        }
        f.pos += 1;
        Some(tok)
    }

    /// The rest of the current directive line.
    fn take_line(&mut self, report: bool) -> Vec<Token> {
        let mut line = Vec::new();
        while let Some(t) = self.peek_file() {
            if t.line_start || t.kind == TokenKind::Eof {
                break;
            }
            if let Some(t) = self.bump_file(report) {
                line.push(t);
            }
        }
        line
    }

    fn skip_line(&mut self) {
        while self.peek_file().is_some_and(|t| !t.line_start && t.kind != TokenKind::Eof) {
            self.bump_file(false);
        }
    }

    fn run(&mut self) {
        while let Some(tok) = self.peek_file() {
            let (kind, line_start) = (tok.kind, tok.line_start);
            if kind == TokenKind::Eof {
                self.end_of_file();
                continue;
            }
            if kind == TokenKind::Hash && line_start {
                self.directive();
                continue;
            }
            if self.skipping() {
                let span = tok.span;
                self.note_skipped(span);
                self.bump_file(false);
                continue;
            }
            let Some(tok) = self.bump_file(true) else { break };
            if tok.kind == TokenKind::Ident && !self.expansion_off && self.lookup(&tok.text).is_some() {
                let mut pending = vec![PpTok { tok, hide: 0 }];
                let mut buf = std::mem::take(&mut self.buf);
                self.expand(&mut pending, true, &mut buf, 0);
                self.out.tokens.extend(buf.drain(..).map(|t| t.tok));
                self.buf = buf;
            } else {
                self.out.tokens.push(tok);
            }
        }
    }

    /// The current file ended: report what it left open and return to the
    /// includer.
    fn end_of_file(&mut self) {
        let Some(frame) = self.stack.pop() else { return };
        let eof = frame.tokens.len().saturating_sub(1);
        for p in frame.problems.iter().skip(frame.problem).filter(|p| p.token >= eof) {
            self.diags.push(p.diagnostic.clone());
        }
        while self.conds.len() > frame.cond_base {
            if let Some(c) = self.conds.pop() {
                self.diags.push(
                    Diagnostic::error(codes::PP_UNTERMINATED_IF, "unterminated conditional directive", c.span)
                        .with_span_label("this has no matching #endif"),
                );
            }
        }
    }

    /// Line number of a global position as `__LINE__` reports it.
    fn line_of(&self, pos: u32) -> u32 {
        let line = self.files.position(pos).map(|p| p.line).unwrap_or(0);
        let file = self.files.file_of(pos);
        let delta = self
            .stack
            .last()
            .filter(|f| self.cache.get(f.data).map(|d| d.id) == file)
            .map(|f| f.line_delta)
            .unwrap_or(0);
        (i64::from(line) + delta).clamp(0, i64::from(u32::MAX)) as u32
    }

    /// Process a directive; the cursor is on its `#`.
    fn directive(&mut self) {
        let skipping = self.skipping();
        let Some(hash) = self.bump_file(!skipping) else { return };
        let name_tok = match self.peek_file() {
            Some(t) if !t.line_start && t.kind != TokenKind::Eof => t.clone(),
            _ => return, // `#` alone: the null directive.
        };
        let name = name_tok.text.as_str();
        if skipping && !matches!(name, "if" | "ifdef" | "ifndef" | "elif" | "else" | "endif") {
            self.skip_line();
            return;
        }
        self.bump_file(!skipping);
        let line = self.take_line(!skipping);
        let end = line.last().map(|t| t.span).unwrap_or(name_tok.span);
        let span = hash.span.to(end);
        match name_tok.text.as_str() {
            "if" | "ifdef" | "ifndef" => self.dir_if(&name_tok, &line, span),
            "elif" => self.dir_elif(&line, span),
            "else" => self.dir_else(span),
            "endif" => self.dir_endif(span),
            "define" => self.dir_define(&line, span),
            "undef" => self.dir_undef(&line, span),
            "include" => self.dir_include(line, span),
            "pragma" => self.dir_pragma(&line, span),
            "error" => self.dir_message(&line, span, true),
            "warning" => self.dir_message(&line, span, false),
            "line" => self.dir_line(line, span),
            "version" | "extension" if self.config.dialect == Dialect::Glsl => self.dir_glsl(&name_tok, line, span),
            _ if name_tok.kind == TokenKind::Int => {
                let mut all = vec![name_tok];
                all.extend(line);
                self.dir_line(all, span);
            }
            other => {
                let d = Diagnostic::error(codes::PP_BAD_DIRECTIVE, format!("unknown directive `#{other}`"), span);
                self.diags.push(d);
            }
        }
    }

    fn dir_if(&mut self, kw: &Token, line: &[Token], span: Span) {
        if self.skipping() {
            self.conds.push(Cond { span, state: CondState::Done, seen_else: false });
            return;
        }
        let taken = match kw.text.as_str() {
            "if" => self.eval_condition(line, span),
            _ => match line.first() {
                Some(t) if t.kind == TokenKind::Ident => {
                    if line.len() > 1 {
                        self.extra_tokens(line, 1, &kw.text);
                    }
                    self.lookup(&t.text).is_some() == (kw.text == "ifdef")
                }
                _ => {
                    self.error(codes::PP_BAD_DIRECTIVE, format!("#{} needs a macro name", kw.text), span);
                    false
                }
            },
        };
        let state = if taken { CondState::Active } else { CondState::Waiting };
        self.conds.push(Cond { span, state, seen_else: false });
    }

    fn extra_tokens(&mut self, line: &[Token], from: usize, directive: &str) {
        let (Some(a), Some(b)) = (line.get(from), line.last()) else { return };
        self.diags.push(Diagnostic::warning(
            codes::PP_BAD_DIRECTIVE,
            format!("extra tokens at the end of #{directive} are ignored"),
            a.span.to(b.span),
        ));
    }

    /// The innermost conditional of the current file, or an OSH1010 error.
    fn current_cond(&mut self, directive: &str, span: Span) -> Option<usize> {
        let base = self.stack.last().map(|f| f.cond_base).unwrap_or(0);
        if self.conds.len() > base {
            return Some(self.conds.len() - 1);
        }
        self.error(codes::PP_UNMATCHED_ELSE, format!("#{directive} without #if"), span);
        None
    }

    fn dir_elif(&mut self, line: &[Token], span: Span) {
        let Some(i) = self.current_cond("elif", span) else { return };
        let Some(&Cond { state, seen_else, .. }) = self.conds.get(i) else { return };
        if seen_else {
            self.error(codes::PP_BAD_DIRECTIVE, "#elif after #else", span);
        }
        let new = match state {
            CondState::Active | CondState::Done => CondState::Done,
            CondState::Waiting => {
                // Evaluate as if in the enclosing group (which is active).
                if let Some(c) = self.conds.get_mut(i) {
                    c.state = CondState::Done;
                }
                if self.eval_condition(line, span) { CondState::Active } else { CondState::Waiting }
            }
        };
        if let Some(c) = self.conds.get_mut(i) {
            c.state = new;
        }
    }

    fn dir_else(&mut self, span: Span) {
        let Some(i) = self.current_cond("else", span) else { return };
        let Some(c) = self.conds.get_mut(i) else { return };
        let again = c.seen_else;
        c.seen_else = true;
        c.state = if c.state == CondState::Waiting { CondState::Active } else { CondState::Done };
        if again {
            self.error(codes::PP_BAD_DIRECTIVE, "#else after #else", span);
        }
    }

    fn dir_endif(&mut self, span: Span) {
        if self.current_cond("endif", span).is_some() {
            self.conds.pop();
        }
    }

    fn dir_undef(&mut self, line: &[Token], span: Span) {
        match line.first() {
            Some(t) if t.kind == TokenKind::Ident => {
                self.touch(&t.text);
                self.macros.remove(&t.text);
                if line.len() > 1 {
                    self.extra_tokens(line, 1, "undef");
                }
            }
            _ => self.error(codes::PP_BAD_DIRECTIVE, "#undef needs a macro name", span),
        }
    }

    fn dir_message(&mut self, line: &[Token], span: Span, error: bool) {
        let text = match (line.first(), line.last()) {
            (Some(a), Some(b)) => self.files.snippet(a.span.to(b.span)).to_string(),
            _ => String::new(),
        };
        let d = if error {
            Diagnostic::error(codes::PP_ERROR_DIRECTIVE, format!("#error {text}"), span)
        } else {
            Diagnostic::warning(codes::PP_WARNING_DIRECTIVE, format!("#warning {text}"), span)
        };
        self.diags.push(d);
    }

    fn dir_pragma(&mut self, line: &[Token], span: Span) {
        let Some(first) = line.first() else { return };
        let at = self.out.tokens.len();
        if first.is_ident("once") {
            if let Some(f) = self.stack.last() {
                self.once.insert(f.data);
            }
            return;
        }
        if first.is_ident("pack_matrix") {
            let arg = match line.get(1..) {
                Some([l, m, r]) if l.is_punct(Punct::LParen) && r.is_punct(Punct::RParen) => match m.text.as_str() {
                    "row_major" => Some(MatrixPacking::RowMajor),
                    "column_major" => Some(MatrixPacking::ColumnMajor),
                    _ => None,
                },
                _ => None,
            };
            match arg {
                Some(p) => self.out.pragmas.push(PragmaEvent { at, span, pragma: Pragma::PackMatrix(p) }),
                None => self.diags.push(
                    Diagnostic::warning(codes::PP_BAD_DIRECTIVE, "malformed #pragma pack_matrix; it is ignored", span)
                        .with_help("write `#pragma pack_matrix(row_major)` or `#pragma pack_matrix(column_major)`"),
                ),
            }
            return;
        }
        let text = match (line.get(1), line.last()) {
            (Some(a), Some(b)) => self.files.snippet(a.span.to(b.span)).to_string(),
            _ => String::new(),
        };
        self.out.pragmas.push(PragmaEvent { at, span, pragma: Pragma::Other { name: first.text.clone(), text } });
    }

    fn dir_glsl(&mut self, kw: &Token, line: Vec<Token>, span: Span) {
        let at = self.out.tokens.len();
        let kind = if kw.text == "version" { DirectiveKind::Version } else { DirectiveKind::Extension };
        if kind == DirectiveKind::Version
            && let Some(v) = line.first().filter(|t| t.kind == TokenKind::Int)
        {
            let es = line.get(1).is_some_and(|t| t.is_ident("es")) || v.text == "100";
            if self.lookup("__VERSION__").is_none() {
                self.define_text("__VERSION__", &v.text);
            }
            if es && self.lookup("GL_ES").is_none() {
                self.define_text("GL_ES", "1");
            }
        }
        self.out.directives.push(DirectiveEvent { at, span, kind, tokens: line });
    }

    fn dir_line(&mut self, line: Vec<Token>, span: Span) {
        let at = self.out.tokens.len();
        let expanded = self.expand_line(&line);
        let number = expanded.first().filter(|t| t.kind == TokenKind::Int).and_then(|t| super::lex::int_value(&t.text));
        let Some(n) = number else {
            self.error(codes::PP_BAD_DIRECTIVE, "#line needs a line number", span);
            return;
        };
        // The line after the directive gets number `n`.
        let next_line = self.files.position(span.end).map(|p| i64::from(p.line) + 1).unwrap_or(1);
        let name = expanded.get(1).filter(|t| t.kind == TokenKind::String).map(|t| unquote(&t.text).to_string());
        if let Some(f) = self.stack.last_mut() {
            f.line_delta = i64::try_from(n).unwrap_or(i64::MAX) - next_line;
            if let Some(name) = name {
                f.name = name;
            }
        }
        self.out.directives.push(DirectiveEvent { at, span, kind: DirectiveKind::Line, tokens: line });
    }

    fn dir_include(&mut self, line: Vec<Token>, span: Span) {
        let line = match line.first() {
            Some(t) if t.kind == TokenKind::String || t.is_punct(Punct::Lt) => line,
            Some(_) => self.expand_line(&line),
            None => Vec::new(),
        };
        let (name, system) = match line.first() {
            // `..\\common\\a.hlsli` from Windows sources: loaders get `/`.
            Some(t) if t.kind == TokenKind::String => (unquote(&t.text).replace('\\', "/"), false),
            Some(t) if t.is_punct(Punct::Lt) => {
                let Some(close) = line.iter().position(|t| t.is_punct(Punct::Gt)) else {
                    self.error(codes::PP_BAD_DIRECTIVE, "#include <… has no closing `>`", span);
                    return;
                };
                (spell(line.get(1..close).unwrap_or(&[])), true)
            }
            _ => {
                let d = Diagnostic::error(codes::PP_BAD_DIRECTIVE, "#include expects \"FILE\" or <FILE>", span);
                self.diags.push(d);
                return;
            }
        };
        self.include(&name, system, span);
    }

    fn include(&mut self, name: &str, system: bool, span: Span) {
        if self.stack.len() >= self.config.limits.include_depth as usize {
            let d = Diagnostic::error(
                codes::PP_INCLUDE_DEPTH,
                format!("#include nested deeper than {} files", self.config.limits.include_depth),
                span,
            );
            self.diags.push(d);
            return;
        }
        if self.includes_done >= self.config.limits.includes {
            if self.includes_done > self.config.limits.includes {
                return; // Reported once.
            }
            self.includes_done += 1;
            let msg = format!("more than {} #include directives processed", self.config.limits.includes);
            self.error(codes::PP_INCLUDE_DEPTH, msg, span);
            return;
        }
        self.includes_done += 1;
        let from = self.stack.last().and_then(|f| self.cache.get(f.data)).and_then(|d| self.files.get(d.id));
        let from = from.map(|f| f.name.clone()).unwrap_or_default();
        let loaded = self.config.includes.load(name, &from, system);
        if let Some(track) = &self.track {
            let answer = loaded.clone();
            track.borrow_mut().loads.push(cache::Load { name: name.to_string(), from, system, answer });
        }
        let Some((resolved, text)) = loaded else {
            let d = Diagnostic::error(codes::PP_INCLUDE_NOT_FOUND, format!("cannot find include file `{name}`"), span)
                .with_span_label("not found");
            self.diags.push(d);
            return;
        };
        if let Some(actual) = case_differs(name, &resolved) {
            let msg = format!("`{name}` was found as `{actual}` by ignoring case");
            let d = Diagnostic::warning(codes::PP_INCLUDE_CASE, msg, span)
                .with_span_label("differs in case from the file")
                .with_help("spell the name as the file is named: a case-sensitive file system does not find it");
            self.diags.push(d);
        }
        let (data, fresh) = match self.by_name.get(&resolved) {
            Some(&i) => (i, None),
            None => {
                let id = self.files.add(resolved, text);
                let Some((i, lexed)) = self.load_file(id) else { return };
                (i, Some(lexed))
            }
        };
        if self.once.contains(&data) {
            return;
        }
        let guard = self.cache.get(data).and_then(|d| d.guard.as_ref());
        if guard.is_some_and(|g| self.lookup(g).is_some()) {
            return;
        }
        if self.stack.iter().any(|f| f.data == data) {
            let d = Diagnostic::error(codes::PP_INCLUDE_CYCLE, format!("`{name}` includes itself"), span)
                .with_help("add `#pragma once` or an include guard");
            self.diags.push(d);
            return;
        }
        let lexed = match fresh {
            Some(l) => l,
            None => {
                let Some(f) = self.cache.get(data).and_then(|d| self.files.get(d.id)) else { return };
                lex_str(&f.text, f.base)
            }
        };
        self.push_frame(data, lexed);
    }

    /// Define the predefined macros, then the `-D` ones.
    fn predefine(&mut self) {
        self.define_builtins();
        let config = self.config;
        for (name, value) in config.predefined.iter().chain(&config.defines) {
            self.define_text(name, value);
        }
    }

    /// `#define NAME VALUE` from text (predefined and `-D`); its tokens have
    /// no source position.
    fn define_text(&mut self, name: &str, value: &str) {
        let text = format!("{name} {value}");
        let mut tokens = lex_str(&text, 0).tokens;
        tokens.pop(); // Eof
        for t in &mut tokens {
            t.span = Span::DUMMY;
        }
        self.dir_define(&tokens, Span::DUMMY);
    }

    /// Macro-expand a directive line (`#include MACRO`, `#line`).
    fn expand_line(&mut self, line: &[Token]) -> Vec<Token> {
        let mut pending: Vec<PpTok> = line.iter().rev().map(|t| PpTok { tok: t.clone(), hide: 0 }).collect();
        let mut out = Vec::new();
        self.expand(&mut pending, false, &mut out, 0);
        out.into_iter().map(|t| t.tok).collect()
    }
}

/// The macro table is looked up for every identifier, so it uses a cheap
/// multiplicative hash (FxHash's) instead of SipHash; it is only ever looked
/// up, never iterated, so its order cannot reach the output.
type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

#[derive(Default)]
pub(super) struct FastHasher(u64);

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            if let Some(w) = word.get_mut(..chunk.len()) {
                w.copy_from_slice(chunk);
            }
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    fn write_u8(&mut self, b: u8) {
        self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// Strip the quotes of a string literal's text.
fn unquote(s: &str) -> &str {
    let s = s.strip_prefix('"').unwrap_or(s);
    s.strip_suffix('"').unwrap_or(s)
}

/// Tokens spelled back as text, a space where the source had one.
pub(crate) fn spell(tokens: &[Token]) -> String {
    let mut s = String::new();
    for (i, t) in tokens.iter().enumerate() {
        if i > 0 && t.space_before {
            s.push(' ');
        }
        s.push_str(&t.text);
    }
    s
}

/// The macro of an include guard wrapping the whole file:
/// `#ifndef X` / `#if !defined(X)` first, `#define X` next, and the matching
/// `#endif` last (only comments and whitespace around them).
fn detect_guard(tokens: &[Token]) -> Option<String> {
    let is_dir = |i: usize, name: &str| {
        tokens.get(i).is_some_and(|t| t.kind == TokenKind::Hash && t.line_start)
            && tokens.get(i + 1).is_some_and(|t| !t.line_start && t.is_ident(name))
    };
    let line_end = |mut i: usize| {
        while tokens.get(i).is_some_and(|t| !t.line_start && t.kind != TokenKind::Eof) {
            i += 1;
        }
        i
    };
    let (guard, after_if) = if is_dir(0, "ifndef") {
        let g = tokens.get(2).filter(|t| t.kind == TokenKind::Ident && !t.line_start)?;
        (g.text.clone(), line_end(3))
    } else if is_dir(0, "if") {
        // `#if !defined(X)` or `#if !defined X`
        let rest: Vec<&str> =
            tokens.get(2..line_end(2))?.iter().map(|t| t.text.as_str()).filter(|s| *s != "(" && *s != ")").collect();
        match rest.as_slice() {
            ["!", "defined", g] => (g.to_string(), line_end(2)),
            _ => return None,
        }
    } else {
        return None;
    };
    if !is_dir(after_if, "define") || tokens.get(after_if + 2).is_none_or(|t| t.text != guard) {
        return None;
    }
    let mut depth = 1u32;
    let mut i = line_end(after_if + 2);
    while let Some(t) = tokens.get(i) {
        if t.kind == TokenKind::Eof {
            return None;
        }
        if t.kind == TokenKind::Hash && t.line_start {
            match tokens.get(i + 1).filter(|n| !n.line_start).map(|n| n.text.as_str()) {
                Some("if" | "ifdef" | "ifndef") => depth += 1,
                Some("endif") => {
                    depth -= 1;
                    if depth == 0 {
                        let end = line_end(i + 2);
                        return tokens.get(end).is_some_and(|t| t.kind == TokenKind::Eof).then_some(guard);
                    }
                }
                _ => {}
            }
            i = line_end(i + 1);
            continue;
        }
        i += 1;
    }
    None
}

/// The trailing part of `resolved` that an include of `name` matched, when
/// it equals `name` only ignoring ASCII case (the loader found the file as
/// a case-insensitive file system would); `None` when the case agrees.
fn case_differs(name: &str, resolved: &str) -> Option<String> {
    let resolved = resolved.replace('\\', "/");
    let n = name.split('/').count();
    let parts: Vec<&str> = resolved.split('/').collect();
    let tail = parts.get(parts.len().checked_sub(n)?..)?.join("/");
    (tail != name && tail.eq_ignore_ascii_case(name)).then_some(tail)
}
