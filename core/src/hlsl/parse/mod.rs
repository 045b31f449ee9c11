//! Parser: preprocessed tokens → [`Ast`] plus diagnostics.
//!
//! Accepts any token sequence and never fails: broken syntax becomes an error
//! node and a diagnostic (OSH2001/OSH2006), then the parser skips to a
//! synchronisation point (`;`, `}` or the start of the next declaration) and
//! goes on, so one run reports many errors. Guarantees:
//! - every loop consumes at least one token per iteration or ends (checked by
//!   [`Parser::progress`]);
//! - nesting of expressions, statements and types is bounded by
//!   [`MAX_DEPTH`] (OSH2003), sized so the recursive stages after it (this
//!   parser and the lowering) fit a debug wasm build's 1 MiB stack;
//! - an operator of a left-associative chain (`a + b + …`, `a, b, …`,
//!   `a[i].b…`) is built by a loop, not by recursion, but adds a level to the
//!   tree that the lowering and the writer walk recursively: the operators
//!   held by the chains open at any point are bounded by [`MAX_CHAIN`]
//!   (OSH2003), so the tree's height stays below `MAX_DEPTH + MAX_CHAIN`
//!   while generated code keeps its long sums;
//! - after [`MAX_ERRORS`] errors it stops with OSH2007.
//!
//! The parser knows which identifiers name types (built-in spellings,
//! structs, typedefs) to tell declarations from expressions and casts from
//! parenthesised expressions; it does not resolve anything else.

mod decl;
mod expr;
mod glsl;
mod stmt;
#[cfg(test)]
mod tests;

use super::ast::*;
use crate::diag::{Diagnostic, codes};
use crate::options::MatrixPacking;
use crate::ordered::{IntSet, OrdSet};
use crate::source::Span;
use crate::syntax::Dialect;
use crate::syntax::parse::Parser as Cursor;
use crate::syntax::token::{Punct, Token, TokenKind};

/// Nesting budget. Each level costs a few parser frames and, later, a few
/// lowering frames of a few hundred bytes each in a debug build.
pub const MAX_DEPTH: u32 = 64;
/// Operators of the left-associative chains open at one point (see the
/// module docs).
pub const MAX_CHAIN: u32 = 256;
pub const MAX_ERRORS: usize = 50;

pub struct Parsed {
    pub ast: Ast,
    pub diagnostics: Vec<Diagnostic>,
}

/// Parse a token stream (without `Hash` directives; an `Eof` at the end is optional).
pub fn parse(tokens: &[Token]) -> Parsed {
    parse_packed(tokens, Vec::new())
}

/// Parse tokens that use the type names `types` declared elsewhere (code a
/// front-end generates for a tree that declares them).
pub fn parse_with_types(tokens: &[Token], types: OrdSet<String>) -> Parsed {
    let mut p = Parser::new(tokens);
    p.types = types;
    let items = p.items_until(None);
    Parsed { ast: Ast { items, ..Ast::default() }, diagnostics: p.cur.finish() }
}

/// Parse GLSL: its declarations by GLSL's grammar (`glsl`), its statements
/// and expressions by the shared one, under the same budgets.
pub fn parse_glsl(tokens: &[Token]) -> Parsed {
    let mut p = Parser::new(tokens);
    p.dialect = Dialect::Glsl;
    p.template_fns = OrdSet::new();
    let items = p.glsl_items();
    Parsed { ast: Ast { items, dialect: Dialect::Glsl, ..Ast::default() }, diagnostics: p.cur.finish() }
}

/// Parse one HLSL expression (code a front-end generates, such as the
/// GLSL front-end's replacement of a block member): `None` when the tokens
/// are not exactly one expression.
pub fn parse_expression(tokens: &[Token]) -> Option<crate::hlsl::ast::Expr> {
    parse_exactly(tokens, Parser::expr)
}

/// Parse one HLSL type (`Texture2D<float4>`), code a front-end generates:
/// `None` when the tokens are not exactly one type.
pub fn parse_type(tokens: &[Token]) -> Option<crate::hlsl::ast::TypeExpr> {
    parse_exactly(tokens, Parser::type_expr)
}

/// What `parse` reads of `tokens`, when that is all of them, without error.
fn parse_exactly<'t, T>(tokens: &'t [Token], parse: impl FnOnce(&mut Parser<'t>) -> T) -> Option<T> {
    let mut p = Parser::new(tokens);
    let out = parse(&mut p);
    let rest = p.cur.peek().kind;
    let diagnostics = p.cur.finish();
    (diagnostics.is_empty() && rest == crate::syntax::token::TokenKind::Eof).then_some(out)
}

/// Parse with `#pragma pack_matrix` events: `(index of the first token after
/// the pragma, packing)` in token order. A declaration without `row_major`
/// or `column_major` gets the packing of the last pragma before it, as
/// D3D's compilers do (declarations before any pragma keep the option's).
pub fn parse_packed(tokens: &[Token], packing: Vec<(usize, MatrixPacking)>) -> Parsed {
    let mut p = Parser::new(tokens);
    p.packing = packing;
    let items = p.items_until(None);
    Parsed { ast: Ast { items, ..Ast::default() }, diagnostics: p.cur.finish() }
}

/// The HLSL grammar over the shared token cursor (`crate::syntax::parse`),
/// which owns position, diagnostics, the error cap and the depth count.
pub(crate) struct Parser<'t> {
    cur: Cursor<'t>,
    /// The grammar: HLSL's, or GLSL's declarations (the `glsl` module) with
    /// the statements and expressions both share.
    dialect: Dialect,
    /// User type names (structs, typedefs, enums), qualified as declared.
    types: OrdSet<String>,
    /// Every type name declared, in order, repeats included: a namespace
    /// qualifies the ones declared inside it from here.
    type_log: Vec<String>,
    /// Items a declaration produced besides the one returned
    /// (`struct S { … } s;` is a struct and a variable).
    pending: Vec<crate::hlsl::ast::Item>,
    /// Structs declared inside another struct, a cbuffer or a function body
    /// (HLSL 2021), to be placed at file scope before the item holding them.
    hoisted: Vec<crate::hlsl::ast::Item>,
    /// Anonymous structs named so far.
    anonymous_structs: usize,
    /// `#pragma pack_matrix` events (see [`parse_packed`]).
    packing: Vec<(usize, MatrixPacking)>,
    /// The packing a template argument named (`<row_major float4x4>`).
    template_packing: Option<MatrixPacking>,
    /// The template arguments being parsed are a method's, whose type may
    /// have array dimensions (`method_template_args`).
    array_template_args: bool,
    /// Names of struct templates (`<` after them opens arguments) and of
    /// function templates (`f<…>(` is a call with explicit arguments).
    template_types: OrdSet<String>,
    /// Operators held by the chains open now (see [`MAX_CHAIN`]), and
    /// whether the limit was reported.
    chain: u32,
    chain_reported: bool,
    template_fns: OrdSet<String>,
    /// Token positions of `(` that do not open a cast (`Parser::try_cast`).
    not_casts: IntSet<usize>,
}

impl<'t> Parser<'t> {
    fn new(toks: &'t [Token]) -> Self {
        let mut cur = Cursor::new(toks);
        cur.max_depth = MAX_DEPTH;
        cur.max_errors = MAX_ERRORS;
        Parser {
            cur,
            dialect: Dialect::Hlsl,
            types: OrdSet::new(),
            type_log: Vec::new(),
            pending: Vec::new(),
            hoisted: Vec::new(),
            anonymous_structs: 0,
            packing: Vec::new(),
            template_packing: None,
            array_template_args: false,
            template_types: OrdSet::new(),
            // `vk::RawBufferLoad<T>(…)`: the explicit template argument of
            // an intrinsic.
            template_fns: crate::sort::set(
                ["vk::RawBufferLoad", "vk::RawBufferStore", "vk::static_pointer_cast", "vk::reinterpret_pointer_cast"]
                    .map(String::from),
            ),
            not_casts: IntSet::new(),
            chain: 0,
            chain_reported: false,
        }
    }

    // ---- token access -------------------------------------------------

    fn peek(&self) -> &Token {
        self.peek_at(0)
    }

    fn peek_at(&self, n: usize) -> &Token {
        self.cur.nth(n)
    }

    fn at_eof(&self) -> bool {
        self.peek().kind == TokenKind::Eof
    }

    fn bump(&mut self) -> Token {
        self.cur.bump().clone()
    }

    fn prev_span(&self) -> Span {
        self.cur.prev_span()
    }

    fn at(&self, p: Punct) -> bool {
        self.peek().is_punct(p)
    }

    fn at_ident(&self, s: &str) -> bool {
        self.peek().is_ident(s)
    }

    fn eat(&mut self, p: Punct) -> bool {
        self.cur.eat_punct(p)
    }

    fn eat_ident(&mut self, s: &str) -> bool {
        self.cur.eat_ident(s)
    }

    fn expect(&mut self, p: Punct) -> bool {
        if self.eat(p) {
            return true;
        }
        let t = self.peek().clone();
        if p == Punct::Semi && self.cur.pos() > 0 && (t.line_start || t.kind == TokenKind::Eof) {
            self.error_missing_semi(&t);
        } else {
            self.error_expected(&format!("`{}`", p.as_str()), &t);
        }
        false
    }

    /// A missing `;` before a line break is reported where it belongs, just
    /// after the previous token (as rustc does), not at the next token on a
    /// later line; that token gets a secondary label. (Within one line the
    /// token found is the better place, and `expect` reports it there.)
    fn error_missing_semi(&mut self, found: &Token) {
        let after = self.prev_span().end;
        let (code, found_text) = if found.kind == TokenKind::Eof {
            (codes::SYNTAX_EXPECTED, "end of file".to_string())
        } else {
            (codes::SYNTAX_UNEXPECTED_TOKEN, format!("`{}`", found.text))
        };
        let mut d = Diagnostic::error(code, format!("expected `;`, found {found_text}"), Span::new(after, after))
            .with_span_label("add `;` here");
        if found.kind != TokenKind::Eof {
            d = d.with_label(found.span, "unexpected token");
        }
        self.cur.push_error(d);
    }

    fn ident(&mut self) -> Option<(String, Span)> {
        if self.peek().kind == TokenKind::Ident {
            let t = self.bump();
            return Some((t.text, t.span));
        }
        let t = self.peek().clone();
        self.error_expected("an identifier", &t);
        None
    }

    /// Asserts a loop moved since its previous iteration (`last` is the
    /// loop's own record); one that did not is forced forward by one token
    /// (a bug, but never a hang).
    fn progress(&mut self, last: &mut usize) {
        if *last == self.cur.pos() && !self.at_eof() {
            self.cur.bump();
        }
        *last = self.cur.pos();
    }

    // ---- diagnostics --------------------------------------------------

    /// Report an error (after `MAX_ERRORS`, OSH2007 and parsing stops).
    fn error(&mut self, code: crate::diag::Code, msg: impl Into<String>, span: Span) {
        self.cur.error(code, msg, span);
    }

    fn error_expected(&mut self, what: &str, found: &Token) {
        let found_text =
            if found.kind == TokenKind::Eof { "end of file".to_string() } else { format!("`{}`", found.text) };
        let code = if found.kind == TokenKind::Eof { codes::SYNTAX_EXPECTED } else { codes::SYNTAX_UNEXPECTED_TOKEN };
        self.error(code, format!("expected {what}, found {found_text}"), found.span);
    }

    /// Enter one nesting level; false (OSH2003, and parsing stops) when
    /// over budget. A caller whose `enter` failed does not `leave`.
    fn enter(&mut self) -> bool {
        if self.cur.enter() {
            return true;
        }
        self.cur.stop();
        false
    }

    fn leave(&mut self) {
        self.cur.leave();
    }

    /// Hold one more operator of a chain (see the module docs); past
    /// [`MAX_CHAIN`], OSH2003 and the parser stops.
    fn enter_chain(&mut self) -> bool {
        if self.chain < MAX_CHAIN {
            self.chain += 1;
            return true;
        }
        if !self.chain_reported {
            self.chain_reported = true;
            let span = self.peek().span;
            let msg = format!("an expression chains more than {MAX_CHAIN} operators");
            self.cur.push_error(
                Diagnostic::error(codes::SYNTAX_NESTING_TOO_DEEP, msg, span)
                    .with_span_label("too long a chain")
                    .with_help("split the expression into several statements"),
            );
        }
        self.cur.stop();
        false
    }

    /// Release the `n` operators a chain held.
    fn leave_chain(&mut self, n: u32) {
        self.chain = self.chain.saturating_sub(n);
    }

    /// Skip to just after the next `;` at bracket depth 0, or to a `}`
    /// closing the current level (not consumed).
    fn recover_to_semi(&mut self) {
        let mut depth = 0i32;
        while !self.at_eof() {
            let t = self.peek();
            match t.kind {
                TokenKind::Punct(Punct::LBrace | Punct::LParen | Punct::LBracket) => depth += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket) => depth -= 1,
                TokenKind::Punct(Punct::RBrace) => {
                    if depth <= 0 {
                        return;
                    }
                    depth -= 1;
                }
                TokenKind::Punct(Punct::Semi) if depth <= 0 => {
                    self.cur.bump();
                    return;
                }
                _ => {}
            }
            self.cur.bump();
        }
    }

    // ---- type names ---------------------------------------------------

    /// Record a user type name (struct, enum, typedef).
    fn declare_type(&mut self, name: String) {
        self.type_log.push(name.clone());
        self.types.insert(name);
    }

    /// Whether `name` names a type (built-in or user).
    pub(crate) fn is_type_name(&self, name: &str) -> bool {
        if self.dialect == Dialect::Glsl {
            return crate::glsl::is_builtin_type(name) || self.types.contains(name);
        }
        is_builtin_type_name(name) || self.types.contains(name)
    }

    /// Whether a type starts at the current token (possibly qualified `N::T`).
    fn at_type(&self) -> bool {
        let t = self.peek();
        if t.kind != TokenKind::Ident {
            return false;
        }
        if self.is_type_name(&t.text) {
            return true;
        }
        // `N::T`
        let mut name = t.text.clone();
        let mut i = 1;
        while self.peek_at(i).is_punct(Punct::ColonColon) && self.peek_at(i + 1).kind == TokenKind::Ident {
            name.push_str("::");
            name.push_str(&self.peek_at(i + 1).text);
            i += 2;
        }
        i > 1 && self.is_type_name(&name)
    }

    /// `Name`, `Name<args>`, `N::Name`.
    fn type_expr(&mut self) -> TypeExpr {
        let start = self.peek().span;
        let Some((mut name, _)) = self.ident() else {
            return TypeExpr { name: String::from("<error>"), args: Vec::new(), dims: Vec::new(), span: start };
        };
        if self.dialect == Dialect::Hlsl && name == "unsigned" {
            name = self.unsigned_type();
        }
        while self.at(Punct::ColonColon) && self.peek_at(1).kind == TokenKind::Ident {
            self.cur.bump();
            let t = self.bump();
            name.push_str("::");
            name.push_str(&t.text);
        }
        let mut args = Vec::new();
        if self.dialect == Dialect::Hlsl
            && self.at(Punct::Lt)
            && (takes_template(&name) || self.template_types.contains(&name))
        {
            self.cur.bump();
            args = self.template_args();
        }
        // GLSL's array types: `float[3] a;`, `vec2[](a, b)`.
        let dims = if self.dialect == Dialect::Glsl { self.dims() } else { Vec::new() };
        TypeExpr { name, args, dims, span: start.to(self.prev_span()) }
    }

    /// After `unsigned`: C's spelling of an unsigned type, which DXC
    /// accepts. `unsigned int`, `unsigned int3`, `unsigned int2x2` and
    /// `unsigned min16int` are their `uint` types; `unsigned` alone is
    /// `uint`, as in C.
    fn unsigned_type(&mut self) -> String {
        let next = self.peek();
        if next.kind == TokenKind::Ident
            && let Some(unsigned) = unsigned_spelling(&next.text)
        {
            self.cur.bump();
            return unsigned;
        }
        String::from("uint")
    }

    /// A declaration's type, whose template argument may carry a matrix
    /// packing (`StructuredBuffer<row_major float4x4>`): the declaration
    /// takes it, over the `#pragma pack_matrix` default.
    pub(super) fn packed_type(&mut self, m: &mut Modifiers) -> TypeExpr {
        self.template_packing = None;
        let ty = self.type_expr();
        // `float const x`: a qualifier after the type, as C++ allows it.
        while self.at_ident("const") {
            self.cur.bump();
            m.is_const = true;
        }
        if let Some(p) = self.template_packing.take() {
            m.row_major = p == MatrixPacking::RowMajor;
            m.column_major = p == MatrixPacking::ColumnMajor;
        }
        ty
    }

    /// A method's template arguments (`buf.Load<float[4]>(a)`): as a type's,
    /// and a type argument may have array dimensions, which follow it as
    /// expressions (as `sizeof`'s do).
    pub(super) fn method_template_args(&mut self) -> Vec<TypeArg> {
        self.array_template_args = true;
        let args = self.template_args();
        self.array_template_args = false;
        args
    }

    /// After `<`: arguments up to and including `>`.
    pub(super) fn template_args(&mut self) -> Vec<TypeArg> {
        let array_dims = std::mem::take(&mut self.array_template_args);
        let mut args = Vec::new();
        if !self.enter() {
            return args;
        }
        let mut last = usize::MAX;
        while !self.at_eof() && !self.at(Punct::Gt) {
            self.progress(&mut last);
            // `Texture2D<unorm float4>`: the texel is normalized by the
            // texture's format, which the host chooses in Metal too; a read
            // or write through `float4` converts the same way.
            while self.at_ident("unorm") || self.at_ident("snorm") {
                self.cur.bump();
            }
            // `StructuredBuffer<row_major float3x3>`: the element's packing,
            // which the declaration takes ([`Parser::packed_type`]).
            while self.at_ident("row_major") || self.at_ident("column_major") {
                let row = self.at_ident("row_major");
                self.template_packing = Some(if row { MatrixPacking::RowMajor } else { MatrixPacking::ColumnMajor });
                self.cur.bump();
            }
            if self.at_type() {
                args.push(TypeArg::Type(self.type_expr()));
                while array_dims && self.eat(Punct::LBracket) {
                    args.push(TypeArg::Expr(self.assign_expr()));
                    self.expect(Punct::RBracket);
                }
            } else {
                // No relational operators inside template arguments.
                args.push(TypeArg::Expr(self.expr_bp(expr::TERNARY_BP + 1, true)));
            }
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect(Punct::Gt);
        self.leave();
        args
    }
}

/// Template types whose `<` opens arguments.
fn takes_template(name: &str) -> bool {
    matches!(
        name,
        "vector"
            | "matrix"
            | "Buffer"
            | "RWBuffer"
            | "StructuredBuffer"
            | "RWStructuredBuffer"
            | "AppendStructuredBuffer"
            | "ConsumeStructuredBuffer"
            | "ConstantBuffer"
            | "TextureBuffer"
            | "SubpassInput"
            | "SubpassInputMS"
            | "Texture1D"
            | "Texture1DArray"
            | "Texture2D"
            | "Texture2DArray"
            | "Texture3D"
            | "TextureCube"
            | "TextureCubeArray"
            | "Texture2DMS"
            | "Texture2DMSArray"
            | "RWTexture1D"
            | "RWTexture1DArray"
            | "RWTexture2D"
            | "RWTexture2DArray"
            | "RWTexture3D"
            | "RWTextureCube"
            | "RWTextureCubeArray"
            | "RasterizerOrderedTexture1D"
            | "RasterizerOrderedTexture1DArray"
            | "RasterizerOrderedTexture2D"
            | "RasterizerOrderedTexture2DArray"
            | "RasterizerOrderedTexture3D"
            | "RasterizerOrderedStructuredBuffer"
            | "RasterizerOrderedBuffer"
            | "TriangleStream"
            | "LineStream"
            | "PointStream"
            | "InputPatch"
            | "OutputPatch"
            | "vk::BufferPointer"
            | "RayQuery"
    )
}

const SCALAR_NAMES: &[&str] = &[
    "bool",
    "int",
    "uint",
    "dword",
    "half",
    "float",
    "double",
    "min16float",
    "min10float",
    "min16int",
    "min12int",
    "min16uint",
    "int16_t",
    "uint16_t",
    "int32_t",
    "uint32_t",
    "int64_t",
    "uint64_t",
    "float16_t",
    "float32_t",
    "float64_t",
    // SM 6.6: four 8-bit lanes packed in a 32-bit `uint` (scalars only).
    "int8_t4_packed",
    "uint8_t4_packed",
    // GLSL's `int8_t`, `u8vec2`, … as the GLSL front-end spells them.
    "__glsl_int8_t",
    "__glsl_uint8_t",
];

/// Built-in type spellings: scalars, `floatN`, `floatNxM`, templates, resources.
pub fn is_builtin_type_name(name: &str) -> bool {
    if name == "void" || name == "unsigned" || takes_template(name) {
        return true;
    }
    if matches!(
        name,
        "SamplerState"
            | "SamplerComparisonState"
            | "sampler"
            | "sampler1D"
            | "sampler2D"
            | "sampler3D"
            | "samplerCUBE"
            | "ByteAddressBuffer"
            | "RWByteAddressBuffer"
            | "RasterizerOrderedByteAddressBuffer"
            | "SubpassInput"
            | "SubpassInputMS"
            | "Texture1D"
            | "string"
            | "RaytracingAccelerationStructure"
            | "RayDesc"
            | "BuiltInTriangleIntersectionAttributes"
    ) {
        return true;
    }
    split_type_name(name).is_some()
}

/// `float4x3` → (`float`, 4, 3); `float4` → (`float`, 4, 0); `float` → (`float`, 0, 0).
/// The unsigned type `unsigned NAME` spells: `int3` is `uint3`,
/// `min16int` `min16uint`, `int64_t` `uint64_t`; `None` for a name that is
/// not a signed integer type.
fn unsigned_spelling(name: &str) -> Option<String> {
    let (base, _, _) = split_type_name(name)?;
    let unsigned = match base {
        "int" => "uint",
        "min16int" => "min16uint",
        "int16_t" => "uint16_t",
        "int32_t" => "uint32_t",
        "int64_t" => "uint64_t",
        _ => return None,
    };
    Some(format!("{unsigned}{}", name.strip_prefix(base)?))
}

pub fn split_type_name(name: &str) -> Option<(&'static str, u8, u8)> {
    for s in SCALAR_NAMES {
        if let Some(rest) = name.strip_prefix(s) {
            let b = rest.as_bytes();
            let dim = |c: u8| (b'1'..=b'4').contains(&c).then_some(c - b'0');
            let found = match b {
                [] => Some((*s, 0, 0)),
                [n] => dim(*n).map(|n| (*s, n, 0)),
                [r, b'x', c] => dim(*r).zip(dim(*c)).map(|(r, c)| (*s, r, c)),
                _ => None,
            };
            if found.is_some() {
                return found;
            }
        }
    }
    None
}
