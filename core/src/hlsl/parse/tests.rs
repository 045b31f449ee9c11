//! Parser tests: source → a compact rendering of the tree or the diagnostics.

use super::{parse, parse_glsl};
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
    assert_eq!(render(parse(&tokens(src))), expect, "{src}");
}

/// As [`check`], by GLSL's grammar; a qualifier list renders as its words
/// and `layout(ids)`.
fn check_glsl(src: &str, expect: &str) {
    assert_eq!(render(parse_glsl(&tokens(src))), expect, "{src}");
}

fn qualifiers(m: &Modifiers) -> String {
    let words: Vec<String> = m
        .glsl
        .iter()
        .map(|q| match q {
            Qualifier::Word(w, _) => w.clone(),
            Qualifier::Layout(ids, _) => {
                let ids: Vec<String> = ids
                    .iter()
                    .map(|id| if id.value.is_some() { format!("{}=", id.name) } else { id.name.clone() })
                    .collect();
                format!("layout({})", ids.join(","))
            }
        })
        .collect();
    words.join(" ")
}

fn render(p: super::Parsed) -> String {
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
            Item::Qualifiers(q) => {
                let names: Vec<&str> = q.names.iter().map(|(n, _)| n.as_str()).collect();
                format!("[{}] {}", qualifiers(&q.modifiers), names.join(",")).trim_end().to_string()
            }
            Item::Precision(p) => format!("precision {} {}", p.precision, p.ty.name),
            Item::Block(b) => {
                let members: Vec<String> = b
                    .members
                    .iter()
                    .flat_map(|m| m.declarators.iter().map(|d| format!("{} {}", m.ty.name, d.name)))
                    .collect();
                let instance = b.instance.as_ref().map(|d| format!(" {}/{}", d.name, d.dims.len())).unwrap_or_default();
                format!("[{}] block {} {{{}}}{instance}", qualifiers(&b.modifiers), b.name, members.join(", "))
            }
            Item::Error(_) => "error".into(),
        });
    }
    out.join("; ")
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

#[test]
fn glsl_declarations() {
    check_glsl("layout(local_size_x = 8, local_size_y = 8) in;", "[layout(local_size_x=,local_size_y=) in]");
    check_glsl(
        "layout(set = 0, binding = 1, std140) uniform Scene { mat4 mvp; layout(offset = 64) vec4 tint[2]; } scene;",
        "[layout(set=,binding=,std140) uniform] block Scene {mat4 mvp, vec4 tint} scene/0",
    );
    check_glsl("buffer B { float v[]; } b[4];", "[buffer] block B {float v} b/1");
    check_glsl("flat centroid in highp ivec2 a, b;", "var a,b");
    check_glsl("invariant gl_Position; precise out vec4 c;", "[invariant] gl_Position; var c");
    check_glsl(
        "precision mediump float; precision highp sampler2DArray;",
        "precision mediump float; precision highp sampler2DArray",
    );
    check_glsl("struct S { highp vec3 p; float w[2]; }; S s[3];", "struct S; var s");
    check_glsl(
        "layout(std430) buffer; layout(rgba8) uniform writeonly image2D img;",
        "[layout(std430) buffer]; var img",
    );
    check_glsl(
        "layout(buffer_reference) buffer Node; layout(buffer_reference, std430) buffer Node { Node next; int v; };",
        "[layout(buffer_reference) buffer] Node; [layout(buffer_reference,std430) buffer] block Node {Node next, int v}",
    );
    check_glsl("vec4 f(in vec2 uv, out float d, inout int[2] n); void main() {}", "fn f/3; fn main/0");
}

#[test]
fn glsl_words_that_later_versions_reserved_are_names_in_older_code() {
    // `sample`, `buffer`, `shared` and `patch` were names before they were
    // qualifiers: they qualify only before a type or a name.
    check_glsl("void main() { vec4 sample = vec4(1.0); float patch = sample.x; shared = 2; }", "fn main/0");
    check_glsl("sample in vec2 uv; patch out float w;", "var uv; var w");
}

#[test]
fn glsl_statements_and_expressions() {
    check_glsl(
        "void main() { float a[3] = float[3](1.0, 2.0, 3.0); vec2[2] b = vec2[](vec2(0.0), vec2(1.0)); \
         int n = a.length() + b.length(); double d = 1.0lf; float16_t h = 1.5hf; int16_t s = 0x8000s; \
         [[unroll]] for (int i = 0; i < n; i++) { if (any(lessThan(b[0], b[1]))) discard; } }",
        "fn main/0",
    );
    // GLSL has no casts: a parenthesised type is not one.
    check_glsl("void main() { float f = (float)1; }", "OSH2001; fn main/0");
}

#[test]
fn glsl_array_types_and_16_bit_literals_in_the_tree() {
    let p = parse_glsl(&tokens("void main() { vec2[2] b = vec2[](x, y); uint16_t u = 7us; }"));
    assert!(p.diagnostics.is_empty(), "{:?}", p.diagnostics);
    let Some(Item::Function(f)) = p.ast.items.first() else { panic!("no function") };
    let stmts = &f.body.as_ref().expect("body").stmts;
    let StmtKind::Var(b) = &stmts[0].kind else { panic!("{:?}", stmts[0]) };
    assert_eq!((b.ty.name.as_str(), b.ty.dims.len()), ("vec2", 1));
    let Some(ExprKind::Call { callee: Callee::Type(ctor), args }) = b.declarators[0].init.as_ref().map(|e| &e.kind)
    else {
        panic!("{b:?}")
    };
    assert!(matches!(ctor.dims.as_slice(), [None]), "{ctor:?}");
    assert_eq!(args.len(), 2);
    let StmtKind::Var(u) = &stmts[1].kind else { panic!("{:?}", stmts[1]) };
    let Some(ExprKind::Call { callee: Callee::Type(t), args }) = u.declarators[0].init.as_ref().map(|e| &e.kind) else {
        panic!("{u:?}")
    };
    assert_eq!(t.name, "uint16_t");
    assert!(matches!(args[0].kind, ExprKind::Int(7, IntSuffix::U)), "{args:?}");
}

#[test]
fn glsl_subroutines_are_a_coded_error() {
    check_glsl(
        "subroutine vec4 Shade(vec3 n); subroutine(Shade) vec4 red(vec3 n) { return vec4(1.0); } void main() {}",
        "OSH3021; OSH3021; error; error; fn main/0",
    );
}
