//! Tokens shared by the C-like front-ends (HLSL and GLSL): the lexer makes
//! them, the preprocessor expands them, the parsers consume them.
//!
//! A token keeps its text (identifiers and literals need it; macro pasting
//! and stringizing need it for every kind) and its span in global positions
//! (see `source`). A token that came out of a macro expansion carries the
//! span of the macro *use* in the user's file, so diagnostics point where the
//! user can see something.

use crate::source::Span;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    Ident,
    /// Integer literal, with any suffix (`1u`, `0x10`, `5l`).
    Int,
    /// Floating literal, with any suffix (`1.0f`, `2.h`, `1e3`).
    Float,
    /// `"…"` (only in `#include`, `#error`, attributes).
    String,
    Punct(Punct),
    /// `#`: a directive introducer when it starts a line (the preprocessor
    /// consumes those; parsers never see them), else stringizing in a macro
    /// body. A stray one reaches the parser as a syntax error.
    Hash,
    /// `##` inside a macro body.
    HashHash,
    /// A character the language does not have; the lexer also reported it.
    Unknown,
    Eof,
}

/// Punctuators of C-like shading languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Punct {
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Semi,
    Comma,
    Dot,
    Colon,
    ColonColon,
    Question,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Amp,
    Pipe,
    Caret,
    Tilde,
    Bang,
    Eq,
    Lt,
    Gt,
    PlusPlus,
    MinusMinus,
    Shl,
    Shr,
    AmpAmp,
    PipePipe,
    CaretCaret,
    EqEq,
    NotEq,
    LtEq,
    GtEq,
    PlusEq,
    MinusEq,
    StarEq,
    SlashEq,
    PercentEq,
    AmpEq,
    PipeEq,
    CaretEq,
    ShlEq,
    ShrEq,
    Arrow,
}

impl Punct {
    /// Every punctuator with its spelling, longest first (the lexer's table).
    pub const ALL: &[(&'static str, Punct)] = &[
        ("<<=", Punct::ShlEq),
        (">>=", Punct::ShrEq),
        ("::", Punct::ColonColon),
        ("++", Punct::PlusPlus),
        ("--", Punct::MinusMinus),
        ("<<", Punct::Shl),
        (">>", Punct::Shr),
        ("&&", Punct::AmpAmp),
        ("||", Punct::PipePipe),
        ("^^", Punct::CaretCaret),
        ("==", Punct::EqEq),
        ("!=", Punct::NotEq),
        ("<=", Punct::LtEq),
        (">=", Punct::GtEq),
        ("+=", Punct::PlusEq),
        ("-=", Punct::MinusEq),
        ("*=", Punct::StarEq),
        ("/=", Punct::SlashEq),
        ("%=", Punct::PercentEq),
        ("&=", Punct::AmpEq),
        ("|=", Punct::PipeEq),
        ("^=", Punct::CaretEq),
        ("->", Punct::Arrow),
        ("(", Punct::LParen),
        (")", Punct::RParen),
        ("[", Punct::LBracket),
        ("]", Punct::RBracket),
        ("{", Punct::LBrace),
        ("}", Punct::RBrace),
        (";", Punct::Semi),
        (",", Punct::Comma),
        (".", Punct::Dot),
        (":", Punct::Colon),
        ("?", Punct::Question),
        ("+", Punct::Plus),
        ("-", Punct::Minus),
        ("*", Punct::Star),
        ("/", Punct::Slash),
        ("%", Punct::Percent),
        ("&", Punct::Amp),
        ("|", Punct::Pipe),
        ("^", Punct::Caret),
        ("~", Punct::Tilde),
        ("!", Punct::Bang),
        ("=", Punct::Eq),
        ("<", Punct::Lt),
        (">", Punct::Gt),
    ];

    pub fn as_str(self) -> &'static str {
        Punct::ALL.iter().find(|(_, p)| *p == self).map(|(s, _)| *s).unwrap_or("?")
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub text: String,
    pub span: Span,
    /// Whitespace (or a comment) came before this token on its line; needed
    /// to tell `#define F(x)` from `#define F (x)` and for stringizing.
    pub space_before: bool,
    /// This token is the first on its line (directives start with one).
    pub line_start: bool,
}

impl Token {
    pub fn is_punct(&self, p: Punct) -> bool {
        self.kind == TokenKind::Punct(p)
    }

    pub fn is_ident(&self, name: &str) -> bool {
        self.kind == TokenKind::Ident && self.text == name
    }
}
