//! `precise` (DESIGN §3): which functions' arithmetic must not be
//! contracted, reassociated or approximated.
//!
//! HLSL puts `precise` on a declaration (a local, a parameter, a struct
//! member, a function's result) but means the arithmetic that computes the
//! declared value: DXC propagates the flag backwards through every
//! operation the value depends on, across the helpers it inlines. The MSL
//! writer's pragmas (`#pragma clang fp contract(off)` and
//! `reassociate(off)`) are per function, so this front-end decides per
//! function too, over-approximating: a function that declares anything
//! precise, or whose signature does, is precise as a whole — every float
//! `+ - * / %` in it is recorded in `SideInfo::precise_exprs` (so its
//! divisions become `precise::divide`) — and so is every helper it calls,
//! transitively, because their results may flow into the precise value.
//! Doing more arithmetic exactly than the source asked for is never wrong;
//! doing less is.
//!
//! A front-end that rewrites into this one (GLSL) gets the same by keeping
//! its `precise` qualifier as the HLSL modifier on the declaration.

use super::Lower;
use crate::hlsl::ast::{FunctionDecl, Modifiers};
use crate::hlsl::check::Ty;
use crate::side::FunctionRef;
use naga::{BinaryOperator as B, Expression as E};

/// Bound on struct nesting followed when looking for a precise member
/// (structs cannot contain themselves; this only keeps the walk total).
const MAX_NESTING: u32 = 64;

impl Lower<'_> {
    /// A declaration with these modifiers and this type makes its function precise.
    pub(super) fn precise_decl(&self, modifiers: &Modifiers, ty: &Ty) -> bool {
        modifiers.precise || self.holds_precise(ty, 0)
    }

    /// The function's signature is precise: `precise` on its result or a
    /// parameter, or a result/parameter type with a precise member.
    pub(super) fn precise_signature(&self, decl: &FunctionDecl, params: &[Ty], ret: &Ty) -> bool {
        self.precise_decl(&decl.modifiers, ret)
            || decl.params.iter().zip(params).any(|(p, ty)| self.precise_decl(&p.modifiers, ty))
    }

    /// A struct type (or array of them) with a `precise` member, at any depth.
    fn holds_precise(&self, ty: &Ty, depth: u32) -> bool {
        if depth > MAX_NESTING {
            return false;
        }
        match ty {
            Ty::Array(e, _) => self.holds_precise(e, depth + 1),
            Ty::Struct(i) => self
                .structs
                .get(*i)
                .is_some_and(|s| s.members.iter().any(|m| m.precise || self.holds_precise(&m.ty, depth + 1))),
            _ => false,
        }
    }

    /// Record the arithmetic of a function just added to the module when
    /// its body or signature declared something precise.
    pub(super) fn finish_precise(&mut self, precise: bool, fref: FunctionRef) {
        if precise {
            self.mark_precise(fref);
        }
    }

    fn mark_precise(&mut self, fref: FunctionRef) {
        let module = &self.b.module;
        let func = match fref {
            FunctionRef::Helper(h) => module.functions.try_get(h).ok(),
            FunctionRef::Entry(i) => module.entry_points.get(i).map(|ep| &ep.function),
        };
        let arithmetic = func.map(arithmetic).unwrap_or_default();
        self.side.precise_exprs.extend(arithmetic.into_iter().map(|h| (fref, h)));
    }

    /// Every helper a precise function calls, directly or not, is precise
    /// (its result may be part of the precise value). Runs once, after all
    /// functions are lowered.
    pub(super) fn propagate_precise(&mut self) {
        let module = &self.b.module;
        let mut todo: Vec<FunctionRef> = Vec::new();
        let mut seen = crate::ordered::IntSet::new();
        for (fref, _) in &self.side.precise_exprs {
            if seen.insert(*fref) {
                todo.push(*fref);
            }
        }
        let mut found = Vec::new();
        while let Some(fref) = todo.pop() {
            let func = match fref {
                FunctionRef::Helper(h) => module.functions.try_get(h).ok(),
                FunctionRef::Entry(i) => module.entry_points.get(i).map(|ep| &ep.function),
            };
            let Some(func) = func else { continue };
            let mut callees = Vec::new();
            calls_in(&func.body, &mut callees);
            for c in callees {
                let callee = FunctionRef::Helper(c);
                if seen.insert(callee) {
                    todo.push(callee);
                    found.push(c);
                }
            }
        }
        for h in found {
            self.mark_precise(FunctionRef::Helper(h));
        }
    }
}

/// The arithmetic expressions of a function.
fn arithmetic(func: &naga::Function) -> Vec<naga::Handle<E>> {
    let arith = |e: &E| matches!(e, E::Binary { op: B::Add | B::Subtract | B::Multiply | B::Divide | B::Modulo, .. });
    func.expressions.iter().filter(|(_, e)| arith(e)).map(|(h, _)| h).collect()
}

/// The functions a block calls, at any nesting.
fn calls_in(block: &naga::Block, out: &mut Vec<naga::Handle<naga::Function>>) {
    use naga::Statement as S;
    for s in block.iter() {
        match s {
            S::Call { function, .. } => out.push(*function),
            S::Block(b) => calls_in(b, out),
            S::If { accept, reject, .. } => {
                calls_in(accept, out);
                calls_in(reject, out);
            }
            S::Switch { cases, .. } => cases.iter().for_each(|c| calls_in(&c.body, out)),
            S::Loop { body, continuing, .. } => {
                calls_in(body, out);
                calls_in(continuing, out);
            }
            _ => {}
        }
    }
}
