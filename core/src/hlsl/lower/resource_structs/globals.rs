//! Globals of structs holding resources: one resource global per resource
//! member and element, in member order, with the variable's registers
//! counted on per class (see the parent module's doc).

use super::{Bind, Ent, Flat, Kind, MAX_HANDLES, Slot};
use crate::hlsl::ast::*;
use crate::ordered::{IntMap, OrdMap};

impl Flat {
    /// A global of a struct holding resources: its resource globals and
    /// its data part.
    pub(super) fn global(&mut self, v: VarDecl) -> Vec<Item> {
        let mut out = Vec::new();
        let has_data = self.rs_of(&v.ty).is_some_and(|i| i.has_data);
        for d in &v.declarators {
            // `static S s = { tex, smp, … };`: handles of other globals.
            if v.modifiers.is_static
                && d.dims.is_empty()
                && let Some(Expr { kind: ExprKind::InitList(list), span }) = &d.init
            {
                let mut ent = self.unset(&v.ty.name, &[]);
                let data = self.init_list(&mut ent, &v.ty.name, list, *span);
                if has_data {
                    let decl = Declarator { init: data, ..d.clone() };
                    out.push(Item::Var(VarDecl { declarators: vec![decl], ..v.clone() }));
                }
                self.globals.insert(d.name.clone(), Bind::Var { ent, data: has_data, escapes: false });
                continue;
            }
            if v.modifiers.is_static || v.modifiers.groupshared || d.init.is_some() {
                let msg = format!(
                    "`{}` holds textures, samplers or buffers: a static global of it needs an initializer list, and a uniform one none",
                    d.name
                );
                self.error(msg, d.name_span);
                continue;
            }
            let mut next: IntMap<char, u32> = IntMap::new();
            let mut binding = v
                .attributes
                .iter()
                .find(|a| a.name == "vk::binding")
                .and_then(|a| a.args.first().and_then(Self::literal));
            let ent = self.global_ent(&v.ty.name, &v, d, &d.dims, d.name.clone(), &mut next, &mut binding, &mut out);
            if has_data {
                let annotations = d
                    .annotations
                    .iter()
                    .filter(|a| !matches!(a, Annotation::Register { class, .. } if "tsub".contains(*class)))
                    .cloned()
                    .collect();
                let decl = Declarator { annotations, ..d.clone() };
                out.push(Item::Var(VarDecl { declarators: vec![decl], attributes: Vec::new(), ..v.clone() }));
            }
            self.globals.insert(d.name.clone(), Bind::Var { ent, data: has_data, escapes: false });
        }
        out
    }

    #[allow(clippy::too_many_arguments)]
    fn global_ent(
        &mut self,
        sname: &str,
        v: &VarDecl,
        d: &Declarator,
        dims: &[Option<Expr>],
        prefix: String,
        next: &mut IntMap<char, u32>,
        binding: &mut Option<usize>,
        out: &mut Vec<Item>,
    ) -> Ent {
        if let Some((first, rest)) = dims.split_first() {
            let Some(n) = first.as_ref().and_then(Self::literal) else {
                self.error("an array of structs holding resources needs a literal size", d.name_span);
                return Ent::Bad(d.name_span);
            };
            let mut elements = Vec::new();
            for k in 0..n {
                if self.made >= MAX_HANDLES {
                    break;
                }
                elements.push(self.global_ent(sname, v, d, rest, format!("{prefix}_{k}"), next, binding, out));
            }
            return Ent::Array(elements);
        }
        self.global_struct(sname, v, d, prefix, next, binding, out)
    }

    #[allow(clippy::too_many_arguments)]
    fn global_struct(
        &mut self,
        sname: &str,
        v: &VarDecl,
        d: &Declarator,
        prefix: String,
        next: &mut IntMap<char, u32>,
        binding: &mut Option<usize>,
        out: &mut Vec<Item>,
    ) -> Ent {
        let Some(info) = self.structs.get(sname).cloned() else { return Ent::Bad(d.name_span) };
        let mut slots = OrdMap::new();
        let mut nested = OrdMap::new();
        for (m, kind) in info.members {
            match kind {
                Kind::Data => {}
                Kind::Nested(n, dims) => {
                    let e = self.global_ent(&n, v, d, &dims, format!("{prefix}_{m}"), next, binding, out);
                    nested.insert(m, e);
                }
                Kind::Leaf { ty, dims, class } => {
                    self.made += 1;
                    if self.made == MAX_HANDLES {
                        let msg = format!("the structs holding resources make more than {MAX_HANDLES} resources");
                        self.error(msg, d.name_span);
                    }
                    if self.made >= MAX_HANDLES {
                        continue;
                    }
                    let name = self.unique_name(format!("{prefix}_{m}"));
                    let count =
                        dims.iter().map(|e| e.as_ref().and_then(Self::literal).unwrap_or(1) as u32).product::<u32>();
                    let mut annotations = Vec::new();
                    for a in &d.annotations {
                        if let Annotation::Register { class: c, index, space, span } = a
                            && *c == class
                        {
                            let offset = next.entry(class).or_insert(0);
                            annotations.push(Annotation::Register {
                                class,
                                index: index + *offset,
                                space: *space,
                                span: *span,
                            });
                            *offset += count;
                        }
                    }
                    let mut attributes = v.attributes.clone();
                    if let Some(b) = binding.as_mut() {
                        for a in attributes.iter_mut().filter(|a| a.name == "vk::binding") {
                            if let Some(first) = a.args.first_mut() {
                                first.kind = ExprKind::Int(*b as u64, IntSuffix::None);
                            }
                        }
                        *b += 1;
                    }
                    let decl = Declarator { name: name.clone(), name_span: d.name_span, dims, annotations, init: None };
                    out.push(Item::Var(VarDecl {
                        attributes,
                        modifiers: v.modifiers.clone(),
                        ty,
                        declarators: vec![decl],
                        span: v.span,
                    }));
                    slots.insert(m, Slot::Known(Expr::new(ExprKind::Ident(name.clone()), d.name_span), name));
                }
            }
        }
        Ent::Struct { name: sname.to_string(), slots, nested }
    }
}
