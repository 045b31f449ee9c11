//! Reflection (DESIGN §5) from the plans the printer wrote from: resources
//! with their Metal slots and exact buffer layouts, entry-point I/O with
//! attributes and the vertex descriptor, function constants, and the buffer
//! of buffer sizes an entry point that reads a runtime-sized buffer's length
//! takes (`bufferSizes`: its index and the buffers in element order, from
//! `raise::sizes`, the plan the printer wrote the parameter from).

use super::bind;
use super::print::Printer;
use super::raise::io::{self, IoVar};
use super::raise::layout::ArrayElem;
use super::raise::{EntryPlan, ModulePlan, constants};
use crate::reflect::{
    self, BufferLayout, LayoutMember, Reflection, ResourceKind, SourceBinding, SpecConstant, StageVar, VertexAttribute,
};
use naga::{AddressSpace, ArraySize, Binding, GlobalVariable, Handle, ShaderStage, Type, TypeInner};

/// Nesting budget for struct layouts in reflection.
const MAX_DEPTH: usize = 16;

pub fn build(plan: &ModulePlan, entries: &[EntryPlan]) -> Reflection {
    let input = plan.input;
    let fallback = EntryPlan::empty();
    let p = Printer::for_types(plan, entries.first().unwrap_or(&fallback));
    let mut r = Reflection {
        language: input.language.as_str().to_string(),
        msl_version: input.options.msl_version.as_str().to_string(),
        vertex_buffer_index: bind::VERTEX_BUFFER_INDEX,
        ..Reflection::default()
    };
    for (&g, &slot) in &plan.bindings.slots {
        let mut res = resource(&p, g, slot);
        res.used_by = entries.iter().filter(|e| e.globals.contains(&g)).map(|e| e.msl_name.clone()).collect();
        if res.kind == ResourceKind::PushConstants && r.push_constants.is_none() {
            r.push_constants = Some(res.clone());
        }
        r.resources.push(res);
    }
    let mut spec: Vec<Handle<naga::Override>> = Vec::new();
    for e in entries {
        for &o in &e.overrides {
            if !spec.contains(&o) {
                spec.push(o);
            }
        }
        r.entry_points.push(entry_point(&p, e));
    }

    argument_buffers(&p, entries, &mut r);
    bindless_slots(&p, entries, &mut r);
    top_level(&p, entries, &mut r);
    crate::sort::sort_by_key(&mut spec, |o| o.index());
    for o in spec {
        let ov = &plan.module.overrides[o];
        // A 64-bit constant's override is 32-bit (`SideInfo::wide_overrides`).
        let wide = plan.input.side.wide_overrides.get(&o).copied();
        let scalar = match plan.module.types[ov.ty].inner {
            TypeInner::Scalar(s) => Some(wide.unwrap_or(s)),
            _ => None,
        };
        r.specialization_constants.push(SpecConstant {
            name: ov.name.clone().unwrap_or_default(),
            // The writer printed this index (or failed the entry point).
            index: p.planned(plan.fc_indices.get(&o), "index for a function constant"),
            ty: wide.map_or_else(|| p.ty(ov.ty).into_owned(), |s| constants::wide_name(s).to_string()),
            mtl_data_type: scalar.and_then(constants::mtl_data_type).unwrap_or(0),
            default: constants::default_json(plan.module, ov),
        });
    }
    r
}

/// The `metal4-bindless` slots (`msl::bind` states the ABI).
fn bindless_slots(p: &Printer, entries: &[EntryPlan], r: &mut Reflection) {
    let plan = p.plan;
    if plan.input.options.binding_model != crate::options::BindingModel::Metal4Bindless {
        return;
    }
    // The root is the one global the model binds, so the one resource.
    let root = plan.bindings.slots.keys().next().copied();
    let resource = r.resources.first();
    let root_name = resource.map(|res| res.name.clone());
    let root_size = resource.and_then(|res| res.layout.as_ref()).map(|l| l.size);
    let heaps = &plan.input.side.descriptor_heaps;
    let uses = |heap: crate::side::DescriptorHeap| -> Vec<String> {
        let declares = |e: &&EntryPlan| e.globals.iter().any(|g| heaps.get(g) == Some(&heap));
        entries.iter().filter(declares).map(|e| e.msl_name.clone()).collect()
    };
    let root_users = entries.iter().filter(|e| root.is_some_and(|g| e.globals.contains(&g)));
    // The source's arrays that are views of a heap (the SM 6.6 stand-ins are
    // no resources of the source).
    let arrays = |heap: crate::side::DescriptorHeap| -> Vec<String> {
        heaps
            .iter()
            .filter(|&(g, h)| *h == heap && plan.input.side.resources.contains_key(g))
            .filter_map(|(&g, _)| plan.module.global_variables[g].name.clone())
            .collect()
    };
    r.bindless_slots = vec![
        reflect::BindlessSlot {
            index: bind::ROOT_INDEX,
            role: "root".into(),
            resource: root_name,
            size: root_size,
            used_by: root_users.map(|e| e.msl_name.clone()).collect(),
            arrays: Vec::new(),
        },
        reflect::BindlessSlot {
            index: bind::TEXTURE_POOL_INDEX,
            role: "texturePool".into(),
            used_by: uses(crate::side::DescriptorHeap::Resource),
            arrays: arrays(crate::side::DescriptorHeap::Resource),
            ..Default::default()
        },
        reflect::BindlessSlot {
            index: bind::SAMPLER_ARRAY_INDEX,
            role: "samplers".into(),
            used_by: uses(crate::side::DescriptorHeap::Sampler),
            arrays: arrays(crate::side::DescriptorHeap::Sampler),
            ..Default::default()
        },
    ];
}

/// The `msc` top-level argument buffer (`msl::bind` states the layout).
fn top_level(p: &Printer, entries: &[EntryPlan], r: &mut Reflection) {
    use bind::msc::EntryKind;
    let plan = p.plan;
    let Some(msc) = plan.bindings.msc.as_ref() else { return };
    let module = plan.module;
    let used_by = entries
        .iter()
        .filter(|e| e.globals.iter().any(|g| msc.bound.contains_key(g)))
        .map(|e| e.msl_name.clone())
        .collect();
    let class_word = |c: char| match c {
        'b' => "CBV",
        't' => "SRV",
        'u' => "UAV",
        _ => "Sampler",
    };
    let mut out = Vec::new();
    for (i, e) in msc.entries.iter().enumerate() {
        let mut resources = Vec::new();
        for (&g, &(at, k)) in &msc.bound {
            if at != i {
                continue;
            }
            let var = &module.global_variables[g];
            let setter = match (&e.kind, var.space, &module.types[var.ty].inner) {
                (EntryKind::StaticSampler { .. }, _, _) => "none",
                (EntryKind::Constants { .. }, _, _) => "bytes",
                (EntryKind::Address, _, _) => "gpuAddress",
                (_, AddressSpace::Handle, _) if bind::slot_kind(module, var) == Some(reflect::SlotKind::Sampler) => {
                    "IRDescriptorTableSetSampler"
                }
                (_, AddressSpace::Handle, _) => "IRDescriptorTableSetTexture",
                _ => "IRDescriptorTableSetBuffer",
            };
            let count = match module.types[var.ty].inner {
                TypeInner::BindingArray { size: ArraySize::Constant(n), .. } => Some(n.get()),
                TypeInner::BindingArray { .. } => None,
                _ => Some(1),
            };
            resources.push(reflect::TopLevelResource {
                name: var.name.clone().unwrap_or_default(),
                descriptor_index: k,
                count,
                setter: setter.into(),
            });
        }
        let ranges = match &e.kind {
            EntryKind::Table { ranges } => ranges
                .iter()
                .map(|(range, start)| reflect::TableRange {
                    range_type: class_word(range.class).into(),
                    base_register: range.register,
                    space: range.space,
                    count: range.count,
                    table_offset: *start,
                })
                .collect(),
            _ => Vec::new(),
        };
        out.push(reflect::TopLevelEntry {
            kind: e.kind.as_str().into(),
            offset: e.offset,
            size: e.size,
            register: e.register.map(|(c, n, _)| format!("{c}{n}")),
            space: e.register.map(|(_, _, s)| s),
            num_32bit_values: match e.kind {
                EntryKind::Constants { count } => Some(count),
                _ => None,
            },
            ranges,
            resources,
        });
    }
    r.top_level_argument_buffer = Some(reflect::TopLevelArgumentBuffer {
        index: bind::msc::TOP_LEVEL_INDEX,
        size: msc.size,
        layout: if msc.explicit { "rootSignature" } else { "automatic" }.into(),
        resource_heap_index: bind::msc::RESOURCE_HEAP_INDEX,
        sampler_heap_index: bind::msc::SAMPLER_HEAP_INDEX,
        descriptor_size: bind::msc::ENTRY_SIZE,
        used_by,
        entries: out,
    });
}

/// The `argument-buffers` layout (`msl::bind` states the rule).
fn argument_buffers(p: &Printer, entries: &[EntryPlan], r: &mut Reflection) {
    let plan = p.plan;
    let options = plan.input.options;
    if options.binding_model != crate::options::BindingModel::Direct {
        r.binding_model = Some(options.binding_model.as_str().to_string());
    }
    if options.binding_model != crate::options::BindingModel::ArgumentBuffers {
        return;
    }
    let tier2 = options.argument_buffer_tier == crate::options::ArgumentBufferTier::Tier2;
    r.argument_buffer_tier = Some(options.argument_buffer_tier.number());
    for (i, b) in plan.bindings.argument_buffers.iter().enumerate() {
        let name = plan.names.argument_buffers.get(i).map(|n| n.0.clone()).unwrap_or_default();
        let used_by = entries
            .iter()
            .filter(|e| b.members.iter().any(|m| e.globals.contains(&m.global)))
            .map(|e| e.msl_name.clone())
            .collect();
        let members = b
            .members
            .iter()
            .map(|m| {
                let var = &plan.module.global_variables[m.global];
                let kind = r.resources.iter().find(|x| Some(&x.name) == var.name.as_ref()).map(|x| x.kind);
                let encoding = match (var.space, m.count) {
                    (_, None) => "tableAddress",
                    (AddressSpace::Handle, _) => "resourceId",
                    _ => "gpuAddress",
                };
                reflect::ArgumentBufferMember {
                    name: var.name.clone().unwrap_or_default(),
                    id: m.id,
                    kind,
                    msl_type: p.argument_member_type(m),
                    array_size: match plan.module.types[var.ty].inner {
                        TypeInner::BindingArray { size: ArraySize::Constant(n), .. } => Some(n.get()),
                        _ => None,
                    },
                    unbounded: m.count.is_none(),
                    offset: tier2.then_some(m.offset),
                    size: tier2.then(|| m.count.unwrap_or(1).saturating_mul(bind::TIER2_ELEMENT)),
                    encoding: encoding.to_string(),
                    table_stride: m.count.is_none().then_some(bind::TIER2_ELEMENT),
                }
            })
            .collect();
        r.argument_buffers.push(reflect::ArgumentBuffer {
            name,
            space: b.space,
            index: b.space,
            size: tier2.then(|| b.size()),
            used_by,
            members,
        });
    }
}

fn resource(p: &Printer, g: Handle<GlobalVariable>, slot: reflect::MetalSlot) -> reflect::Resource {
    let plan = p.plan;
    let module = plan.module;
    let var = &module.global_variables[g];
    let side = plan.input.side.resources.get(&g);
    let elem = match module.types[var.ty].inner {
        TypeInner::BindingArray { base, .. } => base,
        _ => var.ty,
    };
    let kind = match (var.space, &module.types[elem].inner) {
        _ if side.is_some_and(|s| s.push_constant) => ResourceKind::PushConstants,
        _ if side.is_some_and(|s| s.counter_for.is_some()) => ResourceKind::Counter,
        _ if side.is_some_and(|s| s.atomics_of.is_some()) => ResourceKind::TextureAtomicBuffer,
        (AddressSpace::Uniform, _) => ResourceKind::UniformBuffer,
        (AddressSpace::Immediate, _) => ResourceKind::PushConstants,
        (AddressSpace::Storage { access }, _) if !access.contains(naga::StorageAccess::STORE) => {
            ResourceKind::ReadOnlyStorageBuffer
        }
        (AddressSpace::Storage { .. }, _) => ResourceKind::StorageBuffer,
        (_, TypeInner::Sampler { comparison: true }) => ResourceKind::ComparisonSampler,
        (_, TypeInner::Sampler { .. }) => ResourceKind::Sampler,
        (_, TypeInner::AccelerationStructure { .. }) => ResourceKind::AccelerationStructure,
        (_, TypeInner::Image { .. }) if plan.input.side.texel_buffer_types.contains(&elem) => ResourceKind::TexelBuffer,
        (_, TypeInner::Image { class: naga::ImageClass::Storage { .. }, .. }) => ResourceKind::StorageTexture,
        _ => ResourceKind::Texture,
    };
    // Our front-ends give every resource a binding in the IR; only the ones
    // the source wrote are the host's (WGSL and SPIR-V always write them).
    let ours = matches!(plan.input.language, crate::options::Language::Hlsl | crate::options::Language::Glsl);
    let mut binding = var
        .binding
        .as_ref()
        .filter(|b| !ours || plan.input.side.source_bindings.contains(&(b.group, b.binding)))
        .map(|b| SourceBinding { set: Some(b.group), binding: Some(b.binding), ..SourceBinding::default() })
        .unwrap_or_default();
    if let Some((set, b)) = side.and_then(|s| s.shared_binding) {
        binding.set = Some(set);
        binding.binding = Some(b);
    }
    if let Some(s) = side
        && let Some((class, n)) = s.register
    {
        binding.register = Some(format!("{class}{n}"));
        binding.space = s.space.or(Some(0));
    }
    let array_size = match module.types[var.ty].inner {
        TypeInner::BindingArray { size: ArraySize::Constant(n), .. } => Some(n.get()),
        _ => None,
    };
    let msl_type = match var.space {
        AddressSpace::Handle => p.ty(var.ty),
        _ => p.global_ref_type(g).into(),
    };
    let buffer = matches!(var.space, AddressSpace::Uniform | AddressSpace::Storage { .. } | AddressSpace::Immediate);
    let access = match (var.space, &module.types[elem].inner) {
        (AddressSpace::Storage { access }, _) => Some(access_word(access)),
        (_, TypeInner::Image { class: naga::ImageClass::Storage { access, .. }, .. }) => {
            let used = plan.storage_access.get(&elem).copied().unwrap_or(*access);
            Some(access_word(used))
        }
        _ => None,
    };
    let source_ty = side
        .and_then(|s| s.source_type.clone())
        .or_else(|| module.types[var.ty].name.clone())
        .unwrap_or_else(|| p.ty(var.ty).into_owned());
    reflect::Resource {
        name: var.name.clone().unwrap_or_default(),
        kind,
        binding,
        source_type: source_ty,
        msl_type: msl_type.into_owned(),
        array_size,
        metal: slot,
        layout: buffer.then(|| buffer_layout(p, var.ty, side.is_some_and(|s| s.element_struct))),
        access,
        needs_compare_function: kind == ResourceKind::ComparisonSampler,
        used_by: Vec::new(),
        texel_format: side.and_then(|s| s.texel_format).filter(|_| kind == ResourceKind::TexelBuffer).map(Into::into),
        atomics_of: side.and_then(|s| s.atomics_of).and_then(|t| module.global_variables[t].name.clone()),
        row_alignment_constant: side
            .and_then(|s| s.atomics_of)
            .filter(|&t| {
                matches!(
                    module.types[module.global_variables[t].ty].inner,
                    TypeInner::Image { dim: naga::ImageDimension::D2, .. }
                )
            })
            .map(|_| "texture_atomic_row_alignment".to_string()),
    }
}

fn access_word(a: naga::StorageAccess) -> String {
    super::print::types::access_name(a).trim_start_matches("access::").to_string()
}

fn buffer_layout(p: &Printer, ty: Handle<Type>, element_struct: bool) -> BufferLayout {
    // An array of buffers: each element's layout (`arraySize` counts them).
    let ty = match p.plan.module.types[ty].inner {
        TypeInner::BindingArray { base, .. } => base,
        _ => ty,
    };
    // Each element a struct holding the buffer's array
    // (`ResourceInfo::element_struct`): that array's layout.
    let ty = match &p.plan.module.types[ty].inner {
        TypeInner::Struct { members, .. } if element_struct && members.len() == 1 => {
            members.first().map_or(ty, |m| m.ty)
        }
        _ => ty,
    };
    buffer_layout_of(p, ty, true)
}

/// A buffer's layout; `expand`: with the layouts its pointer members point to.
fn buffer_layout_of(p: &Printer, ty: Handle<Type>, expand: bool) -> BufferLayout {
    let plan = p.plan;
    let module = plan.module;
    match module.types[ty].inner {
        TypeInner::Struct { ref members, .. } => {
            let layout = plan.layouts.structs.get(&ty);
            let runtime_array_stride = members.last().and_then(|m| match module.types[m.ty].inner {
                TypeInner::Array { size: ArraySize::Dynamic, stride, .. } => Some(stride),
                _ => None,
            });
            BufferLayout {
                size: layout
                    .map_or(0, |l| if l.runtime_tail { l.members.last().map_or(0, |m| m.offset) } else { l.size }),
                alignment: layout.map_or(1, |l| l.align),
                members: struct_members(p, ty, 0, expand),
                runtime_array_stride,
            }
        }
        // A runtime-sized array: the layout of one element, and the stride.
        TypeInner::Array { size: ArraySize::Dynamic, stride, base } => {
            let sa = plan.layouts.size_align(module, base);
            // A matrix element wider than its stride (a `float3x3` of D3D's
            // tight packing, 36 bytes) is printed as packed lines of its
            // scalars, which is its size and alignment.
            let (size, alignment) = match module.types[base].inner {
                TypeInner::Matrix { scalar, .. } if sa.size > stride => (stride, u32::from(scalar.width)),
                _ => (sa.size, sa.align),
            };
            BufferLayout {
                size,
                alignment,
                members: struct_members(p, base, 0, expand),
                runtime_array_stride: Some(stride),
            }
        }
        _ => {
            let sa = plan.layouts.size_align(module, ty);
            BufferLayout { size: sa.size, alignment: sa.align, members: Vec::new(), runtime_array_stride: None }
        }
    }
}

/// A pointer member's pointee (see [`crate::reflect::Pointee`]); its
/// layout when `expand` (not inside another pointee).
fn pointee(p: &Printer, ty: Handle<Type>, expand: bool) -> Option<Box<crate::reflect::Pointee>> {
    let pt = p.plan.input.side.pointer_types.get(&ty)?;
    Some(Box::new(crate::reflect::Pointee {
        msl_type: p.ty(pt.pointee).into_owned(),
        address_alignment: pt.align,
        layout: expand.then(|| buffer_layout_of(p, pt.pointee, false)),
    }))
}

fn struct_members(p: &Printer, ty: Handle<Type>, depth: usize, expand: bool) -> Vec<LayoutMember> {
    // A pointer's one `address` member is the pointer itself.
    if p.plan.input.side.pointer_types.contains_key(&ty) {
        return Vec::new();
    }
    let plan = p.plan;
    let module = plan.module;
    let (TypeInner::Struct { members, .. }, Some(layout)) = (&module.types[ty].inner, plan.layouts.structs.get(&ty))
    else {
        return Vec::new();
    };
    if depth > MAX_DEPTH {
        return Vec::new();
    }
    let mut out: Vec<LayoutMember> = Vec::new();
    let mut merged = 0u32;
    for (i, (m, ml)) in members.iter().zip(&layout.members).enumerate() {
        let narrow = crate::front::build::narrow_int(&module.types, &module.types[m.ty].inner).is_some();
        let (array_count, array_stride) = match module.types[m.ty].inner {
            _ if narrow => (None, None),
            TypeInner::Array { size: ArraySize::Constant(n), stride, .. } => (Some(n.get()), Some(stride)),
            TypeInner::Array { stride, .. } => (Some(0), Some(stride)),
            _ => (None, None),
        };
        // Lines are the columns of the reported (MSL) matrix type, whatever
        // order the source declared: the front-end gave the member the type
        // whose columns are the stored lines.
        // The innermost element of an array (of arrays): its matrix lines
        // and struct members are what a host lays out.
        let elem_ty = innermost_element(module, m.ty);
        let matrix = &module.types[elem_ty].inner;
        // A matrix's size as the source sees it (D3D does not pad the last line).
        let source_lines = plan.input.side.matrix_strides.get(&(ty, i as u32));
        // A one-row or one-column matrix whose single-element lines are a
        // register apart is held as a vector that reserves their registers
        // (every access is refused): its size is still D3D's.
        let size = match (&module.types[m.ty].inner, source_lines) {
            (TypeInner::Matrix { .. }, Some(l)) => l.size,
            (TypeInner::Vector { .. }, Some(l)) if l.size > ml.size => l.size,
            (&TypeInner::Array { size: ArraySize::Constant(n), stride, base }, Some(l))
                if matches!(module.types[base].inner, TypeInner::Vector { .. }) =>
            {
                stride * (n.get() - 1) + l.size
            }
            _ => ml.size,
        };
        let msl_elem_name = p.ty(elem_ty).into_owned();
        let source = member_source(plan, ty, i as u32, module, elem_ty, &msl_elem_name);
        let matrix_stride = match *matrix {
            TypeInner::Matrix { rows, scalar, .. } => {
                let line = if rows == naga::VectorSize::Tri { 4 } else { rows as u32 };
                Some(ml.lines.map_or(line * u32::from(scalar.width), |l| l.stride))
            }
            _ => None,
        };
        let sm = source.matrix;
        let matrix_layout = sm.map(|m| if m.row_major { "row_major" } else { "column_major" }.to_string());
        let msl_column_holds = sm.map(|m| if m.row_major { "sourceRow" } else { "sourceColumn" }.to_string());
        // The member's type as the MSL struct spells it (as the printer
        // does): a matrix stored as lines is its lines type.
        let ty_name = if let (Some(lines), TypeInner::Matrix { .. }) = (ml.lines, &module.types[m.ty].inner) {
            p.lines_ty(&lines).into()
        } else if ml.packed {
            p.packed(m.ty)
        } else if let TypeInner::Array { .. } = module.types[m.ty].inner
            && !narrow
        {
            p.stored_elem(m.ty)
        } else {
            p.ty(m.ty)
        };
        // The last element of a split constant-buffer array joins its head.
        if let Some(&len) = plan.input.side.split_arrays.get(&(ty, out.len() as u32 + merged)) {
            merged += 1;
            let last_end = ml.offset + size;
            match out.last_mut() {
                Some(head) if len > 1 => {
                    head.array_count = Some(len);
                    head.size = last_end - head.offset;
                }
                _ => out.push(LayoutMember {
                    name: m.name.clone().unwrap_or_default().trim_end_matches("_last").to_string(),
                    offset: ml.offset,
                    size,
                    source_type: source.ty,
                    msl_type: ty_name.into_owned(),
                    array_count: Some(1),
                    array_stride: Some(ml.size.div_ceil(16) * 16),
                    source_rows: sm.map(|m| m.rows),
                    source_columns: sm.map(|m| m.columns),
                    matrix_layout,
                    msl_column_holds,
                    matrix_stride,
                    members: struct_members(p, elem_ty, depth + 1, expand),
                    pointee: pointee(p, elem_ty, expand),
                }),
            }
            continue;
        }
        let _ = plan.layouts.arrays.get(&m.ty).map(|e| matches!(e, ArrayElem::Packed));
        out.push(LayoutMember {
            name: m.name.clone().unwrap_or_default(),
            offset: ml.offset,
            size,
            source_type: source.ty,
            msl_type: ty_name.into_owned(),
            array_count,
            array_stride,
            source_rows: sm.map(|m| m.rows),
            source_columns: sm.map(|m| m.columns),
            matrix_layout,
            msl_column_holds,
            matrix_stride,
            members: struct_members(p, elem_ty, depth + 1, expand),
            pointee: pointee(p, elem_ty, expand),
        });
    }
    out
}

/// A member as the source declared it: what the front-end recorded, or,
/// for WGSL and SPIR-V (whose types are naga's own), the IR's matrix and
/// naga's WGSL-style spelling; `msl_name` spells what has no such spelling.
fn member_source(
    plan: &ModulePlan,
    st: Handle<Type>,
    i: u32,
    module: &naga::Module,
    elem: Handle<Type>,
    msl_name: &str,
) -> crate::side::MemberSource {
    if let Some(s) = plan.input.side.member_sources.get(&(st, i)) {
        return s.clone();
    }
    let matrix = match module.types[elem].inner {
        TypeInner::Matrix { columns, rows, .. } => {
            Some(crate::side::SourceMatrix { rows: rows as u32, columns: columns as u32, row_major: false })
        }
        _ => None,
    };
    let ty = match (&module.types[elem].name, &module.types[elem].inner) {
        (Some(n), _) => n.clone(),
        (None, TypeInner::Scalar(s)) => scalar_wgsl(*s).to_string(),
        (None, TypeInner::Vector { size, scalar }) => format!("vec{}<{}>", *size as u32, scalar_wgsl(*scalar)),
        (None, TypeInner::Matrix { columns, rows, scalar }) => {
            format!("mat{}x{}<{}>", *columns as u32, *rows as u32, scalar_wgsl(*scalar))
        }
        _ => msl_name.to_string(),
    };
    crate::side::MemberSource { ty, matrix }
}

fn scalar_wgsl(s: naga::Scalar) -> &'static str {
    match (s.kind, s.width) {
        (naga::ScalarKind::Float, 2) => "f16",
        (naga::ScalarKind::Float, 8) => "f64",
        (naga::ScalarKind::Float, _) => "f32",
        (naga::ScalarKind::Sint, 8) => "i64",
        (naga::ScalarKind::Sint, _) => "i32",
        (naga::ScalarKind::Uint, 8) => "u64",
        (naga::ScalarKind::Uint, _) => "u32",
        _ => "bool",
    }
}

/// The element of `ty` under every array level (`ty` itself if not an array).
fn innermost_element(module: &naga::Module, mut ty: Handle<Type>) -> Handle<Type> {
    for _ in 0..MAX_DEPTH {
        match module.types[ty].inner {
            // An 8-bit integer in memory is an element, not an array.
            ref inner if crate::front::build::narrow_int(&module.types, inner).is_some() => break,
            TypeInner::Array { base, .. } => ty = base,
            _ => break,
        }
    }
    ty
}

fn entry_point(p: &Printer, e: &EntryPlan) -> reflect::EntryPoint {
    let plan = p.plan;
    let module = plan.module;
    let Some(ep) = module.entry_points.get(e.index) else { return reflect::EntryPoint::default() };
    let mesh = plan.input.side.mesh_entries.get(&e.index);
    let stage = mesh.map(|m| m.stage).or_else(|| crate::options::Stage::from_naga(ep.stage));
    let stage = stage.map(|s| s.as_str()).unwrap_or("");
    let stage_var = |v: &IoVar| stage_var(p, e, v);
    let mut inputs: Vec<StageVar> = e.io.stage_in.iter().map(stage_var).collect();
    inputs.extend(e.io.builtins.iter().map(stage_var));
    // Subpass inputs: the color attachment the fragment function reads.
    if ep.stage == ShaderStage::Fragment {
        for (&g, &n) in &plan.input.side.color_inputs {
            if e.globals.contains(&g) {
                let var = &module.global_variables[g];
                inputs.push(StageVar {
                    name: var.name.clone().unwrap_or_default(),
                    semantic: None,
                    location: Some(n),
                    builtin: Some("color_attachment".into()),
                    metal_attribute: format!("[[color({n})]]"),
                    link_name: None,
                    ty: p.ty(var.ty).into_owned(),
                    interpolation: None,
                });
            }
        }
    }
    let outputs = e.io.outputs.iter().map(stage_var).collect();
    let (vertex_attributes, vertex_stride) =
        if ep.stage == ShaderStage::Vertex { vertex_layout(p, e) } else { (Vec::new(), None) };
    reflect::EntryPoint {
        name: ep.name.clone(),
        msl_name: e.msl_name.clone(),
        stage: stage.to_string(),
        workgroup_size: (ep.stage == ShaderStage::Compute).then_some(ep.workgroup_size),
        workgroup_size_constants: plan
            .input
            .side
            .workgroup_size_constants
            .get(&e.index)
            .map(|axes| axes.map(|o| o.map(|o| module.overrides[o].name.clone().unwrap_or_default()))),
        mesh: e.mesh.as_ref().map(|m| mesh_reflection(p, e, m)),
        inputs,
        outputs,
        vertex_attributes,
        vertex_stride,
        resources: e
            .globals
            .iter()
            .filter(|g| plan.bindings.slots.contains_key(*g))
            .map(|&g| module.global_variables[g].name.clone().unwrap_or_default())
            .collect(),
        specialization_constants: e
            .overrides
            .iter()
            .map(|&o| module.overrides[o].name.clone().unwrap_or_default())
            .collect(),
        tessellation: plan.input.side.tessellation.get(&e.index).map(|t| tessellation(p, e, t)),
        geometry: plan.input.side.geometry.get(&e.index).map(|g| geometry(p, e, g)),
        buffer_sizes: e.sizes.as_ref().map(|s| reflect::BufferSizes {
            index: s.index,
            // An array of buffers takes one element per buffer: `name[k]`.
            buffers: s
                .buffers
                .iter()
                .flat_map(|&g| {
                    let name = module.global_variables[g].name.clone().unwrap_or_default();
                    match module.types[module.global_variables[g].ty].inner {
                        TypeInner::BindingArray { .. } => {
                            let n = crate::msl::raise::sizes::buffer_count(module, g);
                            (0..n).map(|k| format!("{name}[{k}]")).collect::<Vec<_>>()
                        }
                        _ => vec![name],
                    }
                })
                .collect(),
        }),
    }
}

/// The geometry shader a mesh function emulates (see `hlsl::lower::geometry`).
fn geometry(p: &Printer, e: &EntryPlan, g: &crate::side::Geometry) -> reflect::GeometryStage {
    let plan = p.plan;
    let input_buffer = g.input_buffer.filter(|h| e.globals.contains(h)).and_then(|h| {
        let slot = *plan.bindings.slots.get(&h)?;
        let stride = resource(p, h, slot).layout.map_or(0, |l| l.runtime_array_stride.unwrap_or(l.size));
        Some(reflect::GeometryBuffer {
            resource: plan.module.global_variables[h].name.clone().unwrap_or_default(),
            index: slot.index,
            stride,
        })
    });
    reflect::GeometryStage {
        input_primitive: g.input_primitive.to_string(),
        vertices_per_primitive: g.vertices_per_primitive,
        max_vertex_count: g.max_vertices,
        instance_count: g.instances,
        output_topology: g.topology.as_str().to_string(),
        input_buffer,
        rasterizes: g.writes_position,
    }
}

/// The tessellation stage an entry point is (see `hlsl::lower::tess`).
fn tessellation(p: &Printer, e: &EntryPlan, t: &crate::side::Tessellation) -> reflect::TessellationStage {
    use crate::side::{TessBuffer, TessDomain, TessRole};
    let plan = p.plan;
    let buffers = t
        .buffers
        .iter()
        .filter(|(_, g)| e.globals.contains(g))
        .filter_map(|&(role, g)| {
            let slot = *plan.bindings.slots.get(&g)?;
            let stride = match (role, t.domain) {
                (TessBuffer::TessFactors, TessDomain::Triangle) => 8,
                (TessBuffer::TessFactors, TessDomain::Quad) => 12,
                _ => resource(p, g, slot).layout.map_or(0, |l| l.runtime_array_stride.unwrap_or(l.size)),
            };
            // The vertex kernel's buffers hold one record per vertex.
            let elements_per_patch = match role {
                _ if t.role == TessRole::Vertex => 0,
                TessBuffer::InputControlPoints => t.input_points,
                TessBuffer::OutputControlPoints => t.output_points,
                TessBuffer::PatchData | TessBuffer::TessFactors => 1,
                TessBuffer::VertexInput | TessBuffer::VertexCount => 0,
            };
            Some(reflect::TessellationBuffer {
                role: role.as_str().to_string(),
                resource: plan.module.global_variables[g].name.clone().unwrap_or_default(),
                index: slot.index,
                stride,
                elements_per_patch,
            })
        })
        .collect();
    let partition_mode = t.partitioning.as_deref().map(|m| {
        match m {
            "fractional_even" => "fractionalEven",
            "fractional_odd" => "fractionalOdd",
            other => other,
        }
        .to_string()
    });
    let vertex = t.role == TessRole::Vertex;
    reflect::TessellationStage {
        role: match t.role {
            TessRole::Hull => "hull",
            TessRole::Domain => "domain",
            TessRole::Vertex => "vertex",
        }
        .to_string(),
        patch_type: (!vertex).then(|| t.domain.as_str().to_string()),
        partition_mode,
        winding: t.clockwise.map(|cw| if cw { "clockwise" } else { "counterClockwise" }.to_string()),
        output_primitive: (!vertex).then(|| "triangle".to_string()),
        triangle_fill_mode: t.lines.then(|| "lines".to_string()),
        input_control_points: t.input_points,
        output_control_points: t.output_points,
        threads_per_threadgroup: match t.role {
            TessRole::Hull => Some([t.output_points, 1, 1]),
            TessRole::Vertex => Some([64, 1, 1]),
            TessRole::Domain => None,
        },
        buffers,
    }
}

fn semantic(p: &Printer, e: &EntryPlan, v: &IoVar) -> Option<String> {
    let key = io::side_key(p.plan.module, e.index, v.source);
    p.plan.input.side.semantics.get(&key).and_then(|s| s.semantic.clone())
}

/// The mesh part of an entry point's reflection.
fn mesh_reflection(p: &Printer, e: &EntryPlan, m: &crate::msl::raise::mesh::MeshPlan) -> reflect::MeshPipeline {
    let plan = p.plan;
    let module = plan.module;
    let ep = module.entry_points.get(e.index);
    let payload = m.entry.payload.map(|g| module.global_variables[g].ty);
    let vars = |attrs: &[crate::side::MeshAttribute]| -> Vec<StageVar> {
        attrs
            .iter()
            .map(|a| {
                let user = a.attribute.strip_prefix("user(").and_then(|r| r.strip_suffix(')'));
                StageVar {
                    name: a.name.clone(),
                    semantic: a.semantic.clone(),
                    location: None,
                    builtin: user.is_none().then(|| a.attribute.clone()),
                    metal_attribute: format!("[[{}]]", a.attribute),
                    link_name: user.map(str::to_string),
                    ty: p.ty(a.ty).into_owned(),
                    interpolation: None,
                }
            })
            .collect()
    };
    let outputs = m.entry.mesh.as_ref();
    reflect::MeshPipeline {
        threadgroup_size: ep.map_or([1; 3], |ep| ep.workgroup_size),
        topology: outputs.map(|o| o.topology.as_str().to_string()),
        max_vertices: outputs.map(|o| o.max_vertices),
        max_primitives: outputs.map(|o| o.max_primitives),
        payload_type: payload.map(|t| p.ty(t).into_owned()),
        payload_size: payload.map(|t| plan.layouts.size_align(module, t).size),
        vertex_outputs: outputs.map(|o| vars(&o.vertex_attributes)).unwrap_or_default(),
        primitive_outputs: outputs.map(|o| vars(&o.primitive_attributes)).unwrap_or_default(),
    }
}

/// The reflection's word for an interpolation qualifier (naga's variant
/// name in lower case, spelled out: no Unicode case tables in the wasm).
fn interpolation_word(i: naga::Interpolation) -> &'static str {
    match i {
        naga::Interpolation::Perspective => "perspective",
        naga::Interpolation::Linear => "linear",
        naga::Interpolation::Flat => "flat",
        naga::Interpolation::PerVertex => "pervertex",
    }
}

/// The reflection's word for a sampling qualifier, as [`interpolation_word`].
fn sampling_word(s: naga::Sampling) -> &'static str {
    match s {
        naga::Sampling::Center => "center",
        naga::Sampling::Centroid => "centroid",
        naga::Sampling::Sample => "sample",
        naga::Sampling::First => "first",
        naga::Sampling::Either => "either",
    }
}

fn stage_var(p: &Printer, e: &EntryPlan, v: &IoVar) -> StageVar {
    let (location, builtin, interpolation) = match v.binding {
        Binding::Location { location, interpolation, sampling, .. } => {
            let interp = match (interpolation, sampling) {
                (None, None) => None,
                (i, s) => Some(
                    [i.map(interpolation_word), s.map(sampling_word)]
                        .into_iter()
                        .flatten()
                        .collect::<Vec<_>>()
                        .join(" "),
                ),
            };
            // A system value naga has no built-in for (`io::system_values`)
            // rides on a location the host never sees: reflect it as the
            // built-in it is.
            let system =
                ["render_target_array_index", "viewport_array_index", "stencil", "position_in_patch", "patch_id"];
            match system.iter().find(|a| **a == v.attribute) {
                Some(a) => (None, Some(a.to_string()), interp),
                None => (Some(location), None, interp),
            }
        }
        Binding::BuiltIn(b) => (None, Some(io::builtin_name(b).to_string()), None),
    };
    // Vertex outputs and fragment inputs are the `user(…)` members.
    let link_name = match location {
        Some(l) if v.attribute.starts_with("user(") => Some(v.link.clone().unwrap_or_else(|| format!("locn{l}"))),
        _ => None,
    };
    StageVar {
        name: v.source_name.clone(),
        semantic: semantic(p, e, v),
        location,
        builtin,
        metal_attribute: format!("[[{}]]", v.attribute),
        link_name,
        ty: p.ty(v.ty).into_owned(),
        interpolation,
    }
}

/// The interleaved vertex buffer the `[[stage_in]]` struct reads: attributes
/// in location order, each 4-byte aligned, tightly packed.
fn vertex_layout(p: &Printer, e: &EntryPlan) -> (Vec<VertexAttribute>, Option<u32>) {
    let module = p.plan.module;
    let mut vars: Vec<&IoVar> = e.io.stage_in.iter().collect();
    crate::sort::sort_by_key(&mut vars, |v| match v.binding {
        Binding::Location { location, .. } => location,
        _ => u32::MAX,
    });
    let mut offset = 0;
    let mut attrs = Vec::new();
    for v in vars {
        let Binding::Location { location, .. } = v.binding else { continue };
        let inner = &module.types[v.ty].inner;
        attrs.push(VertexAttribute {
            name: v.source_name.clone(),
            semantic: semantic(p, e, v),
            location,
            format: io::vertex_format(inner).unwrap_or_default(),
            offset,
        });
        offset += io::vertex_format_size(inner);
    }
    let stride = (!attrs.is_empty()).then_some(offset);
    (attrs, stride)
}
