//! Preprocessor tests as data: `check(input, expect)` where `expect` is the
//! output re-printed as text (one line per source line start) followed by
//! the diagnostics as `CODE file:line:col: message`.

use super::*;
use crate::options::MemoryIncludes;
use std::fmt::Write as _;

fn config(includes: &MemoryIncludes) -> PpConfig<'_> {
    PpConfig {
        dialect: Dialect::Hlsl,
        predefined: Vec::new(),
        defines: Vec::new(),
        includes,
        limits: Limits::default(),
    }
}

fn run_with(src: &str, config: &PpConfig) -> (Files, PpOutput, Vec<Diagnostic>) {
    let mut files = Files::new();
    let main = files.add("main.hlsl", src);
    let mut diags = Vec::new();
    let out = preprocess(&mut files, main, config, &mut diags);
    (files, out, diags)
}

/// Output tokens as text: a newline before each token that starts a line
/// in its source, else one space between tokens.
fn print(out: &PpOutput) -> String {
    let mut s = String::new();
    for t in &out.tokens {
        if t.kind == TokenKind::Eof {
            break;
        }
        if !s.is_empty() {
            s.push(if t.line_start { '\n' } else { ' ' });
        }
        s.push_str(&t.text);
    }
    s
}

fn render(files: &Files, out: &PpOutput, diags: &[Diagnostic]) -> String {
    let mut s = print(out);
    for d in diags {
        if !s.is_empty() {
            s.push('\n');
        }
        let at = files
            .position(d.span.start)
            .and_then(|p| files.get(p.file).map(|f| format!("{}:{}:{}", f.name, p.line, p.column)))
            .unwrap_or_else(|| "-".into());
        let _ = write!(s, "{} {at}: {}", d.code, d.message);
    }
    s
}

fn check_config(src: &str, config: &PpConfig, expect: &str) {
    let (files, out, diags) = run_with(src, config);
    let got = render(&files, &out, &diags);
    let want: Vec<&str> = expect.trim().lines().map(str::trim).collect();
    assert_eq!(got, want.join("\n"), "\n--- got ---\n{got}\n");
}

fn check(src: &str, expect: &str) {
    check_config(src, &config(&MemoryIncludes::default()), expect);
}

fn check_with_includes(src: &str, includes: &[(&str, &str)], expect: &str) {
    let m = MemoryIncludes(includes.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect());
    check_config(src, &config(&m), expect);
}

#[test]
fn object_and_function_macros() {
    check("#define N 4\nfloat a[N];", "float a [ 4 ] ;");
    check("#define SQ(x) ((x)*(x))\nSQ(a+1)", "( ( a + 1 ) * ( a + 1 ) )");
    check("#define F(a, b) a##b\nF(x, y) F(, y) F(x, ) F(,)", "xy y x");
    check("#define F (x)\nF", "( x )");
    check("#define G(x) x\nG\n(1) G", "1 G");
    check("#define E()\nE() + E ( )", "+");
    check("#define ID(x) x\nID(ID)(3)", "ID ( 3 )");
}

#[test]
fn rescanning_and_hide_sets() {
    // The standard's examples of self-reference.
    check("#define foo foo a\nfoo", "foo a");
    check("#define x 2*x\n#define y x+1\ny", "2 * x + 1");
    check("#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)", "2 * 9 * g");
    check(
        "#define hash_hash # ## #\n#define mkstr(a) # a\n#define in_between(a) mkstr(a)\n#define join(c, d) in_between(c hash_hash d)\njoin(x, y)",
        "\"x ## y\"",
    );
    // Indirect recursion stops.
    check("#define A B\n#define B A\nA B", "A B");
}

#[test]
fn stringizing_and_pasting() {
    check("#define S(x) #x\nS(a  +  b) S(\"q\\n\") S( )", "\"a + b\" \"\\\"q\\\\n\\\"\" \"\"");
    check("#define CAT(a,b) a ## b\nCAT(1, 2) CAT(float, 4) CAT(<, <=)", "12 float4 <<=");
    check(
        "#define CAT(a,b) a ## b\nCAT(+, /)",
        "+ /\nOSH1011 main.hlsl:2:1: pasting `+` and `/` does not give a valid token",
    );
    // Arguments next to ## are not expanded first.
    check("#define A 1\n#define CAT(a,b) a ## b\n#define XCAT(a,b) CAT(a,b)\nCAT(A, A) XCAT(A, A)", "AA 11");
}

#[test]
fn variadic_macros() {
    check("#define V(f, ...) f(__VA_ARGS__)\nV(g) V(g, 1) V(g, 1, (2, 3))", "g ( ) g ( 1 ) g ( 1 , ( 2 , 3 ) )");
    check("#define P(fmt, ...) p(fmt, ## __VA_ARGS__)\nP(a) P(a, b, c)", "p ( a ) p ( a , b , c )");
    check("#define N(args...) n(args)\nN(1, 2)", "n ( 1 , 2 )");
}

#[test]
fn macro_call_errors() {
    check("#define F(a, b) a\nF(1) x", "x\nOSH1007 main.hlsl:2:1: macro `F` takes 2 argument(s) but 1 were given");
    check("#define F(a) a\nF(1\n", "OSH1007 main.hlsl:2:1: unterminated argument list invoking macro `F`");
    check(
        "#define F(a) #b\n#define G(a, a) a\n#define ## x\n#define H(x) ## x",
        "OSH1006 main.hlsl:1:14: `#` in a function-like macro must be followed by a parameter
         OSH1006 main.hlsl:2:14: duplicate macro parameter `a`
         OSH1006 main.hlsl:3:1: #define needs a macro name
         OSH1006 main.hlsl:4:14: `##` cannot be at either end of a macro body",
    );
    check("#define A 1\n#define A 2\n#define A 2\nA", "2\nOSH1012 main.hlsl:2:9: macro `A` redefined");
}

#[test]
fn conditionals() {
    check("#if 1\na\n#else\nb\n#endif", "a");
    check("#if 0\na\n#elif 2 > 1\nb\n#else\nc\n#endif", "b");
    check("#ifdef X\na\n#endif\n#ifndef X\nb\n#endif", "b");
    check("#define X\n#if defined(X) && defined X && !defined Y\nok\n#endif", "ok");
    check("#if 0\n#if 1\na\n#else\nb\n#endif\n#elif 1\nc\n#endif", "c");
    check("#if 1\na\n#elif 1/0\nb\n#endif", "a");
    // `defined` produced by a macro in #if is the operator, applied before
    // its operand could expand.
    check(
        "#define A 0\n#define HAS_A defined(A) && defined B\n#if HAS_A\nno\n#elif !(HAS_A) && defined(A)\nyes\n#endif",
        "yes",
    );
    check("#if 0\n#bogus\n' unterminated \" stuff @\n#endif\nx", "x");
    check(
        "#if 1\n#else\n#else\n#endif\n#endif\n#elif 1\n#if 1",
        "OSH1006 main.hlsl:3:1: #else after #else
         OSH1010 main.hlsl:5:1: #endif without #if
         OSH1010 main.hlsl:6:1: #elif without #if
         OSH1001 main.hlsl:7:1: unterminated conditional directive",
    );
}

#[test]
fn if_expressions() {
    let cases: &[(&str, bool)] = &[
        ("1 + 2 * 3 == 7", true),
        ("(1 + 2) * 3 == 9", true),
        ("-1 < 0", true),
        ("-1 < 0u", false),
        ("0xFFFFFFFFFFFFFFFF == -1", true),
        ("1 << 4 == 16 && 256 >> 4 == 16", true),
        ("7 / 2 == 3 && 7 % 2 == 1 && -7 / 2 == -3", true),
        ("1 ? 2 : 0", true),
        ("0 ? 1 : 0", false),
        ("~0 == -1 && !0 && !!5", true),
        ("(3 & 5) == 1 && (3 | 5) == 7 && (3 ^ 5) == 6", true),
        ("UNDEFINED_NAME == 0", true),
        ("true && !false", true),
        ("0 && 1 / 0", false),
        ("1 || 1 / 0", true),
        ("010 == 8 && 0x10 == 16", true),
        ("__LINE__ == 1", true),
    ];
    for (expr, want) in cases {
        let src = format!("#if {expr}\nyes\n#else\nno\n#endif");
        check(&src, if *want { "yes" } else { "no" });
    }
    check("#define TWO 2\n#define ADD(a,b) ((a)+(b))\n#if ADD(TWO, 1) == 3\nok\n#endif", "ok");
}

#[test]
fn if_expression_errors() {
    check("#if 1 +\n#endif", "OSH1008 main.hlsl:1:7: #if expression ends too early");
    check("#if (1\n#endif", "OSH1008 main.hlsl:1:6: expected `)` in #if expression");
    check("#if 1 / 0\n#endif", "OSH1008 main.hlsl:1:7: division by zero in #if expression");
    check("#if 1.0\n#endif", "OSH1008 main.hlsl:1:5: floating-point values are not allowed in #if");
    check("#if\n#endif", "OSH1008 main.hlsl:1:1: #if with no expression");
    check("#if 1 2\n#endif", "OSH1008 main.hlsl:1:7: unexpected `2` in #if expression");
    check(
        "#if defined\n#endif",
        "OSH1008 main.hlsl:1:5: `defined` needs a macro name: `defined NAME` or `defined(NAME)`",
    );
}

#[test]
fn builtins() {
    check("a __LINE__\n\nb __LINE__", "a 1\nb 3");
    check("__FILE__ __COUNTER__ __COUNTER__", "\"main.hlsl\" 0 1");
    check("#define L __LINE__\n\nL", "3");
    check("#line 100\n__LINE__\n#line 7 \"x.hlsl\"\n__LINE__ __FILE__", "100\n7 \"x.hlsl\"");
    check("#line\nx", "x\nOSH1006 main.hlsl:1:1: #line needs a line number");
}

#[test]
fn includes() {
    check_with_includes("#include \"a.hlsli\"\nmain A", &[("a.hlsli", "#define A from_a\nin_a")], "in_a\nmain from_a");
    check_with_includes("#include <lib/b.h>\n", &[("lib/b.h", "b")], "b");
    check_with_includes("#define H \"a.h\"\n#include H\n", &[("a.h", "a")], "a");
    check_with_includes("#include \"lib\\b.h\"\n", &[("lib/b.h", "b")], "b");
    check_with_includes("\u{FEFF}#include \"a.h\"\n", &[("a.h", "\u{FEFF}a")], "a");
    check("#include \"missing.h\"\nx", "x\nOSH1002 main.hlsl:1:1: cannot find include file `missing.h`");
    check(
        "#include\n#include x",
        "OSH1006 main.hlsl:1:1: #include expects \"FILE\" or <FILE>\nOSH1006 main.hlsl:2:1: #include expects \"FILE\" or <FILE>",
    );
    // Relative to the including file.
    check_with_includes("#include \"lib/a.h\"", &[("lib/a.h", "#include \"b.h\"\na"), ("lib/b.h", "b")], "b\na");
}

#[test]
fn include_spans_point_into_the_included_file() {
    let m = MemoryIncludes([("a.h".to_string(), "ok\n  @".to_string())].into_iter().collect());
    let (files, out, diags) = run_with("#include \"a.h\"\nx", &config(&m));
    assert_eq!(print(&out), "ok\n@\nx");
    assert_eq!(render(&files, &PpOutput::default(), &diags), "OSH2005 a.h:2:3: unknown character `@`");
    assert_eq!(files.len(), 2);
    let ok = out.tokens.first().map(|t| t.span).unwrap_or(Span::DUMMY);
    assert_eq!(files.snippet(ok), "ok");
}

#[test]
fn include_once_guards_and_cycles() {
    let guarded = "// header\n#ifndef A_H\n#define A_H\nstruct A {};\n#endif\n";
    check_with_includes("#include \"a.h\"\n#include \"a.h\"", &[("a.h", guarded)], "struct A { } ;");
    check_with_includes("#include \"a.h\"\n#include \"a.h\"", &[("a.h", "#pragma once\nonce")], "once");
    check_with_includes("#include \"a.h\"\n#include \"a.h\"", &[("a.h", "twice")], "twice\ntwice");
    check_with_includes(
        "#include \"a.h\"",
        &[("a.h", "#include \"b.h\"\na"), ("b.h", "#include \"a.h\"\nb")],
        "b\na\nOSH1013 b.h:1:1: `a.h` includes itself",
    );
    // Each included file's conditionals must balance within it.
    check_with_includes(
        "#include \"a.h\"\n#endif",
        &[("a.h", "#if 1\na")],
        "a\nOSH1001 a.h:1:1: unterminated conditional directive\nOSH1010 main.hlsl:2:1: #endif without #if",
    );
}

#[test]
fn guard_detection() {
    let guard = |s: &str| detect_guard(&crate::syntax::lex::lex_str(s, 0).tokens);
    assert_eq!(guard("#ifndef G\n#define G\nx\n#endif\n"), Some("G".into()));
    assert_eq!(guard("/* c */\n#if !defined(G)\n#define G 1\n#if X\n#endif\n#endif // G\n"), Some("G".into()));
    assert_eq!(guard("#ifndef G\n#define G\n#endif\nafter"), None);
    assert_eq!(guard("#ifndef G\n#define H\n#endif"), None);
    assert_eq!(guard("#ifndef G\n#define G\n#else\n#endif"), Some("G".into()));
    assert_eq!(guard("x\n#ifndef G\n#define G\n#endif"), None);
}

#[test]
fn pragmas_and_directives_as_events() {
    let m = MemoryIncludes::default();
    let (_, out, diags) = run_with(
        "a\n#pragma pack_matrix(row_major)\nb\n#pragma warning(disable: 3571)\n#pragma pack_matrix(x)",
        &config(&m),
    );
    assert_eq!(print(&out), "a\nb");
    assert_eq!(out.pragmas.len(), 2);
    assert_eq!(out.pragmas.first().map(|p| (p.at, &p.pragma)), Some((1, &Pragma::PackMatrix(MatrixPacking::RowMajor))));
    assert_eq!(
        out.pragmas.get(1).map(|p| (p.at, &p.pragma)),
        Some((2, &Pragma::Other { name: "warning".into(), text: "(disable: 3571)".into() }))
    );
    assert_eq!(diags.iter().map(|d| d.code.to_string()).collect::<Vec<_>>(), ["OSH1006"]);

    let glsl = PpConfig { dialect: Dialect::Glsl, ..config(&m) };
    let (_, out, diags) =
        run_with("#version 300 es\n#extension GL_OES_standard_derivatives : enable\n__VERSION__ GL_ES", &glsl);
    assert!(diags.is_empty(), "{diags:?}");
    assert_eq!(print(&out), "300 1");
    let kinds: Vec<(DirectiveKind, String)> = out.directives.iter().map(|d| (d.kind, spell(&d.tokens))).collect();
    assert_eq!(
        kinds,
        [
            (DirectiveKind::Version, "300 es".to_string()),
            (DirectiveKind::Extension, "GL_OES_standard_derivatives : enable".to_string())
        ]
    );
    // HLSL has no #version.
    check("#version 450\nx", "x\nOSH1006 main.hlsl:1:1: unknown directive `#version`");
}

#[test]
fn error_and_warning_directives() {
    check(
        "#warning careful now\n#error stop: \"here\"\nx",
        "x\nOSH1009 main.hlsl:1:1: #warning careful now\nOSH1003 main.hlsl:2:1: #error stop: \"here\"",
    );
    check("#if 0\n#error no\n#endif", "");
}

#[test]
fn predefined_and_command_line_defines() {
    let m = MemoryIncludes::default();
    let c = PpConfig {
        predefined: vec![("__HLSL_VERSION".into(), "2021".into()), ("SM".into(), "5".into())],
        defines: vec![("SM".into(), "6".into()), ("F(x)".into(), "x+x".into()), ("FLAG".into(), "1".into())],
        ..config(&m)
    };
    check_config("__HLSL_VERSION SM F(2) FLAG", &c, "2021 6 2 + 2 1\nOSH1012 -: macro `SM` redefined");
}

#[test]
fn expansion_spans_point_at_the_use() {
    let m = MemoryIncludes::default();
    let (files, out, _) = run_with("#define ADD(a, b) (a + b)\nx = ADD(first, second);", &config(&m));
    let snippets: Vec<&str> = out.tokens.iter().map(|t| files.snippet(t.span)).collect();
    assert_eq!(
        snippets,
        ["x", "=", "ADD(first, second)", "first", "ADD(first, second)", "second", "ADD(first, second)", ";", ""]
    );
}

#[test]
fn diagnostics_in_expansions_point_at_the_definition_too() {
    let m = MemoryIncludes::default();
    let src = "#define BAD(x) (x +)\nint a = BAD(1);\nint b = __LINE__;";
    let c = PpConfig { predefined: vec![("P".into(), "1".into())], ..config(&m) };
    let (files, out, _) = run_with(&format!("{src} P"), &c);
    let uses: Vec<(&str, &str)> = out.macro_uses.iter().map(|u| (u.name.as_str(), files.snippet(u.span))).collect();
    assert_eq!(uses, [("BAD", "BAD(1)"), ("P", "P")]);
    // A parser error at the `)` the body produced.
    let rparen = out.tokens.iter().filter(|t| t.is_punct(Punct::RParen)).map(|t| t.span).next().unwrap_or(Span::DUMMY);
    let p = out.tokens.iter().rev().nth(1).map(|t| t.span).unwrap_or(Span::DUMMY);
    let mut diags = vec![
        Diagnostic::error(codes::SYNTAX_EXPECTED, "expected an expression", rparen),
        Diagnostic::error(codes::SYNTAX_EXPECTED, "elsewhere", Span::new(0, 1)),
        Diagnostic::error(codes::SYNTAX_EXPECTED, "in predefined", p),
    ];
    out.explain_expansions(&mut diags);
    let labels: Vec<Vec<(&str, String)>> =
        diags.iter().map(|d| d.labels.iter().map(|l| (files.snippet(l.span), l.message.clone())).collect()).collect();
    assert_eq!(labels, [vec![("BAD", "in this expansion of macro `BAD`, defined here".to_string())], vec![], vec![]]);
    assert_eq!(diags.get(2).map(|d| d.notes.clone()), Some(vec!["in this expansion of macro `P` (predefined)".into()]));
}

#[test]
fn lexer_problems_only_in_active_code() {
    check("#if 0\n@ 0x\n#endif\n$", "$\nOSH2005 main.hlsl:4:1: unknown character `$`");
    check(
        "#if 0\n/* open",
        "OSH2002 main.hlsl:2:1: unterminated block comment\nOSH1001 main.hlsl:1:1: unterminated conditional directive",
    );
}

#[test]
fn exponential_macros_hit_the_budget_quickly() {
    // 2^40 tokens if unbounded.
    let mut src = String::from("#define A0 x\n");
    for i in 1..=40 {
        let _ = writeln!(src, "#define A{i} A{} A{}", i - 1, i - 1);
    }
    src.push_str("A40 after\n");
    // A smaller budget than the default keeps this debug-build test fast;
    // the cost is linear in the budget.
    let m = MemoryIncludes::default();
    let small = PpConfig { limits: Limits { expansion_tokens: 1 << 15, ..Limits::default() }, ..config(&m) };
    let (_, out, diags) = run_with(&src, &small);
    assert_eq!(diags.iter().map(|d| d.code.to_string()).collect::<Vec<_>>(), ["OSH1004"]);
    assert!(out.tokens.len() <= (1 << 15) + 10);

    // Exponential through arguments: F(F(F(...))) with a doubling body.
    let mut src = String::from("#define F(x) x x\n");
    src.push_str(&"F(".repeat(40));
    src.push('y');
    src.push_str(&")".repeat(40));
    let (_, _, diags) = run_with(&src, &small);
    assert_eq!(diags.iter().map(|d| d.code.to_string()).collect::<Vec<_>>(), ["OSH1004"]);
}

/// Run on a thread with the stack a wasm build has.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    let handle = std::thread::Builder::new().stack_size(1 << 20).spawn(f);
    assert!(handle.map(|h| h.join().is_ok()).unwrap_or(false));
}

#[test]
fn deep_nesting_ends_in_diagnostics_on_a_small_stack() {
    on_small_stack(|| {
        // Macro calls nested in arguments.
        let src = format!("#define F(x) x\n{}y{}", "F(".repeat(1000), ")".repeat(1000));
        let (_, out, diags) = run_with(&src, &config(&MemoryIncludes::default()));
        assert_eq!(diags.iter().map(|d| d.code.to_string()).collect::<Vec<_>>(), ["OSH1004"]);
        assert!(!out.tokens.is_empty());
        // Parentheses and unary operators in #if.
        for expr in [format!("{}1{}", "(".repeat(20_000), ")".repeat(20_000)), format!("{}1", "- ".repeat(20_000))] {
            let src = format!("#if {expr}\n#endif");
            let (_, _, diags) = run_with(&src, &config(&MemoryIncludes::default()));
            assert_eq!(diags.iter().map(|d| d.code.to_string()).collect::<Vec<_>>(), ["OSH1008"]);
        }
        // Conditionals nested deeply are iterative.
        let src = format!("{}x{}", "#if 1\n".repeat(20_000), "\n#endif".repeat(20_000));
        let (_, out, diags) = run_with(&src, &config(&MemoryIncludes::default()));
        assert!(diags.is_empty());
        assert_eq!(print(&out), "x");
    });
}

#[test]
fn include_depth_and_fan_out_are_bounded() {
    // A chain deeper than the limit.
    let mut files: Vec<(String, String)> = Vec::new();
    for i in 0..100 {
        files.push((format!("f{i}.h"), format!("#include \"f{}.h\"\n", i + 1)));
    }
    let m = MemoryIncludes(files.into_iter().collect());
    let (_, _, diags) = run_with("#include \"f0.h\"", &config(&m));
    assert_eq!(diags.iter().map(|d| d.code.to_string()).collect::<Vec<_>>(), ["OSH1005"]);
    // Each file includes the next twice: 2^30 inclusions if unbounded.
    let mut files: Vec<(String, String)> = Vec::new();
    for i in 0..30 {
        files.push((format!("g{i}.h"), format!("#include \"g{0}.h\"\n#include \"g{0}.h\"\n", i + 1)));
    }
    files.push(("g30.h".into(), "leaf".into()));
    let m = MemoryIncludes(files.into_iter().collect());
    let (_, _, diags) = run_with("#include \"g0.h\"", &config(&m));
    assert_eq!(diags.iter().map(|d| d.code.to_string()).collect::<Vec<_>>(), ["OSH1005"]);
}

#[test]
fn never_panics_on_fragments() {
    // Every prefix of a directive-heavy text.
    let text = "#define F(a, ...) #a a ## __VA_ARGS__ , ## __VA_ARGS__\n#if defined(F) && (1 ? 2 : 3)\nF(x, y) F(\n#elif\n#else\n#include <\n#pragma pack_matrix(\n#line 5 \"\n#endif\n";
    for cut in 0..=text.len() {
        if let Some(prefix) = text.get(..cut) {
            let _ = run_with(prefix, &config(&MemoryIncludes::default()));
        }
    }
}

/// A loader that answers from memory and shares a [`PpCache`].
struct CachedIncludes<'a> {
    files: MemoryIncludes,
    cache: &'a PpCache,
}

impl IncludeLoader for CachedIncludes<'_> {
    fn load(&self, name: &str, from: &str, system: bool) -> Option<(String, String)> {
        self.files.load(name, from, system)
    }
    fn pp_cache(&self) -> Option<&PpCache> {
        Some(self.cache)
    }
}

/// Preprocess through `cache` and without it, under the same defines and
/// include files; the two renderings must agree.
fn through_cache(cache: &PpCache, src: &str, defines: &[(&str, &str)], includes: &[(&str, &str)]) -> String {
    let mut files = MemoryIncludes::default();
    for (name, text) in includes {
        files.0.insert(name.to_string(), text.to_string());
    }
    let loader = CachedIncludes { files: files.clone(), cache };
    let mut cfg = config(&files);
    cfg.defines = defines.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect();
    let (fresh_files, fresh, fresh_diags) = run_with(src, &cfg);
    let expect = render(&fresh_files, &fresh, &fresh_diags);
    cfg.includes = &loader;
    let mut got_files = Files::new();
    let main = got_files.add("main.hlsl", src);
    let mut diags = Vec::new();
    let got = cache.preprocess(&mut got_files, main, &cfg, &mut diags);
    let got = render(&got_files, &got, &diags);
    assert_eq!(got, expect, "cached and fresh preprocessing differ");
    got
}

#[test]
fn cache_splits_on_a_define_an_include_tests() {
    let cache = PpCache::new();
    let inc = [("a.hlsli", "#ifdef FOO\nint a;\n#else\nint b;\n#endif\n")];
    let src = "#include \"a.hlsli\"\nint c;\n";
    assert_eq!(through_cache(&cache, src, &[], &inc), "int b ;\nint c ;");
    assert_eq!(through_cache(&cache, src, &[("FOO", "1")], &inc), "int a ;\nint c ;");
    assert_eq!(cache.counts(), (0, 2));
    // Both contexts are cached now; each is found again.
    assert_eq!(through_cache(&cache, src, &[], &inc), "int b ;\nint c ;");
    assert_eq!(through_cache(&cache, src, &[("FOO", "2")], &inc), "int a ;\nint c ;");
    assert_eq!(cache.counts(), (1, 3), "FOO=2 is another definition of a consulted name");
}

#[test]
fn cache_is_shared_by_defines_nothing_tests() {
    let cache = PpCache::new();
    let inc = [("a.hlsli", "#define K 3\nint a[K];\n")];
    let src = "#include \"a.hlsli\"\n";
    assert_eq!(through_cache(&cache, src, &[("UNUSED", "1")], &inc), "int a [ 3 ] ;");
    assert_eq!(through_cache(&cache, src, &[("UNUSED", "2"), ("OTHER", "x")], &inc), "int a [ 3 ] ;");
    assert_eq!(cache.counts(), (1, 1));
}

#[test]
fn cache_sees_a_define_the_text_redefines() {
    // The text's own `#define K` decides K from then on, but whether it
    // warns depends on the `-D` before it.
    let cache = PpCache::new();
    let src = "#define K 3\nint a[K];\n";
    assert_eq!(through_cache(&cache, src, &[], &[]), "int a [ 3 ] ;");
    let warned = through_cache(&cache, src, &[("K", "4")], &[]);
    assert!(warned.contains("OSH1"), "{warned}");
    assert_eq!(cache.counts(), (0, 2));
}

#[test]
fn cache_replays_include_loads() {
    // Same main text and defines, another include text: not reused.
    let cache = PpCache::new();
    let src = "#include \"a.hlsli\"\n";
    assert_eq!(through_cache(&cache, src, &[], &[("a.hlsli", "int a;")]), "int a ;");
    assert_eq!(through_cache(&cache, src, &[], &[("a.hlsli", "int b;")]), "int b ;");
    assert!(through_cache(&cache, src, &[], &[]).contains("cannot find include file"));
    assert_eq!(cache.counts(), (0, 3));
    assert_eq!(through_cache(&cache, src, &[], &[("a.hlsli", "int b;")]), "int b ;");
    assert_eq!(cache.counts(), (1, 3));
}

#[test]
fn cache_splits_on_an_undefined_name_a_later_context_defines() {
    // `#if defined(X)` consults X while it is undefined; a context that
    // defines X must not reuse that run.
    let cache = PpCache::new();
    let src = "#if defined(X)\nint x;\n#endif\nint y;\n";
    assert_eq!(through_cache(&cache, src, &[], &[]), "int y ;");
    assert_eq!(through_cache(&cache, src, &[("X", "")], &[]), "int x ;\nint y ;");
    assert_eq!(cache.counts(), (0, 2));
}

#[test]
fn cache_drops_the_oldest_results_past_its_budget() {
    // A budget below one result's size keeps only the newest.
    let cache = PpCache::with_budget(1);
    let src = "#if A\nint a;\n#endif\n";
    through_cache(&cache, src, &[("A", "1")], &[]);
    through_cache(&cache, src, &[("A", "0")], &[]);
    through_cache(&cache, src, &[("A", "0")], &[]);
    assert_eq!(cache.counts(), (1, 2));
    through_cache(&cache, src, &[("A", "1")], &[]);
    assert_eq!(cache.counts(), (1, 3), "A=1 was dropped");
}

#[test]
fn skipped_groups_are_noted_as_spans() {
    let src = "int a;\n#if 0\nint b;\nint c;\n#elif 1\nint d;\n#else\nint e;\n#endif\nint f;\n";
    let includes = MemoryIncludes::default();
    let (files, out, diags) = run_with(src, &config(&includes));
    assert!(diags.is_empty(), "{diags:?}");
    let texts: Vec<&str> = out.skipped.iter().map(|s| files.snippet(*s)).collect();
    // `int b; int c;` is one run (no token read between them); `int e;` another.
    assert_eq!(texts, ["int b;\nint c;", "int e;"]);
}
