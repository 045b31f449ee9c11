//! Statements and blocks.

use super::Parser;
use crate::hlsl::ast::*;
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
                "while" => {
                    self.cur.bump();
                    let cond = self.paren_expr();
                    let body = Box::new(self.stmt());
                    return StmtKind::While { cond, body };
                }
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
        let modifiers = self.modifiers();
        let had_modifiers = self.cur.pos() != save.pos();
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
        let ty = self.type_expr();
        if self.peek().kind != TokenKind::Ident {
            self.cur.rewind(save);
            return None;
        }
        Some(self.var_decl_rest(Vec::new(), modifiers, ty, start))
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
        self.cur.bump();
        let cond = self.paren_expr();
        let then = Box::new(self.body());
        let els = if self.eat_ident("else") { Some(Box::new(self.body())) } else { None };
        StmtKind::If { cond, then, els }
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
        self.cur.bump();
        let selector = self.paren_expr();
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
                    labels.push(Some(self.expr_bp(super::expr::TERNARY_BP, false)));
                    self.expect(Punct::Colon);
                } else if self.eat_ident("default") {
                    labels.push(None);
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
