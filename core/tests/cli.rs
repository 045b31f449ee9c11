//! The CLI run as a real process: exit codes, output files, diagnostics.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)]

use std::io::Write;
use std::process::{Command, Stdio};

fn ferrometal(args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_ferrometal"));
    cmd.args(args).current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
    cmd.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("spawn ferrometal");
    if let Some(text) = stdin {
        // A CLI that refuses its arguments exits before reading its input:
        // the pipe is then closed, which is not the test's failure (the exit
        // code and messages are what it checks).
        match child.stdin.take().expect("stdin").write_all(text.as_bytes()) {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
            other => other.expect("write stdin"),
        }
    }
    drop(child.stdin.take());
    let out = child.wait_with_output().expect("wait");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

const KERNEL: &str = "@group(0) @binding(0) var<storage, read_write> data: array<f32>;\n\
@compute @workgroup_size(8)\nfn main(@builtin(global_invocation_id) id: vec3<u32>) { data[id.x] = 1.0; }\n";

#[test]
fn translates_stdin_to_msl() {
    let (code, out, err) = ferrometal(&["-", "--lang", "wgsl"], Some(KERNEL));
    assert_eq!(code, 0, "stderr: {err}");
    assert!(out.contains("kernel void"), "no kernel in:\n{out}");
    assert!(out.contains("[[buffer(0)]]"), "no buffer slot in:\n{out}");
}

#[test]
fn error_prints_code_source_line_and_caret_and_exits_1() {
    let src = "fn f() -> i32 {\n  return foo;\n}\n";
    let (code, out, err) = ferrometal(&["-", "--lang", "wgsl"], Some(src));
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(err.contains("error[OSH"), "{err}");
    assert!(err.contains("2 |   return foo;"), "{err}");
    assert!(err.contains("^^^"), "{err}");
}

#[test]
fn writes_output_and_reflection_files() {
    let dir = std::env::temp_dir().join(format!("ferrometal-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("mkdir");
    let metal = dir.join("out.metal");
    let json = dir.join("out.json");
    let (code, _, err) = ferrometal(
        &["-", "--lang", "wgsl", "-e", "main", "-o", metal.to_str().unwrap(), "--reflect", json.to_str().unwrap()],
        Some(KERNEL),
    );
    assert_eq!(code, 0, "{err}");
    assert!(std::fs::read_to_string(&metal).expect("metal").contains("kernel void"));
    let reflection: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).expect("json")).expect("valid JSON");
    assert_eq!(reflection["resources"][0]["metal"]["index"], 0);
    assert_eq!(reflection["entryPoints"][0]["workgroupSize"][0], 8);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unknown_entry_point_is_a_coded_error() {
    let (code, _, err) = ferrometal(&["-", "--lang", "wgsl", "-e", "nope"], Some(KERNEL));
    assert_eq!(code, 1);
    assert!(err.contains("error[OSH3006]"), "{err}");
}

#[test]
fn usage_and_explain() {
    assert_eq!(ferrometal(&[], None).0, 2);
    let (code, out, _) = ferrometal(&["--explain", "OSH5105"], None);
    assert_eq!(code, 0);
    assert!(out.starts_with("OSH5105: "), "{out}");
}

#[test]
fn validate_off_macos_exits_2() {
    if cfg!(target_os = "macos") {
        return;
    }
    let (code, _, err) = ferrometal(&["--validate", "x.hlsl"], None);
    assert_eq!(code, 2);
    assert!(err.contains("macOS"), "{err}");
}

#[test]
fn line_map_points_msl_lines_at_source_lines() {
    let src = "cbuffer P : register(b0) { float4 tint; };\n\
float4 main() : SV_Target\n{\n    float4 c = tint * 0.8125;\n    return c;\n}\n";
    let (code, out, err) = ferrometal(&["-", "--lang", "hlsl", "--stage", "fragment", "--line-map", "-"], Some(src));
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("line map JSON on stdout, alone");
    let ep = &v["entryPoints"][0];
    assert_eq!(ep["name"], "main");
    assert_eq!(ep["stage"], "fragment");
    let map = ep["lineMap"].as_array().expect("lineMap array");
    // The same MSL again, to find the line holding the multiplication.
    let (_, msl, _) = ferrometal(&["-", "--lang", "hlsl", "--stage", "fragment"], Some(src));
    assert_eq!(map.len(), msl.lines().count());
    let line = msl.lines().position(|l| l.contains("0.8125")).expect("the constant in the MSL");
    assert_eq!(map[line]["startLine"], 4, "{}", map[line]);
    assert_eq!(map[line]["file"], "shader.hlsl");
    assert_eq!(map[0], serde_json::Value::Null);
    let (_, help, _) = ferrometal(&["--help"], None);
    assert!(help.contains("--line-map FILE"), "{help}");
}

#[test]
fn a_latin1_comment_is_a_warning_not_a_usage_error() {
    // Shaders of the GLSL 1.10 era carry Latin-1 comments: byte 0xE9 is `é`.
    let dir = std::env::temp_dir().join(format!("ferrometal-cli-latin1-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("mkdir");
    let path = dir.join("tint.frag");
    let mut src = b"// caf".to_vec();
    src.push(0xE9);
    src.extend_from_slice(b"\nuniform vec4 tint;\nvoid main() { gl_FragColor = tint; }\n");
    std::fs::write(&path, &src).expect("write");
    let (code, out, err) = ferrometal(&[path.to_str().unwrap()], None);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("fragment"), "{out}");
    assert!(err.contains("warning[OSH2009]"), "{err}");
    assert!(err.contains("tint.frag:1:7"), "{err}");
    // Outside a comment the same byte is a stray character, the lexer's error.
    std::fs::write(&path, [b"float caf".as_slice(), &[0xE9], b" = 1.0;\nvoid main() {}\n"].concat()).expect("write");
    let (code, _, err) = ferrometal(&[path.to_str().unwrap()], None);
    assert_eq!(code, 1, "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two entry points sharing a constant buffer, a struct and a helper.
const TWO_STAGES: &str = "cbuffer F : register(b0) { float4x4 m; float k; };\n\
struct V { float4 p : SV_Position; float3 c : COLOR; };\n\
float3 shade(float3 c) { return c * k; }\n\
[shader(\"vertex\")] V vs(float3 p : POSITION) { V o; o.p = mul(m, float4(p, 1)); o.c = shade(p); return o; }\n\
[shader(\"pixel\")] float4 ps(V i) : SV_Target { return float4(shade(i.c), 1); }\n";

#[test]
fn single_file_writes_one_unit_with_shared_items_once() {
    let (code, out, err) = ferrometal(&["-", "--lang", "hlsl", "--single-file"], Some(TWO_STAGES));
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.matches("#include <metal_stdlib>").count(), 1, "{out}");
    assert_eq!(out.matches("struct type_F {").count(), 1, "{out}");
    assert_eq!(out.matches("float3 shade(").count(), 1, "{out}");
    assert!(out.contains("vertex vs_out vs(") && out.contains("fragment ps_out ps("), "{out}");
    assert!(!out.contains("// ---- entry point"), "{out}");
    // Without the option: one unit per entry point, each with its own copy.
    let (_, per_entry, _) = ferrometal(&["-", "--lang", "hlsl"], Some(TWO_STAGES));
    assert_eq!(per_entry.matches("float3 shade(").count(), 2, "{per_entry}");
    // `-o` takes the unit however many entry points it holds; `--out-dir`
    // writes it as STEM.metal; the line map has one entry per line.
    let dir = std::env::temp_dir().join(format!("ferrometal-single-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("mkdir");
    let src = dir.join("lit.hlsl");
    std::fs::write(&src, TWO_STAGES).expect("write source");
    let one = dir.join("one.metal");
    let map = dir.join("map.json");
    let args =
        [src.to_str().unwrap(), "--single-file", "-o", one.to_str().unwrap(), "--line-map", map.to_str().unwrap()];
    let (code, _, err) = ferrometal(&args, None);
    assert_eq!(code, 0, "{err}");
    let unit = std::fs::read_to_string(&one).expect("unit");
    assert_eq!(unit, out);
    let map: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&map).expect("map")).expect("json");
    assert_eq!(map["singleFile"].as_array().map(Vec::len), Some(unit.lines().count()));
    let out_dir = dir.join("out");
    let (code, _, err) =
        ferrometal(&[src.to_str().unwrap(), "--single-file", "--out-dir", out_dir.to_str().unwrap()], None);
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read_to_string(out_dir.join("lit.metal")).expect("lit.metal"), unit);
    let (code, _, err) = ferrometal(&[src.to_str().unwrap(), "-o", one.to_str().unwrap()], None);
    assert_eq!(code, 1, "two entry points and one -o file without --single-file: {err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn readable_drops_the_layout_blocks_and_private_padding_only() {
    let src = "cbuffer F : register(b0) { float a; float4 b; };\n\
               struct I { float f : FOG; float4 t : COLOR; };\n\
               float4 main(I i) : SV_Target { return i.t * i.f * a + b; }\n";
    let (code, normal, err) = ferrometal(&["-", "--lang", "hlsl"], Some(src));
    assert_eq!(code, 0, "{err}");
    assert!(normal.contains("#ifdef FERROMETAL_CHECK_LAYOUT"), "{normal}");
    assert_eq!(normal.matches("uchar _pad1[12];").count(), 2, "{normal}");
    let (code, readable, err) = ferrometal(&["-", "--lang", "hlsl", "--readable"], Some(src));
    assert_eq!(code, 0, "{err}");
    assert!(!readable.contains("FERROMETAL_CHECK_LAYOUT") && !readable.contains("static_assert"), "{readable}");
    // The constant buffer keeps its padding (the host writes D3D's packing);
    // the stage-I/O struct loses its own.
    assert_eq!(readable.matches("uchar _pad1[12];").count(), 1, "{readable}");
    assert!(readable.contains("struct I {\n    float f;\n    float4 t;\n};"), "{readable}");
    assert!(readable.contains("I {i_FOG, i_COLOR}"), "{readable}");
}

#[test]
fn dxc_and_glslang_spellings_and_unknown_flags() {
    let glsl = "#version 450\nlayout(location = 0) out vec4 c;\nvoid main() { c = vec4(1.0); }\n";
    let (code, out, err) = ferrometal(&["-", "-S", "frag", "--entry-point", "main"], Some(glsl));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("fragment "), "{out}");
    let (code, out, err) = ferrometal(
        &["-", "-E", "main", "-T", "ps_6_2", "-enable-16bit-types", "-Zpr", "-HV", "2021"],
        Some("half4 main() : SV_Target { return 1; }"),
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("half4"), "{out}");
    let (code, _, err) = ferrometal(&["-", "--readble"], Some(glsl));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("unknown option `--readble` (did you mean `--readable`?)"), "{err}");
}

#[test]
fn includes_found_ignoring_case_warn() {
    // Sources written on a case-insensitive file system often spell an
    // include's case (file or directory) differently from the file.
    let dir = std::env::temp_dir().join(format!("ferrometal-cli-case-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("Shared")).expect("mkdir");
    std::fs::write(dir.join("Shared").join("Common.hlsli"), "static const float Scale = 2.0;\n").expect("write");
    let main = dir.join("main.hlsl");
    std::fs::write(&main, "#include \"shared/COMMON.hlsli\"\nfloat4 main() : SV_Target { return Scale; }\n")
        .expect("write");
    let (code, out, err) = ferrometal(&[main.to_str().unwrap(), "--stage", "fragment"], None);
    assert_eq!(code, 0, "stderr: {err}");
    assert!(out.contains("fragment"), "{out}");
    assert!(err.contains("warning[OSH1014]"), "{err}");
    assert!(err.contains("found as `Shared/Common.hlsli`"), "{err}");
    let (code, _, err) =
        ferrometal(&[main.to_str().unwrap(), "--stage", "fragment", "-I", dir.to_str().unwrap()], None);
    assert_eq!(code, 0, "stderr: {err}");
    std::fs::write(&main, "#include \"shared/missing.hlsli\"\nfloat4 main() : SV_Target { return 0; }\n")
        .expect("write");
    let (code, _, err) = ferrometal(&[main.to_str().unwrap(), "--stage", "fragment"], None);
    assert_eq!(code, 1);
    assert!(err.contains("error[OSH1002]"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
