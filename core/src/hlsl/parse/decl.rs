//! Top-level declarations: structs, typedefs, buffers, variables, functions.

use super::Parser;
use crate::diag::codes;
use crate::hlsl::ast::*;
use crate::options::MatrixPacking;
use crate::source::Span;
use crate::syntax::token::{Punct, TokenKind};

impl Parser<'_> {
    /// Items until `}` (when `closing`) or end of input.
    pub(super) fn items_until(&mut self, closing: Option<Punct>) -> Vec<Item> {
        let mut items = Vec::new();
        let mut last = usize::MAX;
        while !self.at_eof() {
            if closing.is_some_and(|c| self.at(c)) {
                break;
            }
            self.progress(&mut last);
            if self.eat(Punct::Semi) {
                continue;
            }
            if self.at(Punct::RBrace) {
                let t = self.bump();
                self.error_expected("a declaration", &t);
                continue;
            }
            let item = self.item();
            items.append(&mut self.hoisted);
            items.push(item);
            items.append(&mut self.pending);
        }
        items
    }

    fn item(&mut self) -> Item {
        let start = self.peek().span;
        let mut attributes = self.attributes();
        attributes.extend(self.layout_qualifiers());
        if (self.at_ident("struct") || self.at_ident("class")) && self.elaborated_struct() {
            self.cur.bump();
        } else if self.at_ident("struct") || self.at_ident("class") {
            return self.struct_item(attributes, Modifiers::default(), start);
        }
        if self.at_ident("typedef") {
            return self.typedef();
        }
        if (self.at_ident("cbuffer") || self.at_ident("tbuffer")) && self.peek_at(1).kind == TokenKind::Ident {
            return self.buffer_block(attributes);
        }
        if self.at_ident("namespace") {
            self.cur.bump();
            let Some((name, _)) = self.ident() else {
                self.recover_to_semi();
                return Item::Error(start);
            };
            if !self.expect(Punct::LBrace) || !self.enter() {
                return Item::Error(start);
            }
            let mark = self.type_log.len();
            let items = self.items_until(Some(Punct::RBrace));
            self.expect(Punct::RBrace);
            self.leave();
            // Qualify the type names declared inside, also those an earlier
            // namespace declared too (`A::Type` and `B::Type`).
            let inner: Vec<String> = self.type_log.get(mark..).unwrap_or_default().to_vec();
            for t in inner {
                self.declare_type(format!("{name}::{t}"));
            }
            return Item::Namespace(name, items, start.to(self.prev_span()));
        }
        if self.at_ident("enum") {
            return self.enum_decl();
        }
        if self.at_ident("template") && self.peek_at(1).is_punct(Punct::Lt) {
            return self.template_decl(start);
        }
        let mut modifiers = self.modifiers();
        if self.at_ident("struct") || self.at_ident("class") {
            return self.struct_item(attributes, modifiers, start);
        }
        if !self.at_type() {
            let t = self.peek().clone();
            self.error_expected("a declaration", &t);
            self.recover_to_semi();
            return Item::Error(start.to(self.prev_span()));
        }
        let ty = self.packed_type(&mut modifiers);
        if self.peek().kind == TokenKind::Ident && self.peek_at(1).is_punct(Punct::LParen) {
            return Item::Function(self.function(attributes, modifiers, ty, start));
        }
        // `R S::m(…) { … }`: a method of `S` defined outside it, named
        // `S::m` (`methods::define_out_of_line` moves it into `S`).
        if self.at_qualified_function() {
            return Item::Function(self.function(attributes, modifiers, ty, start));
        }
        let decl = self.var_decl_rest(attributes, modifiers, ty, start);
        Item::Var(decl)
    }

    /// `template<typename T, uint N>` and the struct or function it makes
    /// a template of. The parameters are type names while it is parsed.
    fn template_decl(&mut self, start: Span) -> Item {
        self.cur.bump();
        self.cur.bump();
        let mut params = Vec::new();
        let mut last = usize::MAX;
        while !self.at_eof() && !self.at(Punct::Gt) {
            self.progress(&mut last);
            let pstart = self.peek().span;
            let value = if self.at_ident("typename") || self.at_ident("class") {
                self.cur.bump();
                None
            } else if self.at_type() {
                Some(self.type_expr())
            } else {
                let t = self.peek().clone();
                self.error_expected("`typename` or a type", &t);
                self.recover_to_semi();
                return Item::Error(start.to(self.prev_span()));
            };
            let Some((name, _)) = self.ident() else {
                self.recover_to_semi();
                return Item::Error(start.to(self.prev_span()));
            };
            params.push(TemplateParam { name, value, span: pstart.to(self.prev_span()) });
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect(Punct::Gt);
        let added: Vec<String> = params
            .iter()
            .filter(|p| p.value.is_none() && self.types.insert(p.name.clone()))
            .map(|p| p.name.clone())
            .collect();
        // A struct template may name itself in its body.
        if (self.at_ident("struct") || self.at_ident("class")) && self.peek_at(1).kind == TokenKind::Ident {
            self.template_types.insert(self.peek_at(1).text.clone());
        }
        let item = self.item();
        for name in added {
            self.types.remove(&name);
        }
        match &item {
            Item::Struct(s) => {
                self.template_types.insert(s.name.clone());
            }
            Item::Function(f) => {
                self.template_fns.insert(f.name.clone());
            }
            Item::Error(_) => return item,
            _ => {
                self.error(codes::SYNTAX_UNEXPECTED_TOKEN, "only structs and functions can be templates", start);
                return Item::Error(start);
            }
        }
        Item::Template(TemplateDecl { params, item: Box::new(item), span: start.to(self.prev_span()) })
    }

    /// `[a]`, `[a(1,2)]`, `[[vk::b(1)]]`, any number of them.
    pub(super) fn attributes(&mut self) -> Vec<Attribute> {
        let mut out = Vec::new();
        let mut last = usize::MAX;
        while self.at(Punct::LBracket) {
            self.progress(&mut last);
            let start = self.bump().span;
            let double = self.eat(Punct::LBracket);
            // `[]` (DXC and glslang accept an empty attribute list).
            if self.at(Punct::RBracket) {
                self.cur.bump();
                if double {
                    self.expect(Punct::RBracket);
                }
                continue;
            }
            loop {
                let Some((mut name, _)) = self.ident() else {
                    self.recover_attr();
                    return out;
                };
                while self.eat(Punct::ColonColon) {
                    if let Some((n, _)) = self.ident() {
                        name.push_str("::");
                        name.push_str(&n);
                    }
                }
                let mut args = Vec::new();
                if self.eat(Punct::LParen) {
                    let mut last = usize::MAX;
                    while !self.at_eof() && !self.at(Punct::RParen) {
                        self.progress(&mut last);
                        args.push(self.assign_expr());
                        if !self.eat(Punct::Comma) {
                            break;
                        }
                    }
                    self.expect(Punct::RParen);
                }
                out.push(Attribute { name: name.to_ascii_lowercase(), args, span: start.to(self.prev_span()) });
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            if !self.expect(Punct::RBracket) {
                self.recover_attr();
                return out;
            }
            if double {
                self.expect(Punct::RBracket);
            }
        }
        out
    }

    /// `struct S { … };`, or `[static] struct S { … } s, t;`, which also
    /// declares variables of the struct type.
    pub(super) fn struct_item(&mut self, attributes: Vec<Attribute>, modifiers: Modifiers, start: Span) -> Item {
        // `struct S;`: a forward declaration names the type and declares nothing.
        if self.peek_at(1).kind == TokenKind::Ident && self.peek_at(2).is_punct(Punct::Semi) {
            self.cur.bump();
            let name = self.bump().text;
            self.declare_type(name);
            self.cur.bump();
            return Item::Namespace(String::new(), Vec::new(), start.to(self.prev_span()));
        }
        let s = self.struct_decl("");
        if !self.eat(Punct::Semi) && self.peek().kind == TokenKind::Ident && !s.name.is_empty() {
            let ty = TypeExpr { name: s.name.clone(), args: Vec::new(), dims: Vec::new(), span: s.span };
            let var = self.var_decl_rest(attributes, modifiers, ty, start);
            self.pending.push(Item::Var(var));
        }
        Item::Struct(s)
    }

    fn recover_attr(&mut self) {
        while !self.at_eof() && !self.at(Punct::RBracket) {
            self.cur.bump();
        }
        self.eat(Punct::RBracket);
        self.eat(Punct::RBracket);
    }

    pub(super) fn modifiers(&mut self) -> Modifiers {
        if self.dialect == crate::syntax::Dialect::Glsl {
            return self.glsl_qualifiers();
        }
        let start = self.cur.pos();
        let mut m = self.modifier_words();
        // The packing of the last `#pragma pack_matrix` before the declaration.
        if !m.row_major && !m.column_major {
            match self.packing.iter().rev().find(|(at, _)| *at <= start) {
                Some((_, MatrixPacking::RowMajor)) => m.row_major = true,
                Some((_, MatrixPacking::ColumnMajor)) => m.column_major = true,
                None => {}
            }
        }
        m
    }

    fn modifier_words(&mut self) -> Modifiers {
        let mut m = Modifiers::default();
        loop {
            let t = self.peek();
            if t.kind != TokenKind::Ident {
                return m;
            }
            match t.text.as_str() {
                "static" => m.is_static = true,
                "const" => m.is_const = true,
                "uniform" => m.uniform = true,
                "extern" => m.extern_ = true,
                "groupshared" => m.groupshared = true,
                "precise" => m.precise = true,
                "row_major" => m.row_major = true,
                "column_major" => m.column_major = true,
                "in" => {}
                "out" => m.inout = InOut::Out,
                "inout" => m.inout = InOut::InOut,
                "volatile" | "inline" | "shared" | "export" | "snorm" | "unorm" | "globallycoherent" => {}
                // Geometry-shader primitive qualifiers (the stage is rejected later).
                "point" | "line" | "triangle" | "lineadj" | "triangleadj" => {}
                "linear" | "nointerpolation" | "noperspective" | "centroid" | "sample" => {
                    m.interpolation.push(t.text.clone())
                }
                // Mesh shader parameter kinds: keywords only before a type
                // name (`out vertices V verts[N]`); elsewhere ordinary names.
                "vertices" | "indices" | "primitives" | "payload" if self.cur.nth_kind(1) == TokenKind::Ident => {
                    m.mesh = Some(match t.text.as_str() {
                        "vertices" => MeshParam::Vertices,
                        "indices" => MeshParam::Indices,
                        "primitives" => MeshParam::Primitives,
                        _ => MeshParam::Payload,
                    })
                }
                _ => return m,
            }
            self.cur.bump();
        }
    }

    /// A struct declaration; `outer` is the struct it is declared in (its
    /// name is then also `outer::name`), or empty.
    fn struct_decl(&mut self, outer: &str) -> StructDecl {
        let start = self.bump().span;
        let name = if self.at(Punct::LBrace) {
            // `struct { … } v;`: the type has no name the source can use.
            self.anonymous_structs += 1;
            format!("anonymous_struct{}", self.anonymous_structs)
        } else {
            self.ident().map(|(n, _)| n).unwrap_or_default()
        };
        if !name.is_empty() {
            self.declare_type(name.clone());
            if !outer.is_empty() {
                self.declare_type(format!("{outer}::{name}"));
            }
        }
        let mut s = StructDecl { name, base: None, members: Vec::new(), methods: Vec::new(), span: start };
        // `: [public] Base`, one base struct.
        if self.eat(Punct::Colon) {
            if self.at_ident("public") || self.at_ident("private") || self.at_ident("protected") {
                self.cur.bump();
            }
            if self.peek().kind == TokenKind::Ident {
                s.base = Some(self.type_expr());
            }
            if !self.at(Punct::LBrace) {
                let span = self.peek().span;
                self.error(codes::SYNTAX_UNEXPECTED_TOKEN, "a struct has at most one base struct", span);
                while !self.at_eof() && !self.at(Punct::LBrace) {
                    self.cur.bump();
                }
            }
        }
        if !self.expect(Punct::LBrace) || !self.enter() {
            self.recover_to_semi();
            return s;
        }
        let mut last = usize::MAX;
        while !self.at_eof() && !self.at(Punct::RBrace) {
            self.progress(&mut last);
            if self.eat(Punct::Semi) {
                continue;
            }
            let mstart = self.peek().span;
            let attributes = self.attributes();
            let modifiers = self.modifiers();
            if self.at_ident("struct") || self.at_ident("class") {
                let outer = s.name.clone();
                if let Some(member) = self.nested_struct(attributes, modifiers, mstart, &outer) {
                    s.members.push(member);
                }
                continue;
            }
            if !self.at_type() {
                let t = self.peek().clone();
                self.error_expected("a member declaration", &t);
                self.recover_to_semi();
                continue;
            }
            let ty = self.type_expr();
            if self.peek().kind == TokenKind::Ident && self.peek_at(1).is_punct(Punct::LParen) {
                s.methods.push(self.function(attributes, modifiers, ty, mstart));
            } else {
                s.members.push(self.var_decl_rest(attributes, modifiers, ty, mstart));
            }
        }
        self.expect(Punct::RBrace);
        self.leave();
        s.span = start.to(self.prev_span());
        s
    }

    /// A struct declared inside a struct, a cbuffer or a function body
    /// (HLSL 2021): the struct goes to file scope, before the item being
    /// parsed; the members or variables of its type that follow the closing
    /// brace are returned.
    pub(super) fn nested_struct(
        &mut self,
        attributes: Vec<Attribute>,
        modifiers: Modifiers,
        start: Span,
        outer: &str,
    ) -> Option<VarDecl> {
        let inner = self.struct_decl(outer);
        let ty = TypeExpr { name: inner.name.clone(), args: Vec::new(), dims: Vec::new(), span: inner.span };
        self.hoisted.push(Item::Struct(inner));
        if self.eat(Punct::Semi) || ty.name.is_empty() {
            return None;
        }
        Some(self.var_decl_rest(attributes, modifiers, ty, start))
    }

    fn typedef(&mut self) -> Item {
        let start = self.bump().span;
        let _ = self.modifiers();
        // `typedef struct S T;`: an alias of struct `S`, which may be
        // declared later (a forward declaration, as C writes it).
        if (self.at_ident("struct") || self.at_ident("class"))
            && self.peek_at(1).kind == TokenKind::Ident
            && self.peek_at(2).kind == TokenKind::Ident
        {
            self.cur.bump();
            self.declare_type(self.peek().text.clone());
        }
        let ty = self.type_expr();
        let Some((name, _)) = self.ident() else {
            self.recover_to_semi();
            return Item::Error(start.to(self.prev_span()));
        };
        let dims = self.dims();
        self.declare_type(name.clone());
        self.expect(Punct::Semi);
        Item::Typedef(Typedef { ty, name, dims, span: start.to(self.prev_span()) })
    }

    fn enum_decl(&mut self) -> Item {
        let start = self.bump().span;
        self.eat_ident("class");
        // `enum { A, B };`: an anonymous enum only names its members.
        let name = if self.at(Punct::LBrace) {
            String::new()
        } else {
            let Some((name, _)) = self.ident() else {
                self.recover_to_semi();
                return Item::Error(start);
            };
            self.declare_type(name.clone());
            name
        };
        if self.eat(Punct::Colon) {
            let _ = self.type_expr();
        }
        let mut members = Vec::new();
        if self.expect(Punct::LBrace) {
            let mut last = usize::MAX;
            while !self.at_eof() && !self.at(Punct::RBrace) {
                self.progress(&mut last);
                let Some((m, span)) = self.ident() else {
                    self.recover_to_semi();
                    break;
                };
                let value = if self.eat(Punct::Eq) { Some(self.assign_expr()) } else { None };
                members.push((m, value, span));
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.expect(Punct::RBrace);
        }
        self.expect(Punct::Semi);
        Item::Enum(EnumDecl { name, members, span: start.to(self.prev_span()) })
    }

    fn buffer_block(&mut self, attributes: Vec<Attribute>) -> Item {
        let start = self.peek().span;
        let keyword = self.bump().text;
        let name = self.ident().map(|(n, _)| n).unwrap_or_default();
        let annotations = self.annotations();
        let mut members = Vec::new();
        if !self.expect(Punct::LBrace) {
            self.recover_to_semi();
            return Item::Error(start.to(self.prev_span()));
        }
        let mut last = usize::MAX;
        while !self.at_eof() && !self.at(Punct::RBrace) {
            self.progress(&mut last);
            if self.eat(Punct::Semi) {
                continue;
            }
            let mstart = self.peek().span;
            let attrs = self.attributes();
            let modifiers = self.modifiers();
            if self.at_ident("struct") || self.at_ident("class") {
                if let Some(member) = self.nested_struct(attrs, modifiers, mstart, "") {
                    members.push(member);
                }
                continue;
            }
            if !self.at_type() {
                let t = self.peek().clone();
                self.error_expected("a constant declaration", &t);
                self.recover_to_semi();
                continue;
            }
            let ty = self.type_expr();
            if self.peek().kind == TokenKind::Ident && self.peek_at(1).is_punct(Punct::LParen) {
                // A function declared inside the block is a file-scope
                // function that sees the block's constants (DXC accepts
                // it): it follows the block.
                let f = self.function(attrs, modifiers, ty, mstart);
                self.pending.push(Item::Function(f));
                continue;
            }
            members.push(self.var_decl_rest(attrs, modifiers, ty, mstart));
        }
        self.expect(Punct::RBrace);
        self.eat(Punct::Semi);
        Item::Buffer(BufferBlock { keyword, name, annotations, attributes, members, span: start.to(self.prev_span()) })
    }

    /// `[N][M]` after a declarator name.
    pub(super) fn dims(&mut self) -> Vec<Option<Expr>> {
        let mut dims = Vec::new();
        let mut last = usize::MAX;
        while self.eat(Punct::LBracket) {
            self.progress(&mut last);
            if self.eat(Punct::RBracket) {
                dims.push(None);
                continue;
            }
            dims.push(Some(self.expr()));
            self.expect(Punct::RBracket);
        }
        dims
    }

    /// `: SEM`, `: register(…)`, `: packoffset(…)`, any number, and
    /// annotation blocks (`skip_annotation_block`) before or after them.
    pub(super) fn annotations(&mut self) -> Vec<Annotation> {
        let mut out = Vec::new();
        if self.dialect == crate::syntax::Dialect::Glsl {
            return out;
        }
        let mut last = usize::MAX;
        while self.at(Punct::Colon) || self.at(Punct::Lt) {
            self.progress(&mut last);
            if self.at(Punct::Lt) {
                self.skip_annotation_block();
                continue;
            }
            self.cur.bump();
            if self.peek().kind == TokenKind::Int {
                let t = self.bump();
                let width = t.text.trim_end_matches(['u', 'U']).parse::<u32>().ok();
                out.push(Annotation::BitField { width, span: t.span });
                continue;
            }
            let Some((name, span)) = self.ident() else { break };
            match name.as_str() {
                "register" => {
                    if let Some(a) = self.register(span) {
                        out.push(a);
                    }
                }
                "packoffset" => {
                    if let Some(a) = self.packoffset(span) {
                        out.push(a);
                    }
                }
                _ => out.push(Annotation::Semantic(name, span)),
            }
        }
        out
    }

    /// An effect-framework annotation block after a declaration's name
    /// (`float x <string UIName = "a"; float UIMin = 0;> = 1;`,
    /// `Texture2D t <int n = 3;>;`): metadata for tools, which DXC parses
    /// and ignores; skipped up to its matching `>`.
    fn skip_annotation_block(&mut self) {
        let mut depth = 0u32;
        let mut last = usize::MAX;
        while !self.at_eof() {
            self.progress(&mut last);
            let t = self.bump();
            match t.kind {
                TokenKind::Punct(Punct::Lt) => depth += 1,
                TokenKind::Punct(Punct::Gt) => depth = depth.saturating_sub(1),
                TokenKind::Punct(Punct::Shr) => depth = depth.saturating_sub(2),
                _ => {}
            }
            if depth == 0 {
                return;
            }
        }
    }

    fn register(&mut self, start: Span) -> Option<Annotation> {
        if !self.expect(Punct::LParen) {
            return None;
        }
        let mut class = None;
        let mut space = None;
        let mut last = usize::MAX;
        while !self.at_eof() && !self.at(Punct::RParen) {
            self.progress(&mut last);
            let t = self.bump();
            if t.kind == TokenKind::Ident {
                let lower = t.text.to_ascii_lowercase();
                if let Some(n) = lower.strip_prefix("space") {
                    space = n.parse().ok();
                    if space.is_none() {
                        self.error(codes::SEM_BAD_REGISTER, format!("bad register space `{}`", t.text), t.span);
                    }
                } else if let Some(c) = lower.chars().next().filter(|c| "bcstu".contains(*c)) {
                    match lower.get(1..).and_then(|n| n.parse::<u32>().ok()) {
                        Some(n) => class = Some((c, n)),
                        None => self.error(codes::SEM_BAD_REGISTER, format!("bad register `{}`", t.text), t.span),
                    }
                } else {
                    // Profile-qualified registers (`ps_5_0, t0`) carry a profile first; skip it.
                    if !lower.contains('_') {
                        self.error(codes::SEM_BAD_REGISTER, format!("bad register `{}`", t.text), t.span);
                    }
                }
            }
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect(Punct::RParen);
        let span = start.to(self.prev_span());
        let (class, index) = class?;
        Some(Annotation::Register { class, index, space, span })
    }

    fn packoffset(&mut self, start: Span) -> Option<Annotation> {
        if !self.expect(Punct::LParen) {
            return None;
        }
        let t = self.bump();
        let mut offset = None;
        if let Some(n) = t.text.strip_prefix('c').and_then(|n| n.parse::<u32>().ok()) {
            let mut comp = 0;
            if self.eat(Punct::Dot) {
                let c = self.bump();
                comp = match c.text.as_str() {
                    "x" | "r" => 0,
                    "y" | "g" => 1,
                    "z" | "b" => 2,
                    "w" | "a" => 3,
                    _ => 4,
                };
                if comp == 4 {
                    self.error(codes::SEM_BAD_REGISTER, format!("bad packoffset component `{}`", c.text), c.span);
                }
            }
            offset = Some(n * 16 + (comp % 4) * 4);
        } else {
            self.error(codes::SEM_BAD_REGISTER, format!("bad packoffset `{}`", t.text), t.span);
        }
        self.expect(Punct::RParen);
        Some(Annotation::PackOffset { offset: offset?, span: start.to(self.prev_span()) })
    }

    /// After the type of a variable declaration: declarators and `;`.
    pub(super) fn var_decl_rest(
        &mut self,
        attributes: Vec<Attribute>,
        modifiers: Modifiers,
        ty: TypeExpr,
        start: Span,
    ) -> VarDecl {
        let mut declarators = Vec::new();
        let mut last = usize::MAX;
        loop {
            self.progress(&mut last);
            let Some((name, name_span)) = self.ident() else {
                self.recover_to_semi();
                break;
            };
            let dims = self.dims();
            let annotations = self.annotations();
            if is_sampler_type(&ty.name) && self.dialect == crate::syntax::Dialect::Hlsl {
                // `s { … }`, or the older `s = sampler_state { … }`.
                if self.at(Punct::Eq) && self.peek_at(1).text == "sampler_state" {
                    self.cur.bump();
                    self.cur.bump();
                }
                if self.at(Punct::LBrace) {
                    self.skip_state_block();
                }
            }
            let init = if self.eat(Punct::Eq) { Some(self.initializer()) } else { None };
            declarators.push(Declarator { name, name_span, dims, annotations, init });
            if !self.eat(Punct::Comma) {
                if !self.expect(Punct::Semi) {
                    self.recover_to_semi();
                }
                break;
            }
        }
        VarDecl { attributes, modifiers, ty, declarators, span: start.to(self.prev_span()) }
    }

    /// The effects framework's `sampler s { AddressU = WRAP; … };`: the
    /// state is the host's sampler's in D3D11 and later, and DXC ignores the
    /// block with a warning; so does this parser (the braces balanced, at
    /// most as deep as the parser's nesting limit).
    fn skip_state_block(&mut self) {
        let start = self.peek().span;
        let mut depth = 0usize;
        let mut last = usize::MAX;
        while !self.at_eof() {
            self.progress(&mut last);
            let t = self.bump();
            match t.kind {
                TokenKind::Punct(Punct::LBrace) => depth += 1,
                TokenKind::Punct(Punct::RBrace) => depth = depth.saturating_sub(1),
                _ => {}
            }
            if depth == 0 {
                break;
            }
        }
        let span = start.to(self.prev_span());
        self.cur.warning(
            codes::SYNTAX_EFFECT_STATE,
            "this sampler state block is ignored, as DXC ignores it; the host's sampler decides",
            span,
        );
    }

    /// glslang's HLSL takes GLSL's `layout(…)` before a file-scope
    /// declaration: `set`/`binding`, `push_constant`, `constant_id`,
    /// `input_attachment_index` and `location` are the `[[vk::…]]`
    /// attributes of the same meaning; any other qualifier is OSH3018.
    fn layout_qualifiers(&mut self) -> Vec<Attribute> {
        let mut out = Vec::new();
        let mut last = usize::MAX;
        while self.at_ident("layout") && self.peek_at(1).is_punct(Punct::LParen) {
            self.progress(&mut last);
            let start = self.bump().span;
            self.cur.bump();
            let (mut set, mut binding) = (None, None);
            let mut inner = usize::MAX;
            while !self.at_eof() && !self.at(Punct::RParen) {
                self.progress(&mut inner);
                let Some((name, span)) = self.ident() else { break };
                let value = if self.eat(Punct::Eq) { Some(self.assign_expr()) } else { None };
                let attr = |n: &str, args: Vec<Expr>| Attribute { name: n.into(), args, span };
                match (name.as_str(), value) {
                    ("set", Some(v)) => set = Some(v),
                    ("binding", Some(v)) => binding = Some(v),
                    ("push_constant", None) => out.push(attr("vk::push_constant", Vec::new())),
                    ("constant_id", Some(v)) => out.push(attr("vk::constant_id", vec![v])),
                    ("input_attachment_index", Some(v)) => out.push(attr("vk::input_attachment_index", vec![v])),
                    ("location", Some(v)) => out.push(attr("vk::location", vec![v])),
                    _ => self.error(
                        codes::SEM_BAD_ATTRIBUTE,
                        format!("layout qualifier `{name}` is not supported in HLSL"),
                        span,
                    ),
                }
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.expect(Punct::RParen);
            let span = start.to(self.prev_span());
            match (binding, set) {
                (Some(b), Some(s)) => out.push(Attribute { name: "vk::binding".into(), args: vec![b, s], span }),
                (Some(b), None) => out.push(Attribute { name: "vk::binding".into(), args: vec![b], span }),
                (None, Some(_)) => self.error(codes::SEM_BAD_ATTRIBUTE, "layout `set` needs a `binding`", span),
                (None, None) => {}
            }
        }
        out
    }

    /// At `struct S name`: a declaration of type `S` (the keyword written
    /// before a struct's name, as C allows), not a struct definition.
    pub(super) fn elaborated_struct(&self) -> bool {
        self.peek_at(1).kind == TokenKind::Ident
            && self.peek_at(2).kind == TokenKind::Ident
            && self.types.contains(&self.peek_at(1).text)
    }

    /// An initializer: expression or `{ … }` list.
    pub(super) fn initializer(&mut self) -> Expr {
        if !self.at(Punct::LBrace) {
            return self.assign_expr();
        }
        let start = self.bump().span;
        if !self.enter() {
            return Expr::error(start);
        }
        let mut elems = Vec::new();
        let mut last = usize::MAX;
        while !self.at_eof() && !self.at(Punct::RBrace) {
            self.progress(&mut last);
            elems.push(self.initializer());
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect(Punct::RBrace);
        self.leave();
        Expr::new(ExprKind::InitList(elems), start.to(self.prev_span()))
    }

    /// `S::m(` (or `A::B::m(`): a qualified function name at a declaration.
    fn at_qualified_function(&self) -> bool {
        let mut i = 0;
        while self.peek_at(i).kind == TokenKind::Ident && self.peek_at(i + 1).is_punct(Punct::ColonColon) {
            i += 2;
        }
        i > 0 && self.peek_at(i).kind == TokenKind::Ident && self.peek_at(i + 1).is_punct(Punct::LParen)
    }

    pub(super) fn function(
        &mut self,
        attributes: Vec<Attribute>,
        modifiers: Modifiers,
        ret: TypeExpr,
        start: Span,
    ) -> FunctionDecl {
        let (mut name, mut name_span) = self.ident().unwrap_or_default();
        while self.at(Punct::ColonColon) && self.peek_at(1).kind == TokenKind::Ident {
            self.cur.bump();
            let (part, span) = self.ident().unwrap_or_default();
            name = format!("{name}::{part}");
            name_span = name_span.to(span);
        }
        self.expect(Punct::LParen);
        let mut params = Vec::new();
        if self.at_ident("void") && self.peek_at(1).is_punct(Punct::RParen) {
            self.cur.bump();
        }
        let mut last = usize::MAX;
        while !self.at_eof() && !self.at(Punct::RParen) {
            self.progress(&mut last);
            let pstart = self.peek().span;
            let _ = self.attributes();
            let mut modifiers = self.modifiers();
            if !self.at_type() {
                let t = self.peek().clone();
                self.error_expected("a parameter type", &t);
                while !self.at_eof() && !self.at(Punct::RParen) && !self.at(Punct::Comma) && !self.at(Punct::LBrace) {
                    self.cur.bump();
                }
            } else {
                let ty = self.type_expr();
                // `uint const k`: the qualifier after the type, as C++ allows.
                while self.at_ident("const") {
                    self.cur.bump();
                    modifiers.is_const = true;
                }
                // An unnamed parameter (`void f(float) {}`) is unused; it
                // gets a name no source can spell.
                let (pname, pspan) = if self.at(Punct::RParen) || self.at(Punct::Comma) {
                    (format!("unnamed${}", params.len()), ty.span)
                } else {
                    self.ident().unwrap_or_default()
                };
                let dims = self.dims();
                let annotations = self.annotations();
                let init = if self.eat(Punct::Eq) { Some(self.assign_expr()) } else { None };
                let decl = Declarator { name: pname, name_span: pspan, dims, annotations, init };
                params.push(Param { modifiers, ty, decl, span: pstart.to(self.prev_span()) });
            }
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect(Punct::RParen);
        // `const` after the parameter list of a method.
        self.eat_ident("const");
        let annotations = self.annotations();
        let body = if self.at(Punct::LBrace) {
            Some(self.block())
        } else {
            if !self.expect(Punct::Semi) {
                self.recover_to_semi();
            }
            None
        };
        FunctionDecl {
            attributes,
            modifiers,
            ret,
            name,
            name_span,
            params,
            annotations,
            body,
            span: start.to(self.prev_span()),
        }
    }
}

/// The sampler types an effects state block may follow.
fn is_sampler_type(name: &str) -> bool {
    matches!(
        name,
        "SamplerState" | "SamplerComparisonState" | "sampler" | "sampler1D" | "sampler2D" | "sampler3D" | "samplerCUBE"
    )
}
