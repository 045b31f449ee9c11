//! GLSL's declarations (GLSL 4.60 §4 and §6, ESSL 3.20), over the parser the
//! dialects share: qualifiers in any order with `layout(…)`, interface
//! blocks, qualifier-only declarations (`layout(local_size_x = 64) in;`,
//! `invariant gl_Position;`), `precision` statements and array types
//! (`float[3] a`). Functions, structs, statements and expressions are the
//! shared grammar's, under the same depth, chain, progress and error-count
//! budgets. The tree keeps every qualifier as written (`Modifiers::glsl`);
//! the GLSL front-end interprets them.

use super::Parser;
use crate::diag::codes;
use crate::hlsl::ast::*;
use crate::source::Span;
use crate::syntax::token::{Punct, TokenKind};

/// Qualifiers that are keywords in every GLSL version.
const RESERVED_QUALIFIERS: &[&str] =
    &["const", "in", "out", "inout", "uniform", "attribute", "varying", "centroid", "invariant", "flat", "smooth"];

/// Qualifiers that a later GLSL version or an extension made keywords: an
/// older shader may use them as names, so they qualify only before another
/// word (`sample in vec2 uv;`, not `sample = …`), or, for a storage
/// qualifier, right after a `layout(…)` (`layout(std430) buffer;`).
const QUALIFIERS: &[&str] = &[
    "buffer",
    "shared",
    "patch",
    "sample",
    "noperspective",
    "precise",
    "highp",
    "mediump",
    "lowp",
    "coherent",
    "volatile",
    "restrict",
    "readonly",
    "writeonly",
    "devicecoherent",
    "queuefamilycoherent",
    "workgroupcoherent",
    "subgroupcoherent",
    "nonprivate",
    "nonuniformEXT",
    "explicitInterpAMD",
    "pervertexEXT",
    "pervertexNV",
    "perprimitiveEXT",
    "perprimitiveNV",
    "perviewNV",
    "taskNV",
    "taskPayloadSharedEXT",
    "rayPayloadEXT",
    "rayPayloadInEXT",
    "rayPayloadNV",
    "rayPayloadInNV",
    "hitAttributeEXT",
    "hitAttributeNV",
    "callableDataEXT",
    "callableDataInEXT",
    "callableDataNV",
    "callableDataInNV",
    "shaderRecordEXT",
    "shaderRecordNV",
    "hitObjectAttributeNV",
];

impl Parser<'_> {
    /// The declarations of a GLSL translation unit.
    pub(super) fn glsl_items(&mut self) -> Vec<Item> {
        let mut items = Vec::new();
        let mut last = usize::MAX;
        while !self.at_eof() {
            self.progress(&mut last);
            if self.eat(Punct::Semi) {
                continue;
            }
            if self.at(Punct::RBrace) {
                let t = self.bump();
                self.error_expected("a declaration", &t);
                continue;
            }
            let item = self.glsl_item();
            items.append(&mut self.hoisted);
            items.push(item);
            items.append(&mut self.pending);
        }
        items
    }

    fn glsl_item(&mut self) -> Item {
        let start = self.peek().span;
        if self.at_ident("precision") {
            return self.precision_decl(start);
        }
        if self.at_ident("subroutine") {
            self.error(
                codes::SEM_UNSUPPORTED,
                "GLSL subroutines are not supported: declare the functions and choose with a uniform",
                start,
            );
            self.skip_declaration();
            return Item::Error(start.to(self.prev_span()));
        }
        let modifiers = self.glsl_qualifiers();
        let qualified = !modifiers.glsl.is_empty();
        if self.at_ident("struct") {
            return self.struct_item(Vec::new(), modifiers, start);
        }
        if qualified && self.eat(Punct::Semi) {
            return Item::Qualifiers(QualifierDecl { modifiers, names: Vec::new(), span: start.to(self.prev_span()) });
        }
        // A block's name may already be a type: a `buffer_reference` block
        // declared before it is defined.
        if qualified && self.peek().kind == TokenKind::Ident && self.peek_at(1).is_punct(Punct::LBrace) {
            return self.interface_block(modifiers, start);
        }
        if qualified
            && self.peek().kind == TokenKind::Ident
            && !self.at_type()
            && (self.peek_at(1).is_punct(Punct::Semi) || self.peek_at(1).is_punct(Punct::Comma))
        {
            return self.qualified_names(modifiers, start);
        }
        if !self.at_type() {
            let t = self.peek().clone();
            self.error_expected("a declaration", &t);
            self.recover_to_semi();
            return Item::Error(start.to(self.prev_span()));
        }
        let ty = self.type_expr();
        if self.peek().kind == TokenKind::Ident && self.peek_at(1).is_punct(Punct::LParen) {
            return Item::Function(self.function(Vec::new(), modifiers, ty, start));
        }
        if self.eat(Punct::Semi) {
            // `float;` declares nothing (GLSL accepts it with a warning).
            return Item::Qualifiers(QualifierDecl { modifiers, names: Vec::new(), span: start.to(self.prev_span()) });
        }
        Item::Var(self.var_decl_rest(Vec::new(), modifiers, ty, start))
    }

    /// Qualifiers and `layout(…)` lists, in any order. The qualifiers HLSL
    /// shares set their fields of [`Modifiers`] too.
    pub(super) fn glsl_qualifiers(&mut self) -> Modifiers {
        let mut m = Modifiers::default();
        let mut last = usize::MAX;
        loop {
            self.progress(&mut last);
            let t = self.peek().clone();
            if t.kind != TokenKind::Ident {
                return m;
            }
            if t.text == "layout" && self.peek_at(1).is_punct(Punct::LParen) {
                let layout = self.layout_list();
                m.glsl.push(layout);
                continue;
            }
            let next = self.peek_at(1);
            let after_layout = matches!(m.glsl.last(), Some(Qualifier::Layout(..)));
            let is_qualifier = RESERVED_QUALIFIERS.contains(&t.text.as_str())
                || (QUALIFIERS.contains(&t.text.as_str())
                    && (next.kind == TokenKind::Ident || (after_layout && next.is_punct(Punct::Semi))));
            if !is_qualifier {
                return m;
            }
            self.cur.bump();
            match t.text.as_str() {
                "const" => m.is_const = true,
                "uniform" => m.uniform = true,
                "shared" => m.groupshared = true,
                "precise" => m.precise = true,
                "out" => m.inout = InOut::Out,
                "inout" => m.inout = InOut::InOut,
                "flat" | "smooth" | "noperspective" | "centroid" | "sample" => m.interpolation.push(t.text.clone()),
                _ => {}
            }
            m.glsl.push(Qualifier::Word(t.text, t.span));
        }
    }

    /// `layout(id, id = value, …)`.
    fn layout_list(&mut self) -> Qualifier {
        let start = self.bump().span;
        self.cur.bump();
        let mut ids = Vec::new();
        let mut last = usize::MAX;
        while !self.at_eof() && !self.at(Punct::RParen) {
            self.progress(&mut last);
            let Some((name, span)) = self.ident() else {
                while !self.at_eof() && !self.at(Punct::RParen) && !self.at(Punct::Semi) {
                    self.cur.bump();
                }
                break;
            };
            let value = if self.eat(Punct::Eq) { Some(self.assign_expr()) } else { None };
            ids.push(LayoutId { name, value, span: span.to(self.prev_span()) });
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect(Punct::RParen);
        Qualifier::Layout(ids, start.to(self.prev_span()))
    }

    /// `precision highp float;`
    fn precision_decl(&mut self, start: Span) -> Item {
        self.cur.bump();
        let precision = match self.ident() {
            Some((p, _)) if matches!(p.as_str(), "highp" | "mediump" | "lowp") => p,
            Some((p, span)) => {
                let msg = format!("expected `highp`, `mediump` or `lowp`, found `{p}`");
                self.error(codes::SYNTAX_UNEXPECTED_TOKEN, msg, span);
                self.recover_to_semi();
                return Item::Error(start.to(self.prev_span()));
            }
            None => {
                self.recover_to_semi();
                return Item::Error(start.to(self.prev_span()));
            }
        };
        if !self.at_type() {
            let t = self.peek().clone();
            self.error_expected("a type", &t);
            self.recover_to_semi();
            return Item::Error(start.to(self.prev_span()));
        }
        let ty = self.type_expr();
        self.expect(Punct::Semi);
        Item::Precision(PrecisionDecl { precision, ty, span: start.to(self.prev_span()) })
    }

    /// `invariant gl_Position, v;`: qualifiers for variables declared elsewhere.
    fn qualified_names(&mut self, modifiers: Modifiers, start: Span) -> Item {
        let mut names = Vec::new();
        let mut last = usize::MAX;
        loop {
            self.progress(&mut last);
            let Some(name) = self.ident() else {
                self.recover_to_semi();
                break;
            };
            // `layout(buffer_reference) buffer Node;`: a reference type
            // declared before its block.
            if is_buffer_reference(&modifiers) {
                self.types.insert(name.0.clone());
            }
            names.push(name);
            if !self.eat(Punct::Comma) {
                self.expect(Punct::Semi);
                break;
            }
        }
        Item::Qualifiers(QualifierDecl { modifiers, names, span: start.to(self.prev_span()) })
    }

    /// `[qualifiers] Name { members } [instance[dims]];`
    fn interface_block(&mut self, modifiers: Modifiers, start: Span) -> Item {
        let (name, name_span) = self.ident().unwrap_or_default();
        self.cur.bump();
        // A `buffer_reference` block's name is the type of a reference to
        // it, which its own members may use (a linked list's `next`).
        if is_buffer_reference(&modifiers) {
            self.types.insert(name.clone());
        }
        if !self.enter() {
            return Item::Error(start);
        }
        let mut members = Vec::new();
        let mut last = usize::MAX;
        while !self.at_eof() && !self.at(Punct::RBrace) {
            self.progress(&mut last);
            if self.eat(Punct::Semi) {
                continue;
            }
            let mstart = self.peek().span;
            let qualifiers = self.glsl_qualifiers();
            if !self.at_type() {
                let t = self.peek().clone();
                self.error_expected("a block member", &t);
                self.recover_to_semi();
                continue;
            }
            let ty = self.type_expr();
            members.push(self.var_decl_rest(Vec::new(), qualifiers, ty, mstart));
        }
        self.expect(Punct::RBrace);
        self.leave();
        let instance = match self.peek().kind {
            TokenKind::Ident => {
                let (name, name_span) = self.ident().unwrap_or_default();
                let dims = self.dims();
                Some(Declarator { name, name_span, dims, annotations: Vec::new(), init: None })
            }
            _ => None,
        };
        self.expect(Punct::Semi);
        Item::Block(InterfaceBlock { modifiers, name, name_span, members, instance, span: start.to(self.prev_span()) })
    }

    /// Past a declaration the front-end does not take: to its `;`, or past
    /// the body of a function definition.
    fn skip_declaration(&mut self) {
        let mut depth = 0usize;
        let mut last = usize::MAX;
        while !self.at_eof() {
            self.progress(&mut last);
            let t = self.bump();
            match t.kind {
                TokenKind::Punct(Punct::LBrace | Punct::LParen | Punct::LBracket) => depth += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket) => depth = depth.saturating_sub(1),
                TokenKind::Punct(Punct::RBrace) => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        self.eat(Punct::Semi);
                        return;
                    }
                }
                TokenKind::Punct(Punct::Semi) if depth == 0 => return,
                _ => {}
            }
        }
    }
}

/// Whether a `layout(…)` of `m` holds `buffer_reference`.
fn is_buffer_reference(m: &Modifiers) -> bool {
    m.glsl.iter().any(|q| matches!(q, Qualifier::Layout(ids, _) if ids.iter().any(|id| id.name == "buffer_reference")))
}
