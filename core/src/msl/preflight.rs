//! Preflight: everything in an entry point that Metal cannot express becomes
//! an OSH51xx error at the source span of its first use, before any text is
//! written; known deviations become OSH52xx warnings. The printer may then
//! assume the construct set below is absent.
//!
//! Architecture invariant: every "not supported" item of DESIGN §3 that can
//! reach naga IR has its check here, and each check has a test.

mod counters;
mod msc;

use super::raise::{EntryPlan, ModulePlan, walk};
use crate::diag::{Code, Diagnostic, codes};
use crate::options::{ArgumentBufferTier, BindingModel, MslVersion};
use crate::reflect::SlotKind;
use crate::source::Span;
use naga::{
    AddressSpace, ArraySize, AtomicFunction, BuiltIn, Expression, Function, Handle, ImageDimension, MathFunction,
    ScalarKind, ShaderStage, Statement, Type, TypeInner,
};

/// Per-function slot limits of Metal's direct binding model.
pub const fn slot_limit(kind: SlotKind) -> u32 {
    match kind {
        SlotKind::Buffer => 31,
        SlotKind::Texture => 128,
        SlotKind::Sampler => 16,
    }
}

struct Check<'a> {
    plan: &'a ModulePlan<'a>,
    entry: &'a EntryPlan,
    out: Vec<Diagnostic>,
}

pub fn check(plan: &ModulePlan, entry: &EntryPlan) -> Vec<Diagnostic> {
    let mut c = Check { plan, entry, out: Vec::new() };
    let module = plan.module;
    let Some(ep) = module.entry_points.get(entry.index) else { return c.out };
    let ep_span = plan.input.side.entry_spans.get(entry.index).copied().unwrap_or(Span::DUMMY);
    c.io(ep, ep_span);
    c.globals(ep.stage);
    c.msc_entry();
    if let Some(m) = plan.input.side.mesh_entries.get(&entry.index)
        && plan.input.options.msl_version < MslVersion::V3_0
    {
        let what = if plan.input.side.geometry.contains_key(&entry.index) {
            "geometry shaders (emulated by [[mesh]] functions)"
        } else if m.mesh.is_some() {
            "mesh shaders ([[mesh]] functions)"
        } else {
            "amplification shaders ([[object]] functions)"
        };
        c.error(codes::METAL_VERSION, version_message(what, MslVersion::V3_0, plan), ep_span);
    }
    if !plan.input.options.allow_register_overlap {
        c.registers();
    }
    if ep.workgroup_size_overrides.is_some() {
        c.error(
            codes::METAL_UNSUPPORTED,
            "a workgroup size set by an override cannot be a Metal kernel attribute",
            ep_span,
        );
    }
    let mut functions: Vec<&Function> = entry.helpers.iter().map(|(h, _)| &module.functions[*h]).collect();
    functions.push(&ep.function);
    for f in functions {
        c.function(f, ep.stage);
    }
    c.out
}

impl Check<'_> {
    fn error(&mut self, code: Code, message: impl Into<String>, span: Span) {
        let message = message.into();
        if !self.out.iter().any(|d| d.code == code && d.message == message) {
            self.out.push(Diagnostic::error(code, message, span));
        }
    }

    fn warn_once(&mut self, code: Code, message: &str, span: Span) {
        if !self.out.iter().any(|d| d.code == code) {
            self.out.push(Diagnostic::warning(code, message, span));
        }
    }

    fn io(&mut self, ep: &naga::EntryPoint, span: Span) {
        for &(b, stage) in &self.entry.io.unsupported {
            let (code, message) = match b {
                BuiltIn::CullDistance => (codes::METAL_CULL_DISTANCE, "Metal has no cull distances".to_string()),
                BuiltIn::SubgroupSize | BuiltIn::SubgroupInvocationId if stage == ShaderStage::Vertex => (
                    codes::METAL_LANE_IN_VERTEX,
                    "the wave lane index and lane count have no Metal attribute in vertex functions".to_string(),
                ),
                _ => (
                    codes::METAL_UNSUPPORTED,
                    format!("Metal has no `{}` built-in in {stage:?} functions", super::raise::io::builtin_name(b)),
                ),
            };
            self.error(code, message, span);
        }
        for &g in self.plan.input.side.color_inputs.keys() {
            if self.entry.globals.contains(&g) && ep.stage != ShaderStage::Fragment {
                let gspan = Span::from(self.plan.module.global_variables.get_span(g));
                self.error(codes::METAL_UNSUPPORTED, "only fragment functions can read a subpass input", gspan);
            }
        }
        // The front-end interpolates only fragment inputs it declared
        // interpolated: anything else would read the stand-in's zero.
        for (&g, field) in &self.plan.input.side.pull_inputs {
            if self.entry.globals.contains(&g) && super::raise::io::pulled_member(&self.entry.io, field).is_none() {
                let gspan = Span::from(self.plan.module.global_variables.get_span(g));
                self.error(codes::METAL_UNSUPPORTED, "only a fragment function's inputs can be interpolated", gspan);
            }
        }
        for (&g, &b) in &self.plan.input.side.builtin_globals {
            if self.entry.globals.contains(&g) && super::raise::io::builtin_attribute(b, ep.stage, false).is_none() {
                let gspan = Span::from(self.plan.module.global_variables.get_span(g));
                // The fragment's position: a multisampled subpass input's read.
                if matches!(b, naga::BuiltIn::Position { .. }) {
                    self.error(codes::METAL_UNSUPPORTED, "only fragment functions can read a subpass input", gspan);
                    continue;
                }
                let code = if ep.stage == ShaderStage::Vertex {
                    codes::METAL_LANE_IN_VERTEX
                } else {
                    codes::METAL_UNSUPPORTED
                };
                self.error(
                    code,
                    "the wave lane index and lane count have no Metal attribute in vertex functions",
                    gspan,
                );
            }
        }
    }

    fn globals(&mut self, stage: ShaderStage) {
        let module = self.plan.module;
        // What a raw device address points to is checked as buffer contents.
        for &g in &self.entry.pointers {
            let var = &module.global_variables[g];
            if let TypeInner::BindingArray { base, .. } = module.types[var.ty].inner {
                self.ty(base, Span::from(module.global_variables.get_span(g)), true);
            }
        }
        for &g in &self.entry.globals {
            let var = &module.global_variables[g];
            let span = Span::from(module.global_variables.get_span(g));
            self.msc_global(g, var, span);
            if self.bindless(g, var, span) {
                continue;
            }
            if var.space == AddressSpace::WorkGroup && stage != ShaderStage::Compute {
                self.error(
                    codes::METAL_UNSUPPORTED,
                    format!(
                        "`{}` is workgroup memory, which Metal has only in kernels (not in {stage:?} functions)",
                        var.name.as_deref().unwrap_or("?")
                    ),
                    span,
                );
            }
            self.ty(
                var.ty,
                span,
                matches!(var.space, AddressSpace::Uniform | AddressSpace::Storage { .. } | AddressSpace::Immediate),
            );
            if let TypeInner::BindingArray { base, size } = module.types[var.ty].inner {
                match size {
                    ArraySize::Constant(_) => {}
                    _ => self.unbounded(var, span),
                }
                // An array of storage buffers is one `device T*` parameter per
                // element under `direct`, gathered into an array of pointers
                // (`print::entry`); the other models do not place them yet.
                let storage_direct = matches!(var.space, AddressSpace::Storage { .. })
                    && matches!(module.types[base].inner, TypeInner::Struct { .. })
                    && self.plan.input.options.binding_model == crate::options::BindingModel::Direct;
                if !storage_direct
                    && !matches!(module.types[base].inner, TypeInner::Image { .. } | TypeInner::Sampler { .. })
                {
                    let msg = match var.space {
                        AddressSpace::Storage { .. } => format!(
                            "arrays of storage buffers are translated under the `direct` binding model only, not \
                             `{}`",
                            self.plan.input.options.binding_model.as_str()
                        ),
                        _ => "arrays of buffers need argument buffers in Metal".to_string(),
                    };
                    self.error(codes::METAL_UNSUPPORTED, msg, span);
                }
            }
            self.argument_buffer_member(g, var, span);
            let ordered = self.plan.input.side.resources.get(&g).is_some_and(|r| r.raster_ordered);
            if ordered && stage == ShaderStage::Fragment && self.plan.bindings.members.contains_key(&g) {
                self.error(
                    codes::METAL_BINDING_MODEL,
                    format!(
                        "`{}` is a rasterizer-ordered view, which Metal orders as a fragment function's own \
                         parameter (`raster_order_group`), not as a member of an argument buffer; translate with \
                         the `direct` binding model",
                        var.name.as_deref().unwrap_or("?")
                    ),
                    span,
                );
            }
            let model = self.plan.input.options.binding_model;
            let slot = self.plan.bindings.slots.get(&g).filter(|_| !self.plan.bindings.members.contains_key(&g));
            if model == BindingModel::ArgumentBuffers
                && let Some(slot) = slot.filter(|s| s.index >= super::bind::VERTEX_BUFFER_INDEX)
            {
                self.error(
                    codes::METAL_BINDING_MODEL,
                    format!(
                        "`{}` (push constants) goes above the argument buffers, at buffer index {}, which is past \
                         Metal's buffer indices below the vertex buffers (0 to 29)",
                        var.name.as_deref().unwrap_or("?"),
                        slot.index
                    ),
                    span,
                );
            }
            if let Some(slot) = self
                .plan
                .bindings
                .slots
                .get(&g)
                .filter(|_| !self.plan.bindings.members.contains_key(&g) && self.plan.bindings.msc.is_none())
            {
                let count = super::bind::slot_count(module, var);
                let limit = slot_limit(slot.kind);
                // Under argument-buffers, the OSH5119 above already said it.
                let reported = model == BindingModel::ArgumentBuffers && slot.index >= super::bind::VERTEX_BUFFER_INDEX;
                if slot.index.saturating_add(count) > limit && !reported {
                    self.error(
                        codes::METAL_RESOURCE_LIMIT,
                        format!(
                            "`{}` needs {} index {}, but a Metal function has only {limit} {} slots",
                            var.name.as_deref().unwrap_or("?"),
                            slot.kind.attribute(),
                            slot.index.saturating_add(count - 1),
                            slot.kind.attribute()
                        ),
                        span,
                    );
                }
            }
        }
    }

    /// The `metal4-bindless` side of a global (`msl::bind`): a descriptor
    /// heap is bound only by that model, and that model binds nothing but
    /// the root structure and the heaps. True when `g` is a heap (checked
    /// whole here).
    fn bindless(&mut self, g: Handle<naga::GlobalVariable>, var: &naga::GlobalVariable, span: Span) -> bool {
        let model = self.plan.input.options.binding_model;
        let name = var.name.as_deref().unwrap_or("?");
        if let Some(heap) = self.plan.input.side.descriptor_heaps.get(&g) {
            if !matches!(model, BindingModel::Metal4Bindless | BindingModel::Msc) {
                let which = match heap {
                    crate::side::DescriptorHeap::Resource => "ResourceDescriptorHeap",
                    crate::side::DescriptorHeap::Sampler => "SamplerDescriptorHeap",
                };
                self.out.push(
                    Diagnostic::error(
                        codes::METAL_BINDING_MODEL,
                        format!(
                            "`{which}` is an SM 6.6 descriptor heap, which the `{}` binding model cannot bind",
                            model.as_str()
                        ),
                        span,
                    )
                    .with_help(
                        "the `metal4-bindless` and `msc` binding models (`--binding-model metal4-bindless`, \
                         `--binding-model msc`) accept it",
                    ),
                );
            }
            return true;
        }
        if model == BindingModel::Metal4Bindless
            && super::bind::slot_kind(self.plan.module, var).is_some()
            && !self.plan.bindings.slots.contains_key(&g)
        {
            self.out.push(
                Diagnostic::error(
                    codes::METAL_BINDING_MODEL,
                    format!(
                        "`{name}` is a bound resource, and the `metal4-bindless` binding model binds only the root \
                         structure (the push constants or the first constant buffer)"
                    ),
                    span,
                )
                .with_help(
                    "reach textures and samplers through `ResourceDescriptorHeap[i]` / `SamplerDescriptorHeap[i]` \
                     or unbounded arrays (`Texture2D t[]`, GLSL `texture2D t[]`), and buffers through GPU addresses \
                     (`vk::RawBufferLoad`, `buffer_reference`), or bind it with the `direct` or `argument-buffers` model",
                ),
            );
        }
        false
    }

    /// An unbounded array: an argument buffer's member on tier 2 (OSH5109
    /// under `direct`, OSH5119 on tier 1, each naming what accepts it).
    fn unbounded(&mut self, var: &naga::GlobalVariable, span: Span) {
        let name = var.name.as_deref().unwrap_or("?");
        let options = self.plan.input.options;
        match options.binding_model {
            BindingModel::ArgumentBuffers if options.argument_buffer_tier == ArgumentBufferTier::Tier2 => {}
            // The layout says whether it holds it (`msc_global`).
            BindingModel::Msc => {}
            BindingModel::ArgumentBuffers => self.out.push(
                Diagnostic::error(
                    codes::METAL_BINDING_MODEL,
                    format!("`{name}` is an unbounded resource array, which argument buffers of tier 1 cannot hold"),
                    span,
                )
                .with_help("argument buffers of tier 2 (`--argument-buffer-tier 2`) hold it as a table the host fills"),
            ),
            _ => self.out.push(
                Diagnostic::error(
                    codes::METAL_UNBOUNDED_ARRAY,
                    format!(
                        "`{name}` is an unbounded resource array, which the `{}` binding model cannot bind",
                        options.binding_model.as_str()
                    ),
                    span,
                )
                .with_help("the `argument-buffers` binding model (`--binding-model argument-buffers`) accepts it"),
            ),
        }
    }

    /// What an argument buffer cannot hold: a space past the buffer
    /// indices, and on tier 1 a writable texture.
    fn argument_buffer_member(&mut self, g: Handle<naga::GlobalVariable>, var: &naga::GlobalVariable, span: Span) {
        let Some(&(b, _)) = self.plan.bindings.members.get(&g) else { return };
        let name = var.name.as_deref().unwrap_or("?");
        let space = self.plan.bindings.argument_buffers.get(b).map_or(0, |b| b.space);
        if space >= super::bind::VERTEX_BUFFER_INDEX {
            self.error(
                codes::METAL_BINDING_MODEL,
                format!(
                    "`{name}` is in space {space}, but an argument buffer is at the buffer index of its space and \
                     Metal's buffer indices below the vertex buffers end at 29"
                ),
                span,
            );
        }
        let module = self.plan.module;
        let elem = match module.types[var.ty].inner {
            TypeInner::BindingArray { base, .. } => base,
            _ => var.ty,
        };
        let writable =
            matches!(module.types[elem].inner, TypeInner::Image { class: naga::ImageClass::Storage { .. }, .. })
                && self.plan.storage_access.get(&elem).is_some_and(|a| a.contains(naga::StorageAccess::STORE));
        if writable && self.plan.input.options.argument_buffer_tier == ArgumentBufferTier::Tier1 {
            self.out.push(
                Diagnostic::error(
                    codes::METAL_BINDING_MODEL,
                    format!("`{name}` is a writable texture, which argument buffers of tier 1 cannot hold"),
                    span,
                )
                .with_help("argument buffers of tier 2 (`--argument-buffer-tier 2`) hold writable textures"),
            );
        }
    }

    /// Two resources this entry point uses on overlapping HLSL registers of
    /// one class and space (`t0` twice, or `t2` inside `Texture2D a[4] :
    /// register(t0)`): an error with both declarations, as DXC reports it.
    /// The host binds one thing per register, and Metal gives each its own
    /// index, so either resource would silently read the other's data.
    /// `Options::allow_register_overlap` accepts such a file, each resource
    /// keeping its own Metal index.
    fn registers(&mut self) {
        let module = self.plan.module;
        let side = self.plan.input.side;
        let mut taken: Vec<(char, u32, u32, u32, Handle<naga::GlobalVariable>)> = Vec::new();
        for &g in &self.entry.globals {
            let Some(info) = side.resources.get(&g) else { continue };
            let (Some((class, index)), Some(space)) = (info.register, info.space) else { continue };
            if info.counter_for.is_some() {
                continue;
            }
            let end = index.saturating_add(super::bind::slot_count(module, &module.global_variables[g]));
            let clash = taken.iter().find(|&&(c, s, i, e, _)| c == class && s == space && i < end && index < e);
            if let Some(&(_, _, _, _, first)) = clash {
                let name =
                    |h: Handle<naga::GlobalVariable>| module.global_variables[h].name.clone().unwrap_or_default();
                let msg = format!(
                    "`{}` on register {class}{index} (space {space}) overlaps `{}`, which this entry point also uses",
                    name(g),
                    name(first)
                );
                let d = Diagnostic::error(codes::SEM_BAD_REGISTER, msg, Span::from(module.global_variables.get_span(g)))
                    .with_label(Span::from(module.global_variables.get_span(first)), "declared here")
                    .with_help("give each resource its own register, or accept the overlap with the option `allowRegisterOverlap` (CLI `--allow-register-overlap`): each resource then keeps its own Metal index");
                self.out.push(d);
            }
            taken.push((class, space, index, end, g));
        }
    }

    /// Type checks: `double`, integer matrices, 64-bit vectors in buffers,
    /// float atomics before MSL 3.0, struct layouts, override-sized arrays.
    fn ty(&mut self, ty: Handle<Type>, span: Span, in_buffer: bool) {
        let module = self.plan.module;
        let mut stack = vec![ty];
        let mut seen = Vec::new();
        while let Some(t) = stack.pop() {
            if seen.contains(&t) || seen.len() > 4096 {
                continue;
            }
            seen.push(t);
            let inner = &module.types[t].inner;
            self.inner(inner, span, in_buffer);
            // The layout problems of a struct or an array (an array stride
            // that cannot hold MSL's elements).
            for p in self.plan.layouts.problems.iter().filter(|p| p.ty == t) {
                let code = if p.overlap { codes::METAL_PACKOFFSET_OVERLAP } else { codes::METAL_UNSUPPORTED };
                let message = match module.types[t].name.as_deref() {
                    Some(name) => format!("`{name}`: {}", p.message),
                    None if matches!(inner, TypeInner::Struct { .. }) => format!("`struct`: {}", p.message),
                    None => p.message.clone(),
                };
                self.error(code, message, span);
            }
            match *inner {
                TypeInner::Struct { ref members, .. } => {
                    stack.extend(members.iter().map(|m| m.ty));
                }
                TypeInner::Array { base, size, .. } => {
                    if let ArraySize::Pending(_) = size {
                        self.error(
                            codes::METAL_UNSUPPORTED,
                            "an array sized by an override cannot be declared in MSL",
                            span,
                        );
                    }
                    stack.push(base);
                }
                TypeInner::BindingArray { base, .. } | TypeInner::Pointer { base, .. } => stack.push(base),
                _ => {}
            }
        }
    }

    fn inner(&mut self, inner: &TypeInner, span: Span, in_buffer: bool) {
        match *inner {
            TypeInner::Scalar(s) | TypeInner::Vector { scalar: s, .. } | TypeInner::Matrix { scalar: s, .. }
                if s.kind == ScalarKind::Float && s.width == 8 =>
            {
                self.error(codes::METAL_64BIT, "Metal has no `double` (64-bit float)", span)
            }
            TypeInner::Matrix { scalar, .. } if scalar.kind != ScalarKind::Float => {
                self.error(codes::METAL_INTEGER_MATRIX, "Metal has only float and half matrices", span)
            }
            TypeInner::Vector { scalar, .. } if in_buffer && scalar.width == 8 => {
                self.error(codes::METAL_64BIT, "Metal has no 64-bit integer vectors in buffers", span)
            }
            TypeInner::Atomic(s)
                if s.kind == ScalarKind::Float && self.plan.input.options.msl_version < MslVersion::V3_0 =>
            {
                self.error(codes::METAL_VERSION, version_message("float atomics", MslVersion::V3_0, self.plan), span)
            }
            TypeInner::RayQuery { vertex_return: true } | TypeInner::AccelerationStructure { vertex_return: true } => {
                self.error(
                    codes::METAL_RAY_QUERY,
                    "Metal's ray queries cannot return a hit triangle's vertex positions",
                    span,
                )
            }
            TypeInner::CooperativeMatrix { .. } => {
                self.error(codes::METAL_UNSUPPORTED, "cooperative matrices are not supported", span)
            }
            _ => {}
        }
    }

    fn function(&mut self, f: &Function, stage: ShaderStage) {
        let module = self.plan.module;
        let bounded = counters::bounded_steps(f);
        for (h, e) in f.expressions.iter() {
            let span = Span::from(f.expressions.get_span(h));
            self.expression(f, e, span, stage, bounded.contains(&h));
        }
        for a in &f.arguments {
            let _ = a;
        }
        for (h, l) in f.local_variables.iter() {
            self.ty(l.ty, Span::from(f.local_variables.get_span(h)), false);
        }
        walk::statements(&f.body, |s, span, _| {
            let span = Span::from(span);
            match *s {
                Statement::Atomic { pointer, ref fun, value, result } => {
                    let _ = pointer;
                    let wide = f.expressions.iter().any(|(h, _)| h == value) && expr_is_64bit(module, f, value);
                    if wide {
                        let ok = matches!(fun, AtomicFunction::Min | AtomicFunction::Max)
                            && result.is_none()
                            && expr_is_unsigned(module, f, value);
                        if !ok {
                            self.error(
                                codes::METAL_64BIT,
                                "the only 64-bit atomics Metal has are unsigned min and max whose result is unused",
                                span,
                            );
                        }
                    }
                }
                Statement::ImageAtomic { .. } if self.plan.input.options.msl_version < MslVersion::V3_1 => self.error(
                    codes::METAL_TEXTURE_ATOMICS,
                    version_message("atomics on textures", MslVersion::V3_1, self.plan),
                    span,
                ),
                Statement::SubgroupCollectiveOperation { op, collective_op, .. }
                    if super::print::subgroup::collective_fn(op, collective_op).is_none() =>
                {
                    self.error(
                        codes::METAL_WAVE_MATCH,
                        format!("Metal has no {collective_op:?} scan with {op:?} (only sums and products scan)"),
                        span,
                    )
                }
                Statement::RayPipelineFunction(..) | Statement::CooperativeStore { .. } => self.error(
                    codes::METAL_UNSUPPORTED,
                    "ray-tracing pipelines and cooperative matrices are not supported",
                    span,
                ),
                _ => {}
            }
        });
    }

    /// The length of a runtime-sized array comes from the sizes buffer
    /// (`raise::sizes`): only a buffer the host binds, under a model that
    /// passes the sizes, has one.
    fn array_length(&mut self, f: &Function, pointer: Handle<Expression>, span: Span) {
        use super::raise::sizes;
        let module = self.plan.module;
        let Some(target) = sizes::target(module, f, pointer) else {
            return self.error(
                codes::METAL_STRUCTURED_DIMENSIONS,
                "Metal cannot query the length of this runtime-sized array: only the length of a buffer the host binds (not memory behind a pointer, not an element of an unsized buffer array) is passed to the shader",
                span,
            );
        };
        if self.plan.input.side.pointer_heaps.contains_key(&target.global) {
            return self.error(
                codes::METAL_STRUCTURED_DIMENSIONS,
                "Metal cannot query the length of memory reached through a raw GPU address: no host binds it, so no size is passed",
                span,
            );
        }
        match self.plan.input.options.binding_model {
            BindingModel::Direct | BindingModel::ArgumentBuffers => {}
            model => {
                return self.error(
                    codes::METAL_BINDING_MODEL,
                    format!(
                        "the `{}` binding model has no slot for the buffer of buffer sizes that the length of a runtime-sized buffer needs; the `direct` and `argument-buffers` models pass it",
                        model.as_str()
                    ),
                    span,
                );
            }
        }
        if sizes::offset_stride(module, &self.plan.layouts, target).is_none() {
            return self.error(
                codes::METAL_STRUCTURED_DIMENSIONS,
                "Metal cannot query the length of this runtime-sized array (its stride is unknown)",
                span,
            );
        }
        if self.entry.sizes.is_none() {
            self.error(
                codes::METAL_RESOURCE_LIMIT,
                "the entry point uses every buffer index below 30, leaving none for the buffer of buffer sizes that the length of a runtime-sized buffer needs",
                span,
            );
        }
    }

    /// `bounded_step`: `e` is a loop counter's step that cannot overflow
    /// (see `counters`), so OSH5203 does not apply to it.
    fn expression(&mut self, f: &Function, e: &Expression, span: Span, stage: ShaderStage, bounded_step: bool) {
        let module = self.plan.module;
        let _ = stage;
        match *e {
            Expression::ArrayLength(pointer) => self.array_length(f, pointer, span),
            Expression::ImageSample { image, depth_ref, offset, .. } => {
                let dim = image_dim(module, f, image);
                if depth_ref.is_some() && matches!(dim, Some(ImageDimension::D1 | ImageDimension::D3)) {
                    self.error(codes::METAL_COMPARE_1D_3D, "Metal has no comparison sampling on 1D or 3D textures", span);
                }
                if offset.is_some() && matches!(dim, Some(ImageDimension::D1 | ImageDimension::Cube)) {
                    self.error(codes::METAL_TEXEL_OFFSET, "Metal has no texel offsets on cube or 1D textures", span);
                }
            }
            Expression::Math { fun: MathFunction::Inverse, .. } => {
                self.error(codes::METAL_UNSUPPORTED, "MSL has no matrix inverse", span)
            }
            // naga's `RayIntersection.sbt_record_offset` (member 4).
            Expression::AccessIndex { base, index: 4 }
                if matches!(f.expressions.try_get(base), Ok(Expression::RayQueryGetIntersection { .. })) =>
            {
                self.error(
                    codes::METAL_RAY_QUERY,
                    "Metal has no shader binding table, so an intersection has no record offset",
                    span,
                )
            }
            Expression::RayQueryVertexPositions { .. } => self.error(
                codes::METAL_RAY_QUERY,
                "Metal's ray queries cannot return a hit triangle's vertex positions",
                span,
            ),
            Expression::Literal(naga::Literal::F64(_)) => {
                self.error(codes::METAL_64BIT, "Metal has no `double` (64-bit float)", span)
            }
            Expression::Derivative { ctrl: naga::DerivativeControl::Fine | naga::DerivativeControl::Coarse, .. } => self
                .warn_once(
                    codes::DEVIATION_DERIVATIVE_PRECISION,
                    "coarse and fine derivatives are the same function in Metal",
                    span,
                ),
            Expression::Relational { fun: naga::RelationalFunction::IsNan | naga::RelationalFunction::IsInf, .. } => self
                .warn_once(
                    codes::DEVIATION_FAST_MATH,
                    "Metal compiles with fast math by default: NaN and infinity tests may be folded away unless the host disables fast math",
                    span,
                ),
            Expression::Binary {
                op: op @ (naga::BinaryOperator::Add | naga::BinaryOperator::Subtract | naga::BinaryOperator::Multiply),
                left,
                right,
            } if !bounded_step
                && expr_is_signed(module, f, left)
                && !constant_fits(module, f, op, left, right)
                && self.plan.input.language != crate::options::Language::Spv =>
            {
                self
                .warn_once(
                    codes::DEVIATION_SIGNED_OVERFLOW,
                    "signed integer overflow is undefined in MSL, where the source wraps",
                    span,
                )
            }
            Expression::As { kind: ScalarKind::Float, convert: Some(8), .. } => {
                self.error(codes::METAL_64BIT, "Metal has no `double` (64-bit float)", span)
            }
            _ => {}
        }
    }
}

fn version_message(what: &str, needed: MslVersion, plan: &ModulePlan) -> String {
    format!(
        "{what} need MSL {} (the target is MSL {}; choose a newer version)",
        needed.as_str(),
        plan.input.options.msl_version.as_str()
    )
}

fn image_dim(module: &naga::Module, f: &Function, image: Handle<Expression>) -> Option<ImageDimension> {
    let global = match f.expressions[image] {
        Expression::GlobalVariable(g) => g,
        Expression::Access { base, .. } | Expression::AccessIndex { base, .. } => match f.expressions[base] {
            Expression::GlobalVariable(g) => g,
            _ => return None,
        },
        _ => return None,
    };
    let mut ty = module.global_variables[global].ty;
    if let TypeInner::BindingArray { base, .. } = module.types[ty].inner {
        ty = base;
    }
    match module.types[ty].inner {
        TypeInner::Image { dim, .. } => Some(dim),
        _ => None,
    }
}

/// The scalar of an expression's type, derived structurally (preflight runs
/// without the printer's type tables).
fn expr_scalar(module: &naga::Module, f: &Function, e: Handle<Expression>) -> Option<naga::Scalar> {
    let mut cur = e;
    for _ in 0..64 {
        match f.expressions[cur] {
            Expression::Literal(l) => return Some(l.scalar()),
            Expression::Load { pointer } => cur = pointer,
            Expression::LocalVariable(l) => return type_scalar(module, f.local_variables[l].ty),
            Expression::GlobalVariable(g) => return type_scalar(module, module.global_variables[g].ty),
            Expression::FunctionArgument(i) => {
                return f.arguments.get(i as usize).and_then(|a| type_scalar(module, a.ty));
            }
            Expression::Access { base, .. } | Expression::AccessIndex { base, .. } => cur = base,
            Expression::Binary { left, .. } => cur = left,
            Expression::Unary { expr, .. } => cur = expr,
            Expression::Splat { value, .. } => cur = value,
            Expression::Swizzle { vector, .. } => cur = vector,
            Expression::As { kind, convert: Some(w), .. } => return Some(naga::Scalar { kind, width: w }),
            Expression::Compose { ty, .. } | Expression::ZeroValue(ty) => return type_scalar(module, ty),
            Expression::Constant(c) => return type_scalar(module, module.constants[c].ty),
            _ => return None,
        }
    }
    None
}

fn type_scalar(module: &naga::Module, ty: Handle<Type>) -> Option<naga::Scalar> {
    let mut t = ty;
    for _ in 0..64 {
        match module.types[t].inner {
            TypeInner::Scalar(s) | TypeInner::Vector { scalar: s, .. } | TypeInner::Atomic(s) => return Some(s),
            TypeInner::Matrix { scalar, .. } => return Some(scalar),
            TypeInner::Array { base, .. } | TypeInner::Pointer { base, .. } | TypeInner::BindingArray { base, .. } => {
                t = base
            }
            _ => return None,
        }
    }
    None
}

fn expr_is_64bit(module: &naga::Module, f: &Function, e: Handle<Expression>) -> bool {
    expr_scalar(module, f, e).is_some_and(|s| s.width == 8)
}

fn expr_is_unsigned(module: &naga::Module, f: &Function, e: Handle<Expression>) -> bool {
    expr_scalar(module, f, e).is_some_and(|s| s.kind == ScalarKind::Uint)
}

/// Whether `left op right` are constant `int`s (literals, constants, or
/// sums, differences and products of them, `TILE * TILE - 1`) whose result
/// fits in an `int`: nothing wraps there, so OSH5203 does not apply.
fn constant_fits(
    module: &naga::Module,
    f: &Function,
    op: naga::BinaryOperator,
    left: Handle<Expression>,
    right: Handle<Expression>,
) -> bool {
    let (Some(a), Some(b)) = (constant_int(module, f, left, 8), constant_int(module, f, right, 8)) else {
        return false;
    };
    apply_int(op, a, b).is_some()
}

fn apply_int(op: naga::BinaryOperator, a: i32, b: i32) -> Option<i32> {
    match op {
        naga::BinaryOperator::Add => a.checked_add(b),
        naga::BinaryOperator::Subtract => a.checked_sub(b),
        naga::BinaryOperator::Multiply => a.checked_mul(b),
        _ => None,
    }
}

/// The value of a constant `int` expression of at most `depth` levels.
fn constant_int(module: &naga::Module, f: &Function, e: Handle<Expression>, depth: u32) -> Option<i32> {
    match f.expressions[e] {
        Expression::Literal(naga::Literal::I32(v)) => Some(v),
        Expression::Constant(c) => match module.global_expressions[module.constants[c].init] {
            Expression::Literal(naga::Literal::I32(v)) => Some(v),
            _ => None,
        },
        Expression::Binary { op, left, right } if depth > 0 => {
            apply_int(op, constant_int(module, f, left, depth - 1)?, constant_int(module, f, right, depth - 1)?)
        }
        _ => None,
    }
}

fn expr_is_signed(module: &naga::Module, f: &Function, e: Handle<Expression>) -> bool {
    expr_scalar(module, f, e).is_some_and(|s| s.kind == ScalarKind::Sint)
}

#[cfg(test)]
#[path = "preflight_tests.rs"]
mod tests;
