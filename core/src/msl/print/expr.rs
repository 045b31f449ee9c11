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

/// A typed literal, spelled so C++ and MSL read the same value.
pub fn literal(l: Literal) -> String {
    match l {
        Literal::F32(v) => float_literal(f64::from(v), &format!("{v:?}"), "f"),
        Literal::F16(v) => {
            format!("half({})", float_literal(f64::from(f32::from(v)), &format!("{:?}", f32::from(v)), "f"))
        }
        Literal::F64(v) | Literal::AbstractFloat(v) => float_literal(v, &format!("{v:?}"), ""),
        Literal::I32(v) if v == i32::MIN => "(-2147483647 - 1)".into(),
        Literal::I32(v) => v.to_string(),
        Literal::U32(v) => format!("{v}u"),
        Literal::I64(v) | Literal::AbstractInt(v) if v == i64::MIN => "(-9223372036854775807L - 1L)".into(),
        Literal::I64(v) | Literal::AbstractInt(v) => format!("{v}L"),
        Literal::U64(v) => format!("{v}uL"),
        Literal::I16(v) => format!("short({v})"),
        Literal::U16(v) => format!("ushort({v}u)"),
        Literal::Bool(b) => b.to_string(),
    }
}

fn float_literal(v: f64, debug: &str, suffix: &str) -> String {
    if v.is_nan() {
        return "NAN".into();
    }
    if v.is_infinite() {
        return if v > 0.0 { "INFINITY".into() } else { "(-INFINITY)".into() };
    }
    let mut s = debug.to_string();
    if !s.contains(['.', 'e', 'E']) {
        s.push_str(".0");
    }
    s.push_str(suffix);
    s
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

    pub fn type_name_of(&self, s: Scope, h: Handle<Expression>) -> String {
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
        if let Some(name) = s.and_then(|f| f.baked.get(h.index())).and_then(Option::as_ref) {
            return name.clone();
        }
        self.inline(s, h)
    }

    /// Like [`Self::expr`], parenthesized when the inline text is compound.
    pub fn operand(&mut self, s: Scope, h: Handle<Expression>) -> String {
        let baked = s.and_then(|f| f.baked.get(h.index())).is_some_and(Option::is_some);
        let text = self.expr(s, h);
        let compound = !baked
            && match self.arena(s)[h] {
                // A narrowed 16-bit result already reads `ushort(…)`.
                Expression::Binary { .. } | Expression::Unary { .. } => !matches!(
                    self.type_of(s, h),
                    TypeInner::Scalar(Scalar { kind: ScalarKind::Uint | ScalarKind::Sint, width: 2 })
                ),
                Expression::Select { .. } => true,
                Expression::Literal(_) => text.starts_with('-'),
                _ => false,
            };
        if compound { format!("({text})") } else { text }
    }

    /// A constant expression of the module (constant and override initializers).
    pub fn const_expr(&mut self, h: Handle<Expression>) -> String {
        self.inline(None, h)
    }

    pub fn inline(&mut self, s: Scope, h: Handle<Expression>) -> String {
        let names = &self.plan.names;
        match self.arena(s)[h] {
            Expression::Literal(l) => literal(l),
            Expression::Constant(c) => names.constants.get(&c).cloned().unwrap_or_default(),
            Expression::Override(o) => names.overrides.get(&o).map(|n| n.1.clone()).unwrap_or_default(),
            Expression::ZeroValue(ty) => format!("{} {{}}", self.ty(ty)),
            Expression::Compose { ty, ref components } => self.compose(s, ty, components),
            Expression::Access { base, index } => self.access(s, base, index),
            Expression::AccessIndex { base, index } => self.access_index(s, base, index),
            Expression::Splat { value, .. } => format!("{}({})", self.type_name_of(s, h), self.expr(s, value)),
            Expression::Swizzle { size, vector, pattern } => self.swizzle(s, size, vector, pattern),
            Expression::FunctionArgument(i) => self.argument(s, i),
            Expression::GlobalVariable(g) => names.globals.get(&g).cloned().unwrap_or_default(),
            Expression::LocalVariable(l) => s.and_then(|f| f.local_names.get(l.index()).cloned()).unwrap_or_default(),
            Expression::Load { pointer } => self.load(s, pointer),
            Expression::ImageSample { .. } => self.image_sample(s, h),
            Expression::ImageLoad { .. } => self.image_load(s, h),
            Expression::ImageQuery { image, ref query } => self.image_query(s, image, query),
            Expression::Unary { op, expr } => {
                let text = format!("{}{}", unary_op(op), self.operand(s, expr));
                self.narrow_promoted(s, h, text)
            }
            Expression::Binary { op, left, right } => self.binary(s, h, op, left, right),
            Expression::Select { condition, accept, reject } => self.select(s, condition, accept, reject),
            Expression::Derivative { axis, expr, .. } => format!("{}({})", derivative_fn(axis), self.expr(s, expr)),
            Expression::Relational { fun, argument } => format!("{}({})", relational_fn(fun), self.expr(s, argument)),
            Expression::Math { fun, arg, arg1, arg2, arg3 } => self.math(s, h, fun, arg, [arg1, arg2, arg3]),
            Expression::As { expr, kind, convert } => self.cast(s, expr, kind, convert),
            Expression::ArrayLength(_) => {
                self.unsupported(s, h, codes::METAL_STRUCTURED_DIMENSIONS, "the length of a runtime-sized array")
            }
            _ => self.unsupported(s, h, codes::INTERNAL_WRITER, "this expression"),
        }
    }

    pub fn unsupported(&mut self, s: Scope, h: Handle<Expression>, code: crate::diag::Code, what: &str) -> String {
        let span = self.span_of(s, h);
        self.error(code, format!("Metal cannot express {what}"), span);
        "0".into()
    }

    fn argument(&self, s: Scope, i: u32) -> String {
        s.and_then(|f| f.arg_names.get(i as usize).cloned()).unwrap_or_default()
    }

    /// The type a pointer (or value) expression designates.
    fn target_type(&self, s: Scope, h: Handle<Expression>) -> Option<Handle<Type>> {
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

    fn compose(&mut self, s: Scope, ty: Handle<Type>, components: &[Handle<Expression>]) -> String {
        let name = self.ty(ty);
        let parts: Vec<String> = components.iter().map(|&c| self.expr(s, c)).collect();
        match self.module().types[ty].inner {
            TypeInner::Struct { ref members, .. } => {
                let layout = self.plan.layouts.structs.get(&ty);
                let mut items = Vec::new();
                for (i, part) in parts.into_iter().enumerate() {
                    let ml = layout.and_then(|l| l.members.get(i));
                    if ml.is_some_and(|m| m.pad_before > 0) {
                        items.push("{}".to_string());
                    }
                    let matrix = members
                        .get(i)
                        .is_some_and(|m| matches!(self.module().types[m.ty].inner, TypeInner::Matrix { .. }));
                    match (ml.and_then(|m| m.lines), components.get(i)) {
                        (Some(lines), Some(&c)) if matrix => {
                            let v = self.operand(s, c);
                            items.push(self.to_lines(&v, &lines));
                        }
                        _ => items.push(part),
                    }
                }
                format!("{name} {{{}}}", items.join(", "))
            }
            TypeInner::Array { base, .. } => {
                let wrapped = matches!(self.plan.layouts.arrays.get(&ty), Some(ArrayElem::Wrapped { .. }));
                let lines = match self.module().types[base].inner {
                    TypeInner::Matrix { .. } => self.plan.layouts.matrix_arrays.get(&ty).copied(),
                    _ => None,
                };
                let mut items = Vec::new();
                for (&c, p) in components.iter().zip(parts) {
                    let p = match lines {
                        Some(lines) => {
                            let v = self.operand(s, c);
                            self.to_lines(&v, &lines)
                        }
                        None => p,
                    };
                    items.push(if wrapped { format!("{{{p}}}") } else { p });
                }
                // Braced elements need the braces of `array`'s inner C array
                // too (no brace elision past a braced element).
                if wrapped {
                    format!("{name} {{{{{}}}}}", items.join(", "))
                } else {
                    format!("{name} {{{}}}", items.join(", "))
                }
            }
            _ => format!("{name}({})", parts.join(", ")),
        }
    }

    fn access(&mut self, s: Scope, base: Handle<Expression>, index: Handle<Expression>) -> String {
        let index_text = self.expr(s, index);
        self.element(s, base, index_text)
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

    fn element(&mut self, s: Scope, base: Handle<Expression>, index: String) -> String {
        let target = self.target_type(s, base);
        // A line of a matrix stored as lines.
        if let Some(lines) = self.lines_of(s, base)
            && self.is_pointer(s, base)
        {
            let b = self.operand(s, base);
            return self.line_at(&b, &lines, &index);
        }
        let b = self.operand(s, base);
        let elem = target.and_then(|t| self.plan.layouts.arrays.get(&t).copied());
        let atomic_array = target.is_some_and(|t| self.plan.names.atomic_arrays.contains_key(&t));
        let text = match elem {
            _ if atomic_array => format!("{b}.inner[{index}]"),
            Some(ArrayElem::Wrapped { .. }) => format!("{b}[{index}].value"),
            _ => format!("{b}[{index}]"),
        };
        // A packed element read as a value converts to the plain vector, a
        // matrix stored as lines to the matrix.
        let matrix_lines = target.and_then(|t| match self.module().types[t].inner {
            TypeInner::Array { base: e, .. } if matches!(self.module().types[e].inner, TypeInner::Matrix { .. }) => {
                self.plan.layouts.matrix_arrays.get(&t).copied()
            }
            _ => None,
        });
        match (elem, target, self.is_pointer(s, base)) {
            (_, _, false) if let Some(lines) = matrix_lines => self.from_lines(&text, &lines),
            (Some(ArrayElem::Packed), Some(t), false) => self.unpacked(t, text),
            _ => text,
        }
    }

    fn unpacked(&self, array: Handle<Type>, text: String) -> String {
        match self.module().types[array].inner {
            TypeInner::Array { base, .. } => format!("{}({text})", self.ty(base)),
            _ => text,
        }
    }

    fn access_index(&mut self, s: Scope, base: Handle<Expression>, index: u32) -> String {
        if let TypeInner::Vector { .. } | TypeInner::ValuePointer { size: Some(_), .. } = *self.type_of(s, base) {
            let b = self.operand(s, base);
            return format!("{b}.{}", component(index));
        }
        let Some(target) = self.target_type(s, base) else { return self.element(s, base, index.to_string()) };
        match self.module().types[target].inner {
            TypeInner::Struct { ref members, .. } => {
                let b = self.operand(s, base);
                let name = self
                    .plan
                    .names
                    .members
                    .get(&target)
                    .and_then(|m| m.get(index as usize))
                    .cloned()
                    .unwrap_or_default();
                let packed = self.member_packed(target, index);
                let text = format!("{b}.{name}");
                let pointer = self.is_pointer(s, base);
                match (packed, pointer, members.get(index as usize)) {
                    (_, false, Some(_)) if let Some(lines) = self.member_lines(target, index) => {
                        self.from_lines(&text, &lines)
                    }
                    (true, false, Some(m)) => format!("{}({text})", self.ty(m.ty)),
                    _ => text,
                }
            }
            TypeInner::Vector { .. } => {
                let b = self.operand(s, base);
                format!("{b}.{}", component(index))
            }
            _ => self.element(s, base, index.to_string()),
        }
    }

    fn member_packed(&self, ty: Handle<Type>, index: u32) -> bool {
        self.plan.layouts.structs.get(&ty).and_then(|l| l.members.get(index as usize)).is_some_and(|m| m.packed)
    }

    /// The plain vector type a pointer's target is stored packed as, if any.
    fn packed_target(&self, s: Scope, pointer: Handle<Expression>) -> Option<String> {
        // A packed line of a matrix stored as lines.
        if let Expression::AccessIndex { base, .. } | Expression::Access { base, .. } = self.arena(s)[pointer]
            && let Some(lines) = self.lines_of(s, base)
            && matches!(lines.line, LineElem::Packed | LineElem::Wrapped { packed: true, .. })
            && self.is_pointer(s, base)
        {
            return Some(vector_name(lines.rows, lines.scalar));
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

    fn load(&mut self, s: Scope, pointer: Handle<Expression>) -> String {
        let p = self.expr(s, pointer);
        if self.is_atomic_pointer(s, pointer) {
            return format!("atomic_load_explicit(&{p}, memory_order_relaxed)");
        }
        if let Some(lines) = self.lines_of(s, pointer) {
            return self.from_lines(&p, &lines);
        }
        match self.packed_target(s, pointer) {
            Some(plain) => format!("{plain}({p})"),
            None => p,
        }
    }

    fn swizzle(
        &mut self,
        s: Scope,
        size: naga::VectorSize,
        vector: Handle<Expression>,
        pattern: [naga::SwizzleComponent; 4],
    ) -> String {
        let v = self.operand(s, vector);
        let comps: String = pattern.iter().take(size as usize).map(|&c| component(c as u32)).collect();
        format!("{v}.{comps}")
    }

    fn binary(
        &mut self,
        s: Scope,
        h: Handle<Expression>,
        op: BinaryOperator,
        left: Handle<Expression>,
        right: Handle<Expression>,
    ) -> String {
        let float = matches!(scalar_of(self.type_of(s, left)), Some(Scalar { kind: ScalarKind::Float, .. }));
        let precise = s.is_some_and(|f| crate::msl::raise::precise::expr_is_precise(self.plan.input.side, f.fref, h));
        match op {
            BinaryOperator::Modulo if float => format!("fmod({}, {})", self.expr(s, left), self.expr(s, right)),
            BinaryOperator::Divide if float && precise => {
                format!("precise::divide({}, {})", self.expr(s, left), self.expr(s, right))
            }
            _ => {
                let text = format!("{} {} {}", self.operand(s, left), binary_op(op), self.operand(s, right));
                self.narrow_promoted(s, h, text)
            }
        }
    }

    /// C++'s integral promotion makes arithmetic on a scalar `short` or
    /// `ushort` an `int`; the IR's result is 16 bits, so cast it back
    /// (`as_type<half>(a - b)` must see a 16-bit operand).
    fn narrow_promoted(&self, s: Scope, h: Handle<Expression>, text: String) -> String {
        match self.type_of(s, h) {
            TypeInner::Scalar(Scalar { kind: ScalarKind::Uint, width: 2 }) => format!("ushort({text})"),
            TypeInner::Scalar(Scalar { kind: ScalarKind::Sint, width: 2 }) => format!("short({text})"),
            _ => text,
        }
    }

    fn select(
        &mut self,
        s: Scope,
        condition: Handle<Expression>,
        accept: Handle<Expression>,
        reject: Handle<Expression>,
    ) -> String {
        if matches!(self.type_of(s, condition), TypeInner::Scalar(_)) {
            let (c, a, r) = (self.operand(s, condition), self.operand(s, accept), self.operand(s, reject));
            format!("{c} ? {a} : {r}")
        } else {
            let (c, a, r) = (self.expr(s, condition), self.expr(s, accept), self.expr(s, reject));
            format!("select({r}, {a}, {c})")
        }
    }

    fn cast(&mut self, s: Scope, expr: Handle<Expression>, kind: ScalarKind, convert: Option<u8>) -> String {
        let from = self.type_of(s, expr).clone();
        let e = self.expr(s, expr);
        let width = convert.unwrap_or_else(|| scalar_of(&from).map_or(4, |s| s.width));
        let width = if kind == ScalarKind::Bool { 1 } else { width };
        let to = Scalar { kind, width };
        let target = match from {
            TypeInner::Vector { size, .. } => vector_name(size, to),
            TypeInner::Matrix { columns, rows, .. } => format!("{}{}x{}", scalar_name(to), columns as u32, rows as u32),
            _ => scalar_name(to).to_string(),
        };
        match convert {
            Some(_) => format!("{target}({e})"),
            None => format!("as_type<{target}>({e})"),
        }
    }

    fn math(
        &mut self,
        s: Scope,
        h: Handle<Expression>,
        fun: MathFunction,
        arg: Handle<Expression>,
        rest: [Option<Handle<Expression>>; 3],
    ) -> String {
        let args: Vec<Handle<Expression>> = std::iter::once(arg).chain(rest.into_iter().flatten()).collect();
        if let Some(name) = math_fn(fun) {
            let parts: Vec<String> = args.iter().map(|&a| self.expr(s, a)).collect();
            return format!("{name}({})", parts.join(", "));
        }
        super::math::special(self, s, h, fun, &args)
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
