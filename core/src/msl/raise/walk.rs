//! Iterative walks over naga blocks (no recursion: nesting depth is the
//! source's, and the wasm stack is small).

use naga::{Block, Span, Statement};

type StmtIter<'a> = Box<dyn Iterator<Item = (&'a Statement, &'a Span)> + 'a>;

/// Visit every statement of `block` and of the blocks nested in it, depth
/// first in source order, with the nesting depth (0 for `block` itself).
pub fn statements<'a>(block: &'a Block, mut visit: impl FnMut(&'a Statement, Span, usize)) {
    statements_dyn(block, &mut visit);
}

/// [`statements`] with the visitor behind a `dyn` call: one copy of the walk
/// for every visitor (each would otherwise have its own, in the wasm too).
fn statements_dyn<'a>(block: &'a Block, visit: &mut dyn FnMut(&'a Statement, Span, usize)) {
    let mut stack: Vec<(StmtIter<'a>, usize)> = vec![(Box::new(block.span_iter()), 0)];
    while let Some((iter, depth)) = stack.last_mut() {
        let depth = *depth;
        let Some((stmt, span)) = iter.next() else {
            stack.pop();
            continue;
        };
        visit(stmt, *span, depth);
        for child in children(stmt).into_iter().rev() {
            stack.push((Box::new(child.span_iter()), depth + 1));
        }
    }
}

/// The blocks directly nested in a statement.
pub fn children(stmt: &Statement) -> Vec<&Block> {
    match stmt {
        Statement::Block(b) => vec![b],
        Statement::If { accept, reject, .. } => vec![accept, reject],
        Statement::Switch { cases, .. } => cases.iter().map(|c| &c.body).collect(),
        Statement::Loop { body, continuing, .. } => vec![body, continuing],
        _ => Vec::new(),
    }
}

/// The operands of an expression (sub-expressions in the same arena).
pub fn operands(expr: &naga::Expression) -> Vec<naga::Handle<naga::Expression>> {
    let mut v = Vec::new();
    each_operand(expr, |h| v.push(h));
    v
}

/// Visit the operands of an expression, in [`operands`] order.
pub fn each_operand(expr: &naga::Expression, mut visit: impl FnMut(naga::Handle<naga::Expression>)) {
    use naga::Expression as E;
    let mut all = |hs: &[Option<naga::Handle<naga::Expression>>]| hs.iter().flatten().for_each(|&h| visit(h));
    match *expr {
        E::Compose { ref components, .. } => components.iter().for_each(|&h| all(&[Some(h)])),
        E::Access { base, index } => all(&[Some(base), Some(index)]),
        E::AccessIndex { base: e, .. }
        | E::Splat { value: e, .. }
        | E::Swizzle { vector: e, .. }
        | E::Load { pointer: e }
        | E::Unary { expr: e, .. }
        | E::As { expr: e, .. }
        | E::Derivative { expr: e, .. }
        | E::Relational { argument: e, .. }
        | E::ArrayLength(e) => all(&[Some(e)]),
        E::Binary { left, right, .. } => all(&[Some(left), Some(right)]),
        E::Select { condition, accept, reject } => all(&[Some(condition), Some(accept), Some(reject)]),
        E::Math { arg, arg1, arg2, arg3, .. } => all(&[Some(arg), arg1, arg2, arg3]),
        E::ImageQuery { image, ref query } => match *query {
            naga::ImageQuery::Size { level } => all(&[Some(image), level]),
            _ => all(&[Some(image)]),
        },
        E::ImageLoad { image, coordinate, array_index, sample, level } => {
            all(&[Some(image), Some(coordinate), array_index, sample, level])
        }
        E::ImageSample { image, sampler, coordinate, array_index, offset, ref level, depth_ref, .. } => {
            all(&[Some(image), Some(sampler), Some(coordinate), array_index, offset, depth_ref]);
            match *level {
                naga::SampleLevel::Exact(e) | naga::SampleLevel::Bias(e) => all(&[Some(e)]),
                naga::SampleLevel::Gradient { x, y } => all(&[Some(x), Some(y)]),
                _ => {}
            }
        }
        _ => {}
    }
}

/// The expressions a statement reads (not those of nested blocks): emitted
/// ranges, operands, and results it defines.
pub fn statement_exprs(stmt: &Statement) -> Vec<naga::Handle<naga::Expression>> {
    use naga::Statement as S;
    let mut v = Vec::new();
    match *stmt {
        S::Emit(ref range) => v.extend(range.clone()),
        S::If { condition, .. } => v.push(condition),
        S::Switch { selector, .. } => v.push(selector),
        S::Loop { break_if, .. } => v.extend(break_if),
        S::Return { value } => v.extend(value),
        S::Store { pointer, value } => v.extend([pointer, value]),
        S::ImageStore { image, coordinate, array_index, value } => {
            v.extend([image, coordinate, value]);
            v.extend(array_index);
        }
        S::Atomic { pointer, ref fun, value, result } => {
            v.extend([pointer, value]);
            v.extend(result);
            if let naga::AtomicFunction::Exchange { compare: Some(c) } = *fun {
                v.push(c);
            }
        }
        S::ImageAtomic { image, coordinate, array_index, value, .. } => {
            v.extend([image, coordinate, value]);
            v.extend(array_index);
        }
        S::WorkGroupUniformLoad { pointer, result } => v.extend([pointer, result]),
        S::Call { ref arguments, result, .. } => {
            v.extend(arguments.iter().copied());
            v.extend(result);
        }
        S::SubgroupBallot { result, predicate } => {
            v.push(result);
            v.extend(predicate);
        }
        S::SubgroupGather { ref mode, argument, result } => {
            v.extend([argument, result]);
            match *mode {
                naga::GatherMode::Broadcast(i)
                | naga::GatherMode::Shuffle(i)
                | naga::GatherMode::ShuffleDown(i)
                | naga::GatherMode::ShuffleUp(i)
                | naga::GatherMode::ShuffleXor(i)
                | naga::GatherMode::QuadBroadcast(i) => v.push(i),
                _ => {}
            }
        }
        S::SubgroupCollectiveOperation { argument, result, .. } => v.extend([argument, result]),
        _ => {}
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visits_nested_blocks_in_source_order() {
        let m = naga::front::wgsl::parse_str(
            "fn f(x: i32) -> i32 { var y = 0; if x > 0 { y = 1; } else { y = 2; } loop { break; } return y; }",
        )
        .unwrap();
        let f = m.functions.iter().next().unwrap().1;
        let mut seen = Vec::new();
        statements(&f.body, |s, _, d| {
            let k = match s {
                Statement::Store { .. } => "store",
                Statement::If { .. } => "if",
                Statement::Loop { .. } => "loop",
                Statement::Break => "break",
                Statement::Return { .. } => "return",
                _ => return,
            };
            seen.push((k, d));
        });
        assert_eq!(seen, [("if", 0), ("store", 1), ("store", 1), ("loop", 0), ("break", 1), ("return", 0)]);
    }
}
