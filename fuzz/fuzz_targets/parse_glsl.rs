//! The lexer, the preprocessor in its GLSL dialect (`#version`, `#extension`,
//! `GL_ES`, `__VERSION__`) and the shared parser on the GLSL tokens as they
//! are: a tree plus diagnostics for any token stream, never a panic. (The
//! GLSL-to-HLSL token rewrite between them is private to the GLSL front-end
//! and is fuzzed through `front_glsl`.)
#![no_main]

use ferrometal::source::Files;
use ferrometal::syntax::pp::{Dialect, Limits, PpConfig, preprocess};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (main, includes) = ferrometal_fuzz::files(data);
    let config = PpConfig {
        dialect: Dialect::Glsl,
        predefined: vec![],
        defines: vec![],
        includes: &includes,
        limits: Limits::default(),
    };
    let mut files = Files::new();
    let id = files.add("main.frag", main);
    let mut diags = Vec::new();
    let out = preprocess(&mut files, id, &config, &mut diags);
    let parsed = ferrometal::hlsl::parse::parse(&out.tokens);
    let errors = parsed.diagnostics.iter().filter(|d| d.is_error()).count();
    assert!(errors <= ferrometal::syntax::parse::DEFAULT_MAX_ERRORS + 1, "{errors} errors past the cap");
});
