//! SM 6.6 descriptor heaps: `ResourceDescriptorHeap[i]` and
//! `SamplerDescriptorHeap[i]`.
//!
//! A heap element has no type of its own: the declaration it initializes
//! gives it one (`Texture2D<float4> t = ResourceDescriptorHeap[i];`). naga IR
//! has no heap, so each element type has one stand-in global, an unbounded
//! `binding_array` of that type in handle space (`SideInfo::descriptor_heaps`),
//! and the element is `heap[i]`. The `metal4-bindless` and `msc` binding
//! models bind the stand-ins (`msl::bind` gives the contract); under any
//! other model the writer refuses them (OSH5119, naming the models that
//! take them).
//!
//! A heap element used as a buffer (`ByteAddressBuffer`, `StructuredBuffer`,
//! `ConstantBuffer`, `Buffer`) is OSH3021 under `msc` (its heap entries hold
//! buffer addresses too, not translated yet) and OSH5119 under the others:
//! the texture view pool holds textures only, and buffer data is reached
//! through a GPU pointer
//! (`vk::RawBufferLoad`).

use super::Lower;
use super::expr::{Val, Vk};
use super::func::FnCtx;
use crate::diag::codes;
use crate::hlsl::ast::{Expr, ExprKind};
use crate::hlsl::check::{Resource, Ty};
use crate::side::DescriptorHeap;
use crate::source::Span;
use naga::{Expression as E, Handle};

/// The heap `e` names when it is `ResourceDescriptorHeap[i]` or
/// `SamplerDescriptorHeap[i]` (and no declaration shadows the name), with `i`.
pub(super) fn heap_element<'e>(lower: &Lower, f: &FnCtx, e: &'e Expr) -> Option<(DescriptorHeap, &'e Expr)> {
    let ExprKind::Index(base, index) = &e.kind else { return None };
    let ExprKind::Ident(name) = &base.kind else { return None };
    let heap = heap_named(name)?;
    if f.lookup(name).is_some() || lower.globals.contains_key(name.as_str()) {
        return None;
    }
    Some((heap, index))
}

/// The heap a built-in name designates.
pub(super) fn heap_named(name: &str) -> Option<DescriptorHeap> {
    match name {
        "ResourceDescriptorHeap" => Some(DescriptorHeap::Resource),
        "SamplerDescriptorHeap" => Some(DescriptorHeap::Sampler),
        _ => None,
    }
}

impl Lower<'_> {
    /// `T name = Heap[index];`: the element of type `ty` (a resource or
    /// sampler type) at `index`.
    pub(super) fn heap_value(
        &mut self,
        f: &mut FnCtx,
        heap: DescriptorHeap,
        index: &Expr,
        ty: &Ty,
        name: &str,
        sp: Span,
    ) -> Val {
        let i = self.expr(f, index);
        let Some(i) = self.coerce(f, &i, &Ty::Scalar(naga::Scalar::U32)) else { return Val::error(sp) };
        let nty = match (heap, ty) {
            (DescriptorHeap::Sampler, Ty::Sampler { comparison }) => {
                self.b.ty(naga::TypeInner::Sampler { comparison: *comparison })
            }
            (DescriptorHeap::Resource, Ty::Resource(r)) if matches!(**r, Resource::Texture { .. }) => {
                let depth = self.depth_textures.contains(name);
                self.texture_ty(r, depth)
            }
            // Metal Shader Converter's heap entries hold buffer addresses
            // too, which the `msc` model does not translate yet.
            (DescriptorHeap::Resource, Ty::Resource(_))
                if self.opts.binding_model == crate::options::BindingModel::Msc =>
            {
                let msg = format!(
                    "a `ResourceDescriptorHeap` element used as `{}` is not supported yet under the `msc` binding \
                     model (its textures are)",
                    self.ty_name(ty)
                );
                self.error(codes::SEM_UNSUPPORTED, msg, sp);
                return Val::error(sp);
            }
            (DescriptorHeap::Resource, Ty::Resource(_)) => {
                let msg = format!(
                    "a `ResourceDescriptorHeap` element used as `{}`: the metal4-bindless texture view pool holds \
                     textures only",
                    self.ty_name(ty)
                );
                let d = crate::diag::Diagnostic::error(codes::METAL_BINDING_MODEL, msg, sp).with_help(
                    "reach buffer data through a 64-bit GPU address instead: `vk::RawBufferLoad<T>(address)` and \
                     `vk::RawBufferStore<T>(address, value)`",
                );
                self.diags.push(d);
                return Val::error(sp);
            }
            _ => {
                let (this, other) = match heap {
                    DescriptorHeap::Resource => ("ResourceDescriptorHeap", "a texture"),
                    DescriptorHeap::Sampler => ("SamplerDescriptorHeap", "a sampler"),
                };
                let msg = format!("a `{this}` element is {other}, not `{}`", self.ty_name(ty));
                self.error(codes::SEM_TYPE_MISMATCH, msg, sp);
                return Val::error(sp);
            }
        };
        let g = self.descriptor_heap(nty, heap, sp);
        let nsp = if sp.is_dummy() { naga::Span::UNDEFINED } else { naga::Span::new(sp.start, sp.end) };
        let base = f.f.expr(E::GlobalVariable(g), nsp);
        let element = f.f.expr(E::Access { base, index: i }, nsp);
        Val { kind: Vk::Value(element), ty: ty.clone(), lit: false, span: sp }
    }

    /// A heap named anywhere but a declaration's initializer.
    pub(super) fn heap_untyped(&mut self, name: &str, sp: Span) {
        let msg = format!("`{name}[i]` takes its type from the declaration it initializes");
        let d = crate::diag::Diagnostic::error(codes::SEM_INVALID_OPERATION, msg, sp)
            .with_help(format!("declare the element first, e.g. `Texture2D<float4> t = {name}[i];`"));
        self.diags.push(d);
    }

    /// The stand-in global of element type `ty` (see `SideInfo::descriptor_heaps`).
    fn descriptor_heap(
        &mut self,
        ty: Handle<naga::Type>,
        heap: DescriptorHeap,
        sp: Span,
    ) -> Handle<naga::GlobalVariable> {
        if let Some(&g) = self.descriptor_heaps.get(&ty) {
            return g;
        }
        let heap_ty = self.b.ty(naga::TypeInner::BindingArray { base: ty, size: naga::ArraySize::Dynamic });
        // A group no source can write (`vk::binding` takes values below it),
        // apart from the pointer stand-ins' `u32::MAX`.
        let binding = naga::ResourceBinding { group: u32::MAX - 1, binding: self.descriptor_heaps.len() as u32 };
        let prefix = match heap {
            DescriptorHeap::Resource => "_resource_heap",
            DescriptorHeap::Sampler => "_sampler_heap",
        };
        let g = self.b.module.global_variables.append(
            naga::GlobalVariable {
                name: Some(format!("{prefix}{}", self.descriptor_heaps.len())),
                space: naga::AddressSpace::Handle,
                binding: Some(binding),
                ty: heap_ty,
                init: None,
                memory_decorations: naga::MemoryDecorations::empty(),
            },
            sp.into(),
        );
        self.side.descriptor_heaps.insert(g, heap);
        self.descriptor_heaps.insert(ty, g);
        g
    }
}
