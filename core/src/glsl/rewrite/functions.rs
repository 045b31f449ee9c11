//! User function definitions, translated on the GLSL syntax tree.
//!
//! The GLSL parser (`hlsl::parse::parse_glsl`) gives every function its
//! statements and expressions as a tree, with scopes: a name declared in a
//! function (a parameter, a local) hides a global, a block member or a
//! built-in of the same name, as GLSL says. This pass turns such a function
//! into the tree the HLSL lowering takes (HLSL type names, GLSL built-in
//! functions under the names the lowering knows them by, block members as
//! the globals the rewriter declared for them), and the rewriter emits a
//! placeholder prototype that `glsl::parse_and_lower` replaces with it.
//!
//! The pass is the front-end's function translation as it moves off tokens:
//! a function using a construct it does not translate yet (textures,
//! images, atomics on counters, subgroup masks, …) is left to the token
//! path ([`Rewriter::body`]), with the reason in [`Unhandled`]. Nothing a
//! function does is recorded (helpers, matrix constructors) unless the
//! whole function translates, so the two paths never mix in one function.

use super::{Rewriter, function_name, glsl_helper, opaque, relational, square_matrix, subpass_texel, type_name};
use super::{ballot_helper, unsupported_builtin};
use crate::hlsl::ast::{
    Block, Callee, Declarator, Expr, ExprKind, FunctionDecl, IntSuffix, Modifiers, Param, Qualifier, Stmt, StmtKind,
    TypeExpr, UnOp, VarDecl,
};
use crate::source::Span;
use crate::syntax::lex::lex_str;
use crate::syntax::token::{Punct, Token};

/// Why a function is left to the token path: a construct this pass does not
/// translate yet.
pub(crate) type Unhandled = &'static str;

/// What translating a function asks of the rewriter's shared output, applied
/// only when the whole function translated.
#[derive(Default)]
struct Effects {
    helpers: Vec<&'static str>,
    needs_mod: bool,
    needs_inverse: bool,
    matrix_ctors: Vec<u8>,
}

/// GLSL qualifiers a parameter or local may carry that change nothing below
/// the parser (precision is a hint, `restrict`/`coherent`/`volatile` matter
/// only for memory, which this pass does not take).
const DROPPED_QUALIFIERS: &[&str] = &["highp", "mediump", "lowp", "in", "out", "inout", "const", "precise"];

struct Translate<'r, 'a> {
    r: &'r Rewriter<'a>,
    /// Names declared in the function, innermost scope last; `scopes` holds
    /// the length of `locals` at each open scope.
    locals: Vec<String>,
    scopes: Vec<usize>,
    effects: Effects,
}

impl Rewriter<'_> {
    /// The function definition `decl` (its tokens) translated on the tree:
    /// its placeholder prototype is emitted and `true` returned; `false`
    /// leaves it to the token path.
    pub(super) fn tree_function_placeholder(&mut self, decl: &[Token]) -> bool {
        let Some(name) = decl.iter().position(|t| t.is_punct(Punct::LParen)).and_then(|k| decl.get(k.checked_sub(1)?))
        else {
            return false;
        };
        let Some(f) = self.tree_functions.get(&name.span.start).copied() else { return false };
        if f.name != name.text {
            return false;
        }
        let hoisted = std::mem::take(&mut self.hoisted_structs);
        let out = self.tree_function(f, &hoisted);
        self.hoisted_structs = hoisted;
        self.function_report.push((f.name.clone(), out.as_ref().err().copied()));
        let Ok(out) = out else { return false };
        let k = self.functions.len();
        self.functions.push(out);
        let span = name.span;
        self.emit_at(span, &format!("void {}();", placeholder(k)));
        true
    }

    /// The GLSL function `f` as the HLSL lowering's tree, or why the token
    /// path translates it. `hoisted` are the spans of structs the parser
    /// took out of function bodies (a local `struct` is not taken here).
    pub(super) fn tree_function(&mut self, f: &FunctionDecl, hoisted: &[Span]) -> Result<FunctionDecl, Unhandled> {
        if hoisted.iter().any(|s| s.start >= f.span.start && s.end <= f.span.end) {
            return Err("a struct declared in a function");
        }
        let mut t = Translate { r: self, locals: Vec::new(), scopes: Vec::new(), effects: Effects::default() };
        let out = t.function(f)?;
        let effects = std::mem::take(&mut t.effects);
        for h in effects.helpers {
            self.need_helper(h);
        }
        self.needs_mod |= effects.needs_mod;
        self.needs_inverse |= effects.needs_inverse;
        for n in effects.matrix_ctors {
            self.matrix_ctors.insert(n);
        }
        if out.name == "__glsl_main" {
            self.has_main = true;
        }
        Ok(out)
    }
}

impl Translate<'_, '_> {
    fn function(&mut self, f: &FunctionDecl) -> Result<FunctionDecl, Unhandled> {
        let Some(body) = &f.body else { return Err("a prototype") };
        if !f.ret.dims.is_empty() {
            return Err("a function returning an array");
        }
        self.qualifiers(&f.modifiers)?;
        let name = if f.name == "main" {
            if f.ret.name != "void" || !f.params.is_empty() {
                return Err("`main` with a result or parameters");
            }
            "__glsl_main".to_string()
        } else {
            self.r.respelled.get(&f.name).cloned().unwrap_or_else(|| f.name.clone())
        };
        let ret = self.ty(&f.ret)?;
        self.open();
        let mut params = Vec::with_capacity(f.params.len());
        for p in &f.params {
            params.push(self.param(p)?);
        }
        let body = self.block(body)?;
        self.close();
        Ok(FunctionDecl {
            attributes: Vec::new(),
            modifiers: Modifiers::default(),
            ret,
            name,
            name_span: f.name_span,
            params,
            annotations: Vec::new(),
            body: Some(body),
            span: f.span,
        })
    }

    fn open(&mut self) {
        self.scopes.push(self.locals.len());
    }

    fn close(&mut self) {
        if let Some(n) = self.scopes.pop() {
            self.locals.truncate(n);
        }
    }

    fn is_local(&self, name: &str) -> bool {
        self.locals.iter().any(|l| l == name)
    }

    /// The HLSL modifiers of GLSL qualifiers this pass takes.
    fn qualifiers(&self, m: &Modifiers) -> Result<Modifiers, Unhandled> {
        for q in &m.glsl {
            match q {
                Qualifier::Word(w, _) if DROPPED_QUALIFIERS.contains(&w.as_str()) => {
                    if w == "mediump" && self.r.mediump_as_half {
                        return Err("`mediump` as `half`");
                    }
                }
                _ => return Err("a qualifier"),
            }
        }
        Ok(Modifiers { is_const: m.is_const, precise: m.precise, inout: m.inout, ..Modifiers::default() })
    }

    /// A GLSL type as written → its HLSL spelling (array dimensions are the
    /// caller's).
    fn ty(&self, ty: &TypeExpr) -> Result<TypeExpr, Unhandled> {
        let name = ty.name.as_str();
        if opaque(name).is_some() || subpass_texel(name).is_some() || name == "samplerShadow" || name == "sampler" {
            return Err("an opaque type");
        }
        if !ty.args.is_empty() {
            return Err("a template type");
        }
        let hlsl = match type_name(name) {
            Some(h) => h,
            None => match self.r.respelled_types.get(name) {
                Some(n) => n.clone(),
                None if crate::glsl::is_builtin_type(name)
                    && !matches!(name, "void" | "float" | "int" | "uint" | "bool" | "double") =>
                {
                    return Err("a built-in type");
                }
                None => name.to_string(),
            },
        };
        Ok(TypeExpr { name: hlsl, args: Vec::new(), dims: Vec::new(), span: ty.span })
    }

    fn param(&mut self, p: &Param) -> Result<Param, Unhandled> {
        let modifiers = self.qualifiers(&p.modifiers)?;
        let ty = self.ty(&p.ty)?;
        let mut decl = self.declarator(&p.decl, &p.ty)?;
        if decl.init.is_some() {
            return Err("a default argument");
        }
        decl.annotations.clear();
        self.locals.push(p.decl.name.clone());
        Ok(Param { modifiers, ty, decl, span: p.span })
    }

    /// A declarator with the array dimensions of GLSL's type (`float[3] a`)
    /// moved onto it, as the HLSL tree has them.
    fn declarator(&mut self, d: &Declarator, ty: &TypeExpr) -> Result<Declarator, Unhandled> {
        if !ty.dims.is_empty() && !d.dims.is_empty() {
            return Err("array dimensions on both the type and the name");
        }
        let dims = if d.dims.is_empty() { &ty.dims } else { &d.dims };
        let mut out_dims = Vec::with_capacity(dims.len());
        for dim in dims {
            out_dims.push(match dim {
                Some(e) => Some(self.expr(e)?),
                None => None,
            });
        }
        let init = match &d.init {
            Some(e) => Some(self.expr(e)?),
            None => None,
        };
        if init.is_none() && out_dims.iter().any(Option::is_none) {
            return Err("an unsized array");
        }
        Ok(Declarator { name: d.name.clone(), name_span: d.name_span, dims: out_dims, annotations: Vec::new(), init })
    }

    fn var(&mut self, v: &VarDecl) -> Result<VarDecl, Unhandled> {
        if !v.attributes.is_empty() {
            return Err("an attribute");
        }
        let modifiers = self.qualifiers(&v.modifiers)?;
        let ty = self.ty(&v.ty)?;
        let mut declarators = Vec::with_capacity(v.declarators.len());
        for d in &v.declarators {
            // The name is in scope from its own initializer on (GLSL 4.60
            // §4.2.2); the initializer reading an outer name of the same
            // spelling is rare enough to leave to the token path.
            if d.init.as_ref().is_some_and(|e| mentions(e, &d.name)) {
                return Err("an initializer naming the variable it declares");
            }
            declarators.push(self.declarator(d, &v.ty)?);
            self.locals.push(d.name.clone());
        }
        Ok(VarDecl { attributes: Vec::new(), modifiers, ty, declarators, span: v.span })
    }

    fn block(&mut self, b: &Block) -> Result<Block, Unhandled> {
        self.open();
        let mut stmts = Vec::with_capacity(b.stmts.len());
        for s in &b.stmts {
            stmts.push(self.stmt(s)?);
        }
        self.close();
        Ok(Block { stmts, span: b.span })
    }

    /// A statement that opens a scope of its own (a loop body, a branch).
    fn scoped(&mut self, s: &Stmt) -> Result<Box<Stmt>, Unhandled> {
        self.open();
        let out = self.stmt(s);
        self.close();
        out.map(Box::new)
    }

    /// One statement. Each kind is a function of its own whose result is
    /// this one's, so no frame nested blocks recurse through holds more
    /// than one statement (a debug build on wasm's 1 MiB stack).
    fn stmt(&mut self, s: &Stmt) -> Result<Stmt, Unhandled> {
        if !s.attributes.is_empty() {
            return Err("a statement attribute");
        }
        let kind = self.stmt_kind(&s.kind)?;
        Ok(Stmt { kind, attributes: Vec::new(), span: s.span })
    }

    #[inline(never)]
    fn stmt_kind(&mut self, kind: &StmtKind) -> Result<StmtKind, Unhandled> {
        match kind {
            StmtKind::Empty => Ok(StmtKind::Empty),
            StmtKind::Expr(e) => self.expr_stmt(e),
            StmtKind::Var(v) => self.var_stmt(v),
            StmtKind::Block(b) => self.block_stmt(b),
            StmtKind::If { cond, then, els } => self.if_stmt(cond, then, els.as_deref()),
            StmtKind::For { init, cond, step, body } => {
                self.for_stmt(init.as_deref(), cond.as_ref(), step.as_ref(), body)
            }
            StmtKind::While { cond, body } => self.while_stmt(cond, body, false),
            StmtKind::DoWhile { body, cond } => self.while_stmt(cond, body, true),
            StmtKind::Switch { selector, cases } => self.switch_stmt(selector, cases),
            StmtKind::Break => Ok(StmtKind::Break),
            StmtKind::Continue => Ok(StmtKind::Continue),
            StmtKind::Return(v) => self.return_stmt(v.as_ref()),
            StmtKind::Discard => Ok(StmtKind::Discard),
            StmtKind::Error => Err("a syntax error"),
        }
    }

    #[inline(never)]
    fn var_stmt(&mut self, v: &VarDecl) -> Result<StmtKind, Unhandled> {
        Ok(StmtKind::Var(self.var(v)?))
    }

    #[inline(never)]
    fn block_stmt(&mut self, b: &Block) -> Result<StmtKind, Unhandled> {
        Ok(StmtKind::Block(self.block(b)?))
    }

    #[inline(never)]
    fn expr_stmt(&mut self, e: &Expr) -> Result<StmtKind, Unhandled> {
        if let ExprKind::Ident(n) = &e.kind
            && !self.is_local(n)
        {
            // `demote;` (GL_EXT_demote_to_helper_invocation) is Metal's
            // `discard_fragment()`, which demotes the thread to a helper.
            if n == "demote" {
                return Ok(StmtKind::Discard);
            }
            // A built-in variable alone as a statement reads nothing anyone
            // sees, and asks the stage for no input.
            if n.starts_with("gl_") {
                return Ok(StmtKind::Empty);
            }
        }
        Ok(StmtKind::Expr(self.expr(e)?))
    }

    #[inline(never)]
    fn if_stmt(&mut self, cond: &Expr, then: &Stmt, els: Option<&Stmt>) -> Result<StmtKind, Unhandled> {
        let cond = self.expr(cond)?;
        let then = self.scoped(then)?;
        let els = match els {
            Some(e) => Some(self.scoped(e)?),
            None => None,
        };
        Ok(StmtKind::If { cond, then, els })
    }

    #[inline(never)]
    fn for_stmt(
        &mut self,
        init: Option<&Stmt>,
        cond: Option<&Expr>,
        step: Option<&Expr>,
        body: &Stmt,
    ) -> Result<StmtKind, Unhandled> {
        self.open();
        let out = self.for_parts(init, cond, step, body);
        self.close();
        out
    }

    fn for_parts(
        &mut self,
        init: Option<&Stmt>,
        cond: Option<&Expr>,
        step: Option<&Expr>,
        body: &Stmt,
    ) -> Result<StmtKind, Unhandled> {
        let init = match init {
            Some(i) => Some(Box::new(self.stmt(i)?)),
            None => None,
        };
        let cond = cond.map(|c| self.expr(c)).transpose()?;
        let step = step.map(|c| self.expr(c)).transpose()?;
        let body = self.scoped(body)?;
        Ok(StmtKind::For { init, cond, step, body })
    }

    #[inline(never)]
    fn while_stmt(&mut self, cond: &Expr, body: &Stmt, do_while: bool) -> Result<StmtKind, Unhandled> {
        if do_while {
            let body = self.scoped(body)?;
            return Ok(StmtKind::DoWhile { body, cond: self.expr(cond)? });
        }
        let cond = self.expr(cond)?;
        Ok(StmtKind::While { cond, body: self.scoped(body)? })
    }

    #[inline(never)]
    fn switch_stmt(&mut self, selector: &Expr, cases: &[crate::hlsl::ast::Case]) -> Result<StmtKind, Unhandled> {
        let selector = self.expr(selector)?;
        self.open();
        let out = self.cases(cases);
        self.close();
        Ok(StmtKind::Switch { selector, cases: out? })
    }

    fn cases(&mut self, cases: &[crate::hlsl::ast::Case]) -> Result<Vec<crate::hlsl::ast::Case>, Unhandled> {
        let mut out = Vec::with_capacity(cases.len());
        for c in cases {
            let mut labels = Vec::with_capacity(c.labels.len());
            for l in &c.labels {
                let value = l.value.as_ref().map(|v| self.expr(v)).transpose()?;
                labels.push(crate::hlsl::ast::CaseLabel { value, span: l.span });
            }
            let mut body = Vec::with_capacity(c.body.len());
            for s in &c.body {
                body.push(self.stmt(s)?);
            }
            out.push(crate::hlsl::ast::Case { labels, body, span: c.span });
        }
        Ok(out)
    }

    #[inline(never)]
    fn return_stmt(&mut self, v: Option<&Expr>) -> Result<StmtKind, Unhandled> {
        Ok(StmtKind::Return(v.map(|e| self.expr(e)).transpose()?))
    }

    fn exprs(&mut self, es: &[Expr]) -> Result<Vec<Expr>, Unhandled> {
        es.iter().map(|e| self.expr(e)).collect()
    }

    fn boxed(&mut self, e: &Expr) -> Result<Box<Expr>, Unhandled> {
        self.expr(e).map(Box::new)
    }

    fn expr(&mut self, e: &Expr) -> Result<Expr, Unhandled> {
        let span = e.span;
        let kind = match &e.kind {
            ExprKind::Int(v, s) => ExprKind::Int(*v, *s),
            ExprKind::Float(v, s) => ExprKind::Float(*v, *s),
            ExprKind::Bool(b) => ExprKind::Bool(*b),
            ExprKind::Ident(name) => return self.ident(name, span),
            ExprKind::Unary(op, a) => ExprKind::Unary(*op, self.boxed(a)?),
            ExprKind::Binary(..) => return self.binary_chain(e),
            ExprKind::Assign(op, a, b) => ExprKind::Assign(*op, self.boxed(a)?, self.boxed(b)?),
            ExprKind::Ternary(c, a, b) => ExprKind::Ternary(self.boxed(c)?, self.boxed(a)?, self.boxed(b)?),
            ExprKind::Comma(a, b) => ExprKind::Comma(self.boxed(a)?, self.boxed(b)?),
            ExprKind::Cast(..) => return Err("a cast"),
            ExprKind::Call { callee, args } => return self.call(callee, args, span),
            ExprKind::Member(object, member, mspan) => return self.member(object, member, *mspan, span),
            ExprKind::Index(a, i) => {
                if matches!(&a.kind, ExprKind::Ident(n) if !self.is_local(n) && n == "gl_FragData") {
                    return Err("`gl_FragData`");
                }
                ExprKind::Index(self.boxed(a)?, self.boxed(i)?)
            }
            ExprKind::InitList(items) => ExprKind::InitList(self.exprs(items)?),
            ExprKind::Error => return Err("a syntax error"),
        };
        Ok(Expr { kind, span })
    }

    /// `a + b + … + z`, a tree as deep as the chain is long (the parser
    /// builds it in a loop, up to its chain budget): its left spine is
    /// walked in a loop, so the stack holds one operand at a time.
    fn binary_chain(&mut self, e: &Expr) -> Result<Expr, Unhandled> {
        let mut spine = Vec::new();
        let mut leftmost = e;
        while let ExprKind::Binary(op, a, b) = &leftmost.kind {
            spine.push((*op, b.as_ref(), leftmost.span));
            leftmost = a;
        }
        let mut acc = self.expr(leftmost)?;
        while let Some((op, b, span)) = spine.pop() {
            let b = self.boxed(b)?;
            acc = Expr::new(ExprKind::Binary(op, Box::new(acc), b), span);
        }
        Ok(acc)
    }

    /// A name not followed by `.member` (see [`Translate::member`]).
    fn ident(&mut self, name: &str, span: Span) -> Result<Expr, Unhandled> {
        let plain = Ok(Expr::new(ExprKind::Ident(name.to_string()), span));
        if self.is_local(name) {
            return plain;
        }
        let r = self.r;
        if r.combined.contains_key(name)
            || r.opaque_types.contains_key(name)
            || r.subpass_params.contains(name)
            || r.counters.contains_key(name)
            || r.block_arrays.contains(name)
        {
            return Err("a texture, image, counter or array of blocks");
        }
        if name.starts_with("gl_") && special_builtin(name) {
            return Err("a built-in variable with a translation of its own");
        }
        if let Some(rep) = r.bare_members.get(name) {
            return replacement(rep, span);
        }
        plain
    }

    fn member(&mut self, object: &Expr, member: &str, mspan: Span, span: Span) -> Result<Expr, Unhandled> {
        if member == "gl_CullDistance" {
            return Err("a built-in variable with a translation of its own");
        }
        if let ExprKind::Ident(inst) = &object.kind
            && !self.is_local(inst)
        {
            let r = self.r;
            if r.dropped_instances.contains(inst) {
                return Ok(Expr::new(ExprKind::Ident(member.to_string()), mspan));
            }
            if let Some(rep) = r.instance_rewrites.get(&super::instance_key(inst, member)) {
                return replacement(rep, object.span.to(mspan));
            }
            if let Some(rep) = r.instance_rewrites.get(&super::instance_key(inst, "")) {
                let object = replacement(rep, object.span)?;
                return Ok(Expr::new(ExprKind::Member(Box::new(object), member.to_string(), mspan), span));
            }
            // `gl_WorkGroupSize.x`: a constant (it may size an array), the
            // size the shader declared, or the specialization constant that
            // sets it.
            if inst == "gl_WorkGroupSize"
                && let Some(size) = r.local_size
                && let Some(axis) = ["x", "y", "z"].iter().position(|a| *a == member)
                && let Some(n) = size.get(axis)
            {
                return Ok(match r.local_size_spec.get(axis).cloned().flatten() {
                    Some((name, _)) => {
                        let uint = TypeExpr { name: "uint".into(), args: Vec::new(), dims: Vec::new(), span };
                        let arg = Expr::new(ExprKind::Ident(name), span);
                        Expr::new(ExprKind::Call { callee: Callee::Type(uint), args: vec![arg] }, span)
                    }
                    None => {
                        Expr::new(ExprKind::Int(u64::try_from(*n).map_err(|_| "a negative size")?, IntSuffix::U), span)
                    }
                });
            }
        }
        let object = self.boxed(object)?;
        Ok(Expr::new(ExprKind::Member(object, member.to_string(), mspan), span))
    }

    fn call(&mut self, callee: &Callee, args: &[Expr], span: Span) -> Result<Expr, Unhandled> {
        let call = |callee: Callee, args: Vec<Expr>| Ok(Expr::new(ExprKind::Call { callee, args }, span));
        let named = |name: &str, nspan: Span| Callee::Name(name.to_string(), nspan);
        match callee {
            Callee::Type(ty) => {
                if !ty.dims.is_empty() {
                    return Err("an array constructor");
                }
                if let Some(n) = square_matrix(&ty.name)
                    && args.len() == 1
                {
                    self.effects.matrix_ctors.push(n);
                    let args = self.exprs(args)?;
                    return call(named(&format!("__glsl_mat{n}"), ty.span), args);
                }
                let ty = self.ty(ty)?;
                let args = self.exprs(args)?;
                call(Callee::Type(ty), args)
            }
            Callee::Method { object, name, template, span: nspan } => {
                if name == "length" && args.is_empty() && template.is_empty() {
                    // Diagnostics about the length point at `length`.
                    let object = self.expr(object)?;
                    let args = vec![object];
                    return Ok(Expr::new(ExprKind::Call { callee: named("__glsl_length", *nspan), args }, *nspan));
                }
                Err("a method call")
            }
            Callee::Template { .. } => Err("a template call"),
            Callee::Name(name, nspan) => self.builtin_call(name, *nspan, args, span),
        }
    }

    /// A call by name: a user function, or a GLSL built-in under the name
    /// the lowering knows it by.
    fn builtin_call(&mut self, name: &str, nspan: Span, args: &[Expr], span: Span) -> Result<Expr, Unhandled> {
        let call = |name: &str, args: Vec<Expr>| {
            Ok(Expr::new(ExprKind::Call { callee: Callee::Name(name.to_string(), nspan), args }, span))
        };
        if self.is_local(name) {
            return Err("a call of a local's name");
        }
        let r = self.r;
        if r.user_fns.contains(name) {
            if args.iter().any(|a| self.mentions_opaque(a)) {
                return Err("a texture or image passed to a function");
            }
            let args = self.exprs(args)?;
            return call(r.respelled.get(name).map(String::as_str).unwrap_or(name), args);
        }
        if let Some(op) = relational(name) {
            let [a, b] = args else { return Err("a relational built-in's argument count") };
            let op = match op {
                "<" => crate::hlsl::ast::BinOp::Lt,
                "<=" => crate::hlsl::ast::BinOp::Le,
                ">" => crate::hlsl::ast::BinOp::Gt,
                _ => crate::hlsl::ast::BinOp::Ge,
            };
            return Ok(Expr::new(ExprKind::Binary(op, self.boxed(a)?, self.boxed(b)?), span));
        }
        let renamed: &str = match name {
            "equal" => "__glsl_equal",
            "notEqual" => "__glsl_notEqual",
            _ if glsl_helper(name).is_some() => {
                let h = glsl_helper(name).unwrap_or_default();
                self.effects.helpers.push(h);
                h
            }
            "allInvocationsEqual" | "allInvocationsEqualARB" => "__glsl_all_equal",
            _ if name.starts_with("imageAtomic") => return Err("an image atomic"),
            "EmitVertex" | "EndPrimitive" => return Err("a geometry shader's emission"),
            _ if unsupported_builtin(name).is_some() => return Err("a built-in Metal lacks"),
            _ if ballot_helper(name).is_some() => {
                let h = ballot_helper(name).unwrap_or_default();
                self.effects.helpers.push(h);
                h
            }
            "subgroupInclusiveAdd" => "__glsl_inclusive_add",
            "subgroupInclusiveMul" => "__glsl_inclusive_mul",
            "subgroupAllEqual" => "__glsl_all_equal",
            "subgroupShuffleXor" | "subgroupShuffleUp" | "subgroupShuffleDown" => return Err("a relative shuffle"),
            _ if (name.starts_with("subgroupInclusive") || name.starts_with("subgroupExclusive"))
                && function_name(name).is_none() =>
            {
                return Err("a scan Metal lacks");
            }
            "not" if args.len() == 1 => {
                let [a] = args else { return Err("`not`") };
                return Ok(Expr::new(ExprKind::Unary(UnOp::Not, self.boxed(a)?), span));
            }
            "mod" => {
                self.effects.needs_mod = true;
                "__glsl_mod"
            }
            "inverse" => {
                self.effects.needs_inverse = true;
                "__glsl_inverse"
            }
            "debugPrintfEXT" => "printf",
            "atan" if args.len() == 2 => "atan2",
            _ if name.starts_with("atomicCounter") && function_name(name).is_none() => {
                return Err("an atomic counter");
            }
            "atomicStore" => return Err("a scoped atomic"),
            "atomicAdd" | "atomicMin" | "atomicMax" | "atomicAnd" | "atomicOr" | "atomicXor" | "atomicExchange"
                if args.len() == 5 =>
            {
                return Err("a scoped atomic");
            }
            "atomicCompSwap" if args.len() == 8 => return Err("a scoped atomic"),
            "helperInvocationEXT" | "beginInvocationInterlockARB" | "endInvocationInterlockARB" | "subpassLoad" => {
                return Err("a fragment built-in with a translation of its own");
            }
            _ if is_texture_function(name) => return Err("a texture or image function"),
            _ => function_name(name).unwrap_or(name),
        };
        if args.iter().any(|a| self.mentions_opaque(a)) {
            return Err("a texture or image argument");
        }
        let args = self.exprs(args)?;
        call(renamed, args)
    }

    /// `e` names a texture, image or sampler global (not hidden by a local).
    fn mentions_opaque(&self, e: &Expr) -> bool {
        let r = self.r;
        let mut found = false;
        visit(e, &mut |x| {
            if let ExprKind::Ident(n) = &x.kind
                && !self.is_local(n)
                && (r.combined.contains_key(n) || r.opaque_types.contains_key(n) || r.subpass_params.contains(n))
            {
                found = true;
            }
        });
        found
    }
}

/// The built-in variables the token path gives a translation of their own
/// (a call, a constant, a per-sample function, an error).
fn special_builtin(name: &str) -> bool {
    matches!(name, "gl_SamplePosition" | "gl_HelperInvocation" | "gl_DeviceIndex" | "gl_FragData" | "gl_CullDistance")
        || name.starts_with("gl_Subgroup")
        || name.starts_with("gl_SubGroup")
        || name == "gl_NumSubgroups"
}

/// GLSL's texture, image and shadow-lookup functions.
fn is_texture_function(name: &str) -> bool {
    name.starts_with("texture")
        || name.starts_with("texel")
        || name.starts_with("image")
        || name.starts_with("shadow")
        || name == "textureSamples"
}

/// The HLSL text the rewriter declared for a block member (`Scene.tint`,
/// `_Particles[0].data`), as an expression with the user's span.
fn replacement(text: &str, span: Span) -> Result<Expr, Unhandled> {
    let lexed = lex_str(text, 0);
    if !lexed.problems.is_empty() {
        return Err("a replacement that does not lex");
    }
    let mut tokens = lexed.tokens;
    for t in &mut tokens {
        t.span = span;
    }
    let mut e = crate::hlsl::parse::parse_expression(&tokens).ok_or("a replacement that does not parse")?;
    respan(&mut e, span);
    Ok(e)
}

/// Every node of `e` spans `span` (the user's name it stands for).
fn respan(e: &mut Expr, span: Span) {
    e.span = span;
    match &mut e.kind {
        ExprKind::Unary(_, a) => respan(a, span),
        ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) | ExprKind::Comma(a, b) | ExprKind::Index(a, b) => {
            respan(a, span);
            respan(b, span);
        }
        ExprKind::Ternary(a, b, c) => {
            respan(a, span);
            respan(b, span);
            respan(c, span);
        }
        ExprKind::Member(a, _, s) => {
            *s = span;
            respan(a, span);
        }
        ExprKind::Call { callee, args } => {
            match callee {
                Callee::Name(_, s) | Callee::Template { span: s, .. } => *s = span,
                Callee::Type(t) => t.span = span,
                Callee::Method { object, span: s, .. } => {
                    *s = span;
                    respan(object, span);
                }
            }
            for a in args {
                respan(a, span);
            }
        }
        ExprKind::InitList(items) => {
            for a in items {
                respan(a, span);
            }
        }
        ExprKind::Cast(t, _, a) => {
            t.span = span;
            respan(a, span);
        }
        ExprKind::Int(..) | ExprKind::Float(..) | ExprKind::Bool(_) | ExprKind::Ident(_) | ExprKind::Error => {}
    }
}

/// Call `f` on `e` and every expression inside it.
fn visit(e: &Expr, f: &mut dyn FnMut(&Expr)) {
    f(e);
    match &e.kind {
        ExprKind::Unary(_, a) | ExprKind::Member(a, _, _) | ExprKind::Cast(_, _, a) => visit(a, f),
        ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) | ExprKind::Comma(a, b) | ExprKind::Index(a, b) => {
            visit(a, f);
            visit(b, f);
        }
        ExprKind::Ternary(a, b, c) => {
            visit(a, f);
            visit(b, f);
            visit(c, f);
        }
        ExprKind::Call { callee, args } => {
            if let Callee::Method { object, .. } = callee {
                visit(object, f);
            }
            for a in args {
                visit(a, f);
            }
        }
        ExprKind::InitList(items) => {
            for a in items {
                visit(a, f);
            }
        }
        ExprKind::Int(..) | ExprKind::Float(..) | ExprKind::Bool(_) | ExprKind::Ident(_) | ExprKind::Error => {}
    }
}

/// `e` reads the name `name`.
fn mentions(e: &Expr, name: &str) -> bool {
    let mut found = false;
    visit(e, &mut |x| found |= matches!(&x.kind, ExprKind::Ident(n) if n == name));
    found
}

/// Placeholder names: `glsl::parse_and_lower` puts function `k` of
/// [`super::Rewritten::functions`] where the prototype of `__glsl_fn_k` is.
fn placeholder(k: usize) -> String {
    format!("__glsl_fn_{k}")
}
