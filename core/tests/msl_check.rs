//! The MSL well-formedness check (msl-std/README.md), run by `cargo test`:
//!
//! - every generated `.metal` snapshot (at the MSL version its
//!   `reflection.json` names) and every hand-written sample in `msl-std/good/`
//!   compiles against our Metal standard library with the layout asserts on
//!   (`scripts/msl-corpus emitted`);
//! - every planted-bad file in `msl-std/bad/` is rejected at its version, with
//!   the message its first line (`// expect: ...`) names (`msl-corpus bad`);
//! - the known-good corpus, SPIRV-Cross's and naga's reference MSL under
//!   `../shared/corpora`, is accepted at each file's version except the files
//!   listed in `msl-std/corpus/known-good-rejections.txt` (`msl-corpus good`);
//! - every MSL spelling the writer's printer can emit is declared;
//! - the execution mode computes what MSL computes (`msl-std/selftest/`,
//!   expected values by hand), under AddressSanitizer and UBSan.
//!
//! clang-19 is required: without it these tests fail, they do not skip.

// Helpers of tests panic like the tests do.
#![allow(clippy::panic)]

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().map(Path::to_path_buf).unwrap_or_default()
}

fn files_with_ext(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            files_with_ext(&p, ext, out);
        } else if p.extension().is_some_and(|x| x == ext) {
            out.push(p);
        }
    }
}

/// Runs `scripts/msl-check` with `args`; (exit code, stderr).
fn msl_check(args: &[String]) -> (i32, String) {
    let root = repo_root();
    let out = Command::new("python3")
        .arg(root.join("scripts/msl-check"))
        .args(args)
        .current_dir(&root)
        .output()
        .unwrap_or_else(|e| panic!("cannot run scripts/msl-check (python3): {e}"));
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn rel(p: &Path) -> String {
    p.strip_prefix(repo_root()).unwrap_or(p).to_string_lossy().replace('\\', "/")
}

/// One line naming a missing Debian package and the command that installs it.
fn missing(package: &str, what: &str) -> String {
    format!(
        "missing {package} ({what}); install it with: scripts/setup \
         (or: apt-get install --no-install-recommends {package})"
    )
}

/// `$CLANG` or clang++-19, checked to run.
fn clang() -> String {
    let clang = std::env::var("CLANG").unwrap_or_else(|_| "clang++-19".into());
    let ok = Command::new(&clang).arg("--version").output().is_ok_and(|o| o.status.success());
    assert!(ok, "{}", missing("clang-19", &format!("cannot run {clang}")));
    clang
}

/// `clang()`, checked to link `-fsanitize=address,undefined` (clang's runtime
/// is a package of its own): without it the test fails here, in one line, not
/// with a linker error.
fn sanitizing_clang() -> String {
    let clang = clang();
    let dir = repo_root().join("target").join("msl-check");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let probe = dir.join(format!("sanitizers-{}.cpp", std::process::id()));
    let exe = probe.with_extension("out");
    std::fs::write(&probe, "int main() { return 0; }\n").unwrap_or_else(|e| panic!("{}: {e}", probe.display()));
    let out = Command::new(&clang)
        .arg("-fsanitize=address,undefined")
        .arg(&probe)
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {clang}: {e}"));
    let _ = std::fs::remove_file(&probe);
    let _ = std::fs::remove_file(&exe);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let what = stderr
        .split_whitespace()
        .find(|w| w.contains("libclang_rt"))
        .map(|w| w.trim_end_matches(':'))
        .map(|w| format!("{clang}: {w} not found"))
        .unwrap_or_else(|| format!("{clang} cannot link -fsanitize=address,undefined"));
    assert!(out.status.success(), "{}", missing("libclang-rt-19-dev", &what));
    clang
}

#[test]
fn clang_is_installed() {
    clang();
}

/// Runs `scripts/msl-corpus MODE`; (exit code, stdout, stderr).
fn msl_corpus(mode: &str) -> (i32, String, String) {
    let root = repo_root();
    let out = Command::new("python3")
        .arg(root.join("scripts/msl-corpus"))
        .arg(mode)
        .current_dir(&root)
        .output()
        .unwrap_or_else(|e| panic!("cannot run scripts/msl-corpus (python3): {e}"));
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr))
}

/// Every `.metal` snapshot, at the MSL version its `reflection.json` names,
/// and every sample in `msl-std/good/` (with the layout asserts on).
#[test]
fn snapshots_and_samples_are_well_formed() {
    let (code, stdout, stderr) = msl_corpus("emitted");
    assert_eq!(code, 0, "msl-check rejected ferrometal's MSL or a sample:\n{stdout}{stderr}");
    assert!(stdout.contains("emitted: accepted"), "{stdout}{stderr}");
}

/// Every planted-bad file in `msl-std/bad/` (one per rule the check
/// enforces) is rejected at its `// std:` version with the message its
/// first line (`// expect: ...`) names.
#[test]
fn planted_bad_files_are_rejected_for_their_reason() {
    let mut files = Vec::new();
    files_with_ext(&repo_root().join("msl-std/bad"), "metal", &mut files);
    assert!(files.len() >= 60, "expected the known-bad corpus in msl-std/bad, found {}", files.len());
    let (code, stdout, stderr) = msl_corpus("bad");
    assert_eq!(code, 0, "known-bad files accepted or rejected for another reason:\n{stdout}{stderr}");
    let expected = format!("known-bad: rejected with the expected message {n} of {n} ", n = files.len());
    assert!(stdout.contains(&expected), "{stdout}{stderr}");
}

/// The known-good corpus: SPIRV-Cross's and naga's reference MSL (compiled
/// with Apple's compiler by their CIs), each file at its suite's version.
/// At least 99% is accepted, and the files still rejected are exactly those
/// listed, with the reason, in msl-std/corpus/known-good-rejections.txt.
/// Budget: about 1,400 files, 40-80 s on 2 cores with the precompiled header.
#[test]
fn known_good_corpus_is_accepted() {
    let (code, stdout, stderr) = msl_corpus("good");
    assert_eq!(code, 0, "known-good corpus:\n{stdout}{stderr}");
    assert!(stdout.contains("known-good: accepted"), "{stdout}{stderr}");
}

/// String literals inside `const fn` bodies (the printer's spelling tables)
/// and literals that spell a call (`"name("`).
fn printer_spellings(src: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_table = false;
    let mut depth = 0i32;
    for line in src.lines() {
        if line.contains("const fn ") && line.contains("&'static str") {
            in_table = true;
            depth = 0;
        }
        let mut rest = line;
        while let Some(start) = rest.find('"') {
            let after = &rest[start + 1..];
            let Some(end) = after.find('"') else { break };
            let lit = &after[..end];
            // Every `name(` inside a literal is a call the printer spells
            // (`"atomic_load_explicit(&{}, memory_order_relaxed)"`).
            let bytes: Vec<char> = lit.chars().collect();
            let mut start = None;
            for (i, c) in bytes.iter().enumerate() {
                let word = c.is_ascii_alphanumeric() || *c == '_' || *c == ':';
                match (word, start) {
                    (true, None) => start = Some(i),
                    (false, Some(s)) => {
                        let name: String = bytes.get(s..i).unwrap_or_default().iter().collect();
                        let after_member = s > 0 && matches!(bytes.get(s - 1), Some('.' | '>'));
                        if *c == '(' && !after_member && !name.starts_with("__") {
                            out.push(name);
                        }
                        start = None;
                    }
                    _ => {}
                }
            }
            if in_table {
                out.push(lit.to_string());
            }
            rest = &after[end + 1..];
        }
        if in_table {
            depth += line.matches('{').count() as i32 - line.matches('}').count() as i32;
            if depth <= 0 && line.contains('}') {
                in_table = false;
            }
        }
    }
    out
}

/// C++/MSL keywords and attribute-only words: spelled by the writer, never
/// declared by a library.
const KEYWORDS: &[&str] = &[
    "bool",
    "char",
    "short",
    "int",
    "long",
    "float",
    "half",
    "double",
    // Metal has no 64-bit floats: the preflight rejects every use (OSH5102)
    // before anything is printed; the spelling table only stays total.
    "double2",
    "double3",
    "double4",
    "void",
    "unsigned",
    "signed",
    "const",
    "device",
    "constant",
    "thread",
    "threadgroup",
    "kernel",
    "vertex",
    "fragment",
    "static_assert",
    "sizeof",
    "if",
    "for",
    "while",
    "switch",
    "return",
    "static_cast",
    "reinterpret_cast",
    "alignof",
    "defined",
    // `#pragma clang fp contract(off)` / `reassociate(off)` (precise).
    "contract",
    "reassociate",
];

#[test]
fn every_printer_spelling_is_declared() {
    let root = repo_root();
    let mut sources = Vec::new();
    files_with_ext(&root.join("core/src/msl/print"), "rs", &mut sources);
    sources.sort();
    let mut names = std::collections::BTreeSet::new();
    for f in &sources {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        for s in printer_spellings(&text) {
            let s = s.strip_prefix("metal::").unwrap_or(&s).to_string();
            let ident = |p: &str| {
                p.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                    && p.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            };
            if s.split("::").all(ident) && !KEYWORDS.contains(&s.as_str()) && !s.starts_with("ferrometal") {
                names.insert(s);
            }
        }
    }
    // Until the printer exists (or as well as it), the spellings the
    // snapshots actually use: every `metal::NAME`.
    let mut snapshots = Vec::new();
    files_with_ext(&root.join("core/tests/snapshots"), "metal", &mut snapshots);
    for f in &snapshots {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        for (i, _) in text.match_indices("metal::") {
            let name: String = text[i + 7..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
            if !name.is_empty() {
                names.insert(name);
            }
        }
    }
    assert!(!names.is_empty(), "no spellings found");
    // Attributes and what the pre-pass rewrites are not library names.
    let listed = Command::new("python3")
        .arg(root.join("msl-std/prepass.py"))
        .arg("--list-attributes")
        .output()
        .unwrap_or_else(|e| panic!("cannot run the pre-pass (python3): {e}"));
    let handled = String::from_utf8_lossy(&listed.stdout).into_owned();
    assert!(handled.lines().any(|l| l == "buffer"), "prepass.py --list-attributes gave nothing");
    names.retain(|n| !handled.lines().any(|l| l == n));

    // One translation unit naming each spelling in namespace metal: clang
    // reports every one that is not declared.
    let mut unit = String::from("#include <metal_stdlib>\nvoid spellings() {\n");
    for n in &names {
        match n.split_once("::") {
            // Enumerators (`access::read`), and functions of `precise::`/`fast::`.
            Some((ns, _)) if ns == "precise" || ns == "fast" => {
                unit.push_str(&format!("    (void)&metal::{n}<float>;\n"))
            }
            Some(_) => unit.push_str(&format!("    (void)metal::{n};\n")),
            None => unit.push_str(&format!("    {{ using metal::{n}; }}\n")),
        }
    }
    unit.push_str("}\n");
    let dir = root.join("target").join("msl-check");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let path = dir.join("spellings.metal");
    std::fs::write(&path, &unit).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let (code, stderr) = msl_check(&[path.to_string_lossy().into_owned()]);
    assert_eq!(code, 0, "spellings the writer can emit but msl-std does not declare:\n{stderr}\n{unit}");
}

#[test]
fn execution_mode_computes_msl_semantics() {
    let clang = sanitizing_clang();
    let root = repo_root();
    let dir = root.join("target").join("msl-check");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let src = root.join("msl-std/selftest/exec_semantics.cpp");
    let pre = Command::new("python3")
        .arg(root.join("msl-std/prepass.py"))
        .arg("--exec")
        .arg(&src)
        .output()
        .unwrap_or_else(|e| panic!("cannot run the pre-pass (python3): {e}"));
    assert!(pre.status.success(), "pre-pass failed:\n{}", String::from_utf8_lossy(&pre.stderr));
    let cpp = dir.join("exec_semantics.cpp");
    std::fs::write(&cpp, &pre.stdout).unwrap_or_else(|e| panic!("{}: {e}", cpp.display()));
    let exe = dir.join("exec_semantics");
    let build = Command::new(&clang)
        .args(["-std=c++17", "-fms-extensions", "-DFERROMETAL_EXEC", "-fsanitize=address,undefined"])
        .args(["-fno-sanitize-recover=all", "-isystem"])
        .arg(root.join("msl-std"))
        .args(["-x", "c++"])
        .arg(&cpp)
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {clang}: {e}"));
    assert!(build.status.success(), "execution-mode build failed:\n{}", String::from_utf8_lossy(&build.stderr));
    let run = Command::new(&exe).output().unwrap_or_else(|e| panic!("{}: {e}", exe.display()));
    assert!(
        run.status.success(),
        "execution-mode semantics differ from MSL:\n{}{}",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
}

/// `ENTRY.STAGE.metal` must define a function of that stage: a translation
/// unit without its entry point is well-formed C++ but useless to Metal.
#[test]
fn every_snapshot_defines_its_entry_point() {
    let root = repo_root();
    let mut files = Vec::new();
    files_with_ext(&root.join("core/tests/snapshots"), "metal", &mut files);
    let mut problems = Vec::new();
    for f in &files {
        let name = f.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        let keyword = match name.rsplit('.').nth(1) {
            Some("compute") => "kernel",
            Some("vertex") => "vertex",
            Some("fragment") => "fragment",
            Some("mesh") => "[[mesh]]",
            Some("amplification") => "[[object]]",
            _ => continue,
        };
        let text = std::fs::read_to_string(f).unwrap_or_default();
        let found = text.lines().any(|l| {
            let l = l.trim_start();
            if keyword.starts_with("[[") {
                return l.strip_prefix(keyword).is_some_and(|rest| rest.starts_with(" void "));
            }
            let l = if l.starts_with("[[") { l.split_once("]]").map_or(l, |(_, rest)| rest.trim_start()) } else { l };
            l.strip_prefix(keyword).is_some_and(|rest| rest.starts_with(' '))
        });
        if !found {
            problems.push(format!("{}: no `{keyword}` function", rel(f)));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Runs `prepass.py --link FILES`: (exit code, stderr).
fn link(files: &[PathBuf]) -> (i32, String) {
    let root = repo_root();
    let out = Command::new("python3")
        .arg(root.join("msl-std/prepass.py"))
        .arg("--link")
        .args(files.iter().map(|p| rel(p)))
        .current_dir(&root)
        .output()
        .unwrap_or_else(|e| panic!("cannot run the pre-pass (python3): {e}"));
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// Each entry point is its own translation unit, so nothing compiles a
/// vertex function against the fragment function it feeds: every fragment
/// `[[stage_in]]` varying must be written, with the same type, by a vertex
/// function of the same shader (Metal checks this only at pipeline creation).
#[test]
fn vertex_outputs_feed_fragment_inputs() {
    let root = repo_root();
    let mut files = Vec::new();
    files_with_ext(&root.join("core/tests/snapshots"), "metal", &mut files);
    let mut by_dir = std::collections::BTreeMap::<PathBuf, Vec<PathBuf>>::new();
    for f in files {
        if let Some(dir) = f.parent() {
            by_dir.entry(dir.to_path_buf()).or_default().push(f);
        }
    }
    let mut pairs = 0;
    let mut problems = String::new();
    for (_, mut group) in by_dir {
        group.sort();
        let has = |s: &str| group.iter().any(|f| f.to_string_lossy().ends_with(s));
        if !(has(".vertex.metal") && has(".fragment.metal")) {
            continue;
        }
        pairs += 1;
        let (code, stderr) = link(&group);
        if code != 0 {
            problems.push_str(&stderr);
        }
    }
    assert!(problems.is_empty(), "{problems}");

    // The planted-bad pair must be caught.
    let mut bad = Vec::new();
    files_with_ext(&root.join("msl-std/bad-link"), "metal", &mut bad);
    bad.sort();
    let (code, stderr) = link(&bad);
    assert_eq!(code, 1, "the mismatched pair in msl-std/bad-link was accepted (checked {pairs} snapshot pairs)");
    assert!(stderr.contains("fragment 'fs' reads varyings no vertex function writes"), "{stderr}");
    assert!(stderr.contains("[[user(locn1)]] float3"), "{stderr}");
}
