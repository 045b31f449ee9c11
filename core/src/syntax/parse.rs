//! The parser framework shared by the C-like front-ends: a token cursor with
//! peek/bump/expect, diagnostics with an error cap, recovery helpers, a
//! nesting-depth guard and a progress check for parser loops.
//!
//! A dialect's parser (HLSL, GLSL) holds a [`Parser`] over the
//! preprocessor's output and writes its grammar with these calls. The
//! contract every such parser keeps:
//!
//! - It never fails: a syntax error is a diagnostic plus an error node, and
//!   parsing continues after [`Parser::recover_to`] skips to a synchronising
//!   token.
//! - Every loop makes progress: it checks [`Parser::progressed`] once per
//!   iteration, which steps over one token (with an error) when an iteration
//!   consumed nothing, so no input can make it spin.
//! - Every recursion goes through [`Parser::enter`]/[`Parser::leave`]: past
//!   [`Parser::max_depth`] levels (sized for a debug wasm build's 1 MiB
//!   stack) it reports OSH2003 and the caller returns an error node.
//! - After [`Parser::max_errors`] errors it reports OSH2007 once and
//!   [`Parser::at_end`] turns true, so every loop winds down.
//!
//! Architecture invariant: the cursor never moves past the final
//! [`TokenKind::Eof`] token (a missing one is supplied), so `peek` always
//! has a token to give.

use super::pp::PragmaEvent;
use super::token::{Punct, Token, TokenKind};
use crate::diag::{Code, Diagnostic, codes};
use crate::source::Span;

/// Default nesting limit (expressions, statements, types together). Each
/// level of a recursive-descent C-like parser costs a few stack frames;
/// 128 levels stay far inside 1 MiB even in a debug wasm build.
pub const DEFAULT_MAX_DEPTH: u32 = 128;

/// Default number of errors after which parsing stops.
pub const DEFAULT_MAX_ERRORS: usize = 100;

/// A saved cursor state for speculative parsing ([`Parser::rewind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checkpoint {
    pos: usize,
    diags: usize,
    errors: usize,
    depth: u32,
}

impl Checkpoint {
    /// The token index saved.
    pub fn pos(self) -> usize {
        self.pos
    }
}

/// Position of a parser loop's last iteration; see [`Parser::progressed`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress(Option<usize>);

impl Progress {
    pub const fn new() -> Self {
        Progress(None)
    }
}

impl Default for Progress {
    fn default() -> Self {
        Progress::new()
    }
}

pub struct Parser<'t> {
    tokens: &'t [Token],
    /// Used when `tokens` has no Eof at its end.
    eof: Token,
    pos: usize,
    pragmas: &'t [PragmaEvent],
    next_pragma: usize,
    diags: Vec<Diagnostic>,
    errors: usize,
    depth: u32,
    /// Recursion limit (OSH2003).
    pub max_depth: u32,
    /// Error cap (OSH2007).
    pub max_errors: usize,
    gave_up: bool,
    /// [`Parser::stop`] was called.
    stopped: bool,
    /// The depth error was reported at this nesting; report it once per
    /// excursion rather than once per level on the way back out.
    depth_reported: bool,
}

impl<'t> Parser<'t> {
    /// A parser over `tokens` (normally the preprocessor's output, which
    /// ends with Eof).
    pub fn new(tokens: &'t [Token]) -> Self {
        let end = tokens.last().map(|t| Span::new(t.span.end, t.span.end)).unwrap_or(Span::new(0, 0));
        let eof = Token { kind: TokenKind::Eof, text: String::new(), span: end, space_before: false, line_start: true };
        // Ignore anything after an Eof token.
        let tokens = match tokens.iter().position(|t| t.kind == TokenKind::Eof) {
            Some(i) => tokens.get(..i).unwrap_or(tokens),
            None => tokens,
        };
        Parser {
            tokens,
            eof,
            pos: 0,
            pragmas: &[],
            next_pragma: 0,
            diags: Vec::new(),
            errors: 0,
            depth: 0,
            max_depth: DEFAULT_MAX_DEPTH,
            max_errors: DEFAULT_MAX_ERRORS,
            gave_up: false,
            stopped: false,
            depth_reported: false,
        }
    }

    /// Also deliver the preprocessor's pragma events ([`Parser::pragmas`]).
    pub fn with_pragmas(mut self, pragmas: &'t [PragmaEvent]) -> Self {
        self.pragmas = pragmas;
        self
    }

    /// The diagnostics reported so far, consuming the parser. A parse that
    /// stopped early always ends in an error.
    pub fn finish(mut self) -> Vec<Diagnostic> {
        if (self.stopped || self.gave_up) && !self.diags.iter().any(Diagnostic::is_error) {
            let at = self.tokens.get(self.pos).map_or(self.eof.span, |t| t.span);
            self.diags.push(Diagnostic::error(codes::SYNTAX_NESTING_TOO_DEEP, "parsing stopped here", at));
        }
        self.diags
    }

    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diags
    }

    // ---- Looking ----

    /// The current token (Eof at the end).
    pub fn peek(&self) -> &Token {
        self.nth(0)
    }

    /// The token `n` places ahead (Eof past the end, and everywhere once
    /// parsing has stopped).
    pub fn nth(&self, n: usize) -> &Token {
        if self.gave_up || self.stopped {
            return &self.eof;
        }
        self.tokens.get(self.pos.saturating_add(n)).unwrap_or(&self.eof)
    }

    pub fn kind(&self) -> TokenKind {
        self.peek().kind
    }

    pub fn nth_kind(&self, n: usize) -> TokenKind {
        self.nth(n).kind
    }

    pub fn at(&self, kind: TokenKind) -> bool {
        self.kind() == kind
    }

    pub fn at_punct(&self, p: Punct) -> bool {
        self.kind() == TokenKind::Punct(p)
    }

    /// At an identifier spelled `name` (keywords are identifiers to the lexer).
    pub fn at_ident(&self, name: &str) -> bool {
        self.peek().is_ident(name)
    }

    /// At Eof, or parsing has given up after too many errors.
    pub fn at_end(&self) -> bool {
        self.gave_up || self.stopped || self.pos >= self.tokens.len()
    }

    /// Index of the current token (for pragma events and checkpoints).
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Span of the current token.
    pub fn span(&self) -> Span {
        self.peek().span
    }

    /// Span of the last consumed token (the current one at the start).
    pub fn prev_span(&self) -> Span {
        self.pos.checked_sub(1).and_then(|i| self.tokens.get(i)).map(|t| t.span).unwrap_or(self.span())
    }

    /// From `start` to the end of the last consumed token.
    pub fn span_from(&self, start: Span) -> Span {
        start.to(self.prev_span())
    }

    // ---- Consuming ----

    /// Consume the current token and return it (stays on Eof).
    pub fn bump(&mut self) -> &Token {
        if self.gave_up || self.stopped {
            return &self.eof;
        }
        let i = self.pos;
        if i < self.tokens.len() {
            self.pos += 1;
        }
        self.tokens.get(i).unwrap_or(&self.eof)
    }

    /// Stop parsing: from now on the cursor shows Eof and
    /// [`at_end`](Parser::at_end) is true (for a dialect that gives up
    /// after its nesting limit rather than recovering).
    pub fn stop(&mut self) {
        self.stopped = true;
    }

    /// Consume the current token if it is `kind`.
    pub fn eat(&mut self, kind: TokenKind) -> bool {
        let yes = self.at(kind) && kind != TokenKind::Eof;
        if yes {
            self.bump();
        }
        yes
    }

    pub fn eat_punct(&mut self, p: Punct) -> bool {
        self.eat(TokenKind::Punct(p))
    }

    /// Consume an identifier spelled `name` (a contextual keyword).
    pub fn eat_ident(&mut self, name: &str) -> bool {
        let yes = self.at_ident(name);
        if yes {
            self.bump();
        }
        yes
    }

    /// Consume `p` or report "expected `p`" (OSH2006) without consuming.
    pub fn expect_punct(&mut self, p: Punct) -> Option<Span> {
        if self.at_punct(p) {
            return Some(self.bump().span);
        }
        self.error_expected(&format!("`{}`", p.as_str()));
        None
    }

    /// Consume an identifier, or report "expected {what}".
    pub fn expect_ident(&mut self, what: &str) -> Option<(String, Span)> {
        if self.at(TokenKind::Ident) {
            let t = self.bump();
            return Some((t.text.clone(), t.span));
        }
        self.error_expected(what);
        None
    }

    // ---- Reporting ----

    /// Report an error; after `max_errors` the parser gives up (OSH2007).
    pub fn error(&mut self, code: Code, message: impl Into<String>, span: Span) {
        self.push_error(Diagnostic::error(code, message, span));
    }

    /// Report a prepared error diagnostic (with labels, help, …).
    pub fn push_error(&mut self, d: Diagnostic) {
        if self.gave_up || self.stopped {
            return;
        }
        self.errors += 1;
        let span = d.span;
        self.diags.push(d);
        if self.errors >= self.max_errors {
            self.gave_up = true;
            self.diags.push(
                Diagnostic::error(
                    codes::SYNTAX_TOO_MANY_ERRORS,
                    format!("too many syntax errors ({}); parsing stopped here", self.errors),
                    span,
                )
                .with_help("fix the first errors and try again"),
            );
        }
    }

    /// Report a warning (does not count towards the cap).
    pub fn warning(&mut self, code: Code, message: impl Into<String>, span: Span) {
        if !self.gave_up && !self.stopped {
            self.diags.push(Diagnostic::warning(code, message, span));
        }
    }

    /// "expected {what}, found `tok`" at the current token (OSH2006).
    pub fn error_expected(&mut self, what: &str) {
        let found = describe(self.peek());
        let d = Diagnostic::error(codes::SYNTAX_EXPECTED, format!("expected {what}, found {found}"), self.span())
            .with_span_label(format!("expected {what}"));
        self.push_error(d);
    }

    /// "unexpected `tok`" at the current token (OSH2001).
    pub fn error_unexpected(&mut self, context: &str) {
        let found = describe(self.peek());
        let message =
            if context.is_empty() { format!("unexpected {found}") } else { format!("unexpected {found} {context}") };
        self.error(codes::SYNTAX_UNEXPECTED_TOKEN, message, self.span());
    }

    /// Number of errors reported so far.
    pub fn error_count(&self) -> usize {
        self.errors
    }

    // ---- Recovery ----

    /// Skip tokens until one of `stop` at bracket depth 0 (not consumed),
    /// a closing bracket that would close an enclosing group (not consumed),
    /// or Eof. Bracketed groups are skipped whole, so `recover_to(&[Semi])`
    /// inside a block does not stop at a `;` of a nested block.
    pub fn recover_to(&mut self, stop: &[Punct]) {
        let mut depth = 0usize;
        while !self.at_end() {
            let TokenKind::Punct(p) = self.kind() else {
                self.bump();
                continue;
            };
            if depth == 0 && stop.contains(&p) {
                return;
            }
            match p {
                Punct::LParen | Punct::LBracket | Punct::LBrace => depth += 1,
                Punct::RParen | Punct::RBracket | Punct::RBrace => {
                    if depth == 0 {
                        return;
                    }
                    depth -= 1;
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// [`recover_to`](Parser::recover_to), then consume the stop token if
    /// it is one of `stop`.
    pub fn recover_past(&mut self, stop: &[Punct]) {
        self.recover_to(stop);
        if let TokenKind::Punct(p) = self.kind()
            && stop.contains(&p)
        {
            self.bump();
        }
    }

    /// For a parser loop: call once per iteration with the loop's
    /// [`Progress`]. Returns false when parsing should stop (end reached or
    /// too many errors). When the previous iteration consumed nothing, it
    /// reports the current token as unexpected and steps over it, so a loop
    /// can never spin.
    pub fn progressed(&mut self, progress: &mut Progress) -> bool {
        if self.at_end() {
            return false;
        }
        if progress.0 == Some(self.pos) {
            self.error_unexpected("");
            self.bump();
            if self.at_end() {
                return false;
            }
        }
        progress.0 = Some(self.pos);
        true
    }

    // ---- Nesting ----

    /// Enter one level of recursion. Returns false (after reporting OSH2003
    /// once) when the limit is reached; the caller must then not recurse,
    /// and must not call [`leave`](Parser::leave) either.
    #[must_use]
    pub fn enter(&mut self) -> bool {
        if self.depth >= self.max_depth {
            if !self.depth_reported {
                self.depth_reported = true;
                let span = self.span();
                self.push_error(
                    Diagnostic::error(
                        codes::SYNTAX_NESTING_TOO_DEEP,
                        format!("nesting is deeper than {} levels", self.max_depth),
                        span,
                    )
                    .with_span_label("too deeply nested"),
                );
            }
            return false;
        }
        self.depth += 1;
        true
    }

    /// Leave a level entered with a successful [`enter`](Parser::enter).
    pub fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
        if self.depth == 0 {
            self.depth_reported = false;
        }
    }

    /// Run `f` one nesting level deeper; `None` (and OSH2003) past the limit.
    pub fn nested<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> Option<R> {
        if !self.enter() {
            return None;
        }
        let r = f(self);
        self.leave();
        Some(r)
    }

    pub fn depth(&self) -> u32 {
        self.depth
    }

    // ---- Speculation ----

    pub fn checkpoint(&self) -> Checkpoint {
        Checkpoint { pos: self.pos, diags: self.diags.len(), errors: self.errors, depth: self.depth }
    }

    /// Return to a checkpoint, dropping diagnostics reported since, except
    /// the one that stopped the parser: a stop outlives the rewind (the
    /// tokens after it are never read again), so its reason must too, or a
    /// stopped parse would end without an error and translate what it had.
    pub fn rewind(&mut self, cp: Checkpoint) {
        self.pos = cp.pos.min(self.tokens.len());
        let kept: Vec<Diagnostic> = match self.stopped {
            true => self
                .diags
                .drain(cp.diags.min(self.diags.len())..)
                .filter(|d| d.code == codes::SYNTAX_NESTING_TOO_DEEP)
                .collect(),
            false => Vec::new(),
        };
        self.diags.truncate(cp.diags);
        self.errors = cp.errors + kept.len();
        self.diags.extend(kept);
        self.depth = cp.depth;
        if self.errors < self.max_errors {
            self.gave_up = false;
        }
    }

    // ---- Preprocessor events ----

    /// The pragma events the cursor has reached since the last call (each
    /// is returned once, in order).
    pub fn pragmas(&mut self) -> &'t [PragmaEvent] {
        let all = self.pragmas;
        let start = self.next_pragma.min(all.len());
        let end = start + all.get(start..).map(|r| r.iter().take_while(|e| e.at <= self.pos).count()).unwrap_or(0);
        self.next_pragma = end;
        all.get(start..end).unwrap_or(&[])
    }
}

/// How a token is named in "found …" messages.
pub fn describe(t: &Token) -> String {
    match t.kind {
        TokenKind::Eof => "end of file".into(),
        TokenKind::Int | TokenKind::Float => format!("number `{}`", t.text),
        TokenKind::String => format!("string {}", t.text),
        _ => format!("`{}`", t.text),
    }
}

#[cfg(test)]
mod tests {
    //! The framework exercised by a toy grammar: `item* Eof` with
    //! `item = "let" IDENT "=" expr ";" | "{" item* "}"` and expressions
    //! of `+`, `*`, unary `-`, parentheses, names and numbers, printed as
    //! s-expressions.

    use super::*;
    use crate::syntax::lex::lex_str;
    use std::fmt::Write as _;

    struct Toy<'t> {
        p: Parser<'t>,
        out: String,
    }

    impl Toy<'_> {
        fn items(&mut self, until_brace: bool) {
            let mut progress = Progress::new();
            while self.p.progressed(&mut progress) {
                if until_brace && self.p.at_punct(Punct::RBrace) {
                    return;
                }
                self.item();
            }
        }

        fn item(&mut self) {
            if self.p.eat_punct(Punct::LBrace) {
                self.out.push('{');
                if self.p.enter() {
                    self.items(true);
                    self.p.leave();
                } else {
                    self.p.recover_to(&[]);
                }
                self.p.expect_punct(Punct::RBrace);
                self.out.push_str("} ");
                return;
            }
            if !self.p.eat_ident("let") {
                self.p.error_expected("`let` or `{`");
                self.p.recover_past(&[Punct::Semi]);
                return;
            }
            let name = self.p.expect_ident("a name").map(|(n, _)| n).unwrap_or_else(|| "?".into());
            if self.p.expect_punct(Punct::Eq).is_none() {
                self.p.recover_past(&[Punct::Semi]);
                return;
            }
            let e = self.expr(0);
            let _ = write!(self.out, "(let {name} {e}) ");
            if self.p.expect_punct(Punct::Semi).is_none() {
                self.p.recover_past(&[Punct::Semi]);
            }
        }

        fn expr(&mut self, min: u8) -> String {
            if !self.p.enter() {
                self.p.recover_to(&[Punct::Semi]);
                return "<error>".into();
            }
            let mut lhs = self.unary();
            loop {
                let (op, prec) = match self.p.kind() {
                    TokenKind::Punct(Punct::Plus) => ("+", 1),
                    TokenKind::Punct(Punct::Star) => ("*", 2),
                    _ => break,
                };
                if prec < min {
                    break;
                }
                self.p.bump();
                let rhs = self.expr(prec + 1);
                lhs = format!("({op} {lhs} {rhs})");
            }
            self.p.leave();
            lhs
        }

        fn unary(&mut self) -> String {
            match self.p.kind() {
                TokenKind::Punct(Punct::Minus) => {
                    self.p.bump();
                    if !self.p.enter() {
                        self.p.recover_to(&[Punct::Semi]);
                        return "<error>".into();
                    }
                    let e = self.unary();
                    self.p.leave();
                    format!("(- {e})")
                }
                TokenKind::Punct(Punct::LParen) => {
                    self.p.bump();
                    let e = self.expr(0);
                    self.p.expect_punct(Punct::RParen);
                    e
                }
                TokenKind::Ident | TokenKind::Int => self.p.bump().text.clone(),
                _ => {
                    self.p.error_expected("an expression");
                    "<error>".into()
                }
            }
        }
    }

    fn parse(src: &str, max_depth: u32, max_errors: usize) -> String {
        let lexed = lex_str(src, 0);
        let mut toy = Toy { p: Parser::new(&lexed.tokens), out: String::new() };
        toy.p.max_depth = max_depth;
        toy.p.max_errors = max_errors;
        toy.items(false);
        let mut s = toy.out.trim_end().to_string();
        for d in toy.p.finish() {
            let _ = write!(s, "\n{} @{}: {}", d.code, d.span.start, d.message);
        }
        s
    }

    fn check(src: &str, expect: &str) {
        let got = parse(src, DEFAULT_MAX_DEPTH, DEFAULT_MAX_ERRORS);
        let want: Vec<&str> = expect.trim().lines().map(str::trim).collect();
        assert_eq!(got, want.join("\n"), "\n--- got ---\n{got}\n");
    }

    #[test]
    fn parses_and_recovers() {
        check("let a = 1 + 2 * -x; { let b = (a); }", "(let a (+ 1 (* 2 (- x)))) {(let b a) }");
        check(
            "let = 1; let c = 2; 5; let d = ;",
            "(let ? 1) (let c 2) (let d <error>)
             OSH2006 @4: expected a name, found `=`
             OSH2006 @20: expected `let` or `{`, found number `5`
             OSH2006 @31: expected an expression, found `;`",
        );
        check(
            "{ let a = 1",
            "{(let a 1) }\nOSH2006 @11: expected `;`, found end of file\nOSH2006 @11: expected `}`, found end of file",
        );
        check("let a = (1;", "(let a 1)\nOSH2006 @10: expected `)`, found `;`");
    }

    #[test]
    fn loops_always_progress() {
        // `}` at top level: the item fails without consuming; progress steps over it.
        check("} let a = 1;", "(let a 1)\nOSH2006 @0: expected `let` or `{`, found `}`\nOSH2001 @0: unexpected `}`");
    }

    #[test]
    fn error_cap_stops_parsing() {
        let got = parse(&"5; ".repeat(50), DEFAULT_MAX_DEPTH, 3);
        assert_eq!(got.lines().filter(|l| l.starts_with("OSH")).count(), 4, "{got}");
        assert!(got.ends_with("OSH2007 @6: too many syntax errors (3); parsing stopped here"), "{got}");
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let handle = std::thread::Builder::new().stack_size(1 << 20).spawn(|| {
            let src = format!(
                "let a = {}1{}; let b = {}2; {}{}",
                "(".repeat(50_000),
                ")".repeat(50_000),
                "- ".repeat(50_000),
                "{".repeat(50_000),
                "}".repeat(50_000)
            );
            parse(&src, DEFAULT_MAX_DEPTH, DEFAULT_MAX_ERRORS)
        });
        let got = handle.map(|h| h.join().unwrap_or_default()).unwrap_or_default();
        let codes: Vec<&str> = got.lines().skip(1).filter_map(|l| l.split(' ').next()).collect();
        assert_eq!(codes, ["OSH2003", "OSH2003", "OSH2003"], "{got}");
    }

    #[test]
    fn nested_runs_one_level_deeper() {
        let lexed = lex_str("x", 0);
        let mut p = Parser::new(&lexed.tokens);
        p.max_depth = 2;
        assert_eq!(p.nested(|p| p.nested(|p| p.depth())), Some(Some(2)));
        assert_eq!(p.nested(|p| p.nested(|p| p.nested(|p| p.depth()))), Some(Some(None)));
        assert_eq!(p.depth(), 0);
        assert_eq!(p.finish().len(), 1);
    }

    #[test]
    fn stop_shows_eof_and_silences() {
        let lexed = lex_str("a b c", 0);
        let mut p = Parser::new(&lexed.tokens);
        p.bump();
        p.stop();
        assert!(p.at_end());
        assert_eq!(p.peek().kind, TokenKind::Eof);
        assert_eq!(p.bump().kind, TokenKind::Eof);
        p.recover_past(&[Punct::Semi]);
        p.error_expected("x");
        // Silenced, but a stopped parse never ends without an error.
        let diags = p.finish();
        assert_eq!(diags.len(), 1);
        assert!(diags.iter().all(|d| d.code == codes::SYNTAX_NESTING_TOO_DEEP));
    }

    #[test]
    fn a_rewind_keeps_the_reason_of_a_stop() {
        let lexed = lex_str("a b c", 0);
        let mut p = Parser::new(&lexed.tokens);
        p.max_depth = 1;
        let cp = p.checkpoint();
        p.error_expected("x");
        assert!(p.enter());
        assert!(!p.enter());
        p.stop();
        p.rewind(cp);
        let codes: Vec<u16> = p.finish().iter().map(|d| d.code.0).collect();
        assert_eq!(codes, [2003]);
    }

    #[test]
    fn checkpoints_rewind_diagnostics() {
        let lexed = lex_str("a b c", 0);
        let mut p = Parser::new(&lexed.tokens);
        let cp = p.checkpoint();
        p.bump();
        p.error_expected("x");
        assert_eq!(p.diagnostics().len(), 1);
        p.rewind(cp);
        assert_eq!((p.pos(), p.diagnostics().len(), p.error_count()), (0, 0, 0));
        assert!(p.at_ident("a"));
        assert!(p.nth(1).is_ident("b"));
        assert_eq!(p.nth(10).kind, TokenKind::Eof);
    }

    #[test]
    fn never_moves_past_eof_even_without_one() {
        let toks: Vec<Token> = lex_str("x", 0).tokens.into_iter().filter(|t| t.kind != TokenKind::Eof).collect();
        let mut p = Parser::new(&toks);
        assert_eq!(p.bump().text, "x");
        assert_eq!(p.bump().kind, TokenKind::Eof);
        assert_eq!(p.bump().kind, TokenKind::Eof);
        assert!(p.at_end());
        assert!(!p.eat(TokenKind::Eof));
        assert_eq!(p.span(), Span::new(1, 1));
    }

    #[test]
    fn pragma_events_arrive_in_order() {
        use crate::syntax::pp::Pragma;
        let lexed = lex_str("a b c", 0);
        let ev = |at| PragmaEvent {
            at,
            span: Span::DUMMY,
            pragma: Pragma::Other { name: format!("p{at}"), text: String::new() },
        };
        let events = [ev(0), ev(2), ev(2)];
        let mut p = Parser::new(&lexed.tokens).with_pragmas(&events);
        assert_eq!(p.pragmas().len(), 1);
        p.bump();
        assert_eq!(p.pragmas().len(), 0);
        p.bump();
        assert_eq!(p.pragmas().len(), 2);
        assert_eq!(p.pragmas().len(), 0);
    }
}
