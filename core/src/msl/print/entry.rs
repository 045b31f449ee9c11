//! The entry function: I/O structs, parameters (stage_in, built-ins,
//! resources with their Metal indices), the prologue that rebuilds naga's
//! arguments and declares module-scope variables as locals, and returns that
//! fill the output struct.

use super::Printer;
use super::expr::FnCtx;
use crate::msl::raise::io::{IoSource, IoVar};
use crate::reflect::SlotKind;
use crate::side::FunctionRef;
use crate::source::Span;
use naga::{AddressSpace, ArraySize, BuiltIn, Expression, Handle, ShaderStage, TypeInner};

const fn stage_keyword(stage: ShaderStage) -> &'static str {
    match stage {
        ShaderStage::Vertex => "vertex",
        ShaderStage::Fragment => "fragment",
        _ => "kernel",
    }
}

impl<'a> Printer<'a> {
    pub fn entry_function(&mut self) {
        let module = self.module();
        let Some(ep) = module.entry_points.get(self.entry.index) else { return };
        let info = self.plan.input.info.get_entry_point(self.entry.index);
        let mut f = self.fn_ctx(&ep.function, info, FunctionRef::Entry(self.entry.index), true);
        let decl = self.plan.input.side.entry_spans.get(self.entry.index).copied().unwrap_or(Span::DUMMY);
        let outer = self.enter_span(decl);
        self.io_struct(&self.entry.io.in_struct, &self.entry.io.stage_in);
        self.io_struct(&self.entry.io.out_struct, &self.entry.io.outputs);
        self.mesh_structs();
        let mut params = Vec::new();
        if !self.entry.io.stage_in.is_empty() {
            params.push(format!("{} {} [[stage_in]]", self.entry.io.in_struct, self.entry.io.in_param));
        }
        for b in &self.entry.io.builtins {
            params.push(format!("{} {} [[{}]]", self.ty(b.ty), b.name, b.attribute));
        }
        let mut prologue = Vec::new();
        let mut aliased = Vec::new();
        for &g in &self.entry.globals {
            if self.aliased_params(g, &mut f, &mut params, &mut prologue, &mut aliased) {
                continue;
            }
            if self.is_buffer_array(g) {
                if let Some((ps, gather)) = self.buffer_array_params(g, &mut f) {
                    params.extend(ps);
                    prologue.push(gather);
                }
                continue;
            }
            if let Some(p) = self.resource_param(g) {
                params.push(p);
            }
        }
        self.argument_buffer_params(&mut params);
        self.msc_params(&mut params);
        for (&g, &b) in &self.plan.input.side.builtin_globals {
            if !self.entry.globals.contains(&g) {
                continue;
            }
            if let Some(attr) = crate::msl::raise::io::builtin_attribute(b, ep.stage, false) {
                let var = &module.global_variables[g];
                let name = self.planned(self.plan.names.globals.get(&g), "name for a global");
                // An input the entry point also declares (the fragment's
                // position) is taken once: Metal allows one argument per
                // attribute.
                match self.entry.io.builtins.iter().find(|v| v.attribute == attr) {
                    Some(v) => prologue.push(format!("{} {name} = {};", self.ty(var.ty), v.name)),
                    None => params.push(format!("{} {name} [[{attr}]]", self.ty(var.ty))),
                }
            }
        }
        for (&g, &n) in &self.plan.input.side.color_inputs {
            if self.entry.globals.contains(&g) && ep.stage == naga::ShaderStage::Fragment {
                let var = &module.global_variables[g];
                let name = self.planned(self.plan.names.globals.get(&g), "name for a global");
                params.push(format!("{} {name} [[color({n})]]", self.ty(var.ty)));
            }
        }
        self.mesh_params(&mut params);
        if let (Some(sizes), Some(name)) = (&self.entry.sizes, &self.plan.names.buffer_sizes) {
            params.push(format!("constant uint* {name} [[buffer({})]]", sizes.index));
        }
        let zero_index = self.zero_init_index(&mut f, &mut params);
        let result =
            if self.entry.io.outputs.is_empty() { "void".to_string() } else { self.entry.io.out_struct.clone() };
        self.out.push('\n');
        if matches!(ep.early_depth_test, Some(naga::EarlyDepthTest::Force)) {
            self.line("[[early_fragment_tests]]");
        }
        if let Some(t) = self.plan.input.side.tessellation.get(&self.entry.index)
            && t.role == crate::side::TessRole::Domain
        {
            match t.output_points {
                0 => self.line_fmt(format_args!("[[patch({})]]", t.domain.as_str())),
                n => self.line_fmt(format_args!("[[patch({}, {n})]]", t.domain.as_str())),
            }
        }
        let keyword = self.mesh_keyword().unwrap_or(stage_keyword(ep.stage));
        self.line_fmt(format_args!("{keyword} {result} {}(", self.entry.msl_name));
        let count = params.len();
        for (i, p) in params.iter().enumerate() {
            let sep = if i + 1 == count { "" } else { "," };
            self.line_fmt(format_args!("    {p}{sep}"));
        }
        self.line(") {");
        self.indent += 1;
        self.pragmas(&f);
        self.argument_buffer_locals();
        self.msc_locals();
        self.heap_locals();
        for line in prologue {
            self.line(line);
        }
        self.rebuild_arguments(&mut f);
        self.module_scope_locals(zero_index);
        self.mesh_prologue();
        self.body(&mut f);
        self.indent -= 1;
        self.line("}");
        self.restore_span(outer);
    }

    fn io_struct(&mut self, name: &str, vars: &[IoVar]) {
        if vars.is_empty() {
            return;
        }
        self.out.push('\n');
        self.line_fmt(format_args!("struct {name} {{"));
        for v in vars {
            let line = match self.module().types[v.ty].inner {
                TypeInner::Array { base, size: ArraySize::Constant(n), .. } => {
                    format!("    {} {} [[{}]] [{n}];", self.ty(base), v.name, v.attribute)
                }
                _ if v.pull => {
                    let ty = crate::msl::raise::io::interpolant_type(v, &self.ty(v.ty));
                    format!("    {ty} {} [[{}]];", v.name, v.attribute)
                }
                _ => format!("    {} {} [[{}]];", self.ty(v.ty), v.name, v.attribute),
            };
            self.line(line);
        }
        self.line("};");
    }

    /// The entry parameter of a resource, with its Metal index.
    pub fn resource_param(&self, g: Handle<naga::GlobalVariable>) -> Option<String> {
        let var = &self.module().global_variables[g];
        if let Some(heap) = self.heap_of(g) {
            return self.heap_param(g, heap);
        }
        if self.plan.bindings.members.contains_key(&g)
            || self.plan.bindings.msc.as_ref().is_some_and(|m| m.bound.contains_key(&g))
        {
            return None;
        }
        let slot = self.plan.bindings.slots.get(&g)?;
        let name = self.planned(self.plan.names.globals.get(&g), "name for a global");
        let ty = match var.space {
            AddressSpace::Handle => self.ty(var.ty),
            _ => self.global_ref_type(g).into(),
        };
        let attr = match slot.kind {
            SlotKind::Buffer => "buffer",
            SlotKind::Texture => "texture",
            SlotKind::Sampler => "sampler",
        };
        // Rasterizer-ordered views: accesses ordered per pixel in
        // submission order, which Metal's raster order groups give.
        let fragment =
            self.module().entry_points.get(self.entry.index).map(|ep| ep.stage) == Some(naga::ShaderStage::Fragment);
        let ordered = fragment && self.plan.input.side.resources.get(&g).is_some_and(|r| r.raster_ordered);
        let group = if ordered { ", raster_order_group(0)" } else { "" };
        Some(format!("{ty} {name} [[{attr}({}){group}]]", slot.index))
    }

    /// A GLSL block that shares its buffer with another one this entry point
    /// uses (`bind`'s module docs): the first of them adds the buffer's
    /// parameters, untyped (`device void*`, one per element of an array),
    /// and each adds the local its body reads, the buffer seen as its block
    /// type. False when `g` is not such a block. `named` holds each group's
    /// parameter names, by its first block.
    fn aliased_params(
        &self,
        g: Handle<naga::GlobalVariable>,
        f: &mut FnCtx,
        params: &mut Vec<String>,
        locals: &mut Vec<String>,
        named: &mut Vec<(Handle<naga::GlobalVariable>, Vec<String>)>,
    ) -> bool {
        let aliases = &self.plan.bindings.aliases;
        let first = |h: Handle<naga::GlobalVariable>| aliases.get(&h).copied().unwrap_or(h);
        let group: Vec<_> = self.entry.globals.iter().copied().filter(|&h| first(h) == first(g)).collect();
        let (Some(slot), [lead, _, ..]) = (self.plan.bindings.slots.get(&g), group.as_slice()) else { return false };
        let module = self.module();
        let var = &module.global_variables[g];
        let count = crate::msl::bind::slot_count(module, var);
        let Some((set, binding, element, ..)) = crate::msl::bind::alias_key(self.plan.input, g, var) else {
            return false;
        };
        let base = match element {
            0 => format!("alias_set{set}_binding{binding}"),
            k => format!("alias_set{set}_binding{binding}_{k}"),
        };
        let buffer = |k: u32| if count > 1 { format!("{base}_{k}") } else { base.clone() };
        // The parameters' names are the group's: taken once, by its first.
        let names = match named.iter().find(|(h, _)| *h == *lead) {
            Some((_, names)) => names.clone(),
            None => {
                let names: Vec<String> = (0..count).map(|k| f.names.name(&buffer(k))).collect();
                named.push((*lead, names.clone()));
                names
            }
        };
        if *lead == g {
            let writable = group.iter().any(|&h| {
                matches!(module.global_variables[h].space, AddressSpace::Storage { access } if access.contains(naga::StorageAccess::STORE))
            });
            let space = match var.space {
                AddressSpace::Uniform => "constant",
                _ if writable => "device",
                _ => "const device",
            };
            let fragment = module.entry_points.get(self.entry.index).map(|ep| ep.stage) == Some(ShaderStage::Fragment);
            let ordered = fragment
                && group.iter().any(|h| self.plan.input.side.resources.get(h).is_some_and(|r| r.raster_ordered));
            let group_attr = if ordered { ", raster_order_group(0)" } else { "" };
            for (k, name) in (0..count).zip(&names) {
                params.push(format!("{space} void* {name} [[buffer({}){group_attr}]]", slot.index + k));
            }
        }
        let name = self.planned(self.plan.names.globals.get(&g), "name for a global");
        let local = if let TypeInner::BindingArray { base, .. } = module.types[var.ty].inner {
            let elem = format!("{} {}*", crate::msl::print::types::address_space(var.space), self.ty(base));
            let elems: Vec<String> = names.iter().map(|n| format!("({elem}){n}")).collect();
            format!("array<{elem}, {count}> {name} = {{{}}};", elems.join(", "))
        } else {
            let ty = self.global_ref_type(g);
            match ty.strip_suffix('&') {
                Some(pointee) => format!("{ty} {name} = *({pointee}*){};", names.join("")),
                None => format!("{ty} {name} = ({ty}){};", names.join("")),
            }
        };
        locals.push(local);
        true
    }

    /// An array of storage buffers under `direct`: Metal binds no array of
    /// buffers to a function, so each element is a `device T*` parameter at
    /// consecutive indices from the array's, and the entry function gathers
    /// them into the array of pointers its body indexes (and helpers receive
    /// by value). Returns the parameters and the gathering line.
    fn buffer_array_params(&self, g: Handle<naga::GlobalVariable>, f: &mut FnCtx) -> Option<(Vec<String>, String)> {
        let var = &self.module().global_variables[g];
        let TypeInner::BindingArray { base, size: ArraySize::Constant(n) } = self.module().types[var.ty].inner else {
            return None;
        };
        let slot = self.plan.bindings.slots.get(&g)?;
        let name = self.planned(self.plan.names.globals.get(&g), "name for a global");
        let space = crate::msl::print::types::address_space(var.space);
        let elem = format!("{space} {}*", self.ty(base));
        let mut params = Vec::new();
        let mut elems = Vec::new();
        for k in 0..n.get() {
            let p = f.names.name(&format!("{name}_{k}"));
            params.push(format!("{elem} {p} [[buffer({})]]", slot.index + k));
            elems.push(p);
        }
        let gather = format!("array<{elem}, {n}> {name} = {{{}}};", elems.join(", "));
        Some((params, gather))
    }

    /// naga's arguments as locals of the entry function, read from the
    /// `[[stage_in]]` struct and the built-in parameters.
    fn rebuild_arguments(&mut self, f: &mut FnCtx) {
        let io = &self.entry.io;
        // Built-ins are entry parameters, and so are the system values that
        // ride on a location (`io::system_values`); locations are members of
        // the `[[stage_in]]` struct.
        let value_of = |v: &IoVar| -> String {
            match v.binding {
                naga::Binding::Location { .. } if v.pull => {
                    format!("{}.{}.{}", io.in_param, v.name, crate::msl::raise::io::interpolant_read(v))
                }
                naga::Binding::Location { .. } if !io.builtins.iter().any(|b| std::ptr::eq(b, v)) => {
                    format!("{}.{}", io.in_param, v.name)
                }
                _ => v.name.clone(),
            }
        };
        for (i, arg) in f.func.arguments.iter().enumerate() {
            let i = i as u32;
            let name = self.planned(f.arg_names.get(i as usize), "name for an entry-point argument");
            let ty = self.ty(arg.ty);
            if arg.binding.is_some() {
                let direct = io.stage_in.iter().find(|v| v.source == IoSource::Argument { arg: i, member: None });
                if let Some(v) = direct {
                    self.line_fmt(format_args!("{ty} {name} = {};", value_of(v)));
                }
                continue;
            }
            self.line_fmt(format_args!("{ty} {name} = {{}};"));
            let members = self.planned(self.plan.names.members.get(&arg.ty), "member names of an input struct");
            for v in io.stage_in.iter().chain(&io.builtins) {
                let IoSource::Argument { arg: a, member: Some(m) } = v.source else { continue };
                if a != i {
                    continue;
                }
                let member = self.planned(members.get(m as usize), "name for an input struct member");
                self.line_fmt(format_args!("{name}.{member} = {};", value_of(v)));
            }
        }
    }

    /// Private variables become locals, workgroup variables `threadgroup`
    /// locals of the kernel (zeroed by thread 0 for WGSL, whose spec
    /// requires it).
    fn module_scope_locals(&mut self, zero_index: Option<String>) {
        let module = self.module();
        let mut zeroed = Vec::new();
        for &g in &self.entry.globals {
            let var = &module.global_variables[g];
            let name = self.planned(self.plan.names.globals.get(&g), "name for a global");
            let ty = self.ty(var.ty);
            let outer = self.enter_span(module.global_variables.get_span(g));
            if let Some(v) = self.pulled_input(g) {
                let ty = crate::msl::raise::io::interpolant_type(v, &self.ty(v.ty));
                let line = format!("thread {ty}& {name} = {}.{};", self.entry.io.in_param, v.name);
                self.line(line);
                self.restore_span(outer);
                continue;
            }
            match var.space {
                AddressSpace::Private
                    if !self.plan.input.side.builtin_globals.contains_key(&g)
                        && !self.plan.input.side.color_inputs.contains_key(&g) =>
                {
                    let init = var.init.map_or_else(|| "{}".to_string(), |i| self.const_expr(i));
                    self.line_fmt(format_args!("{ty} {name} = {init};"));
                }
                AddressSpace::WorkGroup if self.payload_space(g).is_none() => {
                    self.line_fmt(format_args!("threadgroup {ty} {name};"));
                    if self.zeroes_workgroup(g) {
                        zeroed.push((name, var.ty));
                    }
                }
                _ => {}
            }
            self.restore_span(outer);
        }
        let Some(index) = zero_index else { return };
        if zeroed.is_empty() {
            return;
        }
        self.line_fmt(format_args!("if ({index} == 0u) {{"));
        for (name, ty) in zeroed {
            match module.types[ty].inner {
                TypeInner::Atomic(_) => {
                    self.line_fmt(format_args!("    atomic_store_explicit(&{name}, 0, memory_order_relaxed);"))
                }
                TypeInner::Array { base, size: ArraySize::Constant(n), .. }
                    if matches!(module.types[base].inner, TypeInner::Atomic(_)) =>
                {
                    self.line_fmt(format_args!("    for (uint i = 0u; i < {n}u; ++i) {{"));
                    self.line_fmt(format_args!(
                        "        atomic_store_explicit(&{name}.inner[i], 0, memory_order_relaxed);"
                    ));
                    self.line("    }");
                }
                _ => {
                    let t = self.ty(ty);
                    self.line_fmt(format_args!("    {name} = {t} {{}};"));
                }
            }
        }
        self.line("}");
        self.line("threadgroup_barrier(mem_flags::mem_threadgroup);");
    }

    /// Whether the kernel zeroes workgroup variable `g` before its body:
    /// every one in WGSL (whose workgroup memory starts zeroed), and those
    /// the source zero-initialises ([`crate::side::SideInfo::zeroed_workgroup`]).
    fn zeroes_workgroup(&self, g: Handle<naga::GlobalVariable>) -> bool {
        self.module().global_variables[g].space == AddressSpace::WorkGroup
            && self.payload_space(g).is_none()
            && (self.plan.input.language == crate::options::Language::Wgsl
                || self.plan.input.side.zeroed_workgroup.contains(&g))
    }

    /// The local invocation index for zeroing workgroup memory, adding a
    /// parameter when the source did not ask for it.
    fn zero_init_index(&self, f: &mut FnCtx, params: &mut Vec<String>) -> Option<String> {
        let any = self.entry.globals.iter().any(|&g| self.zeroes_workgroup(g));
        if !any {
            return None;
        }
        let existing =
            self.entry.io.builtins.iter().find(|v| v.binding == naga::Binding::BuiltIn(BuiltIn::LocalInvocationIndex));
        if let Some(v) = existing {
            return Some(v.name.clone());
        }
        let name = f.names.name("local_index");
        params.push(format!("uint {name} [[thread_index_in_threadgroup]]"));
        Some(name)
    }

    /// `return x;` of the entry function: naga's result copied into the
    /// output struct.
    pub fn entry_return(&mut self, f: &mut FnCtx, value: Handle<Expression>) {
        let io = &self.entry.io;
        if io.outputs.is_empty() {
            self.line("return;");
            return;
        }
        let v = self.expr(Some(f), value);
        let out = f.names.name("out");
        self.line("{");
        self.indent += 1;
        let simple =
            matches!(f.func.expressions[value], Expression::LocalVariable(_) | Expression::FunctionArgument(_))
                || f.baked.get(value.index()).is_some_and(Option::is_some);
        let r = if simple || io.outputs.iter().all(|o| o.source == IoSource::Result { member: None }) {
            v
        } else {
            let r = f.names.name("result");
            let ty = self.type_name_of(Some(f), value);
            self.line_fmt(format_args!("{ty} {r} = {v};"));
            r
        };
        self.line_fmt(format_args!("{} {out} = {{}};", io.out_struct));
        let result_ty = f.func.result.as_ref().map(|r| r.ty);
        let members = match result_ty {
            Some(t) if matches!(self.module().types[t].inner, TypeInner::Struct { .. }) => {
                self.planned(self.plan.names.members.get(&t), "member names of the result struct")
            }
            _ => Vec::new(),
        };
        for o in &io.outputs {
            let IoSource::Result { member } = o.source else { continue };
            let src = match member {
                Some(m) => format!("{r}.{}", self.planned(members.get(m as usize), "name for a result member")),
                None => r.clone(),
            };
            match self.module().types[o.ty].inner {
                TypeInner::Array { size: ArraySize::Constant(n), .. } => {
                    self.line_fmt(format_args!("for (uint i = 0u; i < {n}u; ++i) {{"));
                    self.line_fmt(format_args!("    {out}.{}[i] = {src}[i];", o.name));
                    self.line("}");
                }
                _ => self.line_fmt(format_args!("{out}.{} = {src};", o.name)),
            }
        }
        self.line_fmt(format_args!("return {out};"));
        self.indent -= 1;
        self.line("}");
    }
}
