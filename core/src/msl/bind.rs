//! Resource index assignment (DESIGN §3): three counters — buffers, textures,
//! samplers — each from 0 in declaration order over the whole module, so all
//! entry points of a file agree. An array of N resources takes N indices.
//! Buffer index 30 is the vertex buffer's (`VERTEX_BUFFER_INDEX`) and is
//! skipped.
//!
//! Architecture invariant: the printer and reflection both read [`Bindings`];
//! nothing else assigns a Metal index.

use super::WriterInput;
use crate::reflect::{MetalSlot, SlotKind};
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
        // A pointer stand-in is memory reached by address, never bound.
        if input.side.pointer_heaps.contains_key(&handle) {
            continue;
        }
        let Some(kind) = slot_kind(input.module, var) else { continue };
        let Some(counter) = next.get_mut(kind as usize) else { continue };
        let count = slot_count(input.module, var);
        // The vertex buffer's index is never a resource's, nor inside an array.
        if kind == SlotKind::Buffer && *counter <= VERTEX_BUFFER_INDEX && *counter + count > VERTEX_BUFFER_INDEX {
            *counter = VERTEX_BUFFER_INDEX + 1;
        }
        slots.insert(handle, MetalSlot { kind, index: *counter });
        *counter += count;
    }
    Bindings { slots }
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
