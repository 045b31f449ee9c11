//! Templates (HLSL 2021): struct and function templates are instantiated on
//! use by substitution in the tree. A type argument becomes a hidden
//! typedef the copy names; a value argument (`uint N`) becomes a literal.
//! Function arguments come from `f<…>(…)` or are deduced from the call's
//! argument types (`T`, `vector<T, N>`, `T x[N]` parameters). Instances are
//! cached by name; their number is bounded by [`MAX_INSTANCES`] (a template
//! that instantiates itself with ever new arguments stops there with
//! OSH3024), and instantiated functions nest within the call-depth budget.

use super::Lower;
use super::expr::Val;
use super::func::FnCtx;
use crate::diag::codes;
use crate::hlsl::ast::*;
use crate::hlsl::check::Ty;
use crate::source::Span;

/// Budget of instantiations per translation.
pub const MAX_INSTANCES: usize = 64;

/// A template argument.
#[derive(Clone, Debug, PartialEq)]
enum Bound {
    Type(Ty),
    Value(i64),
}

impl Lower<'_> {
    /// Register the templates of the file (by name; function templates may be overloaded).
    pub(super) fn collect_templates(&mut self, items: &[Item]) {
        for item in items {
            if let Item::Template(t) = item {
                let name = match &*t.item {
                    Item::Struct(s) => s.name.clone(),
                    Item::Function(f) => f.name.clone(),
                    _ => continue,
                };
                self.templates.entry(name).or_default().push(t.clone());
            }
        }
    }

    /// `Name<args>` of a struct template, instantiated on first use.
    pub(super) fn struct_instance(&mut self, t: &TypeExpr) -> Option<Ty> {
        let decl = self.templates.get(&t.name)?.iter().find(|d| matches!(*d.item, Item::Struct(_)))?.clone();
        let Item::Struct(s) = &*decl.item else { return None };
        let Some(bound) = self.bind_explicit(&decl, &t.args, t.span) else { return Some(Ty::Error) };
        let Some(bound) = bound.into_iter().collect::<Option<Vec<Bound>>>() else {
            self.template_error(format!("`{}` needs {} template arguments", t.name, decl.params.len()), t.span);
            return Some(Ty::Error);
        };
        let name = self.instance_name(&t.name, &bound);
        if let Some(&i) = self.struct_names.get(&name) {
            return Some(Ty::Struct(i));
        }
        if !self.count_instance(t.span) {
            return Some(Ty::Error);
        }
        let subst = self.substitution(&decl, &bound);
        let mut inst = s.clone();
        inst.name = name.clone();
        subst_struct(&mut inst, &subst);
        // Methods and static members as for any struct.
        let (items, diags) = super::methods::desugar(vec![Item::Struct(inst)]);
        self.diags.extend(diags);
        for item in &items {
            match item {
                Item::Struct(s) => self.declare_struct(s),
                Item::Var(v) => {
                    self.error(codes::SEM_UNSUPPORTED, "static members of struct templates are not supported", v.span)
                }
                _ => {}
            }
        }
        self.collect_functions(&items);
        self.struct_names.get(&name).map(|&i| Ty::Struct(i))
    }

    /// A call of a function template: `explicit` arguments first, the rest
    /// deduced from the argument values. `None` when `name` is no function template.
    pub(super) fn template_call(
        &mut self,
        f: &mut FnCtx,
        name: &str,
        explicit: &[TypeArg],
        args: &[Expr],
        sp: Span,
    ) -> Option<Val> {
        let decls: Vec<TemplateDecl> =
            self.templates.get(name)?.iter().filter(|d| matches!(*d.item, Item::Function(_))).cloned().collect();
        if decls.is_empty() {
            return None;
        }
        let vals: Vec<Val> = args.iter().map(|a| self.expr(f, a)).collect();
        if vals.iter().any(Val::is_error) {
            return Some(Val::error(sp));
        }
        for decl in &decls {
            let Item::Function(fd) = &*decl.item else { continue };
            let Some(mut bound) = self.bind_explicit(decl, explicit, sp) else { return Some(Val::error(sp)) };
            deduce(decl, fd, &vals, &mut bound);
            if bound.len() != decl.params.len() || bound.iter().any(Option::is_none) {
                continue;
            }
            let bound: Vec<Bound> = bound.into_iter().flatten().collect();
            let key = self.instance_name(name, &bound);
            if !self.functions.contains_key(&key) {
                if !self.count_instance(sp) {
                    return Some(Val::error(sp));
                }
                let subst = self.substitution(decl, &bound);
                let mut inst = fd.clone();
                inst.name = key.clone();
                subst_function(&mut inst, &subst);
                self.collect_functions(&[Item::Function(inst)]);
            }
            return Some(self.call_overloads(f, &key, name, vals, sp));
        }
        self.template_error(format!("the template arguments of `{name}` cannot be deduced from this call"), sp);
        Some(Val::error(sp))
    }

    /// Explicit arguments, as far as given (the rest `None`, to deduce).
    fn bind_explicit(&mut self, decl: &TemplateDecl, args: &[TypeArg], sp: Span) -> Option<Vec<Option<Bound>>> {
        if args.len() > decl.params.len() {
            self.template_error(format!("{} template arguments given, {} expected", args.len(), decl.params.len()), sp);
            return None;
        }
        let mut out = vec![None; decl.params.len()];
        for ((slot, p), a) in out.iter_mut().zip(&decl.params).zip(args) {
            *slot = Some(match (&p.value, a) {
                (None, TypeArg::Type(t)) => Bound::Type(self.resolve_type(t)),
                (Some(_), TypeArg::Expr(e)) => match self.const_eval(e).and_then(|c| c.as_i64()) {
                    Some(v) => Bound::Value(v),
                    None => {
                        self.error(codes::SEM_NOT_CONSTANT, "a template value argument must be a constant", e.span);
                        return None;
                    }
                },
                // `N` spelled as a type name (a macro or enum constant) or a type as an expression.
                (Some(_), TypeArg::Type(t)) => {
                    match self.const_eval(&Expr::new(ExprKind::Ident(t.name.clone()), t.span)).and_then(|c| c.as_i64())
                    {
                        Some(v) => Bound::Value(v),
                        None => {
                            self.template_error(format!("`{}` expects a value for `{}`", t.name, p.name), t.span);
                            return None;
                        }
                    }
                }
                (None, TypeArg::Expr(e)) => {
                    self.template_error(format!("`{}` expects a type", p.name), e.span);
                    return None;
                }
            });
        }
        Some(out)
    }

    /// Every type argument as a hidden typedef, every value as itself.
    fn substitution(&mut self, decl: &TemplateDecl, bound: &[Bound]) -> Vec<(String, Subst)> {
        let mut out = Vec::new();
        for (p, b) in decl.params.iter().zip(bound) {
            match b {
                Bound::Type(ty) => {
                    let hidden = format!("{}#{}", p.name, self.typedefs.len());
                    self.typedefs.insert(hidden.clone(), ty.clone());
                    out.push((p.name.clone(), Subst::Type(hidden)));
                }
                Bound::Value(v) => out.push((p.name.clone(), Subst::Value(*v))),
            }
        }
        out
    }

    /// `name_float3_4`: an identifier for the instance (naga and MSL names come from it).
    fn instance_name(&self, name: &str, bound: &[Bound]) -> String {
        let mut out = name.to_string();
        for b in bound {
            out.push('_');
            let part = match b {
                Bound::Type(t) => self.ty_name(t),
                Bound::Value(v) if *v < 0 => format!("m{}", v.unsigned_abs()),
                Bound::Value(v) => v.to_string(),
            };
            out.extend(part.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }));
        }
        out
    }

    fn count_instance(&mut self, sp: Span) -> bool {
        self.template_instances += 1;
        if self.template_instances > MAX_INSTANCES {
            if self.template_instances == MAX_INSTANCES + 1 {
                self.template_error(format!("more than {MAX_INSTANCES} template instantiations"), sp);
            }
            return false;
        }
        true
    }

    fn template_error(&mut self, msg: String, sp: Span) {
        self.error(codes::SEM_TEMPLATE, msg, sp);
    }
}

/// Deduce unbound parameters from the types of the call's arguments.
fn deduce(decl: &TemplateDecl, fd: &FunctionDecl, vals: &[Val], bound: &mut [Option<Bound>]) {
    let index = |n: &str| decl.params.iter().position(|p| p.name == n);
    let bind = |bound: &mut [Option<Bound>], n: &str, b: Bound| {
        if let Some(slot) = index(n).and_then(|i| bound.get_mut(i))
            && slot.is_none()
        {
            *slot = Some(b);
        }
    };
    let value_name = |a: &TypeArg| match a {
        TypeArg::Expr(Expr { kind: ExprKind::Ident(n), .. }) => Some(n.clone()),
        TypeArg::Type(t) if t.args.is_empty() => Some(t.name.clone()),
        _ => None,
    };
    for (p, v) in fd.params.iter().zip(vals) {
        let mut ty = v.ty.clone();
        // `T x[N]`
        if let (Some(Some(Expr { kind: ExprKind::Ident(n), .. })), Ty::Array(e, len)) = (p.decl.dims.first(), &ty) {
            bind(bound, n, Bound::Value(i64::from(*len)));
            ty = (**e).clone();
        }
        match (p.ty.name.as_str(), p.ty.args.as_slice(), &ty) {
            (n, [], _) if index(n).is_some() => bind(bound, n, Bound::Type(ty.clone())),
            ("vector", [t, n], Ty::Vector(s, len)) => {
                if let Some(t) = value_name(t) {
                    bind(bound, &t, Bound::Type(Ty::Scalar(*s)));
                }
                if let Some(n) = value_name(n) {
                    bind(bound, &n, Bound::Value(i64::from(*len)));
                }
            }
            ("matrix", [t, r, c], Ty::Matrix(s, rows, cols)) => {
                if let Some(t) = value_name(t) {
                    bind(bound, &t, Bound::Type(Ty::Scalar(*s)));
                }
                for (a, n) in [(r, rows), (c, cols)] {
                    if let Some(name) = value_name(a) {
                        bind(bound, &name, Bound::Value(i64::from(*n)));
                    }
                }
            }
            _ => {}
        }
    }
}

/// What a template parameter's name is replaced with.
#[derive(Clone, Debug)]
pub enum Subst {
    /// The hidden typedef holding the type argument.
    Type(String),
    Value(i64),
}

fn lookup<'s>(subst: &'s [(String, Subst)], name: &str) -> Option<&'s Subst> {
    subst.iter().find(|(n, _)| n == name).map(|(_, s)| s)
}

fn subst_struct(s: &mut StructDecl, subst: &[(String, Subst)]) {
    for m in &mut s.members {
        subst_var(m, subst);
    }
    for f in &mut s.methods {
        subst_function(f, subst);
    }
}

fn subst_function(f: &mut FunctionDecl, subst: &[(String, Subst)]) {
    subst_type(&mut f.ret, subst);
    for p in &mut f.params {
        subst_type(&mut p.ty, subst);
        subst_declarator(&mut p.decl, subst);
    }
    if let Some(b) = &mut f.body {
        subst_block(b, subst);
    }
}

fn subst_var(v: &mut VarDecl, subst: &[(String, Subst)]) {
    subst_type(&mut v.ty, subst);
    for d in &mut v.declarators {
        subst_declarator(d, subst);
    }
}

fn subst_declarator(d: &mut Declarator, subst: &[(String, Subst)]) {
    for e in d.dims.iter_mut().flatten() {
        subst_expr(e, subst);
    }
    if let Some(e) = &mut d.init {
        subst_expr(e, subst);
    }
}

fn subst_type(t: &mut TypeExpr, subst: &[(String, Subst)]) {
    if t.args.is_empty()
        && let Some(Subst::Type(hidden)) = lookup(subst, &t.name)
    {
        t.name = hidden.clone();
        return;
    }
    for a in &mut t.args {
        match a {
            TypeArg::Type(inner) => match lookup(subst, &inner.name) {
                // `vector<T, N>` parses `N` as a type name.
                Some(Subst::Value(v)) if inner.args.is_empty() => {
                    *a = TypeArg::Expr(Expr::new(ExprKind::Int(v.unsigned_abs(), IntSuffix::None), inner.span));
                }
                _ => subst_type(inner, subst),
            },
            TypeArg::Expr(e) => subst_expr(e, subst),
        }
    }
}

fn subst_block(b: &mut Block, subst: &[(String, Subst)]) {
    for s in &mut b.stmts {
        subst_stmt(s, subst);
    }
}

fn subst_stmt(s: &mut Stmt, subst: &[(String, Subst)]) {
    match &mut s.kind {
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => subst_expr(e, subst),
        StmtKind::Var(v) => subst_var(v, subst),
        StmtKind::Block(b) => subst_block(b, subst),
        StmtKind::If { cond, then, els } => {
            subst_expr(cond, subst);
            subst_stmt(then, subst);
            if let Some(e) = els {
                subst_stmt(e, subst);
            }
        }
        StmtKind::For { init, cond, step, body } => {
            if let Some(i) = init {
                subst_stmt(i, subst);
            }
            if let Some(c) = cond {
                subst_expr(c, subst);
            }
            if let Some(st) = step {
                subst_expr(st, subst);
            }
            subst_stmt(body, subst);
        }
        StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
            subst_expr(cond, subst);
            subst_stmt(body, subst);
        }
        StmtKind::Switch { selector, cases } => {
            subst_expr(selector, subst);
            for c in cases {
                for l in c.labels.iter_mut().filter_map(|l| l.value.as_mut()) {
                    subst_expr(l, subst);
                }
                for st in &mut c.body {
                    subst_stmt(st, subst);
                }
            }
        }
        _ => {}
    }
}

fn subst_expr(e: &mut Expr, subst: &[(String, Subst)]) {
    match &mut e.kind {
        ExprKind::Ident(n) => {
            if let Some(Subst::Value(v)) = lookup(subst, n) {
                let lit = Expr::new(ExprKind::Int(v.unsigned_abs(), IntSuffix::None), e.span);
                e.kind = if *v < 0 { ExprKind::Unary(UnOp::Neg, Box::new(lit)) } else { lit.kind };
            }
        }
        ExprKind::Unary(_, a) | ExprKind::Member(a, _, _) => subst_expr(a, subst),
        ExprKind::Cast(t, dims, a) => {
            subst_type(t, subst);
            for d in dims.iter_mut().flatten() {
                subst_expr(d, subst);
            }
            subst_expr(a, subst);
        }
        ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) | ExprKind::Comma(a, b) | ExprKind::Index(a, b) => {
            subst_expr(a, subst);
            subst_expr(b, subst);
        }
        ExprKind::Ternary(a, b, c) => {
            subst_expr(a, subst);
            subst_expr(b, subst);
            subst_expr(c, subst);
        }
        ExprKind::Call { callee, args } => {
            match callee {
                Callee::Type(t) => subst_type(t, subst),
                Callee::Method { object, template, .. } => {
                    subst_expr(object, subst);
                    for a in template {
                        match a {
                            TypeArg::Type(t) => subst_type(t, subst),
                            TypeArg::Expr(x) => subst_expr(x, subst),
                        }
                    }
                }
                Callee::Template { args: targs, .. } => {
                    for a in targs {
                        match a {
                            TypeArg::Type(t) => subst_type(t, subst),
                            TypeArg::Expr(x) => subst_expr(x, subst),
                        }
                    }
                }
                Callee::Name(..) => {}
            }
            for a in args {
                subst_expr(a, subst);
            }
        }
        ExprKind::InitList(l) => {
            for x in l {
                subst_expr(x, subst);
            }
        }
        _ => {}
    }
}
