//! Math functions that are not one MSL call: written as short expressions or
//! as small support functions declared once at the top of the unit.

use super::Printer;
use super::expr::{Scope, scalar_of};
use super::types::{scalar_name, vector_name};
use crate::diag::codes;
use naga::{Expression, Handle, MathFunction, ScalarKind, TypeInner};

pub fn special(
    p: &mut Printer,
    s: Scope,
    h: Handle<Expression>,
    fun: MathFunction,
    args: &[Handle<Expression>],
) -> String {
    let a: Vec<String> = args.iter().map(|&x| p.expr(s, x)).collect();
    let arg = |i: usize| a.get(i).cloned().unwrap_or_default();
    let first = args.first().map(|&x| p.type_of(s, x).clone());
    let ty0 = first.as_ref().map(|t| p.inner(t)).unwrap_or_default();
    let scalar = first.as_ref().and_then(scalar_of);
    let float_const = |v: &str| match scalar.map(|s| s.width) {
        Some(2) => format!("half({v}f)"),
        _ => format!("{v}f"),
    };
    match fun {
        MathFunction::Radians => format!("({} * {})", arg(0), float_const("0.017453292519943295")),
        MathFunction::Degrees => format!("({} * {})", arg(0), float_const("57.29577951308232")),
        MathFunction::Sign if scalar.is_some_and(|s| s.kind == ScalarKind::Float) => format!("sign({})", arg(0)),
        MathFunction::Sign => {
            let x = arg(0);
            format!("select(select({ty0}(0), {ty0}(1), {x} > {ty0}(0)), {ty0}(-1), {x} < {ty0}(0))")
        }
        MathFunction::Dot if scalar.is_some_and(|s| s.kind == ScalarKind::Float) => {
            format!("dot({}, {})", arg(0), arg(1))
        }
        MathFunction::Dot => {
            let result = p.type_name_of(s, h);
            let n = match first {
                Some(TypeInner::Vector { size, .. }) => size as usize,
                _ => 1,
            };
            let sum: Vec<String> = (0..n).map(|i| format!("a[{i}] * b[{i}]")).collect();
            p.add_support(format!(
                "{result} ferrometal_dot({ty0} a, {ty0} b) {{\n    return {};\n}}\n",
                sum.join(" + ")
            ));
            format!("ferrometal_dot({}, {})", arg(0), arg(1))
        }
        MathFunction::Modf | MathFunction::Frexp => result_struct(p, s, h, fun, &ty0, &arg(0)),
        MathFunction::QuantizeToF16 => {
            let half_ty = match first {
                Some(TypeInner::Vector { size, .. }) => vector_name(size, naga::Scalar::F16),
                _ => "half",
            };
            format!("{ty0}({half_ty}({}))", arg(0))
        }
        MathFunction::ExtractBits => format!("extract_bits({}, uint({}), uint({}))", arg(0), arg(1), arg(2)),
        MathFunction::InsertBits => {
            format!("insert_bits({}, {}, uint({}), uint({}))", arg(0), arg(1), arg(2), arg(3))
        }
        MathFunction::FirstTrailingBit => {
            format!("((ctz({x}) + {ty0}(1)) % {ty0}(33)) - {ty0}(1)", x = arg(0))
        }
        MathFunction::FirstLeadingBit if scalar.is_some_and(|s| s.kind == ScalarKind::Uint) => {
            format!("select({ty0}(31) - clz({x}), {ty0}(4294967295u), {x} == {ty0}(0))", x = arg(0))
        }
        MathFunction::FirstLeadingBit => {
            let y = format!("select({x}, ~{x}, {x} < {ty0}(0))", x = arg(0));
            format!("select({ty0}(31) - clz({y}), {ty0}(-1), {y} == {ty0}(0))")
        }
        MathFunction::Pack2x16float => format!("as_type<uint>(half2({}))", arg(0)),
        MathFunction::Unpack2x16float => format!("float2(as_type<half2>({}))", arg(0)),
        MathFunction::Pack4xI8 => format!("as_type<uint>(char4({}))", arg(0)),
        MathFunction::Pack4xU8 => format!("as_type<uint>(uchar4({}))", arg(0)),
        MathFunction::Pack4xI8Clamp => format!("as_type<uint>(char4(clamp({}, -128, 127)))", arg(0)),
        MathFunction::Pack4xU8Clamp => format!("as_type<uint>(uchar4(min({}, 255u)))", arg(0)),
        MathFunction::Unpack4xI8 => format!("int4(as_type<char4>({}))", arg(0)),
        MathFunction::Unpack4xU8 => format!("uint4(as_type<uchar4>({}))", arg(0)),
        MathFunction::Dot4I8Packed | MathFunction::Dot4U8Packed => {
            let (t, v, b) =
                if fun == MathFunction::Dot4I8Packed { ("int", "int4", "char4") } else { ("uint", "uint4", "uchar4") };
            let name = format!("ferrometal_dot4_{b}");
            p.add_support(format!(
                "{t} {name}(uint a, uint b) {{\n    {v} x = {v}(as_type<{b}>(a)) * {v}(as_type<{b}>(b));\n    return x.x + x.y + x.z + x.w;\n}}\n"
            ));
            format!("{name}({}, {})", arg(0), arg(1))
        }
        MathFunction::Outer => {
            let cols = match p.type_of(s, args.get(1).copied().unwrap_or(h)) {
                TypeInner::Vector { size, .. } => *size as u32,
                _ => 1,
            };
            let result = p.type_name_of(s, h);
            let columns: Vec<String> =
                (0..cols).map(|i| format!("{} * {}.{}", arg(0), arg(1), super::expr::component(i))).collect();
            format!("{result}({})", columns.join(", "))
        }
        _ => p.unsupported(s, h, codes::METAL_UNSUPPORTED, &format!("`{fun:?}` (no MSL equivalent)")),
    }
}

/// `modf`/`frexp`, whose naga result is a struct of both outputs.
fn result_struct(p: &mut Printer, s: Scope, h: Handle<Expression>, fun: MathFunction, ty: &str, x: &str) -> String {
    let result = p.type_name_of(s, h);
    let second = match (fun, p.type_of(s, h)) {
        (MathFunction::Frexp, TypeInner::Struct { members, .. }) => {
            members.get(1).map(|m| p.ty(m.ty)).unwrap_or_else(|| scalar_name(naga::Scalar::I32).into())
        }
        _ => ty.to_string().into(),
    };
    let (name, call) = match fun {
        MathFunction::Modf => ("ferrometal_modf", "modf"),
        _ => ("ferrometal_frexp", "frexp"),
    };
    p.add_support(format!(
        "{result} {name}({ty} x) {{\n    {second} other;\n    {ty} fract = {call}(x, other);\n    return {result} {{fract, other}};\n}}\n"
    ));
    format!("{name}({x})")
}
