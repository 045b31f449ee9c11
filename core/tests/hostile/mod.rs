//! Generated worst-case inputs: the budgets every stage must keep (see
//! RELIABILITY.md). Each case builds a shader of a given size `n`; the budget
//! test (`tests/budgets.rs`) checks each one's outcome at a large size, and
//! the benchmark (`benches/budgets.rs`) measures time and peak memory over
//! several sizes to give the slope. The npm test `wasm-api/test/hostile.test.mjs`
//! feeds the same shapes to a debug wasm build.

use ferrometal::{Language, MemoryIncludes};
use std::fmt::Write as _;

/// What a case must end in.
#[derive(Clone, Copy, Debug)]
pub enum Expect {
    /// MSL and reflection, no error.
    Translates,
    /// An error with this code (a budget or a limit of the language).
    Error(u16),
}

pub struct Case {
    pub name: &'static str,
    pub language: Language,
    /// The shader (and its includes) at size `n`.
    pub build: fn(usize) -> (String, MemoryIncludes),
    /// The size the budget test uses; the benchmark takes 1/8, 1/4, 1/2 and 1 of it.
    pub size: usize,
    pub expect: Expect,
}

fn main_only(s: String) -> (String, MemoryIncludes) {
    (s, MemoryIncludes::default())
}

const PS: &str = "float4 main() : SV_Target";

fn hlsl_parens(n: usize) -> (String, MemoryIncludes) {
    main_only(format!("{PS} {{ return {}1{}; }}\n", "(".repeat(n), ")".repeat(n)))
}

fn hlsl_unary(n: usize) -> (String, MemoryIncludes) {
    main_only(format!("{PS} {{ return float4({}1.0, 0, 0, 1); }}\n", "-".repeat(n)))
}

fn hlsl_constructors(n: usize) -> (String, MemoryIncludes) {
    main_only(format!("{PS} {{ return {}1{}; }}\n", "float4(".repeat(n), ")".repeat(n)))
}

/// `(Texture2D<(Texture2D<(…`: each `(` may open a cast whose type holds
/// the next one; found by fuzzing, when every failed cast was parsed again
/// as an expression, in time exponential in the nesting.
fn hlsl_cast_templates(n: usize) -> (String, MemoryIncludes) {
    main_only(format!("{PS} {{ return {}1; }}\n", "(Texture2D<".repeat(n)))
}

fn hlsl_blocks(n: usize) -> (String, MemoryIncludes) {
    main_only(format!("{PS} {{ {} {} return 1; }}\n", "{".repeat(n), "}".repeat(n)))
}

fn hlsl_ifs(n: usize) -> (String, MemoryIncludes) {
    main_only(format!("{PS} {{ float x = 0; {} x = 1; return x; }}\n", "if (x < 1) ".repeat(n)))
}

fn hlsl_ifs_braced(n: usize) -> (String, MemoryIncludes) {
    let body = format!("{} x = 1; {}", "if (x < 1) { ".repeat(n), "}".repeat(n));
    main_only(format!("{PS} {{ float x = 0; {body} return x; }}\n"))
}

fn hlsl_loops(n: usize) -> (String, MemoryIncludes) {
    let body = format!("{} x += 1; {}", "for (int i = 0; i < 2; i++) { ".repeat(n), "}".repeat(n));
    main_only(format!("{PS} {{ float x = 0; {body} return x; }}\n"))
}

fn hlsl_else_ifs(n: usize) -> (String, MemoryIncludes) {
    let mut s = format!("{PS} {{ float x = 0; if (x == 0) x = 1;");
    for i in 0..n {
        let _ = write!(s, " else if (x == {i}) x = {i};");
    }
    s.push_str(" return x; }\n");
    main_only(s)
}

fn hlsl_sum_chain(n: usize) -> (String, MemoryIncludes) {
    main_only(format!("{PS} {{ float x = 1; return x{}; }}\n", " + x".repeat(n)))
}

fn hlsl_assign_chain(n: usize) -> (String, MemoryIncludes) {
    main_only(format!("{PS} {{ float x = 1; {} 1; return x; }}\n", "x = ".repeat(n)))
}

fn hlsl_ternary_chain(n: usize) -> (String, MemoryIncludes) {
    main_only(format!("{PS} {{ float x = 1; return {} 0; }}\n", "x > 0 ? x : ".repeat(n)))
}

fn hlsl_call_chain(n: usize) -> (String, MemoryIncludes) {
    let mut s = String::from("float f0(float x) { return x; }\n");
    for i in 1..n {
        let _ = writeln!(s, "float f{i}(float x) {{ return f{}(x) + 1; }}", i - 1);
    }
    let _ = writeln!(s, "{PS} {{ return f{}(1); }}", n - 1);
    main_only(s)
}

fn hlsl_macro_doubling(n: usize) -> (String, MemoryIncludes) {
    let mut s = String::from("#define M0 x\n");
    for i in 1..n {
        let _ = writeln!(s, "#define M{i} M{0} M{0}", i - 1);
    }
    let _ = writeln!(s, "{PS} {{ float x = 1; return M{}; }}", n - 1);
    main_only(s)
}

fn hlsl_macro_args(n: usize) -> (String, MemoryIncludes) {
    let mut s = String::from("#define F(a) a a a a\n");
    let _ = writeln!(s, "{PS} {{ float x = 1; return {}x{}; }}", "F(".repeat(n), ")".repeat(n));
    main_only(s)
}

fn hlsl_include_cycle(_: usize) -> (String, MemoryIncludes) {
    let mut inc = MemoryIncludes::default();
    inc.0.insert("a.h".into(), "#include \"b.h\"\n".into());
    inc.0.insert("b.h".into(), "#include \"a.h\"\n".into());
    (format!("#include \"a.h\"\n{PS} {{ return 1; }}\n"), inc)
}

fn hlsl_include_chain(n: usize) -> (String, MemoryIncludes) {
    let mut inc = MemoryIncludes::default();
    for i in 0..n {
        inc.0.insert(format!("{i}.h"), format!("#include \"{}.h\"\n", i + 1));
    }
    (format!("#include \"0.h\"\n{PS} {{ return 1; }}\n"), inc)
}

fn hlsl_include_fanout(n: usize) -> (String, MemoryIncludes) {
    // Each level includes the next twice without a guard: 2^n includes.
    let mut inc = MemoryIncludes::default();
    for i in 0..n {
        inc.0.insert(format!("{i}.h"), format!("#include \"{0}.h\"\n#include \"{0}.h\"\n", i + 1));
    }
    inc.0.insert(format!("{n}.h"), "float4 c;\n".into());
    (format!("#include \"0.h\"\n{PS} {{ return 1; }}\n"), inc)
}

fn hlsl_huge_array(n: usize) -> (String, MemoryIncludes) {
    main_only(format!("static float a[{n}];\n{PS} {{ return a[0]; }}\n"))
}

fn hlsl_array_initializer(n: usize) -> (String, MemoryIncludes) {
    main_only(format!("static const float a[{n}] = {{ {}0 }};\n{PS} {{ return a[1]; }}\n", "1, ".repeat(n - 1)))
}

fn hlsl_entry_points(n: usize) -> (String, MemoryIncludes) {
    let mut s = String::from("RWStructuredBuffer<uint> b : register(u0);\n");
    for i in 0..n {
        let _ = writeln!(s, "[numthreads(1, 1, 1)] void cs{i}(uint3 id : SV_DispatchThreadID) {{ b[id.x] = {i}; }}");
    }
    main_only(s)
}

fn hlsl_statements(n: usize) -> (String, MemoryIncludes) {
    // About 20 bytes a statement: n = 50,000 is 1 MB.
    let mut s = format!("{PS} {{ float x = 0;\n");
    for i in 0..n {
        let _ = writeln!(s, "  x = x * 0.5 + {};", i % 1000);
    }
    s.push_str("  return x;\n}\n");
    main_only(s)
}

fn hlsl_locals(n: usize) -> (String, MemoryIncludes) {
    let mut s = format!("{PS} {{ float v0 = 1;\n");
    for i in 1..n {
        let _ = writeln!(s, "  float v{i} = v{} + 1;", i - 1);
    }
    let _ = writeln!(s, "  return v{};\n}}", n - 1);
    main_only(s)
}

fn hlsl_struct_nesting(n: usize) -> (String, MemoryIncludes) {
    let mut s = String::from("struct S0 { float x; };\n");
    for i in 1..n {
        let _ = writeln!(s, "struct S{i} {{ S{} s; }};", i - 1);
    }
    let _ = writeln!(s, "{PS} {{ S{} s = (S{})0; return 1; }}", n - 1, n - 1);
    main_only(s)
}

fn hlsl_long_identifier(n: usize) -> (String, MemoryIncludes) {
    let name = "a".repeat(n);
    main_only(format!("{PS} {{ float {name} = 1; return {name}; }}\n"))
}

fn hlsl_unterminated_comment(n: usize) -> (String, MemoryIncludes) {
    main_only(format!("{PS} {{ return 1; }}\n/*{}", " x".repeat(n)))
}

fn hlsl_errors(n: usize) -> (String, MemoryIncludes) {
    main_only(format!("{PS} {{ {} return 1; }}\n", "); ".repeat(n)))
}

fn hlsl_pp_if_nesting(n: usize) -> (String, MemoryIncludes) {
    main_only(format!("{}{PS} {{ return 1; }}\n{}", "#if 1\n".repeat(n), "#endif\n".repeat(n)))
}

fn hlsl_pp_expr(n: usize) -> (String, MemoryIncludes) {
    main_only(format!("#if {}1{}\n#endif\n{PS} {{ return 1; }}\n", "(".repeat(n), ")".repeat(n)))
}

fn glsl_wrap(body: &str, pre: &str) -> String {
    format!("#version 450\n{pre}layout(location = 0) out vec4 o;\nvoid main() {{ {body} }}\n")
}

fn glsl_parens(n: usize) -> (String, MemoryIncludes) {
    main_only(glsl_wrap(&format!("o = vec4({}1.0{});", "(".repeat(n), ")".repeat(n)), ""))
}

fn glsl_not(n: usize) -> (String, MemoryIncludes) {
    main_only(glsl_wrap(&format!("bool b = {}true{}; o = vec4(b);", "not(".repeat(n), ")".repeat(n)), ""))
}

fn glsl_constructors(n: usize) -> (String, MemoryIncludes) {
    main_only(glsl_wrap(&format!("o = {}1.0{};", "vec4(".repeat(n), ")".repeat(n)), ""))
}

fn glsl_blocks(n: usize) -> (String, MemoryIncludes) {
    main_only(glsl_wrap(&format!("{} o = vec4(1); {}", "{".repeat(n), "}".repeat(n)), ""))
}

fn glsl_ifs(n: usize) -> (String, MemoryIncludes) {
    main_only(glsl_wrap(&format!("float x = 0.0; {} x = 1.0; o = vec4(x);", "if (x < 1.0) ".repeat(n)), ""))
}

fn glsl_ifs_braced(n: usize) -> (String, MemoryIncludes) {
    let body = format!("{} x = 1.0; {}", "if (x < 1.0) { ".repeat(n), "}".repeat(n));
    main_only(glsl_wrap(&format!("float x = 0.0; {body} o = vec4(x);"), ""))
}

fn glsl_sum_chain(n: usize) -> (String, MemoryIncludes) {
    main_only(glsl_wrap(&format!("float x = 1.0; o = vec4(x{});", " + x".repeat(n)), ""))
}

fn glsl_macro_doubling(n: usize) -> (String, MemoryIncludes) {
    let mut pre = String::from("#define M0 x\n");
    for i in 1..n {
        let _ = writeln!(pre, "#define M{i} M{0} M{0}", i - 1);
    }
    main_only(glsl_wrap(&format!("float x = 1.0; o = vec4(M{});", n - 1), &pre))
}

fn glsl_huge_array(n: usize) -> (String, MemoryIncludes) {
    main_only(glsl_wrap("a[0] = 1.0; o = vec4(a[0]);", &format!("float a[{n}];\n")))
}

fn glsl_statements(n: usize) -> (String, MemoryIncludes) {
    let mut body = String::from("float x = 0.0;\n");
    for i in 0..n {
        let _ = writeln!(body, "  x = x * 0.5 + {}.0;", i % 1000);
    }
    body.push_str("  o = vec4(x);");
    main_only(glsl_wrap(&body, ""))
}

fn glsl_functions(n: usize) -> (String, MemoryIncludes) {
    let mut pre = String::from("float f0(float x) { return x; }\n");
    for i in 1..n {
        let _ = writeln!(pre, "float f{i}(float x) {{ return f{}(x) + 1.0; }}", i - 1);
    }
    main_only(glsl_wrap(&format!("o = vec4(f{}(1.0));", n - 1), &pre))
}

/// GLSL cases that fail today (none: `not(` nested 100,000 deep, the last
/// one, ends in OSH2003 since the GLSL front-end's linear nesting check).
/// Neither the test nor the benchmark runs a listed case (a stack overflow
/// aborts the process); a case comes off this list when its budget lands,
/// and the test then holds it.
pub const GLSL_KNOWN_FAILURES: &[&str] = &[];

use Expect::{Error, Translates};
use Language::{Glsl, Hlsl};

/// Syntax nesting (OSH2003: parentheses, blocks, operator chains — a chain of
/// `+` counts a level per operator — and structs in structs), macro budget
/// (OSH1004), include depth (OSH1005), include cycle (OSH1013), array size
/// (OSH3020), unterminated comment (OSH2002), error cap (OSH2007), `#if`
/// expression depth (OSH1008), call depth (OSH3009).
pub const CASES: &[Case] = &[
    Case { name: "hlsl/parens", language: Hlsl, build: hlsl_parens, size: 100_000, expect: Error(2003) },
    Case { name: "hlsl/unary", language: Hlsl, build: hlsl_unary, size: 100_000, expect: Error(2003) },
    Case { name: "hlsl/constructors", language: Hlsl, build: hlsl_constructors, size: 100_000, expect: Error(2003) },
    Case {
        name: "hlsl/cast-templates",
        language: Hlsl,
        build: hlsl_cast_templates,
        size: 100_000,
        expect: Error(2003),
    },
    Case { name: "hlsl/cast-templates-30", language: Hlsl, build: hlsl_cast_templates, size: 30, expect: Error(2001) },
    Case { name: "hlsl/blocks", language: Hlsl, build: hlsl_blocks, size: 100_000, expect: Error(2003) },
    Case { name: "hlsl/ifs", language: Hlsl, build: hlsl_ifs, size: 100_000, expect: Error(2003) },
    Case { name: "hlsl/ifs-braced", language: Hlsl, build: hlsl_ifs_braced, size: 100_000, expect: Error(2003) },
    Case { name: "hlsl/loops", language: Hlsl, build: hlsl_loops, size: 100_000, expect: Error(2003) },
    Case { name: "hlsl/else-ifs", language: Hlsl, build: hlsl_else_ifs, size: 20_000, expect: Error(2003) },
    Case { name: "hlsl/sum-chain", language: Hlsl, build: hlsl_sum_chain, size: 100_000, expect: Error(2003) },
    Case { name: "hlsl/sum-chain-40", language: Hlsl, build: hlsl_sum_chain, size: 40, expect: Translates },
    Case { name: "hlsl/assign-chain", language: Hlsl, build: hlsl_assign_chain, size: 100_000, expect: Error(2003) },
    Case { name: "hlsl/ternary-chain", language: Hlsl, build: hlsl_ternary_chain, size: 100_000, expect: Error(2003) },
    Case { name: "hlsl/call-chain", language: Hlsl, build: hlsl_call_chain, size: 2_000, expect: Error(3009) },
    Case { name: "hlsl/macro-doubling", language: Hlsl, build: hlsl_macro_doubling, size: 64, expect: Error(1004) },
    Case { name: "hlsl/macro-args", language: Hlsl, build: hlsl_macro_args, size: 10_000, expect: Error(1004) },
    Case { name: "hlsl/include-cycle", language: Hlsl, build: hlsl_include_cycle, size: 1, expect: Error(1013) },
    Case { name: "hlsl/include-chain", language: Hlsl, build: hlsl_include_chain, size: 10_000, expect: Error(1005) },
    Case { name: "hlsl/include-fanout", language: Hlsl, build: hlsl_include_fanout, size: 30, expect: Error(1005) },
    Case { name: "hlsl/huge-array", language: Hlsl, build: hlsl_huge_array, size: 4_000_000_000, expect: Error(3020) },
    Case {
        name: "hlsl/array-initializer",
        language: Hlsl,
        build: hlsl_array_initializer,
        size: 100_000,
        expect: Translates,
    },
    Case { name: "hlsl/entry-points", language: Hlsl, build: hlsl_entry_points, size: 2_000, expect: Translates },
    Case { name: "hlsl/statements", language: Hlsl, build: hlsl_statements, size: 50_000, expect: Translates },
    Case { name: "hlsl/locals", language: Hlsl, build: hlsl_locals, size: 20_000, expect: Translates },
    Case { name: "hlsl/struct-nesting", language: Hlsl, build: hlsl_struct_nesting, size: 2_000, expect: Error(2003) },
    Case {
        name: "hlsl/long-identifier",
        language: Hlsl,
        build: hlsl_long_identifier,
        size: 1_000_000,
        expect: Translates,
    },
    Case {
        name: "hlsl/unterminated-comment",
        language: Hlsl,
        build: hlsl_unterminated_comment,
        size: 500_000,
        expect: Error(2002),
    },
    Case { name: "hlsl/syntax-errors", language: Hlsl, build: hlsl_errors, size: 100_000, expect: Error(2007) },
    Case { name: "hlsl/pp-if-nesting", language: Hlsl, build: hlsl_pp_if_nesting, size: 100_000, expect: Translates },
    Case { name: "hlsl/pp-expression", language: Hlsl, build: hlsl_pp_expr, size: 100_000, expect: Error(1008) },
    Case { name: "glsl/parens", language: Glsl, build: glsl_parens, size: 100_000, expect: Error(2003) },
    Case { name: "glsl/not", language: Glsl, build: glsl_not, size: 100_000, expect: Error(2003) },
    Case { name: "glsl/constructors", language: Glsl, build: glsl_constructors, size: 100_000, expect: Error(2003) },
    Case { name: "glsl/blocks", language: Glsl, build: glsl_blocks, size: 100_000, expect: Error(2003) },
    Case { name: "glsl/ifs", language: Glsl, build: glsl_ifs, size: 100_000, expect: Error(2003) },
    Case { name: "glsl/ifs-braced", language: Glsl, build: glsl_ifs_braced, size: 100_000, expect: Error(2003) },
    Case { name: "glsl/sum-chain", language: Glsl, build: glsl_sum_chain, size: 100_000, expect: Error(2003) },
    Case { name: "glsl/macro-doubling", language: Glsl, build: glsl_macro_doubling, size: 64, expect: Error(1004) },
    Case { name: "glsl/huge-array", language: Glsl, build: glsl_huge_array, size: 4_000_000_000, expect: Error(3020) },
    Case { name: "glsl/statements", language: Glsl, build: glsl_statements, size: 50_000, expect: Translates },
    Case { name: "glsl/functions", language: Glsl, build: glsl_functions, size: 2_000, expect: Error(3009) },
];
