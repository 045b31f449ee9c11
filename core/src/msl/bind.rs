//! Resource index assignment: the one place a Metal index is decided, for
//! every binding model (`Options::binding_model`, DESIGN §7).
//!
//! **`direct`** (DESIGN §3): three counters — buffers, textures, samplers —
//! each from 0 in declaration order over the whole module, so all entry
//! points of a file agree. An array of N resources takes N indices. Buffer
//! index 30 is the vertex buffer's (`VERTEX_BUFFER_INDEX`) and is skipped.
//! An unbounded resource array is OSH5109, naming `argument-buffers`.
//! GLSL uniform or storage blocks declared at one (set, binding) (and array
//! element) are one Vulkan descriptor seen as several block types: they
//! share the first one's index. An entry point that uses two or more of
//! them takes the buffer once, as `device void*` (`const device`,
//! `constant`), and reads it as each block (`print/entry.rs`); reflection
//! gives each block that index.
//!
//! **`argument-buffers`**: every resource of HLSL register space S (GLSL
//! descriptor set S; WGSL group S) is a member of one argument buffer, the
//! struct `ArgumentBufferS` passed as `constant ArgumentBufferS& [[buffer(S)]]`.
//! Push constants are not in it: they stay inline bytes in a buffer of their
//! own, at the first index above every argument buffer. Members, in struct
//! order, and their `[[id(n)]]`:
//! - HLSL: by register class in D3D12 descriptor-range order — `b` (CBV),
//!   `t` (SRV), `u` (UAV), `s` (sampler) — then register number; ids are
//!   consecutive from 0 in that order (a register never names an id).
//! - GLSL, WGSL, SPIR-V: by binding number; a member's id is its binding
//!   unless an earlier member's ids reach it, then the next free id (a
//!   Vulkan combined image sampler is its texture, then its sampler).
//! - A member takes one id, a fixed array of N takes N (`array<T, N>` in
//!   the struct), an unbounded array one.
//!
//! What a member is in MSL: a buffer is a pointer (`device T*`,
//! `constant T*`), a texture or sampler the handle itself, a fixed array
//! `array<texture2d<float>, N>`. An unbounded array (`Texture2D t[]`, GLSL
//! `sampler2D t[]`) is a pointer to a table the host fills, one
//! `descriptor<T>` per element (`constant descriptor<texture2d<float>>* t`),
//! read through `descriptor_array<T>`, which the translation unit declares.
//! Its length is the host's: reflection gives `unbounded`, and the shader
//! indexes it as the source does.
//!
//! Tier 2 (the default; every Apple-family-6+ and Mac-family-2 GPU) encodes
//! the struct as declared: every member is 8 bytes, 8-byte aligned — an
//! `MTLResourceID` (`gpuResourceID`) for a texture or sampler, a GPU
//! address (`gpuAddress + offset`) for a buffer or an unbounded array's
//! table — so member k of the struct order is at byte 8 × (elements before
//! it), and the buffer is 8 × (all elements) bytes. A table of an unbounded
//! array holds one 8-byte resource ID per element. Tier 1 leaves the
//! encoding to an `MTLArgumentEncoder` made from the function and the
//! buffer index (`setTexture:atIndex:` with the member's id); it has no
//! pointers to tables, so an unbounded array is OSH5119 naming tier 2, and
//! no writable textures in an argument buffer (OSH5119 too).
//!
//! **`metal4-bindless`**: the three-slot root ABI of a Metal 4 bindless
//! engine (a texture view pool and a tier-2 sampler array, no per-draw
//! binding). Every entry point that needs a slot declares it:
//! - buffer 0 ([`ROOT_INDEX`]): the exact bytes of the root structure, the
//!   push constants, else the first constant buffer in declaration order
//!   (`constant Root& [[buffer(0)]]`, laid out as under `direct`; reflection
//!   gives its layout). A rootless shader does not declare it.
//! - buffer 1 ([`TEXTURE_POOL_INDEX`]): one 8-byte `MTLResourceID`, the base
//!   resource ID of the active `MTLTextureViewPool` (`constant ulong&`). HLSL
//!   `T t = ResourceDescriptorHeap[i];` with `T` a texture type is the view
//!   whose resource ID is base + i: `as_type<T>(base + ulong(i))`, the
//!   reinterpretation of a 64-bit resource ID as a texture handle that the
//!   ABI relies on (MSL has no texture-view-pool indexing syntax).
//! - buffer 2 ([`SAMPLER_ARRAY_INDEX`]): the sampler array, 8-byte sampler
//!   `gpuResourceID`s in a tier-2 argument buffer (`constant sampler*`);
//!   `SamplerState s = SamplerDescriptorHeap[i];` is `samplers[i]`.
//!
//! An unbounded array of textures or images (GLSL `texture2D t[]`, `image2D
//! i[]`, a split `sampler2D s[]`'s texture half; HLSL `Texture2D t[]`) is a
//! view of the texture heap, element i the texture at base + i, and an
//! unbounded array of samplers is the sampler heap, element i `samplers[i]`:
//! every such array shares the heap's one index space, as a Vulkan engine
//! aliases its bindless bindings. Reflection's `bindlessSlots` lists the
//! arrays each heap serves (`arrays`).
//!
//! Ordinary data is reached through 64-bit GPU addresses in the root
//! (`vk::RawBufferLoad/Store`, GLSL `buffer_reference`), with the source's
//! layout. Nothing else is bound: any other resource (a second constant
//! buffer, a `register`-bound texture, a structured buffer) is OSH5119,
//! naming the heaps, GPU addresses and the models that bind it. A heap
//! element used as a buffer type is OSH5119 naming `vk::RawBufferLoad`
//! (the pool holds textures only); under every other model the heaps are
//! OSH5119 naming `metal4-bindless`. `NonUniformResourceIndex` on a heap
//! index is dropped, as below.
//!
//! **`msc`**: Metal Shader Converter's runtime binding model, so a host
//! written against `metal_irconverter_runtime.h` binds our MSL unchanged
//! (the plan is [`msc`], the text `print/msc.rs`). Buffer 2
//! (`kIRArgumentBufferBindPoint`) is the top-level argument buffer,
//! `constant TopLevelArgumentBuffer&`; buffer 0 (`kIRDescriptorHeapBindPoint`)
//! is `ResourceDescriptorHeap` and buffer 1 (`kIRSamplerHeapBindPoint`)
//! `SamplerDescriptorHeap`, each an array of MSC's 24-byte descriptor entry
//! `IRDescriptorTableEntry { ulong gpuVA; ulong textureViewID; ulong metadata; }`
//! (`IRDescriptorTableSetBuffer` writes a buffer's GPU address in `gpuVA`,
//! `SetTexture` a texture's `gpuResourceID` in `textureViewID`, `SetSampler`
//! a sampler's in `gpuVA`). A resource is read from its entry: a texture is
//! `as_type<T>(entry.textureViewID)`, a sampler `as_type<sampler>(entry.gpuVA)`,
//! a buffer the memory at `entry.gpuVA`. The top-level layout is:
//! - with a root signature (`[RootSignature("…")]` on the entry point, parsed
//!   by `hlsl::rootsig`; the first entry point's that has one, and another
//!   entry point with a different one is OSH5119): the root parameters in
//!   order — `RootConstants` are their 32-bit values inline (4-byte
//!   aligned; the constant buffer at that register is read in place), a
//!   root `CBV`/`SRV`/`UAV` is the buffer's 8-byte GPU address, a
//!   `DescriptorTable` the 8-byte GPU address of its entries (8-byte
//!   aligned), each range at its `offset` or after the previous range;
//!   then one 8-byte entry per `StaticSampler`, which the MSL does not read
//!   (the sampler is a `constexpr sampler` with the root signature's state);
//! - without one, MSC's automatic layout: one inline `IRDescriptorTableEntry`
//!   per descriptor of every resource an entry point uses (DXC leaves unused
//!   ones out of DXIL), SRVs, then UAVs, constant buffers and samplers, each
//!   by space and register (a push-constant block counts as the last
//!   constant buffer).
//!
//! Reflection's `topLevelArgumentBuffer` gives each entry's offset, size,
//! kind, registers and the resources it binds with the setter to use. Model
//! limits are OSH5119 at the resource: a resource the root signature does
//! not hold, a texture as a root descriptor, an unbounded array without a
//! table range for it, root constants smaller than the constant buffer's
//! members or at an offset its Metal struct cannot be read from, heaps
//! without the root signature's `…_HEAP_DIRECTLY_INDEXED` flags,
//! static-sampler state Metal lacks (`mipLODBias`, `MIRROR_ONCE`,
//! reduction filters), append/consume counters.
//!
//! **Buffer sizes** (`raise::sizes`): an entry point that reads the length
//! of a runtime-sized buffer also takes `constant uint* [[buffer(K)]]`, the
//! byte sizes of the buffers it measures, at the first buffer index none of
//! its resources, argument buffers or push constants takes — under `direct`
//! and `argument-buffers`. `metal4-bindless` and `msc` have fixed slots and
//! no room for it: a length there is OSH5119. K is not a slot of
//! [`Bindings`]: it depends on which resources the entry point uses.
//!
//! Non-uniform indices (`NonUniformResourceIndex`, `nonuniformEXT`) need
//! nothing in Metal: an index into an argument buffer's array may differ
//! per thread, so the qualifier is honoured by dropping it.
//!
//! Architecture invariant: the printer and reflection both read [`Bindings`];
//! nothing else assigns a Metal index.

pub mod msc;

use super::WriterInput;
use crate::options::BindingModel;
use crate::reflect::{MetalSlot, SlotKind};
use crate::seqmap::IntSeqMap;
use naga::{AddressSpace, GlobalVariable, Handle, TypeInner};

/// Metal buffer index vertex-buffer binding 0 maps to; no resource may use it.
pub const VERTEX_BUFFER_INDEX: u32 = 30;

#[derive(Clone, Debug, Default)]
pub struct Bindings {
    /// Every resource global with its first Metal index, in declaration
    /// order. Under `argument-buffers` a member's slot is its argument
    /// buffer's (`Buffer`, the space).
    pub slots: IntSeqMap<Handle<GlobalVariable>, MetalSlot>,
    /// `argument-buffers`: one per space, by space.
    pub argument_buffers: Vec<ArgumentBuffer>,
    /// `argument-buffers`: each member global's (argument buffer, member)
    /// position in [`Bindings::argument_buffers`].
    pub members: IntSeqMap<Handle<GlobalVariable>, (usize, usize)>,
    /// `msc`: the top-level argument buffer.
    pub msc: Option<msc::Msc>,
    /// `direct`, GLSL: each buffer that aliases an earlier one (module
    /// docs), with that first one, whose slot it shares.
    pub aliases: IntSeqMap<Handle<GlobalVariable>, Handle<GlobalVariable>>,
}

/// One argument buffer of the `argument-buffers` model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgumentBuffer {
    /// Register space / descriptor set; also the Metal buffer index.
    pub space: u32,
    /// Members in struct order (ascending ids).
    pub members: Vec<ArgumentMember>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArgumentMember {
    pub global: Handle<GlobalVariable>,
    /// `[[id(n)]]`: the first id; a fixed array takes `id..id + count`.
    pub id: u32,
    /// Elements: 1, N for a fixed array, `None` for an unbounded array.
    pub count: Option<u32>,
    /// Byte offset in the tier-2 encoding.
    pub offset: u32,
}

/// Bytes of one element in the tier-2 encoding: a resource ID or a GPU address.
pub const TIER2_ELEMENT: u32 = 8;

impl ArgumentBuffer {
    /// Size in bytes of the tier-2 encoding.
    pub fn size(&self) -> u32 {
        self.members.iter().fold(0u32, |n, m| n.saturating_add(m.count.unwrap_or(1).saturating_mul(TIER2_ELEMENT)))
    }
}

/// Which Metal table a global variable lives in, if it is a resource.
pub fn slot_kind(module: &naga::Module, var: &GlobalVariable) -> Option<SlotKind> {
    match var.space {
        AddressSpace::Uniform | AddressSpace::Storage { .. } | AddressSpace::Immediate => Some(SlotKind::Buffer),
        AddressSpace::Handle => match element_inner(module, var.ty) {
            TypeInner::Sampler { .. } => Some(SlotKind::Sampler),
            TypeInner::Image { .. } => Some(SlotKind::Texture),
            // Metal binds an acceleration structure at a buffer index.
            TypeInner::AccelerationStructure { .. } => Some(SlotKind::Buffer),
            _ => None,
        },
        _ => None,
    }
}

fn element_inner(module: &naga::Module, ty: Handle<naga::Type>) -> &TypeInner {
    let inner = &module.types[ty].inner;
    match *inner {
        TypeInner::BindingArray { base, .. } => &module.types[base].inner,
        _ => inner,
    }
}

/// Number of consecutive indices a resource takes (arrays take one each).
pub fn slot_count(module: &naga::Module, var: &GlobalVariable) -> u32 {
    match module.types[var.ty].inner {
        TypeInner::BindingArray { size: naga::ArraySize::Constant(n), .. } => n.get(),
        _ => 1,
    }
}

pub fn assign(input: &WriterInput) -> Bindings {
    match input.options.binding_model {
        BindingModel::ArgumentBuffers => argument_buffers(input),
        BindingModel::Metal4Bindless => metal4_bindless(input),
        BindingModel::Msc => msc_bindings(input),
        BindingModel::Direct => direct(input),
    }
}

fn direct(input: &WriterInput) -> Bindings {
    let mut next = [0u32; 3];
    let mut slots = IntSeqMap::new();
    let mut aliases = IntSeqMap::new();
    let mut groups: Vec<(AliasKey, Handle<GlobalVariable>)> = Vec::new();
    for (handle, var) in input.module.global_variables.iter() {
        // A pointer stand-in is memory reached by address, never bound; a
        // descriptor heap is bound by `metal4-bindless` alone.
        if input.side.pointer_heaps.contains_key(&handle) || input.side.descriptor_heaps.contains_key(&handle) {
            continue;
        }
        let Some(kind) = slot_kind(input.module, var) else { continue };
        let Some(counter) = next.get_mut(kind as usize) else { continue };
        let count = slot_count(input.module, var);
        if let Some(key) = alias_key(input, handle, var) {
            if let Some(&(_, first)) = groups.iter().find(|(k, _)| *k == key)
                && let Some(&slot) = slots.get(&first)
            {
                slots.insert(handle, slot);
                aliases.insert(handle, first);
                continue;
            }
            groups.push((key, handle));
        }
        // The vertex buffer's index is never a resource's, nor inside an array.
        if kind == SlotKind::Buffer && *counter <= VERTEX_BUFFER_INDEX && *counter + count > VERTEX_BUFFER_INDEX {
            *counter = VERTEX_BUFFER_INDEX + 1;
        }
        slots.insert(handle, MetalSlot { kind, index: *counter });
        *counter += count;
    }
    Bindings { slots, aliases, ..Bindings::default() }
}

/// What makes GLSL buffers aliases of one another: the same descriptor
/// set, binding and array element, the same address space class (uniform
/// or storage), the same number of elements.
pub type AliasKey = (u32, u32, u32, bool, u32);

/// The alias key of a GLSL uniform or storage block (module docs), `None`
/// for every other resource.
pub fn alias_key(input: &WriterInput, g: Handle<GlobalVariable>, var: &GlobalVariable) -> Option<AliasKey> {
    if input.language != crate::options::Language::Glsl || is_push_constant(input, g, var) {
        return None;
    }
    let storage = match var.space {
        AddressSpace::Uniform => false,
        AddressSpace::Storage { .. } => true,
        _ => return None,
    };
    let side = input.side.resources.get(&g);
    if side.is_some_and(|r| r.implicit_globals || r.atomics_of.is_some() || r.counter_for.is_some()) {
        return None;
    }
    let (set, binding) = match side.and_then(|r| r.shared_binding) {
        Some(shared) => shared,
        None => var.binding.as_ref().map(|b| (b.group, b.binding))?,
    };
    if !input.side.source_bindings.contains(&(set, binding)) {
        return None;
    }
    let element = side.and_then(|r| r.array_element).unwrap_or(0);
    Some((set, binding.checked_sub(element)?, element, storage, slot_count(input.module, var)))
}

/// The buffer of buffer sizes' index (module docs, `raise::sizes`): the
/// first buffer index below the vertex buffer's that none of `globals` (the
/// entry point's resources) takes — its own slot, its argument buffer's,
/// the push constants' — nor a model's fixed slot.
pub fn first_free_buffer(input: &WriterInput, bindings: &Bindings, globals: &[Handle<GlobalVariable>]) -> Option<u32> {
    let fixed = |i: u32| match input.options.binding_model {
        BindingModel::Metal4Bindless => [ROOT_INDEX, TEXTURE_POOL_INDEX, SAMPLER_ARRAY_INDEX].contains(&i),
        BindingModel::Msc => i <= msc::TOP_LEVEL_INDEX,
        _ => false,
    };
    let taken = |i: u32| {
        globals.iter().any(|g| {
            let Some(slot) = bindings.slots.get(g).filter(|s| s.kind == SlotKind::Buffer) else { return false };
            // An argument buffer takes one index whatever its members.
            let count = if bindings.members.contains_key(g) {
                1
            } else {
                slot_count(input.module, &input.module.global_variables[*g])
            };
            i >= slot.index && i < slot.index.saturating_add(count)
        })
    };
    (0..VERTEX_BUFFER_INDEX).find(|&i| !fixed(i) && !taken(i))
}

/// The `metal4-bindless` plan (module docs): the root structure at buffer
/// [`ROOT_INDEX`], nothing else bound (the heaps are spelled by the printer
/// at [`TEXTURE_POOL_INDEX`] and [`SAMPLER_ARRAY_INDEX`]).
fn metal4_bindless(input: &WriterInput) -> Bindings {
    let mut slots = IntSeqMap::new();
    if let Some(root) = bindless_root(input) {
        slots.insert(root, MetalSlot { kind: SlotKind::Buffer, index: ROOT_INDEX });
    }
    Bindings { slots, ..Bindings::default() }
}

/// The `msc` plan: every resource the top-level argument buffer binds has
/// its slot there (buffer [`msc::TOP_LEVEL_INDEX`]).
fn msc_bindings(input: &WriterInput) -> Bindings {
    let plan = msc::plan(input);
    let mut slots = IntSeqMap::new();
    for (g, _) in input.module.global_variables.iter() {
        if plan.bound.contains_key(&g) {
            slots.insert(g, MetalSlot { kind: SlotKind::Buffer, index: msc::TOP_LEVEL_INDEX });
        }
    }
    Bindings { slots, msc: Some(plan), ..Bindings::default() }
}

/// The root structure of `metal4-bindless`: the push constants, else the
/// first constant buffer in declaration order.
pub fn bindless_root(input: &WriterInput) -> Option<Handle<GlobalVariable>> {
    let globals = || input.module.global_variables.iter().filter(|(g, _)| !input.side.pointer_heaps.contains_key(g));
    globals()
        .find(|&(g, var)| is_push_constant(input, g, var))
        .or_else(|| globals().find(|(_, var)| var.space == AddressSpace::Uniform))
        .map(|(g, _)| g)
}

/// `metal4-bindless`: the buffer index of the root bytes.
pub const ROOT_INDEX: u32 = 0;
/// `metal4-bindless`: the buffer index of the texture view pool's base resource ID.
pub const TEXTURE_POOL_INDEX: u32 = 1;
/// `metal4-bindless`: the buffer index of the sampler array.
pub const SAMPLER_ARRAY_INDEX: u32 = 2;

/// Whether a global is push constants (inline bytes, never a member).
pub fn is_push_constant(input: &WriterInput, g: Handle<GlobalVariable>, var: &GlobalVariable) -> bool {
    var.space == AddressSpace::Immediate || input.side.resources.get(&g).is_some_and(|r| r.push_constant)
}

/// The `argument-buffers` plan (module docs).
fn argument_buffers(input: &WriterInput) -> Bindings {
    let module = input.module;
    let hlsl = input.language == crate::options::Language::Hlsl;
    // (space, sort key, global) of every member; push constants apart.
    type Key = (u32, u32, usize);
    let mut members: Vec<(u32, Key, Handle<GlobalVariable>)> = Vec::new();
    let mut push = Vec::new();
    for (index, (g, var)) in module.global_variables.iter().enumerate() {
        // A pointer stand-in is memory reached by address, in no argument
        // buffer; a descriptor heap is `metal4-bindless`' alone (OSH5119 here).
        if input.side.pointer_heaps.contains_key(&g) || input.side.descriptor_heaps.contains_key(&g) {
            continue;
        }
        let Some(kind) = slot_kind(module, var) else { continue };
        if is_push_constant(input, g, var) {
            push.push(g);
            continue;
        }
        let side = input.side.resources.get(&g);
        // A texture and sampler sharing a Vulkan binding carry stand-ins in the IR.
        let (set, binding) = match side.and_then(|r| r.shared_binding) {
            Some(shared) => shared,
            None => var.binding.as_ref().map_or((0, 0), |b| (b.group, b.binding)),
        };
        let (space, key) = match side.and_then(|r| r.register).filter(|_| hlsl) {
            Some((class, n)) => (side.and_then(|r| r.space).unwrap_or(0), (class_rank(class), n, index)),
            None if hlsl => (side.and_then(|r| r.space).unwrap_or(0), (class_rank_of(kind, var), 0, index)),
            None => (set, (0, binding, index)),
        };
        members.push((space, key, g));
    }
    crate::sort::sort_by_key(&mut members, |&(space, key, _)| (space, key));
    let mut out = Bindings::default();
    for (space, key, g) in members {
        let var = &module.global_variables[g];
        let count = match module.types[var.ty].inner {
            TypeInner::BindingArray { size: naga::ArraySize::Constant(n), .. } => Some(n.get()),
            TypeInner::BindingArray { .. } => None,
            _ => Some(1),
        };
        if out.argument_buffers.last().is_none_or(|b| b.space != space) {
            out.argument_buffers.push(ArgumentBuffer { space, members: Vec::new() });
        }
        let buffer_index = out.argument_buffers.len() - 1;
        let Some(buffer) = out.argument_buffers.last_mut() else { continue };
        let next_free = buffer.members.last().map_or(0, |m| m.id.saturating_add(m.count.unwrap_or(1)));
        let natural = if hlsl { 0 } else { key.1 };
        let id = natural.max(next_free);
        let offset = buffer.size();
        out.members.insert(g, (buffer_index, buffer.members.len()));
        buffer.members.push(ArgumentMember { global: g, id, count, offset });
    }
    // Slots in declaration order, as reflection lists resources.
    let push_index = out.argument_buffers.last().map_or(0, |b| b.space.saturating_add(1));
    for (g, _) in module.global_variables.iter() {
        if let Some(&(b, _)) = out.members.get(&g) {
            let space = out.argument_buffers.get(b).map_or(0, |b| b.space);
            out.slots.insert(g, MetalSlot { kind: SlotKind::Buffer, index: space });
        } else if let Some(i) = push.iter().position(|&p| p == g) {
            out.slots.insert(g, MetalSlot { kind: SlotKind::Buffer, index: push_index.saturating_add(i as u32) });
        }
    }
    out
}

/// D3D12 descriptor-range order: CBV, SRV, UAV, sampler.
fn class_rank(class: char) -> u32 {
    match class {
        'b' => 0,
        't' => 1,
        'u' => 2,
        _ => 3,
    }
}

/// The rank of a resource with no register (HLSL gives every one a register; a
/// generated one may have none).
fn class_rank_of(kind: SlotKind, var: &GlobalVariable) -> u32 {
    match (kind, var.space) {
        (SlotKind::Sampler, _) => 3,
        (_, AddressSpace::Uniform) => 0,
        (_, AddressSpace::Storage { access }) if access.contains(naga::StorageAccess::STORE) => 2,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::{Language, Options};

    fn bindings(src: &str) -> (naga::Module, Bindings) {
        let module = naga::front::wgsl::parse_str(src).unwrap();
        let info = naga::valid::Validator::new(Default::default(), naga::valid::Capabilities::all())
            .validate(&module)
            .unwrap();
        let side = crate::side::SideInfo::default();
        let options = Options::default();
        let input =
            WriterInput { module: &module, info: &info, side: &side, options: &options, language: Language::Wgsl };
        let b = assign(&input);
        (module, b)
    }

    #[test]
    fn three_counters_in_declaration_order() {
        let (m, b) = bindings(
            "enable wgpu_binding_array;
             @group(0) @binding(3) var t: texture_2d<f32>;
             @group(0) @binding(0) var<uniform> u: vec4<f32>;
             @group(1) @binding(0) var s: sampler;
             @group(0) @binding(1) var<storage> d: array<f32>;
             @group(0) @binding(2) var ts: binding_array<texture_2d<f32>, 4>;
             @group(0) @binding(4) var t2: texture_2d<f32>;",
        );
        let got: Vec<(String, SlotKind, u32)> =
            b.slots.iter().map(|(h, s)| (m.global_variables[*h].name.clone().unwrap(), s.kind, s.index)).collect();
        let want = [
            ("t", SlotKind::Texture, 0),
            ("u", SlotKind::Buffer, 0),
            ("s", SlotKind::Sampler, 0),
            ("d", SlotKind::Buffer, 1),
            ("ts", SlotKind::Texture, 1),
            ("t2", SlotKind::Texture, 5),
        ];
        let want: Vec<(String, SlotKind, u32)> = want.iter().map(|(n, k, i)| (n.to_string(), *k, *i)).collect();
        assert_eq!(got, want);
    }

    #[test]
    fn buffer_30_is_skipped() {
        let decls: String =
            (0..32).map(|i| format!("@group(0) @binding({i}) var<uniform> u{i}: vec4<f32>;\n")).collect();
        let (_, b) = bindings(&decls);
        let indices: Vec<u32> = b.slots.values().map(|s| s.index).collect();
        assert_eq!(indices.get(29), Some(&29));
        assert_eq!(indices.get(30), Some(&31));
    }
}
