//! The `metal4-bindless` heaps in text (the contract is `msl::bind`'s). A
//! `ResourceDescriptorHeap` stand-in is the texture view pool's base
//! resource ID, `constant ulong&` at buffer 1, and its element `i` is the
//! texture whose resource ID is `base + i`, `as_type<T>(base + ulong(i))`;
//! a `SamplerDescriptorHeap` stand-in is the sampler array, `constant
//! sampler*` at buffer 2, and its element `i` is `samplers[i]`. There is one
//! stand-in per element type, so the first one an entry point uses is the
//! parameter and the others are locals naming the same buffer; helpers
//! receive them as parameters of the same types.

use super::Printer;
use crate::msl::bind::{SAMPLER_ARRAY_INDEX, TEXTURE_POOL_INDEX, msc};
use crate::side::DescriptorHeap;
use naga::{GlobalVariable, Handle};

impl Printer<'_> {
    /// The heap kind of a descriptor-heap stand-in.
    pub fn heap_of(&self, g: Handle<GlobalVariable>) -> Option<DescriptorHeap> {
        self.plan.input.side.descriptor_heaps.get(&g).copied()
    }

    /// The MSL type a heap stand-in is received as (under `msc` both heaps
    /// are tables of descriptor entries).
    pub fn heap_type(&self, heap: DescriptorHeap) -> String {
        if let Some(t) = self.msc_heap_type() {
            return t;
        }
        match heap {
            DescriptorHeap::Resource => "constant ulong&".into(),
            DescriptorHeap::Sampler => "constant sampler*".into(),
        }
    }

    /// The first stand-in of `heap` the entry point uses (its parameter).
    fn first_heap(&self, heap: DescriptorHeap) -> Option<Handle<GlobalVariable>> {
        self.entry.globals.iter().copied().find(|&g| self.heap_of(g) == Some(heap))
    }

    /// The entry parameter of heap stand-in `g`, when it is the first of its heap.
    pub fn heap_param(&self, g: Handle<GlobalVariable>, heap: DescriptorHeap) -> Option<String> {
        if self.first_heap(heap) != Some(g) {
            return None;
        }
        let name = self.planned(self.plan.names.globals.get(&g), "name for a global");
        let msc = self.plan.bindings.msc.is_some();
        let index = match heap {
            DescriptorHeap::Resource if msc => msc::RESOURCE_HEAP_INDEX,
            DescriptorHeap::Sampler if msc => msc::SAMPLER_HEAP_INDEX,
            DescriptorHeap::Resource => TEXTURE_POOL_INDEX,
            DescriptorHeap::Sampler => SAMPLER_ARRAY_INDEX,
        };
        Some(format!("{} {name} [[buffer({index})]]", self.heap_type(heap)))
    }

    /// The other stand-ins of each heap, as locals naming the parameter.
    pub fn heap_locals(&mut self) {
        for &g in &self.entry.globals {
            let Some(heap) = self.heap_of(g) else { continue };
            let Some(first) = self.first_heap(heap).filter(|&f| f != g) else { continue };
            let name = self.planned(self.plan.names.globals.get(&g), "name for a global");
            let first = self.planned(self.plan.names.globals.get(&first), "name for a global");
            self.line_fmt(format_args!("{} {name} = {first};", self.heap_type(heap)));
        }
    }
}
