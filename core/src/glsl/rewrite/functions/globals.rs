//! Plain global variables and constants, translated on the syntax tree as
//! functions are: `const`, `shared`, specialization constants and private
//! globals (with desktop GLSL's non-constant initializers deferred to the
//! entry point). The rewriter still reads their qualifiers from the tokens
//! and decides what each declaration is; this pass writes the declaration
//! as the HLSL lowering's tree, behind a placeholder as for a function.

use super::{Translate, Unhandled, placeholder};
use crate::hlsl::ast::{
    Attribute, Block, Declarator, Expr, ExprKind, FunctionDecl, IntSuffix, Item, Modifiers, Qualifier, Stmt, StmtKind,
    TypeExpr, VarDecl,
};
use crate::source::Span;

use super::super::Rewriter;

/// How the rewriter declares a plain global in HLSL.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::glsl::rewrite) enum Storage {
    /// A private global: `static`.
    Private,
    /// `const` with a constant initializer: `static const`.
    Const,
    /// `shared`: `groupshared`.
    Shared,
    /// `layout(constant_id = N) const`: `[[vk::constant_id(N)]] const`.
    Specialization(i64),
}

/// A deferred global initializer translated on the tree: the global's name
/// and span, and its value.
pub(in crate::glsl::rewrite) type DeferredInit = (String, Span, Expr);

/// Qualifiers a plain global may carry that change nothing in HLSL beyond
/// its storage (precision is a hint; the memory qualifiers matter only to
/// the buffers and images they qualify).
const GLOBAL_QUALIFIERS: &[&str] =
    &["highp", "mediump", "lowp", "const", "shared", "precise", "invariant", "coherent", "volatile", "restrict"];

impl Rewriter<'_> {
    /// The global declaration starting at `first`, declared with `storage`:
    /// translated on the tree and its placeholder emitted (or what it uses
    /// that this front-end does not translate reported).
    pub(in crate::glsl::rewrite) fn tree_global(&mut self, first: Span, storage: Storage) {
        let Some(v) = self.tree_globals.get(&first.start).copied() else {
            return self.unsupported("a declaration the GLSL parser read otherwise", first);
        };
        let mut t = Translate::new(self);
        let out = t.global(v, storage, &[]);
        let at = t.at.last().copied();
        let effects = std::mem::take(&mut t.effects);
        self.report_global(v, out.as_ref().err().copied());
        match out {
            Ok(decl) => {
                self.apply_effects(effects);
                self.emit_items(first, vec![Item::Var(decl)]);
            }
            Err(why) => self.unsupported(why, at.unwrap_or(v.span)),
        }
    }

    /// A global's line in the report of what the tree translated.
    fn report_global(&mut self, v: &VarDecl, why: Option<Unhandled>) {
        let names: Vec<&str> = v.declarators.iter().map(|d| d.name.as_str()).collect();
        self.function_report.push((format!("{}{}", crate::glsl::GLOBAL_REPORT, names.join(", ")), why));
    }

    /// A global whose initializers are not all constant (desktop GLSL):
    /// declared `static` with its constant initializers, and the others
    /// (the declarators at `deferred`) returned for the entry point to
    /// evaluate before `main`, in order. `spec_derived`: the one
    /// declarator's value is computed from a specialization constant,
    /// which the lowering may fold only into array lengths. `None` when
    /// it uses what this front-end does not translate (reported).
    pub(in crate::glsl::rewrite) fn tree_deferred_global(
        &mut self,
        first: Span,
        deferred: &[usize],
        spec_derived: bool,
    ) -> Option<Vec<DeferredInit>> {
        let Some(v) = self.tree_globals.get(&first.start).copied() else {
            self.unsupported("a declaration the GLSL parser read otherwise", first);
            return None;
        };
        let mut t = Translate::new(self);
        let out = t.deferred_global(v, deferred, spec_derived);
        let at = t.at.last().copied();
        let effects = std::mem::take(&mut t.effects);
        self.report_global(v, out.as_ref().err().copied());
        let (decl, inits) = match out {
            Ok(out) => out,
            Err(why) => {
                self.unsupported(why, at.unwrap_or(v.span));
                return None;
            }
        };
        self.apply_effects(effects);
        self.emit_items(first, vec![Item::Var(decl)]);
        Some(inits)
    }

    /// `__glsl_init_globals()`, which the entry point calls before `main`:
    /// each deferred global assigned its value, in declaration order.
    pub(in crate::glsl::rewrite) fn tree_global_initializers(&mut self, at: Span, inits: Vec<DeferredInit>) {
        let stmts = inits
            .into_iter()
            .map(|(name, span, value)| {
                let target = Expr::new(ExprKind::Ident(name), span);
                let assign = Expr::new(ExprKind::Assign(None, Box::new(target), Box::new(value)), span);
                Stmt { kind: StmtKind::Expr(assign), attributes: Vec::new(), span }
            })
            .collect();
        let f = FunctionDecl {
            attributes: Vec::new(),
            modifiers: Modifiers::default(),
            ret: TypeExpr { name: "void".into(), args: Vec::new(), dims: Vec::new(), span: at },
            name: "__glsl_init_globals".into(),
            name_span: at,
            params: Vec::new(),
            annotations: Vec::new(),
            body: Some(Block { stmts, span: at }),
            span: at,
        };
        self.emit_items(at, vec![Item::Function(f)]);
    }

    /// Emit a placeholder at `span` that `glsl::parse_and_lower` replaces
    /// with `items`.
    fn emit_items(&mut self, span: Span, items: Vec<Item>) {
        let k = self.functions.len();
        self.functions.push(items);
        self.emit_at(span, &format!("void {}();", placeholder(k)));
    }
}

impl Translate<'_, '_> {
    /// [`Rewriter::tree_deferred_global`]'s declaration and deferred values.
    fn deferred_global(
        &mut self,
        v: &VarDecl,
        deferred: &[usize],
        spec_derived: bool,
    ) -> Result<(VarDecl, Vec<DeferredInit>), Unhandled> {
        let mut decl = self.global(v, Storage::Private, deferred)?;
        let mut inits = Vec::with_capacity(deferred.len());
        for &k in deferred {
            let d = v.declarators.get(k).ok_or("a declarator the tree does not have")?;
            let init = self.expr(d.init.as_ref().ok_or("a deferred global without an initializer")?)?;
            inits.push((d.name.clone(), d.name_span, init));
        }
        if spec_derived {
            let [(_, _, init)] = inits.as_slice() else { return Err("several values derived from a constant") };
            decl.attributes.push(Attribute {
                name: "glsl::spec_derived".into(),
                args: vec![init.clone()],
                span: v.span,
            });
        }
        Ok((decl, inits))
    }

    /// A plain global as HLSL declares it with `storage`; the declarators
    /// at `deferred` lose their initializers (the caller evaluates them).
    fn global(&mut self, v: &VarDecl, storage: Storage, deferred: &[usize]) -> Result<VarDecl, Unhandled> {
        if !v.attributes.is_empty() {
            return Err("an attribute");
        }
        for q in &v.modifiers.glsl {
            match q {
                Qualifier::Word(w, _) if GLOBAL_QUALIFIERS.contains(&w.as_str()) => {}
                Qualifier::Layout(ids, _)
                    if matches!(storage, Storage::Specialization(_))
                        && ids.iter().all(|id| id.name == "constant_id") => {}
                _ => return Err("a qualifier of a global"),
            }
        }
        // Globals keep their precision: only a function's `mediump` floats
        // may be `half` (`Options::mediump_as_half`).
        let ty = self.ty(&v.ty)?;
        let mut declarators = Vec::with_capacity(v.declarators.len());
        for (k, d) in v.declarators.iter().enumerate() {
            let mut out = if deferred.contains(&k) {
                let mut bare = self.declarator(&Declarator { init: None, ..d.clone() }, &v.ty)?;
                bare.init = None;
                bare
            } else {
                self.declarator(d, &v.ty)?
            };
            out.annotations.clear();
            declarators.push(out);
        }
        let modifiers = Modifiers {
            is_static: matches!(storage, Storage::Private | Storage::Const),
            is_const: matches!(storage, Storage::Const | Storage::Specialization(_)),
            groupshared: storage == Storage::Shared,
            ..Modifiers::default()
        };
        let attributes = match storage {
            Storage::Specialization(id) => {
                let id = u64::try_from(id).map_err(|_| "a negative constant id")?;
                vec![Attribute {
                    name: "vk::constant_id".into(),
                    args: vec![Expr::new(ExprKind::Int(id, IntSuffix::None), v.span)],
                    span: v.span,
                }]
            }
            _ => Vec::new(),
        };
        Ok(VarDecl { attributes, modifiers, ty, declarators, span: v.span })
    }
}
