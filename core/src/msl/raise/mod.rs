//! Legalizing passes: what the printer needs to know about the module that
//! naga IR does not say in MSL's terms. Each pass is one file with its own
//! tests; together they produce a [`ModulePlan`] (file-wide: names, layouts,
//! bindings, function-constant indices) and an [`EntryPlan`] per entry point
//! (reachable helpers with their lifted parameters, I/O, constants).
//!
//! Architecture invariant: the printer and reflection read only these plans
//! (and the module); no decision is taken twice.

pub mod constants;
pub mod io;
pub mod layout;
pub mod lift;
pub mod mesh;
pub mod precise;
pub mod sizes;
pub mod walk;

use super::WriterInput;
use super::bind::{self, Bindings};
use super::names::{self, Namer};
use crate::seqmap::{IntSeqMap, SeqMap};
use naga::{Constant, Function, GlobalVariable, Handle, Module, Override, Type, TypeInner};

/// File-scope names, claimed in one fixed order so every entry point of a
/// file spells every shared thing the same way.
#[derive(Clone, Debug, Default)]
pub struct FileNames {
    pub namer: Namer,
    /// `namer`'s names, frozen once for the entry points' scopes.
    pub scopes: names::Scopes,
    pub types: IntSeqMap<Handle<Type>, String>,
    /// Struct member names, per struct, plus the names of padding members.
    pub members: IntSeqMap<Handle<Type>, Vec<String>>,
    pub pads: IntSeqMap<Handle<Type>, Vec<String>>,
    /// Wrapper structs of array elements padded to the stride, per array type.
    pub wrappers: IntSeqMap<Handle<Type>, String>,
    /// Wrapper structs of matrix lines padded to the stride
    /// (`struct float2_line16 { float2 value; uchar pad[8]; }`).
    pub lines: SeqMap<layout::Lines, String>,
    /// Fixed-size arrays of atomics are C arrays in a struct
    /// (`struct uint_atomic_array16 { atomic_uint inner[16]; }`): `metal::array`
    /// element access does not keep the address space an atomic call needs.
    pub atomic_arrays: IntSeqMap<Handle<Type>, String>,
    pub functions: IntSeqMap<Handle<Function>, String>,
    pub globals: IntSeqMap<Handle<GlobalVariable>, String>,
    pub constants: IntSeqMap<Handle<Constant>, String>,
    /// `(Name, Name_value)` of each function constant.
    pub overrides: IntSeqMap<Handle<Override>, (String, String)>,
    pub entries: Vec<String>,
    /// `argument-buffers`: (struct name, parameter name) of each argument
    /// buffer, in the order of `Bindings::argument_buffers`.
    pub argument_buffers: Vec<(String, String)>,
    /// `argument-buffers` with an unbounded array: the names of the
    /// `descriptor<T>` and `descriptor_array<T>` templates.
    pub descriptor_templates: Option<(String, String)>,
    /// `msc`: the names its MSL declares.
    pub msc: Option<MscNames>,
    /// The sizes buffer's parameter ([`sizes`]), when a function of the
    /// module reads the length of a runtime-sized buffer.
    pub buffer_sizes: Option<String>,
}

/// `msc`: the descriptor-entry struct, the top-level argument buffer's
/// struct and parameter, and one member name per top-level entry.
#[derive(Clone, Debug, Default)]
pub struct MscNames {
    pub entry: String,
    pub top_level: String,
    pub param: String,
    pub members: Vec<String>,
}

pub struct ModulePlan<'a> {
    pub input: &'a WriterInput<'a>,
    pub module: &'a Module,
    pub bindings: Bindings,
    pub layouts: layout::Layouts,
    pub names: FileNames,
    pub fc_indices: IntSeqMap<Handle<Override>, u32>,
    /// Storage-texture access per image type, from the declared access and
    /// what the module does with textures of that type.
    pub storage_access: IntSeqMap<Handle<Type>, naga::StorageAccess>,
}

impl<'a> ModulePlan<'a> {
    pub fn new(input: &'a WriterInput<'a>) -> ModulePlan<'a> {
        let module = input.module;
        let mut layouts = layout::Layouts::new(module, input.side);
        if input.options.readable {
            layout::drop_private_padding(module, &mut layouts);
        }
        let bindings = bind::assign(input);
        let names = file_names(module, &layouts, &bindings);
        ModulePlan {
            input,
            module,
            bindings,
            layouts,
            names,
            fc_indices: constants::indices(module),
            storage_access: storage_access(module, input.info, input.side),
        }
    }
}

fn storage_access(
    module: &Module,
    info: &naga::valid::ModuleInfo,
    side: &crate::side::SideInfo,
) -> IntSeqMap<Handle<Type>, naga::StorageAccess> {
    use naga::StorageAccess as A;
    use naga::valid::GlobalUse as U;
    let mut out: IntSeqMap<Handle<Type>, A> = IntSeqMap::new();
    let infos: Vec<&naga::valid::FunctionInfo> = module
        .functions
        .iter()
        .map(|(h, _)| &info[h])
        .chain((0..module.entry_points.len()).map(|i| info.get_entry_point(i)))
        .collect();
    for (g, var) in module.global_variables.iter() {
        let ty = match module.types[var.ty].inner {
            TypeInner::BindingArray { base, .. } => base,
            _ => var.ty,
        };
        let TypeInner::Image { class: naga::ImageClass::Storage { access: declared, .. }, .. } = module.types[ty].inner
        else {
            continue;
        };
        let mut used = A::empty();
        for fi in &infos {
            let u = fi[g];
            if u.contains(U::READ) {
                used |= A::LOAD;
            }
            if u.contains(U::WRITE) {
                used |= A::STORE;
            }
            if u.contains(U::ATOMIC) {
                used |= A::LOAD | A::STORE | A::ATOMIC;
            }
        }
        // A read-write cube texture's declaration (`ResourceInfo::declared_access`).
        let declared = side.resources.get(&g).and_then(|i| i.declared_access).unwrap_or(declared);
        let entry = out.entry(ty).or_insert(A::empty());
        let narrowed = used & (declared | A::ATOMIC);
        *entry |= if narrowed.is_empty() { declared } else { narrowed };
    }
    // A texture atomic is a call of a stand-in whose first argument is the
    // texture: its type needs `access::read_write`.
    for (&h, intrinsic) in &side.intrinsic_functions {
        let texture = module.functions.try_get(h).ok().and_then(|f| f.arguments.first()).map(|a| a.ty);
        match (intrinsic, texture) {
            (crate::side::Intrinsic::TextureAtomic { .. }, Some(ty)) => {
                *out.entry(ty).or_insert(A::empty()) |= A::LOAD | A::STORE | A::ATOMIC;
            }
            // naga counts passing a texture to a function as a read, so a
            // texture written only through a parameter is read-write.
            (crate::side::Intrinsic::ImageStore { .. } | crate::side::Intrinsic::CubeWrite { .. }, Some(ty)) => {
                *out.entry(ty).or_insert(A::empty()) |= A::STORE
            }
            _ => {}
        }
    }
    out
}

fn file_names(module: &Module, layouts: &layout::Layouts, bindings: &Bindings) -> FileNames {
    let mut n = FileNames::default();
    for b in &bindings.argument_buffers {
        let ty = n.namer.name(&format!("ArgumentBuffer{}", b.space));
        let param = n.namer.name(&format!("argument_buffer{}", b.space));
        n.argument_buffers.push((ty, param));
    }
    let unbounded = bindings.argument_buffers.iter().flat_map(|b| &b.members).any(|m| m.count.is_none())
        || bindings.msc.as_ref().is_some_and(|m| {
            m.bound.keys().any(|&g| {
                matches!(
                    module.types[module.global_variables[g].ty].inner,
                    TypeInner::BindingArray { size: naga::ArraySize::Dynamic | naga::ArraySize::Pending(_), .. }
                )
            })
        });
    if let Some(m) = &bindings.msc {
        // Member names live in the struct's own scope.
        let mut scope = Namer::members();
        let members = m
            .entries
            .iter()
            .enumerate()
            .map(|(i, e)| match e.kind {
                crate::msl::bind::msc::EntryKind::Inline { global, .. } => {
                    scope.name_or(module.global_variables[global].name.as_deref(), &format!("entry{i}"))
                }
                crate::msl::bind::msc::EntryKind::StaticSampler { index } => {
                    scope.name(&format!("static_sampler{index}"))
                }
                _ => scope.name(&format!("param{i}")),
            })
            .collect();
        n.msc = Some(MscNames {
            entry: n.namer.name("IRDescriptorTableEntry"),
            top_level: n.namer.name("TopLevelArgumentBuffer"),
            param: n.namer.name("top_level"),
            members,
        });
    }
    let lengths = |f: &Function| f.expressions.iter().any(|(_, e)| matches!(e, naga::Expression::ArrayLength(_)));
    if module.functions.iter().any(|(_, f)| lengths(f)) || module.entry_points.iter().any(|ep| lengths(&ep.function)) {
        n.buffer_sizes = Some(n.namer.name("ferrometal_buffer_sizes"));
    }
    if unbounded {
        n.descriptor_templates = Some((n.namer.name("descriptor"), n.namer.name("descriptor_array")));
    }
    for ep in &module.entry_points {
        let name = names::entry_name(&ep.name);
        n.namer.reserve(&name);
        n.entries.push(name);
    }
    for (h, ty) in module.types.iter() {
        match ty.inner {
            TypeInner::Struct { ref members, .. } => {
                let members_lines = layouts.structs.get(&h).into_iter().flat_map(|l| &l.members);
                for full in members_lines.filter_map(|m| m.lines) {
                    let lines = full.line_key();
                    let vector = crate::msl::print::types::vector_name(lines.rows, lines.scalar);
                    let packed = if matches!(lines.line, layout::LineElem::Wrapped { packed: true, .. }) {
                        "packed_"
                    } else {
                        ""
                    };
                    let line = format!("{packed}{vector}_line{}", lines.stride);
                    if matches!(lines.line, layout::LineElem::Wrapped { .. }) && !n.lines.contains_key(&lines) {
                        let name = n.namer.name(&line);
                        n.lines.insert(lines, name);
                    }
                    // A matrix whose last line is stored apart: one struct per shape.
                    if full.split && !n.lines.contains_key(&full) {
                        let name = n.namer.name(&format!("{line}_x{}", full.columns));
                        n.lines.insert(full, name);
                    }
                }
                let name = n.namer.name_or(ty.name.as_deref(), &format!("type_{}", h.index()));
                n.types.insert(h, name);
                let mut scope = Namer::members();
                let member_names: Vec<String> = members
                    .iter()
                    .enumerate()
                    .map(|(i, m)| scope.name_or(m.name.as_deref(), &format!("member_{i}")))
                    .collect();
                // One padding name per member (before it) plus the tail.
                let pads: Vec<String> = (0..=members.len()).map(|i| scope.name(&format!("_pad{i}"))).collect();
                n.members.insert(h, member_names);
                n.pads.insert(h, pads);
            }
            TypeInner::Array { base, size: naga::ArraySize::Constant(count), .. }
                if matches!(module.types[base].inner, TypeInner::Atomic(_)) =>
            {
                let elem = match module.types[base].inner {
                    TypeInner::Atomic(s) => crate::msl::print::types::scalar_name(s),
                    _ => "uint",
                };
                let name = n.namer.name(&format!("{elem}_atomic_array{count}"));
                n.atomic_arrays.insert(h, name);
            }
            TypeInner::Array { stride, .. } => {
                if let Some(layout::ArrayElem::Wrapped { .. }) = layouts.arrays.get(&h) {
                    let name = n.namer.name(&format!("stride{stride}_elem{}", h.index()));
                    n.wrappers.insert(h, name);
                }
            }
            _ => {}
        }
    }
    for (h, c) in module.constants.iter() {
        let name = n.namer.name_or(c.name.as_deref(), &format!("const_{}", h.index()));
        n.constants.insert(h, name);
    }
    for (h, o) in module.overrides.iter() {
        let name = n.namer.name_or(o.name.as_deref(), &format!("override_{}", h.index()));
        let value = n.namer.name(&format!("{name}_value"));
        n.overrides.insert(h, (name, value));
    }
    for (h, f) in module.functions.iter() {
        let name = n.namer.name_or(f.name.as_deref(), &format!("function_{}", h.index()));
        n.functions.insert(h, name);
    }
    for (h, g) in module.global_variables.iter() {
        let name = n.namer.name_or(g.name.as_deref(), &format!("global_{}", h.index()));
        n.globals.insert(h, name);
    }
    n.scopes = n.namer.frozen();
    n
}

/// Everything one entry point's translation unit needs beyond the module plan.
pub struct EntryPlan {
    pub index: usize,
    pub msl_name: String,
    /// Reachable helpers (callees first) with their lifted parameters.
    pub helpers: Vec<(Handle<Function>, Vec<Handle<GlobalVariable>>)>,
    /// Globals the entry point uses (its own and its helpers'), but for
    /// the pointer stand-ins.
    pub globals: Vec<Handle<GlobalVariable>>,
    /// The pointer stand-ins it uses (`SideInfo::pointer_heaps`): the memory
    /// it reaches through raw device addresses.
    pub pointers: Vec<Handle<GlobalVariable>>,
    pub constants: Vec<Handle<Constant>>,
    pub overrides: Vec<Handle<Override>>,
    pub io: io::EntryIo,
    /// File-scope names including this entry's I/O structs.
    pub file_namer: Namer,
    /// The entry function's scope after the I/O names were claimed.
    pub scope: Namer,
    /// File-scope names frozen once, the outer scope of every helper.
    pub helper_scope: names::Scopes,
    /// Mesh and object functions: what the writer adds (see [`mesh`]).
    pub mesh: Option<mesh::MeshPlan>,
    /// The buffer of buffer sizes, when the entry point reads the length of
    /// a runtime-sized buffer (see [`sizes`]).
    pub sizes: Option<sizes::SizesPlan>,
}

impl EntryPlan {
    /// A plan with nothing in it (reflection of a file without entry points).
    pub fn empty() -> EntryPlan {
        EntryPlan {
            index: 0,
            msl_name: String::new(),
            helpers: Vec::new(),
            globals: Vec::new(),
            pointers: Vec::new(),
            constants: Vec::new(),
            overrides: Vec::new(),
            io: io::EntryIo::default(),
            file_namer: Namer::default(),
            scope: Namer::default(),
            mesh: None,
            helper_scope: Vec::new(),
            sizes: None,
        }
    }

    pub fn new(plan: &ModulePlan, index: usize) -> Option<EntryPlan> {
        EntryPlan::within(plan, index, plan.names.scopes.clone())
    }

    /// A plan whose file-scope names (I/O structs, mesh names) also avoid
    /// `file_scope`: the names other entry points of one translation unit
    /// claimed (`Options::single_file`).
    pub fn within(plan: &ModulePlan, index: usize, file_scope: names::Scopes) -> Option<EntryPlan> {
        let module = plan.module;
        let ep = module.entry_points.get(index)?;
        let msl_name = plan.names.entries.get(index).cloned().unwrap_or_else(|| names::entry_name(&ep.name));
        let mut reachable = lift::reachable(module, &ep.function);
        // Intrinsic stand-ins are spelled at their calls, never declared.
        reachable.retain(|h| !plan.input.side.intrinsic_functions.contains_key(h));
        let mut helpers = lift::helper_params(module, plan.input.info, &reachable);
        let mut globals = lift::used_globals(module, plan.input.info.get_entry_point(index));
        // A mesh or object function declares its staged outputs and payload
        // even when the body never touches one (the copy after it reads them).
        if let Some(m) = plan.input.side.mesh_entries.get(&index) {
            let outputs = m.mesh.iter().flat_map(|o| [Some(o.vertices), Some(o.indices), o.primitives, Some(o.counts)]);
            globals.extend(outputs.chain([m.payload, m.grid]).flatten());
            crate::sort::sort_by_key(&mut globals, |g| g.index());
            globals.dedup();
        }
        // Pointer stand-ins are no resources: never parameters (`SideInfo::pointer_heaps`).
        let heaps = &plan.input.side.pointer_heaps;
        let pointers: Vec<Handle<GlobalVariable>> = globals.iter().copied().filter(|g| heaps.contains_key(g)).collect();
        globals.retain(|g| !heaps.contains_key(g));
        for (_, params) in &mut helpers {
            params.retain(|g| !heaps.contains_key(g));
        }
        let mut functions: Vec<&Function> = reachable.iter().map(|&h| &module.functions[h]).collect();
        functions.push(&ep.function);
        let (constants, mut overrides) = constants::used(module, &functions);
        // The constants that size the workgroup are the entry point's even
        // when no code reads them: reflection lists them for the host.
        if let Some(sizes) = plan.input.side.workgroup_size_constants.get(&index) {
            overrides.extend(sizes.iter().flatten().copied());
            crate::sort::sort_by_key(&mut overrides, |o| o.index());
            overrides.dedup();
        }
        let mut file_namer = Namer::within(file_scope);
        let mut scope = Namer::nested(&file_namer);
        let io = io::plan(module, plan.input.side, index, &msl_name, &mut file_namer, &mut scope);
        let mesh = mesh::plan(plan.input.side, index, ep, &msl_name, &io, &mut file_namer, &mut scope);
        let helper_scope = file_namer.frozen();
        let helper_fns: Vec<Handle<Function>> = helpers.iter().map(|(h, _)| *h).collect();
        let free = bind::first_free_buffer(plan.input, &plan.bindings, &globals);
        let sizes = sizes::plan(module, &ep.function, &helper_fns, plan.input.options.single_file, free);
        Some(EntryPlan {
            index,
            msl_name,
            helpers,
            globals,
            pointers,
            constants,
            overrides,
            io,
            file_namer,
            scope,
            helper_scope,
            mesh,
            sizes,
        })
    }
}
