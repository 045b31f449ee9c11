//! The jobs that tests comparing ferrometal with an independent compiler
//! run: the public suites' job lists (`../shared/corpora/jobs/SUITE.tsv`)
//! and our own examples, each a file, a stage, an entry point and defines.
//! A peer's answer for a job is committed as a golden keyed by
//! [`Job::key`], so an ordinary run needs no peer installed.

#![allow(dead_code)]

use ferrometal::reflect::Reflection;
use ferrometal::{Language, MslVersion, Options, Stage};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().map(Path::to_path_buf).unwrap_or_default()
}

pub fn corpora() -> PathBuf {
    repo_root().join("../shared/corpora")
}

/// One translation to compare: a file, its stage and entry point.
#[derive(Clone, Debug)]
pub struct Job {
    /// Shown in messages: the path under the corpora or the repository.
    pub shown: String,
    pub path: PathBuf,
    pub stage: Stage,
    pub lang: Language,
    pub entry: String,
    pub defines: Vec<(String, String)>,
    pub msl: MslVersion,
}

impl Job {
    pub fn stage_name(&self) -> &'static str {
        match self.stage {
            Stage::Vertex => "vert",
            Stage::Fragment => "frag",
            _ => "comp",
        }
    }

    /// The golden's key: the job and the source text.
    pub fn key(&self, src: &str) -> String {
        let mut h = Sha256::new();
        let defines: Vec<String> = self.defines.iter().map(|(k, v)| format!("{k}={v}")).collect();
        h.update(format!("{}\n{}\n{}\n{}\n", self.lang.as_str(), self.stage_name(), self.entry, defines.join(";")));
        h.update(src.as_bytes());
        h.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect()
    }

    /// `file [stage entry]`, how a difference names its job.
    pub fn label(&self) -> String {
        format!("{} [{} {}]", self.shown, self.stage_name(), self.entry)
    }
}

pub fn stage_of(s: &str) -> Option<Stage> {
    match s {
        "vert" => Some(Stage::Vertex),
        "frag" => Some(Stage::Fragment),
        "comp" => Some(Stage::Compute),
        _ => None,
    }
}

/// The vertex, fragment and compute jobs without includes of these
/// suites' job lists; with `peer`, only those that peer translated.
pub fn listed_jobs(suites: &[&str], peer: Option<&str>) -> Vec<Job> {
    let mut out = Vec::new();
    for suite in suites {
        let text = std::fs::read_to_string(corpora().join(format!("jobs/{suite}.tsv"))).unwrap_or_default();
        let mut lines = text.lines();
        let header: Vec<&str> = lines.next().unwrap_or_default().split('\t').collect();
        let col = |name: &str| header.iter().position(|h| *h == name);
        let (Some(file), Some(stage), Some(lang), Some(entry), Some(defines), Some(includes), Some(msl)) =
            (col("file"), col("stage"), col("lang"), col("entry"), col("defines"), col("includes"), col("msl"))
        else {
            continue;
        };
        let peer_col = peer.map(col);
        if peer_col == Some(None) {
            continue;
        }
        for line in lines {
            let f: Vec<&str> = line.split('\t').collect();
            let get = |i: usize| f.get(i).copied().unwrap_or_default();
            let Some(st) = stage_of(get(stage)) else { continue };
            let peer_translated = peer_col.flatten().is_none_or(|c| get(c) == "1");
            if !peer_translated || !get(includes).is_empty() || get(file).contains(".asm.") {
                continue;
            }
            let lang = if get(lang) == "hlsl" { Language::Hlsl } else { Language::Glsl };
            let defines = get(defines)
                .split(';')
                .filter(|d| !d.is_empty())
                .map(|d| d.split_once('=').map_or((d.to_string(), "1".to_string()), |(k, v)| (k.into(), v.into())))
                .collect();
            out.push(Job {
                shown: get(file).to_string(),
                path: corpora().join(get(file)),
                stage: st,
                lang,
                entry: get(entry).to_string(),
                defines,
                msl: MslVersion::parse(get(msl)).unwrap_or(MslVersion::V3_2),
            });
        }
    }
    out
}

/// GLSL files of a folder (recursively when asked), by stage extension,
/// leaving out SPIR-V assembly and glslang's HLSL tests.
pub fn glsl_files(dir: &Path, recurse: bool, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        let name = e.file_name().to_string_lossy().into_owned();
        if p.is_dir() {
            if recurse {
                glsl_files(&p, true, out);
            }
        } else if p.extension().and_then(|x| x.to_str()).and_then(stage_of).is_some()
            && !name.contains(".asm.")
            && !name.starts_with("hlsl.")
        {
            out.push(p);
        }
    }
}

pub fn hlsl_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            hlsl_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "hlsl") {
            out.push(p);
        }
    }
}

/// How a path is shown: under the corpora or the repository.
pub fn shown(p: &Path) -> String {
    p.strip_prefix(corpora()).or_else(|_| p.strip_prefix(repo_root())).unwrap_or(p).display().to_string()
}

/// Our HLSL examples in these folders of `examples-shaders/`, one job per
/// vertex, fragment and compute entry point ferrometal reflects under the
/// default options.
pub fn hlsl_example_jobs(folders: &[&str]) -> Vec<Job> {
    let mut hlsl = Vec::new();
    for folder in folders {
        hlsl_files(&repo_root().join("examples-shaders").join(folder), &mut hlsl);
    }
    hlsl.sort();
    let mut out = Vec::new();
    for p in hlsl {
        let Ok(src) = std::fs::read_to_string(&p) else { continue };
        let options = Options { file_name: Some(shown(&p)), msl_version: MslVersion::V3_2, ..Options::default() };
        let t = ferrometal::translate(&src, &options);
        let Some(r) = t.reflection.as_ref().filter(|_| !t.has_errors()) else { continue };
        for e in &r.entry_points {
            let stage = match e.stage.as_str() {
                "vertex" => Stage::Vertex,
                "fragment" => Stage::Fragment,
                "compute" if e.tessellation.is_none() => Stage::Compute,
                _ => continue,
            };
            let (lang, defines, msl) = (Language::Hlsl, Vec::new(), MslVersion::V3_2);
            out.push(Job { shown: shown(&p), path: p.clone(), stage, lang, entry: e.name.clone(), defines, msl });
        }
    }
    out
}

/// A file listed by a job list and found again by a folder walk is one job.
pub fn dedup(jobs: &mut Vec<Job>) {
    let mut seen = std::collections::BTreeSet::new();
    jobs.retain(|j| seen.insert((j.path.clone(), j.stage_name(), j.entry.clone(), format!("{:?}", j.defines))));
}

/// ferrometal's reflection of one job under the direct binding model, or
/// `None` when it does not translate.
pub fn translate(job: &Job, src: &str) -> Option<Reflection> {
    translate_with(src, &options(job))
}

/// The options a job asks for, under the direct binding model.
pub fn options(job: &Job) -> Options {
    Options {
        file_name: job.path.file_name().map(|f| f.to_string_lossy().into_owned()),
        language: Some(job.lang),
        entry_points: vec![job.entry.clone()],
        stage: Some(job.stage),
        msl_version: job.msl,
        defines: job.defines.clone(),
        ..Options::default()
    }
}

/// ferrometal's reflection of one job with these options.
pub fn translate_with(src: &str, options: &Options) -> Option<Reflection> {
    let t = ferrometal::translate(src, options);
    let failed = t.has_errors();
    t.reflection.filter(|_| !failed)
}

/// A peer's command from the environment, else its default.
pub fn tool(var: &str, default: &str) -> String {
    std::env::var(var).unwrap_or_else(|_| default.to_string())
}

/// A job's golden at `path`: when `regen` and there is none yet, `make`
/// writes it first (a peer's answer, or `{"refused": true}`). `None` when
/// there is still none (or it does not parse).
pub fn golden(path: &Path, regen: bool, make: impl FnOnce() -> serde_json::Value) -> Option<serde_json::Value> {
    if regen && !path.exists() {
        let text = serde_json::to_string(&make()).ok()? + "\n";
        std::fs::write(path, text).ok()?;
    }
    serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()
}

/// Sort `diffs` and take out the `known` ones, each of which must still be
/// seen (a known difference that went away fails: delete it from the list).
pub fn remove_known(diffs: &mut Vec<String>, known: &[&str]) {
    diffs.sort();
    for k in known {
        let before = diffs.len();
        diffs.retain(|d| d != k);
        assert!(diffs.len() < before, "known difference no longer seen (remove it from KNOWN): {k}");
        println!("  known: {k}");
    }
}
