//! The printer: legalized plans + naga IR → MSL text. It takes no decision
//! the raise passes did not take; its dispatch is one line per construct.
//!
//! Emission rule for expressions: an expression is written as a typed local
//! (`float3 n = …;`, never `auto`) at its `Emit` when it has a name in the
//! source (`named_expressions`), when it reads memory or an image or takes a
//! derivative (so it happens where the source says), or when more than one
//! place uses it; a call's or atomic's result is always such a local.
//! Everything else is written inline where it is used, parenthesized. One
//! exception keeps the text close to the source: a non-atomic load used once
//! is written at its use when no statement of the thread can write memory
//! between the two (`Printer::inline_loads`), so `x = x + 1` stays
//! `x = x + 1;` and `if (i >= params.count)` keeps its shape.

mod argbuf;
mod bindless;
mod entry;
mod expr;
mod func;
mod image;
mod math;
mod mesh;
mod msc;
mod ray;
mod stmt;
pub mod subgroup;
pub mod types;

use super::raise::{EntryPlan, ModulePlan};
use crate::diag::{Code, Diagnostic, codes};
use crate::seqmap::SeqMap;
use crate::source::Span;
use indexmap::IndexSet;
use naga::{Handle, Module, Type, TypeInner};
use std::fmt::Write as _;

pub struct Printer<'a> {
    pub plan: &'a ModulePlan<'a>,
    pub entry: &'a EntryPlan,
    pub out: String,
    pub indent: usize,
    pub diagnostics: Vec<Diagnostic>,
    /// Helper functions the text needs (`modf`/`frexp` results…), with the
    /// source span of their first use.
    pub support: SeqMap<String, Span>,
    /// The line map (see [`Printed::line_spans`]) as change points: from
    /// each byte offset of `out` on, the text comes from that span (the last
    /// of several at one offset wins). A line maps to the span in effect
    /// where its newline was written.
    marks: Vec<(usize, Span)>,
    /// Where the text being written comes from.
    span: Span,
    /// What the plan should have held and did not (see [`Printer::planned`]).
    missing: std::cell::RefCell<Vec<&'static str>>,
    /// Byte offsets in `out` where a top-level item (a struct, a constant,
    /// a helper, the entry function) begins (see [`Printed::items`]).
    items: Vec<usize>,
}

/// One entry point's translation unit.
pub struct Printed {
    pub msl: String,
    /// The line map: for MSL line `i + 1`, the span of the naga statement,
    /// expression or declaration that produced it (`Span::DUMMY` for lines
    /// with no source: the `#include`s, blank lines between declarations,
    /// what the IR has no span for). Built as the lines are written.
    pub line_spans: Vec<Span>,
    pub diagnostics: Vec<Diagnostic>,
    /// The 0-based line where each top-level item begins, ascending: the
    /// lines before the first are the header, and item `k` runs to the
    /// start of item `k + 1`. Items are what one translation unit of
    /// several entry points shares (`msl::single`).
    pub items: Vec<usize>,
}

impl<'a> Printer<'a> {
    /// A printer used only to spell types (reflection).
    pub fn for_types(plan: &'a ModulePlan<'a>, entry: &'a EntryPlan) -> Printer<'a> {
        Printer {
            plan,
            entry,
            out: String::new(),
            indent: 0,
            diagnostics: Vec::new(),
            support: SeqMap::new(),
            marks: vec![(0, Span::DUMMY)],
            span: Span::DUMMY,
            missing: std::cell::RefCell::new(Vec::new()),
            items: Vec::new(),
        }
    }

    /// A name (or other fact) the plan holds for everything the printer
    /// meets. A missing one is our bug, never a reason to print an empty
    /// name: it fails the entry point with OSH4002 (and a debug assertion,
    /// so tests stop at it), so no MSL with a hole in it ships.
    pub fn planned<T: Clone + Default>(&self, found: Option<&T>, what: &'static str) -> T {
        debug_assert!(found.is_some(), "the MSL plan has no {what}");
        match found {
            Some(v) => v.clone(),
            None => {
                self.missing.borrow_mut().push(what);
                T::default()
            }
        }
    }
}

const HEADER: &str = "#include <metal_stdlib>\n#include <simd/simd.h>\n\nusing namespace metal;\n";

/// Write one entry point's translation unit.
pub fn entry_point(plan: &ModulePlan, entry: &EntryPlan) -> Printed {
    let mut p = Printer::for_types(plan, entry);
    p.structs();
    p.argument_buffer_structs();
    p.msc_structs();
    p.constants();
    p.function_constants();
    let (prelude, prelude_spans, prelude_items) = p.take_lines();
    // Room for the functions: about a line of text per expression.
    let expressions: usize = entry.helpers.iter().map(|(f, _)| plan.module.functions[*f].expressions.len()).sum();
    let own = plan.module.entry_points.get(entry.index).map_or(0, |ep| ep.function.expressions.len());
    p.out.reserve((expressions + own) * 24 + 1024);
    for (f, lifted) in &entry.helpers {
        p.item();
        p.helper(*f, lifted);
    }
    p.item();
    p.entry_function();
    let (body, body_spans, body_items) = p.take_lines();
    let mut msl = String::with_capacity(HEADER.len() + prelude.len() + body.len());
    let mut line_spans = Vec::with_capacity(prelude_spans.len() + body_spans.len() + 4);
    let mut items = Vec::new();
    msl.push_str(HEADER);
    line_spans.extend(HEADER.lines().map(|_| Span::DUMMY));
    items.extend(prelude_items.iter().map(|i| i + line_spans.len()));
    msl.push_str(&prelude);
    line_spans.extend(prelude_spans);
    for (s, &span) in &p.support {
        items.push(line_spans.len());
        msl.push('\n');
        msl.push_str(s);
        line_spans.push(Span::DUMMY);
        line_spans.extend(s.lines().map(|_| span));
    }
    items.extend(body_items.iter().map(|i| i + line_spans.len()));
    msl.push_str(&body);
    line_spans.extend(body_spans);
    items.dedup();
    let ep_span = plan.input.side.entry_spans.get(entry.index).copied().unwrap_or(Span::DUMMY);
    for what in p.missing.take() {
        let msg = format!("internal error: the MSL writer has no {what} (a bug of ferrometal)");
        p.error(codes::INTERNAL_WRITER, msg, ep_span.into());
    }
    Printed { msl, line_spans, diagnostics: p.diagnostics, items }
}

impl<'a> Printer<'a> {
    pub fn module(&self) -> &'a Module {
        self.plan.module
    }

    /// The text written so far, the span of each of its lines and the
    /// lines where its items begin; the printer goes on with an empty text.
    fn take_lines(&mut self) -> (String, Vec<Span>, Vec<usize>) {
        let out = std::mem::take(&mut self.out);
        let starts = std::mem::take(&mut self.items);
        let items = starts
            .iter()
            .map(|&at| memchr::memchr_iter(b'\n', out.as_bytes().get(..at).unwrap_or_default()).count())
            .collect();
        let marks = std::mem::replace(&mut self.marks, vec![(0, self.span)]);
        let mut spans = Vec::with_capacity(out.len() / 24);
        let mut mark = 0;
        let mut line_start = 0;
        for at in memchr::memchr_iter(b'\n', out.as_bytes()) {
            while marks.get(mark + 1).is_some_and(|&(offset, _)| offset <= at) {
                mark += 1;
            }
            // A blank line comes from nothing.
            let blank = at == line_start;
            spans.push(if blank { Span::DUMMY } else { marks.get(mark).map_or(Span::DUMMY, |m| m.1) });
            line_start = at + 1;
        }
        (out, spans, items)
    }

    /// A top-level item begins here (every item begins at a line start).
    fn item(&mut self) {
        self.items.push(self.out.len());
    }

    fn mark(&mut self, span: Span) {
        self.span = span;
        match self.marks.last_mut() {
            Some(last) if last.0 == self.out.len() => last.1 = span,
            _ => self.marks.push((self.out.len(), span)),
        }
    }

    /// Attribute the lines written from now on to `span` (a naga span; an
    /// undefined one keeps the enclosing construct's). Returns the span to
    /// restore afterwards with [`Printer::restore_span`].
    pub fn enter_span(&mut self, span: impl Into<Span>) -> Span {
        let span = span.into();
        let old = self.span;
        if !span.is_dummy() && span != old {
            self.mark(span);
        }
        old
    }

    /// Add a helper function to the translation unit (once); its lines map
    /// to its first use.
    pub fn add_support(&mut self, text: String) {
        let here = self.span;
        self.support.entry(text).or_insert(here);
    }

    pub fn restore_span(&mut self, old: Span) {
        if old != self.span {
            self.mark(old);
        }
    }

    /// Like [`Printer::line`], formatting straight into the output.
    pub fn line_fmt(&mut self, args: std::fmt::Arguments) {
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
        let _ = self.out.write_fmt(args);
        self.out.push('\n');
    }

    /// Write one line whose text `write` appends to the buffer it is given.
    /// The output is that buffer meanwhile: `write` must not write lines
    /// or change the span itself.
    pub fn line_with(&mut self, write: impl FnOnce(&mut Self, &mut String)) {
        let mut out = std::mem::take(&mut self.out);
        for _ in 0..self.indent {
            out.push_str("    ");
        }
        write(self, &mut out);
        out.push('\n');
        self.out = out;
    }

    pub fn line(&mut self, text: impl AsRef<str>) {
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
        self.out.push_str(text.as_ref());
        self.out.push('\n');
    }

    pub fn error(&mut self, code: Code, message: impl Into<String>, span: naga::Span) {
        let d = Diagnostic::error(code, message, Span::from(span));
        if !self.diagnostics.iter().any(|x| x.code == d.code && x.message == d.message) {
            self.diagnostics.push(d);
        }
    }

    /// Every struct the entry point reaches, with its layout asserts.
    fn structs(&mut self) {
        let used = self.used_types();
        self.line_wrappers(&used);
        for (h, ty) in self.module().types.iter() {
            if !used.contains(&h) {
                continue;
            }
            let outer = self.enter_span(self.module().types.get_span(h));
            self.item();
            match ty.inner {
                TypeInner::Struct { ref members, .. } => self.struct_decl(h, members),
                TypeInner::Array { base, .. } => self.wrapper_decl(h, base),
                _ => {}
            }
            self.restore_span(outer);
        }
    }

    /// The wrapper structs of matrix lines the used structs store.
    fn line_wrappers(&mut self, used: &IndexSet<Handle<Type>>) {
        let layouts = &self.plan.layouts;
        let wanted: IndexSet<super::raise::layout::Lines> = used
            .iter()
            .filter_map(|h| layouts.structs.get(h))
            .flat_map(|l| &l.members)
            .filter_map(|m| m.lines)
            .flat_map(|l| [l.line_key(), l])
            .collect();
        for (lines, name) in &self.plan.names.lines {
            if let (true, false, super::raise::layout::LineElem::Wrapped { pad, packed }) =
                (wanted.contains(lines), lines.split, lines.line)
            {
                self.item();
                let packed = if packed { "packed_" } else { "" };
                let vector = format!("{packed}{}", types::vector_name(lines.rows, lines.scalar));
                let _ = write!(self.out, "\nstruct {name} {{\n    {vector} value;\n    uchar pad[{pad}];\n}};\n");
            }
        }
        for (lines, name) in &self.plan.names.lines {
            if lines.split && wanted.contains(lines) {
                self.item();
                let head = format!("array<{}, {}>", self.line_ty(lines), lines.columns - 1);
                let last = self.last_line_ty(lines);
                let _ = write!(self.out, "\nstruct {name} {{\n    {head} lines;\n    {last} last;\n}};\n");
            }
        }
    }

    fn wrapper_decl(&mut self, array: Handle<Type>, base: Handle<Type>) {
        if let (Some(name), TypeInner::Array { size: naga::ArraySize::Constant(n), .. }) =
            (self.plan.names.atomic_arrays.get(&array), &self.module().types[array].inner)
        {
            let elem = self.ty(base);
            let _ = write!(self.out, "\nstruct {name} {{\n    {elem} inner[{n}];\n}};\n");
            return;
        }
        let Some(super::raise::layout::ArrayElem::Wrapped { pad }) = self.plan.layouts.arrays.get(&array).copied()
        else {
            return;
        };
        let Some(name) = self.plan.names.wrappers.get(&array).cloned() else { return };
        let _ = base;
        let base_ty = self.stored_elem(array);
        let _ = write!(self.out, "\nstruct {name} {{\n    {base_ty} value;\n    uchar pad[{pad}];\n}};\n");
    }

    fn struct_decl(&mut self, h: Handle<Type>, members: &[naga::StructMember]) {
        let names = &self.plan.names;
        let (Some(name), Some(member_names), Some(pads), Some(layout)) =
            (names.types.get(&h), names.members.get(&h), names.pads.get(&h), self.plan.layouts.structs.get(&h))
        else {
            return;
        };
        let mut text = format!("\nstruct {name} {{\n");
        for (i, m) in members.iter().enumerate() {
            let (Some(ml), Some(mname)) = (layout.members.get(i), member_names.get(i)) else { continue };
            if ml.pad_before > 0 {
                let _ = writeln!(text, "    uchar {}[{}];", pads.get(i).map_or("", String::as_str), ml.pad_before);
            }
            let runtime =
                matches!(self.module().types[m.ty].inner, TypeInner::Array { size: naga::ArraySize::Dynamic, .. });
            let ty = match (ml.lines, &self.module().types[m.ty].inner) {
                (Some(lines), TypeInner::Matrix { .. }) => self.lines_ty(&lines).into(),
                _ if ml.packed => self.packed(m.ty),
                _ => self.ty(m.ty),
            };
            if runtime {
                let _ = writeln!(text, "    {ty} {mname}[1];");
            } else {
                let _ = writeln!(text, "    {ty} {mname};");
            }
        }
        if layout.tail_pad > 0 {
            let _ = writeln!(text, "    uchar {}[{}];", pads.last().map_or("", String::as_str), layout.tail_pad);
        }
        text.push_str("};\n");
        // The reading view leaves the layout self-check out (`Options::readable`).
        if self.plan.input.options.readable {
            self.out.push_str(&text);
            return;
        }
        text.push_str("#ifdef FERROMETAL_CHECK_LAYOUT\n");
        if !layout.runtime_tail {
            let _ = writeln!(text, "static_assert(sizeof({name}) == {}, \"{name}: size\");", layout.size);
        }
        for (ml, mname) in layout.members.iter().zip(member_names) {
            let _ = writeln!(
                text,
                "static_assert(__builtin_offsetof({name}, {mname}) == {}, \"{name}::{mname}: offset\");",
                ml.offset
            );
        }
        text.push_str("#endif\n");
        self.out.push_str(&text);
    }

    /// Types the translation unit spells: those of the globals, functions,
    /// expressions and constants it reaches, closed over members.
    fn used_types(&self) -> IndexSet<Handle<Type>> {
        let module = self.module();
        let info = self.plan.input.info;
        let mut roots: Vec<Handle<Type>> = Vec::new();
        roots.extend(self.entry.globals.iter().map(|&g| module.global_variables[g].ty));
        roots.extend(self.entry.pointers.iter().map(|&g| module.global_variables[g].ty));
        roots.extend(self.argument_buffer_globals().iter().map(|&g| module.global_variables[g].ty));
        roots.extend(self.entry.constants.iter().map(|&c| module.constants[c].ty));
        roots.extend(self.entry.overrides.iter().map(|&o| module.overrides[o].ty));
        let Some(ep) = module.entry_points.get(self.entry.index) else { return IndexSet::new() };
        let mut functions: Vec<(&naga::Function, &naga::valid::FunctionInfo)> =
            self.entry.helpers.iter().map(|(f, _)| (&module.functions[*f], &info[*f])).collect();
        functions.push((&ep.function, info.get_entry_point(self.entry.index)));
        for (f, fi) in functions {
            roots.extend(f.arguments.iter().map(|a| a.ty));
            roots.extend(f.result.iter().map(|r| r.ty));
            roots.extend(f.local_variables.iter().map(|(_, l)| l.ty));
            for (h, e) in f.expressions.iter() {
                if let naga::proc::TypeResolution::Handle(t) = fi[h].ty {
                    roots.push(t);
                }
                match *e {
                    naga::Expression::Compose { ty, .. } | naga::Expression::ZeroValue(ty) => roots.push(ty),
                    naga::Expression::AtomicResult { ty, .. } | naga::Expression::SubgroupOperationResult { ty } => {
                        roots.push(ty)
                    }
                    _ => {}
                }
            }
        }
        let mut used = IndexSet::new();
        while let Some(t) = roots.pop() {
            // naga's handle check skips the `ty` of result expressions
            // (`AtomicResult`, `SubgroupOperationResult`), so a dead one may
            // name a type that does not exist: nothing uses it, skip it.
            let Ok(ty) = module.types.get_handle(t) else { continue };
            if !used.insert(t) {
                continue;
            }
            match ty.inner {
                TypeInner::Struct { ref members, .. } => roots.extend(members.iter().map(|m| m.ty)),
                TypeInner::Array { base, .. }
                | TypeInner::BindingArray { base, .. }
                | TypeInner::Pointer { base, .. } => roots.push(base),
                _ => {}
            }
        }
        used
    }

    fn constants(&mut self) {
        let module = self.module();
        let consts = self.entry.constants.clone();
        if !consts.is_empty() {
            self.out.push('\n');
        }
        for c in consts {
            let constant = &module.constants[c];
            self.item();
            let outer = self.enter_span(module.constants.get_span(c));
            let ty = self.ty(constant.ty);
            let name = self.planned(self.plan.names.constants.get(&c), "name for a constant");
            let init = self.const_expr(constant.init);
            let _ = writeln!(self.out, "constant {ty} {name} = {init};");
            self.restore_span(outer);
        }
    }

    fn function_constants(&mut self) {
        let module = self.module();
        let overrides = self.entry.overrides.clone();
        if !overrides.is_empty() {
            self.out.push('\n');
        }
        for o in overrides {
            let ov = &module.overrides[o];
            self.item();
            let outer = self.enter_span(module.overrides.get_span(o));
            let ty = match self.plan.input.side.wide_overrides.get(&o) {
                Some(&s) => std::borrow::Cow::Borrowed(crate::msl::raise::constants::wide_name(s)),
                None => self.ty(ov.ty),
            };
            let (name, value) = self.planned(self.plan.names.overrides.get(&o), "name for a function constant");
            let index = self.planned(self.plan.fc_indices.get(&o), "index for a function constant");
            let _ = writeln!(self.out, "constant {ty} {name} [[function_constant({index})]];");
            match ov.init {
                Some(init) => {
                    let default = self.const_expr(init);
                    let _ = writeln!(
                        self.out,
                        "constant {ty} {value} = is_function_constant_defined({name}) ? {name} : {default};"
                    );
                }
                None => {
                    let _ = writeln!(self.out, "constant {ty} {value} = {name};");
                }
            }
            self.restore_span(outer);
        }
    }
}
