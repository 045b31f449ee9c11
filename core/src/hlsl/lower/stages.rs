//! Operations that exist only in some stages, checked per entry point over
//! every function it reaches: derivatives and implicit-LOD or biased
//! sampling (fragment only in Metal, and in naga IR), `discard` (fragment
//! only) and barriers (kernels only). Without this check such a module would
//! reach naga's validator, which rejects it without a span (OSH4001).
//!
//! A derivative or an implicit-LOD sample in a compute shader is valid HLSL
//! from SM 6.6 (compute derivatives), which Metal cannot express: OSH5116.
//! In a vertex shader it is the source's own error: OSH3023. So is `discard`
//! outside a fragment shader and a control barrier (`barrier()`,
//! `GroupMemoryBarrierWithGroupSync`) outside a kernel. A memory-only
//! barrier in a vertex or fragment shader is valid GLSL that Metal has no
//! function for outside kernels: OSH5116.
//!
//! The walk is iterative (a stack of blocks), and each function is scanned
//! once however many entry points reach it.

use super::Lower;
use crate::diag::codes;
use crate::ordered::IntSet;
use crate::side::{Intrinsic, SampleLod};
use crate::source::Span;
use naga::{Expression as E, Handle, SampleLevel, ShaderStage, Statement as S};

/// A stage-limited operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Op {
    Derivative,
    ImplicitLod,
    Discard,
    ControlBarrier,
    MemoryBarrier,
    QuadVote,
}

impl crate::ordered::IntKey for Op {
    const BITS: u32 = 8;
    fn code(&self) -> u128 {
        *self as u128
    }
}

impl Op {
    fn allowed(self, stage: ShaderStage) -> bool {
        let kernel = matches!(stage, ShaderStage::Compute | ShaderStage::Task | ShaderStage::Mesh);
        match self {
            Op::Derivative | Op::ImplicitLod | Op::Discard => stage == ShaderStage::Fragment,
            Op::ControlBarrier | Op::MemoryBarrier => kernel,
            Op::QuadVote => kernel || stage == ShaderStage::Fragment,
        }
    }

    fn what(self) -> &'static str {
        match self {
            Op::Derivative => "a derivative (ddx/ddy, fwidth, dFdx/dFdy)",
            Op::ImplicitLod => "a texture sample with an implicit level of detail or a bias",
            Op::Discard => "`discard`",
            Op::ControlBarrier => "a group barrier",
            Op::MemoryBarrier => "a memory barrier",
            Op::QuadVote => "a quad vote (QuadAll/QuadAny, subgroupQuadAll/subgroupQuadAny)",
        }
    }
}

/// What one function does that is stage-limited: the first span of each
/// operation, and the functions it calls.
struct Scan {
    ops: Vec<(Op, Span)>,
    calls: Vec<Handle<naga::Function>>,
}

/// `implicit_lod`: the stand-ins (`SideInfo::intrinsic_functions`) whose
/// call is an implicit-level or biased sample; `votes`: the quad votes'.
fn scan(
    f: &naga::Function,
    memory_only: &IntSet<(u32, u32)>,
    implicit_lod: &IntSet<usize>,
    votes: &IntSet<usize>,
) -> Scan {
    let mut ops: Vec<(Op, Span)> = Vec::new();
    let mut note = |op: Op, span: Span| {
        if !ops.iter().any(|(o, _)| *o == op) {
            ops.push((op, span));
        }
    };
    for (h, e) in f.expressions.iter() {
        let op = match e {
            E::Derivative { .. } => Some(Op::Derivative),
            E::ImageSample { level: SampleLevel::Auto | SampleLevel::Bias(_), .. } => Some(Op::ImplicitLod),
            _ => None,
        };
        if let Some(op) = op {
            note(op, Span::from(f.expressions.get_span(h)));
        }
    }
    let mut calls = Vec::new();
    let mut stack: Vec<&naga::Block> = vec![&f.body];
    while let Some(block) = stack.pop() {
        for (st, span) in block.span_iter() {
            let span = Span::from(*span);
            match st {
                S::Kill => note(Op::Discard, span),
                S::ControlBarrier(_) if memory_only.contains(&(span.start, span.end)) => note(Op::MemoryBarrier, span),
                S::ControlBarrier(_) | S::WorkGroupUniformLoad { .. } => note(Op::ControlBarrier, span),
                S::MemoryBarrier(_) => note(Op::MemoryBarrier, span),
                S::Call { function, .. } if implicit_lod.contains(&function.index()) => note(Op::ImplicitLod, span),
                S::Call { function, .. } if votes.contains(&function.index()) => note(Op::QuadVote, span),
                S::Call { function, .. } => calls.push(*function),
                S::Block(b) => stack.push(b),
                S::If { accept, reject, .. } => {
                    stack.push(accept);
                    stack.push(reject);
                }
                S::Switch { cases, .. } => stack.extend(cases.iter().map(|c| &c.body)),
                S::Loop { body, continuing, .. } => {
                    stack.push(body);
                    stack.push(continuing);
                }
                _ => {}
            }
        }
    }
    Scan { ops, calls }
}

fn stage_name(stage: ShaderStage) -> &'static str {
    match stage {
        ShaderStage::Vertex => "vertex",
        ShaderStage::Fragment => "fragment",
        ShaderStage::Compute => "compute",
        ShaderStage::Task => "amplification",
        ShaderStage::Mesh => "mesh",
        _ => "this",
    }
}

impl Lower<'_> {
    /// Report every stage-limited operation an entry point reaches in a
    /// stage that lacks it (once per operation and span).
    pub(super) fn check_stage_operations(&mut self) {
        let module = &self.b.module;
        let implicit_lod: IntSet<usize> = self
            .side
            .intrinsic_functions
            .iter()
            .filter(|(_, i)| {
                matches!(
                    i,
                    Intrinsic::Sample { lod: SampleLod::Auto, .. } | Intrinsic::Sample { lod: SampleLod::Bias, .. }
                )
            })
            .map(|(h, _)| h.index())
            .collect();
        let votes: IntSet<usize> = self
            .side
            .intrinsic_functions
            .iter()
            .filter(|(_, i)| matches!(i, Intrinsic::QuadVote { .. }))
            .map(|(h, _)| h.index())
            .collect();
        let memory_only = &self.memory_only_barriers;
        let scans: Vec<Scan> =
            module.functions.iter().map(|(_, f)| scan(f, memory_only, &implicit_lod, &votes)).collect();
        let mut reported: IntSet<(u32, u32, Op)> = IntSet::new();
        let mut found = Vec::new();
        for ep in &module.entry_points {
            let own = scan(&ep.function, memory_only, &implicit_lod, &votes);
            let mut seen: IntSet<usize> = IntSet::new();
            let mut todo: Vec<Handle<naga::Function>> = own.calls.clone();
            let mut ops = own.ops.clone();
            while let Some(h) = todo.pop() {
                if !seen.insert(h.index()) {
                    continue;
                }
                if let Some(s) = scans.get(h.index()) {
                    ops.extend(s.ops.iter().copied());
                    todo.extend(s.calls.iter().copied());
                }
            }
            for (op, span) in ops {
                if op.allowed(ep.stage) || !reported.insert((span.start, span.end, op)) {
                    continue;
                }
                found.push((op, span, ep.stage, ep.name.clone()));
            }
        }
        for (op, span, stage, name) in found {
            let metal = match op {
                Op::Derivative | Op::ImplicitLod => stage == ShaderStage::Compute,
                Op::MemoryBarrier | Op::QuadVote => true,
                Op::Discard | Op::ControlBarrier => false,
            };
            let place = format!("the {} entry point `{name}`", stage_name(stage));
            if metal {
                let msg = if op == Op::QuadVote {
                    format!(
                        "{} is reached from {place}: Metal has quad-groups in fragment and kernel functions only",
                        op.what()
                    )
                } else if op == Op::MemoryBarrier {
                    format!(
                        "{} is reached from {place}: barriers are threadgroup barriers in Metal, which only kernels have",
                        op.what()
                    )
                } else {
                    format!("{} is reached from {place}: Metal has it only in fragment functions", op.what())
                };
                self.error(codes::METAL_UNSUPPORTED, msg, span);
            } else {
                let only = if matches!(op, Op::ControlBarrier) { "compute shaders" } else { "fragment shaders" };
                let msg = format!("{} is reached from {place}, but exists only in {only}", op.what());
                self.error(codes::SEM_STAGE_MISMATCH, msg, span);
            }
        }
    }
}
