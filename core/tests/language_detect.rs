//! The playground picks the language from the text alone
//! (`Language::detect`): every example must be recognised as what it is —
//! GLSL under `examples-shaders/glsl/` (and the GLSL execution cases), HLSL
//! under `examples-shaders/hlsl/` (and the HLSL execution cases).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)]

use ferrometal::Language;
use std::path::{Path, PathBuf};

fn examples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().join("examples-shaders")
}

/// Shader files under `dir` (recursively) whose extension is one of `exts`.
fn shaders(dir: &Path, exts: &[&str]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().and_then(|x| x.to_str()).is_some_and(|x| exts.contains(&x)) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn check(files: &[PathBuf], want: Language) -> Vec<String> {
    files
        .iter()
        .filter_map(|p| {
            let text = std::fs::read_to_string(p).unwrap();
            let got = Language::detect(&text);
            (got != want).then(|| format!("{}: detected {got:?}, is {want:?}", p.display()))
        })
        .collect()
}

#[test]
fn every_example_is_detected_as_its_language() {
    let root = examples();
    let glsl_exts = ["glsl", "vert", "frag", "comp"];
    let glsl = shaders(&root.join("glsl"), &glsl_exts);
    let hlsl = shaders(&root.join("hlsl"), &["hlsl"]);
    assert!(glsl.len() >= 40 && hlsl.len() >= 40, "{} GLSL, {} HLSL examples", glsl.len(), hlsl.len());
    let cases = root.join("cases");
    let mut wrong = check(&glsl, Language::Glsl);
    wrong.extend(check(&hlsl, Language::Hlsl));
    wrong.extend(check(&shaders(&cases, &glsl_exts), Language::Glsl));
    wrong.extend(check(&shaders(&cases, &["hlsl"]), Language::Hlsl));
    assert!(wrong.is_empty(), "{} misdetected:\n{}", wrong.len(), wrong.join("\n"));
}
