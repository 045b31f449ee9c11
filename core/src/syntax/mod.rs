//! Infrastructure shared by the C-like front-ends (HLSL, GLSL): tokens, the
//! total lexer, the preprocessor, and the parser framework.

pub mod lex;
pub mod parse;
pub mod pp;
pub mod token;
