//! The GLSL front-end's own grammar (`ferrometal::glsl::parse_tree`, GLSL's
//! declarations over the shared statement and expression parser) against
//! everything the GLSL front-end translates today: every GLSL example
//! shader, and every job of the public GLSL suites in the committed pass
//! lists (`conformance/*.pass`). Each must parse without an error, so the
//! tree the front-end is being rebuilt on covers at least what the token
//! rewriter covers. The public suites are required (`../shared/corpora`).

#![allow(clippy::panic)]

mod corpus;

use corpus::{corpora, repo_root};
use ferrometal::{Files, IncludeLoader, Language, Options, Severity};
use std::path::{Path, PathBuf};

/// Includes from the including file's folder and the given folders.
struct Disk(Vec<PathBuf>);

impl IncludeLoader for Disk {
    fn load(&self, name: &str, from: &str, _system: bool) -> Option<(String, String)> {
        let here = Path::new(from).parent().map(Path::to_path_buf);
        for dir in here.into_iter().chain(self.0.iter().cloned()) {
            let path = dir.join(name);
            if let Ok(bytes) = std::fs::read(&path) {
                return Some((path.to_string_lossy().into_owned(), latin1(&bytes)));
            }
        }
        None
    }
}

/// The text as the translator reads it: UTF-8, or else Latin-1.
fn latin1(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(s) => s.to_string(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// The first error parsing `path` by GLSL's grammar, if any.
fn parse_error(path: &Path, options: &Options, includes: &dyn IncludeLoader) -> Option<String> {
    let text = latin1(&std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display())));
    let mut files = Files::new();
    let main = files.add(path.to_string_lossy().into_owned(), text);
    let (tree, diagnostics) = ferrometal::glsl::parse_tree(&mut files, main, options, includes);
    let error = diagnostics.iter().find(|d| d.severity == Severity::Error);
    match (tree, error) {
        (_, Some(d)) => Some(format!("{}: {}", d.code, d.message)),
        (None, None) => Some("preprocessing failed without an error".into()),
        (Some(_), None) => None,
    }
}

#[test]
fn glsl_examples_parse_by_the_glsl_grammar() {
    let mut failures = Vec::new();
    let mut parsed = 0;
    for input in glsl_inputs().iter().filter(|i| i.passing.is_none()) {
        let Ok(bytes) = std::fs::read(&input.path) else { continue };
        let includes = Disk(input.dirs.clone());
        // What the translator does today decides what must parse: an
        // example whose expected diagnostics are syntax errors need not.
        let today = ferrometal::translate_bytes(&bytes, &input.options, &includes);
        if today.diagnostics.iter().any(|d| d.severity == Severity::Error && d.code.0 < 3000) {
            continue;
        }
        parsed += 1;
        if let Some(e) = parse_error(&input.path, &input.options, &includes) {
            failures.push(format!("{}: {e}", input.label));
        }
    }
    assert!(parsed > 100, "only {parsed} GLSL examples found");
    assert!(failures.is_empty(), "{} of {parsed} GLSL examples do not parse:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn glsl_suite_jobs_that_translate_parse_by_the_glsl_grammar() {
    assert!(corpora().is_dir(), "the public suites are required at ../shared/corpora");
    let mut failures = Vec::new();
    let mut parsed = 0;
    for input in glsl_inputs().iter().filter(|i| i.passing == Some(true)) {
        parsed += 1;
        if let Some(e) = parse_error(&input.path, &input.options, &Disk(input.dirs.clone())) {
            failures.push(format!("{}: {e}", input.label));
        }
    }
    assert!(parsed > 500, "only {parsed} passing GLSL jobs found");
    assert!(
        failures.is_empty(),
        "{} of {parsed} GLSL jobs that translate do not parse:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// A GLSL input: a label, the file, its options and include folders, and
/// for a job of a public suite whether its pass list has it (`None` for an
/// example shader).
struct Input {
    label: String,
    path: PathBuf,
    options: Options,
    dirs: Vec<PathBuf>,
    passing: Option<bool>,
}

/// Every GLSL example shader and every GLSL job of the public suites.
fn glsl_inputs() -> Vec<Input> {
    let root = repo_root().join("examples-shaders");
    let mut inputs = Vec::new();
    let mut stack = vec![root.clone()];
    while let Some(dir) = stack.pop() {
        let mut entries: Vec<PathBuf> =
            std::fs::read_dir(&dir).into_iter().flatten().flatten().map(|e| e.path()).collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                stack.push(p);
                continue;
            }
            let rel = p.strip_prefix(&root).unwrap_or(&p).to_string_lossy().replace('\\', "/");
            let Ok(bytes) = std::fs::read(&p) else { continue };
            let known = ["glsl", "vert", "frag", "comp", "tesc", "tese", "geom", "mesh", "task"];
            if !p.extension().and_then(|x| x.to_str()).is_some_and(|x| known.contains(&x))
                || Language::infer(Some(&rel), &latin1(&bytes)) != Language::Glsl
                || rel.contains("/include/")
            {
                continue;
            }
            let opts_path = PathBuf::from(format!("{}.options.json", p.display()));
            let mut options: Options = std::fs::read_to_string(&opts_path)
                .ok()
                .and_then(|t| serde_json::from_str(&t).ok())
                .unwrap_or_default();
            options.file_name = Some(rel.clone());
            let dirs = vec![root.join("include"), p.parent().unwrap_or(&root).to_path_buf()];
            inputs.push(Input { label: rel, path: p, options, dirs, passing: None });
        }
    }
    for suite in ["spirv-cross-glsl", "naga-glsl"] {
        let pass = std::fs::read_to_string(repo_root().join(format!("conformance/{suite}.pass"))).unwrap_or_default();
        let passing: std::collections::BTreeSet<&str> =
            pass.lines().filter(|l| !l.starts_with('#')).filter_map(|l| l.split('\t').next()).collect();
        let jobs = std::fs::read_to_string(corpora().join(format!("jobs/{suite}.tsv"))).unwrap_or_default();
        let mut lines = jobs.lines();
        let header: Vec<&str> = lines.next().unwrap_or_default().split('\t').collect();
        let col = |name: &str| header.iter().position(|h| *h == name).unwrap_or(usize::MAX);
        let (id, file, defines, includes) = (col("id"), col("file"), col("defines"), col("includes"));
        for line in lines {
            let f: Vec<&str> = line.split('\t').collect();
            let get = |i: usize| f.get(i).copied().unwrap_or_default();
            let options = Options {
                defines: get(defines)
                    .split(';')
                    .filter(|d| !d.is_empty())
                    .map(|d| d.split_once('=').map_or((d.to_string(), "1".to_string()), |(k, v)| (k.into(), v.into())))
                    .collect(),
                file_name: Some(get(file).to_string()),
                ..Options::default()
            };
            let dirs = get(includes).split(';').filter(|d| !d.is_empty()).map(|d| corpora().join(d)).collect();
            inputs.push(Input {
                label: format!("{} {}", get(id), get(file)),
                path: corpora().join(get(file)),
                options,
                dirs,
                passing: Some(passing.contains(get(id))),
            });
        }
    }
    inputs
}

/// What a translation gives a user: the MSL of each entry point, the
/// reflection, and the diagnostics: each one's code, message, notes and help,
/// and the line it points at. (Where on the line may differ: the tree path
/// spans the expression the user wrote, `textureSize(t) + n`, where the
/// token path spans the tokens it rewrote them into.)
/// Every function definition and plain global of every GLSL example and
/// every GLSL job of the public suites translates on the syntax tree
/// (`glsl::rewrite::functions`): none is reported as using a construct the
/// front-end does not translate. The counts are a ratchet: they may only
/// grow as the inputs do.
#[test]
fn every_glsl_function_and_global_translates_on_the_tree() {
    /// Function definitions of all the inputs, at least.
    const FUNCTIONS_AT_LEAST: usize = 1624;
    /// Plain global declarations (`const`, `shared`, private globals,
    /// specialization constants), at least.
    const GLOBALS_AT_LEAST: usize = 165;
    assert!(corpora().is_dir(), "the public suites are required at ../shared/corpora");
    let (mut functions, mut globals) = (0usize, 0usize);
    let mut left = Vec::new();
    for input in glsl_inputs() {
        let Ok(bytes) = std::fs::read(&input.path) else { continue };
        let text = latin1(&bytes);
        let disk = Disk(input.dirs.clone());
        let mut report = Vec::new();
        ferrometal::translate_functions(&text, &input.options, &disk, &mut report);
        for (name, why) in &report {
            if name.starts_with(ferrometal::glsl::GLOBAL_REPORT) {
                globals += 1;
            } else {
                functions += 1;
            }
            if let Some(why) = why {
                left.push(format!("{}: `{name}` uses {why}", input.label));
            }
        }
    }
    println!("on the tree: {functions} function definitions, {globals} plain globals");
    assert!(left.is_empty(), "{} not translated:\n{}", left.len(), left.join("\n"));
    assert!(functions >= FUNCTIONS_AT_LEAST, "only {functions} function definitions (at least {FUNCTIONS_AT_LEAST})");
    assert!(globals >= GLOBALS_AT_LEAST, "only {globals} plain globals (at least {GLOBALS_AT_LEAST})");
}
