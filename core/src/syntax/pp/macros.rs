//! Macro definitions and expansion.
//!
//! The expander follows Prosser's algorithm (the one the C standard's
//! examples are checked against): every token carries a *hide set*, the
//! macros whose expansion produced it; a name is not expanded again inside
//! its own expansion. Hide sets are interned as small sorted id lists, so a
//! token carries one `u32` and most tokens (never expanded) carry 0.
//!
//! The expansion loop is iterative: a macro's replacement is pushed onto a
//! `pending` stack and rescanned from there. The one recursion is the full
//! expansion of a macro argument before substitution, bounded by
//! [`Limits::expansion_depth`](super::Limits); all output is bounded by
//! [`Limits::expansion_tokens`](super::Limits).

use super::Pp;
use crate::diag::{Diagnostic, codes};
use crate::ordered::{IntMap, OrdMap};
use crate::source::Span;
use crate::syntax::lex::lex_str;
use crate::syntax::token::{Punct, Token, TokenKind};
use std::rc::Rc;

/// A token in the expander, with its hide set.
#[derive(Clone, Debug)]
pub(super) struct PpTok {
    pub tok: Token,
    pub hide: u32,
}

/// One item of a compiled replacement list.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Item {
    Tok(Token),
    /// A parameter, replaced by its (expanded, or raw next to `##`) argument.
    Param {
        index: usize,
        space_before: bool,
    },
    /// `# param`.
    Stringize {
        index: usize,
        space_before: bool,
    },
    /// `##`.
    Paste,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Builtin {
    Line,
    File,
    Counter,
}

#[derive(Clone, Debug)]
pub(super) struct Macro {
    id: u32,
    /// `None` for object-like macros.
    params: Option<Vec<String>>,
    variadic: bool,
    body: Vec<Item>,
    builtin: Option<Builtin>,
    /// The name in the `#define` (dummy for predefined macros).
    def_span: Span,
}

impl Macro {
    fn same_definition(&self, other: &Macro) -> bool {
        self.params == other.params && self.variadic == other.variadic && self.body.len() == other.body.len() && {
            self.body.iter().zip(&other.body).all(|(a, b)| match (a, b) {
                (Item::Tok(x), Item::Tok(y)) => {
                    x.kind == y.kind && x.text == y.text && x.space_before == y.space_before
                }
                _ => a == b,
            })
        }
    }
}

/// Interned hide sets; set 0 is the empty set.
#[derive(Debug)]
pub(super) struct HideSets {
    sets: Vec<Vec<u32>>,
    index: OrdMap<Vec<u32>, u32>,
    unions: IntMap<(u32, u32), u32>,
    adds: IntMap<(u32, u32), u32>,
}

impl Default for HideSets {
    fn default() -> Self {
        let mut index = OrdMap::new();
        index.insert(Vec::new(), 0);
        HideSets { sets: vec![Vec::new()], index, unions: IntMap::new(), adds: IntMap::new() }
    }
}

impl HideSets {
    fn get(&self, h: u32) -> &[u32] {
        self.sets.get(h as usize).map(Vec::as_slice).unwrap_or(&[])
    }

    fn contains(&self, h: u32, id: u32) -> bool {
        self.get(h).binary_search(&id).is_ok()
    }

    fn intern(&mut self, set: Vec<u32>) -> u32 {
        if let Some(&h) = self.index.get(&set) {
            return h;
        }
        let h = self.sets.len() as u32;
        self.sets.push(set.clone());
        self.index.insert(set, h);
        h
    }

    fn union(&mut self, a: u32, b: u32) -> u32 {
        if a == b || b == 0 {
            return a;
        }
        if a == 0 {
            return b;
        }
        if let Some(&h) = self.unions.get(&(a, b)) {
            return h;
        }
        let mut set: Vec<u32> = self.get(a).iter().chain(self.get(b)).copied().collect();
        crate::sort::sort(&mut set);
        set.dedup();
        let h = self.intern(set);
        self.unions.insert((a, b), h);
        h
    }

    fn intersect(&mut self, a: u32, b: u32) -> u32 {
        if a == b {
            return a;
        }
        if a == 0 || b == 0 {
            return 0;
        }
        let bs = self.get(b);
        let set: Vec<u32> = self.get(a).iter().copied().filter(|x| bs.binary_search(x).is_ok()).collect();
        self.intern(set)
    }

    /// `h ∪ {id}`.
    fn add(&mut self, h: u32, id: u32) -> u32 {
        if let Some(&r) = self.adds.get(&(h, id)) {
            return r;
        }
        let mut set = self.get(h).to_vec();
        if let Err(i) = set.binary_search(&id) {
            set.insert(i, id);
        }
        let r = self.intern(set);
        self.adds.insert((h, id), r);
        r
    }
}

impl Pp<'_, '_> {
    fn macro_id(&mut self, name: &str) -> u32 {
        if let Some(&id) = self.macro_ids.get(name) {
            return id;
        }
        let id = self.macro_ids.len() as u32 + 1;
        self.macro_ids.insert(name.to_string(), id);
        id
    }

    /// `__LINE__`, `__FILE__`, `__COUNTER__`.
    pub(super) fn define_builtins(&mut self) {
        for (name, b) in [("__LINE__", Builtin::Line), ("__FILE__", Builtin::File), ("__COUNTER__", Builtin::Counter)] {
            let id = self.macro_id(name);
            self.macros.insert(
                name.into(),
                Rc::new(Macro {
                    id,
                    params: None,
                    variadic: false,
                    body: Vec::new(),
                    builtin: Some(b),
                    def_span: Span::DUMMY,
                }),
            );
        }
    }

    /// `#define` with the tokens after `define`.
    pub(super) fn dir_define(&mut self, line: &[Token], span: Span) {
        let Some(name) = line.first().filter(|t| t.kind == TokenKind::Ident) else {
            self.error(codes::PP_BAD_DIRECTIVE, "#define needs a macro name", span);
            return;
        };
        if name.text == "defined" {
            self.error(codes::PP_BAD_DIRECTIVE, "`defined` cannot be a macro name", name.span);
            return;
        }
        let mut i = 1;
        let mut params = None;
        let mut variadic = false;
        if line.get(1).is_some_and(|t| t.is_punct(Punct::LParen) && !t.space_before) {
            let Some((p, v, next)) = self.parse_params(line, span) else { return };
            params = Some(p);
            variadic = v;
            i = next;
        }
        let Some(body) = self.compile_body(line.get(i..).unwrap_or(&[]), params.as_deref(), span) else { return };
        let id = self.macro_id(&name.text);
        let m = Macro { id, params, variadic, body, builtin: None, def_span: name.span };
        // The look-up comes first: whether this warns depends on the definition before.
        if let Some(old) = self.lookup(&name.text)
            && !old.same_definition(&m)
        {
            self.diags.push(
                Diagnostic::warning(codes::PP_REDEFINED, format!("macro `{}` redefined", name.text), name.span)
                    .with_note("the new definition replaces the old one"),
            );
        }
        self.touch(&name.text);
        self.macros.insert(name.text.clone(), Rc::new(m));
    }

    /// `(a, b, ...)` after the macro name; returns the names, whether the
    /// macro is variadic, and the index after `)`.
    fn parse_params(&mut self, line: &[Token], span: Span) -> Option<(Vec<String>, bool, usize)> {
        let mut names: Vec<String> = Vec::new();
        let mut i = 2;
        if line.get(i).is_some_and(|t| t.is_punct(Punct::RParen)) {
            return Some((names, false, i + 1));
        }
        loop {
            let t = line.get(i);
            let ellipsis = |j: usize| (j..j + 3).all(|k| line.get(k).is_some_and(|t| t.is_punct(Punct::Dot)));
            let variadic_name = if ellipsis(i) {
                i += 3;
                Some("__VA_ARGS__".to_string())
            } else if let Some(t) = t.filter(|t| t.kind == TokenKind::Ident) {
                i += 1;
                if ellipsis(i) {
                    i += 3;
                    Some(t.text.clone())
                } else {
                    if names.contains(&t.text) {
                        let msg = format!("duplicate macro parameter `{}`", t.text);
                        self.error(codes::PP_BAD_DIRECTIVE, msg, t.span);
                        return None;
                    }
                    names.push(t.text.clone());
                    None
                }
            } else {
                self.error(
                    codes::PP_BAD_DIRECTIVE,
                    "expected a macro parameter name",
                    t.map(|t| t.span).unwrap_or(span),
                );
                return None;
            };
            if let Some(v) = variadic_name {
                names.push(v);
                if line.get(i).is_some_and(|t| t.is_punct(Punct::RParen)) {
                    return Some((names, true, i + 1));
                }
                self.error(codes::PP_BAD_DIRECTIVE, "`...` must be the last macro parameter", span);
                return None;
            }
            match line.get(i) {
                Some(t) if t.is_punct(Punct::Comma) => i += 1,
                Some(t) if t.is_punct(Punct::RParen) => return Some((names, false, i + 1)),
                t => {
                    let msg = "expected `,` or `)` in the macro parameter list";
                    self.error(codes::PP_BAD_DIRECTIVE, msg, t.map(|t| t.span).unwrap_or(span));
                    return None;
                }
            }
        }
    }

    fn compile_body(&mut self, body: &[Token], params: Option<&[String]>, span: Span) -> Option<Vec<Item>> {
        let param = |t: &Token| {
            if t.kind != TokenKind::Ident {
                return None;
            }
            params.and_then(|ps| ps.iter().position(|p| *p == t.text))
        };
        let mut items = Vec::with_capacity(body.len());
        let mut i = 0;
        while let Some(t) = body.get(i) {
            i += 1;
            match t.kind {
                TokenKind::HashHash => {
                    if items.is_empty() || i == body.len() {
                        let msg = "`##` cannot be at either end of a macro body";
                        self.error(codes::PP_BAD_DIRECTIVE, msg, t.span);
                        return None;
                    }
                    items.push(Item::Paste);
                }
                TokenKind::Hash if params.is_some() => match body.get(i).and_then(param) {
                    Some(index) => {
                        items.push(Item::Stringize { index, space_before: t.space_before });
                        i += 1;
                    }
                    None => {
                        let msg = "`#` in a function-like macro must be followed by a parameter";
                        self.error(codes::PP_BAD_DIRECTIVE, msg, if t.span.is_dummy() { span } else { t.span });
                        return None;
                    }
                },
                _ => match param(t) {
                    Some(index) => items.push(Item::Param { index, space_before: t.space_before }),
                    None => items.push(Item::Tok(t.clone())),
                },
            }
        }
        if let Some(Item::Tok(first)) = items.first_mut() {
            first.space_before = false;
        }
        Some(items)
    }

    /// Expand the tokens of `pending` (a stack: the next token is last) into
    /// `out`. With `from_file`, a macro call may read its arguments on from
    /// the current file once `pending` runs dry.
    pub(super) fn expand(&mut self, pending: &mut Vec<PpTok>, from_file: bool, out: &mut Vec<PpTok>, depth: u32) {
        while let Some(t) = pending.pop() {
            if t.tok.kind != TokenKind::Ident || self.expansion_off {
                out.push(t);
                continue;
            }
            if self.in_if && t.tok.text == "defined" {
                // `defined` that a macro produced inside #if (`#define HAS_A defined(A)`):
                // evaluate it before its operand can be expanded, as GCC and clang do.
                out.push(self.defined_operator(t, pending));
                continue;
            }
            let Some(m) = self.lookup(&t.tok.text) else {
                out.push(t);
                continue;
            };
            if self.hide.contains(t.hide, m.id) {
                out.push(t);
                continue;
            }
            if let Some(b) = m.builtin {
                out.push(self.builtin(b, t));
                continue;
            }
            let m = Rc::clone(m);
            if m.params.is_none() {
                if t.hide == 0 {
                    self.record_use(&t.tok.text, t.tok.span, m.def_span);
                }
                let hs = self.hide.add(t.hide, m.id);
                let result = self.substitute(&m, &[], hs, &t.tok, depth);
                self.push_result(pending, result, &t.tok);
                continue;
            }
            // Function-like: only a call if `(` follows.
            match self.next_input(pending, from_file) {
                Some(p) if p.tok.is_punct(Punct::LParen) => {}
                Some(p) => {
                    pending.push(p);
                    out.push(t);
                    continue;
                }
                None => {
                    out.push(t);
                    continue;
                }
            }
            let Some((args, rparen)) = self.collect_args(&m, &t.tok, pending, from_file) else { continue };
            let use_span = t.tok.span.to(rparen.tok.span);
            if t.hide == 0 {
                self.record_use(&t.tok.text, use_span, m.def_span);
            }
            let hs = self.hide.intersect(t.hide, rparen.hide);
            let hs = self.hide.add(hs, m.id);
            let name = Token { span: use_span, ..t.tok };
            let result = self.substitute(&m, &args, hs, &name, depth);
            self.push_result(pending, result, &name);
        }
    }

    /// Note where the user's text used a macro (see [`super::MacroUse`]).
    fn record_use(&mut self, name: &str, span: Span, definition: Span) {
        if !span.is_dummy() {
            self.out.macro_uses.push(super::MacroUse { span, name: name.to_string(), definition });
        }
    }

    /// `defined NAME` or `defined ( NAME )` read from `pending`: 1 or 0.
    fn defined_operator(&mut self, t: PpTok, pending: &mut Vec<PpTok>) -> PpTok {
        let paren = pending.last().is_some_and(|n| n.tok.is_punct(Punct::LParen));
        let name_at = pending.len().checked_sub(if paren { 2 } else { 1 });
        let name = name_at.and_then(|i| pending.get(i)).filter(|n| n.tok.kind == TokenKind::Ident);
        let close_at = name_at.and_then(|i| i.checked_sub(1));
        let close_ok = !paren || close_at.and_then(|i| pending.get(i)).is_some_and(|c| c.tok.is_punct(Punct::RParen));
        let Some(name) = name.filter(|_| close_ok).map(|n| n.tok.text.clone()) else {
            return t; // The evaluator reports the malformed `defined`.
        };
        pending.truncate(pending.len().saturating_sub(if paren { 3 } else { 1 }));
        let value = if self.lookup(&name).is_some() { "1" } else { "0" };
        PpTok { tok: Token { kind: TokenKind::Int, text: value.into(), ..t.tok }, hide: t.hide }
    }

    /// Push a replacement list for rescanning, charging it to the budget.
    fn push_result(&mut self, pending: &mut Vec<PpTok>, mut result: Vec<PpTok>, name: &Token) {
        if self.expansion_off {
            return;
        }
        self.expanded += result.len();
        if self.expanded > self.config.limits.expansion_tokens {
            self.expansion_budget_spent(name.span, "tokens");
            return;
        }
        if let Some(first) = result.first_mut() {
            first.tok.space_before = name.space_before;
            first.tok.line_start = name.line_start;
        }
        pending.extend(result.into_iter().rev());
    }

    fn expansion_budget_spent(&mut self, span: Span, what: &str) {
        if self.expansion_off {
            return;
        }
        self.expansion_off = true;
        let limit = match what {
            "tokens" => format!("{} tokens", self.config.limits.expansion_tokens),
            _ => format!("a nesting depth of {}", self.config.limits.expansion_depth),
        };
        self.diags.push(
            Diagnostic::error(codes::PP_EXPANSION_LIMIT, format!("macro expansion exceeds {limit}"), span)
                .with_span_label("while expanding this")
                .with_note("macros are no longer expanded after this point"),
        );
    }

    /// The next token for a macro call: from `pending`, then (with
    /// `from_file`) from the current file up to a directive or its end.
    fn next_input(&mut self, pending: &mut Vec<PpTok>, from_file: bool) -> Option<PpTok> {
        if let Some(t) = pending.pop() {
            return Some(t);
        }
        if !from_file {
            return None;
        }
        let t = self.peek_file()?;
        if t.kind == TokenKind::Eof || (t.kind == TokenKind::Hash && t.line_start) {
            return None;
        }
        self.bump_file(true).map(|tok| PpTok { tok, hide: 0 })
    }

    /// The arguments of a call whose `(` was just read, and its `)`.
    fn collect_args(
        &mut self,
        m: &Macro,
        name: &Token,
        pending: &mut Vec<PpTok>,
        from_file: bool,
    ) -> Option<(Vec<Vec<PpTok>>, PpTok)> {
        let nparams = m.params.as_ref().map(Vec::len).unwrap_or(0);
        let mut args: Vec<Vec<PpTok>> = vec![Vec::new()];
        let mut depth = 0u32;
        let rparen = loop {
            let Some(t) = self.next_input(pending, from_file) else {
                self.diags.push(
                    Diagnostic::error(
                        codes::PP_BAD_MACRO_CALL,
                        format!("unterminated argument list invoking macro `{}`", name.text),
                        name.span,
                    )
                    .with_span_label("this call has no closing `)`"),
                );
                return None;
            };
            match t.tok.kind {
                TokenKind::Punct(Punct::LParen) => depth += 1,
                TokenKind::Punct(Punct::RParen) if depth == 0 => break t,
                TokenKind::Punct(Punct::RParen) => depth -= 1,
                TokenKind::Punct(Punct::Comma) if depth == 0 && !(m.variadic && args.len() == nparams) => {
                    args.push(Vec::new());
                    continue;
                }
                _ => {}
            }
            if let Some(a) = args.last_mut() {
                a.push(t);
            }
        };
        if nparams == 0 && args.len() == 1 && args.first().is_some_and(Vec::is_empty) {
            args.clear();
        }
        if m.variadic && args.len() + 1 == nparams {
            args.push(Vec::new());
        }
        if args.len() != nparams {
            let span = name.span.to(rparen.tok.span);
            self.diags.push(Diagnostic::error(
                codes::PP_BAD_MACRO_CALL,
                format!("macro `{}` takes {nparams} argument(s) but {} were given", name.text, args.len()),
                span,
            ));
            return None;
        }
        Some((args, rparen))
    }

    /// The replacement of one macro use, with hide set `hs` added.
    fn substitute(&mut self, m: &Macro, args: &[Vec<PpTok>], hs: u32, name: &Token, depth: u32) -> Vec<PpTok> {
        let mut expanded: Vec<Option<Vec<PpTok>>> = vec![None; args.len()];
        let mut out: Vec<PpTok> = Vec::with_capacity(m.body.len());
        // Whether the last item produced nothing (an empty argument), so a
        // following `##` has no left operand.
        let mut last_empty = false;
        let mut i = 0;
        let body_tok = |t: &Token| Token { span: name.span, ..t.clone() };
        while let Some(item) = m.body.get(i) {
            i += 1;
            let before_paste = matches!(m.body.get(i), Some(Item::Paste));
            match item {
                Item::Tok(t) => {
                    out.push(PpTok { tok: body_tok(t), hide: hs });
                    last_empty = false;
                }
                Item::Stringize { index, space_before } => {
                    let mut s = self.stringize(args.get(*index).map(Vec::as_slice).unwrap_or(&[]), name.span);
                    s.space_before = *space_before;
                    out.push(PpTok { tok: s, hide: hs });
                    last_empty = false;
                }
                Item::Param { index, space_before } => {
                    let arg: Vec<PpTok> = if before_paste {
                        args.get(*index).cloned().unwrap_or_default()
                    } else {
                        if expanded.get(*index).is_some_and(Option::is_none) {
                            let raw = args.get(*index).map(Vec::as_slice).unwrap_or(&[]);
                            let e = self.expand_arg(raw, name.span, depth);
                            if let Some(slot) = expanded.get_mut(*index) {
                                *slot = Some(e);
                            }
                        }
                        expanded.get(*index).cloned().flatten().unwrap_or_default()
                    };
                    last_empty = arg.is_empty();
                    let start = out.len();
                    out.extend(arg.into_iter().map(|mut t| {
                        t.hide = self.hide.union(t.hide, hs);
                        t
                    }));
                    if let Some(first) = out.get_mut(start) {
                        first.tok.space_before = *space_before;
                    }
                }
                Item::Paste => {
                    let Some(rhs) = m.body.get(i) else { break };
                    i += 1;
                    let right: Vec<PpTok> = match rhs {
                        Item::Tok(t) => vec![PpTok { tok: body_tok(t), hide: hs }],
                        Item::Param { index, .. } => {
                            // GNU: `, ## __VA_ARGS__` drops the comma when there are no variadic arguments.
                            let arg = args.get(*index).cloned().unwrap_or_default();
                            let is_va = m.variadic && *index + 1 == m.params.as_ref().map(Vec::len).unwrap_or(0);
                            if is_va && !last_empty && out.last().is_some_and(|t| t.tok.is_punct(Punct::Comma)) {
                                if arg.is_empty() {
                                    out.pop();
                                }
                                last_empty = arg.is_empty();
                                out.extend(arg.into_iter().map(|mut t| {
                                    t.hide = self.hide.union(t.hide, hs);
                                    t
                                }));
                                continue;
                            }
                            arg.into_iter()
                                .map(|mut t| {
                                    t.hide = self.hide.union(t.hide, hs);
                                    t
                                })
                                .collect()
                        }
                        Item::Stringize { index, .. } => {
                            let s = self.stringize(args.get(*index).map(Vec::as_slice).unwrap_or(&[]), name.span);
                            vec![PpTok { tok: s, hide: hs }]
                        }
                        Item::Paste => Vec::new(),
                    };
                    let mut right = right.into_iter();
                    if last_empty {
                        // Left operand was an empty argument: nothing to paste onto.
                        let before = out.len();
                        out.extend(right);
                        last_empty = out.len() == before;
                        continue;
                    }
                    if let Some(r) = right.next()
                        && let Some(l) = out.pop()
                    {
                        let pasted = self.paste(l, r, name.span);
                        out.extend(pasted);
                    }
                    out.extend(right);
                    last_empty = false;
                }
            }
        }
        out
    }

    /// Fully expand a macro argument (the recursion of the expander).
    fn expand_arg(&mut self, raw: &[PpTok], span: Span, depth: u32) -> Vec<PpTok> {
        if raw.is_empty() {
            return Vec::new();
        }
        if depth >= self.config.limits.expansion_depth {
            self.expansion_budget_spent(span, "depth");
            return raw.to_vec();
        }
        let mut pending: Vec<PpTok> = raw.iter().rev().cloned().collect();
        let mut out = Vec::with_capacity(raw.len());
        self.expand(&mut pending, false, &mut out, depth + 1);
        out
    }

    fn stringize(&self, arg: &[PpTok], span: Span) -> Token {
        let mut s = String::from("\"");
        for (i, t) in arg.iter().enumerate() {
            if i > 0 && t.tok.space_before {
                s.push(' ');
            }
            if matches!(t.tok.kind, TokenKind::String | TokenKind::Unknown) {
                for c in t.tok.text.chars() {
                    if c == '"' || c == '\\' {
                        s.push('\\');
                    }
                    s.push(c);
                }
            } else {
                s.push_str(&t.tok.text);
            }
        }
        s.push('"');
        Token { kind: TokenKind::String, text: s, span, space_before: false, line_start: false }
    }

    /// `l ## r`: one token if the spellings form one, else both (and OSH1011).
    fn paste(&mut self, l: PpTok, r: PpTok, span: Span) -> Vec<PpTok> {
        let text = format!("{}{}", l.tok.text, r.tok.text);
        let lexed = lex_str(&text, 0);
        if let ([t, eof], true) = (lexed.tokens.as_slice(), lexed.problems.is_empty())
            && eof.kind == TokenKind::Eof
        {
            let tok = Token { kind: t.kind, text, span, space_before: l.tok.space_before, line_start: false };
            return vec![PpTok { tok, hide: l.hide }];
        }
        self.diags.push(
            Diagnostic::error(
                codes::PP_BAD_PASTE,
                format!("pasting `{}` and `{}` does not give a valid token", l.tok.text, r.tok.text),
                span,
            )
            .with_note("the two tokens are kept apart"),
        );
        vec![l, r]
    }

    fn builtin(&mut self, b: Builtin, t: PpTok) -> PpTok {
        let (kind, text) = match b {
            Builtin::Line => (TokenKind::Int, self.line_of(t.tok.span.start).to_string()),
            Builtin::File => {
                let name = self.stack.last().map(|f| f.name.as_str()).unwrap_or("");
                (TokenKind::String, format!("\"{}\"", name.replace('\\', "\\\\").replace('"', "\\\"")))
            }
            Builtin::Counter => {
                self.counter += 1;
                (TokenKind::Int, (self.counter - 1).to_string())
            }
        };
        PpTok { tok: Token { kind, text, ..t.tok }, hide: t.hide }
    }

    /// Whether `name` is a defined macro (for `defined`).
    pub(super) fn is_defined(&self, name: &str) -> bool {
        self.lookup(name).is_some()
    }
}
