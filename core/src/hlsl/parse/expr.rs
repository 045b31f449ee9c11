//! Expressions by precedence climbing: one frame per nesting level, not one
//! per precedence level, to keep the stack small.

use super::Parser;
use crate::diag::codes;
use crate::hlsl::ast::*;
use crate::syntax::token::{Punct, TokenKind};

/// Minimum binding power that admits every binary operator (but no `?:`).
pub const TERNARY_BP: u8 = 0;

fn binary_op(p: Punct) -> Option<(u8, BinOp)> {
    Some(match p {
        Punct::PipePipe => (1, BinOp::LogOr),
        Punct::AmpAmp => (2, BinOp::LogAnd),
        Punct::Pipe => (3, BinOp::BitOr),
        Punct::Caret => (4, BinOp::BitXor),
        Punct::Amp => (5, BinOp::BitAnd),
        Punct::EqEq => (6, BinOp::Eq),
        Punct::NotEq => (6, BinOp::Ne),
        Punct::Lt => (7, BinOp::Lt),
        Punct::Gt => (7, BinOp::Gt),
        Punct::LtEq => (7, BinOp::Le),
        Punct::GtEq => (7, BinOp::Ge),
        Punct::Shl => (8, BinOp::Shl),
        Punct::Shr => (8, BinOp::Shr),
        Punct::Plus => (9, BinOp::Add),
        Punct::Minus => (9, BinOp::Sub),
        Punct::Star => (10, BinOp::Mul),
        Punct::Slash => (10, BinOp::Div),
        Punct::Percent => (10, BinOp::Rem),
        _ => return None,
    })
}

fn assign_op(p: Punct) -> Option<Option<BinOp>> {
    Some(match p {
        Punct::Eq => None,
        Punct::PlusEq => Some(BinOp::Add),
        Punct::MinusEq => Some(BinOp::Sub),
        Punct::StarEq => Some(BinOp::Mul),
        Punct::SlashEq => Some(BinOp::Div),
        Punct::PercentEq => Some(BinOp::Rem),
        Punct::AmpEq => Some(BinOp::BitAnd),
        Punct::PipeEq => Some(BinOp::BitOr),
        Punct::CaretEq => Some(BinOp::BitXor),
        Punct::ShlEq => Some(BinOp::Shl),
        Punct::ShrEq => Some(BinOp::Shr),
        _ => return None,
    })
}

impl Parser<'_> {
    /// A full expression, comma operator included.
    pub(super) fn expr(&mut self) -> Expr {
        let mut e = self.assign_expr();
        let mut last = usize::MAX;
        let mut held = 0;
        while self.at(Punct::Comma) {
            self.progress(&mut last);
            self.cur.bump();
            if !self.enter_chain() {
                break;
            }
            held += 1;
            let r = self.assign_expr();
            let span = e.span.to(r.span);
            e = Expr::new(ExprKind::Comma(Box::new(e), Box::new(r)), span);
        }
        self.leave_chain(held);
        e
    }

    pub(super) fn assign_expr(&mut self) -> Expr {
        let start = self.peek().span;
        if !self.enter() {
            return Expr::error(start);
        }
        let lhs = self.expr_bp(TERNARY_BP, false);
        let e = if self.at(Punct::Question) {
            self.cur.bump();
            let a = self.assign_expr();
            self.expect(Punct::Colon);
            let b = self.assign_expr();
            let span = lhs.span.to(b.span);
            Expr::new(ExprKind::Ternary(Box::new(lhs), Box::new(a), Box::new(b)), span)
        } else if let Some(op) = self.peek_punct().and_then(assign_op) {
            self.cur.bump();
            let rhs = self.assign_expr();
            let span = lhs.span.to(rhs.span);
            Expr::new(ExprKind::Assign(op, Box::new(lhs), Box::new(rhs)), span)
        } else {
            lhs
        };
        self.leave();
        e
    }

    fn peek_punct(&self) -> Option<Punct> {
        match self.peek().kind {
            TokenKind::Punct(p) => Some(p),
            _ => None,
        }
    }

    /// Binary operators binding at least `min_bp`; `no_gt` stops at `>`
    /// (template arguments).
    pub(super) fn expr_bp(&mut self, min_bp: u8, no_gt: bool) -> Expr {
        let mut lhs = self.unary();
        let mut last = usize::MAX;
        // A left-associative chain `a + b + c …` is built by this loop, not by
        // recursion, but every operator adds a level to the tree that the
        // lowering and the writer walk recursively: each one is held until
        // the chain ends (the module docs).
        let mut held = 0;
        loop {
            self.progress(&mut last);
            let Some((bp, op)) = self.peek_punct().and_then(binary_op) else { break };
            if bp < min_bp || (no_gt && matches!(op, BinOp::Gt | BinOp::Shr)) {
                break;
            }
            self.cur.bump();
            if !self.enter_chain() {
                break;
            }
            held += 1;
            let rhs = self.expr_bp(bp + 1, no_gt);
            let span = lhs.span.to(rhs.span);
            lhs = Expr::new(ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)), span);
        }
        self.leave_chain(held);
        lhs
    }

    fn unary(&mut self) -> Expr {
        let start = self.peek().span;
        let op = match self.peek_punct() {
            Some(Punct::Minus) => Some(UnOp::Neg),
            Some(Punct::Plus) => Some(UnOp::Plus),
            Some(Punct::Bang) => Some(UnOp::Not),
            Some(Punct::Tilde) => Some(UnOp::BitNot),
            Some(Punct::PlusPlus) => Some(UnOp::PreInc),
            Some(Punct::MinusMinus) => Some(UnOp::PreDec),
            _ => None,
        };
        if let Some(op) = op {
            self.cur.bump();
            if !self.enter() {
                return Expr::error(start);
            }
            let e = self.unary();
            self.leave();
            let span = start.to(e.span);
            return Expr::new(ExprKind::Unary(op, Box::new(e)), span);
        }
        if let Some(cast) = self.try_cast() {
            return cast;
        }
        let e = self.primary();
        self.postfix(e)
    }

    /// `(Type)operand` or `(Type[N])operand`. A `(` that turned out not to
    /// open a cast is remembered: the type parsed to find out may hold
    /// expressions with casts of their own (`(T<(U<(…`), and trying each
    /// again when the parenthesis is read as an expression would take time
    /// exponential in the nesting.
    fn try_cast(&mut self) -> Option<Expr> {
        // GLSL has no casts: a type in parentheses is an error there.
        if self.dialect == crate::syntax::Dialect::Glsl
            || !self.at(Punct::LParen)
            || self.not_casts.contains(&self.cur.pos())
        {
            return None;
        }
        let save = self.cur.checkpoint();
        let start = self.bump().span;
        let _ = self.modifiers();
        if !self.at_type() {
            self.cur.rewind(save);
            return None;
        }
        let ty = self.type_expr();
        let dims = self.dims();
        if !self.eat(Punct::RParen) {
            self.cur.rewind(save);
            self.not_casts.insert(self.cur.pos());
            return None;
        }
        if !self.enter() {
            return Some(Expr::error(start));
        }
        let operand = self.unary();
        self.leave();
        let span = start.to(operand.span);
        Some(Expr::new(ExprKind::Cast(ty, dims, Box::new(operand)), span))
    }

    fn primary(&mut self) -> Expr {
        let t = self.peek().clone();
        match t.kind {
            TokenKind::Int => {
                self.cur.bump();
                self.int_literal(&t.text, t.span)
            }
            // `'A'`: DXC's character literal, an `int` of the character's
            // code (the lexer's token; the preprocessor keeps its problem
            // for GLSL only).
            TokenKind::Unknown if t.text.starts_with('\'') => {
                self.cur.bump();
                match char_literal_value(&t.text) {
                    Some(v) => Expr::new(ExprKind::Int(v, IntSuffix::None), t.span),
                    None => {
                        let msg = "a character literal holds one character or escape sequence";
                        self.error(codes::SYNTAX_UNKNOWN_CHARACTER, msg, t.span);
                        Expr::new(ExprKind::Error, t.span)
                    }
                }
            }
            TokenKind::Float => {
                self.cur.bump();
                if let Some(e) = self.infinity_literal(&t) {
                    return e;
                }
                self.float_literal(&t.text, t.span)
            }
            TokenKind::Punct(Punct::LParen) => {
                self.cur.bump();
                let e = self.expr();
                self.expect(Punct::RParen);
                e
            }
            TokenKind::Punct(Punct::LBrace) => self.initializer(),
            // Strings appear only as attribute arguments (`[shader("pixel")]`,
            // `[RootSignature("CBV(b0), " "SRV(t0)")]`); adjacent literals concatenate as in C.
            TokenKind::String => {
                self.cur.bump();
                let mut text = t.text.clone();
                let mut span = t.span;
                while self.peek().kind == TokenKind::String {
                    let next = self.cur.bump();
                    text = format!("{}{}", text.trim_end_matches('"'), next.text.trim_start_matches('"'));
                    span = span.to(next.span);
                }
                Expr::new(ExprKind::Ident(text), span)
            }
            TokenKind::Ident if t.text == "true" || t.text == "false" => {
                self.cur.bump();
                Expr::new(ExprKind::Bool(t.text == "true"), t.span)
            }
            TokenKind::Ident
                if self.at_type()
                    && (self.peek_at(1).is_punct(Punct::LParen)
                        || self.peek_at(1).is_punct(Punct::Lt)
                        || (self.peek_at(1).is_punct(Punct::LBracket)
                            && self.dialect == crate::syntax::Dialect::Glsl)
                        || self.type_then_paren()) =>
            {
                let ty = self.type_expr();
                if !self.at(Punct::LParen) {
                    let t = self.peek().clone();
                    self.error_expected("`(` after a type in an expression", &t);
                    return Expr::error(ty.span);
                }
                let args = self.call_args();
                let span = ty.span.to(self.prev_span());
                Expr::new(ExprKind::Call { callee: Callee::Type(ty), args }, span)
            }
            TokenKind::Ident
                if t.text == "sizeof"
                    && self.peek_at(1).is_punct(Punct::LParen)
                    && self.dialect == crate::syntax::Dialect::Hlsl =>
            {
                self.sizeof()
            }
            TokenKind::Ident => {
                self.cur.bump();
                let mut name = t.text.clone();
                let mut span = t.span;
                while self.at(Punct::ColonColon) && self.peek_at(1).kind == TokenKind::Ident {
                    self.cur.bump();
                    let n = self.bump();
                    name.push_str("::");
                    name.push_str(&n.text);
                    span = span.to(n.span);
                }
                if self.at(Punct::Lt) && self.template_fns.contains(&name) {
                    self.cur.bump();
                    let targs = self.template_args();
                    let args = self.call_args();
                    let full = span.to(self.prev_span());
                    let callee = Callee::Template { name, args: targs, span };
                    return Expr::new(ExprKind::Call { callee, args }, full);
                }
                if self.at(Punct::LParen) {
                    let args = self.call_args();
                    let full = span.to(self.prev_span());
                    return Expr::new(ExprKind::Call { callee: Callee::Name(name, span), args }, full);
                }
                Expr::new(ExprKind::Ident(name), span)
            }
            _ => {
                self.error_expected("an expression", &t);
                if !t.is_punct(Punct::Semi) && !t.is_punct(Punct::RBrace) && !t.is_punct(Punct::RParen) {
                    self.cur.bump();
                }
                Expr::error(t.span)
            }
        }
    }

    /// `sizeof(type)` (a type with array dimensions: `sizeof(int[2])`) is a
    /// call of the template `sizeof` with the type and the dimensions as
    /// arguments; `sizeof(expression)` a call of `sizeof` by name.
    fn sizeof(&mut self) -> Expr {
        let start = self.cur.bump().span;
        self.cur.bump();
        if !self.at_type() || self.peek_at(1).is_punct(Punct::LParen) {
            let arg = self.assign_expr();
            self.expect(Punct::RParen);
            let span = start.to(self.prev_span());
            return Expr::new(ExprKind::Call { callee: Callee::Name("sizeof".into(), start), args: vec![arg] }, span);
        }
        let mut targs = vec![TypeArg::Type(self.type_expr())];
        while self.eat(Punct::LBracket) {
            targs.push(TypeArg::Expr(self.assign_expr()));
            self.expect(Punct::RBracket);
        }
        self.expect(Punct::RParen);
        let span = start.to(self.prev_span());
        let callee = Callee::Template { name: "sizeof".into(), args: targs, span: start };
        Expr::new(ExprKind::Call { callee, args: Vec::new() }, span)
    }

    /// A qualified type name followed by `(`, or by `<` when the type is a
    /// template (`vk::BufferPointer<T>(a)`): a constructor.
    fn type_then_paren(&self) -> bool {
        let mut i = 1;
        let mut name = self.peek().text.clone();
        while self.peek_at(i).is_punct(Punct::ColonColon) {
            name.push_str("::");
            name.push_str(&self.peek_at(i + 1).text);
            i += 2;
        }
        self.peek_at(i).is_punct(Punct::LParen)
            || self.peek_at(i).is_punct(Punct::Lt) && super::takes_template(&name) && i > 1
    }

    /// At `<`: whether template arguments follow, closed by a `>` that a
    /// `(` follows (`buf.Load<float4>(a)`), not a comparison with a type's
    /// constructor (`v.xy < uint2(w, h)`). Template arguments are types and
    /// constants: names, numbers, `::`, `,`, array brackets and nested
    /// angle brackets, nothing else.
    fn template_args_then_paren(&self) -> bool {
        let mut depth = 0usize;
        for i in 0..64 {
            let t = self.peek_at(i);
            match t.kind {
                TokenKind::Ident | TokenKind::Int => continue,
                _ if t.is_punct(Punct::Lt) => depth += 1,
                _ if t.is_punct(Punct::Gt) => {
                    depth -= 1;
                    if depth == 0 {
                        return self.peek_at(i + 1).is_punct(Punct::LParen);
                    }
                }
                _ if t.is_punct(Punct::Shr) && depth >= 2 => {
                    depth -= 2;
                    if depth == 0 {
                        return self.peek_at(i + 1).is_punct(Punct::LParen);
                    }
                }
                _ if [Punct::ColonColon, Punct::Comma, Punct::LBracket, Punct::RBracket]
                    .iter()
                    .any(|&p| t.is_punct(p)) => {}
                _ => return false,
            }
        }
        false
    }

    /// `( args )`.
    fn call_args(&mut self) -> Vec<Expr> {
        let mut args = Vec::new();
        if !self.expect(Punct::LParen) {
            return args;
        }
        let mut last = usize::MAX;
        while !self.at_eof() && !self.at(Punct::RParen) {
            self.progress(&mut last);
            args.push(self.assign_expr());
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect(Punct::RParen);
        args
    }

    fn postfix(&mut self, e: Expr) -> Expr {
        // Like a binary chain, `a[i].b.c++` adds a tree level per operator.
        let mut held = 0;
        let e = self.postfix_chain(e, &mut held);
        self.leave_chain(held);
        e
    }

    fn postfix_chain(&mut self, mut e: Expr, held: &mut u32) -> Expr {
        let mut last = usize::MAX;
        loop {
            self.progress(&mut last);
            if matches!(self.peek_punct(), Some(Punct::LBracket | Punct::Dot | Punct::PlusPlus | Punct::MinusMinus)) {
                if !self.enter_chain() {
                    return e;
                }
                *held += 1;
            }
            match self.peek_punct() {
                Some(Punct::LBracket) => {
                    self.cur.bump();
                    let index = self.expr();
                    self.expect(Punct::RBracket);
                    let span = e.span.to(self.prev_span());
                    e = Expr::new(ExprKind::Index(Box::new(e), Box::new(index)), span);
                }
                Some(Punct::Dot) => {
                    self.cur.bump();
                    let Some((name, nspan)) = self.ident() else { return e };
                    let mut template = Vec::new();
                    if self.at(Punct::Lt)
                        && self.peek_at(1).kind == TokenKind::Ident
                        && self.is_type_name(&self.peek_at(1).text)
                        && self.template_args_then_paren()
                    {
                        self.cur.bump();
                        template = self.method_template_args();
                    }
                    if self.at(Punct::LParen) {
                        let args = self.call_args();
                        let span = e.span.to(self.prev_span());
                        let callee = Callee::Method { object: Box::new(e), name, template, span: nspan };
                        e = Expr::new(ExprKind::Call { callee, args }, span);
                    } else {
                        let span = e.span.to(nspan);
                        e = Expr::new(ExprKind::Member(Box::new(e), name, nspan), span);
                    }
                }
                Some(Punct::PlusPlus | Punct::MinusMinus) => {
                    let op = if self.at(Punct::PlusPlus) { UnOp::PostInc } else { UnOp::PostDec };
                    self.cur.bump();
                    let span = e.span.to(self.prev_span());
                    e = Expr::new(ExprKind::Unary(op, Box::new(e)), span);
                }
                _ => return e,
            }
        }
    }

    fn int_literal(&mut self, text: &str, span: crate::source::Span) -> Expr {
        let lower = text.to_ascii_lowercase();
        // GLSL's `10s` and `10us` (16-bit, `GL_EXT_shader_explicit_arithmetic_types`):
        // the 32-bit literal converted, so `0x8000s` is the bit pattern -32768.
        if self.dialect == crate::syntax::Dialect::Glsl {
            let int16 = if lower.ends_with("us") {
                Some(("uint16_t", &text[..text.len() - 1]))
            } else {
                lower.strip_suffix('s').map(|d| ("int16_t", &text[..d.len()]))
            };
            if let Some((ty, text32)) = int16 {
                let value = self.int_literal(text32, span);
                let ty = TypeExpr { name: ty.into(), args: Vec::new(), dims: Vec::new(), span };
                return Expr::new(ExprKind::Call { callee: Callee::Type(ty), args: vec![value] }, span);
            }
        }
        let digits_end = lower.trim_end_matches(['u', 'l']).len();
        let (digits, suffix) = lower.split_at(digits_end);
        let suffix = match (suffix.contains('u'), suffix.contains('l')) {
            (false, false) => IntSuffix::None,
            (true, false) => IntSuffix::U,
            (false, true) => IntSuffix::L,
            (true, true) => IntSuffix::UL,
        };
        let value = if let Some(hex) = digits.strip_prefix("0x") {
            u64::from_str_radix(hex, 16).ok()
        } else if let Some(bin) = digits.strip_prefix("0b") {
            u64::from_str_radix(bin, 2).ok()
        } else if digits.len() > 1 && digits.starts_with('0') {
            digits.get(1..).and_then(|d| u64::from_str_radix(d, 8).ok())
        } else {
            digits.parse().ok()
        };
        match value {
            Some(v) => Expr::new(ExprKind::Int(v, suffix), span),
            None => {
                self.error(codes::SYNTAX_BAD_LITERAL, format!("malformed integer literal `{text}`"), span);
                Expr::error(span)
            }
        }
    }

    /// FXC's spelling of infinity, `1.#INF` (the float `1.` with `#INF`
    /// written right after it), which FXC prints and accepts back: the
    /// float whose bits are `0x7f800000`, as `asfloat(0x7f800000u)`, since
    /// naga IR has no infinite literal.
    fn infinity_literal(&mut self, t: &crate::syntax::token::Token) -> Option<Expr> {
        let (hash, inf) = (self.peek_at(0), self.peek_at(1));
        let adjacent = hash.kind == TokenKind::Hash
            && hash.span.start == t.span.end
            && inf.kind == TokenKind::Ident
            && inf.text == "INF"
            && inf.span.start == hash.span.end;
        if !adjacent || t.text.trim_end_matches(['f', 'F']).parse::<f64>().ok() != Some(1.0) {
            return None;
        }
        self.cur.bump();
        let end = self.cur.bump().span;
        let span = t.span.to(end);
        let bits = Expr::new(ExprKind::Int(0x7f80_0000, IntSuffix::U), span);
        Some(Expr::new(ExprKind::Call { callee: Callee::Name("asfloat".into(), span), args: vec![bits] }, span))
    }

    fn float_literal(&mut self, text: &str, span: crate::source::Span) -> Expr {
        let lower = text.to_ascii_lowercase();
        let glsl = self.dialect == crate::syntax::Dialect::Glsl;
        // GLSL's `1.0lf` is a double and `1.0hf` a `float16_t`.
        let (digits, suffix) = if let Some(d) = lower.strip_suffix("lf").filter(|_| glsl) {
            (d, FloatSuffix::L)
        } else if let Some(d) = lower.strip_suffix("hf").filter(|_| glsl) {
            (d, FloatSuffix::H)
        } else if let Some(d) = lower.strip_suffix('f') {
            (d, FloatSuffix::F)
        } else if let Some(d) = lower.strip_suffix('h') {
            (d, FloatSuffix::H)
        } else if let Some(d) = lower.strip_suffix('l') {
            (d, FloatSuffix::L)
        } else {
            (lower.as_str(), FloatSuffix::None)
        };
        match digits.parse::<f64>() {
            // naga IR has no infinite literal: a float (or double) literal too
            // large for its type is an error, not a silent infinity.
            Ok(v) if !v.is_finite() || (suffix != FloatSuffix::L && (v as f32).is_infinite()) => {
                let ty = if suffix == FloatSuffix::L { "double" } else { "float" };
                self.error(codes::SYNTAX_BAD_LITERAL, format!("`{text}` is too large for a {ty}"), span);
                Expr::error(span)
            }
            Ok(v) => Expr::new(ExprKind::Float(v, suffix), span),
            Err(_) => {
                self.error(codes::SYNTAX_BAD_LITERAL, format!("malformed floating-point literal `{text}`"), span);
                Expr::error(span)
            }
        }
    }
}

/// The value of a character literal as DXC (clang) reads it: one character,
/// or one escape sequence (`\n`, `\x41`, `\101`; an unknown escape `\c` is
/// the character itself, as clang takes it with a warning).
fn char_literal_value(text: &str) -> Option<u64> {
    let inner = text.strip_prefix('\'')?.strip_suffix('\'')?;
    let mut chars = inner.chars();
    let first = chars.next()?;
    if first != '\\' {
        return chars.next().is_none().then_some(u64::from(u32::from(first)));
    }
    let rest: String = chars.collect();
    let mut it = rest.chars();
    let e = it.next()?;
    let simple = match e {
        'a' => Some(7),
        'b' => Some(8),
        't' => Some(9),
        'n' => Some(10),
        'v' => Some(11),
        'f' => Some(12),
        'r' => Some(13),
        'x' | '0'..='7' => None,
        c => Some(u64::from(u32::from(c))),
    };
    if let Some(v) = simple {
        return it.next().is_none().then_some(v);
    }
    if e == 'x' {
        let hex: String = it.collect();
        return u64::from_str_radix(&hex, 16).ok().filter(|_| !hex.is_empty() && hex.len() <= 2);
    }
    (rest.len() <= 3).then(|| u64::from_str_radix(&rest, 8).ok()).flatten()
}
