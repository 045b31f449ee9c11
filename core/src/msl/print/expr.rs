//! Expressions. `expr` gives the text of an expression where it is used: the
//! name of its local when it was emitted as one, else its inline text.

use super::Printer;
use super::types::{scalar_name, vector_name};
use crate::diag::codes;
use crate::msl::names::Namer;
use crate::msl::raise::layout::{ArrayElem, LineElem, Lines};
use crate::side::FunctionRef;
use naga::{
    Arena, BinaryOperator, Expression, Handle, Literal, MathFunction, RelationalFunction, Scalar, ScalarKind, Type,
    TypeInner, UnaryOperator,
};
use std::borrow::Cow;
use std::fmt::Write as _;

/// What the printer knows about the function being written.
pub struct FnCtx<'a> {
    pub func: &'a naga::Function,
    pub info: &'a naga::valid::FunctionInfo,
    pub fref: FunctionRef,
    /// Name of the local holding each emitted expression.
    pub baked: Vec<Option<String>>,
    pub arg_names: Vec<String>,
    pub local_names: Vec<String>,
    pub names: Namer,
    pub precise: bool,
    pub is_entry: bool,
    /// Body values a loop's continuing block reads: declared before the
    /// loop (the continuing block is written first), assigned at their emit.
    pub hoisted: Vec<bool>,
    /// Loads written where they are used instead of as locals
    /// (`Printer::inline_loads`).
    pub inline_load: Vec<bool>,
}

/// The index of an element access.
#[derive(Clone, Copy)]
enum Index {
    Expr(Handle<Expression>),
    Const(u32),
}

/// The expression arena being printed: a function's, or the module's
/// constant expressions (`None`).
pub type Scope<'c> = Option<&'c FnCtx<'c>>;

pub const fn binary_op(op: BinaryOperator) -> &'static str {
    match op {
        BinaryOperator::Add => "+",
        BinaryOperator::Subtract => "-",
        BinaryOperator::Multiply => "*",
        BinaryOperator::Divide => "/",
        BinaryOperator::Modulo => "%",
        BinaryOperator::Equal => "==",
        BinaryOperator::NotEqual => "!=",
        BinaryOperator::Less => "<",
        BinaryOperator::LessEqual => "<=",
        BinaryOperator::Greater => ">",
        BinaryOperator::GreaterEqual => ">=",
        BinaryOperator::And => "&",
        BinaryOperator::ExclusiveOr => "^",
        BinaryOperator::InclusiveOr => "|",
        BinaryOperator::LogicalAnd => "&&",
        BinaryOperator::LogicalOr => "||",
        BinaryOperator::ShiftLeft => "<<",
        BinaryOperator::ShiftRight => ">>",
    }
}

pub const fn unary_op(op: UnaryOperator) -> &'static str {
    match op {
        UnaryOperator::Negate => "-",
        UnaryOperator::LogicalNot => "!",
        UnaryOperator::BitwiseNot => "~",
    }
}

pub const fn relational_fn(f: RelationalFunction) -> &'static str {
    match f {
        RelationalFunction::All => "all",
        RelationalFunction::Any => "any",
        RelationalFunction::IsNan => "isnan",
        RelationalFunction::IsInf => "isinf",
    }
}

pub const fn derivative_fn(axis: naga::DerivativeAxis) -> &'static str {
    match axis {
        naga::DerivativeAxis::X => "dfdx",
        naga::DerivativeAxis::Y => "dfdy",
        naga::DerivativeAxis::Width => "fwidth",
    }
}

/// Math functions that are one MSL call with the same arguments.
pub const fn math_fn(f: MathFunction) -> Option<&'static str> {
    use MathFunction as M;
    Some(match f {
        M::Abs => "abs",
        M::Min => "min",
        M::Max => "max",
        M::Clamp => "clamp",
        M::Saturate => "saturate",
        M::Cos => "cos",
        M::Cosh => "cosh",
        M::Sin => "sin",
        M::Sinh => "sinh",
        M::Tan => "tan",
        M::Tanh => "tanh",
        M::Acos => "acos",
        M::Asin => "asin",
        M::Atan => "atan",
        M::Atan2 => "atan2",
        M::Asinh => "asinh",
        M::Acosh => "acosh",
        M::Atanh => "atanh",
        M::Ceil => "ceil",
        M::Floor => "floor",
        M::Round => "rint",
        M::Fract => "fract",
        M::Trunc => "trunc",
        M::Ldexp => "ldexp",
        M::Exp => "exp",
        M::Exp2 => "exp2",
        M::Log => "log",
        M::Log2 => "log2",
        M::Pow => "pow",
        M::Cross => "cross",
        M::Distance => "distance",
        M::Length => "length",
        M::Normalize => "normalize",
        M::FaceForward => "faceforward",
        M::Reflect => "reflect",
        M::Refract => "refract",
        M::Fma => "fma",
        M::Mix => "mix",
        M::Step => "step",
        M::SmoothStep => "smoothstep",
        M::Sqrt => "sqrt",
        M::InverseSqrt => "rsqrt",
        M::Transpose => "transpose",
        M::Determinant => "determinant",
        M::CountTrailingZeros => "ctz",
        M::CountLeadingZeros => "clz",
        M::CountOneBits => "popcount",
        M::ReverseBits => "reverse_bits",
        M::Pack4x8snorm => "pack_float_to_snorm4x8",
        M::Pack4x8unorm => "pack_float_to_unorm4x8",
        M::Pack2x16snorm => "pack_float_to_snorm2x16",
        M::Pack2x16unorm => "pack_float_to_unorm2x16",
        M::Unpack4x8snorm => "unpack_snorm4x8_to_float",
        M::Unpack4x8unorm => "unpack_unorm4x8_to_float",
        M::Unpack2x16snorm => "unpack_snorm2x16_to_float",
        M::Unpack2x16unorm => "unpack_unorm2x16_to_float",
        _ => return None,
    })
}

/// Math functions Metal has `precise::` (and `fast::`) variants of.
const fn has_precise_variant(f: MathFunction) -> bool {
    use MathFunction as M;
    matches!(
        f,
        M::Cos
            | M::Cosh
            | M::Sin
            | M::Sinh
            | M::Tan
            | M::Tanh
            | M::Acos
            | M::Asin
            | M::Atan
            | M::Atan2
            | M::Asinh
            | M::Acosh
            | M::Atanh
            | M::Exp
            | M::Exp2
            | M::Log
            | M::Log2
            | M::Pow
            | M::Sqrt
            | M::InverseSqrt
    )
}

/// Write a typed literal, spelled so C++ and MSL read the same value.
pub fn put_literal(out: &mut String, l: Literal) {
    let _ = match l {
        Literal::F32(v) => {
            put_float(out, f64::from(v), format_args!("{v:?}"), "f");
            Ok(())
        }
        Literal::F16(v) => {
            let v = f32::from(v);
            out.push_str("half(");
            put_float(out, f64::from(v), format_args!("{v:?}"), "f");
            out.push(')');
            Ok(())
        }
        Literal::F64(v) | Literal::AbstractFloat(v) => {
            put_float(out, v, format_args!("{v:?}"), "");
            Ok(())
        }
        Literal::I32(v) if v == i32::MIN => {
            out.push_str("(-2147483647 - 1)");
            Ok(())
        }
        Literal::I32(v) => write!(out, "{v}"),
        Literal::U32(v) => write!(out, "{v}u"),
        Literal::I64(v) | Literal::AbstractInt(v) if v == i64::MIN => {
            out.push_str("(-9223372036854775807L - 1L)");
            Ok(())
        }
        Literal::I64(v) | Literal::AbstractInt(v) => write!(out, "{v}L"),
        Literal::U64(v) => write!(out, "{v}uL"),
        Literal::I16(v) => write!(out, "short({v})"),
        Literal::U16(v) => write!(out, "ushort({v}u)"),
        Literal::Bool(b) => {
            out.push_str(if b { "true" } else { "false" });
            Ok(())
        }
    };
}

/// A float as C++ reads it back exactly: Rust's shortest round-trip digits
/// (`debug`), with a `.0` when they have no point or exponent.
fn put_float(out: &mut String, v: f64, debug: std::fmt::Arguments, suffix: &str) {
    if v.is_nan() {
        out.push_str("NAN");
        return;
    }
    if v.is_infinite() {
        out.push_str(if v > 0.0 { "INFINITY" } else { "(-INFINITY)" });
        return;
    }
    let start = out.len();
    let _ = out.write_fmt(debug);
    if !out.get(start..).is_some_and(|t| t.contains(['.', 'e', 'E'])) {
        out.push_str(".0");
    }
    out.push_str(suffix);
}

impl<'a> Printer<'a> {
    fn arena<'c>(&self, s: Scope<'c>) -> &'c Arena<Expression>
    where
        'a: 'c,
    {
        match s {
            Some(f) => &f.func.expressions,
            None => &self.plan.module.global_expressions,
        }
    }

    /// The type of an expression.
    pub fn type_of<'c>(&self, s: Scope<'c>, h: Handle<Expression>) -> &'c TypeInner
    where
        'a: 'c,
    {
        let types = &self.plan.module.types;
        match s {
            Some(f) => f.info[h].ty.inner_with(types),
            None => self.plan.input.info[h].inner_with(types),
        }
    }

    pub fn type_name_of(&self, s: Scope, h: Handle<Expression>) -> Cow<'a, str> {
        match s {
            Some(f) => self.resolution(&f.info[h].ty),
            None => self.resolution(&self.plan.input.info[h]),
        }
    }

    pub fn span_of(&self, s: Scope, h: Handle<Expression>) -> naga::Span {
        self.arena(s).get_span(h)
    }

    /// The text of expression `h` where it is used.
    pub fn expr(&mut self, s: Scope, h: Handle<Expression>) -> String {
        let mut out = String::new();
        self.put(&mut out, s, h);
        out
    }

    /// Write the text of expression `h` where it is used: the name of its
    /// local when it was emitted as one, else its inline text.
    pub fn put(&mut self, out: &mut String, s: Scope, h: Handle<Expression>) {
        match s.and_then(|f| f.baked.get(h.index())).and_then(Option::as_ref) {
            Some(name) => out.push_str(name),
            None => self.put_inline(out, s, h),
        }
    }

    /// Like [`Self::expr`], parenthesized when the inline text is compound.
    pub fn operand(&mut self, s: Scope, h: Handle<Expression>) -> String {
        let mut out = String::new();
        self.put_operand(&mut out, s, h);
        out
    }

    /// Like [`Self::put`], parenthesized when the inline text is compound.
    pub fn put_operand(&mut self, out: &mut String, s: Scope, h: Handle<Expression>) {
        if let Some(name) = s.and_then(|f| f.baked.get(h.index())).and_then(Option::as_ref) {
            out.push_str(name);
            return;
        }
        let compound = match self.arena(s)[h] {
            // A narrowed 16-bit result already reads `ushort(…)`.
            Expression::Binary { .. } | Expression::Unary { .. } => self.narrowing(s, h).is_none(),
            Expression::Select { .. } => true,
            Expression::Literal(_) => {
                let start = out.len();
                self.put_inline(out, s, h);
                if out.get(start..).is_some_and(|t| t.starts_with('-')) {
                    out.insert(start, '(');
                    out.push(')');
                }
                return;
            }
            _ => false,
        };
        if compound {
            out.push('(');
            self.put_inline(out, s, h);
            out.push(')');
        } else {
            self.put_inline(out, s, h);
        }
    }

    /// A constant expression of the module (constant and override initializers).
    pub fn const_expr(&mut self, h: Handle<Expression>) -> String {
        self.inline(None, h)
    }

    pub fn inline(&mut self, s: Scope, h: Handle<Expression>) -> String {
        let mut out = String::new();
        self.put_inline(&mut out, s, h);
        out
    }

    pub fn put_inline(&mut self, out: &mut String, s: Scope, h: Handle<Expression>) {
        let names = &self.plan.names;
        match self.arena(s)[h] {
            Expression::Literal(l) => put_literal(out, l),
            Expression::Constant(c) => out.push_str(names.constants.get(&c).map_or("", String::as_str)),
            Expression::Override(o) => out.push_str(names.overrides.get(&o).map_or("", |n| n.1.as_str())),
            Expression::ZeroValue(ty) => {
                out.push_str(&self.ty(ty));
                out.push_str(" {}");
            }
            Expression::Compose { ty, ref components } => self.compose(out, s, ty, components),
            Expression::Access { base, index } => self.element(out, s, base, Index::Expr(index)),
            Expression::AccessIndex { base, index } => self.access_index(out, s, base, index),
            Expression::Splat { value, .. } => {
                out.push_str(&self.type_name_of(s, h));
                self.call_args(out, s, "", &[value]);
            }
            Expression::Swizzle { size, vector, pattern } => {
                self.put_operand(out, s, vector);
                out.push('.');
                out.extend(pattern.iter().take(size as usize).map(|&c| component(c as u32)));
            }
            Expression::FunctionArgument(i) => {
                out.push_str(s.and_then(|f| f.arg_names.get(i as usize)).map_or("", String::as_str))
            }
            Expression::GlobalVariable(g) => out.push_str(names.globals.get(&g).map_or("", String::as_str)),
            Expression::LocalVariable(l) => {
                out.push_str(s.and_then(|f| f.local_names.get(l.index())).map_or("", String::as_str))
            }
            Expression::Load { pointer } => self.load(out, s, pointer),
            Expression::ImageSample { .. } => {
                let text = self.image_sample(s, h);
                out.push_str(&text);
            }
            Expression::ImageLoad { .. } => {
                let text = self.image_load(s, h);
                out.push_str(&text);
            }
            Expression::ImageQuery { image, ref query } => {
                let text = self.image_query(s, image, query);
                out.push_str(&text);
            }
            Expression::Unary { op, expr } => {
                let narrow = self.narrowing(s, h);
                if let Some(cast) = narrow {
                    out.push_str(cast);
                    out.push('(');
                }
                out.push_str(unary_op(op));
                self.put_operand(out, s, expr);
                if narrow.is_some() {
                    out.push(')');
                }
            }
            Expression::Binary { op, left, right } => self.binary(out, s, h, op, left, right),
            Expression::Select { condition, accept, reject } => self.select(out, s, condition, accept, reject),
            Expression::Derivative { axis, expr, .. } => self.call_args(out, s, derivative_fn(axis), &[expr]),
            Expression::Relational { fun, argument } => self.call_args(out, s, relational_fn(fun), &[argument]),
            Expression::Math { fun, arg, arg1, arg2, arg3 } => self.math(out, s, h, fun, arg, [arg1, arg2, arg3]),
            Expression::As { expr, kind, convert } => self.cast(out, s, expr, kind, convert),
            Expression::RayQueryGetIntersection { query, committed } => {
                let q = self.inline(s, query);
                let call = self.ray_intersection(&q, committed);
                out.push_str(&call);
            }
            Expression::ArrayLength(pointer) => match self.array_length(out, s, pointer) {
                Some(()) => {}
                None => {
                    let text = self.unsupported(
                        s,
                        h,
                        codes::METAL_STRUCTURED_DIMENSIONS,
                        "the length of a runtime-sized array",
                    );
                    out.push_str(&text);
                }
            },
            _ => {
                let text = self.unsupported(s, h, codes::INTERNAL_WRITER, "this expression");
                out.push_str(&text);
            }
        }
    }

    /// `name(a, b, …)` with each argument as [`Self::put`] writes it.
    fn call_args(&mut self, out: &mut String, s: Scope, name: &str, args: &[Handle<Expression>]) {
        out.push_str(name);
        out.push('(');
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.put(out, s, a);
        }
        out.push(')');
    }

    /// `(sizes[i] - offset) / stride`: the length of a runtime-sized array
    /// from the byte size of its buffer (`raise::sizes`).
    /// `(sizes[element] - offset) / stride` (see `raise::sizes`); `None`
    /// (nothing written) when the entry point has no size for it.
    fn array_length(&mut self, out: &mut String, s: Scope, pointer: Handle<Expression>) -> Option<()> {
        use crate::msl::raise::sizes::{self, Element};
        let func = s?.func;
        let target = sizes::target(self.module(), func, pointer)?;
        let plan = self.entry.sizes.as_ref()?;
        let first = sizes::first_element(self.module(), &plan.buffers, target.global)?;
        let name = self.plan.names.buffer_sizes.clone()?;
        let (offset, stride) = sizes::offset_stride(self.module(), &self.plan.layouts, target)?;
        out.push_str(if offset == 0 { "(" } else { "((" });
        out.push_str(&name);
        out.push('[');
        match target.element {
            None => out.push_str(&first.to_string()),
            Some(Element::Const(k)) => out.push_str(&(first + k).to_string()),
            Some(Element::Dynamic(i)) => {
                out.push_str(&format!("{first}u + "));
                self.put_index(out, s, Index::Expr(i));
            }
        }
        out.push(']');
        match offset {
            0 => out.push_str(&format!(" / {stride}u)")),
            _ => out.push_str(&format!(" - {offset}u) / {stride}u)")),
        }
        Some(())
    }

    pub fn unsupported(&mut self, s: Scope, h: Handle<Expression>, code: crate::diag::Code, what: &str) -> String {
        let span = self.span_of(s, h);
        self.error(code, format!("Metal cannot express {what}"), span);
        "0".into()
    }

    /// The type a pointer (or value) expression designates.
    pub(super) fn target_type(&self, s: Scope, h: Handle<Expression>) -> Option<Handle<Type>> {
        let r = match s {
            Some(f) => &f.info[h].ty,
            None => &self.plan.input.info[h],
        };
        match *r {
            naga::proc::TypeResolution::Handle(t) => match self.module().types[t].inner {
                TypeInner::Pointer { base, .. } => Some(base),
                _ => Some(t),
            },
            naga::proc::TypeResolution::Value(TypeInner::Pointer { base, .. }) => Some(base),
            _ => None,
        }
    }

    fn is_pointer(&self, s: Scope, h: Handle<Expression>) -> bool {
        matches!(self.type_of(s, h), TypeInner::Pointer { .. } | TypeInner::ValuePointer { .. })
    }

    fn compose(&mut self, out: &mut String, s: Scope, ty: Handle<Type>, components: &[Handle<Expression>]) {
        let plan = self.plan;
        out.push_str(&self.ty(ty));
        // An 8-bit integer in memory is built like the MSL vector it is.
        if crate::front::build::narrow_int(&plan.module.types, &plan.module.types[ty].inner).is_some() {
            return self.call_args(out, s, "", components);
        }
        match plan.module.types[ty].inner {
            TypeInner::Struct { ref members, .. } => {
                let layout = plan.layouts.structs.get(&ty);
                out.push_str(" {");
                for (i, &c) in components.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    let ml = layout.and_then(|l| l.members.get(i));
                    if ml.is_some_and(|m| m.pad_before > 0) {
                        out.push_str("{}, ");
                    }
                    let matrix = members
                        .get(i)
                        .is_some_and(|m| matches!(plan.module.types[m.ty].inner, TypeInner::Matrix { .. }));
                    match ml.and_then(|m| m.lines) {
                        Some(lines) if matrix => {
                            let v = self.operand(s, c);
                            out.push_str(&self.to_lines(&v, &lines));
                        }
                        _ => self.put(out, s, c),
                    }
                }
                out.push('}');
            }
            TypeInner::Array { base, .. } => {
                // Braced elements need the braces of `array`'s inner C array
                // too (no brace elision past a braced element).
                let wrapped = matches!(plan.layouts.arrays.get(&ty), Some(ArrayElem::Wrapped { .. }));
                let lines = match plan.module.types[base].inner {
                    TypeInner::Matrix { .. } => plan.layouts.matrix_arrays.get(&ty).copied(),
                    _ => None,
                };
                out.push_str(if wrapped { " {{" } else { " {" });
                for (i, &c) in components.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    if wrapped {
                        out.push('{');
                    }
                    match lines {
                        Some(lines) => {
                            let v = self.operand(s, c);
                            out.push_str(&self.to_lines(&v, &lines));
                        }
                        None => self.put(out, s, c),
                    }
                    if wrapped {
                        out.push('}');
                    }
                }
                out.push_str(if wrapped { "}}" } else { "}" });
            }
            _ => self.call_args(out, s, "", components),
        }
    }

    /// The line storage of the matrix expression `h` designates (a pointer,
    /// or a value of a struct or array), when it is stored as lines: a
    /// struct member or an element of an array of such matrices.
    pub fn lines_of(&self, s: Scope, h: Handle<Expression>) -> Option<Lines> {
        let (base, index) = match self.arena(s)[h] {
            Expression::AccessIndex { base, index } => (base, Some(index)),
            Expression::Access { base, .. } => (base, None),
            _ => return None,
        };
        let t = self.target_type(s, base)?;
        let types = &self.module().types;
        match types[t].inner {
            TypeInner::Struct { .. } => self.member_lines(t, index?),
            TypeInner::Array { base: elem, .. } if matches!(types[elem].inner, TypeInner::Matrix { .. }) => {
                self.plan.layouts.matrix_arrays.get(&t).copied()
            }
            _ => None,
        }
    }

    /// The line storage of member `index` of struct `ty` when it is a matrix
    /// stored as lines.
    fn member_lines(&self, ty: Handle<Type>, index: u32) -> Option<Lines> {
        let TypeInner::Struct { ref members, .. } = self.module().types[ty].inner else { return None };
        let m = members.get(index as usize)?;
        if !matches!(self.module().types[m.ty].inner, TypeInner::Matrix { .. }) {
            return None;
        }
        self.plan.layouts.structs.get(&ty)?.members.get(index as usize)?.lines
    }

    /// The MSL matrix built from the lines `text` designates.
    pub fn from_lines(&self, text: &str, lines: &Lines) -> String {
        let vector = vector_name(lines.rows, lines.scalar);
        let columns: Vec<String> = (0..lines.columns)
            .map(|i| {
                let line = self.line_at(text, lines, &i.to_string());
                match lines.line {
                    LineElem::Natural | LineElem::Wrapped { packed: false, .. } => line,
                    _ => format!("{vector}({line})"),
                }
            })
            .collect();
        format!("{}{}x{}({})", scalar_name(lines.scalar), lines.columns, lines.rows as u32, columns.join(", "))
    }

    /// Line `index` (a constant or an index expression) of the lines `text`
    /// designates, as a place: `m[1].value`, or for a matrix whose last line
    /// is stored apart `m.lines[0].value`, `m.last`, `(i < 2 ? m.lines[i].value : m.last)`.
    pub fn line_at(&self, text: &str, lines: &Lines, index: &str) -> String {
        let value = if matches!(lines.line, LineElem::Wrapped { .. }) { ".value" } else { "" };
        if !lines.split {
            return format!("{text}[{index}]{value}");
        }
        let last = lines.columns.saturating_sub(1);
        match index.trim_end_matches('u').parse::<u32>() {
            Ok(i) if i < last => format!("{text}.lines[{i}]{value}"),
            Ok(_) => format!("{text}.last"),
            Err(_) => format!("(({index}) < {last} ? {text}.lines[{index}]{value} : {text}.last)"),
        }
    }

    /// The lines of the matrix value `value` (an operand), as stored.
    pub fn to_lines(&self, value: &str, lines: &Lines) -> String {
        let line = self.line_ty(lines);
        let vector = vector_name(lines.rows, lines.scalar);
        let item = |i: u32| match lines.line {
            LineElem::Natural => format!("{value}[{i}]"),
            LineElem::Packed => format!("{line}({value}[{i}])"),
            LineElem::Wrapped { packed: true, .. } => format!("{line}{{packed_{vector}({value}[{i}])}}"),
            LineElem::Wrapped { .. } => format!("{line}{{{value}[{i}]}}"),
        };
        if lines.split {
            let last = lines.columns.saturating_sub(1);
            let head: Vec<String> = (0..last).map(item).collect();
            let last_ty = self.last_line_ty(lines);
            return format!(
                "{}{{array<{line}, {last}>{{{}}}, {last_ty}({value}[{last}])}}",
                self.lines_ty(lines),
                head.join(", ")
            );
        }
        let items: Vec<String> = (0..lines.columns).map(item).collect();
        format!("{}{{{}}}", self.lines_ty(lines), items.join(", "))
    }

    fn put_index(&mut self, out: &mut String, s: Scope, index: Index) {
        match index {
            Index::Expr(h) => self.put(out, s, h),
            Index::Const(i) => {
                let _ = write!(out, "{i}");
            }
        }
    }

    /// Element `index` of the array, matrix or vector `base` designates.
    fn element(&mut self, out: &mut String, s: Scope, base: Handle<Expression>, index: Index) {
        let plan = self.plan;
        let target = self.target_type(s, base);
        // An 8-bit integer in memory: a scalar is its own only element.
        if let Some(t) = target
            && let Some((_, 1)) = crate::front::build::narrow_int(&plan.module.types, &plan.module.types[t].inner)
        {
            return self.put_operand(out, s, base);
        }
        let pointer = self.is_pointer(s, base);
        // A line of a matrix stored as lines.
        if let Some(lines) = self.lines_of(s, base)
            && pointer
        {
            let b = self.operand(s, base);
            let mut i = String::new();
            self.put_index(&mut i, s, index);
            out.push_str(&self.line_at(&b, &lines, &i));
            return;
        }
        let elem = target.and_then(|t| plan.layouts.arrays.get(&t).copied());
        let atomic_array = target.is_some_and(|t| plan.names.atomic_arrays.contains_key(&t));
        // A packed element read as a value converts to the plain vector, a
        // matrix stored as lines to the matrix.
        let matrix_lines = target.and_then(|t| match plan.module.types[t].inner {
            TypeInner::Array { base: e, .. } if matches!(plan.module.types[e].inner, TypeInner::Matrix { .. }) => {
                plan.layouts.matrix_arrays.get(&t).copied()
            }
            _ => None,
        });
        let unpack = match (elem, target, pointer) {
            (_, _, false) if let Some(lines) = matrix_lines => {
                let mut text = String::new();
                self.put_element(&mut text, s, base, index, atomic_array, elem);
                out.push_str(&self.from_lines(&text, &lines));
                return;
            }
            (Some(ArrayElem::Packed), Some(t), false) => match plan.module.types[t].inner {
                TypeInner::Array { base, .. } => Some(self.ty(base)),
                _ => None,
            },
            _ => None,
        };
        if let Some(plain) = &unpack {
            out.push_str(plain);
            out.push('(');
        }
        self.put_element(out, s, base, index, atomic_array, elem);
        if unpack.is_some() {
            out.push(')');
        }
    }

    /// `base[index]` as stored: through an atomic array's wrapper struct or
    /// a wrapped element's `value`.
    fn put_element(
        &mut self,
        out: &mut String,
        s: Scope,
        base: Handle<Expression>,
        index: Index,
        atomic_array: bool,
        elem: Option<ArrayElem>,
    ) {
        // `heap[address]` of a pointer stand-in is the pointee at the address.
        if let Expression::GlobalVariable(g) = self.arena(s)[base]
            && let Some(heap) = self.plan.input.side.pointer_heaps.get(&g)
        {
            out.push_str("(*reinterpret_cast<device ");
            out.push_str(&self.ty(heap.pointee));
            out.push_str("*>(");
            self.put_index(out, s, index);
            out.push_str("))");
            return;
        }
        // An array of storage buffers is an array of pointers (`print::entry`).
        if let Expression::GlobalVariable(g) = self.arena(s)[base]
            && self.is_buffer_array(g)
        {
            out.push_str("(*");
            self.put_operand(out, s, base);
            out.push('[');
            self.put_index(out, s, index);
            out.push_str("])");
            return;
        }
        // Under `msc` a heap is a table of descriptor entries: a texture's
        // resource ID is in `textureViewID`, a sampler's in `gpuVA`. Otherwise
        // `ResourceDescriptorHeap[i]` is the texture whose resource ID is base + i.
        let msc = self.plan.bindings.msc.is_some();
        if let Expression::GlobalVariable(g) = self.arena(s)[base]
            && let Some(heap) = self.heap_of(g)
            && (msc || heap == crate::side::DescriptorHeap::Resource)
            && let TypeInner::BindingArray { base: elem, .. } =
                self.plan.module.types[self.plan.module.global_variables[g].ty].inner
        {
            out.push_str("as_type<");
            out.push_str(&self.ty(elem));
            out.push_str(">(");
            self.put_operand(out, s, base);
            if msc {
                out.push('[');
                self.put_index(out, s, index);
                out.push_str(match heap {
                    crate::side::DescriptorHeap::Resource => "].textureViewID)",
                    crate::side::DescriptorHeap::Sampler => "].gpuVA)",
                });
            } else {
                out.push_str(" + ulong(");
                self.put_index(out, s, index);
                out.push_str("))");
            }
            return;
        }
        self.put_operand(out, s, base);
        if atomic_array {
            out.push_str(".inner");
        }
        out.push('[');
        self.put_index(out, s, index);
        out.push(']');
        if !atomic_array && matches!(elem, Some(ArrayElem::Wrapped { .. })) {
            out.push_str(".value");
        }
    }

    fn access_index(&mut self, out: &mut String, s: Scope, base: Handle<Expression>, index: u32) {
        let plan = self.plan;
        if let TypeInner::Vector { .. } | TypeInner::ValuePointer { size: Some(_), .. } = *self.type_of(s, base) {
            self.put_operand(out, s, base);
            out.push('.');
            out.push(component(index));
            return;
        }
        let Some(target) = self.target_type(s, base) else {
            return self.element(out, s, base, Index::Const(index));
        };
        match plan.module.types[target].inner {
            TypeInner::Struct { ref members, .. } => {
                let name =
                    plan.names.members.get(&target).and_then(|m| m.get(index as usize)).map_or("", String::as_str);
                let packed = self.member_packed(target, index);
                let pointer = self.is_pointer(s, base);
                match (packed, pointer, members.get(index as usize)) {
                    (_, false, Some(_)) if let Some(lines) = self.member_lines(target, index) => {
                        let mut text = String::new();
                        self.put_member_of(&mut text, s, base);
                        text.push_str(name);
                        out.push_str(&self.from_lines(&text, &lines));
                    }
                    (true, false, Some(m)) => {
                        out.push_str(&self.ty(m.ty));
                        out.push('(');
                        self.put_member_of(out, s, base);
                        out.push_str(name);
                        out.push(')');
                    }
                    _ => {
                        self.put_member_of(out, s, base);
                        out.push_str(name);
                    }
                }
            }
            TypeInner::Vector { .. } => {
                self.put_operand(out, s, base);
                out.push('.');
                out.push(component(index));
            }
            _ => self.element(out, s, base, Index::Const(index)),
        }
    }

    /// `base.` before a member name, or `reinterpret_cast<device T*>(a)->`
    /// when `base` is the pointee at raw address `a` (`SideInfo::pointer_heaps`).
    fn put_member_of(&mut self, out: &mut String, s: Scope, base: Handle<Expression>) {
        if let Expression::Access { base: heap, index } = self.arena(s)[base]
            && let Expression::GlobalVariable(g) = self.arena(s)[heap]
            && let Some(heap) = self.plan.input.side.pointer_heaps.get(&g)
        {
            out.push_str("reinterpret_cast<device ");
            out.push_str(&self.ty(heap.pointee));
            out.push_str("*>(");
            self.put(out, s, index);
            out.push_str(")->");
            return;
        }
        self.put_operand(out, s, base);
        out.push('.');
    }

    fn member_packed(&self, ty: Handle<Type>, index: u32) -> bool {
        self.plan.layouts.structs.get(&ty).and_then(|l| l.members.get(index as usize)).is_some_and(|m| m.packed)
    }

    /// The plain vector type a pointer's target is stored packed as, if any.
    fn packed_target(&self, s: Scope, pointer: Handle<Expression>) -> Option<Cow<'a, str>> {
        // A packed line of a matrix stored as lines.
        if let Expression::AccessIndex { base, .. } | Expression::Access { base, .. } = self.arena(s)[pointer]
            && let Some(lines) = self.lines_of(s, base)
            && matches!(lines.line, LineElem::Packed | LineElem::Wrapped { packed: true, .. })
            && self.is_pointer(s, base)
        {
            return Some(vector_name(lines.rows, lines.scalar).into());
        }
        match self.arena(s)[pointer] {
            Expression::AccessIndex { base, index } => {
                let t = self.target_type(s, base)?;
                match self.module().types[t].inner {
                    TypeInner::Struct { ref members, .. } if self.member_packed(t, index) => {
                        Some(self.ty(members.get(index as usize)?.ty))
                    }
                    TypeInner::Array { base: elem, .. }
                        if self.plan.layouts.arrays.get(&t) == Some(&ArrayElem::Packed) =>
                    {
                        Some(self.ty(elem))
                    }
                    _ => None,
                }
            }
            Expression::Access { base, .. } => {
                let t = self.target_type(s, base)?;
                match self.module().types[t].inner {
                    TypeInner::Array { base: elem, .. }
                        if self.plan.layouts.arrays.get(&t) == Some(&ArrayElem::Packed) =>
                    {
                        Some(self.ty(elem))
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Whether a pointer designates an atomic.
    pub fn is_atomic_pointer(&self, s: Scope, pointer: Handle<Expression>) -> bool {
        self.target_type(s, pointer).is_some_and(|t| matches!(self.module().types[t].inner, TypeInner::Atomic(_)))
    }

    fn load(&mut self, out: &mut String, s: Scope, pointer: Handle<Expression>) {
        if self.is_atomic_pointer(s, pointer) {
            out.push_str("atomic_load_explicit(&");
            self.put(out, s, pointer);
            out.push_str(", memory_order_relaxed)");
            return;
        }
        if let Some(lines) = self.lines_of(s, pointer) {
            let p = self.expr(s, pointer);
            out.push_str(&self.from_lines(&p, &lines));
            return;
        }
        match self.packed_target(s, pointer) {
            Some(plain) => self.call_args(out, s, &plain, &[pointer]),
            None => self.put(out, s, pointer),
        }
    }

    fn binary(
        &mut self,
        out: &mut String,
        s: Scope,
        h: Handle<Expression>,
        op: BinaryOperator,
        left: Handle<Expression>,
        right: Handle<Expression>,
    ) {
        let float = matches!(scalar_of(self.type_of(s, left)), Some(Scalar { kind: ScalarKind::Float, .. }));
        let precise = s.is_some_and(|f| crate::msl::raise::precise::expr_is_precise(self.plan.input.side, f.fref, h));
        match op {
            BinaryOperator::Modulo if float => self.call_args(out, s, "fmod", &[left, right]),
            BinaryOperator::Divide if float && precise => self.call_args(out, s, "precise::divide", &[left, right]),
            _ => {
                let narrow = self.narrowing(s, h);
                if let Some(cast) = narrow {
                    out.push_str(cast);
                    out.push('(');
                }
                self.put_operand(out, s, left);
                out.push(' ');
                out.push_str(binary_op(op));
                out.push(' ');
                if matches!(op, BinaryOperator::ShiftLeft | BinaryOperator::ShiftRight)
                    && scalar_of(self.type_of(s, left)) != scalar_of(self.type_of(s, right))
                {
                    // naga's shift count is unsigned; MSL reads `int4 << uint4`
                    // by the usual arithmetic conversions, which not every
                    // compiler accepts. The count converted to the left
                    // operand's type is valid under every reading and shifts
                    // by the same amount (a count at or above the width is
                    // undefined either way).
                    let ty = self.type_name_of(s, left).into_owned();
                    let arena = self.arena(s);
                    let literal = match &arena[right] {
                        Expression::Splat { value, .. } => &arena[*value],
                        e => e,
                    };
                    match *literal {
                        Expression::Literal(naga::Literal::U32(n)) if ty == "int" && n <= i32::MAX as u32 => {
                            out.push_str(&n.to_string())
                        }
                        Expression::Literal(naga::Literal::U32(n)) => out.push_str(&format!("{ty}({n})")),
                        _ => self.call_args(out, s, &ty, &[right]),
                    }
                } else {
                    self.put_operand(out, s, right);
                }
                if narrow.is_some() {
                    out.push(')');
                }
            }
        }
    }

    /// C++'s integral promotion makes arithmetic on a scalar `short` or
    /// `ushort` an `int`; the IR's result is 16 bits, so it is cast back
    /// (`as_type<half>(a - b)` must see a 16-bit operand): the cast, if any.
    fn narrowing(&self, s: Scope, h: Handle<Expression>) -> Option<&'static str> {
        match self.type_of(s, h) {
            TypeInner::Scalar(Scalar { kind: ScalarKind::Uint, width: 2 }) => Some("ushort"),
            TypeInner::Scalar(Scalar { kind: ScalarKind::Sint, width: 2 }) => Some("short"),
            _ => None,
        }
    }

    fn select(
        &mut self,
        out: &mut String,
        s: Scope,
        condition: Handle<Expression>,
        accept: Handle<Expression>,
        reject: Handle<Expression>,
    ) {
        if matches!(self.type_of(s, condition), TypeInner::Scalar(_)) {
            self.put_operand(out, s, condition);
            out.push_str(" ? ");
            self.put_operand(out, s, accept);
            out.push_str(" : ");
            self.put_operand(out, s, reject);
        } else {
            self.call_args(out, s, "select", &[reject, accept, condition]);
        }
    }

    fn cast(&mut self, out: &mut String, s: Scope, expr: Handle<Expression>, kind: ScalarKind, convert: Option<u8>) {
        let from = self.type_of(s, expr);
        let width = convert.unwrap_or_else(|| scalar_of(from).map_or(4, |s| s.width));
        let width = if kind == ScalarKind::Bool { 1 } else { width };
        let to = Scalar { kind, width };
        let target = match *from {
            TypeInner::Vector { size, .. } => vector_name(size, to).into(),
            TypeInner::Matrix { columns, rows, .. } => {
                Cow::Owned(format!("{}{}x{}", scalar_name(to), columns as u32, rows as u32))
            }
            _ => scalar_name(to).into(),
        };
        match convert {
            Some(_) => self.call_args(out, s, &target, &[expr]),
            None => {
                out.push_str("as_type<");
                out.push_str(&target);
                out.push('>');
                self.call_args(out, s, "", &[expr]);
            }
        }
    }

    fn math(
        &mut self,
        out: &mut String,
        s: Scope,
        h: Handle<Expression>,
        fun: MathFunction,
        arg: Handle<Expression>,
        rest: [Option<Handle<Expression>>; 3],
    ) {
        let mut all = [arg; 4];
        let mut n = 1;
        for r in rest.into_iter().flatten() {
            if let Some(slot) = all.get_mut(n) {
                *slot = r;
                n += 1;
            }
        }
        let args = all.get(..n).unwrap_or_default();
        if let Some(name) = math_fn(fun) {
            // SignedZeroInfNanPreserve on 32-bit floats: Metal's precise
            // variants, which keep signed zeros, infinities and NaNs whatever
            // the host's math mode (they exist for `float` only).
            if has_precise_variant(fun)
                && self.plan.input.side.preserve_float_widths.contains(&32)
                && scalar_of(self.type_of(s, arg)).is_some_and(|sc| sc == Scalar::F32)
            {
                return self.call_args(out, s, &format!("precise::{name}"), args);
            }
            return self.call_args(out, s, name, args);
        }
        let text = super::math::special(self, s, h, fun, args);
        out.push_str(&text);
    }
}

/// `x`, `y`, `z`, `w`.
pub const fn component(i: u32) -> char {
    match i {
        0 => 'x',
        1 => 'y',
        2 => 'z',
        _ => 'w',
    }
}

pub fn scalar_of(inner: &TypeInner) -> Option<Scalar> {
    match *inner {
        TypeInner::Scalar(s) | TypeInner::Vector { scalar: s, .. } | TypeInner::Atomic(s) => Some(s),
        TypeInner::Matrix { scalar, .. } => Some(scalar),
        TypeInner::ValuePointer { scalar, .. } => Some(scalar),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn literal(l: Literal) -> String {
        let mut out = String::new();
        put_literal(&mut out, l);
        out
    }

    #[test]
    fn literals_are_typed() {
        assert_eq!(literal(Literal::F32(1.0)), "1.0f");
        assert_eq!(literal(Literal::F32(0.1)), "0.1f");
        assert_eq!(literal(Literal::F32(1e-7)), "1e-7f");
        assert_eq!(literal(Literal::F32(f32::INFINITY)), "INFINITY");
        assert_eq!(literal(Literal::U32(2)), "2u");
        assert_eq!(literal(Literal::I32(i32::MIN)), "(-2147483647 - 1)");
        assert_eq!(literal(Literal::U64(7)), "7uL");
        assert_eq!(literal(Literal::Bool(true)), "true");
    }

    #[test]
    fn operator_tables() {
        assert_eq!(binary_op(BinaryOperator::ShiftRight), ">>");
        assert_eq!(unary_op(UnaryOperator::BitwiseNot), "~");
        assert_eq!(math_fn(MathFunction::InverseSqrt), Some("rsqrt"));
        assert_eq!(math_fn(MathFunction::Round), Some("rint"));
        assert_eq!(math_fn(MathFunction::Modf), None);
    }
}
