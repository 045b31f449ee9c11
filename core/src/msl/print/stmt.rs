//! Statements. Control flow keeps its shape: `if`, a C++ `switch` with the
//! same fall-through, loops as `while (true)` with the continuing block run
//! at the top of every iteration but the first (so `continue` reaches it).

use super::Printer;
use super::expr::{FnCtx, Scope};
use crate::diag::codes;
use naga::{AtomicFunction, Barrier, Block, Expression, Handle, Statement, TypeInner};

pub const fn atomic_fn(f: &AtomicFunction) -> Option<&'static str> {
    Some(match *f {
        AtomicFunction::Add => "atomic_fetch_add_explicit",
        AtomicFunction::Subtract => "atomic_fetch_sub_explicit",
        AtomicFunction::And => "atomic_fetch_and_explicit",
        AtomicFunction::ExclusiveOr => "atomic_fetch_xor_explicit",
        AtomicFunction::InclusiveOr => "atomic_fetch_or_explicit",
        AtomicFunction::Min => "atomic_fetch_min_explicit",
        AtomicFunction::Max => "atomic_fetch_max_explicit",
        AtomicFunction::Exchange { compare: None } => "atomic_exchange_explicit",
        AtomicFunction::Exchange { compare: Some(_) } => return None,
    })
}

/// `mem_flags` of a barrier.
pub fn mem_flags(b: Barrier) -> String {
    let mut flags = Vec::new();
    if b.contains(Barrier::STORAGE) {
        flags.push("mem_flags::mem_device");
    }
    if b.contains(Barrier::WORK_GROUP) {
        flags.push("mem_flags::mem_threadgroup");
    }
    if b.contains(Barrier::TEXTURE) {
        flags.push("mem_flags::mem_texture");
    }
    if flags.is_empty() { "mem_flags::mem_none".into() } else { flags.join(" | ") }
}

/// Whether an emitted expression is written as a typed local (module doc of
/// `print`); `inline_load` marks the loads written at their use instead.
fn bakes(
    types: &naga::UniqueArena<naga::Type>,
    func: &naga::Function,
    info: &naga::valid::FunctionInfo,
    inline_load: &[bool],
    h: Handle<Expression>,
) -> bool {
    if matches!(info[h].ty.inner_with(types), TypeInner::Pointer { .. } | TypeInner::ValuePointer { .. }) {
        return false;
    }
    if func.named_expressions.contains_key(&h) {
        return true;
    }
    let refs = info[h].ref_count;
    match func.expressions[h] {
        Expression::Load { .. } if inline_load.get(h.index()).copied().unwrap_or(false) => false,
        Expression::Load { .. }
        | Expression::ImageLoad { .. }
        | Expression::ImageSample { .. }
        | Expression::ImageQuery { .. }
        | Expression::Derivative { .. } => refs > 0,
        Expression::Literal(_)
        | Expression::Constant(_)
        | Expression::Override(_)
        | Expression::FunctionArgument(_)
        | Expression::GlobalVariable(_)
        | Expression::LocalVariable(_) => false,
        _ => refs > 1,
    }
}

/// Whether a load through `pointer` may move to its use within a run the
/// thread does not write memory in: a load of a variable (local, parameter,
/// global or buffer), never of an atomic (its order is part of the source).
fn plain_variable(module: &naga::Module, func: &naga::Function, pointer: Handle<Expression>) -> bool {
    let mut at = pointer;
    loop {
        match func.expressions.try_get(at) {
            Ok(&Expression::LocalVariable(_) | &Expression::FunctionArgument(_)) => break,
            Ok(&Expression::GlobalVariable(g)) => {
                if module.global_variables.try_get(g).is_ok_and(|v| v.space == naga::AddressSpace::Handle) {
                    return false;
                }
                break;
            }
            Ok(&Expression::AccessIndex { base, .. } | &Expression::Access { base, .. }) => at = base,
            _ => return false,
        }
    }
    true
}

fn ends_in_jump(block: &Block) -> bool {
    matches!(block.last(), Some(Statement::Break | Statement::Continue | Statement::Return { .. } | Statement::Kill))
}

impl Printer<'_> {
    pub fn block(&mut self, f: &mut FnCtx, block: &Block) {
        for (stmt, span) in block.span_iter() {
            let outer = self.enter_span(*span);
            self.statement(f, stmt, *span);
            self.restore_span(outer);
        }
    }

    fn statement(&mut self, f: &mut FnCtx, stmt: &Statement, span: naga::Span) {
        match *stmt {
            Statement::Emit(ref range) => self.emit(f, range.clone()),
            Statement::Block(ref b) => self.nested(f, "{", b, "}"),
            Statement::If { condition, ref accept, ref reject } => self.if_(f, condition, accept, reject),
            Statement::Switch { selector, ref cases } => self.switch(f, selector, cases),
            Statement::Loop { ref body, ref continuing, break_if } => self.loop_(f, body, continuing, break_if),
            Statement::Break => self.line("break;"),
            Statement::Continue => self.line("continue;"),
            Statement::Return { value } => self.return_(f, value),
            Statement::Kill => self.kill(f, span),
            Statement::ControlBarrier(b) => self.barrier(b),
            Statement::MemoryBarrier(b) => self.memory_barrier(b, span),
            Statement::Store { pointer, value } => self.store(f, pointer, value),
            Statement::ImageStore { image, coordinate, array_index, value } => {
                self.image_store(Some(f), image, coordinate, array_index, value)
            }
            Statement::Atomic { pointer, ref fun, value, result } => self.atomic(f, pointer, fun, value, result, span),
            Statement::ImageAtomic { image, coordinate, array_index, ref fun, value } => {
                self.image_atomic(Some(f), image, coordinate, array_index, fun, value, span)
            }
            Statement::WorkGroupUniformLoad { pointer, result } => self.workgroup_uniform_load(f, pointer, result),
            Statement::Call { function, ref arguments, result } => self.call(f, function, arguments, result),
            Statement::SubgroupBallot { result, predicate } => self.ballot(f, result, predicate),
            Statement::SubgroupGather { ref mode, argument, result } => self.gather(f, mode, argument, result, span),
            Statement::SubgroupCollectiveOperation { op, collective_op, argument, result } => {
                self.collective(f, op, collective_op, argument, result, span)
            }
            Statement::RayQuery { query, ref fun } => self.ray_query_stmt(f, query, fun),
            _ => self.error(
                codes::METAL_UNSUPPORTED,
                "Metal cannot express this statement (ray tracing, cooperative matrices)",
                span,
            ),
        }
    }

    fn nested(&mut self, f: &mut FnCtx, open: &str, b: &Block, close: &str) {
        self.line(open);
        self.indent += 1;
        self.block(f, b);
        self.indent -= 1;
        self.line(close);
    }

    /// Whether an emitted expression becomes a typed local (module doc).
    fn should_bake(&self, f: &FnCtx, h: Handle<Expression>) -> bool {
        // A GLSL interpolated input's stand-in is the interpolant itself,
        // read only as the receiver of its methods (`interpolate_call`).
        if let Expression::Load { pointer } = f.func.expressions[h]
            && let Expression::GlobalVariable(g) = f.func.expressions[pointer]
            && self.plan.input.side.pull_inputs.contains_key(&g)
        {
            return false;
        }
        bakes(&self.module().types, f.func, f.info, &f.inline_load, h)
    }

    fn emit(&mut self, f: &mut FnCtx, range: naga::Range<Expression>) {
        for h in range {
            if f.hoisted.get(h.index()).copied().unwrap_or(false) {
                let outer = self.enter_span(f.func.expressions.get_span(h));
                let scope: &FnCtx = f;
                self.line_with(|p, out| {
                    out.push_str(scope.baked.get(h.index()).and_then(Option::as_deref).unwrap_or_default());
                    out.push_str(" = ");
                    p.put_inline(out, Some(scope), h);
                    out.push(';');
                });
                self.restore_span(outer);
                continue;
            }
            if !self.should_bake(f, h) {
                continue;
            }
            let name = match f.func.named_expressions.get(&h) {
                Some(raw) => f.names.name(raw),
                None => f.names.name(&format!("_e{}", h.index())),
            };
            let ty = self.resolution(&f.info[h].ty);
            let outer = self.enter_span(f.func.expressions.get_span(h));
            let scope: &FnCtx = f;
            self.line_with(|p, out| {
                out.push_str(&ty);
                out.push(' ');
                out.push_str(&name);
                out.push_str(" = ");
                p.put(out, Some(scope), h);
                out.push(';');
            });
            self.restore_span(outer);
            if let Some(slot) = f.baked.get_mut(h.index()) {
                *slot = Some(name);
            }
        }
    }

    /// The local holding a statement's result (call, atomic…): the
    /// declaration prefix (`"uint "`, empty when hoisted) and its name.
    pub fn result_local(&mut self, f: &mut FnCtx, h: Handle<Expression>) -> (String, String) {
        if f.hoisted.get(h.index()).copied().unwrap_or(false) {
            return (String::new(), f.baked.get(h.index()).cloned().flatten().unwrap_or_default());
        }
        let raw = f.func.named_expressions.get(&h).cloned().unwrap_or_else(|| format!("_e{}", h.index()));
        let name = f.names.name(&raw);
        let ty = self.resolution(&f.info[h].ty);
        if let Some(slot) = f.baked.get_mut(h.index()) {
            *slot = Some(name.clone());
        }
        (format!("{ty} "), name)
    }

    /// The loads that can be written inline at their one use: the use is
    /// printed in the same run of `Emit`s as the load or in the statement
    /// right after it, so no statement of the thread writes memory between
    /// the two (a store, call, atomic or barrier ends the run); other threads
    /// can only write in between through a data race or a barrier. The output
    /// then reads `y = y + 1u;` rather than `uint _e26 = y; y = _e26 + 1u;`.
    pub fn inline_loads(&self, func: &naga::Function, info: &naga::valid::FunctionInfo) -> Vec<bool> {
        use crate::msl::raise::walk;
        const NONE: u32 = u32::MAX;
        let n = func.expressions.len();
        let types = &self.module().types;
        let movable = |pointer: Handle<Expression>| {
            let atomic = match *info[pointer].ty.inner_with(types) {
                TypeInner::Pointer { base, .. } => matches!(types[base].inner, TypeInner::Atomic(_)),
                _ => false,
            };
            !atomic && plain_variable(self.module(), func, pointer)
        };
        let candidate = |(h, e): (Handle<Expression>, &Expression)| match *e {
            Expression::Load { pointer } => info[h].ref_count == 1 && movable(pointer),
            _ => false,
        };
        if !func.expressions.iter().any(candidate) {
            return vec![false; n];
        }
        // Where each emitted expression is emitted: (block, statement, end of
        // its run of Emits); which statement (block, index) uses a value
        // directly, and which expression uses it as an operand.
        let mut emit_at = vec![(NONE, NONE, NONE); n];
        let mut stmt_user = vec![(NONE, NONE); n];
        let mut expr_user = vec![NONE; n];
        let mut blocks = vec![&func.body];
        let mut next = 0;
        while let Some(block) = blocks.get(next).copied() {
            let b = next as u32;
            next += 1;
            let stmts: Vec<&Statement> = block.iter().collect();
            let mut run_end = stmts.len() as u32;
            for (i, stmt) in stmts.iter().enumerate().rev() {
                let i = i as u32;
                match stmt {
                    Statement::Emit(range) => {
                        for h in range.clone() {
                            if let Some(slot) = emit_at.get_mut(h.index()) {
                                *slot = (b, i, run_end);
                            }
                        }
                    }
                    // A loop's `break_if` is printed inside the loop, after
                    // its continuing block: no value is inlined into it.
                    Statement::Loop { .. } => run_end = i,
                    _ => {
                        run_end = i;
                        for h in walk::statement_exprs(stmt) {
                            if let Some(slot) = stmt_user.get_mut(h.index()) {
                                *slot = (b, i);
                            }
                        }
                    }
                }
                blocks.extend(walk::children(stmt));
            }
        }
        for (u, e) in func.expressions.iter() {
            walk::each_operand(e, |h| {
                if let Some(slot) = expr_user.get_mut(h.index()) {
                    *slot = u.index() as u32;
                }
            });
        }
        let exprs: Vec<(Handle<Expression>, &Expression)> = func.expressions.iter().collect();
        // A value that is its own local where it is emitted (`should_bake`
        // for everything but loads, which are baked unless inlined here).
        // Loads are not inlined yet: each is its own local where it is emitted.
        let baked = |u: usize| exprs.get(u).is_none_or(|&(uh, _)| bakes(types, func, info, &[], uh));
        let mut out = vec![false; n];
        for &(h, e) in &exprs {
            let Expression::Load { pointer } = *e else { continue };
            if info[h].ref_count != 1 || func.named_expressions.contains_key(&h) || !movable(pointer) {
                continue;
            }
            let Some(&(b, at, end)) = emit_at.get(h.index()) else { continue };
            if b == NONE {
                continue;
            }
            // Follow the inline text up to the statement that prints it.
            let mut u = h.index();
            let printed = loop {
                match (stmt_user.get(u), expr_user.get(u)) {
                    (Some(&(sb, si)), _) if sb != NONE => break Some((sb, si)),
                    (_, Some(&user)) if user != NONE => {
                        let user = user as usize;
                        if baked(user) {
                            break emit_at.get(user).filter(|l| l.0 != NONE).map(|l| (l.0, l.1));
                        }
                        u = user;
                    }
                    _ => break None,
                }
            };
            if let Some((pb, pi)) = printed
                && pb == b
                && (at..=end).contains(&pi)
                && let Some(slot) = out.get_mut(h.index())
            {
                *slot = true;
            }
        }
        out
    }

    fn if_(&mut self, f: &mut FnCtx, condition: Handle<Expression>, accept: &Block, reject: &Block) {
        let scope: &FnCtx = f;
        self.line_with(|p, out| {
            out.push_str("if (");
            p.put(out, Some(scope), condition);
            out.push_str(") {");
        });
        self.indent += 1;
        self.block(f, accept);
        self.indent -= 1;
        if reject.is_empty() {
            self.line("}");
        } else {
            self.nested(f, "} else {", reject, "}");
        }
    }

    fn switch(&mut self, f: &mut FnCtx, selector: Handle<Expression>, cases: &[naga::SwitchCase]) {
        let sel = self.expr(Some(f), selector);
        self.line_fmt(format_args!("switch ({sel}) {{"));
        for case in cases {
            let label = match case.value {
                naga::SwitchValue::I32(v) => format!("case {v}:"),
                naga::SwitchValue::U32(v) => format!("case {v}u:"),
                naga::SwitchValue::Default => "default:".into(),
            };
            if case.fall_through && case.body.is_empty() {
                self.line(label);
                continue;
            }
            self.line_fmt(format_args!("{label} {{"));
            self.indent += 1;
            self.block(f, &case.body);
            if !case.fall_through && !ends_in_jump(&case.body) {
                self.line("break;");
            }
            self.indent -= 1;
            self.line("}");
        }
        self.line("}");
    }

    fn loop_(&mut self, f: &mut FnCtx, body: &Block, continuing: &Block, break_if: Option<Handle<Expression>>) {
        if continuing.is_empty() && break_if.is_none() {
            self.nested(f, "while (true) {", body, "}");
            return;
        }
        self.hoist_for_continuing(f, body, continuing, break_if);
        let first = f.names.name("loop_init");
        self.line_fmt(format_args!("bool {first} = true;"));
        self.line("while (true) {");
        self.indent += 1;
        self.line_fmt(format_args!("if (!{first}) {{"));
        self.indent += 1;
        self.block(f, continuing);
        if let Some(b) = break_if {
            let c = self.expr(Some(f), b);
            self.line_fmt(format_args!("if ({c}) {{"));
            self.line("    break;");
            self.line("}");
        }
        self.indent -= 1;
        self.line("}");
        self.line_fmt(format_args!("{first} = false;"));
        self.block(f, body);
        self.indent -= 1;
        self.line("}");
    }

    /// Declare before the loop every value of the body's top level that the
    /// continuing block (written above the body) reads.
    fn hoist_for_continuing(
        &mut self,
        f: &mut FnCtx,
        body: &Block,
        continuing: &Block,
        break_if: Option<Handle<Expression>>,
    ) {
        use crate::msl::raise::walk;
        let n = f.func.expressions.len();
        let mut read = vec![false; n];
        let mut stack: Vec<Handle<Expression>> = break_if.into_iter().collect();
        walk::statements(continuing, |s, _, _| stack.extend(walk::statement_exprs(s)));
        while let Some(h) = stack.pop() {
            match read.get_mut(h.index()) {
                Some(r) if !*r => *r = true,
                _ => continue,
            }
            stack.extend(walk::operands(&f.func.expressions[h]));
        }
        for stmt in body.iter() {
            for h in walk::statement_exprs(stmt) {
                let trivial = matches!(
                    f.func.expressions[h],
                    Expression::Literal(_)
                        | Expression::Constant(_)
                        | Expression::Override(_)
                        | Expression::ZeroValue(_)
                        | Expression::FunctionArgument(_)
                        | Expression::GlobalVariable(_)
                        | Expression::LocalVariable(_)
                );
                let pointer = matches!(
                    f.info[h].ty.inner_with(&self.module().types),
                    TypeInner::Pointer { .. } | TypeInner::ValuePointer { .. }
                );
                let emitted = f.baked.get(h.index()).is_some_and(Option::is_some);
                if trivial || pointer || emitted || !read.get(h.index()).copied().unwrap_or(false) {
                    continue;
                }
                let raw = f.func.named_expressions.get(&h).cloned().unwrap_or_else(|| format!("_e{}", h.index()));
                let name = f.names.name(&raw);
                let ty = self.resolution(&f.info[h].ty);
                self.line_fmt(format_args!("{ty} {name} = {{}};"));
                if let (Some(b), Some(x)) = (f.baked.get_mut(h.index()), f.hoisted.get_mut(h.index())) {
                    *b = Some(name);
                    *x = true;
                }
            }
        }
    }

    fn kill(&mut self, f: &FnCtx, span: naga::Span) {
        self.line("discard_fragment();");
        // A GLSL shader's `main` is a helper its generated entry point calls
        // last: nothing of the caller runs after it that the discard should stop.
        if !f.is_entry && f.func.name.as_deref() != Some("__glsl_main") {
            let d = crate::diag::Diagnostic::warning(
                codes::DEVIATION_DISCARD_IN_HELPER,
                "discard in a helper function: Metal suppresses the fragment's writes, but the caller keeps running",
                span.into(),
            );
            self.diagnostics.push(d);
        }
    }

    fn barrier(&mut self, b: Barrier) {
        if b == Barrier::SUB_GROUP {
            self.line("simdgroup_barrier(mem_flags::mem_none);");
        } else {
            self.line_fmt(format_args!("threadgroup_barrier({});", mem_flags(b)));
        }
    }

    fn memory_barrier(&mut self, b: Barrier, span: naga::Span) {
        self.barrier(b);
        let d = crate::diag::Diagnostic::warning(
            codes::DEVIATION_BARRIER_WIDENED,
            "a memory-only barrier is written as a full threadgroup barrier (MSL has no memory fence)",
            span.into(),
        );
        if !self.diagnostics.iter().any(|x| x.code == d.code) {
            self.diagnostics.push(d);
        }
    }

    fn store(&mut self, f: &mut FnCtx, pointer: Handle<Expression>, value: Handle<Expression>) {
        if let Some(lines) = self.lines_of(Some(f), pointer) {
            return self.store_lines(f, pointer, value, &lines);
        }
        let atomic = self.is_atomic_pointer(Some(f), pointer);
        let scope: &FnCtx = f;
        self.line_with(|p, out| {
            if atomic {
                out.push_str("atomic_store_explicit(&");
            }
            p.put(out, Some(scope), pointer);
            out.push_str(if atomic { ", " } else { " = " });
            p.put(out, Some(scope), value);
            out.push_str(if atomic { ", memory_order_relaxed);" } else { ";" });
        });
    }

    /// A matrix stored as lines is stored line by line, its value read once.
    fn store_lines(
        &mut self,
        f: &mut FnCtx,
        pointer: Handle<Expression>,
        value: Handle<Expression>,
        lines: &crate::msl::raise::layout::Lines,
    ) {
        let p = self.operand(Some(f), pointer);
        let baked = f.baked.get(value.index()).is_some_and(Option::is_some);
        let v = if baked {
            self.expr(Some(f), value)
        } else {
            let ty = self.type_name_of(Some(f), value);
            let name = f.names.name("matrix");
            let text = self.expr(Some(f), value);
            self.line(format!("{ty} {name} = {text};"));
            name
        };
        for i in 0..lines.columns {
            let line = self.line_at(&p, lines, &i.to_string());
            self.line(format!("{line} = {v}[{i}];"));
        }
    }

    fn atomic(
        &mut self,
        f: &mut FnCtx,
        pointer: Handle<Expression>,
        fun: &AtomicFunction,
        value: Handle<Expression>,
        result: Option<Handle<Expression>>,
        span: naga::Span,
    ) {
        let p = self.expr(Some(f), pointer);
        let v = self.expr(Some(f), value);
        let wide = match self.type_of(Some(f), value) {
            TypeInner::Scalar(s) => s.width == 8,
            _ => false,
        };
        if wide {
            // The one 64-bit atomic Metal has (preflight rejects the others).
            let name = if matches!(fun, AtomicFunction::Min) { "atomic_min_explicit" } else { "atomic_max_explicit" };
            self.line_fmt(format_args!("{name}(&{p}, {v}, memory_order_relaxed);"));
            return;
        }
        let Some(name) = atomic_fn(fun) else {
            if let AtomicFunction::Exchange { compare: Some(cmp) } = *fun {
                self.compare_exchange(f, &p, cmp, &v, result);
            }
            return;
        };
        let call = format!("{name}(&{p}, {v}, memory_order_relaxed)");
        match result {
            Some(r) => {
                let (ty, n) = self.result_local(f, r);
                self.line_fmt(format_args!("{ty}{n} = {call};"));
            }
            None => self.line_fmt(format_args!("{call};")),
        }
        let _ = span;
    }

    /// Compare-exchange as a loop over `weak` (which may fail spuriously):
    /// retry while it failed although the value still equals `cmp`.
    fn compare_exchange(
        &mut self,
        f: &mut FnCtx,
        p: &str,
        cmp: Handle<Expression>,
        v: &str,
        result: Option<Handle<Expression>>,
    ) {
        let c = self.expr(Some(f), cmp);
        let scalar = match self.type_of(Some(f), cmp) {
            TypeInner::Scalar(s) => super::types::scalar_name(*s),
            _ => "uint",
        };
        let old = f.names.name("old");
        let ok = f.names.name("exchanged");
        let (decl, n) = match result {
            Some(r) => self.result_local(f, r),
            None => (String::new(), String::new()),
        };
        let ty = decl.trim_end().to_string();
        if !n.is_empty() && !ty.is_empty() {
            self.line_fmt(format_args!("{ty} {n};"));
        }
        let ty = match result {
            Some(r) => self.resolution(&f.info[r].ty),
            None => ty.into(),
        };
        self.line("{");
        self.indent += 1;
        self.line_fmt(format_args!("{scalar} {old} = {c};"));
        self.line_fmt(format_args!("bool {ok};"));
        self.line("do {");
        self.line_fmt(format_args!(
            "    {ok} = atomic_compare_exchange_weak_explicit(&{p}, &{old}, {v}, memory_order_relaxed, memory_order_relaxed);"
        ));
        self.line_fmt(format_args!("}} while (!{ok} && {old} == {c});"));
        if !n.is_empty() {
            self.line_fmt(format_args!("{n} = {ty} {{{old}, {ok}}};"));
        }
        self.indent -= 1;
        self.line("}");
    }

    fn workgroup_uniform_load(&mut self, f: &mut FnCtx, pointer: Handle<Expression>, result: Handle<Expression>) {
        self.line("threadgroup_barrier(mem_flags::mem_threadgroup);");
        let p = self.expr(Some(f), pointer);
        let (ty, n) = self.result_local(f, result);
        self.line_fmt(format_args!("{ty}{n} = {p};"));
        self.line("threadgroup_barrier(mem_flags::mem_threadgroup);");
    }

    fn call(
        &mut self,
        f: &mut FnCtx,
        function: Handle<naga::Function>,
        arguments: &[Handle<Expression>],
        result: Option<Handle<Expression>>,
    ) {
        let name = self.planned(self.plan.names.functions.get(&function), "name for a function");
        let mut args: Vec<String> = arguments.iter().map(|&a| self.expr(Some(f), a)).collect();
        let helper = self.entry.helpers.iter().find(|(h, _)| *h == function).map(|(_, l)| l);
        let lifted = if self.plan.input.side.intrinsic_functions.contains_key(&function) {
            Vec::new()
        } else {
            self.planned(helper, "helper plan for a called function")
        };
        args.extend(lifted.iter().map(|g| self.planned(self.plan.names.globals.get(g), "name for a global")));
        args.extend(self.sizes_param(function));
        let used = result.filter(|&r| f.info[r].ref_count > 0 || f.func.named_expressions.contains_key(&r));
        let call = match self.plan.input.side.intrinsic_functions.get(&function) {
            Some(&crate::side::Intrinsic::TextureAtomic { op, arrayed }) => {
                self.texture_atomic_call(Some(f), op, arrayed, arguments, &args, used.is_some())
            }
            Some(&crate::side::Intrinsic::Interpolate { at }) => self.interpolate_call(f, at, arguments, &args),
            Some(&crate::side::Intrinsic::RayQuery(op)) => self.ray_query_call(op, &args),
            Some(&crate::side::Intrinsic::IsHelperLane) => {
                let stage = self.plan.module.entry_points.get(self.entry.index).map(|ep| ep.stage);
                let fragment = stage == Some(naga::ShaderStage::Fragment);
                if fragment { "simd_is_helper_thread()".to_string() } else { "false".to_string() }
            }
            Some(&intrinsic) => intrinsic_call(intrinsic, &args),
            None => format!("{name}({})", args.join(", ")),
        };
        match used {
            Some(r) => {
                let (ty, n) = self.result_local(f, r);
                self.line_fmt(format_args!("{ty}{n} = {call};"));
            }
            _ => self.line_fmt(format_args!("{call};")),
        }
        if let (Some(crate::side::Intrinsic::ImageStore { .. }), Some(&image), Some(img)) =
            (self.plan.input.side.intrinsic_functions.get(&function), arguments.first(), args.first())
        {
            let img = img.clone();
            self.fence_after_write(Some(f), image, &img);
        }
    }

    /// Pull-model interpolation (`Intrinsic::Interpolate`): a method of the
    /// `[[stage_in]]` member of the input whose argument is interpolated
    /// (`io::pull_inputs` declared it an interpolant).
    fn interpolate_call(
        &self,
        f: &FnCtx,
        at: crate::side::InterpolateAt,
        arguments: &[Handle<Expression>],
        args: &[String],
    ) -> String {
        use crate::side::InterpolateAt;
        let io = &self.entry.io;
        let extra = args.get(1).map_or("", String::as_str);
        // Methods of the interpolant (the leading `.` says so).
        let method = match at {
            InterpolateAt::Centroid => ".interpolate_at_centroid()".to_string(),
            InterpolateAt::Sample => format!(".interpolate_at_sample({extra})"),
            InterpolateAt::Offset => format!(".interpolate_at_offset({extra})"),
        };
        // A GLSL input's stand-in: a reference to its interpolant, by the
        // global's name in this function (`io::pull_inputs`).
        if let Some(&a) = arguments.first()
            && let Expression::Load { pointer } = f.func.expressions[a]
            && let Expression::GlobalVariable(g) = f.func.expressions[pointer]
            && self.pulled_input(g).is_some()
        {
            let name = self.planned(self.plan.names.globals.get(&g), "name for a global");
            return format!("{name}{method}");
        }
        let input = arguments.first().and_then(|&a| match f.func.expressions[a] {
            Expression::FunctionArgument(i) => io
                .stage_in
                .iter()
                .find(|v| v.pull && v.source == crate::msl::raise::io::IoSource::Argument { arg: i, member: None }),
            _ => None,
        });
        let Some(v) = input else {
            // Not an interpolant (the front-end passes only inputs): the value.
            return args.first().cloned().unwrap_or_default();
        };
        format!("{}.{}{method}", io.in_param, v.name)
    }

    fn return_(&mut self, f: &mut FnCtx, value: Option<Handle<Expression>>) {
        match (value, f.is_entry) {
            (Some(v), true) => self.entry_return(f, v),
            (Some(v), false) => {
                let scope: &FnCtx = f;
                self.line_with(|p, out| {
                    out.push_str("return ");
                    p.put(out, Some(scope), v);
                    out.push(';');
                });
            }
            (None, true) if self.entry.mesh.is_some() => {
                self.mesh_epilogue(f);
                self.line("return;");
            }
            (None, _) => self.line("return;"),
        }
    }

    /// The scope of a function as an expression scope.
    pub fn scope<'c>(f: &'c FnCtx<'c>) -> Scope<'c> {
        Some(f)
    }
}

/// A call of an intrinsic stand-in (`SideInfo::intrinsic_functions`) as the Metal operation.
fn intrinsic_call(intrinsic: crate::side::Intrinsic, args: &[String]) -> String {
    let arg = |i: usize| args.get(i).map_or("", String::as_str);
    match intrinsic {
        crate::side::Intrinsic::CalculateLod { clamped } => {
            let method = if clamped { "calculate_clamped_lod" } else { "calculate_unclamped_lod" };
            format!("{}.{method}({}, {})", arg(0), arg(1), arg(2))
        }
        // Spelled by `Printer::texture_atomic_call`, which `call` uses instead.
        crate::side::Intrinsic::TextureAtomic { .. } => String::new(),
        crate::side::Intrinsic::ImageStore { arrayed: false } => format!("{}.write({}, {})", arg(0), arg(2), arg(1)),
        crate::side::Intrinsic::ImageStore { arrayed: true } => {
            format!("{}.write({}, {}, {})", arg(0), arg(3), arg(1), arg(2))
        }
        crate::side::Intrinsic::HelperThread => "simd_is_helper_thread()".to_string(),
        crate::side::Intrinsic::SamplePosition => format!("get_sample_position({})", arg(0)),
        // Spelled by `Printer::call`, which knows the stage.
        crate::side::Intrinsic::IsHelperLane => String::new(),
        // Spelled by `Printer::interpolate_call`, which knows the inputs.
        crate::side::Intrinsic::Interpolate { .. } => String::new(),
        // Spelled by `Printer::ray_query_call`, which adds its support function.
        crate::side::Intrinsic::RayQuery(_) => String::new(),
        crate::side::Intrinsic::QuadVote { all: true } => format!("quad_all({})", arg(0)),
        crate::side::Intrinsic::QuadVote { all: false } => format!("quad_any({})", arg(0)),
        crate::side::Intrinsic::CubeRead { arrayed } => {
            let n = if arrayed { 4 } else { 3 };
            format!("{}.read({})", arg(0), args.get(1..n).unwrap_or_default().join(", "))
        }
        crate::side::Intrinsic::CubeWrite { arrayed } => {
            let n = if arrayed { 4 } else { 3 };
            format!("{}.write({}, {})", arg(0), arg(n), args.get(1..n).unwrap_or_default().join(", "))
        }
        crate::side::Intrinsic::Sample { dim, arrayed, lod, offset, compare, clamp } => {
            use crate::side::SampleLod;
            let mut parts: Vec<String> = vec![arg(1).into(), arg(2).into()];
            let mut next = 3;
            if arrayed {
                parts.push(arg(next).into());
                next += 1;
            }
            if compare {
                parts.push(arg(next).into());
                next += 1;
            }
            let one_level = dim == naga::ImageDimension::D1;
            match lod {
                SampleLod::Auto => {}
                SampleLod::Zero if !one_level => parts.push("level(0.0f)".into()),
                SampleLod::Zero => {}
                SampleLod::Exact | SampleLod::Bias => {
                    if !one_level {
                        let option = if lod == SampleLod::Exact { "level" } else { "bias" };
                        parts.push(format!("{option}({})", arg(next)));
                    }
                    next += 1;
                }
                SampleLod::Gradient => {
                    if !one_level {
                        let gradient = match dim {
                            naga::ImageDimension::D3 => "gradient3d",
                            naga::ImageDimension::Cube => "gradientcube",
                            _ => "gradient2d",
                        };
                        parts.push(format!("{gradient}({}, {})", arg(next), arg(next + 1)));
                    }
                    next += 2;
                }
            }
            if clamp {
                parts.push(format!("min_lod_clamp({})", arg(next)));
                next += 1;
            }
            if offset {
                parts.push(arg(next).into());
            }
            let method = if compare { "sample_compare" } else { "sample" };
            format!("{}.{method}({})", arg(0), parts.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn barrier_flags() {
        assert_eq!(mem_flags(Barrier::WORK_GROUP), "mem_flags::mem_threadgroup");
        assert_eq!(mem_flags(Barrier::STORAGE | Barrier::TEXTURE), "mem_flags::mem_device | mem_flags::mem_texture");
        assert_eq!(mem_flags(Barrier::empty()), "mem_flags::mem_none");
        assert_eq!(atomic_fn(&AtomicFunction::Exchange { compare: None }), Some("atomic_exchange_explicit"));
    }
}
