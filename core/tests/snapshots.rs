//! Snapshot harness: every shader under `examples-shaders/` (recursively)
//! produces, under `core/tests/snapshots/<path of the shader>/`:
//! `<entry>.metal` per entry point, `reflection.json`, and `diagnostics.txt`
//! (and `single_file.metal`, the one unit, when the options ask for it).
//!
//! A shader may carry an options file beside it, `NAME.EXT.options.json`
//! (the `Options` struct as JSON). Includes resolve relative to the shader.
//!
//! `FERROMETAL_BLESS=1 cargo test --test snapshots` rewrites the snapshots;
//! review the diff before committing. A normal run fails on any difference
//! and prints a line diff, and also fails when translating twice gives
//! different bytes.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)]

use ferrometal::{IncludeLoader, Options, Translation};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

const SHADER_EXTS: &[&str] =
    &["hlsl", "glsl", "vert", "frag", "comp", "tesc", "tese", "geom", "mesh", "task", "wgsl", "spv"];

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().map(Path::to_path_buf).unwrap_or_default()
}

/// Every example shader, sorted, as paths relative to `examples-shaders/`.
pub fn example_shaders() -> Vec<PathBuf> {
    let root = repo_root().join("examples-shaders");
    let mut out = Vec::new();
    let mut stack = vec![root.clone()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                // `include/` folders hold headers, not shaders.
                if p.file_name().is_some_and(|n| n != "include") {
                    stack.push(p);
                }
            } else if p.extension().and_then(|x| x.to_str()).is_some_and(|x| SHADER_EXTS.contains(&x)) {
                out.push(p.strip_prefix(&root).map(Path::to_path_buf).unwrap_or(p));
            }
        }
    }
    out.sort();
    out
}

struct Disk;

impl IncludeLoader for Disk {
    fn load(&self, name: &str, from: &str, _system: bool) -> Option<(String, String)> {
        let root = repo_root().join("examples-shaders");
        let dir = Path::new(from).parent().unwrap_or(Path::new(""));
        for cand in [dir.join(name), PathBuf::from("include").join(name)] {
            if let Ok(text) = std::fs::read_to_string(root.join(&cand)) {
                return Some((cand.to_string_lossy().replace('\\', "/"), text));
            }
        }
        None
    }
}

fn translate_example(rel: &Path) -> Translation {
    let root = repo_root().join("examples-shaders");
    let path = root.join(rel);
    let opts_path = PathBuf::from(format!("{}.options.json", path.display()));
    let mut options: Options = std::fs::read_to_string(&opts_path)
        .ok()
        .map(|t| serde_json::from_str(&t).unwrap_or_else(|e| panic!("{}: {e}", opts_path.display())))
        .unwrap_or_default();
    options.file_name = Some(rel.to_string_lossy().replace('\\', "/"));
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    if rel.extension().is_some_and(|x| x == "spv") {
        ferrometal::translate_spirv(&bytes, &options)
    } else {
        ferrometal::translate_bytes(&bytes, &options, &Disk)
    }
}

/// The files a translation's snapshot consists of.
fn snapshot_files(t: &Translation) -> BTreeMap<String, String> {
    let mut files = BTreeMap::new();
    for ep in &t.entry_points {
        files.insert(format!("{}.{}.metal", ep.name, ep.stage.as_str()), ep.msl.clone());
    }
    // `singleFile`: the one unit (`.metal`, so the MSL check compiles it too).
    if let Some(unit) = &t.single_file {
        files.insert("single_file.metal".into(), unit.msl.clone());
    }
    if let Some(r) = &t.reflection {
        files.insert("reflection.json".into(), r.to_json() + "\n");
    }
    files.insert("diagnostics.txt".into(), t.render_diagnostics());
    files
}

fn line_diff(expected: &str, actual: &str) -> String {
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    let mut out = String::new();
    let mut shown = 0;
    for i in 0..e.len().max(a.len()) {
        let (x, y) = (e.get(i), a.get(i));
        if x != y && shown < 40 {
            shown += 1;
            if let Some(x) = x {
                let _ = writeln!(out, "  {:>4} - {x}", i + 1);
            }
            if let Some(y) = y {
                let _ = writeln!(out, "  {:>4} + {y}", i + 1);
            }
        }
    }
    out
}

#[test]
fn examples_match_snapshots() {
    let bless = std::env::var_os("FERROMETAL_BLESS").is_some();
    let snap_root = repo_root().join("core/tests/snapshots");
    let mut failures = Vec::new();
    let mut seen_dirs = Vec::new();
    for rel in example_shaders() {
        let t = translate_example(&rel);
        let again = translate_example(&rel);
        if let Some(unit) = &t.single_file
            && unit.line_map.len() != unit.msl.lines().count()
        {
            failures
                .push(format!("{}: the single file's line map does not have one entry per MSL line", rel.display()));
        }
        for ep in &t.entry_points {
            if ep.line_map.len() != ep.msl.lines().count() {
                failures.push(format!(
                    "{}: {}: the line map does not have one entry per MSL line",
                    rel.display(),
                    ep.name
                ));
            }
        }
        let files = snapshot_files(&t);
        if files != snapshot_files(&again) {
            failures.push(format!("{}: two translations differ (output is not deterministic)", rel.display()));
        }
        let dir = snap_root.join(&rel);
        seen_dirs.push(dir.clone());
        if bless {
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
            for (name, text) in &files {
                std::fs::write(dir.join(name), text).unwrap_or_else(|e| panic!("{name}: {e}"));
            }
            continue;
        }
        let mut on_disk = BTreeMap::new();
        for e in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            on_disk.insert(name, std::fs::read_to_string(e.path()).unwrap_or_default());
        }
        for name in files.keys().chain(on_disk.keys()).collect::<std::collections::BTreeSet<_>>() {
            match (on_disk.get(name), files.get(name)) {
                (Some(e), Some(a)) if e == a => {}
                (Some(e), Some(a)) => failures.push(format!("{}/{name} differs:\n{}", rel.display(), line_diff(e, a))),
                (None, Some(_)) => failures.push(format!("{}/{name} is new (no snapshot)", rel.display())),
                (Some(_), None) => failures.push(format!("{}/{name} is no longer produced", rel.display())),
                (None, None) => {}
            }
        }
    }
    assert!(!seen_dirs.is_empty(), "no example shaders found");
    assert!(
        failures.is_empty(),
        "{} snapshot problem(s); run with FERROMETAL_BLESS=1 to accept, then review the diff:\n\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The varyings (`linkName`, MSL type) of every entry point of `stage` in a
/// translation's reflection, by entry point.
fn varyings(t: &Translation, stage: &str) -> Vec<(String, Vec<(String, String)>)> {
    let Some(r) = &t.reflection else { return Vec::new() };
    let list = |vars: &[ferrometal::reflect::StageVar]| {
        vars.iter().filter_map(|v| Some((v.link_name.clone()?, v.ty.clone()))).collect::<Vec<_>>()
    };
    r.entry_points
        .iter()
        .filter(|e| e.stage == stage)
        .map(|e| (e.name.clone(), if stage == "vertex" { list(&e.outputs) } else { list(&e.inputs) }))
        .collect()
}

/// The layout of the record a tessellation stage's buffer of `role` holds:
/// per member its offset, size, MSL type and array count (not its name,
/// which is each stage's own), and the record's size.
fn tess_record(t: &Translation, entry: &ferrometal::reflect::EntryPoint, role: &str) -> Option<String> {
    let r = t.reflection.as_ref()?;
    let buffer = entry.tessellation.as_ref()?.buffers.iter().find(|b| b.role == role)?;
    let layout = r.resources.iter().find(|res| res.name == buffer.resource)?.layout.as_ref()?;
    let members: Vec<String> =
        layout.members.iter().map(|m| format!("{}+{} {} {:?}", m.offset, m.size, m.msl_type, m.array_count)).collect();
    Some(format!("{} bytes: {}", layout.size, members.join(", ")))
}

/// Tessellation linkage (DESIGN §8): in every HLSL example with a hull and a
/// domain shader of the same domain, the domain shader reads the patch data
/// and control points in the very layout the hull kernel writes them, the
/// patch constants paired by semantic whatever order, grouping and names
/// each side declares them in.
#[test]
fn hull_records_feed_domain_shaders() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for rel in example_shaders() {
        let name = rel.to_string_lossy().replace('\\', "/");
        if name.starts_with("errors/") || rel.extension().is_none_or(|x| x != "hlsl") {
            continue;
        }
        let t = translate_example(&rel);
        let Some(r) = &t.reflection else { continue };
        let role =
            |e: &ferrometal::reflect::EntryPoint, want: &str| e.tessellation.as_ref().is_some_and(|s| s.role == want);
        let patch = |e: &ferrometal::reflect::EntryPoint| e.tessellation.as_ref().and_then(|s| s.patch_type.clone());
        for hull in r.entry_points.iter().filter(|e| role(e, "hull")) {
            for domain in r.entry_points.iter().filter(|e| role(e, "domain") && patch(e) == patch(hull)) {
                for (written, read) in [("patchData", "patchData"), ("outputControlPoints", "outputControlPoints")] {
                    let (w, d) = (tess_record(&t, hull, written), tess_record(&t, domain, read));
                    if d.is_some() {
                        checked += 1;
                    }
                    if d.is_some() && w != d {
                        failures.push(format!(
                            "{name}: `{}` reads its {read} as {d:?}, `{}` writes {w:?}",
                            domain.name, hull.name
                        ));
                    }
                }
            }
        }
    }
    assert!(checked >= 8, "only {checked} hull/domain records found");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Stage linkage (DESIGN §3): in every example with both stages (one HLSL
/// file with vertex and fragment entry points, or a GLSL `NAME.vert` beside
/// `NAME.frag`), every fragment input is written by a vertex output of the
/// same `[[user(…)]]` name and type — by semantic or GLSL name, so a
/// reordered or partial subset still pairs. Each vertex output name is
/// unique, as Metal needs.
#[test]
fn vertex_outputs_feed_fragment_inputs() {
    let shaders = example_shaders();
    let mut pairs: Vec<(String, Translation, Translation)> = Vec::new();
    for rel in &shaders {
        let name = rel.to_string_lossy().replace('\\', "/");
        if name.starts_with("errors/") {
            continue;
        }
        if rel.extension().is_some_and(|x| x == "frag") {
            let vert = rel.with_extension("vert");
            if shaders.contains(&vert) {
                pairs.push((name, translate_example(&vert), translate_example(rel)));
            }
        } else if rel.extension().is_some_and(|x| x == "hlsl") {
            let t = translate_example(rel);
            if !varyings(&t, "vertex").is_empty() && !varyings(&t, "fragment").is_empty() {
                pairs.push((name, t.clone(), t));
            }
        }
    }
    let mut failures = Vec::new();
    let mut checked = 0;
    for (name, vt, ft) in &pairs {
        let outputs = varyings(vt, "vertex");
        for (vs, outs) in &outputs {
            let mut seen = std::collections::BTreeSet::new();
            for (link, _) in outs {
                if !seen.insert(link) {
                    failures.push(format!("{name}: vertex `{vs}` writes `{link}` twice"));
                }
            }
        }
        for (fs, ins) in varyings(ft, "fragment") {
            for (link, ty) in &ins {
                checked += 1;
                let fed = outputs.iter().any(|(_, outs)| outs.iter().any(|(l, t)| l == link && t == ty));
                if !fed {
                    failures
                        .push(format!("{name}: fragment `{fs}` reads `{link}` ({ty}), which no vertex output writes"));
                }
            }
        }
    }
    assert!(pairs.len() >= 10 && checked >= 30, "only {} pairs and {checked} inputs found", pairs.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
