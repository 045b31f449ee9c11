//! Loop counters whose step cannot overflow, so that OSH5203 (signed
//! overflow is undefined in MSL) is not reported where no wraparound can be
//! observed: on the `i++` of nearly every loop.
//!
//! `for (int i = a; i < n; i++)` becomes a naga `Loop` whose body starts with
//! `if (!(i < n)) { break; }` (or `if (i < n) {} else { break; }`) and whose
//! `continuing` block stores `i + 1` into `i`. When the loop's body never
//! writes `i`, the `continuing` block writes it only there, and no pointer to
//! `i` is passed to a function, `i < n <= INT_MAX` holds at the step, so
//! `i + 1` cannot overflow. Likewise `i > n` with `i - 1`, and `i <= 7` (`i >= -7`) with a literal
//! bound short of the type's end. Anything else (`i <= n`, a step of 2, a
//! counter written in the body) keeps the warning.

use super::walk;
use crate::ordered::IntSet;
use naga::{BinaryOperator as Op, Block, Expression as E, Function, Handle, Literal, LocalVariable, Statement};

/// The step expressions (`i + 1`, `i - 1`) of the function's loops that
/// cannot overflow.
pub fn bounded_steps(f: &Function) -> IntSet<Handle<E>> {
    let mut out = IntSet::new();
    walk::statements(&f.body, |s, _, _| {
        let Statement::Loop { body, continuing, .. } = s else { return };
        for (step, var, op) in steps(f, continuing) {
            if guarded(f, body, var, op) && stores_to(f, body, var) == 0 && stores_to(f, continuing, var) == 1 {
                out.insert(step);
            }
        }
    });
    let escaped = escaping(f);
    out.retain(|h| step_var(f, *h).is_some_and(|v| !escaped.contains(&v)));
    out
}

/// The local variable a pointer expression points into, if any.
fn root(f: &Function, mut p: Handle<E>) -> Option<Handle<LocalVariable>> {
    loop {
        match *f.expressions.try_get(p).ok()? {
            E::LocalVariable(v) => return Some(v),
            E::Access { base, .. } | E::AccessIndex { base, .. } => p = base,
            _ => return None,
        }
    }
}

/// `Load(var)`: the variable loaded.
fn loaded(f: &Function, e: Handle<E>) -> Option<Handle<LocalVariable>> {
    match *f.expressions.try_get(e).ok()? {
        E::Load { pointer } => match *f.expressions.try_get(pointer).ok()? {
            E::LocalVariable(v) => Some(v),
            _ => None,
        },
        _ => None,
    }
}

/// The variable of a step `var ± 1`.
fn step_var(f: &Function, step: Handle<E>) -> Option<Handle<LocalVariable>> {
    match *f.expressions.try_get(step).ok()? {
        E::Binary { left, .. } => loaded(f, left),
        _ => None,
    }
}

/// `var = var + 1` / `var = var - 1` at the top level of `continuing`:
/// `(the + or - expression, var, the operator)`.
fn steps(f: &Function, continuing: &Block) -> Vec<(Handle<E>, Handle<LocalVariable>, Op)> {
    let one = |e: Handle<E>| {
        matches!(f.expressions.try_get(e), Ok(E::Literal(Literal::I32(1) | Literal::I64(1) | Literal::AbstractInt(1))))
    };
    continuing
        .iter()
        .filter_map(|s| {
            let Statement::Store { pointer, value } = *s else { return None };
            let var = match *f.expressions.try_get(pointer).ok()? {
                E::LocalVariable(v) => v,
                _ => return None,
            };
            match *f.expressions.try_get(value).ok()? {
                E::Binary { op: op @ (Op::Add | Op::Subtract), left, right }
                    if loaded(f, left) == Some(var) && one(right) =>
                {
                    Some((value, var, op))
                }
                _ => None,
            }
        })
        .collect()
}

/// The loop body starts (after `Emit`s) by leaving the loop unless
/// `var < bound` (for a `+ 1` step) or `var > bound` (for `- 1`).
fn guarded(f: &Function, body: &Block, var: Handle<LocalVariable>, step: Op) -> bool {
    let Some(Statement::If { condition, accept, reject }) = body.iter().find(|s| !matches!(s, Statement::Emit(_)))
    else {
        return false;
    };
    let is_break = |b: &Block| {
        let mut real = b.iter().filter(|s| !matches!(s, Statement::Emit(_)));
        matches!((real.next(), real.next()), (Some(Statement::Break), None))
    };
    let is_empty = |b: &Block| b.iter().all(|s| matches!(s, Statement::Emit(_)));
    // The condition under which the loop goes on.
    let go_on = if is_break(accept) && is_empty(reject) {
        match f.expressions.try_get(*condition) {
            Ok(E::Unary { op: naga::UnaryOperator::LogicalNot, expr }) => *expr,
            _ => return false,
        }
    } else if is_empty(accept) && is_break(reject) {
        *condition
    } else {
        return false;
    };
    let (below, above) = match step {
        Op::Add => (Op::Less, Op::Greater),
        _ => (Op::Greater, Op::Less),
    };
    // `var <= bound` (for `+ 1`; `var >= bound` for `- 1`) with a literal
    // bound short of the type's end: the step cannot pass it either.
    let (at_most, at_least) = match step {
        Op::Add => (Op::LessEqual, Op::GreaterEqual),
        _ => (Op::GreaterEqual, Op::LessEqual),
    };
    let short_of_end = |e: Handle<E>| match f.expressions.try_get(e) {
        Ok(E::Literal(Literal::I32(v))) => {
            if step == Op::Add {
                *v < i32::MAX
            } else {
                *v > i32::MIN
            }
        }
        _ => false,
    };
    match f.expressions.try_get(go_on) {
        // `var < bound`, or `bound > var`, for a `+ 1` step.
        Ok(E::Binary { op, left, right }) => {
            (*op == below && loaded(f, *left) == Some(var))
                || (*op == above && loaded(f, *right) == Some(var))
                || (*op == at_most && loaded(f, *left) == Some(var) && short_of_end(*right))
                || (*op == at_least && loaded(f, *right) == Some(var) && short_of_end(*left))
        }
        _ => false,
    }
}

/// How many stores into `var` (or a part of it) `block` and its nested blocks hold.
fn stores_to(f: &Function, block: &Block, var: Handle<LocalVariable>) -> usize {
    let mut n = 0;
    walk::statements(block, |s, _, _| {
        if let Statement::Store { pointer, .. } = *s
            && root(f, pointer) == Some(var)
        {
            n += 1;
        }
    });
    n
}

/// The variables a pointer to which is passed to a function (which may write them).
fn escaping(f: &Function) -> IntSet<Handle<LocalVariable>> {
    let mut out = IntSet::new();
    walk::statements(&f.body, |s, _, _| {
        if let Statement::Call { arguments, .. } = s {
            out.extend(arguments.iter().filter_map(|a| root(f, *a)));
        }
    });
    out
}
