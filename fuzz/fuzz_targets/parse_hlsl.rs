//! The total lexer and the HLSL parser on raw text (no preprocessing):
//! a tree plus diagnostics for any token stream, never a panic.
#![no_main]

use ferrometal::source::Files;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut files = Files::new();
    let id = files.add("main.hlsl", text.as_ref());
    let mut diags = Vec::new();
    let tokens = ferrometal::syntax::lex::lex(&files, id, &mut diags);
    let parsed = ferrometal::hlsl::parse::parse(&tokens);
    // The parser's error cap (OSH2007) bounds the errors.
    let errors = parsed.diagnostics.iter().filter(|d| d.is_error()).count();
    assert!(errors <= ferrometal::syntax::parse::DEFAULT_MAX_ERRORS + 1, "{errors} errors past the cap");
});
