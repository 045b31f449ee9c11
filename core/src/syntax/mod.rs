//! Infrastructure shared by the C-like front-ends (HLSL, GLSL): tokens, the
//! total lexer, the preprocessor, and the parser framework.

pub mod ast;
pub mod lex;
pub mod parse;
pub mod pp;
pub mod token;

/// The C-like language a token stream or syntax tree is written in: which
/// directives the preprocessor knows, which grammar the parser applies and
/// which type rules the lowering asks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Dialect {
    #[default]
    Hlsl,
    /// Adds `#version` and `#extension` (reported as events); `#version N`
    /// also defines `__VERSION__` (and `GL_ES` for ES versions) unless the
    /// caller already did. In the tree, `*` on matrices is linear algebra
    /// and the lowering asks GLSL's rules (`crate::glsl::Rules`).
    Glsl,
}
