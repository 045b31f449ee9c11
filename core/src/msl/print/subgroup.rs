//! SIMD-group (wave/subgroup) and quad operations → `simd_*` / `quad_*`.

use super::Printer;
use super::expr::FnCtx;
use crate::diag::codes;
use naga::{CollectiveOperation, Direction, Expression, GatherMode, Handle, SubgroupOperation};

/// The MSL function of a collective operation, if Metal has one.
pub const fn collective_fn(op: SubgroupOperation, c: CollectiveOperation) -> Option<&'static str> {
    use CollectiveOperation as C;
    use SubgroupOperation as O;
    Some(match (c, op) {
        (C::Reduce, O::All) => "simd_all",
        (C::Reduce, O::Any) => "simd_any",
        (C::Reduce, O::Add) => "simd_sum",
        (C::Reduce, O::Mul) => "simd_product",
        (C::Reduce, O::Min) => "simd_min",
        (C::Reduce, O::Max) => "simd_max",
        (C::Reduce, O::And) => "simd_and",
        (C::Reduce, O::Or) => "simd_or",
        (C::Reduce, O::Xor) => "simd_xor",
        (C::ExclusiveScan, O::Add) => "simd_prefix_exclusive_sum",
        (C::ExclusiveScan, O::Mul) => "simd_prefix_exclusive_product",
        (C::InclusiveScan, O::Add) => "simd_prefix_inclusive_sum",
        (C::InclusiveScan, O::Mul) => "simd_prefix_inclusive_product",
        _ => return None,
    })
}

pub const fn quad_swap_mask(d: Direction) -> u32 {
    match d {
        Direction::X => 1,
        Direction::Y => 2,
        Direction::Diagonal => 3,
    }
}

impl Printer<'_> {
    /// `simd_ballot` gives a 64-bit vote; naga (and HLSL) want a `uint4`.
    pub fn ballot(&mut self, f: &mut FnCtx, result: Handle<Expression>, predicate: Option<Handle<Expression>>) {
        let pred = match predicate {
            Some(p) => self.expr(Some(f), p),
            None => "true".into(),
        };
        let vote = f.names.name("vote");
        self.line_fmt(format_args!("ulong {vote} = static_cast<ulong>(simd_ballot({pred}));"));
        let (ty, n) = self.result_local(f, result);
        self.line_fmt(format_args!("{ty}{n} = uint4(uint({vote}), uint({vote} >> 32), 0u, 0u);"));
    }

    pub fn gather(
        &mut self,
        f: &mut FnCtx,
        mode: &GatherMode,
        argument: Handle<Expression>,
        result: Handle<Expression>,
        span: naga::Span,
    ) {
        let x = self.expr(Some(f), argument);
        let call = match *mode {
            GatherMode::BroadcastFirst => format!("simd_broadcast_first({x})"),
            GatherMode::Broadcast(i) => format!("simd_broadcast({x}, ushort({}))", self.expr(Some(f), i)),
            GatherMode::Shuffle(i) => format!("simd_shuffle({x}, ushort({}))", self.expr(Some(f), i)),
            GatherMode::ShuffleDown(i) => format!("simd_shuffle_down({x}, ushort({}))", self.expr(Some(f), i)),
            GatherMode::ShuffleUp(i) => format!("simd_shuffle_up({x}, ushort({}))", self.expr(Some(f), i)),
            GatherMode::ShuffleXor(i) => format!("simd_shuffle_xor({x}, ushort({}))", self.expr(Some(f), i)),
            GatherMode::QuadBroadcast(i) => format!("quad_broadcast({x}, ushort({}))", self.expr(Some(f), i)),
            GatherMode::QuadSwap(d) => format!("quad_shuffle_xor({x}, ushort({}u))", quad_swap_mask(d)),
        };
        let _ = span;
        let (ty, n) = self.result_local(f, result);
        self.line_fmt(format_args!("{ty}{n} = {call};"));
    }

    pub fn collective(
        &mut self,
        f: &mut FnCtx,
        op: SubgroupOperation,
        c: CollectiveOperation,
        argument: Handle<Expression>,
        result: Handle<Expression>,
        span: naga::Span,
    ) {
        let Some(name) = collective_fn(op, c) else {
            self.error(
                codes::METAL_WAVE_MATCH,
                format!("Metal has no {c:?} scan with {op:?} (only sums and products scan)"),
                span,
            );
            return;
        };
        let x = self.expr(Some(f), argument);
        let (ty, n) = self.result_local(f, result);
        self.line_fmt(format_args!("{ty}{n} = {name}({x});"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spelling() {
        assert_eq!(
            collective_fn(SubgroupOperation::Add, CollectiveOperation::ExclusiveScan),
            Some("simd_prefix_exclusive_sum")
        );
        assert_eq!(collective_fn(SubgroupOperation::Min, CollectiveOperation::InclusiveScan), None);
        assert_eq!(quad_swap_mask(Direction::Diagonal), 3);
    }
}
