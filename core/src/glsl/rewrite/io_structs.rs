//! Stage inputs and outputs of struct type (`layout(location = 1) in Foo
//! foos[4];`, a struct member of an interface block), spread over
//! locations as GLSL assigns them (GLSL 4.60 §4.4.1): a struct takes the
//! locations of its members in order, an array of structs the struct's
//! locations once per element, element after element, a matrix one per
//! column. Each leaf is one field of the generated entry point's wire
//! struct, copied to or from its place in the user's global
//! (`foos[2].a`), so the lowering only ever sees scalars, vectors and
//! arrays of them at a location.
//!
//! Only the shapes of user structs whose member arrays have literal sizes
//! are known here; a stage variable of another struct keeps its type and
//! the lowering reports that it has no location.

use super::{Io, MAX_IO_ARRAY, Rewriter, hlsl_spelling, parse_int};
use crate::diag::codes;
use crate::ordered::OrdMap;
use crate::syntax::token::{Punct, Token, TokenKind};

/// User structs as stage variables see them, by name.
pub(super) type StructFields = OrdMap<String, StructShape>;

/// A struct's members and the locations one value of it takes (decided
/// when it is declared, from structs declared before it, so no struct
/// reaches itself and every lookup is one step).
#[derive(Clone, Debug)]
pub(super) struct StructShape {
    fields: Vec<StructField>,
    slots: u32,
    /// How many structs deep its members nest.
    depth: usize,
}

/// A member: HLSL type spelling, name, array length.
#[derive(Clone, Debug)]
pub(super) struct StructField {
    ty: String,
    name: String,
    count: Option<u32>,
}

/// One wire field of the entry point: (HLSL type, field name, location
/// offset from the variable's first, GLSL lvalue, link name).
pub(super) type WireField = (String, String, u32, String, String);

/// Structs nest at most this deep in a stage variable.
const MAX_STRUCT_DEPTH: usize = 16;

/// A stage variable takes at most this many locations: far above any
/// stage's limit (Metal's vertex outputs are 124 scalars), it bounds the
/// wire fields a hostile nesting of arrays could ask for.
pub(super) const MAX_IO_SLOTS: u32 = 256;

impl Io {
    /// The type named last in the spelling (`centroid float2` → `float2`).
    fn base_type(ty: &str) -> &str {
        ty.rsplit(' ').next().unwrap_or("")
    }

    /// Locations this variable takes.
    pub(super) fn slots(&self, structs: &StructFields) -> u32 {
        self.count.unwrap_or(1).saturating_mul(type_slots(&self.ty, structs))
    }

    /// The entry point's wire fields for this variable, leaf by leaf.
    pub(super) fn fields(&self, structs: &StructFields) -> Vec<WireField> {
        let mut out = Vec::new();
        let base = self.name.replace('.', "_");
        let place = Place { field: base, target: self.name.clone(), link: self.link.clone() };
        leaves(&self.ty, self.count, &place, 0, structs, 0, &mut out);
        out
    }
}

/// Where a leaf is: its wire field's name (without the trailing `_`), the
/// GLSL lvalue and the link name.
struct Place {
    field: String,
    target: String,
    link: String,
}

/// A matrix takes one location per column: (columns, column type).
fn columns(ty: &str) -> Option<(u32, String)> {
    let ty = Io::base_type(ty);
    let scalar = ["float", "half", "double"].into_iter().find(|s| ty.starts_with(s))?;
    match ty.strip_prefix(scalar)?.as_bytes() {
        [c @ b'2'..=b'4', b'x', r @ b'2'..=b'4'] => Some((u32::from(c - b'0'), format!("{scalar}{}", *r as char))),
        _ => None,
    }
}

/// Locations one value of `ty` takes.
fn type_slots(ty: &str, structs: &StructFields) -> u32 {
    match structs.get(Io::base_type(ty)) {
        Some(shape) => shape.slots,
        None => columns(ty).map_or(1, |(c, _)| c),
    }
}

/// The wire fields of `ty` (or of `count` elements of it) at `place`,
/// from location offset `first`; returns the locations taken. Callers
/// bound the total by [`MAX_IO_SLOTS`] first.
fn leaves(
    ty: &str,
    count: Option<u32>,
    place: &Place,
    first: u32,
    structs: &StructFields,
    depth: usize,
    out: &mut Vec<WireField>,
) -> u32 {
    if depth > MAX_STRUCT_DEPTH {
        return 0;
    }
    let elems: Vec<Option<u32>> = match count {
        Some(n) => (0..n).map(Some).collect(),
        None => vec![None],
    };
    // The interpolation qualifiers written before the type.
    let quals = ty.rsplit_once(' ').map(|(q, _)| format!("{q} ")).unwrap_or_default();
    let mut used = 0u32;
    for e in elems {
        let at = match e {
            Some(e) => Place {
                field: format!("{}_{e}", place.field),
                target: format!("{}[{e}]", place.target),
                link: format!("{}__{e}", place.link),
            },
            None => Place { field: place.field.clone(), target: place.target.clone(), link: place.link.clone() },
        };
        let offset = first.saturating_add(used);
        if let Some(shape) = structs.get(Io::base_type(ty)) {
            for m in &shape.fields {
                let inner = Place {
                    field: format!("{}_{}", at.field, m.name),
                    target: format!("{}.{}", at.target, m.name),
                    link: format!("{}__{}", at.link, m.name),
                };
                let mty = format!("{quals}{}", m.ty);
                used = used.saturating_add(leaves(
                    &mty,
                    m.count,
                    &inner,
                    first.saturating_add(used),
                    structs,
                    depth + 1,
                    out,
                ));
            }
            continue;
        }
        match columns(ty) {
            Some((per, col)) => {
                for c in 0..per {
                    let (f, l) = (format!("{}_c{c}_", at.field), format!("{}__c{c}", at.link));
                    out.push((format!("{quals}{col}"), f, offset + c, format!("{}[{c}]", at.target), l));
                }
                used = used.saturating_add(per);
            }
            None => {
                out.push((ty.to_string(), format!("{}_", at.field), offset, at.target, at.link));
                used = used.saturating_add(1);
            }
        }
    }
    used
}

impl Rewriter<'_> {
    /// `struct S { vec4 a; float b[2]; };` at file scope: its members, for
    /// stage variables of type `S`. A struct whose member arrays do not
    /// all have literal sizes is not recorded, nor one nested deeper than
    /// [`MAX_STRUCT_DEPTH`] or taking no location (so every struct in a
    /// stage variable's tree takes at least one of its bounded locations).
    pub(super) fn record_struct(&mut self, rest: &[Token]) {
        let (Some(name), Some(open)) =
            (rest.get(1).filter(|t| t.kind == TokenKind::Ident), rest.iter().position(|t| t.is_punct(Punct::LBrace)))
        else {
            return;
        };
        // A name declared twice (an error the lowering reports) is no
        // struct here, so no struct's members ever reach it again.
        if self.io_structs.remove(&name.text).is_some() {
            return;
        }
        let close = rest.iter().rposition(|t| t.is_punct(Punct::RBrace)).unwrap_or(rest.len());
        let body = rest.get(open + 1..close).unwrap_or(&[]);
        let mut fields = Vec::new();
        for member in body.split(|t| t.is_punct(Punct::Semi)) {
            let toks: Vec<&Token> = member
                .iter()
                .filter(|t| !matches!(t.text.as_str(), "highp" | "mediump" | "lowp" | "precise" | "invariant"))
                .collect();
            if toks.is_empty() {
                continue;
            }
            // `T a, b[2]`: the type is the first token (a struct member has
            // no qualifiers GLSL lets a stage variable carry).
            let Some((ty, decls)) = toks.split_first() else { continue };
            if ty.kind != TokenKind::Ident || ty.text == name.text {
                return;
            }
            let ty = hlsl_spelling(&ty.text);
            for d in decls.split(|t| t.is_punct(Punct::Comma)) {
                let count = match d {
                    [n] if n.kind == TokenKind::Ident => None,
                    [n, lb, size, rb]
                        if n.kind == TokenKind::Ident
                            && lb.is_punct(Punct::LBracket)
                            && rb.is_punct(Punct::RBracket) =>
                    {
                        match parse_int(&size.text)
                            .and_then(|v| u32::try_from(v).ok())
                            .filter(|v| (1..=MAX_IO_ARRAY).contains(v))
                        {
                            Some(v) => Some(v),
                            None => return,
                        }
                    }
                    _ => return,
                };
                let Some(n) = d.first() else { return };
                fields.push(StructField { ty: ty.clone(), name: n.text.clone(), count });
            }
        }
        let mut slots = 0u32;
        let mut depth = 0;
        for f in &fields {
            slots = slots.saturating_add(f.count.unwrap_or(1).saturating_mul(type_slots(&f.ty, &self.io_structs)));
            if let Some(inner) = self.io_structs.get(&f.ty) {
                depth = depth.max(inner.depth + 1);
            }
        }
        if slots == 0 || depth > MAX_STRUCT_DEPTH {
            return;
        }
        self.io_structs.insert(name.text.clone(), StructShape { fields, slots, depth });
    }

    /// A stage variable spread over more locations than any stage has.
    pub(super) fn io_too_large(&mut self, io: &Io) -> bool {
        let slots = io.slots(&self.io_structs);
        if slots <= MAX_IO_SLOTS {
            return false;
        }
        let msg = format!("`{}` takes more than {MAX_IO_SLOTS} locations", io.name);
        self.error(codes::SEM_ARRAY_SIZE, msg, io.span);
        true
    }
}
