//! `precise` (DESIGN §3): a function holding a precise expression starts
//! with `#pragma clang fp reassociate(off)` and `#pragma clang fp
//! contract(off)`, and a precise float division is `precise::divide`.
//! naga IR has no such flag; the front-ends record precise expressions in
//! `SideInfo::precise_exprs`.

use crate::side::{FunctionRef, SideInfo};
use naga::{Expression, Handle};

/// Whether the function needs the fp pragmas.
pub fn function_is_precise(side: &SideInfo, f: FunctionRef) -> bool {
    side.precise_exprs.iter().any(|(g, _)| *g == f)
}

/// Whether one expression is precise.
pub fn expr_is_precise(side: &SideInfo, f: FunctionRef, e: Handle<Expression>) -> bool {
    side.precise_exprs.contains(&(f, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn precise_is_per_function_and_expression() {
        let m = naga::front::wgsl::parse_str("fn f(a: f32, b: f32) -> f32 { return a / b; }").unwrap();
        let (fh, f) = m.functions.iter().next().unwrap();
        let div = f.expressions.iter().find(|(_, e)| matches!(e, Expression::Binary { .. })).unwrap().0;
        let mut side = SideInfo::default();
        assert!(!function_is_precise(&side, FunctionRef::Helper(fh)));
        side.precise_exprs.insert((FunctionRef::Helper(fh), div));
        assert!(function_is_precise(&side, FunctionRef::Helper(fh)));
        assert!(!function_is_precise(&side, FunctionRef::Entry(0)));
        assert!(expr_is_precise(&side, FunctionRef::Helper(fh), div));
    }
}
