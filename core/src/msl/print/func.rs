//! Helper functions: naga's parameters, then the lifted module-scope
//! variables and resources they use (raise::lift), then the body.

use super::Printer;
use super::expr::FnCtx;
use super::types::address_space;
use crate::msl::names::Namer;
use crate::side::FunctionRef;
use naga::{AddressSpace, ArraySize, Function, GlobalVariable, Handle, TypeInner};

impl<'a> Printer<'a> {
    pub fn helper(&mut self, h: Handle<Function>, lifted: &[Handle<GlobalVariable>]) {
        let module = self.module();
        let func = &module.functions[h];
        let info = &self.plan.input.info[h];
        let mut f = self.fn_ctx(func, info, FunctionRef::Helper(h), false);
        let mut params: Vec<String> =
            func.arguments.iter().zip(&f.arg_names).map(|(a, n)| format!("{} {n}", self.ty(a.ty))).collect();
        params.extend(lifted.iter().map(|&g| self.lifted_param(g)));
        if let Some(sizes) = self.sizes_param(h) {
            params.push(format!("constant uint* {sizes}"));
        }
        let result = func.result.as_ref().map_or_else(|| "void".into(), |r| self.ty(r.ty));
        let name = self.planned(self.plan.names.functions.get(&h), "name for a function");
        self.out.push('\n');
        let outer = self.enter_span(module.functions.get_span(h));
        self.line_fmt(format_args!("{result} {name}({}) {{", params.join(", ")));
        self.indent += 1;
        self.body(&mut f);
        self.indent -= 1;
        self.line("}");
        self.restore_span(outer);
    }

    /// The printing context of a function, with its names claimed: naga's
    /// arguments, local variables and named expressions keep their source
    /// names unless taken.
    pub fn fn_ctx(
        &self,
        func: &'a Function,
        info: &'a naga::valid::FunctionInfo,
        fref: FunctionRef,
        is_entry: bool,
    ) -> FnCtx<'a> {
        let mut names =
            if is_entry { self.entry.scope.clone() } else { Namer::within(self.entry.helper_scope.clone()) };
        let arg_names = func
            .arguments
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let builtin = self.entry.io.builtins.iter().find(|v| {
                    is_entry && v.source == crate::msl::raise::io::IoSource::Argument { arg: i as u32, member: None }
                });
                match builtin {
                    Some(v) => v.name.clone(),
                    None => names.name_or(a.name.as_deref(), &format!("arg{i}")),
                }
            })
            .collect();
        let local_names = func
            .local_variables
            .iter()
            .map(|(h, l)| names.name_or(l.name.as_deref(), &format!("local{}", h.index())))
            .collect();
        FnCtx {
            func,
            info,
            fref,
            baked: vec![None; func.expressions.len()],
            arg_names,
            local_names,
            names,
            precise: crate::msl::raise::precise::function_is_precise(self.plan.input.side, fref),
            is_entry,
            hoisted: vec![false; func.expressions.len()],
            inline_load: self.inline_loads(func, info),
        }
    }

    /// `precise`'s pragmas. Clang takes `#pragma clang fp` only at the start
    /// of a compound statement, so an entry function prints them before it
    /// unpacks its arguments.
    pub fn pragmas(&mut self, f: &FnCtx) {
        if f.precise {
            self.line("#pragma clang fp reassociate(off)");
            self.line("#pragma clang fp contract(off)");
        }
    }

    /// Pragmas (a helper's), local variables, statements.
    pub fn body(&mut self, f: &mut FnCtx) {
        if !f.is_entry {
            self.pragmas(f);
        }
        for (h, local) in f.func.local_variables.iter() {
            let ty = self.ty(local.ty);
            let name = self.planned(f.local_names.get(h.index()), "name for a local variable");
            let outer = self.enter_span(f.func.local_variables.get_span(h));
            match local.init {
                Some(init) => {
                    let value = self.expr(Some(f), init);
                    self.line_fmt(format_args!("{ty} {name} = {value};"));
                }
                // A query is default-constructed (it is no aggregate).
                None if super::ray::holds_query(self.module(), local.ty) => self.line_fmt(format_args!("{ty} {name};")),
                None => self.line_fmt(format_args!("{ty} {name} = {{}};")),
            }
            self.restore_span(outer);
        }
        self.block(f, &f.func.body);
    }

    /// The sizes buffer's name, when helper `h` receives it (`raise::sizes`).
    pub fn sizes_param(&self, h: Handle<Function>) -> Option<String> {
        self.entry.sizes.as_ref().filter(|p| p.helpers.contains(&h))?;
        self.plan.names.buffer_sizes.clone()
    }

    /// The parameter a helper receives a module-scope variable or resource as.
    pub fn lifted_param(&self, g: Handle<GlobalVariable>) -> String {
        let var = &self.module().global_variables[g];
        let name = self.planned(self.plan.names.globals.get(&g), "name for a global");
        if let Some(heap) = self.heap_of(g) {
            return format!("{} {name}", self.heap_type(heap));
        }
        match var.space {
            AddressSpace::Handle => format!("{} {name}", self.ty(var.ty)),
            _ => format!("{} {name}", self.global_ref_type(g)),
        }
    }

    /// `device T&`, `constant T&`, `device T*` (runtime-sized arrays)…
    pub fn global_ref_type(&self, g: Handle<GlobalVariable>) -> String {
        let var = &self.module().global_variables[g];
        if let Some(v) = self.pulled_input(g) {
            return format!("thread {}&", crate::msl::raise::io::interpolant_type(v, &self.ty(v.ty)));
        }
        let space = self.payload_space(g).unwrap_or(address_space(var.space));
        match self.module().types[var.ty].inner {
            TypeInner::Array { size: ArraySize::Dynamic, .. } => format!("{space} {}*", self.elem(var.ty)),
            // An array of storage buffers: their pointers, passed by value.
            TypeInner::BindingArray { base, size: ArraySize::Constant(n) } if self.is_buffer_array(g) => {
                format!("array<{space} {}*, {n}>", self.ty(base))
            }
            _ => format!("{space} {}&", self.ty(var.ty)),
        }
    }

    /// The interpolated input GLSL's stand-in global `g` refers to
    /// (`SideInfo::pull_inputs`), when this entry point has it.
    pub fn pulled_input(&self, g: Handle<GlobalVariable>) -> Option<&crate::msl::raise::io::IoVar> {
        let field = self.plan.input.side.pull_inputs.get(&g)?;
        crate::msl::raise::io::pulled_member(&self.entry.io, field)
    }

    /// Whether global `g` is an array of storage buffers (bound one buffer
    /// per element under `direct`; `msl::preflight` refuses the others).
    pub fn is_buffer_array(&self, g: Handle<GlobalVariable>) -> bool {
        let module = self.module();
        let var = &module.global_variables[g];
        matches!(var.space, naga::AddressSpace::Storage { .. })
            && !self.plan.input.side.pointer_heaps.contains_key(&g)
            && matches!(module.types[var.ty].inner, TypeInner::BindingArray { .. })
    }
}
