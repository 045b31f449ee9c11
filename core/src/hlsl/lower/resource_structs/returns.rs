//! Helpers that return a resource or a struct holding resources. Each call
//! gets a copy of the helper for its resources and literal arguments (a
//! parameter bound to a literal reads it, so `if (i == 0)` on it keeps the
//! branch taken and drops the other); what the copy returns must then be
//! one resource known here, which replaces the call. The copy itself
//! returns nothing (or the struct's data part) and is still called when its
//! body does anything besides returning. A return under control flow that
//! does not fold is OSH3021 at the call.

use super::{Ent, Flat, Place, ent_key, resource_class};
use crate::diag::{Diagnostic, codes};
use crate::hlsl::ast::*;
use crate::ordered::OrdSet;
use crate::source::Span;

/// The returns of the copy being made.
pub(super) struct RetCtx {
    /// The helper's name in the source, and the call the copy is for.
    pub name: String,
    pub call: Span,
    /// Each return's value, with the span of the control flow it is under.
    pub values: Vec<(Ret, Option<Span>)>,
}

#[derive(Clone, Debug)]
pub(super) enum Ret {
    /// A resource, and its key.
    Res(Expr, String),
    /// A struct's handles.
    Ent(Ent),
}

/// What a copy returns.
#[derive(Clone, Debug)]
pub(super) struct Returned {
    value: Option<Ret>,
    /// The body does nothing but return: the call can be left out.
    trivial: bool,
    /// The copy returns the struct's data part.
    data: bool,
}

pub(super) fn is_literal(e: &Expr) -> bool {
    matches!(e.kind, ExprKind::Int(..) | ExprKind::Bool(_))
}

pub(super) fn literal_key(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Int(n, _) => n.to_string(),
        ExprKind::Bool(b) => b.to_string(),
        _ => String::new(),
    }
}

/// An integer or bool expression of literals, folded (bools as 0 and 1).
fn fold(e: &Expr) -> Option<i64> {
    match &e.kind {
        ExprKind::Int(n, _) => i64::try_from(*n).ok(),
        ExprKind::Bool(b) => Some(i64::from(*b)),
        ExprKind::Unary(UnOp::Not, x) => Some(i64::from(fold(x)? == 0)),
        ExprKind::Unary(UnOp::Neg, x) => fold(x)?.checked_neg(),
        ExprKind::Binary(op, a, b) => {
            let (a, b) = (fold(a)?, fold(b)?);
            Some(match op {
                BinOp::Eq => i64::from(a == b),
                BinOp::Ne => i64::from(a != b),
                BinOp::Lt => i64::from(a < b),
                BinOp::Le => i64::from(a <= b),
                BinOp::Gt => i64::from(a > b),
                BinOp::Ge => i64::from(a >= b),
                BinOp::LogAnd => i64::from(a != 0 && b != 0),
                BinOp::LogOr => i64::from(a != 0 || b != 0),
                BinOp::Add => a.checked_add(b)?,
                BinOp::Sub => a.checked_sub(b)?,
                _ => return None,
            })
        }
        _ => None,
    }
}

/// Whether a body does nothing but return (and declare resource aliases).
fn trivial(b: &Block) -> bool {
    b.stmts.iter().all(|s| match &s.kind {
        StmtKind::Empty | StmtKind::Return(None) => true,
        StmtKind::Block(inner) => trivial(inner),
        StmtKind::Var(v) => {
            resource_class(&v.ty.name).is_some()
                && v.declarators.iter().all(|d| d.init.as_ref().is_none_or(|e| matches!(e.kind, ExprKind::Ident(_))))
        }
        _ => false,
    })
}

impl Flat {
    /// Whether `f` returns a resource or a struct holding resources.
    pub(super) fn returns_handles(&self, f: &FunctionDecl) -> bool {
        resource_class(&f.ret.name).is_some() || self.rs_of(&f.ret).is_some()
    }

    /// While copying such a helper: a condition that folds, as the branch
    /// taken.
    pub(super) fn fold_if(&self, cond: &Expr) -> Option<bool> {
        self.ret.as_ref()?;
        fold(cond).map(|v| v != 0)
    }

    /// `return e;` in such a copy: its value recorded, the copy's own
    /// return value (the struct's data part, or none).
    pub(super) fn ret_value(&mut self, e: Expr, span: Span) -> Option<Expr> {
        let under = (self.ctl > 0).then_some(span);
        if self.ctl == 0 {
            self.done = true;
        }
        let (ret, data) = match self.resolve(&e) {
            Some(Place::Ent(ent, data)) => (Ret::Ent(ent), data),
            Some(Place::Expr(x)) => {
                let key = self.key(&x);
                (Ret::Res(x, key), None)
            }
            None => {
                let x = self.expr(e);
                let key = self.key(&x);
                (Ret::Res(x, key), None)
            }
        };
        if self.holds_local(&ret) {
            self.error(
                "this returns a resource held by a local variable or parameter of the helper: not supported yet",
                span,
            );
            return data;
        }
        if let Some(r) = self.ret.as_mut() {
            r.values.push((ret, under));
        }
        data
    }

    /// Whether a returned value names a local or parameter of the copy
    /// (which does not exist at the call).
    fn holds_local(&self, r: &Ret) -> bool {
        fn root(e: &Expr) -> Option<&str> {
            match &e.kind {
                ExprKind::Ident(n) => Some(n),
                ExprKind::Index(b, _) | ExprKind::Member(b, ..) => root(b),
                _ => None,
            }
        }
        fn ent_roots<'e>(e: &'e Ent, out: &mut Vec<&'e Expr>) {
            match e {
                Ent::Struct { slots, nested, .. } => {
                    out.extend(slots.values().filter_map(|s| match s {
                        super::Slot::Known(x, _) => Some(x),
                        _ => None,
                    }));
                    nested.values().for_each(|n| ent_roots(n, out));
                }
                Ent::Array(v) => v.iter().for_each(|n| ent_roots(n, out)),
                Ent::Bad(_) => {}
            }
        }
        let mut exprs = Vec::new();
        match r {
            Ret::Res(x, _) => exprs.push(x),
            Ret::Ent(e) => ent_roots(e, &mut exprs),
        }
        exprs.iter().any(|x| match root(x) {
            Some(n) => self.env.iter().any(|s| s.contains_key(n)),
            None => true,
        })
    }

    /// The copy's result decided: one value on every path, else OSH3021.
    pub(super) fn finish_returns(&mut self, decl: &mut FunctionDecl, ret: RetCtx) {
        let key = |r: &Ret| match r {
            Ret::Res(_, k) => k.clone(),
            Ret::Ent(e) => {
                let mut k = String::new();
                ent_key(e, &mut k);
                k
            }
        };
        let first = ret.values.first().map(|(r, _)| key(r));
        // Returns differing is a choice made under control flow (only the
        // last return, at the top of the body, is unconditional).
        let differ = ret.values.iter().any(|(r, _)| Some(key(r)) != first);
        let chosen = ret.values.iter().find(|(_, under)| differ && under.is_some());
        let value = match (chosen, ret.values.first()) {
            (Some((_, Some(sp))), _) => {
                let d = Diagnostic::error(
                    codes::SEM_UNSUPPORTED,
                    format!(
                        "`{}` returns a resource chosen at run time here: Metal needs it known when compiling",
                        ret.name
                    ),
                    ret.call,
                )
                .with_label(*sp, "returned under control flow here");
                self.diags.push(d);
                None
            }
            (_, Some((r, _))) => Some(r.clone()),
            (_, None) => {
                let msg = format!("`{}` never returns a resource", ret.name);
                self.error(msg, decl.name_span);
                None
            }
        };
        let data = self.rs_of(&decl.ret).is_some_and(|i| i.has_data);
        if !data {
            decl.ret = TypeExpr { name: "void".into(), args: Vec::new(), dims: Vec::new(), span: decl.ret.span };
        }
        let trivial = decl.body.as_ref().is_some_and(trivial);
        self.returns.insert(decl.name.clone(), Returned { value, trivial, data });
    }

    /// The place a call of such a copy stands for.
    pub(super) fn returned(&mut self, fname: &str, call: Expr, span: Span) -> Place {
        let Some(r) = self.returns.get(fname).cloned() else { return Place::Expr(Expr::error(span)) };
        match r.value {
            None => Place::Expr(Expr::error(span)),
            Some(Ret::Res(x, _)) if r.trivial => Place::Expr(Expr::new(x.kind, span)),
            Some(Ret::Res(x, _)) => Place::Expr(Expr::new(ExprKind::Comma(Box::new(call), Box::new(x)), span)),
            Some(Ret::Ent(e)) if r.data => Place::Ent(e, Some(call)),
            Some(Ret::Ent(e)) if r.trivial => Place::Ent(e, None),
            Some(Ret::Ent(_)) => {
                let msg = format!(
                    "`{fname}` does more than return its struct of resources, which has no data to return: not supported yet"
                );
                self.error(msg, span);
                Place::Expr(Expr::error(span))
            }
        }
    }
}

/// The functions copied per literal argument: those returning resources,
/// and, transitively, those passing one of their parameters to one of them
/// (`float4 f(int i) { return pick(i).Sample(…); }` called as `f(0)`).
pub(super) fn literal_copied(items: &[Item], returning: &OrdSet<String>) -> OrdSet<String> {
    let fns: Vec<&FunctionDecl> = items
        .iter()
        .filter_map(|i| match i {
            Item::Function(f) if f.body.is_some() => Some(f),
            _ => None,
        })
        .collect();
    // Only helpers: an entry point is called by nothing and keeps its body.
    let mut called = OrdSet::new();
    for f in &fns {
        if let Some(b) = &f.body {
            block_calls(b, &mut |name, _| {
                called.insert(name.to_string());
            });
        }
    }
    let mut set = returning.clone();
    // Each round adds at least one function or stops: bounded by their count.
    for _ in 0..=fns.len() {
        let before = set.len();
        for f in &fns {
            if set.contains(&f.name) || !called.contains(&f.name) {
                continue;
            }
            let params: OrdSet<String> = crate::sort::set(f.params.iter().map(|p| p.decl.name.clone()));
            let mut found = false;
            if let Some(b) = &f.body {
                block_calls(b, &mut |name, args| {
                    found |= set.contains(name)
                        && args.iter().any(|a| matches!(&a.kind, ExprKind::Ident(n) if params.contains(n.as_str())));
                });
            }
            if found {
                set.insert(f.name.clone());
            }
        }
        if set.len() == before {
            break;
        }
    }
    set
}

/// Every call by name in a block (recursion follows the tree, which the
/// parser bounded).
fn block_calls(b: &Block, visit: &mut dyn FnMut(&str, &[Expr])) {
    for s in &b.stmts {
        stmt_calls(s, visit);
    }
}

fn stmt_calls(s: &Stmt, visit: &mut dyn FnMut(&str, &[Expr])) {
    match &s.kind {
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => expr_calls(e, visit),
        StmtKind::Var(v) => v.declarators.iter().filter_map(|d| d.init.as_ref()).for_each(|e| expr_calls(e, visit)),
        StmtKind::Block(b) => block_calls(b, visit),
        StmtKind::If { cond, then, els } => {
            expr_calls(cond, visit);
            stmt_calls(then, visit);
            if let Some(e) = els {
                stmt_calls(e, visit);
            }
        }
        StmtKind::For { init, cond, step, body } => {
            if let Some(i) = init {
                stmt_calls(i, visit);
            }
            cond.iter().chain(step).for_each(|e| expr_calls(e, visit));
            stmt_calls(body, visit);
        }
        StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
            expr_calls(cond, visit);
            stmt_calls(body, visit);
        }
        StmtKind::Switch { selector, cases } => {
            expr_calls(selector, visit);
            cases.iter().flat_map(|c| &c.body).for_each(|s| stmt_calls(s, visit));
        }
        _ => {}
    }
}

fn expr_calls(e: &Expr, visit: &mut dyn FnMut(&str, &[Expr])) {
    match &e.kind {
        ExprKind::Call { callee, args } => {
            match callee {
                Callee::Name(n, _) => visit(n, args),
                Callee::Method { object, .. } => expr_calls(object, visit),
                _ => {}
            }
            args.iter().for_each(|a| expr_calls(a, visit));
        }
        ExprKind::Unary(_, a) | ExprKind::Cast(_, _, a) | ExprKind::Member(a, ..) => expr_calls(a, visit),
        ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) | ExprKind::Comma(a, b) | ExprKind::Index(a, b) => {
            expr_calls(a, visit);
            expr_calls(b, visit);
        }
        ExprKind::Ternary(a, b, c) => {
            expr_calls(a, visit);
            expr_calls(b, visit);
            expr_calls(c, visit);
        }
        ExprKind::InitList(l) => l.iter().for_each(|a| expr_calls(a, visit)),
        _ => {}
    }
}
