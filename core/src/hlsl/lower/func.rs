//! Functions: signatures, bodies, scopes and calls of user functions
//! (overload resolution by HLSL's conversion ranking, copy-in/copy-out of
//! `out`/`inout` arguments).

use super::expr::{Storage, Val, Vk};
use super::layout::Layout;
use super::{FnInfo, Lower, MAX_CALL_DEPTH};
use crate::diag::{Diagnostic, codes};
use crate::front::build::FnBuilder;
use crate::hlsl::ast::*;
use crate::hlsl::check::{self, Ty};
use crate::source::Span;
use naga::{Expression as E, Handle};

/// The overload cost of passing a struct or array where another struct or
/// array of as many scalars is expected: above every numeric conversion.
const AGGREGATE_COST: u32 = 100;

#[derive(Clone, Debug)]
pub struct Local {
    pub kind: Vk,
    pub ty: Ty,
    /// The value of a `const` local with a constant initializer (case labels).
    pub constant: Option<super::globals::ConstVal>,
}

/// State of the function being lowered.
pub struct FnCtx {
    pub f: FnBuilder,
    scopes: Vec<Vec<(String, Local)>>,
    /// What opened each scope of `scopes` (the first is the body's).
    scope_kinds: Vec<ScopeKind>,
    /// Resource locals assigned in an `if` branch (`FnCtx::rebind`).
    flow_chosen: Vec<String>,
    pub ret: Ty,
    /// Set while lowering an entry point: how `return` writes the outputs.
    pub entry: Option<super::entry::EntryOut>,
    pub loops: u32,
    pub switches: u32,
    /// The struct whose method this is (bare member, static member and
    /// method names resolve in it).
    pub method_of: Option<String>,
    /// The function declares something `precise` (see `lower::precise`).
    pub precise: bool,
}

/// What opened a scope, for the resource locals assigned in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScopeKind {
    /// A block, or the branch a compile-time-constant condition takes.
    Plain,
    /// A branch of an `if`.
    Branch,
    /// A loop body or a switch case (run again, or entered by fall-through).
    Repeated,
}

/// How `FnCtx::rebind` bound a resource local.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rebind {
    Declaration,
    Branch,
    Refused,
}

impl FnCtx {
    pub fn new(name: &str, ret: Ty) -> Self {
        FnCtx {
            f: FnBuilder::new(name),
            scopes: vec![Vec::new()],
            scope_kinds: vec![ScopeKind::Plain],
            flow_chosen: Vec::new(),
            ret,
            entry: None,
            loops: 0,
            switches: 0,
            method_of: None,
            precise: false,
        }
    }

    pub fn lookup(&self, name: &str) -> Option<&Local> {
        self.scopes.iter().rev().find_map(|s| s.iter().rev().find(|(n, _)| n == name).map(|(_, l)| l))
    }

    /// The names of the locals in scope, innermost first (for suggestions).
    pub fn local_names(&self) -> impl Iterator<Item = &str> {
        self.scopes.iter().rev().flat_map(|s| s.iter().rev().map(|(n, _)| n.as_str()))
    }

    pub fn declare(&mut self, name: &str, local: Local) {
        if let Some(s) = self.scopes.last_mut() {
            s.push((name.to_string(), local));
        }
    }

    /// Bind the resource local `name` to what was just assigned to it
    /// (`Lower::assign`). Through plain blocks the declaration itself is
    /// rebound; inside an `if` branch the branch gets its own binding and the
    /// declaration becomes unknown (`flow_chosen`: after the branch, which
    /// resource it names depends on the condition); inside a loop or a
    /// switch case, where a later iteration or a fall-through would see the
    /// assignment the code before it was lowered without, it is refused.
    pub fn rebind(&mut self, name: &str, local: Local) -> Rebind {
        let Some(k) = self.scopes.iter().rposition(|s| s.iter().any(|(n, _)| n == name)) else {
            return Rebind::Refused;
        };
        let between = self.scope_kinds.get(k + 1..).unwrap_or_default();
        if between.contains(&ScopeKind::Repeated) {
            return Rebind::Refused;
        }
        let branch = between.contains(&ScopeKind::Branch);
        let Some(slot) = self.scopes.get_mut(k).and_then(|s| s.iter_mut().rev().find(|(n, _)| n == name)) else {
            return Rebind::Refused;
        };
        if !branch {
            slot.1 = local;
            return Rebind::Declaration;
        }
        slot.1.kind = Vk::Error;
        self.flow_chosen.push(name.to_string());
        self.declare(name, local);
        Rebind::Branch
    }

    /// Whether the resource local `name` was assigned in a branch, so that
    /// which resource it names depends on control flow.
    pub fn flow_chosen(&self, name: &str) -> bool {
        self.flow_chosen.iter().any(|n| n == name)
    }

    pub fn push_scope(&mut self) {
        self.push_scope_of(ScopeKind::Plain);
    }

    pub fn push_scope_of(&mut self, kind: ScopeKind) {
        self.scopes.push(Vec::new());
        self.scope_kinds.push(kind);
    }

    pub fn pop_scope(&mut self) {
        self.scopes.pop();
        self.scope_kinds.pop();
    }
}

fn ns(s: Span) -> naga::Span {
    if s.is_dummy() { naga::Span::UNDEFINED } else { naga::Span::new(s.start, s.end) }
}

impl Lower<'_> {
    /// Register every function declaration (prototypes merge with bodies).
    pub(super) fn collect_functions(&mut self, items: &[Item]) {
        for item in items {
            let Item::Function(decl) = item else { continue };
            let saved = std::mem::replace(&mut self.namespace, super::scope_of(&decl.name).to_string());
            let params: Vec<(Ty, InOut)> = decl
                .params
                .iter()
                .map(|p| {
                    let mut ty = constant_buffer_as_value(self.resolve_type(&p.ty));
                    for d in p.decl.dims.iter().rev() {
                        ty = self.array_of(ty, d.as_ref(), p.decl.name_span);
                    }
                    (ty, p.modifiers.inout)
                })
                .collect();
            let ret = self.resolve_type(&decl.ret);
            self.namespace = saved;
            let list = self.functions.entry(decl.name.clone()).or_default();
            if let Some(existing) = list.iter_mut().find(|f| f.params == params) {
                // A prototype and one body are one function; two bodies, or
                // two return types, are not (DXC and glslang reject both).
                let clash = if existing.ret != ret {
                    Some("differs from an earlier declaration only in its return type")
                } else if decl.body.is_some() && existing.decl.body.is_some() {
                    Some("is already defined with these parameter types")
                } else {
                    None
                };
                let first = existing.decl.name_span;
                if decl.body.is_some() && clash.is_none() {
                    existing.decl = decl.clone();
                }
                if let Some(what) = clash {
                    let msg = format!("function `{}` {what}", decl.name);
                    let d = Diagnostic::error(codes::SEM_REDEFINITION, msg, decl.name_span)
                        .with_label(first, "first declared here");
                    self.diags.push(d);
                }
                continue;
            }
            list.push(FnInfo { decl: decl.clone(), params, ret, lowered: None, in_progress: false });
        }
    }

    /// Lower a helper function on first use.
    /// `bound`: the buffer parameters (index, global) of this call. Metal
    /// passes buffers to helpers as extra arguments of their own, so a
    /// helper taking a buffer is lowered once per set of buffers it is
    /// called with, each parameter naming its global.
    fn ensure_function(
        &mut self,
        name: &str,
        idx: usize,
        bound: &[(usize, Handle<naga::GlobalVariable>)],
        sp: Span,
    ) -> Option<Handle<naga::Function>> {
        // Names in the body are looked up from the function's namespace.
        self.in_scope_of(name, |l| l.ensure_function_in_scope(name, idx, bound, sp))
    }

    fn ensure_function_in_scope(
        &mut self,
        name: &str,
        idx: usize,
        bound: &[(usize, Handle<naga::GlobalVariable>)],
        sp: Span,
    ) -> Option<Handle<naga::Function>> {
        let info = self.functions.get(name)?.get(idx)?.clone();
        let key = super::spec_key(name, idx, bound.iter().map(|(i, g)| (*i, g.index())));
        if bound.is_empty()
            && let Some(h) = info.lowered
        {
            return Some(h);
        }
        if let Some(h) = self.specialized.get(&key) {
            return Some(*h);
        }
        if info.in_progress {
            self.error(codes::SEM_RECURSION, format!("`{name}` calls itself; shaders cannot recurse"), sp);
            return None;
        }
        if self.call_depth >= MAX_CALL_DEPTH {
            self.error(codes::SEM_RECURSION, format!("calls nest deeper than {MAX_CALL_DEPTH} functions"), sp);
            return None;
        }
        let Some(body) = info.decl.body.as_ref() else {
            self.error(codes::SEM_UNDECLARED, format!("`{name}` is declared but never defined"), sp);
            return None;
        };
        self.set_in_progress(name, idx, true);
        self.call_depth += 1;
        let mut fname = name.replace("::", "_");
        for (_, g) in bound {
            if let Ok(Some(gname)) = self.b.module.global_variables.try_get(*g).map(|v| v.name.clone()) {
                fname = format!("{fname}_{gname}");
            }
        }
        let mut f = FnCtx::new(&fname, info.ret.clone());
        f.method_of = self.method_struct(name).map(str::to_string);
        let param_tys: Vec<Ty> = info.params.iter().map(|(t, _)| t.clone()).collect();
        f.precise = self.precise_signature(&info.decl, &param_tys, &info.ret);
        let modified = assigned_names(body);
        // naga's argument index: bound buffer parameters take none.
        let mut arg_ix = 0u32;
        for (i, (p, (ty, inout))) in info.decl.params.iter().zip(&info.params).enumerate() {
            let pname = &p.decl.name;
            let psp = ns(p.decl.name_span);
            if let Some((_, g)) = bound.iter().find(|(k, _)| *k == i) {
                let h = f.f.expr(E::GlobalVariable(*g), psp);
                let space = self.b.module.global_variables.try_get(*g).map(|v| v.space).ok();
                let kind =
                    if space == Some(naga::AddressSpace::Handle) { Vk::Value(h) } else { Vk::Ptr(h, Storage::Plain) };
                f.declare(pname, super::func::Local { kind, ty: ty.clone(), constant: None });
                continue;
            }
            let kind = if matches!(super::globals::strip_arrays(ty), Ty::RayQuery(_)) {
                // A query is its state, as in D3D and Vulkan: the caller's
                // object by reference, whatever `in`/`out` says.
                let base = self.naga_ty(ty, Layout::Natural, false);
                let pty = self.b.ty(naga::TypeInner::Pointer { base, space: naga::AddressSpace::Function });
                f.f.arg(pname, pty, None);
                arg_ix += 1;
                Vk::Ptr(f.f.expr(E::FunctionArgument(arg_ix - 1), psp), Storage::Plain)
            } else if matches!(ty, Ty::Resource(_) | Ty::Sampler { .. }) {
                if is_buffer(ty) {
                    // Reached only when the caller could not name the buffer.
                    self.error(codes::SEM_UNSUPPORTED, "buffers cannot be passed to functions yet", p.span);
                }
                let nty = match ty {
                    Ty::Resource(r) if self.depth_params.contains(&crate::ordered::pair_key(name, i)) => {
                        self.texture_ty(r, true)
                    }
                    _ => self.naga_ty(ty, Layout::Natural, false),
                };
                f.f.arg(pname, nty, None);
                arg_ix += 1;
                Vk::Value(f.f.expr(E::FunctionArgument(arg_ix - 1), psp))
            } else if *inout == InOut::In {
                let nty = self.naga_ty(ty, Layout::Natural, false);
                f.f.arg(pname, nty, None);
                arg_ix += 1;
                let a = f.f.expr(E::FunctionArgument(arg_ix - 1), psp);
                if modified.contains(pname) {
                    let local = f.f.local(pname, nty, psp);
                    f.f.store(local, a, psp);
                    Vk::Ptr(local, Storage::Plain)
                } else {
                    Vk::Value(a)
                }
            } else {
                let base = self.naga_ty(ty, Layout::Natural, false);
                let pty = self.b.ty(naga::TypeInner::Pointer { base, space: naga::AddressSpace::Function });
                f.f.arg(pname, pty, None);
                arg_ix += 1;
                Vk::Ptr(f.f.expr(E::FunctionArgument(arg_ix - 1), psp), Storage::Plain)
            };
            f.declare(pname, super::func::Local { kind, ty: ty.clone(), constant: None });
        }
        if matches!(super::globals::strip_arrays(&info.ret), Ty::RayQuery(_)) {
            let msg = format!(
                "`{name}` returns a ray query: Metal's `intersection_query` cannot be copied out of a function \
                 (take it as a parameter instead)"
            );
            self.error(codes::METAL_RAY_QUERY, msg, info.decl.name_span);
        } else if matches!(info.ret, Ty::Resource(_) | Ty::Sampler { .. }) {
            // naga's functions return data only (a texture handle is not
            // constructible); DXC inlines such helpers in its legalization.
            let msg = format!(
                "`{name}` returns a `{}`: functions returning textures, samplers or buffers are not supported yet",
                self.ty_name(&info.ret)
            );
            self.error(codes::SEM_UNSUPPORTED, msg, info.decl.name_span);
        } else if info.ret != Ty::Void && !info.ret.is_error() {
            let rty = self.naga_ty(&info.ret, Layout::Natural, false);
            f.f.set_result(rty, None);
        }
        self.block(&mut f, body);
        self.finish_body(&mut f, &info.ret, body.span);
        let func = f.f.finish();
        let h = self.b.module.functions.append(func, ns(info.decl.span));
        self.finish_precise(f.precise, crate::side::FunctionRef::Helper(h));
        self.call_depth -= 1;
        self.set_in_progress(name, idx, false);
        if !bound.is_empty() {
            self.specialized.insert(key, h);
        } else if let Some(fi) = self.functions.get_mut(name).and_then(|l| l.get_mut(idx)) {
            fi.lowered = Some(h);
        }
        Some(h)
    }

    fn set_in_progress(&mut self, name: &str, idx: usize, v: bool) {
        if let Some(fi) = self.functions.get_mut(name).and_then(|l| l.get_mut(idx)) {
            fi.in_progress = v;
        }
    }

    /// A body that can fall off its end gets a final return.
    pub fn finish_body(&mut self, f: &mut FnCtx, ret: &Ty, sp: Span) {
        if f.f.terminated() {
            return;
        }
        if f.entry.is_some() {
            self.entry_return(f, None, sp);
            return;
        }
        let value = if *ret == Ty::Void || ret.is_error() {
            None
        } else {
            let nty = self.naga_ty(ret, Layout::Natural, false);
            Some(f.f.expr(E::ZeroValue(nty), ns(sp)))
        };
        f.f.stmt(naga::Statement::Return { value }, ns(sp));
    }

    /// A call of a user function by name, or `None` when no user function
    /// has that name.
    pub fn user_call(&mut self, f: &mut FnCtx, name: &str, args: &[Expr], sp: Span) -> Option<Val> {
        // Inside a method: a sibling method (on `this` unless static) first.
        if let Some(s) = f.method_of.clone()
            && let Some(list) = self.functions.get(&format!("{s}::{name}"))
        {
            let key = format!("{s}::{name}");
            let takes_this = list.iter().any(is_method);
            let mut vals = Vec::new();
            if takes_this {
                let Some(this) = f.lookup(super::methods::THIS).cloned() else {
                    self.error(
                        codes::SEM_UNDECLARED,
                        format!("`{name}` needs an object; a static method has none"),
                        sp,
                    );
                    return Some(Val::error(sp));
                };
                vals.push(Val { kind: this.kind, ty: this.ty, lit: false, span: sp });
            }
            vals.extend(args.iter().map(|a| self.expr(f, a)));
            return Some(self.call_overloads(f, &key, name, vals, sp));
        }
        let key = self.scoped_name(name, |n| self.functions.contains_key(n) && self.method_struct(n).is_none());
        let key = match key {
            Some(key) => key,
            None if self.functions.contains_key(name) => name.to_string(),
            None => return None,
        };
        let vals: Vec<Val> = args.iter().map(|a| self.expr(f, a)).collect();
        Some(self.call_overloads(f, &key, name, vals, sp))
    }

    /// `object.name(args)` on a struct-typed object, or `None` when the
    /// struct has no such method.
    pub fn method_call(&mut self, f: &mut FnCtx, obj: Val, name: &str, args: &[Expr], sp: Span) -> Option<Val> {
        let Ty::Struct(i) = obj.ty else { return None };
        let key = format!("{}::{name}", self.structs.get(i)?.name);
        let takes_this = self.functions.get(&key)?.iter().any(is_method);
        let mut vals = if takes_this { vec![obj] } else { Vec::new() };
        vals.extend(args.iter().map(|a| self.expr(f, a)));
        Some(self.call_overloads(f, &key, name, vals, sp))
    }

    /// The struct a function `S::m` is a method of.
    pub fn method_struct<'n>(&self, name: &'n str) -> Option<&'n str> {
        let (s, _) = name.rsplit_once("::")?;
        self.struct_names.contains_key(s).then_some(s)
    }

    /// Overload resolution over the functions named `key` and the call.
    /// An argument converted between struct and array types
    /// ([`Self::aggregates_match`]) costs more than any numeric conversion.
    pub(super) fn call_overloads(&mut self, f: &mut FnCtx, key: &str, name: &str, vals: Vec<Val>, sp: Span) -> Val {
        let Some(overloads) = self.functions.get(key).cloned() else { return Val::error(sp) };
        if vals.iter().any(Val::is_error) {
            return Val::error(sp);
        }
        // Rank overloads by total conversion cost, then, between overloads
        // of equal cost, by how many arguments change between integer and
        // floating point: DXC prefers an integer parameter for an integer
        // argument (`f(uint2)` calls `f(int2)` over `f(float2)`).
        let mut best: Vec<((u32, u32), usize)> = Vec::new();
        let mut arity_ok = false;
        for (i, o) in overloads.iter().enumerate() {
            let required = o.decl.params.iter().filter(|p| p.decl.init.is_none()).count();
            if vals.len() < required || vals.len() > o.params.len() {
                continue;
            }
            arity_ok = true;
            let mut total = 0;
            let mut ok = true;
            let float = |t: &Ty| t.scalar().map(|s| s.kind == naga::ScalarKind::Float);
            let int = |t: &Ty| t.scalar().map(|s| matches!(s.kind, naga::ScalarKind::Sint | naga::ScalarKind::Uint));
            let crossing = |a: &Ty, b: &Ty| {
                (float(a) == Some(true) && int(b) == Some(true)) || (int(a) == Some(true) && float(b) == Some(true))
            };
            // (A literal's own type is loose in DXC: not counted.)
            let crossings = vals.iter().zip(&o.params).filter(|(v, (pty, _))| !v.lit && crossing(&v.ty, pty)).count();
            for (v, (pty, inout)) in vals.iter().zip(&o.params) {
                let cost = if &v.ty == pty {
                    Some(0)
                } else if v.lit && v.ty.is_numeric() && pty.is_numeric() {
                    check::conversion_cost(&v.ty, pty).map(|c| c.min(1))
                } else if *inout == InOut::In && self.aggregates_match(&v.ty, pty) {
                    // A struct or array of as many scalars (`coerce`), the
                    // costliest conversion.
                    Some(AGGREGATE_COST)
                } else {
                    check::conversion_cost(&v.ty, pty)
                };
                match cost {
                    Some(c) => total += c,
                    None => ok = false,
                }
            }
            if ok {
                best.push(((total, crossings as u32), i));
            }
        }
        crate::sort::sort(&mut best);
        let chosen = match best.as_slice() {
            [] => {
                let code = if arity_ok { codes::SEM_NO_OVERLOAD } else { codes::SEM_BAD_ARGUMENT_COUNT };
                let tys: Vec<String> = vals.iter().map(|v| self.ty_name(&v.ty)).collect();
                self.error(code, format!("no overload of `{name}` takes ({})", tys.join(", ")), sp);
                return Val::error(sp);
            }
            [(a, _), (b, _), ..] if a == b => {
                self.error(codes::SEM_AMBIGUOUS_OVERLOAD, format!("call of `{name}` is ambiguous"), sp);
                return Val::error(sp);
            }
            [(_, i), ..] => *i,
        };
        let Some(info) = overloads.get(chosen).cloned() else { return Val::error(sp) };
        // Buffer arguments name their global (see `ensure_function`), and
        // so do arrays of textures or samplers (naga passes no array of
        // handles to a function).
        let mut bound = Vec::new();
        for (i, (pty, _)) in info.params.iter().enumerate() {
            let handle_array = matches!(pty, Ty::Array(..))
                && matches!(super::globals::strip_arrays(pty), Ty::Resource(_) | Ty::Sampler { .. });
            if !is_buffer(pty) && !handle_array {
                continue;
            }
            let h = match vals.get(i).map(|v| &v.kind) {
                Some(Vk::Value(h) | Vk::Ptr(h, Storage::Plain)) => Some(*h),
                _ => None,
            };
            match h.and_then(|h| f.f.exprs().try_get(h).ok()) {
                Some(E::GlobalVariable(g)) => bound.push((i, *g)),
                _ => {
                    let at = vals.get(i).map_or(sp, |v| v.span);
                    let msg = if handle_array {
                        "an array of textures or samplers passed to a function must name a global array"
                    } else {
                        "a buffer argument must name a buffer (an element of an array of buffers cannot be passed yet)"
                    };
                    self.error(codes::SEM_UNSUPPORTED, msg, at);
                    return Val::error(sp);
                }
            }
        }
        let Some(handle) = self.ensure_function(key, chosen, &bound, sp) else { return Val::error(sp) };
        let mut arguments = Vec::new();
        let mut copy_back = Vec::new();
        let nsp = ns(sp);
        for (i, ((pty, inout), p)) in info.params.iter().zip(&info.decl.params).enumerate() {
            if bound.iter().any(|(k, _)| *k == i) {
                continue;
            }
            let v = match vals.get(i) {
                Some(v) => v.clone(),
                None => match &p.decl.init {
                    // A default `{ … }` list is an initializer of the
                    // parameter's type.
                    Some(e) if matches!(e.kind, ExprKind::InitList(_)) => match self.initializer(f, e, pty) {
                        Some(h) => Val::value(h, pty.clone(), e.span),
                        None => return Val::error(sp),
                    },
                    Some(e) => self.expr(f, e),
                    None => return Val::error(sp),
                },
            };
            if matches!(super::globals::strip_arrays(pty), Ty::RayQuery(_)) {
                match v.kind {
                    // A helper's query parameter points to the function
                    // address space; a global query is a private variable.
                    Vk::Ptr(h, _) if v.ty == *pty && super::ray_query::query_root_is_global(f, h) => {
                        let msg = "a global ray query cannot be passed to a function yet (declare it in the function)";
                        self.error(codes::SEM_UNSUPPORTED, msg, v.span);
                        return Val::error(sp);
                    }
                    Vk::Ptr(h, _) if v.ty == *pty => arguments.push(h),
                    _ => {
                        if !v.is_error() {
                            let msg = format!("expected a `{}` variable", self.ty_name(pty));
                            self.error(codes::SEM_TYPE_MISMATCH, msg, v.span);
                        }
                        return Val::error(sp);
                    }
                }
                continue;
            }
            if *inout == InOut::In {
                let h = if matches!(pty, Ty::Resource(_) | Ty::Sampler { .. }) {
                    self.rv(f, &v)
                } else {
                    self.implicit(f, &v, pty)
                };
                let Some(h) = h else { return Val::error(sp) };
                // A parameter is a read-write image: a GLSL `readonly` or
                // `writeonly` one (a narrower type) cannot be passed to it.
                let all = naga::StorageAccess::LOAD | naga::StorageAccess::STORE;
                let what = "a parameter without `readonly`/`writeonly` cannot take";
                if matches!(pty, Ty::Resource(_)) && !self.image_access_allows(f, h, all, what, v.span) {
                    return Val::error(sp);
                }
                arguments.push(h);
                continue;
            }
            if !v.kind.is_place() {
                self.error(codes::SEM_NOT_LVALUE, "an `out` or `inout` argument must be assignable", v.span);
                return Val::error(sp);
            }
            let nty = self.naga_ty(pty, Layout::Natural, false);
            let tmp = f.f.local(&format!("_{}", p.decl.name), nty, nsp);
            if *inout == InOut::InOut {
                let Some(h) = self.coerce_aggregate(f, &v, pty) else { return Val::error(sp) };
                f.f.store(tmp, h, nsp);
            }
            arguments.push(tmp);
            copy_back.push((tmp, pty.clone(), v));
        }
        let has_result = info.ret != Ty::Void && !info.ret.is_error();
        let result = f.f.call(handle, arguments, has_result, nsp);
        for (tmp, pty, place) in copy_back {
            let loaded = f.f.load(tmp, nsp);
            let tv = Val::value(loaded, pty, sp);
            if let Some(h) = self.coerce_aggregate(f, &tv, &place.ty) {
                self.store(f, &place, h);
            }
        }
        match result {
            Some(h) => Val::value(h, info.ret.clone(), sp),
            None => Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp },
        }
    }
}

/// A `ConstantBuffer<T>` or `TextureBuffer<T>` parameter or local is its
/// `T`: the buffer is read-only, so a copy of its contents reads the same
/// values (as the global of that type reads as its `T`).
pub fn constant_buffer_as_value(ty: Ty) -> Ty {
    match &ty {
        Ty::Resource(r) => match &**r {
            check::Resource::Constant { elem } => elem.clone(),
            _ => ty,
        },
        _ => ty,
    }
}

/// A structured, byte-address or constant buffer: a buffer argument in
/// Metal, passed to helpers by the global it is (see `ensure_function`).
fn is_buffer(ty: &Ty) -> bool {
    matches!(ty, Ty::Resource(r) if matches!(
        **r,
        check::Resource::Structured { .. } | check::Resource::ByteAddress { .. } | check::Resource::Constant { .. }
    ))
}

/// A method's overload (its first parameter is the object).
fn is_method(fi: &FnInfo) -> bool {
    fi.decl.params.first().is_some_and(|p| p.decl.name == super::methods::THIS)
}

/// The expressions of every statement in `body`, nested statements
/// included (not the sub-expressions): where the walks over a function body
/// that look for calls, assignments and uses start.
pub fn statement_exprs(body: &Block) -> Vec<&Expr> {
    let mut stmts: Vec<&Stmt> = body.stmts.iter().collect();
    let mut exprs: Vec<&Expr> = Vec::new();
    while let Some(s) = stmts.pop() {
        match &s.kind {
            StmtKind::Expr(e) | StmtKind::Return(Some(e)) => exprs.push(e),
            StmtKind::Var(v) => exprs.extend(v.declarators.iter().filter_map(|d| d.init.as_ref())),
            StmtKind::Block(b) => stmts.extend(b.stmts.iter()),
            StmtKind::If { cond, then, els } => {
                exprs.push(cond);
                stmts.push(then);
                stmts.extend(els.iter().map(|b| &**b));
            }
            StmtKind::For { init, cond, step, body } => {
                stmts.extend(init.iter().map(|b| &**b));
                exprs.extend(cond.iter());
                exprs.extend(step.iter());
                stmts.push(body);
            }
            StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
                exprs.push(cond);
                stmts.push(body);
            }
            StmtKind::Switch { selector, cases } => {
                exprs.push(selector);
                cases.iter().for_each(|c| stmts.extend(c.body.iter()));
            }
            _ => {}
        }
    }
    exprs
}

/// Names assigned, incremented or passed to calls in a body (parameters
/// that need a mutable local copy).
fn assigned_names(body: &Block) -> crate::ordered::OrdSet<String> {
    let mut out = crate::ordered::OrdSet::new();
    let mut exprs = statement_exprs(body);
    while let Some(e) = exprs.pop() {
        match &e.kind {
            ExprKind::Assign(_, l, r) => {
                if let Some(n) = root_name(l) {
                    out.insert(n);
                }
                exprs.push(l);
                exprs.push(r);
            }
            ExprKind::Unary(op, a) => {
                if matches!(op, UnOp::PreInc | UnOp::PreDec | UnOp::PostInc | UnOp::PostDec)
                    && let Some(n) = root_name(a)
                {
                    out.insert(n);
                }
                exprs.push(a);
            }
            ExprKind::Call { callee, args } => {
                if let Callee::Name(..) = callee {
                    out.extend(args.iter().filter_map(root_name));
                }
                if let Callee::Method { object, .. } = callee {
                    exprs.push(object);
                }
                exprs.extend(args.iter());
            }
            ExprKind::Binary(_, a, b) | ExprKind::Comma(a, b) | ExprKind::Index(a, b) => {
                exprs.push(a);
                exprs.push(b);
            }
            ExprKind::Ternary(a, b, c) => {
                exprs.push(a);
                exprs.push(b);
                exprs.push(c);
            }
            ExprKind::Cast(_, _, a) | ExprKind::Member(a, _, _) => exprs.push(a),
            ExprKind::InitList(l) => exprs.extend(l.iter()),
            _ => {}
        }
    }
    out
}

/// The member (or, with none, the variable) a place expression ends in:
/// `ssbo.values[i]` gives `values`, `counter` itself.
pub fn last_member(e: &Expr) -> Option<String> {
    let mut e = e;
    loop {
        match &e.kind {
            ExprKind::Ident(n) | ExprKind::Member(_, n, _) => return Some(n.clone()),
            ExprKind::Index(b, _) => e = b,
            _ => return None,
        }
    }
}

pub fn root_name(e: &Expr) -> Option<String> {
    let mut e = e;
    loop {
        match &e.kind {
            ExprKind::Ident(n) => return Some(n.clone()),
            ExprKind::Index(b, _) | ExprKind::Member(b, _, _) => e = b,
            _ => return None,
        }
    }
}
