//! Statements: blocks, local declarations, control flow (`switch` keeps its
//! fall-through as naga `fall_through` cases).

use super::Lower;
use super::expr::{Storage, Val, Vk};
use super::func::{FnCtx, Local};
use super::globals::ConstVal;
use super::layout::Layout;
use crate::diag::{Diagnostic, codes};
use crate::hlsl::ast::*;
use crate::hlsl::check::{self, Ty};
use crate::ordered::IntMap;
use crate::source::Span;

use naga::{Block as NBlock, Expression as E, Statement as S};

fn ns(s: Span) -> naga::Span {
    if s.is_dummy() { naga::Span::UNDEFINED } else { naga::Span::new(s.start, s.end) }
}

impl Lower<'_> {
    pub fn block(&mut self, f: &mut FnCtx, b: &Block) {
        f.push_scope();
        for s in &b.stmts {
            self.stmt(f, s);
        }
        f.pop_scope();
    }

    /// Lower `s`, a branch of an `if`, into a fresh naga block.
    fn sub_block(&mut self, f: &mut FnCtx, s: &Stmt) -> NBlock {
        f.f.push_block();
        f.push_scope_of(super::func::ScopeKind::Branch);
        self.stmt(f, s);
        f.pop_scope();
        f.f.pop_block()
    }

    pub fn stmt(&mut self, f: &mut FnCtx, s: &Stmt) {
        let sp = ns(s.span);
        match &s.kind {
            StmtKind::Empty | StmtKind::Error => {}
            StmtKind::Expr(e) => {
                let _ = self.expr(f, e);
            }
            StmtKind::Var(v) => self.local_decl(f, v),
            StmtKind::Block(b) => {
                f.f.push_block();
                self.block(f, b);
                let blk = f.f.pop_block();
                f.f.stmt(S::Block(blk), sp);
            }
            // A compile-time-constant condition: the branch it takes, a
            // plain block (a resource local assigned there stays known after it).
            StmtKind::If { cond, then, els }
                if !names_local(f, cond, 0)
                    && let Some(taken) = self.const_eval(cond).and_then(|c| match c {
                        ConstVal::Bool(b) => Some(b),
                        ConstVal::Int(i, _) => Some(i != 0),
                        _ => None,
                    }) =>
            {
                let branch = if taken { Some(&**then) } else { els.as_deref() };
                if let Some(b) = branch {
                    f.f.push_block();
                    f.push_scope();
                    self.stmt(f, b);
                    f.pop_scope();
                    let blk = f.f.pop_block();
                    f.f.stmt(S::Block(blk), sp);
                }
            }
            StmtKind::If { cond, then, els } => {
                let Some(c) = self.condition(f, cond) else { return };
                let accept = self.sub_block(f, then);
                let reject = match els {
                    Some(e) => self.sub_block(f, e),
                    None => NBlock::new(),
                };
                f.f.stmt(S::If { condition: c, accept, reject }, sp);
            }
            StmtKind::For { init, cond, step, body } => {
                f.push_scope();
                f.f.push_block();
                if let Some(i) = init {
                    self.stmt(f, i);
                }
                self.lower_loop(f, cond.as_ref(), step.as_ref(), body, false, sp);
                let blk = f.f.pop_block();
                f.f.stmt(S::Block(blk), sp);
                f.pop_scope();
            }
            StmtKind::While { cond, body } => self.lower_loop(f, Some(cond), None, body, false, sp),
            StmtKind::DoWhile { body, cond } => self.lower_loop(f, Some(cond), None, body, true, sp),
            StmtKind::Switch { selector, cases } => {
                if !self.constant_switch(f, selector, cases, sp) {
                    self.switch(f, selector, cases, sp);
                }
            }
            StmtKind::Break => {
                if f.loops == 0 && f.switches == 0 {
                    self.error(codes::SEM_INVALID_OPERATION, "`break` outside a loop or switch", s.span);
                }
                f.f.stmt(S::Break, sp);
            }
            StmtKind::Continue => {
                if f.loops == 0 {
                    self.error(codes::SEM_INVALID_OPERATION, "`continue` outside a loop", s.span);
                }
                f.f.stmt(S::Continue, sp);
            }
            StmtKind::Discard => f.f.stmt(S::Kill, sp),
            StmtKind::Return(value) => self.ret(f, value.as_ref(), s.span),
        }
    }

    fn ret(&mut self, f: &mut FnCtx, value: Option<&Expr>, sp: Span) {
        let ret_ty = f.ret.clone();
        let v = match value {
            Some(e) => {
                let v = self.expr(f, e);
                if v.is_error() {
                    return;
                }
                if ret_ty == Ty::Void {
                    self.error(codes::SEM_TYPE_MISMATCH, "a `void` function cannot return a value", e.span);
                    return;
                }
                let Some(h) = self.implicit(f, &v, &ret_ty) else { return };
                Some(h)
            }
            None => {
                if ret_ty != Ty::Void && !ret_ty.is_error() {
                    self.error(codes::SEM_TYPE_MISMATCH, "this function must return a value", sp);
                    return;
                }
                None
            }
        };
        if f.entry.is_some() {
            self.entry_return(f, v, sp);
            return;
        }
        f.f.stmt(S::Return { value: v }, ns(sp));
    }

    /// A condition as a `bool` scalar.
    fn condition(&mut self, f: &mut FnCtx, e: &Expr) -> Option<naga::Handle<E>> {
        let v = self.expr(f, e);
        if v.is_error() {
            return None;
        }
        if !matches!(v.ty, Ty::Scalar(_)) && v.ty.vec_len() != 1 {
            self.error(
                codes::SEM_TYPE_MISMATCH,
                format!("a condition must be a scalar, not `{}`", self.ty_name(&v.ty)),
                v.span,
            );
            return None;
        }
        self.coerce(f, &v, &Ty::Scalar(check::BOOL))
    }

    fn lower_loop(
        &mut self,
        f: &mut FnCtx,
        cond: Option<&Expr>,
        step: Option<&Expr>,
        body: &Stmt,
        do_while: bool,
        sp: naga::Span,
    ) {
        f.loops += 1;
        let saved_switches = f.switches;
        f.switches = 0;
        f.f.push_block();
        if !do_while
            && let Some(c) = cond
            && let Some(h) = self.condition(f, c)
        {
            let not = f.f.expr(E::Unary { op: naga::UnaryOperator::LogicalNot, expr: h }, sp);
            let mut brk = NBlock::new();
            brk.push(S::Break, sp);
            f.f.stmt(S::If { condition: not, accept: brk, reject: NBlock::new() }, sp);
        }
        f.push_scope_of(super::func::ScopeKind::Repeated);
        self.stmt(f, body);
        f.pop_scope();
        let body_block = f.f.pop_block();
        f.f.push_block();
        let mut break_if = None;
        if let Some(s) = step {
            let _ = self.expr(f, s);
        }
        if do_while
            && let Some(c) = cond
            && let Some(h) = self.condition(f, c)
        {
            break_if = Some(f.f.expr(E::Unary { op: naga::UnaryOperator::LogicalNot, expr: h }, sp));
        }
        let continuing = f.f.pop_block();
        f.f.stmt(S::Loop { body: body_block, continuing, break_if }, sp);
        f.loops -= 1;
        f.switches = saved_switches;
    }

    /// A switch on a compile-time constant (literals and global constants;
    /// never a local, see `names_local`): the statements of the case it
    /// enters, through the cases it falls into, up to the `break` that ends
    /// one, as a plain block (as `if` on a constant, a resource local assigned
    /// there stays known after it). False, for the ordinary switch, when a
    /// label is not a constant or a `break` sits anywhere but at the end of
    /// a case's statements.
    fn constant_switch(&mut self, f: &mut FnCtx, selector: &Expr, cases: &[Case], sp: naga::Span) -> bool {
        if names_local(f, selector, 0) {
            return false;
        }
        let Some(n) = self.const_eval(selector).and_then(|c| c.as_i64()) else { return false };
        let mut entered = None;
        let mut default = None;
        // Duplicate labels are the ordinary switch's to report.
        let mut seen: Vec<Option<u32>> = Vec::new();
        for (k, c) in cases.iter().enumerate() {
            for l in &c.labels {
                let value = match &l.value {
                    None => None,
                    Some(e) => match self.const_eval(e).and_then(|c| c.as_i64()) {
                        Some(v) => Some(v as u32),
                        None => return false,
                    },
                };
                if seen.contains(&value) {
                    return false;
                }
                seen.push(value);
                match value {
                    None => default = Some(k),
                    Some(v) if v == n as u32 => entered = Some(k),
                    Some(_) => {}
                }
            }
        }
        let mut stmts: Vec<&Stmt> = Vec::new();
        if let Some(k) = entered.or(default) {
            for c in cases.iter().skip(k) {
                let (ends, body) = match c.body.split_last() {
                    Some((last, rest)) if matches!(last.kind, StmtKind::Break) => (true, rest),
                    _ => (false, c.body.as_slice()),
                };
                if body.iter().any(|s| breaks_switch(s, 0)) {
                    return false;
                }
                stmts.extend(body);
                if ends {
                    break;
                }
            }
        }
        f.f.push_block();
        f.push_scope();
        for st in stmts {
            self.stmt(f, st);
        }
        f.pop_scope();
        let blk = f.f.pop_block();
        f.f.stmt(S::Block(blk), sp);
        true
    }

    fn switch(&mut self, f: &mut FnCtx, selector: &Expr, cases: &[Case], sp: naga::Span) {
        let v = self.expr(f, selector);
        if v.is_error() {
            return;
        }
        let sel_ty = if v.ty.scalar() == Some(check::UINT) { Ty::Scalar(check::UINT) } else { Ty::Scalar(check::INT) };
        let Some(h) = self.coerce(f, &v, &sel_ty) else { return };
        f.switches += 1;
        let mut out: Vec<naga::SwitchCase> = Vec::new();
        let mut has_default = false;
        // Each label's value (converted to the selector's type, as the switch
        // compares it) and where it was first written: a value twice, or two
        // `default`s, is an error of the source in DXC and glslang, and a
        // switch naga's validator rejects.
        // Keyed by the value as an `i64` (one switch's labels are all `int`
        // or all `uint`), `default` past every value.
        let mut seen: IntMap<i64, Span> = IntMap::new();
        let key = |v: &naga::SwitchValue| match *v {
            naga::SwitchValue::Default => i64::MAX,
            naga::SwitchValue::I32(n) => i64::from(n),
            naga::SwitchValue::U32(n) => i64::from(n),
        };
        for (ci, c) in cases.iter().enumerate() {
            // Labels: all but the last fall through into the body with an empty block.
            let mut values = Vec::new();
            for l in &c.labels {
                let value = match &l.value {
                    None => naga::SwitchValue::Default,
                    Some(e) => match self.const_eval_local(f, e).and_then(|c| c.as_i64()) {
                        Some(n) if sel_ty == Ty::Scalar(check::UINT) => naga::SwitchValue::U32(n as u32),
                        Some(n) => naga::SwitchValue::I32(n as i32),
                        None => {
                            self.error(codes::SEM_NOT_CONSTANT, "a case label must be a constant", e.span);
                            continue;
                        }
                    },
                };
                if let Some(&first) = seen.get(&key(&value)) {
                    let (msg, note) = match value {
                        naga::SwitchValue::Default => {
                            ("a second `default` label in this switch".to_string(), "first here")
                        }
                        naga::SwitchValue::U32(n) => (format!("duplicate case value {n} in this switch"), "first here"),
                        naga::SwitchValue::I32(n) => (format!("duplicate case value {n} in this switch"), "first here"),
                    };
                    let d = Diagnostic::error(codes::SEM_DUPLICATE_CASE, msg, l.span).with_label(first, note);
                    self.diags.push(d);
                    continue;
                }
                seen.insert(key(&value), l.span);
                has_default |= value == naga::SwitchValue::Default;
                values.push(value);
            }
            f.f.push_block();
            f.push_scope_of(super::func::ScopeKind::Repeated);
            for s in &c.body {
                self.stmt(f, s);
            }
            f.pop_scope();
            let mut body = f.f.pop_block();
            let ends_in_break = matches!(body.last(), Some(S::Break));
            let jumps = matches!(body.last(), Some(S::Return { .. } | S::Continue | S::Kill));
            if ends_in_break {
                let n = body.len();
                body.cull(n - 1..);
            }
            let last_case = ci + 1 == cases.len();
            let fall_through = !ends_in_break && !jumps && !last_case;
            let nvals = values.len();
            for (vi, value) in values.into_iter().enumerate() {
                let is_last_label = vi + 1 == nvals;
                let case_body = if is_last_label { std::mem::take(&mut body) } else { NBlock::new() };
                let ft = if is_last_label { fall_through } else { true };
                out.push(naga::SwitchCase { value, body: case_body, fall_through: ft });
            }
        }
        if !has_default {
            out.push(naga::SwitchCase { value: naga::SwitchValue::Default, body: NBlock::new(), fall_through: false });
        }
        // naga wants the last case not to fall through.
        if let Some(last) = out.last_mut() {
            last.fall_through = false;
        }
        f.switches -= 1;
        f.f.stmt(S::Switch { selector: h, cases: out }, sp);
    }

    fn local_decl(&mut self, f: &mut FnCtx, v: &VarDecl) {
        let base = super::func::constant_buffer_as_value(self.resolve_type(&v.ty));
        for d in &v.declarators {
            let mut ty = base.clone();
            for dim in d.dims.iter().rev() {
                ty = match (dim, &d.init) {
                    (None, Some(Expr { kind: ExprKind::InitList(l), .. })) => {
                        let per = self.leaf_count_of(&ty).max(1);
                        let total = self.init_leaf_count(l);
                        Ty::Array(Box::new(ty), (total / per).max(1) as u32)
                    }
                    // `const uint n = 8; int a[n];`: a local constant's value.
                    (Some(e), _) if matches!(&e.kind, ExprKind::Ident(n) if f.lookup(n).is_some()) => {
                        let size =
                            self.const_eval_local(f, e).and_then(|c| c.as_i64()).and_then(|n| u64::try_from(n).ok());
                        let lit = size.map(|n| Expr::new(ExprKind::Int(n, IntSuffix::None), e.span));
                        self.array_of(ty, lit.as_ref().or(Some(e)), d.name_span)
                    }
                    _ => self.array_of(ty, dim.as_ref(), d.name_span),
                };
            }
            if ty.is_error() {
                // Reported with the type; later uses stay quiet.
                f.declare(&d.name, Local { kind: Vk::Error, ty: Ty::Error, constant: None });
                continue;
            }
            let sp = ns(d.name_span);
            f.precise |= self.precise_decl(&v.modifiers, &ty);
            if matches!(ty, Ty::Array(..))
                && matches!(super::globals::strip_arrays(&ty), Ty::Resource(_) | Ty::Sampler { .. })
            {
                // A local array of resources names the array it is
                // initialized with (naga has no local of handles).
                let val = d.init.as_ref().map(|init| self.expr(f, init));
                match val {
                    Some(val) if val.ty == ty && matches!(val.kind, Vk::Ptr(..) | Vk::Value(_)) => {
                        f.declare(&d.name, Local { kind: val.kind, ty, constant: None });
                    }
                    Some(val) if val.is_error() => {
                        f.declare(&d.name, Local { kind: Vk::Error, ty: Ty::Error, constant: None });
                    }
                    // Bound by an assignment in this block (`Lower::assign`).
                    None => f.declare(&d.name, Local { kind: Vk::Error, ty, constant: None }),
                    _ => {
                        let msg = format!(
                            "the local resource array `{}` must be initialized with a resource array of its type",
                            d.name
                        );
                        self.error(codes::SEM_UNSUPPORTED, msg, d.name_span);
                        f.declare(&d.name, Local { kind: Vk::Error, ty: Ty::Error, constant: None });
                    }
                }
                continue;
            }
            if matches!(ty, Ty::Resource(_) | Ty::Sampler { .. }) {
                // A local resource alias: bind the name to the value.
                if let Some(init) = &d.init {
                    let val = match super::heap::heap_element(self, f, init) {
                        Some((heap, index)) => self.heap_value(f, heap, index, &ty, &d.name, init.span),
                        None => self.expr(f, init),
                    };
                    // An initializer that failed was reported: later uses stay quiet.
                    let ty = if val.is_error() { Ty::Error } else { ty };
                    f.declare(&d.name, Local { kind: val.kind, ty, constant: None });
                } else {
                    // Bound by an assignment in this block (`Lower::assign`).
                    f.declare(&d.name, Local { kind: Vk::Error, ty, constant: None });
                }
                continue;
            }
            if matches!(super::globals::strip_arrays(&ty), Ty::RayQuery(_)) {
                self.query_local(f, v.modifiers.is_static, d, ty);
                continue;
            }
            if v.modifiers.is_static {
                // A function-scope `static` lives for the whole invocation:
                // a private global, initialised once with a constant, or,
                // when the initializer is not one, the first time the
                // declaration runs (C++'s rule, which DXC follows).
                let cv = d.init.as_ref().and_then(|e| self.const_eval(e));
                let runtime = d.init.as_ref().filter(|_| cv.is_none());
                let init = if runtime.is_some() { None } else { self.static_init(&ty, cv, d) };
                let nty = self.naga_ty(&ty, Layout::Natural, false);
                let g = self.b.module.global_variables.append(
                    naga::GlobalVariable {
                        name: Some(d.name.clone()),
                        space: naga::AddressSpace::Private,
                        binding: None,
                        ty: nty,
                        init,
                        memory_decorations: Default::default(),
                    },
                    sp,
                );
                let ptr = f.f.expr(E::GlobalVariable(g), sp);
                if let Some(e) = runtime {
                    self.static_once(f, ptr, &ty, e, &d.name, sp);
                }
                f.declare(&d.name, Local { kind: Vk::Ptr(ptr, Storage::Plain), ty, constant: None });
                continue;
            }
            let nty = self.naga_ty(&ty, Layout::Natural, false);
            let ptr = f.f.local(&d.name, nty, sp);
            if let Some(init) = &d.init
                && let Some(h) = self.initializer(f, init, &ty)
            {
                f.f.store(ptr, h, sp);
            }
            let constant = if v.modifiers.is_const && d.dims.is_empty() {
                d.init.as_ref().and_then(|e| self.const_eval_local(f, e))
            } else {
                None
            };
            f.declare(&d.name, Local { kind: Vk::Ptr(ptr, Storage::Plain), ty, constant });
        }
    }

    /// `if (!done) { done = true; var = init; }` with `done` a private
    /// `bool` (false at the start of the invocation): a function-scope
    /// static's initializer runs once, the first time it is reached.
    fn static_once(&mut self, f: &mut FnCtx, var: naga::Handle<E>, ty: &Ty, init: &Expr, name: &str, sp: naga::Span) {
        let bool_ty = self.naga_ty(&Ty::Scalar(check::BOOL), Layout::Natural, false);
        let done = self.b.module.global_variables.append(
            naga::GlobalVariable {
                name: Some(format!("{name}_initialized")),
                space: naga::AddressSpace::Private,
                binding: None,
                ty: bool_ty,
                init: None,
                memory_decorations: Default::default(),
            },
            sp,
        );
        let done_ptr = f.f.expr(E::GlobalVariable(done), sp);
        let was = f.f.load(done_ptr, sp);
        let first = f.f.expr(E::Unary { op: naga::UnaryOperator::LogicalNot, expr: was }, sp);
        f.f.push_block();
        let yes = f.f.literal(naga::Literal::Bool(true), sp);
        f.f.store(done_ptr, yes, sp);
        if let Some(h) = self.initializer(f, init, ty) {
            f.f.store(var, h, sp);
        }
        let accept = f.f.pop_block();
        f.f.stmt(S::If { condition: first, accept, reject: NBlock::new() }, sp);
    }

    /// A constant expression that may name `const` locals in scope.
    fn const_eval_local(&self, f: &FnCtx, e: &Expr) -> Option<super::globals::ConstVal> {
        if let ExprKind::Ident(n) = &e.kind
            && let Some(local) = f.lookup(n)
        {
            return local.constant.clone();
        }
        self.const_eval(e)
    }

    pub(super) fn leaf_count_of(&self, ty: &Ty) -> usize {
        match ty {
            Ty::Array(e, n) => self.leaf_count_of(e) * *n as usize,
            // A bit field is one scalar of its own.
            Ty::Struct(i) => self
                .structs
                .get(*i)
                .map(|s| {
                    (s.members.iter().enumerate())
                        .map(|(k, m)| match s.bitfields.iter().filter(|b| b.member == k).count() {
                            0 => self.leaf_count_of(&m.ty),
                            n => n,
                        })
                        .sum()
                })
                .unwrap_or(1),
            t => t.components() as usize,
        }
    }

    /// The scalars an initializer list flattens to, for the size of an
    /// array declared without one (`float2 t[] = { float2(0, 1), 2, 3 }`
    /// has two elements). Before lowering, only a list's nesting and a
    /// numeric constructor or cast tell an item's type; any other item
    /// counts as one scalar.
    pub(super) fn init_leaf_count(&self, l: &[Expr]) -> usize {
        let numeric = |te: &TypeExpr| {
            let (base, n, m) = crate::hlsl::parse::split_type_name(&te.name)?;
            let ty = check::builtin_numeric(base, n, m, self.opts.enable_16bit_types)?;
            (te.args.is_empty()).then(|| ty.components() as usize)
        };
        l.iter()
            .map(|e| match &e.kind {
                ExprKind::InitList(inner) => self.init_leaf_count(inner),
                ExprKind::Call { callee: Callee::Type(te), .. } | ExprKind::Cast(te, _, _) => numeric(te).unwrap_or(1),
                _ => 1,
            })
            .sum()
    }

    /// An initializer of a declared type: an expression or a `{…}` list
    /// (flattened to scalars and rebuilt, as HLSL does).
    pub fn initializer(&mut self, f: &mut FnCtx, init: &Expr, ty: &Ty) -> Option<naga::Handle<E>> {
        let ExprKind::InitList(list) = &init.kind else {
            let v = self.expr(f, init);
            return self.implicit(f, &v, ty);
        };
        let sp = ns(init.span);
        let mut leaves = Vec::new();
        let mut stack: Vec<&Expr> = list.iter().rev().collect();
        while let Some(e) = stack.pop() {
            if let ExprKind::InitList(inner) = &e.kind {
                stack.extend(inner.iter().rev());
                continue;
            }
            let v = self.expr(f, e);
            if v.is_error() {
                return None;
            }
            let h = self.rv(f, &v)?;
            self.flatten_value(f, h, &v.ty, v.lit, sp, &mut leaves);
        }
        let need = self.leaf_count_of(ty);
        if leaves.len() != need {
            self.error(
                codes::SEM_TYPE_MISMATCH,
                format!("initializer has {} components but `{}` needs {need}", leaves.len(), self.ty_name(ty)),
                init.span,
            );
            return None;
        }
        let mut it = leaves.into_iter();
        self.build_from_leaves(f, ty, &mut it, sp)
    }

    /// Scalar leaves of a value, in memory order.
    pub fn flatten_value(
        &mut self,
        f: &mut FnCtx,
        h: naga::Handle<E>,
        ty: &Ty,
        lit: bool,
        sp: naga::Span,
        out: &mut Vec<Val>,
    ) {
        match ty {
            Ty::Scalar(_) => out.push(Val { kind: Vk::Value(h), ty: ty.clone(), lit, span: Span::DUMMY }),
            // `element` knows the IR forms of one-row, one-column and 1×1
            // shapes (a vector, a vector, a scalar).
            Ty::Vector(s, n) => {
                for j in 0..*n {
                    let c = super::intrinsics::element(f, h, (1, *n), 0, j, sp);
                    out.push(Val::value(c, Ty::Scalar(*s), Span::DUMMY));
                }
            }
            Ty::Matrix(s, r, c) => {
                for i in 0..*r {
                    for j in 0..*c {
                        let e = super::intrinsics::element(f, h, (*r, *c), i, j, sp);
                        out.push(Val::value(e, Ty::Scalar(*s), Span::DUMMY));
                    }
                }
            }
            Ty::Array(e, n) => {
                for i in 0..*n {
                    let el = f.f.access_index(h, i, sp);
                    self.flatten_value(f, el, e, false, sp, out);
                }
            }
            Ty::Struct(i) => {
                let Some(def) = self.structs.get(*i).cloned() else { return };
                for (k, m) in def.members.iter().enumerate() {
                    let el = f.f.access_index(h, k as u32, sp);
                    let fields = def.fields_in(k);
                    if fields.is_empty() {
                        self.flatten_value(f, el, &m.ty, false, sp, out);
                    }
                    for bf in fields {
                        let v = self.extract_bits(f, el, bf.offset, bf.width, sp);
                        out.push(Val::value(v, bf.ty.clone(), Span::DUMMY));
                    }
                }
            }
            _ => {}
        }
    }

    pub fn build_from_leaves(
        &mut self,
        f: &mut FnCtx,
        ty: &Ty,
        it: &mut std::vec::IntoIter<Val>,
        sp: naga::Span,
    ) -> Option<naga::Handle<E>> {
        let comps = match ty {
            // `float1` and `float1x1` are scalars in the IR.
            Ty::Vector(s, 1) | Ty::Matrix(s, 1, 1) => {
                let v = it.next()?;
                return self.coerce(f, &v, &Ty::Scalar(*s));
            }
            Ty::Scalar(_) => {
                let v = it.next()?;
                return self.coerce(f, &v, ty);
            }
            Ty::Vector(s, n) => {
                let mut c = Vec::new();
                for _ in 0..*n {
                    let v = it.next()?;
                    c.push(self.coerce(f, &v, &Ty::Scalar(*s))?);
                }
                c
            }
            // One row or one column: a vector in the IR.
            Ty::Matrix(s, 1, n) | Ty::Matrix(s, n, 1) => {
                return self.build_from_leaves(f, &Ty::Vector(*s, *n), it, sp);
            }
            Ty::Matrix(s, r, cols) => {
                let mut c = Vec::new();
                for _ in 0..*r {
                    c.push(self.build_from_leaves(f, &Ty::Vector(*s, *cols), it, sp)?);
                }
                c
            }
            Ty::Array(e, n) => {
                let mut c = Vec::new();
                for _ in 0..*n {
                    c.push(self.build_from_leaves(f, e, it, sp)?);
                }
                c
            }
            Ty::Struct(i) => {
                let def = self.structs.get(*i)?.clone();
                let mut c = Vec::new();
                let sty = self.struct_ty(*i);
                for (k, m) in def.members.iter().enumerate() {
                    let fields = def.fields_in(k);
                    if !fields.is_empty() {
                        // The storage member of bit fields: each inserted
                        // into zero in turn.
                        let s = m.ty.scalar()?;
                        let mut acc = self.scalar_lit(f, s, 0.0, sp);
                        for bf in fields {
                            let v = it.next()?;
                            let h = self.coerce(f, &v, &bf.ty)?;
                            acc = self.insert_bits(f, acc, h, bf.offset, bf.width, sp);
                        }
                        c.push(acc);
                        continue;
                    }
                    let h = self.build_from_leaves(f, &m.ty, it, sp)?;
                    let st = super::expr::storage_of(&m.ty, m.column_major, def.host);
                    let stored = self.member_ty(sty, k);
                    c.push(self.to_storage(f, h, &m.ty, st, stored, sp));
                }
                c
            }
            _ => return None,
        };
        let nty = self.naga_ty(ty, Layout::Natural, false);
        Some(f.f.expr(E::Compose { ty: nty, components: comps }, sp))
    }
}

/// Whether `e` names a local in scope (which a global constant of the same
/// name must not stand for), or is too deep or of a kind not looked into
/// (then also true: the caller does not fold it).
fn names_local(f: &FnCtx, e: &Expr, depth: u32) -> bool {
    if depth > 64 {
        return true;
    }
    match &e.kind {
        ExprKind::Int(..) | ExprKind::Float(..) | ExprKind::Bool(_) => false,
        ExprKind::Ident(n) => f.lookup(n).is_some(),
        ExprKind::Unary(_, a) => names_local(f, a, depth + 1),
        ExprKind::Binary(_, a, b) => names_local(f, a, depth + 1) || names_local(f, b, depth + 1),
        ExprKind::Ternary(a, b, c) => {
            names_local(f, a, depth + 1) || names_local(f, b, depth + 1) || names_local(f, c, depth + 1)
        }
        _ => true,
    }
}

/// Whether `s` holds a `break` of the switch it is in (one not inside a loop
/// or switch of its own), or is too deep to tell (then also true).
fn breaks_switch(s: &Stmt, depth: u32) -> bool {
    if depth > 64 {
        return true;
    }
    match &s.kind {
        StmtKind::Break => true,
        StmtKind::Block(b) => b.stmts.iter().any(|x| breaks_switch(x, depth + 1)),
        StmtKind::If { then, els, .. } => {
            breaks_switch(then, depth + 1) || els.as_ref().is_some_and(|e| breaks_switch(e, depth + 1))
        }
        _ => false,
    }
}
