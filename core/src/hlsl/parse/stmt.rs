//! Statements and blocks.

use super::Parser;
use crate::diag::{Diagnostic, codes};
use crate::hlsl::ast::*;
use crate::source::Span;
use crate::syntax::token::{Punct, TokenKind};

impl Parser<'_> {
    pub(super) fn block(&mut self) -> Block {
        self.block_counted(true)
    }

    /// A `{ … }` block; `counted`: it takes a nesting level of its own (the
    /// body block of an `if` or `else` shares its statement's).
    fn block_counted(&mut self, counted: bool) -> Block {
        let start = self.peek().span;
        if !self.expect(Punct::LBrace) {
            return Block { stmts: Vec::new(), span: start };
        }
        let mut stmts = Vec::new();
        if !counted || self.enter() {
            let mut last = usize::MAX;
            while !self.at_eof() && !self.at(Punct::RBrace) {
                self.progress(&mut last);
                stmts.push(self.stmt());
            }
            if counted {
                self.leave();
            }
        }
        self.expect(Punct::RBrace);
        Block { stmts, span: start.to(self.prev_span()) }
    }

    /// The body of an `if` or `else`: a braced body is one nesting level
    /// with its statement, so `if (c) { … }` nested n deep costs n levels
    /// (each level is a few frames in every later stage; core/tests/budgets.rs
    /// checks the deepest accepted input on a 1 MiB stack). A loop's braced
    /// body keeps a level of its own: a loop costs more frames than an `if`
    /// (naga's loop has a body and a continuing block), and 60 nested `for`s
    /// exhausted the debug wasm's 1 MiB stack where 58 did not.
    fn body(&mut self) -> Stmt {
        if !self.at(Punct::LBrace) {
            return self.stmt();
        }
        let start = self.peek().span;
        let block = self.block_counted(false);
        Stmt { kind: StmtKind::Block(block), attributes: Vec::new(), span: start.to(self.prev_span()) }
    }

    pub(super) fn stmt(&mut self) -> Stmt {
        let start = self.peek().span;
        // A bare block takes its level in `block`.
        if self.at(Punct::LBrace) {
            let block = self.block();
            return Stmt { kind: StmtKind::Block(block), attributes: Vec::new(), span: start.to(self.prev_span()) };
        }
        if !self.enter() {
            return Stmt { kind: StmtKind::Error, attributes: Vec::new(), span: start };
        }
        let attributes = if self.at(Punct::LBracket) { self.attributes() } else { Vec::new() };
        let kind = self.stmt_kind();
        self.leave();
        Stmt { kind, attributes, span: start.to(self.prev_span()) }
    }

    fn stmt_kind(&mut self) -> StmtKind {
        let t = self.peek().clone();
        if t.is_punct(Punct::Semi) {
            self.cur.bump();
            return StmtKind::Empty;
        }
        if t.is_punct(Punct::LBrace) {
            return StmtKind::Block(self.block());
        }
        if t.kind == TokenKind::Ident {
            match t.text.as_str() {
                "if" => return self.if_stmt(),
                "for" => return self.for_stmt(),
                "while" => return self.while_stmt(),
                "do" => {
                    self.cur.bump();
                    let body = Box::new(self.stmt());
                    if !self.eat_ident("while") {
                        let t = self.peek().clone();
                        self.error_expected("`while`", &t);
                        self.recover_to_semi();
                        return StmtKind::Error;
                    }
                    let cond = self.paren_expr();
                    self.expect_semi();
                    return StmtKind::DoWhile { body, cond };
                }
                "switch" => return self.switch_stmt(),
                "break" | "continue" | "discard" => {
                    self.cur.bump();
                    self.expect_semi();
                    return match t.text.as_str() {
                        "break" => StmtKind::Break,
                        "continue" => StmtKind::Continue,
                        _ => StmtKind::Discard,
                    };
                }
                "return" => {
                    self.cur.bump();
                    let value = if self.at(Punct::Semi) { None } else { Some(self.expr()) };
                    self.expect_semi();
                    return StmtKind::Return(value);
                }
                // `struct S t;`: the struct keyword before a declared
                // struct's name (C's elaborated type) adds nothing.
                "struct" | "class" if self.elaborated_struct() => {
                    self.cur.bump();
                }
                "struct" | "class" => {
                    let start = self.peek().span;
                    return match self.nested_struct(Vec::new(), Modifiers::default(), start, "") {
                        Some(decl) => StmtKind::Var(decl),
                        None => StmtKind::Empty,
                    };
                }
                _ => {}
            }
        }
        if let Some(kind) = self.local_prototype() {
            return kind;
        }
        if let Some(decl) = self.try_local_decl() {
            return StmtKind::Var(decl);
        }
        let e = self.expr();
        if matches!(e.kind, ExprKind::Error) {
            self.recover_to_semi();
            return StmtKind::Error;
        }
        self.expect_semi();
        StmtKind::Expr(e)
    }

    fn expect_semi(&mut self) {
        if !self.expect(Punct::Semi) {
            self.recover_to_semi();
        }
    }

    /// A local declaration when modifiers/a type and then a name follow.
    fn try_local_decl(&mut self) -> Option<VarDecl> {
        let save = self.cur.checkpoint();
        let start = self.peek().span;
        let mut modifiers = self.modifiers();
        let had_modifiers = self.cur.pos() != save.pos();
        // `const struct S { … } s = …;`: a struct defined in a declaration.
        if had_modifiers && (self.at_ident("struct") || self.at_ident("class")) && !self.elaborated_struct() {
            return self.nested_struct(Vec::new(), modifiers, start, "");
        }
        // `Unknown name …`: a declaration of an unknown type (the lowering
        // reports the type), not two expressions in a row.
        let unknown_type_decl = self.peek().kind == TokenKind::Ident
            && self.peek_at(1).kind == TokenKind::Ident
            && matches!(
                self.peek_at(2).kind,
                TokenKind::Punct(Punct::Semi | Punct::Eq | Punct::LBracket | Punct::Comma)
            );
        if !self.at_type() && !unknown_type_decl {
            self.cur.rewind(save);
            return None;
        }
        let _ = had_modifiers;
        let ty = self.packed_type(&mut modifiers);
        if self.peek().kind != TokenKind::Ident {
            self.cur.rewind(save);
            return None;
        }
        Some(self.var_decl_rest(Vec::new(), modifiers, ty, start))
    }

    /// `float f(float x);` inside a function body: a prototype of a
    /// file-scope function (DXC accepts it; the definition may follow the
    /// caller). It is placed at file scope, where prototypes merge with
    /// bodies; a body here is an error, as in DXC.
    fn local_prototype(&mut self) -> Option<StmtKind> {
        let save = self.cur.checkpoint();
        let start = self.peek().span;
        let modifiers = self.modifiers();
        let is_proto = self.at_type() && {
            let _ = self.type_expr();
            self.peek().kind == TokenKind::Ident && self.peek_at(1).is_punct(Punct::LParen)
        };
        self.cur.rewind(save);
        if !is_proto {
            return None;
        }
        let _ = self.modifiers();
        let ret = self.type_expr();
        let decl = self.function(Vec::new(), modifiers, ret, start);
        if decl.body.is_some() {
            let d = Diagnostic::error(
                codes::SYNTAX_UNEXPECTED_TOKEN,
                format!("function `{}` cannot be defined inside another function", decl.name),
                decl.name_span,
            )
            .with_help("define it at file scope; a prototype (ending in `;`) may stay here");
            self.cur.push_error(d);
            return Some(StmtKind::Error);
        }
        self.hoisted.push(Item::Function(decl));
        Some(StmtKind::Empty)
    }

    /// `T name = init` as the condition of `if`, `while` or `switch`, after
    /// the `(`: the declaration, or `None` (nothing consumed) when the
    /// condition is an expression.
    fn cond_decl(&mut self) -> Option<VarDecl> {
        let save = self.cur.checkpoint();
        let start = self.peek().span;
        let modifiers = self.modifiers();
        if !self.at_type() {
            self.cur.rewind(save);
            return None;
        }
        let ty = self.type_expr();
        if self.peek().kind != TokenKind::Ident || !self.peek_at(1).is_punct(Punct::Eq) {
            self.cur.rewind(save);
            return None;
        }
        let (name, name_span) = self.ident().unwrap_or_default();
        self.cur.bump();
        let init = Some(self.assign_expr());
        let declarators = vec![Declarator { name, name_span, dims: Vec::new(), annotations: Vec::new(), init }];
        Some(VarDecl { attributes: Vec::new(), modifiers, ty, declarators, span: start.to(self.prev_span()) })
    }

    /// A parenthesised condition that may declare a variable: the
    /// declaration (if any) and the expression that reads the condition.
    fn cond(&mut self) -> (Option<VarDecl>, Expr) {
        if !self.at(Punct::LParen) {
            return (None, self.paren_expr());
        }
        let save = self.cur.checkpoint();
        self.cur.bump();
        let Some(decl) = self.cond_decl() else {
            self.cur.rewind(save);
            return (None, self.paren_expr());
        };
        self.expect(Punct::RParen);
        let (name, span) = decl.declarators.first().map(|d| (d.name.clone(), d.name_span)).unwrap_or_default();
        (Some(decl), Expr::new(ExprKind::Ident(name), span))
    }

    /// `{ decl; inner }`: the scope of a variable declared in a condition.
    fn scoped(decl: VarDecl, inner: StmtKind, span: Span) -> StmtKind {
        let decl_span = decl.span;
        let stmts = vec![
            Stmt { kind: StmtKind::Var(decl), attributes: Vec::new(), span: decl_span },
            Stmt { kind: inner, attributes: Vec::new(), span },
        ];
        StmtKind::Block(Block { stmts, span })
    }

    /// `while (cond) body`; `while (T x = e) body` is
    /// `while (true) { T x = e; if (!x) break; body }`: the declaration is
    /// evaluated before every iteration and scoped to it, as in C++.
    fn while_stmt(&mut self) -> StmtKind {
        let start = self.cur.bump().span;
        let (decl, cond) = self.cond();
        let body = Box::new(self.stmt());
        let Some(decl) = decl else {
            return StmtKind::While { cond, body };
        };
        let span = start.to(self.prev_span());
        let cs = cond.span;
        let not = Expr::new(ExprKind::Unary(UnOp::Not, Box::new(cond)), cs);
        let brk = Stmt { kind: StmtKind::Break, attributes: Vec::new(), span: cs };
        let exit = StmtKind::If { cond: not, then: Box::new(brk), els: None };
        let decl_span = decl.span;
        let stmts = vec![
            Stmt { kind: StmtKind::Var(decl), attributes: Vec::new(), span: decl_span },
            Stmt { kind: exit, attributes: Vec::new(), span: cs },
            *body,
        ];
        let always = Expr::new(ExprKind::Bool(true), cs);
        let body = Stmt { kind: StmtKind::Block(Block { stmts, span }), attributes: Vec::new(), span };
        StmtKind::While { cond: always, body: Box::new(body) }
    }

    fn paren_expr(&mut self) -> Expr {
        let start = self.peek().span;
        if !self.expect(Punct::LParen) {
            return Expr::error(start);
        }
        let e = self.expr();
        self.expect(Punct::RParen);
        e
    }

    fn if_stmt(&mut self) -> StmtKind {
        let start = self.cur.bump().span;
        let (decl, cond) = self.cond();
        let then = Box::new(self.body());
        let els = if self.eat_ident("else") { Some(Box::new(self.body())) } else { None };
        let kind = StmtKind::If { cond, then, els };
        match decl {
            Some(decl) => Self::scoped(decl, kind, start.to(self.prev_span())),
            None => kind,
        }
    }

    fn for_stmt(&mut self) -> StmtKind {
        self.cur.bump();
        if !self.expect(Punct::LParen) {
            self.recover_to_semi();
            return StmtKind::Error;
        }
        let init = if self.eat(Punct::Semi) {
            None
        } else {
            let start = self.peek().span;
            let kind = match self.try_local_decl() {
                Some(d) => StmtKind::Var(d),
                None => {
                    let e = self.expr();
                    self.expect(Punct::Semi);
                    StmtKind::Expr(e)
                }
            };
            Some(Box::new(Stmt { kind, attributes: Vec::new(), span: start.to(self.prev_span()) }))
        };
        let cond = if self.at(Punct::Semi) { None } else { Some(self.expr()) };
        self.expect(Punct::Semi);
        let step = if self.at(Punct::RParen) { None } else { Some(self.expr()) };
        self.expect(Punct::RParen);
        let body = Box::new(self.stmt());
        StmtKind::For { init, cond, step, body }
    }

    fn switch_stmt(&mut self) -> StmtKind {
        let start = self.cur.bump().span;
        let (decl, selector) = self.cond();
        let kind = self.switch_body(selector);
        match decl {
            Some(decl) => Self::scoped(decl, kind, start.to(self.prev_span())),
            None => kind,
        }
    }

    fn switch_body(&mut self, selector: Expr) -> StmtKind {
        if !self.expect(Punct::LBrace) {
            self.recover_to_semi();
            return StmtKind::Error;
        }
        let mut cases: Vec<Case> = Vec::new();
        let mut last = usize::MAX;
        while !self.at_eof() && !self.at(Punct::RBrace) {
            self.progress(&mut last);
            let start = self.peek().span;
            let mut labels = Vec::new();
            loop {
                if self.eat_ident("case") {
                    let value = self.expr_bp(super::expr::TERNARY_BP, false);
                    labels.push(CaseLabel { span: value.span, value: Some(value) });
                    self.expect(Punct::Colon);
                } else if self.at_ident("default") {
                    let span = self.peek().span;
                    self.eat_ident("default");
                    labels.push(CaseLabel { value: None, span });
                    self.expect(Punct::Colon);
                } else {
                    break;
                }
            }
            if labels.is_empty() {
                let t = self.peek().clone();
                self.error_expected("`case` or `default`", &t);
                self.recover_to_semi();
                continue;
            }
            let mut body = Vec::new();
            let mut last = usize::MAX;
            while !self.at_eof() && !self.at(Punct::RBrace) && !self.at_ident("case") && !self.at_ident("default") {
                self.progress(&mut last);
                body.push(self.stmt());
            }
            cases.push(Case { labels, body, span: start.to(self.prev_span()) });
        }
        self.expect(Punct::RBrace);
        StmtKind::Switch { selector, cases }
    }
}
