//! `#if` / `#elif` expressions: `defined`, macro expansion, then C's
//! integer constant-expression evaluation (64-bit, signed unless an operand
//! is unsigned; identifiers left after expansion are 0, `true` is 1).
//!
//! The evaluator is a precedence-climbing parser; its recursion (unary
//! operators, parentheses, `?:`) is bounded by `Limits::expr_depth` with an
//! OSH1008 diagnostic.

use super::Pp;
use super::macros::PpTok;
use crate::diag::{Diagnostic, codes};
use crate::source::Span;
use crate::syntax::lex::int_value;
use crate::syntax::token::{Punct, Token, TokenKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Val {
    bits: u64,
    unsigned: bool,
}

impl Val {
    fn int(v: i64) -> Val {
        Val { bits: v as u64, unsigned: false }
    }
    fn bool(b: bool) -> Val {
        Val::int(i64::from(b))
    }
    fn truthy(self) -> bool {
        self.bits != 0
    }
    fn signed(self) -> i64 {
        self.bits as i64
    }
}

type Failure = (String, Span);

struct Eval<'t> {
    toks: &'t [Token],
    pos: usize,
    depth: u32,
    max_depth: u32,
    /// The span of the whole directive, for errors at the end of the line.
    span: Span,
}

impl Pp<'_, '_> {
    /// Evaluate an `#if`/`#elif` line; a malformed one is reported and false.
    pub(super) fn eval_condition(&mut self, line: &[Token], span: Span) -> bool {
        let resolved = self.resolve_defined(line);
        let mut pending: Vec<PpTok> = resolved.into_iter().rev().map(|tok| PpTok { tok, hide: 0 }).collect();
        let mut out = Vec::new();
        self.in_if = true;
        self.expand(&mut pending, false, &mut out, 0);
        self.in_if = false;
        let toks: Vec<Token> = out.into_iter().map(|t| t.tok).collect();
        if toks.is_empty() {
            self.error(codes::PP_BAD_EXPRESSION, "#if with no expression", span);
            return false;
        }
        let mut ev = Eval { toks: &toks, pos: 0, depth: 0, max_depth: self.config.limits.expr_depth, span };
        let result = ev.ternary(true).and_then(|v| match ev.toks.get(ev.pos) {
            None => Ok(v),
            Some(t) => Err((format!("unexpected `{}` in #if expression", t.text), t.span)),
        });
        match result {
            Ok(v) => v.truthy(),
            Err((message, at)) => {
                let at = if at.is_dummy() { span } else { at };
                self.diags.push(Diagnostic::error(codes::PP_BAD_EXPRESSION, message, at));
                false
            }
        }
    }

    /// Replace `defined X` and `defined(X)` by 1 or 0 before expansion.
    fn resolve_defined(&mut self, line: &[Token]) -> Vec<Token> {
        let mut out = Vec::with_capacity(line.len());
        let mut i = 0;
        while let Some(t) = line.get(i) {
            i += 1;
            if !t.is_ident("defined") {
                out.push(t.clone());
                continue;
            }
            let paren = line.get(i).is_some_and(|t| t.is_punct(Punct::LParen));
            let name_at = if paren { i + 1 } else { i };
            let Some(name) = line.get(name_at).filter(|n| n.kind == TokenKind::Ident) else {
                // Left as is; the evaluator reports it.
                out.push(t.clone());
                continue;
            };
            let mut end = name_at + 1;
            if paren {
                if !line.get(end).is_some_and(|t| t.is_punct(Punct::RParen)) {
                    out.push(t.clone());
                    continue;
                }
                end += 1;
            }
            let value = if self.is_defined(&name.text) { "1" } else { "0" };
            out.push(Token { kind: TokenKind::Int, text: value.into(), ..t.clone() });
            i = end;
        }
        out
    }
}

impl Eval<'_> {
    fn peek(&self) -> Option<&Token> {
        self.toks.get(self.pos)
    }

    fn peek_punct(&self) -> Option<Punct> {
        match self.peek()?.kind {
            TokenKind::Punct(p) => Some(p),
            _ => None,
        }
    }

    fn end_span(&self) -> Span {
        self.toks.last().map(|t| t.span).unwrap_or(self.span)
    }

    fn enter(&mut self) -> Result<(), Failure> {
        self.depth += 1;
        if self.depth > self.max_depth {
            let at = self.peek().map(|t| t.span).unwrap_or(self.span);
            return Err((format!("#if expression nested deeper than {}", self.max_depth), at));
        }
        Ok(())
    }

    /// `c ? a : b` (right-associative); `live` is false in an operand that
    /// short-circuiting skips (no division-by-zero errors there).
    fn ternary(&mut self, live: bool) -> Result<Val, Failure> {
        self.enter()?;
        let c = self.binary(0, live)?;
        let v = if self.peek_punct() == Some(Punct::Question) {
            self.pos += 1;
            let a = self.ternary(live && c.truthy())?;
            if self.peek_punct() != Some(Punct::Colon) {
                let at = self.peek().map(|t| t.span).unwrap_or(self.end_span());
                return Err(("expected `:` in #if expression".into(), at));
            }
            self.pos += 1;
            let b = self.ternary(live && !c.truthy())?;
            let unsigned = a.unsigned || b.unsigned;
            let r = if c.truthy() { a } else { b };
            Val { bits: r.bits, unsigned }
        } else {
            c
        };
        self.depth -= 1;
        Ok(v)
    }

    /// Precedence climbing over the binary operators.
    fn binary(&mut self, min_prec: u8, live: bool) -> Result<Val, Failure> {
        let mut lhs = self.unary(live)?;
        while let Some(op) = self.peek_punct() {
            let Some(prec) = precedence(op) else { break };
            if prec < min_prec {
                break;
            }
            let op_span = self.peek().map(|t| t.span).unwrap_or(self.span);
            self.pos += 1;
            let rhs_live = match op {
                Punct::AmpAmp => live && lhs.truthy(),
                Punct::PipePipe => live && !lhs.truthy(),
                _ => live,
            };
            let rhs = self.binary(prec + 1, rhs_live)?;
            lhs = apply(op, lhs, rhs, live, op_span)?;
        }
        Ok(lhs)
    }

    fn unary(&mut self, live: bool) -> Result<Val, Failure> {
        let Some(t) = self.peek() else {
            return Err(("#if expression ends too early".into(), self.end_span()));
        };
        let t = t.clone();
        self.pos += 1;
        match t.kind {
            TokenKind::Punct(p @ (Punct::Plus | Punct::Minus | Punct::Tilde | Punct::Bang)) => {
                self.enter()?;
                let v = self.unary(live)?;
                self.depth -= 1;
                Ok(match p {
                    Punct::Minus => Val { bits: v.bits.wrapping_neg(), unsigned: v.unsigned },
                    Punct::Tilde => Val { bits: !v.bits, unsigned: v.unsigned },
                    Punct::Bang => Val::bool(!v.truthy()),
                    _ => v,
                })
            }
            TokenKind::Punct(Punct::LParen) => {
                let v = self.ternary(live)?;
                if self.peek_punct() != Some(Punct::RParen) {
                    let at = self.peek().map(|t| t.span).unwrap_or(self.end_span());
                    return Err(("expected `)` in #if expression".into(), at));
                }
                self.pos += 1;
                Ok(v)
            }
            TokenKind::Int => {
                let v = int_value(&t.text).ok_or_else(|| (format!("bad integer `{}` in #if", t.text), t.span))?;
                let unsigned = t.text.contains(['u', 'U']) || v > i64::MAX as u64;
                Ok(Val { bits: v, unsigned })
            }
            TokenKind::Ident if t.text == "true" => Ok(Val::int(1)),
            TokenKind::Ident if t.text == "defined" => {
                Err(("`defined` needs a macro name: `defined NAME` or `defined(NAME)`".into(), t.span))
            }
            // An identifier that is not a macro is 0, as in C.
            TokenKind::Ident => Ok(Val::int(0)),
            TokenKind::Float => Err(("floating-point values are not allowed in #if".into(), t.span)),
            _ => Err((format!("unexpected `{}` in #if expression", t.text), t.span)),
        }
    }
}

fn precedence(op: Punct) -> Option<u8> {
    use Punct::*;
    Some(match op {
        PipePipe => 1,
        CaretCaret => 2,
        AmpAmp => 3,
        Pipe => 4,
        Caret => 5,
        Amp => 6,
        EqEq | NotEq => 7,
        Lt | Gt | LtEq | GtEq => 8,
        Shl | Shr => 9,
        Plus | Minus => 10,
        Star | Slash | Percent => 11,
        _ => return None,
    })
}

fn apply(op: Punct, a: Val, b: Val, live: bool, span: Span) -> Result<Val, Failure> {
    use Punct::*;
    let unsigned = a.unsigned || b.unsigned;
    let arith = |bits: u64| Val { bits, unsigned };
    let cmp =
        |o: std::cmp::Ordering| if unsigned { a.bits.cmp(&b.bits) == o } else { a.signed().cmp(&b.signed()) == o };
    use std::cmp::Ordering::*;
    Ok(match op {
        PipePipe => Val::bool(a.truthy() || b.truthy()),
        AmpAmp => Val::bool(a.truthy() && b.truthy()),
        CaretCaret => Val::bool(a.truthy() != b.truthy()),
        Pipe => arith(a.bits | b.bits),
        Caret => arith(a.bits ^ b.bits),
        Amp => arith(a.bits & b.bits),
        EqEq => Val::bool(a.bits == b.bits),
        NotEq => Val::bool(a.bits != b.bits),
        Lt => Val::bool(cmp(Less)),
        Gt => Val::bool(cmp(Greater)),
        LtEq => Val::bool(!cmp(Greater)),
        GtEq => Val::bool(!cmp(Less)),
        Shl => {
            Val { bits: a.bits.wrapping_shl(b.bits.min(64) as u32 % 64) * u64::from(b.bits < 64), unsigned: a.unsigned }
        }
        Shr if a.unsigned => Val { bits: if b.bits < 64 { a.bits >> b.bits } else { 0 }, unsigned: true },
        Shr => Val::int(a.signed() >> b.bits.min(63)),
        Plus => arith(a.bits.wrapping_add(b.bits)),
        Minus => arith(a.bits.wrapping_sub(b.bits)),
        Star => arith(a.bits.wrapping_mul(b.bits)),
        Slash | Percent if b.bits == 0 => {
            if live {
                return Err(("division by zero in #if expression".into(), span));
            }
            arith(0)
        }
        Slash if unsigned => arith(a.bits / b.bits),
        Slash => Val::int(a.signed().wrapping_div(b.signed())),
        Percent if unsigned => arith(a.bits % b.bits),
        Percent => Val::int(a.signed().wrapping_rem(b.signed())),
        _ => return Err((format!("`{}` is not allowed in #if", op.as_str()), span)),
    })
}
