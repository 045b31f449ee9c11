//! Resource index assignment (DESIGN §3): three counters — buffers, textures,
//! samplers — each from 0 in declaration order over the whole module, so all
//! entry points of a file agree. An array of N resources takes N indices.
//!
//! Architecture invariant: the printer and reflection both read [`Bindings`];
//! nothing else assigns a Metal index.

use super::WriterInput;
use crate::reflect::{self, MetalSlot, Reflection, ResourceKind, SlotKind, SourceBinding};
use indexmap::IndexMap;
use naga::{AddressSpace, GlobalVariable, Handle, TypeInner};

/// Metal buffer index vertex-buffer binding 0 maps to; no resource may use it.
pub const VERTEX_BUFFER_INDEX: u32 = 30;

#[derive(Clone, Debug, Default)]
pub struct Bindings {
    /// Every resource global with its first Metal index, in declaration order.
    pub slots: IndexMap<Handle<GlobalVariable>, MetalSlot>,
}

/// Which Metal table a global variable lives in, if it is a resource.
pub fn slot_kind(module: &naga::Module, var: &GlobalVariable) -> Option<SlotKind> {
    match var.space {
        AddressSpace::Uniform | AddressSpace::Storage { .. } | AddressSpace::Immediate => Some(SlotKind::Buffer),
        AddressSpace::Handle => match element_inner(module, var.ty) {
            TypeInner::Sampler { .. } => Some(SlotKind::Sampler),
            TypeInner::Image { .. } => Some(SlotKind::Texture),
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
    let mut next = [0u32; 3];
    let mut slots = IndexMap::new();
    for (handle, var) in input.module.global_variables.iter() {
        let Some(kind) = slot_kind(input.module, var) else { continue };
        let Some(counter) = next.get_mut(kind as usize) else { continue };
        if kind == SlotKind::Buffer && *counter == VERTEX_BUFFER_INDEX {
            *counter += 1;
        }
        slots.insert(handle, MetalSlot { kind, index: *counter });
        *counter += slot_count(input.module, var);
    }
    Bindings { slots }
}

/// The MSL name of an entry function: the source name unless MSL reserves it.
pub fn msl_function_name(name: &str) -> String {
    const RESERVED: &[&str] =
        &["main", "vertex", "fragment", "kernel", "constant", "device", "thread", "threadgroup", "sampler", "texture"];
    if RESERVED.contains(&name) { format!("{name}0") } else { name.to_string() }
}

pub fn reflect(input: &WriterInput, bindings: &Bindings, entries: &[usize]) -> Reflection {
    let module = input.module;
    let mut r = Reflection {
        language: input.language.as_str().to_string(),
        msl_version: input.options.msl_version.as_str().to_string(),
        vertex_buffer_index: VERTEX_BUFFER_INDEX,
        ..Reflection::default()
    };
    for (&handle, &slot) in &bindings.slots {
        let var = &module.global_variables[handle];
        let kind = match (var.space, element_inner(module, var.ty)) {
            (AddressSpace::Uniform, _) => ResourceKind::UniformBuffer,
            (AddressSpace::Immediate, _) => ResourceKind::PushConstants,
            (AddressSpace::Storage { access }, _) if !access.contains(naga::StorageAccess::STORE) => {
                ResourceKind::ReadOnlyStorageBuffer
            }
            (AddressSpace::Storage { .. }, _) => ResourceKind::StorageBuffer,
            (_, TypeInner::Sampler { comparison: true }) => ResourceKind::ComparisonSampler,
            (_, TypeInner::Sampler { .. }) => ResourceKind::Sampler,
            (_, TypeInner::Image { class: naga::ImageClass::Storage { .. }, .. }) => ResourceKind::StorageTexture,
            _ => ResourceKind::Texture,
        };
        let binding = var
            .binding
            .as_ref()
            .map(|b| SourceBinding { set: Some(b.group), binding: Some(b.binding), ..SourceBinding::default() })
            .unwrap_or_default();
        let array_size = match module.types[var.ty].inner {
            TypeInner::BindingArray { size: naga::ArraySize::Constant(n), .. } => Some(n.get()),
            _ => None,
        };
        r.resources.push(reflect::Resource {
            name: var.name.clone().unwrap_or_default(),
            kind,
            binding,
            ty: module.types[var.ty].name.clone().unwrap_or_default(),
            msl_type: String::new(),
            array_size,
            metal: slot,
            layout: None,
            access: None,
            needs_compare_function: kind == ResourceKind::ComparisonSampler,
        });
    }
    for &index in entries {
        let Some(ep) = module.entry_points.get(index) else { continue };
        r.entry_points.push(reflect::EntryPoint {
            name: ep.name.clone(),
            msl_name: msl_function_name(&ep.name),
            stage: crate::options::Stage::from_naga(ep.stage).map(|s| s.as_str()).unwrap_or("").to_string(),
            workgroup_size: (ep.stage == naga::ShaderStage::Compute).then_some(ep.workgroup_size),
            ..reflect::EntryPoint::default()
        });
    }
    r
}
