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
        child.stdin.take().expect("stdin").write_all(text.as_bytes()).expect("write stdin");
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
