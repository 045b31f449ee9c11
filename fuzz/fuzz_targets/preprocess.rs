//! The shared preprocessor, both dialects, with includes from the input
//! (see the crate doc): it must end, within its budgets, on any text.
#![no_main]

use ferrometal::source::Files;
use ferrometal::syntax::pp::{Dialect, Limits, PpConfig, preprocess};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else { return };
    let (main, includes) = ferrometal_fuzz::files(rest);
    let dialect = if first & 1 == 0 { Dialect::Hlsl } else { Dialect::Glsl };
    let defines = if first & 2 == 0 { vec![] } else { vec![("X".into(), "X(".into()), ("F(a)".into(), "a a".into())] };
    let config = PpConfig { dialect, predefined: vec![], defines, includes: &includes, limits: Limits::default() };
    let mut files = Files::new();
    let id = files.add("main", main);
    let mut diags = Vec::new();
    let out = preprocess(&mut files, id, &config, &mut diags);
    assert!(out.tokens.last().is_some_and(|t| t.kind == ferrometal::syntax::token::TokenKind::Eof));
    assert!(
        out.tokens.len()
            <= Limits::default().expansion_tokens + files.iter().map(|(_, f)| f.text.len() + 1).sum::<usize>()
    );
});
