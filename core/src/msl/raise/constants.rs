//! Function constants (DESIGN §3): naga overrides (HLSL `[[vk::constant_id]]`,
//! GLSL `constant_id`, WGSL `override`) become
//! `constant T Name [[function_constant(N)]];` plus
//! `constant T Name_value = is_function_constant_defined(Name) ? Name : default;`.
//! Only the constants an entry point reads are declared.
//!
//! Indices: an override's own id when it has one; the others take the
//! smallest free indices in declaration order, over the whole module, so all
//! entry points of a file agree.

use crate::ordered::IntSet;
use crate::seqmap::IntSeqMap;
use naga::{Constant, Expression, Function, Handle, Module, Override, Scalar, ScalarKind};

/// The `[[function_constant(N)]]` index of every override of the module.
pub fn indices(module: &Module) -> IntSeqMap<Handle<Override>, u32> {
    let taken: IntSet<u32> = module.overrides.iter().filter_map(|(_, o)| o.id.map(u32::from)).collect();
    let mut next = 0u32;
    let mut out = IntSeqMap::new();
    for (h, o) in module.overrides.iter() {
        let index = match o.id {
            Some(id) => u32::from(id),
            None => {
                while taken.contains(&next) || out.values().any(|&v| v == next) {
                    next += 1;
                }
                next
            }
        };
        out.insert(h, index);
    }
    out
}

/// `MTLDataType` raw value of a scalar function constant.
pub const fn mtl_data_type(scalar: Scalar) -> Option<u32> {
    match (scalar.kind, scalar.width) {
        (ScalarKind::Float, 4) => Some(3),
        (ScalarKind::Float, 2) => Some(16),
        (ScalarKind::Sint, 4) => Some(29),
        (ScalarKind::Uint, 4) => Some(33),
        (ScalarKind::Bool, _) => Some(53),
        (ScalarKind::Sint, 2) => Some(37),
        (ScalarKind::Uint, 2) => Some(41),
        (ScalarKind::Sint, 8) => Some(81),
        (ScalarKind::Uint, 8) => Some(85),
        _ => None,
    }
}

/// The MSL type of a 64-bit integer function constant (`SideInfo::wide_overrides`).
pub const fn wide_name(scalar: Scalar) -> &'static str {
    match scalar.kind {
        ScalarKind::Uint => "ulong",
        _ => "long",
    }
}

/// The module constants and overrides the given functions read, directly or
/// through the initializers of other constants and overrides, in arena order.
pub fn used(module: &Module, functions: &[&Function]) -> (Vec<Handle<Constant>>, Vec<Handle<Override>>) {
    let mut consts = vec![false; module.constants.len()];
    let mut overrides = vec![false; module.overrides.len()];
    let mut globals = vec![false; module.global_expressions.len()];
    for f in functions {
        for (_, e) in f.expressions.iter() {
            mark(e, &mut consts, &mut overrides);
        }
    }
    // Initializers: a constant/override marks its initializer, whose operands
    // come earlier in the arena, so one reverse pass closes the set.
    let mark_inits = |consts: &[bool], overrides: &[bool], globals: &mut [bool]| {
        for (h, c) in module.constants.iter() {
            if consts.get(h.index()).copied().unwrap_or(false)
                && let Some(g) = globals.get_mut(c.init.index())
            {
                *g = true;
            }
        }
        for (h, o) in module.overrides.iter() {
            if overrides.get(h.index()).copied().unwrap_or(false)
                && let Some(g) = o.init.and_then(|i| globals.get_mut(i.index()))
            {
                *g = true;
            }
        }
    };
    // Constants and overrides may chain through each other; iterate to a fixed point.
    loop {
        let before = (consts.clone(), overrides.clone());
        mark_inits(&consts, &overrides, &mut globals);
        for (h, e) in module.global_expressions.iter().rev() {
            if globals.get(h.index()).copied().unwrap_or(false) {
                mark(e, &mut consts, &mut overrides);
                for op in super::walk::operands(e) {
                    if let Some(g) = globals.get_mut(op.index()) {
                        *g = true;
                    }
                }
            }
        }
        mark_inits(&consts, &overrides, &mut globals);
        if before == (consts.clone(), overrides.clone()) {
            break;
        }
    }
    let c = module.constants.iter().map(|(h, _)| h).filter(|h| consts.get(h.index()).copied().unwrap_or(false));
    let o = module.overrides.iter().map(|(h, _)| h).filter(|h| overrides.get(h.index()).copied().unwrap_or(false));
    (c.collect(), o.collect())
}

fn mark(e: &Expression, consts: &mut [bool], overrides: &mut [bool]) {
    match *e {
        Expression::Constant(c) => {
            if let Some(m) = consts.get_mut(c.index()) {
                *m = true;
            }
        }
        Expression::Override(o) => {
            if let Some(m) = overrides.get_mut(o.index()) {
                *m = true;
            }
        }
        _ => {}
    }
}

/// The default of an override as JSON, when it is a literal.
pub fn default_json(module: &Module, o: &Override) -> serde_json::Value {
    let Some(init) = o.init else { return serde_json::Value::Null };
    match module.global_expressions[init] {
        Expression::Literal(l) => match l {
            naga::Literal::F32(v) => serde_json::json!(v),
            naga::Literal::F16(v) => serde_json::json!(f32::from(v)),
            naga::Literal::F64(v) | naga::Literal::AbstractFloat(v) => serde_json::json!(v),
            naga::Literal::I32(v) => serde_json::json!(v),
            naga::Literal::U32(v) => serde_json::json!(v),
            naga::Literal::I16(v) => serde_json::json!(v),
            naga::Literal::U16(v) => serde_json::json!(v),
            naga::Literal::I64(v) | naga::Literal::AbstractInt(v) => serde_json::json!(v),
            naga::Literal::U64(v) => serde_json::json!(v),
            naga::Literal::Bool(v) => serde_json::json!(v),
        },
        _ => serde_json::Value::Null,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explicit_ids_are_kept_and_others_fill_gaps() {
        let m = naga::front::wgsl::parse_str(
            "@id(1) override a: f32 = 1.0; override b: u32 = 2u; @id(0) override c: bool; override d: i32 = 3;
             @compute @workgroup_size(1) fn main() { _ = a; }",
        )
        .unwrap();
        let idx: Vec<u32> = indices(&m).values().copied().collect();
        assert_eq!(idx, [1, 2, 0, 3]);
    }

    #[test]
    fn only_read_overrides_are_used_with_their_dependencies() {
        let m = naga::front::wgsl::parse_str(
            "override a: f32 = 1.0; override b: f32 = a * 2.0; override unused: f32 = 0.0;
             @compute @workgroup_size(1) fn main() { var x = b; }",
        )
        .unwrap();
        let (_, o) = used(&m, &[&m.entry_points[0].function]);
        let names: Vec<_> = o.iter().map(|&h| m.overrides[h].name.clone().unwrap()).collect();
        assert_eq!(names, ["a", "b"]);
    }

    #[test]
    fn data_types() {
        assert_eq!(mtl_data_type(Scalar::F32), Some(3));
        assert_eq!(mtl_data_type(Scalar::I32), Some(29));
        assert_eq!(mtl_data_type(Scalar::U32), Some(33));
        assert_eq!(mtl_data_type(Scalar::BOOL), Some(53));
    }
}
