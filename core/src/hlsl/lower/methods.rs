//! Structs with member functions and static members (HLSL 2021), as plain
//! items before any other pass: a static member `S::k` becomes a global
//! named `S::k`, a method `m` a function `S::m` whose first parameter is
//! `this` (none for a static method). `this` is `inout` when the method
//! can change the object (it assigns a member, passes one to an `out`
//! argument, or calls a method that does), else `in`, so read-only objects
//! (constant-buffer members, structured-buffer elements) have their
//! non-mutating methods called on them. Inside a method, bare member names,
//! static members and sibling methods resolve through `FnCtx::method_of`
//! (see `expr.rs` and `intrinsics.rs`).

use crate::hlsl::ast::*;
use crate::ordered::OrdSet;

/// Name of the implicit object parameter.
pub const THIS: &str = "this";

/// An attribute on the first member a derived struct declares itself: the
/// members before it are its base's.
pub const AFTER_BASE: &str = "ferrometal::after_base";

/// `items` with every struct's methods and static members moved out, and
/// a base struct's members and methods copied into the structs derived
/// from it (an unknown base is an error).
pub fn desugar(items: Vec<Item>) -> (Vec<Item>, Vec<crate::diag::Diagnostic>) {
    let items = define_out_of_line(items);
    let mut diags = Vec::new();
    // Structs as declared (before desugaring), for their derived structs.
    let mut declared: Vec<StructDecl> = Vec::new();
    // Functions (and methods, by bare name) with an `out` or `inout` parameter.
    let has_out = |f: &FunctionDecl| f.params.iter().any(|p| p.modifiers.inout != InOut::In);
    let user_fns: OrdSet<String> = crate::sort::set(items.iter().flat_map(|i| match i {
        Item::Function(f) if has_out(f) => vec![f.name.clone()],
        Item::Struct(s) => s.methods.iter().filter(|m| has_out(m)).map(|m| m.name.clone()).collect(),
        _ => Vec::new(),
    }));
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        let Item::Struct(mut s) = item else {
            out.push(item);
            continue;
        };
        if let Some(base) = s.base.take() {
            let found = declared.iter().rev().find(|d| d.name == base.name).or_else(|| {
                declared.iter().rev().find(|d| d.name.rsplit("::").next() == base.name.rsplit("::").next())
            });
            match found {
                Some(b) => {
                    let mut members = b.members.clone();
                    // DXC lays the base out as a struct of its own: bit
                    // fields of the derived struct start a new storage
                    // integer after it (see `Lower::declare_struct`).
                    if let Some(first) = s.members.first_mut() {
                        first.attributes.push(Attribute { name: AFTER_BASE.into(), args: Vec::new(), span: base.span });
                    }
                    members.append(&mut s.members);
                    s.members = members;
                    let own: Vec<(String, usize)> =
                        s.methods.iter().map(|m| (m.name.clone(), m.params.len())).collect();
                    let mut methods: Vec<FunctionDecl> = b
                        .methods
                        .iter()
                        .filter(|m| !own.contains(&(m.name.clone(), m.params.len())))
                        .cloned()
                        .collect();
                    methods.append(&mut s.methods);
                    s.methods = methods;
                }
                None => diags.push(crate::diag::Diagnostic::error(
                    crate::diag::codes::SEM_UNDECLARED,
                    format!("unknown base struct `{}`", base.name),
                    base.span,
                )),
            }
        }
        declared.push(s.clone());
        let (statics, members): (Vec<VarDecl>, Vec<VarDecl>) =
            std::mem::take(&mut s.members).into_iter().partition(|m| m.modifiers.is_static);
        s.members = members;
        let methods = std::mem::take(&mut s.methods);
        let fields: OrdSet<String> =
            crate::sort::set(s.members.iter().flat_map(|m| m.declarators.iter().map(|d| d.name.clone())));
        let mutating = mutating_methods(&methods, &fields, &user_fns);
        let name = s.name.clone();
        let span = s.span;
        // A static member naming a member's array size
        // (`static const uint N = 4; float4 c[N];`) is declared before the
        // struct, and the size names it qualified.
        let static_names: OrdSet<String> =
            crate::sort::set(statics.iter().flat_map(|v| v.declarators.iter().map(|d| d.name.clone())));
        let mut sizes = OrdSet::new();
        for m in &mut s.members {
            for dim in m.declarators.iter_mut().flat_map(|d| d.dims.iter_mut().flatten()) {
                if let ExprKind::Ident(n) = &mut dim.kind
                    && static_names.contains(n.as_str())
                {
                    sizes.insert(n.clone());
                    *n = format!("{name}::{n}");
                }
            }
        }
        let (early, late): (Vec<VarDecl>, Vec<VarDecl>) =
            statics.into_iter().partition(|v| v.declarators.iter().any(|d| sizes.contains(&d.name)));
        let qualified = |mut v: VarDecl| {
            for d in &mut v.declarators {
                d.name = format!("{name}::{}", d.name);
            }
            Item::Var(v)
        };
        out.extend(early.into_iter().map(qualified));
        out.push(Item::Struct(s));
        out.extend(late.into_iter().map(qualified));
        for mut m in methods {
            if !m.modifiers.is_static {
                let inout = if mutating.contains(&m.name) { InOut::InOut } else { InOut::In };
                m.params.insert(
                    0,
                    Param {
                        modifiers: Modifiers { inout, ..Modifiers::default() },
                        ty: TypeExpr { name: name.clone(), args: Vec::new(), dims: Vec::new(), span },
                        decl: Declarator {
                            name: THIS.into(),
                            name_span: m.name_span,
                            dims: Vec::new(),
                            annotations: Vec::new(),
                            init: None,
                        },
                        span: m.name_span,
                    },
                );
            }
            m.name = format!("{name}::{}", m.name);
            out.push(Item::Function(m));
        }
    }
    (out, diags)
}

/// Methods that can change their object, to a fixed point over calls of
/// sibling methods.
fn mutating_methods(methods: &[FunctionDecl], fields: &OrdSet<String>, user_fns: &OrdSet<String>) -> OrdSet<String> {
    let siblings: OrdSet<String> = crate::sort::set(methods.iter().map(|m| m.name.clone()));
    let facts: Vec<(String, bool, OrdSet<String>)> = methods
        .iter()
        .map(|m| {
            let mut w = Writes { fields, user_fns, siblings: &siblings, direct: false, calls: OrdSet::new() };
            if let Some(b) = &m.body {
                w.block(b);
            }
            (m.name.clone(), w.direct, w.calls)
        })
        .collect();
    let mut out: OrdSet<String> = crate::sort::set(facts.iter().filter(|f| f.1).map(|f| f.0.clone()));
    // Each round adds at least one method or stops: at most `methods.len()` rounds.
    for _ in 0..=methods.len() {
        let before = out.len();
        for (name, _, calls) in &facts {
            if calls.iter().any(|c| out.contains(c)) {
                out.insert(name.clone());
            }
        }
        if out.len() == before {
            break;
        }
    }
    out
}

/// Whether a body writes the object directly, and which sibling methods it calls on it.
struct Writes<'a> {
    fields: &'a OrdSet<String>,
    /// Functions with `out`/`inout` parameters.
    user_fns: &'a OrdSet<String>,
    siblings: &'a OrdSet<String>,
    direct: bool,
    calls: OrdSet<String>,
}

impl Writes<'_> {
    fn block(&mut self, b: &Block) {
        let mut exprs = super::func::statement_exprs(b);
        while let Some(e) = exprs.pop() {
            match &e.kind {
                ExprKind::Assign(_, l, r) => {
                    self.target(l);
                    exprs.push(l);
                    exprs.push(r);
                }
                ExprKind::Unary(op, a) => {
                    if matches!(op, UnOp::PreInc | UnOp::PreDec | UnOp::PostInc | UnOp::PostDec) {
                        self.target(a);
                    }
                    exprs.push(a);
                }
                ExprKind::Call { callee, args } => {
                    match callee {
                        Callee::Name(n, _) => {
                            if self.siblings.contains(n) {
                                self.calls.insert(n.clone());
                            }
                            if self.user_fns.contains(n) || writes_argument(n) {
                                args.iter().for_each(|a| self.target(a));
                            }
                        }
                        Callee::Method { object, name, .. } => {
                            if matches!(&object.kind, ExprKind::Ident(n) if n == THIS) {
                                self.calls.insert(name.clone());
                            } else if self.is_field(object) {
                                // A method of a struct-typed member may change it.
                                self.direct = true;
                            }
                            if self.user_fns.contains(name) || writes_argument(name) {
                                args.iter().for_each(|a| self.target(a));
                            }
                            exprs.push(object);
                        }
                        Callee::Type(_) | Callee::Template { .. } => {}
                    }
                    exprs.extend(args.iter());
                }
                ExprKind::Binary(_, a, b) | ExprKind::Comma(a, b) | ExprKind::Index(a, b) => {
                    exprs.push(a);
                    exprs.push(b);
                }
                ExprKind::Ternary(a, b, c) => exprs.extend([&**a, &**b, &**c]),
                ExprKind::Cast(_, _, a) | ExprKind::Member(a, _, _) => exprs.push(a),
                ExprKind::InitList(l) => exprs.extend(l.iter()),
                _ => {}
            }
        }
    }

    fn target(&mut self, e: &Expr) {
        if self.is_field(e) {
            self.direct = true;
        }
    }

    /// `x`, `x.y`, `x[i]` rooted at a member or at `this`.
    fn is_field(&self, e: &Expr) -> bool {
        super::func::root_name(e).is_some_and(|n| n == THIS || self.fields.contains(&n))
    }
}

/// Intrinsics and methods with `out` arguments.
fn writes_argument(name: &str) -> bool {
    name.starts_with("Interlocked") || matches!(name, "sincos" | "modf" | "frexp" | "GetDimensions" | "asuint")
}

/// `items` with each method defined outside its struct (`R S::m(…) { … }`,
/// a function named `S::m` after namespaces are flattened) moved into the
/// struct, as the body of the prototype it defines: the prototype of that
/// name whose parameter types are spelt the same. The definition's
/// parameter names are the ones its body uses; the prototype keeps its
/// modifiers (`static`). A definition that matches no prototype stays a
/// function of its own name.
fn define_out_of_line(mut items: Vec<Item>) -> Vec<Item> {
    let spelt = |f: &FunctionDecl| f.params.iter().map(|p| p.ty.name.clone()).collect::<Vec<_>>();
    let mut kept = vec![true; items.len()];
    for i in 0..items.len() {
        let Some(Item::Function(def)) = items.get(i) else { continue };
        let Some((owner, method)) = def.name.rsplit_once("::") else { continue };
        if def.body.is_none() {
            continue;
        }
        let (owner, method, params) = (owner.to_string(), method.to_string(), spelt(def));
        let Some(Item::Function(def)) = items.get(i).cloned() else { continue };
        let target = items.iter_mut().take(i).rev().find_map(|item| match item {
            Item::Struct(st) if st.name == owner => {
                st.methods.iter_mut().find(|m| m.name == method && m.body.is_none() && spelt(m) == params)
            }
            _ => None,
        });
        if let Some(proto) = target {
            proto.params = def.params;
            proto.body = def.body;
            proto.span = def.span;
            if let Some(k) = kept.get_mut(i) {
                *k = false;
            }
        }
    }
    let mut keep = kept.into_iter();
    items.retain(|_| keep.next().unwrap_or(true));
    items
}
