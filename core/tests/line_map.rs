//! The MSL → source line map: each MSL line points at the source line of the
//! statement, expression or declaration it was written from.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)]

use ferrometal::{Language, Options, Translation, translate};

fn run(source: &str, language: Language) -> Translation {
    let t = translate(source, &Options { language: Some(language), ..Options::default() });
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    t
}

/// 1-based number of the only source line containing `needle`.
fn source_line(source: &str, needle: &str) -> u32 {
    let found: Vec<usize> = source.lines().enumerate().filter(|(_, l)| l.contains(needle)).map(|(i, _)| i).collect();
    assert_eq!(found.len(), 1, "`{needle}` must be on exactly one source line");
    found[0] as u32 + 1
}

/// The source line (file name, 1-based line) that the only MSL line of the
/// first entry point containing `needle` maps to.
fn mapped(t: &Translation, needle: &str) -> Option<(String, u32)> {
    let ep = &t.entry_points[0];
    let lines: Vec<(usize, &str)> = ep.msl.lines().enumerate().filter(|(_, l)| l.contains(needle)).collect();
    assert_eq!(lines.len(), 1, "`{needle}` must be on exactly one MSL line:\n{}", ep.msl);
    let ranges = t.line_ranges(ep);
    assert_eq!(ranges.len(), ep.msl.lines().count());
    ranges[lines[0].0].as_ref().map(|r| (r.file.clone(), r.start_line))
}

fn check(source: &str, language: Language, pairs: &[(&str, &str)]) {
    let t = run(source, language);
    for &(in_msl, in_source) in pairs {
        let expected = source_line(source, in_source);
        let got = mapped(&t, in_msl);
        assert_eq!(
            got.as_ref().map(|g| g.1),
            Some(expected),
            "MSL line with `{in_msl}` should map to source line {expected}:\n{}",
            t.entry_points[0].msl
        );
    }
}

const HLSL: &str = "\
cbuffer Params : register(b0) { float4 tint; };
float4 shade(float4 c)
{
    return c * 0.625;
}
float4 main(float4 pos : SV_Position) : SV_Target
{
    float4 lit = shade(tint) + float4(0.125, 0.0, 0.0, 1.0);
    if (lit.x > 0.375)
    {
        lit.y = 0.875;
    }
    return lit;
}
";

#[test]
fn hlsl_statements_expressions_and_declarations() {
    check(
        HLSL,
        Language::Hlsl,
        &[
            ("0.625", "0.625"),
            ("0.125", "0.125"),
            ("0.375", "0.375"),
            ("0.875", "0.875"),
            ("shade(float4 c", "float4 shade("),
            ("main0(", "float4 main("),
        ],
    );
    let t = run(HLSL, Language::Hlsl);
    let ep = &t.entry_points[0];
    let ranges = t.line_ranges(ep);
    // The `#include` lines come from nothing; the file is the one named.
    assert_eq!(ranges[0], None);
    assert!(ranges.iter().flatten().all(|r| r.file == "shader.hlsl"));
}

#[test]
fn glsl_user_tokens_keep_their_lines() {
    let source = "\
#version 450
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;

void main() {
    vec4 c = vec4(uv, 0.0, 1.0);
    c.z = uv.x * 0.3125;
    color = c * 0.5625;
}
";
    check(source, Language::Glsl, &[("0.3125", "0.3125"), ("0.5625", "0.5625")]);
}

#[test]
fn wgsl_lines_and_utf16_columns() {
    // `é` is two UTF-8 bytes but one UTF-16 unit.
    let source = "\
// é
@fragment
fn main(@location(0) x: f32) -> @location(0) vec4<f32> {
    let scaled = x * 0.4375;
    return vec4<f32>(scaled, 0.0, 0.0, 1.0);
}
";
    let t = run(source, Language::Wgsl);
    assert_eq!(mapped(&t, "0.4375").map(|m| m.1), Some(source_line(source, "0.4375")));
    let ep = &t.entry_points[0];
    let line = ep.msl.lines().position(|l| l.contains("0.4375")).unwrap();
    let range = t.line_ranges(ep)[line].clone().unwrap();
    // The span of `x * 0.4375` starts at column 18 of its line.
    assert_eq!((range.start_line, range.start_column), (4, 18));
}
