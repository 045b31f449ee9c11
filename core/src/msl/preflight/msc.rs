//! The limits of the `msc` binding model (`msl::bind`), each OSH5119 at the
//! resource or root signature: a resource the layout cannot bind, root
//! constants the constant buffer does not fit or that sit where its struct
//! cannot be read, heaps a root signature does not allow, static-sampler
//! state Metal's samplers lack, and entry points with different root
//! signatures in one translation.

use super::Check;
use crate::diag::codes;
use crate::msl::bind::msc::EntryKind;
use crate::options::BindingModel;
use crate::source::Span;
use naga::{GlobalVariable, Handle};

impl Check<'_> {
    /// The entry point's own root signature against the module's layout.
    pub(super) fn msc_entry(&mut self) {
        let Some(msc) = self.plan.bindings.msc.as_ref() else { return };
        let side = self.plan.input.side;
        let Some((own, span)) = side.root_signatures.get(&self.entry.index) else { return };
        let Some((chosen, _)) = msc.from_entry.and_then(|e| side.root_signatures.get(&e)) else { return };
        if own != chosen {
            self.error(
                codes::METAL_BINDING_MODEL,
                "under the `msc` binding model the entry points of one translation share one top-level argument \
                 buffer, and this root signature differs from the first one's: translate the entry points \
                 separately (`-E`)",
                *span,
            );
        }
    }

    /// One global under `msc`.
    pub(super) fn msc_global(&mut self, g: Handle<GlobalVariable>, var: &GlobalVariable, span: Span) {
        if self.plan.input.options.binding_model != BindingModel::Msc {
            return;
        }
        let Some(msc) = self.plan.bindings.msc.as_ref() else { return };
        let name = var.name.as_deref().unwrap_or("?");
        if let Some(why) = msc.problems.get(&g) {
            self.error(
                codes::METAL_BINDING_MODEL,
                format!("`{name}` {why}, so the `msc` binding model cannot bind it"),
                span,
            );
            return;
        }
        if let Some(heap) = self.plan.input.side.descriptor_heaps.get(&g) {
            let (which, flag) = match heap {
                crate::side::DescriptorHeap::Resource => {
                    ("ResourceDescriptorHeap", "CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED")
                }
                crate::side::DescriptorHeap::Sampler => ("SamplerDescriptorHeap", "SAMPLER_HEAP_DIRECTLY_INDEXED"),
            };
            if msc.explicit && !msc.flags.iter().any(|f| f == flag) {
                self.error(
                    codes::METAL_BINDING_MODEL,
                    format!("`{which}` is indexed, but the root signature's `RootFlags` lack `{flag}`"),
                    msc.span.unwrap_or(span),
                );
            }
            return;
        }
        let Some(&(e, _)) = msc.bound.get(&g) else { return };
        let Some(top) = msc.entries.get(e) else { return };
        match &top.kind {
            EntryKind::Constants { count } => self.msc_constants(var, name, top.offset, *count, span),
            EntryKind::StaticSampler { index } => {
                let entry = msc.from_entry.and_then(|i| self.plan.input.side.root_signatures.get(&i));
                if let Some(s) = entry.and_then(|(rs, _)| rs.static_samplers.get(*index)) {
                    self.msc_static_sampler(s, name, span);
                }
            }
            _ => {}
        }
    }

    /// Root constants hold the constant buffer's members, at an offset its
    /// Metal struct can be read from.
    fn msc_constants(&mut self, var: &GlobalVariable, name: &str, offset: u32, count: u32, span: Span) {
        let Some(layout) = self.plan.layouts.structs.get(&var.ty) else { return };
        let used = layout.members.iter().map(|m| m.offset.saturating_add(m.size)).max().unwrap_or(0);
        if used > count.saturating_mul(4) {
            self.error(
                codes::METAL_BINDING_MODEL,
                format!(
                    "`{name}` needs {used} bytes, but its `RootConstants` hold {count} 32-bit values ({} bytes)",
                    count.saturating_mul(4)
                ),
                span,
            );
        }
        if layout.align > 4 && !offset.is_multiple_of(layout.align) {
            self.error(
                codes::METAL_BINDING_MODEL,
                format!(
                    "`{name}`'s root constants start at byte {offset} of the top-level argument buffer, but its \
                     Metal struct needs {}-byte alignment: put that `RootConstants` first, or after 8-byte \
                     parameters at a multiple of {} bytes",
                    layout.align, layout.align
                ),
                span,
            );
        }
    }

    /// What a `constexpr sampler` cannot hold.
    fn msc_static_sampler(&mut self, s: &crate::hlsl::rootsig::StaticSampler, name: &str, span: Span) {
        let mut refuse = |what: String| {
            self.error(
                codes::METAL_BINDING_MODEL,
                format!("`{name}` is a static sampler with {what}, which Metal's sampler state cannot express"),
                span,
            )
        };
        if s.mip_lod_bias != 0.0 {
            refuse(format!("`mipLODBias = {}`", s.mip_lod_bias));
        }
        if s.address.iter().any(|a| a == "TEXTURE_ADDRESS_MIRROR_ONCE") {
            refuse("`TEXTURE_ADDRESS_MIRROR_ONCE`".into());
        }
        if s.filter.contains("MINIMUM") || s.filter.contains("MAXIMUM") {
            refuse(format!("the reduction filter `{}`", s.filter));
        }
        let known = [
            "FILTER_ANISOTROPIC",
            "FILTER_MIN_MAG_MIP_POINT",
            "FILTER_MIN_MAG_MIP_LINEAR",
            "FILTER_MIN_MAG_POINT_MIP_LINEAR",
            "FILTER_MIN_POINT_MAG_LINEAR_MIP_POINT",
            "FILTER_MIN_POINT_MAG_MIP_LINEAR",
            "FILTER_MIN_LINEAR_MAG_MIP_POINT",
            "FILTER_MIN_LINEAR_MAG_POINT_MIP_LINEAR",
            "FILTER_MIN_MAG_LINEAR_MIP_POINT",
        ];
        let base = s.filter.replacen("COMPARISON_", "", 1);
        if !known.contains(&base.as_str()) && !s.filter.contains("MINIMUM") && !s.filter.contains("MAXIMUM") {
            refuse(format!("the unknown filter `{}`", s.filter));
        }
    }
}
