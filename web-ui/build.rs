//! Embeds the list of `examples-shaders/` into the page: every shader (by
//! extension) with its optional `NAME.EXT.options.json` and the comment line
//! its menu entry shows, and every other text file as a header the examples
//! may `#include`. Writes `$OUT_DIR/examples.rs`. The shaders' text is not
//! embedded: `examples.mjs` writes it to `examples.json` beside the page,
//! fetched when an example is first opened.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

const SHADER_EXTS: &[&str] = &["hlsl", "glsl", "vert", "frag", "comp", "wgsl"];
const HEADER_EXTS: &[&str] = &["hlsli", "h", "glsl", "inc", "fxh", "wgsl"];

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else {
            out.push(p);
        }
    }
}

fn ext(p: &Path) -> &str {
    p.extension().and_then(|x| x.to_str()).unwrap_or("")
}

/// The first comment line among the first six of a shader (what the menu
/// says it shows), or "".
fn comment_line(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines().take(6).find(|l| l.trim_start().starts_with("//")).unwrap_or("").to_string()
}

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default());
    let root = manifest.parent().map(|p| p.join("examples-shaders")).unwrap_or_default();
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    walk(&root, &mut files);
    files.sort();
    for f in &files {
        if let Some(parent) = f.parent() {
            println!("cargo:rerun-if-changed={}", parent.display());
        }
    }
    let rel = |p: &Path| p.strip_prefix(&root).unwrap_or(p).to_string_lossy().replace('\\', "/");
    let is_header_dir = |p: &Path| p.components().any(|c| c.as_os_str() == "include");
    let mut code = String::from("/// Example shaders, sorted by path.\npub const EXAMPLES: &[Example] = &[\n");
    for f in &files {
        let r = rel(f);
        if is_header_dir(Path::new(&r)) || !SHADER_EXTS.contains(&ext(f)) {
            continue;
        }
        let opts = PathBuf::from(format!("{}.options.json", f.display()));
        let opts =
            if opts.exists() { format!("Some(include_str!({:?}))", opts.display().to_string()) } else { "None".into() };
        let _ = writeln!(code, "    Example {{ path: {r:?}, head: {:?}, options: {opts} }},", comment_line(f));
    }
    code.push_str("];\n\n/// Files the examples may `#include`, by path relative to `examples-shaders/`.\npub const HEADERS: &[(&str, &str)] = &[\n");
    for f in &files {
        let r = rel(f);
        let header = HEADER_EXTS.contains(&ext(f)) && (is_header_dir(Path::new(&r)) || !SHADER_EXTS.contains(&ext(f)));
        if header {
            let _ = writeln!(code, "    ({r:?}, include_str!({:?})),", f.display().to_string());
        }
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_default()).join("examples.rs");
    if let Err(e) = std::fs::write(&out, code) {
        println!("cargo:warning=cannot write {}: {e}", out.display());
    }
}
