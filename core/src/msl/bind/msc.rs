//! The `msc` plan: Metal Shader Converter's top-level argument buffer (the
//! contract is in `msl::bind`'s module docs). One [`Msc`] per module, from
//! the root signature of its first entry point that declares one, else
//! MSC's automatic layout.

use super::super::WriterInput;
use super::slot_kind;
use crate::hlsl::rootsig::{RootParam, RootSignature};
use crate::reflect::SlotKind;
use crate::seqmap::IntSeqMap;
use crate::source::Span;
use naga::{AddressSpace, GlobalVariable, Handle, TypeInner};

/// Buffer index of the top-level argument buffer (`kIRArgumentBufferBindPoint`).
pub const TOP_LEVEL_INDEX: u32 = 2;
/// Buffer index of `ResourceDescriptorHeap` (`kIRDescriptorHeapBindPoint`).
pub const RESOURCE_HEAP_INDEX: u32 = 0;
/// Buffer index of `SamplerDescriptorHeap` (`kIRSamplerHeapBindPoint`).
pub const SAMPLER_HEAP_INDEX: u32 = 1;
/// Bytes of one `IRDescriptorTableEntry` (`gpuVA`, `textureViewID`, `metadata`).
pub const ENTRY_SIZE: u32 = 24;

/// The module's top-level argument buffer.
#[derive(Clone, Debug, Default)]
pub struct Msc {
    /// From a root signature (`true`) or MSC's automatic layout.
    pub explicit: bool,
    /// Top-level entries in buffer order.
    pub entries: Vec<TopEntry>,
    /// Bytes of the buffer (the MSL struct's size).
    pub size: u32,
    /// Each bound resource: (entry, descriptor index in its table or inline array).
    pub bound: IntSeqMap<Handle<GlobalVariable>, (usize, u32)>,
    /// Resources the layout cannot bind, with the reason (OSH5119 in preflight).
    pub problems: IntSeqMap<Handle<GlobalVariable>, String>,
    /// The root signature's span and flags, when explicit.
    pub span: Option<Span>,
    pub flags: Vec<String>,
    /// The entry point whose root signature this is.
    pub from_entry: Option<usize>,
}

/// One entry of the top-level argument buffer.
#[derive(Clone, Debug, PartialEq)]
pub struct TopEntry {
    pub kind: EntryKind,
    pub offset: u32,
    pub size: u32,
    /// Register class (`b`, `t`, `u`, `s`), first register and space; for a
    /// table, its first range's.
    pub register: Option<(char, u32, u32)>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum EntryKind {
    /// Root constants: `count` 32-bit values inline.
    Constants { count: u32 },
    /// A root descriptor: a buffer's GPU address.
    Address,
    /// A descriptor table: the GPU address of its entries; each range with
    /// its first descriptor in the table.
    Table { ranges: Vec<(crate::hlsl::rootsig::Range, u32)> },
    /// Automatic layout: `count` descriptor entries inline (`None` never
    /// happens there: an unbounded array is a problem).
    Inline { count: u32, global: Handle<GlobalVariable> },
    /// A static sampler's entry (MSC reserves it; the shader's sampler
    /// state is fixed in the MSL).
    StaticSampler { index: usize },
}

impl EntryKind {
    /// Reflection's word for the entry.
    pub const fn as_str(&self) -> &'static str {
        match self {
            EntryKind::Constants { .. } => "rootConstants",
            EntryKind::Address => "rootDescriptor",
            EntryKind::Table { .. } => "descriptorTable",
            EntryKind::Inline { .. } => "descriptor",
            EntryKind::StaticSampler { .. } => "staticSampler",
        }
    }
}

/// A resource's D3D view of itself: register class, register, space.
fn register_of(input: &WriterInput, g: Handle<GlobalVariable>, var: &GlobalVariable) -> Option<(char, u32, u32)> {
    let side = input.side.resources.get(&g);
    if let Some(r) = side
        && let Some((class, n)) = r.register
    {
        return Some((class, n, r.space.unwrap_or(0)));
    }
    let kind = slot_kind(input.module, var)?;
    let (set, binding) = var.binding.as_ref().map_or((0, 0), |b| (b.group, b.binding));
    let class = match (kind, var.space) {
        (SlotKind::Sampler, _) => 's',
        (_, AddressSpace::Uniform | AddressSpace::Immediate) => 'b',
        (_, AddressSpace::Storage { access }) if access.contains(naga::StorageAccess::STORE) => 'u',
        (SlotKind::Texture, _)
            if matches!(
                element(input.module, var),
                TypeInner::Image { class: naga::ImageClass::Storage { .. }, .. }
            ) =>
        {
            'u'
        }
        _ => 't',
    };
    Some((class, binding, set))
}

fn element<'m>(module: &'m naga::Module, var: &GlobalVariable) -> &'m TypeInner {
    match module.types[var.ty].inner {
        TypeInner::BindingArray { base, .. } => &module.types[base].inner,
        ref other => other,
    }
}

/// Elements of a resource: 1, N, or `None` when unbounded.
fn count_of(module: &naga::Module, var: &GlobalVariable) -> Option<u32> {
    match module.types[var.ty].inner {
        TypeInner::BindingArray { size: naga::ArraySize::Constant(n), .. } => Some(n.get()),
        TypeInner::BindingArray { .. } => None,
        _ => Some(1),
    }
}

/// The resources the layout binds: every resource global an entry point
/// uses (DXC leaves unused ones out of DXIL, so MSC never sees them), in
/// declaration order.
fn resources(input: &WriterInput) -> Vec<Handle<GlobalVariable>> {
    let module = input.module;
    let used = |g: Handle<GlobalVariable>| {
        (0..module.entry_points.len()).any(|i| !input.info.get_entry_point(i)[g].is_empty())
    };
    module
        .global_variables
        .iter()
        .filter(|&(g, var)| {
            !input.side.pointer_heaps.contains_key(&g)
                && !input.side.descriptor_heaps.contains_key(&g)
                && slot_kind(module, var).is_some()
                && used(g)
        })
        .map(|(g, _)| g)
        .collect()
}

pub fn plan(input: &WriterInput) -> Msc {
    let chosen = input.side.root_signatures.iter().next();
    let mut msc = match chosen {
        Some((&entry, (rs, span))) => {
            let mut m = explicit(input, rs);
            m.span = Some(*span);
            m.flags = rs.flags.clone();
            m.from_entry = Some(entry);
            m
        }
        None => automatic(input),
    };
    for g in resources(input) {
        if input.side.resources.get(&g).is_some_and(|r| r.counter_for.is_some()) {
            msc.bound.shift_remove(&g);
            msc.problems.insert(
                g,
                "is an append/consume buffer's counter, which the `msc` binding model does not bind yet".into(),
            );
        }
    }
    msc
}

fn align(n: u32, to: u32) -> u32 {
    n.div_ceil(to).saturating_mul(to)
}

/// MSC's automatic layout: one inline `IRDescriptorTableEntry` per
/// descriptor, resources ordered SRV, UAV, CBV, sampler (`IRRuntimeResourceType`'s
/// order), then by space and register.
fn automatic(input: &WriterInput) -> Msc {
    let module = input.module;
    let mut msc = Msc::default();
    let rank = |class: char| match class {
        't' => 0,
        'u' => 1,
        'b' => 2,
        _ => 3,
    };
    let mut list = Vec::new();
    for (order, g) in resources(input).into_iter().enumerate() {
        let var = &module.global_variables[g];
        let Some((class, register, space)) = register_of(input, g, var) else { continue };
        // A push-constant block has no register; DXIL makes it a constant buffer.
        let register = if input.side.resources.get(&g).is_some_and(|r| r.push_constant) { u32::MAX } else { register };
        list.push(((rank(class), space, register, order), (class, register, space), g));
    }
    crate::sort::sort_by_key(&mut list, |&(key, _, _)| key);
    let mut offset = 0u32;
    for (_, register, g) in list {
        let var = &module.global_variables[g];
        let Some(count) = count_of(module, var) else {
            msc.problems.insert(
                g,
                "is an unbounded resource array, which MSC's automatic layout cannot hold: give the entry point a \
                 root signature whose descriptor table has an unbounded range for it"
                    .into(),
            );
            continue;
        };
        let size = count.saturating_mul(ENTRY_SIZE);
        msc.bound.insert(g, (msc.entries.len(), 0));
        msc.entries.push(TopEntry {
            kind: EntryKind::Inline { count, global: g },
            offset,
            size,
            register: Some(register),
        });
        offset = offset.saturating_add(size);
    }
    msc.size = offset;
    msc
}

/// The layout a root signature gives: its parameters in order (root
/// constants 4 bytes each, 4-aligned; a root descriptor or table an 8-byte
/// GPU address, 8-aligned), then one 8-byte entry per static sampler.
fn explicit(input: &WriterInput, rs: &RootSignature) -> Msc {
    let module = input.module;
    let mut msc = Msc { explicit: true, ..Msc::default() };
    let mut offset = 0u32;
    let mut max_align = 4;
    for p in &rs.params {
        let (kind, size, a, register) = match p {
            RootParam::Constants { register, space, count } => {
                (EntryKind::Constants { count: *count }, count.saturating_mul(4), 4, Some(('b', *register, *space)))
            }
            RootParam::Descriptor { class, register, space } => {
                (EntryKind::Address, 8, 8, Some((*class, *register, *space)))
            }
            RootParam::Table { ranges } => {
                let mut placed = Vec::new();
                let mut next = Some(0u32);
                for r in ranges {
                    let start = r.offset.or(next).unwrap_or(u32::MAX);
                    placed.push((*r, start));
                    next = r.count.map(|c| start.saturating_add(c));
                }
                let first = ranges.first().map(|r| (r.class, r.register, r.space));
                (EntryKind::Table { ranges: placed }, 8, 8, first)
            }
        };
        max_align = max_align.max(a);
        offset = align(offset, a);
        msc.entries.push(TopEntry { kind, offset, size, register });
        offset = offset.saturating_add(size);
    }
    for (index, s) in rs.static_samplers.iter().enumerate() {
        max_align = 8;
        offset = align(offset, 8);
        msc.entries.push(TopEntry {
            kind: EntryKind::StaticSampler { index },
            offset,
            size: 8,
            register: Some(('s', s.register, s.space)),
        });
        offset = offset.saturating_add(8);
    }
    msc.size = align(offset, max_align);
    for g in resources(input) {
        let var = &module.global_variables[g];
        let Some((class, register, space)) = register_of(input, g, var) else { continue };
        match place(&msc.entries, input, g, var, (class, register, space)) {
            Ok(at) => {
                msc.bound.insert(g, at);
            }
            Err(why) => {
                msc.problems.insert(g, why);
            }
        }
    }
    msc
}

/// Where the root signature puts a resource: (entry, descriptor index).
fn place(
    entries: &[TopEntry],
    input: &WriterInput,
    g: Handle<GlobalVariable>,
    var: &GlobalVariable,
    (class, register, space): (char, u32, u32),
) -> Result<(usize, u32), String> {
    let module = input.module;
    let count = count_of(module, var);
    let buffer = matches!(var.space, AddressSpace::Uniform | AddressSpace::Storage { .. } | AddressSpace::Immediate);
    let push = input.side.resources.get(&g).is_some_and(|r| r.push_constant);
    let at = format!("register {class}{register}, space {space}");
    for (i, e) in entries.iter().enumerate() {
        match &e.kind {
            EntryKind::Constants { .. } | EntryKind::Address if e.register == Some((class, register, space)) => {
                if !buffer {
                    return Err(format!(
                        "({at}) is a root descriptor in the root signature, which holds only buffers (a texture or \
                         typed buffer belongs in a descriptor table)"
                    ));
                }
                if count != Some(1) {
                    return Err(format!("({at}) is an array, which a root parameter cannot hold"));
                }
                return Ok((i, 0));
            }
            EntryKind::StaticSampler { .. } if e.register == Some((class, register, space)) => {
                if count != Some(1) {
                    return Err(format!("({at}) is an array, which a static sampler cannot be"));
                }
                return Ok((i, 0));
            }
            EntryKind::Table { ranges } => {
                for (r, start) in ranges {
                    if r.class != class || r.space != space || register < r.register {
                        continue;
                    }
                    let within = register - r.register;
                    if r.count.is_some_and(|c| within >= c) {
                        continue;
                    }
                    let fits = match (count, r.count) {
                        (_, None) => true,
                        (None, Some(_)) => false,
                        (Some(n), Some(c)) => within.saturating_add(n) <= c,
                    };
                    if !fits {
                        return Err(format!("({at}) has more elements than its descriptor range holds"));
                    }
                    if *start == u32::MAX {
                        return Err(format!(
                            "({at}) is in a range after an unbounded range, which needs an explicit `offset`"
                        ));
                    }
                    return Ok((i, start.saturating_add(within)));
                }
            }
            _ => {}
        }
    }
    if push {
        return Err("is a push-constant block, which the root signature does not name (it has no register)".into());
    }
    Err(format!("({at}) is not in the entry point's root signature"))
}
