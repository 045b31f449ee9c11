//! Parser tests: source → a compact rendering of the tree or the diagnostics.

use super::parse;
use crate::hlsl::ast::*;
use crate::source::Files;

fn tokens(src: &str) -> Vec<crate::syntax::token::Token> {
    let mut files = Files::new();
    let id = files.add("t.hlsl", src);
    let mut diags = Vec::new();
    crate::syntax::lex::lex(&files, id, &mut diags)
}

/// Item kinds and names, or the diagnostic codes.
fn check(src: &str, expect: &str) {
    let p = parse(&tokens(src));
    let mut out: Vec<String> = p.diagnostics.iter().map(|d| d.code.to_string()).collect();
    for item in &p.ast.items {
        out.push(match item {
            Item::Struct(s) => format!("struct {}", s.name),
            Item::Typedef(t) => format!("typedef {}", t.name),
            Item::Buffer(b) => format!("{} {}", b.keyword, b.name),
            Item::Var(v) => {
                format!("var {}", v.declarators.iter().map(|d| d.name.as_str()).collect::<Vec<_>>().join(","))
            }
            Item::Function(f) => format!("fn {}/{}", f.name, f.params.len()),
            Item::Enum(e) => format!("enum {}", e.name),
            Item::Namespace(n, _, _) => format!("namespace {n}"),
            Item::Template(t) => format!("template/{}", t.params.len()),
            Item::Error(_) => "error".into(),
        });
    }
    assert_eq!(out.join("; "), expect, "{src}");
}

#[test]
fn declarations() {
    check("cbuffer C : register(b0) { float4x4 m; float a, b : packoffset(c4.y); };", "cbuffer C");
    check("struct S { float3 p : POSITION; }; S s;", "struct S; var s");
    check("Texture2D<float4> t : register(t0); SamplerState s;", "var t; var s");
    check("[numthreads(8,8,1)] void main(uint3 id : SV_DispatchThreadID) { }", "fn main/1");
    check("typedef float4 color; color c;", "typedef color; var c");
    check("namespace N { struct S { int a; }; } N::S x;", "namespace N; var x");
    check("enum class E { A, B = 3 };", "enum E");
}

#[test]
fn adjacent_string_literals_in_attributes_concatenate() {
    let src = "[RootSignature(\"CBV(b0), \" \"SRV(t0)\")] [numthreads(1,1,1)] void main() { }";
    let p = parse(&tokens(src));
    assert!(p.diagnostics.is_empty(), "{:?}", p.diagnostics);
    let Some(Item::Function(f)) = p.ast.items.first() else { panic!("no function") };
    let root = f.attributes.iter().find(|a| a.name == "rootsignature").expect("attribute");
    let [arg] = root.args.as_slice() else { panic!("{:?}", root.args) };
    assert!(matches!(&arg.kind, ExprKind::Ident(s) if s == "\"CBV(b0), SRV(t0)\""), "{arg:?}");
}

#[test]
fn statements_and_expressions() {
    check(
        "void f() { int a = (int)1.5; float2 v = float2(1, 2).yx; a += v.x > 0 ? 1 : 2; \
         for (int i = 0; i < 4; ++i) { if (i == 2) continue; } switch (a) { case 1: a = 2; default: break; } \
         do { a--; } while (a > 0); }",
        "fn f/0",
    );
    check("void f() { x = a < b && c > d; y = vector<float, 3>(1, 2, 3); }", "fn f/0");
}

#[test]
fn errors_recover_and_continue() {
    check("float f( { } int g;", "OSH2001; OSH2001; fn f/0; var g");
    check("void f() { a = ; b = 1 } void g() {}", "OSH2001; OSH2001; fn f/0; fn g/0");
}

#[test]
fn nesting_budget() {
    let deep = format!("void f() {{ x = {}1{}; }}", "(".repeat(500), ")".repeat(500));
    let p = parse(&tokens(&deep));
    assert!(p.diagnostics.iter().any(|d| d.code == crate::diag::codes::SYNTAX_NESTING_TOO_DEEP));
    let deep = format!("void f() {}{}", "{".repeat(300), "}".repeat(300));
    let p = parse(&tokens(&deep));
    assert!(p.diagnostics.iter().any(|d| d.code == crate::diag::codes::SYNTAX_NESTING_TOO_DEEP));
}

#[test]
fn templates() {
    check(
        "template<typename T, uint N> struct A { T v[N]; }; A<float, 2> a; template<class T> T f(T x) { return f<T>(x); }",
        "template/2; var a; template/1",
    );
}
