//! The patch-constant record: what a hull shader's patch-constant function
//! writes and a domain shader reads, one record per patch
//! (`H_patchData` / `D_patchData`), linked by semantic.
//!
//! D3D links the two stages' patch constants by semantic, however each side
//! groups them: the hull side returns a struct and may write more through
//! `out` parameters; the domain side takes a struct, parameters of their
//! own, or both. Each side builds the same record from its own
//! declarations: one member per patch constant (a declarator or parameter
//! with a semantic; a struct without one gives its members), `SV_TessFactor`
//! first, `SV_InsideTessFactor` second, then the others in the order of
//! their semantics in upper case. A hull and a domain shader translated
//! apart so agree on the layout whenever they declare the same patch
//! constants with the same types, whatever their order, grouping and
//! names. The member names are each side's own (the declarator's, made
//! unique), and reflection gives the record member by member.
//!
//! GLSL has no semantics: the GLSL front-end's generated patch struct
//! (`glsl::rewrite::tesc`/`tese`) links by its own order, so there the
//! record is that struct's members in declaration order.

use super::super::Lower;
use crate::diag::codes;
use crate::hlsl::ast::*;
use crate::source::Span;

/// Nesting of structs inside a patch constant (a bound on the recursion).
const MAX_DEPTH: usize = 16;

/// One member of the record.
#[derive(Clone, Debug)]
pub(super) struct Leaf {
    /// The semantic in upper case, if it has one.
    pub semantic: Option<String>,
    /// The order key: the semantic (GLSL: the member's position).
    key: String,
    /// The member's name in the record (unique once `record` ran).
    pub name: String,
    pub ty: TypeExpr,
    pub dims: Vec<Option<Expr>>,
    /// Which value of this side holds it (the function's result, an `out`
    /// parameter, a domain parameter) and the access path inside it.
    pub root: usize,
    pub path: String,
    pub span: Span,
}

impl Leaf {
    /// A plain member `name` (the struct of a patch-constant function's
    /// `out` parameters).
    pub fn member(name: String, ty: &TypeExpr, dims: &[Option<Expr>], span: Span) -> Leaf {
        let key = String::new();
        Leaf { semantic: None, key, name, ty: ty.clone(), dims: dims.to_vec(), root: 0, path: String::new(), span }
    }
}

/// What one side declares, before it is a record.
pub(super) struct Leaves<'a> {
    pub structs: &'a [StructDecl],
    pub leaves: Vec<Leaf>,
}

/// The semantic of a declarator, in upper case.
pub(super) fn semantic_of(annotations: &[Annotation]) -> Option<String> {
    annotations.iter().find_map(|a| match a {
        Annotation::Semantic(n, _) => Some(n.to_ascii_uppercase()),
        _ => None,
    })
}

fn rank(leaf: &Leaf) -> u8 {
    match leaf.semantic.as_deref() {
        Some("SV_TESSFACTOR") => 0,
        Some("SV_INSIDETESSFACTOR") => 1,
        _ => 2,
    }
}

impl Lower<'_> {
    /// Add the patch constants of value `root` (type `ty`, array `dims`,
    /// semantic `semantic`) found at `path`, `depth` structs deep (0 for a
    /// whole value); false after an error.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn patch_leaves(
        &mut self,
        set: &mut Leaves,
        root: usize,
        name: &str,
        ty: &TypeExpr,
        dims: &[Option<Expr>],
        semantic: Option<String>,
        path: String,
        span: Span,
        depth: usize,
    ) -> bool {
        let def = (semantic.is_none() && dims.is_empty() && ty.args.is_empty())
            .then(|| set.structs.iter().find(|s| s.name == ty.name))
            .flatten()
            .cloned();
        let Some(def) = def else {
            if semantic.is_none() && !self.glsl {
                let msg =
                    format!("the patch constant `{name}` needs a semantic: D3D links patch constants by semantic");
                self.error(codes::SEM_BAD_SEMANTIC, msg, span);
                return false;
            }
            let key = semantic.clone().unwrap_or_default();
            let leaf =
                Leaf { semantic, key, name: name.to_string(), ty: ty.clone(), dims: dims.to_vec(), root, path, span };
            set.leaves.push(leaf);
            return true;
        };
        if depth >= MAX_DEPTH {
            self.error(codes::SEM_BAD_SEMANTIC, "patch-constant structs nest too deeply", span);
            return false;
        }
        if let Some(base) = &def.base {
            let base_path = path.clone();
            if !self.patch_leaves(set, root, name, base, &[], None, base_path, span, depth + 1) {
                return false;
            }
        }
        for m in &def.members {
            for d in &m.declarators {
                let member_path = format!("{path}.{}", d.name);
                let sem = semantic_of(&d.annotations);
                // GLSL's patch struct is one level of members, in order.
                if self.glsl {
                    let key = format!("{:08}", set.leaves.len());
                    let leaf = Leaf {
                        semantic: sem,
                        key,
                        name: d.name.clone(),
                        ty: m.ty.clone(),
                        dims: d.dims.clone(),
                        root,
                        path: member_path,
                        span: d.name_span,
                    };
                    set.leaves.push(leaf);
                    continue;
                }
                if !self.patch_leaves(set, root, &d.name, &m.ty, &d.dims, sem, member_path, d.name_span, depth + 1) {
                    return false;
                }
            }
        }
        true
    }

    /// The leaves in record order, each name unique; `None` after an error
    /// (a semantic met twice).
    pub(super) fn patch_record(&mut self, mut leaves: Vec<Leaf>) -> Option<Vec<Leaf>> {
        crate::sort::sort_by(&mut leaves, |a, b| rank(a).cmp(&rank(b)).then_with(|| a.key.cmp(&b.key)));
        for w in leaves.windows(2) {
            if let [a, b] = w
                && a.key == b.key
                && !self.glsl
            {
                let msg = format!("two patch constants have the semantic `{}`", a.key);
                self.error(codes::SEM_BAD_SEMANTIC, msg, b.span);
                return None;
            }
        }
        let mut taken = crate::ordered::OrdSet::new();
        for leaf in &mut leaves {
            let mut name = leaf.name.clone();
            let mut k = 1;
            while taken.contains(&name) {
                name = format!("{}_{k}", leaf.name);
                k += 1;
            }
            taken.insert(name.clone());
            leaf.name = name;
        }
        Some(leaves)
    }
}

/// The record struct `name` with `leaves`' members, in order.
pub(super) fn record_struct(name: &str, leaves: &[Leaf], span: Span) -> StructDecl {
    let members = leaves
        .iter()
        .map(|l| VarDecl {
            attributes: Vec::new(),
            modifiers: Modifiers::default(),
            ty: l.ty.clone(),
            declarators: vec![Declarator {
                name: l.name.clone(),
                name_span: l.span,
                dims: l.dims.clone(),
                annotations: Vec::new(),
                init: None,
            }],
            span: l.span,
        })
        .collect();
    StructDecl { name: name.to_string(), base: None, members, methods: Vec::new(), span }
}

/// Whether the record is struct `def` itself, member for member in its
/// order (the common case: one struct on each side, its patch constants in
/// the record's order), read from value `root`: then the struct serves as
/// the record and no member is copied.
pub(super) fn is_the_struct(record: &[Leaf], root: usize, def: Option<&StructDecl>) -> bool {
    let Some(def) = def.filter(|d| d.base.is_none()) else { return false };
    let mut members = def.members.iter().flat_map(|m| m.declarators.iter());
    let same = record.iter().all(|l| {
        members.next().is_some_and(|d| l.root == root && l.name == d.name && l.path == format!(".{}", d.name))
    });
    same && members.next().is_none()
}
