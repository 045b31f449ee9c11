//! A dialect-neutral builder of naga modules for our own front-ends (HLSL
//! now, GLSL later).
//!
//! It owns the bookkeeping naga's IR demands and every front-end would
//! otherwise repeat: type interning, the module's constant expressions,
//! `Emit` ranges (an expression must be emitted before a statement uses it,
//! exactly once, and expressions such as literals, variables and call results
//! must never be emitted), nested block construction, local variables, loads,
//! stores and calls.
//!
//! Architecture invariant: a function built only through [`FnBuilder`] has
//! well-formed `Emit` ranges, whatever order the front-end adds expressions
//! and statements in.

use naga::{
    Arena, Block, Expression, Function, FunctionArgument, FunctionResult, Handle, LocalVariable, Scalar, Span,
    Statement, Type, TypeInner, VectorSize,
};

/// Module-level construction: types and constant expressions.
#[derive(Debug, Default)]
pub struct ModuleBuilder {
    pub module: naga::Module,
}

/// 8-bit integers (GLSL's `int8_t`, `u8vec4`): naga IR has no 8-bit
/// scalars, so a value of one is the 32-bit integer of its signedness,
/// wrapped to 8 bits after every operation that can leave the range (a
/// conversion to it here, arithmetic in the lowering). In memory it is
/// `NARROW_STRIDE`-strided array of that integer, one element per component
/// ([`narrow_int`]): naga sizes it as the bytes it takes, and the MSL writer
/// spells it `char`/`uchar2`/… Elements are read and written one by one.
pub const NARROW_STRIDE: u32 = 1;

/// The 8-bit integer scalar or vector (its 32-bit register scalar and
/// component count) that `inner` stands for in memory, if it is one.
pub fn narrow_int(types: &naga::UniqueArena<Type>, inner: &TypeInner) -> Option<(Scalar, u32)> {
    let TypeInner::Array { base, size: naga::ArraySize::Constant(n), stride: NARROW_STRIDE } = *inner else {
        return None;
    };
    match types.get_handle(base).ok()?.inner {
        TypeInner::Scalar(s @ Scalar { kind: naga::ScalarKind::Sint | naga::ScalarKind::Uint, width: 4 })
            if n.get() <= 4 =>
        {
            Some((s, n.get()))
        }
        _ => None,
    }
}

/// An 8-bit integer scalar (naga's `bool` is one byte wide too).
pub const fn is_narrow_int(s: Scalar) -> bool {
    s.width == 1 && matches!(s.kind, naga::ScalarKind::Sint | naga::ScalarKind::Uint)
}

/// The register form of a scalar: 8-bit integers are 32-bit ones.
pub const fn register_scalar(s: Scalar) -> Scalar {
    if is_narrow_int(s) { Scalar { kind: s.kind, width: 4 } } else { s }
}

impl ModuleBuilder {
    /// Intern an anonymous type (an 8-bit integer component is its 32-bit
    /// register form, see [`NARROW_STRIDE`]).
    pub fn ty(&mut self, inner: TypeInner) -> Handle<Type> {
        let inner = match inner {
            TypeInner::Scalar(s) => TypeInner::Scalar(register_scalar(s)),
            TypeInner::Vector { size, scalar } => TypeInner::Vector { size, scalar: register_scalar(scalar) },
            other => other,
        };
        self.module.types.insert(Type { name: None, inner }, Span::UNDEFINED)
    }

    /// The in-memory form of an 8-bit integer scalar (`n` = 1) or vector.
    pub fn narrow_ty(&mut self, s: Scalar, n: u8) -> Handle<Type> {
        let base = self.scalar(register_scalar(s));
        let size = naga::ArraySize::Constant(std::num::NonZeroU32::MIN.saturating_add(u32::from(n.max(1)) - 1));
        self.ty(TypeInner::Array { base, size, stride: NARROW_STRIDE })
    }

    /// Intern a named type (structs).
    pub fn named_ty(&mut self, name: &str, inner: TypeInner, span: Span) -> Handle<Type> {
        self.module.types.insert(Type { name: Some(name.to_string()), inner }, span)
    }

    pub fn scalar(&mut self, s: Scalar) -> Handle<Type> {
        self.ty(TypeInner::Scalar(s))
    }

    pub fn vector(&mut self, s: Scalar, n: u8) -> Handle<Type> {
        match vector_size(n) {
            Some(size) => self.ty(TypeInner::Vector { size, scalar: s }),
            None => self.scalar(s),
        }
    }

    /// A constant expression in `module.global_expressions`.
    pub fn global_expr(&mut self, e: Expression, span: Span) -> Handle<Expression> {
        self.module.global_expressions.append(e, span)
    }

    pub fn inner(&self, ty: Handle<Type>) -> Option<&TypeInner> {
        self.module.types.get_handle(ty).ok().map(|t| &t.inner)
    }

    /// Size in bytes naga assigns to a type (its own layout rules).
    pub fn naga_size(&self, ty: Handle<Type>) -> u32 {
        self.inner(ty).map(|i| i.size(self.module.to_ctx())).unwrap_or(0)
    }
}

pub const fn vector_size(n: u8) -> Option<VectorSize> {
    match n {
        2 => Some(VectorSize::Bi),
        3 => Some(VectorSize::Tri),
        4 => Some(VectorSize::Quad),
        _ => None,
    }
}

/// Builds one function body. Expressions are emitted lazily: every
/// statement first closes the pending `Emit` range.
#[derive(Debug)]
pub struct FnBuilder {
    pub func: Function,
    /// Open blocks, innermost last; the first is the body.
    blocks: Vec<Block>,
    emit_start: usize,
}

impl FnBuilder {
    pub fn new(name: &str) -> Self {
        let func = Function { name: Some(name.to_string()), ..Function::default() };
        FnBuilder { func, blocks: vec![Block::new()], emit_start: 0 }
    }

    pub fn arg(&mut self, name: &str, ty: Handle<Type>, binding: Option<naga::Binding>) -> u32 {
        self.func.arguments.push(FunctionArgument { name: Some(name.to_string()), ty, binding });
        self.func.arguments.len() as u32 - 1
    }

    pub fn set_result(&mut self, ty: Handle<Type>, binding: Option<naga::Binding>) {
        self.func.result = Some(FunctionResult { ty, binding });
    }

    pub fn exprs(&self) -> &Arena<Expression> {
        &self.func.expressions
    }

    /// Add an expression; it is emitted before the next statement unless it
    /// is one naga forbids emitting.
    pub fn expr(&mut self, e: Expression, span: Span) -> Handle<Expression> {
        // A conversion to an 8-bit integer: to its 32-bit register, wrapped.
        if let Expression::As {
            expr,
            kind: kind @ (naga::ScalarKind::Sint | naga::ScalarKind::Uint),
            convert: Some(1),
        } = e
        {
            let wide = self.expr(Expression::As { expr, kind, convert: Some(4) }, span);
            return self.wrap_narrow(wide, span);
        }
        if never_emitted(&e) {
            self.flush();
            let h = self.func.expressions.append(e, span);
            self.emit_start = self.func.expressions.len();
            h
        } else {
            self.func.expressions.append(e, span)
        }
    }

    /// Close the pending `Emit` range into the current block.
    fn flush(&mut self) {
        let len = self.func.expressions.len();
        if len > self.emit_start && !self.terminated() {
            let range = self.func.expressions.range_from(self.emit_start);
            if let Some(b) = self.blocks.last_mut() {
                b.push(Statement::Emit(range), Span::UNDEFINED);
            }
        }
        self.emit_start = len;
    }

    /// Whether the current block already ends in a jump (later statements
    /// would be dead; they are dropped).
    pub fn terminated(&self) -> bool {
        self.blocks.last().and_then(|b| b.last()).is_some_and(|s| {
            matches!(s, Statement::Return { .. } | Statement::Break | Statement::Continue | Statement::Kill)
        })
    }

    pub fn stmt(&mut self, s: Statement, span: Span) {
        self.flush();
        if self.terminated() {
            return;
        }
        if let Some(b) = self.blocks.last_mut() {
            b.push(s, span);
        }
    }

    pub fn push_block(&mut self) {
        self.flush();
        self.blocks.push(Block::new());
    }

    /// Append the statements of a block built earlier (with `push_block` /
    /// `pop_block`) to the current block.
    pub fn replay(&mut self, block: &Block) {
        for (s, span) in block.span_iter() {
            self.stmt(s.clone(), *span);
        }
    }

    pub fn pop_block(&mut self) -> Block {
        self.flush();
        if self.blocks.len() > 1 { self.blocks.pop().unwrap_or_default() } else { Block::new() }
    }

    pub fn finish(mut self) -> Function {
        self.flush();
        self.func.body = self.blocks.into_iter().next().unwrap_or_default();
        self.func
    }

    /// A new local variable; returns the pointer expression.
    pub fn local(&mut self, name: &str, ty: Handle<Type>, span: Span) -> Handle<Expression> {
        let lv = self.func.local_variables.append(LocalVariable { name: Some(name.to_string()), ty, init: None }, span);
        self.expr(Expression::LocalVariable(lv), span)
    }

    pub fn load(&mut self, pointer: Handle<Expression>, span: Span) -> Handle<Expression> {
        self.expr(Expression::Load { pointer }, span)
    }

    pub fn store(&mut self, pointer: Handle<Expression>, value: Handle<Expression>, span: Span) {
        self.stmt(Statement::Store { pointer, value }, span);
    }

    /// `h`, an 8-bit integer's 32-bit register, wrapped to 8 bits: its low
    /// byte, sign-extended for a signed one (`extract_bits` on the register's
    /// signedness).
    pub fn wrap_narrow(&mut self, h: Handle<Expression>, span: Span) -> Handle<Expression> {
        let offset = self.literal(naga::Literal::U32(0), span);
        let count = self.literal(naga::Literal::U32(8), span);
        let fun = naga::MathFunction::ExtractBits;
        self.expr(Expression::Math { fun, arg: h, arg1: Some(offset), arg2: Some(count), arg3: None }, span)
    }

    pub fn literal(&mut self, l: naga::Literal, span: Span) -> Handle<Expression> {
        self.expr(Expression::Literal(l), span)
    }

    pub fn access_index(&mut self, base: Handle<Expression>, index: u32, span: Span) -> Handle<Expression> {
        self.expr(Expression::AccessIndex { base, index }, span)
    }

    /// Call `function`; returns the result expression when it has a result
    /// (none after a jump, where the call is dead code and dropped).
    pub fn call(
        &mut self,
        function: Handle<Function>,
        arguments: Vec<Handle<Expression>>,
        has_result: bool,
        span: Span,
    ) -> Option<Handle<Expression>> {
        self.flush();
        // After a jump the call is dead code, which is dropped: its result
        // would be a `CallResult` no `Call` statement produces (invalid IR).
        if self.terminated() {
            return None;
        }
        let result = has_result.then(|| self.expr(Expression::CallResult(function), span));
        self.stmt(Statement::Call { function, arguments, result }, span);
        result
    }
}

/// Expressions naga requires to stay out of `Emit` ranges.
const fn never_emitted(e: &Expression) -> bool {
    matches!(
        e,
        Expression::Literal(_)
            | Expression::Constant(_)
            | Expression::Override(_)
            | Expression::ZeroValue(_)
            | Expression::FunctionArgument(_)
            | Expression::GlobalVariable(_)
            | Expression::LocalVariable(_)
            | Expression::CallResult(_)
            | Expression::AtomicResult { .. }
            | Expression::WorkGroupUniformLoadResult { .. }
            | Expression::SubgroupBallotResult
            | Expression::SubgroupOperationResult { .. }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A function built out of order still validates: literals are not
    /// emitted, a binary op is emitted before the store that uses it.
    #[test]
    fn emit_ranges_validate() {
        let mut m = ModuleBuilder::default();
        let f32_ty = m.scalar(Scalar::F32);
        let mut f = FnBuilder::new("f");
        let v = f.local("v", f32_ty, Span::UNDEFINED);
        let a = f.literal(naga::Literal::F32(1.0), Span::UNDEFINED);
        let l = f.load(v, Span::UNDEFINED);
        let sum = f.expr(Expression::Binary { op: naga::BinaryOperator::Add, left: a, right: l }, Span::UNDEFINED);
        f.push_block();
        f.store(v, sum, Span::UNDEFINED);
        let inner = f.pop_block();
        f.stmt(Statement::Block(inner), Span::UNDEFINED);
        f.stmt(Statement::Return { value: None }, Span::UNDEFINED);
        f.stmt(Statement::Kill, Span::UNDEFINED);
        let func = f.finish();
        assert_eq!(func.body.len(), 3, "{:?}", func.body);
        m.module.functions.append(func, Span::UNDEFINED);
        let r = naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all())
            .validate(&m.module);
        assert!(r.is_ok(), "{r:?}");
    }
}
