//! The `argument-buffers` model in text (the contract is `msl::bind`'s):
//! each argument buffer an entry point uses is a struct declared whole, with
//! every member of its space at its `[[id(n)]]` (so every entry point of a
//! file sees one layout), passed as one `constant` reference; the entry
//! function then names each member it uses as the direct model's parameter
//! would have been named, so helpers and the body read them unchanged.

use super::Printer;
use crate::msl::bind::ArgumentMember;
use naga::{AddressSpace, ArraySize, GlobalVariable, Handle, TypeInner};

impl<'a> Printer<'a> {
    /// The argument buffers (indices into `Bindings::argument_buffers`) the
    /// entry point reads.
    pub fn used_argument_buffers(&self) -> Vec<usize> {
        let b = &self.plan.bindings;
        let mut used: Vec<usize> =
            self.entry.globals.iter().filter_map(|g| b.members.get(g).map(|&(buffer, _)| buffer)).collect();
        crate::sort::sort(&mut used);
        used.dedup();
        used
    }

    /// Every global of the argument buffers the entry point reads (their
    /// types are spelled in the structs).
    pub fn argument_buffer_globals(&self) -> Vec<Handle<GlobalVariable>> {
        let buffers = &self.plan.bindings.argument_buffers;
        self.used_argument_buffers()
            .into_iter()
            .filter_map(|i| buffers.get(i))
            .flat_map(|b| b.members.iter().map(|m| m.global))
            .collect()
    }

    /// `descriptor<T>` and `descriptor_array<T>`, when a used argument buffer
    /// holds an unbounded array, then the argument-buffer structs.
    pub fn argument_buffer_structs(&mut self) {
        let used = self.used_argument_buffers();
        let buffers = &self.plan.bindings.argument_buffers;
        let unbounded = used.iter().filter_map(|&i| buffers.get(i)).flat_map(|b| &b.members).any(|m| m.count.is_none());
        if unbounded && let Some((one, many)) = self.plan.names.descriptor_templates.clone() {
            self.item();
            self.out.push('\n');
            self.line("// One element of an unbounded array's table: a resource ID the host writes.");
            self.line_fmt(format_args!("template <typename T> struct {one} {{ T value; }};"));
            self.line_fmt(format_args!("template <typename T> struct {many} {{"));
            self.line_fmt(format_args!("    constant {one}<T>* table;"));
            self.line("    T operator[](uint i) const { return table[i].value; }");
            self.line("};");
        }
        for i in used {
            let Some(buffer) = buffers.get(i) else { continue };
            let (ty, _) = self.planned(self.plan.names.argument_buffers.get(i), "name for an argument buffer");
            self.item();
            self.out.push('\n');
            self.line_fmt(format_args!("struct {ty} {{"));
            for m in &buffer.members {
                let member = self.argument_member(m);
                let outer = self.enter_span(self.module().global_variables.get_span(m.global));
                self.line_fmt(format_args!("    {member};"));
                self.restore_span(outer);
            }
            self.line("};");
        }
    }

    /// A member's declaration (without `;`).
    fn argument_member(&self, m: &ArgumentMember) -> String {
        let name = self.planned(self.plan.names.globals.get(&m.global), "name for a global");
        format!("{} {name} [[id({})]]", self.argument_member_type(m), m.id)
    }

    /// A member's type in the struct (reflection's `mslType`).
    pub fn argument_member_type(&self, m: &ArgumentMember) -> String {
        let var = &self.module().global_variables[m.global];
        if var.space != AddressSpace::Handle {
            return pointer_type(&self.global_ref_type(m.global));
        }
        match self.module().types[var.ty].inner {
            TypeInner::BindingArray { base, size: ArraySize::Dynamic | ArraySize::Pending(_) } => {
                let one = self.plan.names.descriptor_templates.as_ref().map_or("", |(one, _)| one.as_str());
                format!("constant {one}<{}>*", self.ty(base))
            }
            _ => self.ty(var.ty).into_owned(),
        }
    }

    /// The entry parameter of each argument buffer the entry point reads.
    pub fn argument_buffer_params(&self, params: &mut Vec<String>) {
        for i in self.used_argument_buffers() {
            let Some(buffer) = self.plan.bindings.argument_buffers.get(i) else { continue };
            let (ty, param) = self.planned(self.plan.names.argument_buffers.get(i), "name for an argument buffer");
            params.push(format!("constant {ty}& {param} [[buffer({})]]", buffer.space));
        }
    }

    /// Each member the entry point uses, under the name the body reads.
    pub fn argument_buffer_locals(&mut self) {
        let module = self.module();
        for &g in &self.entry.globals {
            let Some(&(b, _)) = self.plan.bindings.members.get(&g) else { continue };
            let (_, param) = self.planned(self.plan.names.argument_buffers.get(b), "name for an argument buffer");
            let var = &module.global_variables[g];
            let name = self.planned(self.plan.names.globals.get(&g), "name for a global");
            let outer = self.enter_span(module.global_variables.get_span(g));
            if var.space != AddressSpace::Handle {
                let r = self.global_ref_type(g);
                let deref = if r.ends_with('&') { "*" } else { "" };
                self.line_fmt(format_args!("{r} {name} = {deref}{param}.{name};"));
            } else {
                match module.types[var.ty].inner {
                    TypeInner::BindingArray { size: ArraySize::Constant(_), .. } => {
                        let ty = self.ty(var.ty);
                        self.line_fmt(format_args!("constant {ty}& {name} = {param}.{name};"));
                    }
                    _ => {
                        let ty = self.ty(var.ty);
                        let init = if matches!(module.types[var.ty].inner, TypeInner::BindingArray { .. }) {
                            format!("{{{param}.{name}}}")
                        } else {
                            format!("{param}.{name}")
                        };
                        self.line_fmt(format_args!("{ty} {name} = {init};"));
                    }
                }
            }
            self.restore_span(outer);
        }
    }
}

/// `device T&` → `device T*`; a pointer stays one.
fn pointer_type(reference: &str) -> String {
    match reference.strip_suffix('&') {
        Some(base) => format!("{base}*"),
        None => reference.to_string(),
    }
}
