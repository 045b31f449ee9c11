//! The build manifest: JSON that lists translation jobs, read into [`Job`]s.
//!
//! The format (also in the CLI's `ferrometal build --help` and
//! `docs/batch-builds.md`):
//!
//! ```json
//! {
//!   "outDir": "out",
//!   "includeDirs": ["include"],
//!   "options": { "mslVersion": "3.0" },
//!   "jobs": [
//!     { "file": "shaders/sky.hlsl", "entry": "PSMain", "stage": "fragment",
//!       "defines": { "HDR": "1" }, "name": "sky.hdr", "options": { "enable16bitTypes": true } }
//!   ],
//!   "permutations": [
//!     { "file": "shaders/lit.hlsl",
//!       "entries": [{ "entry": "VSMain", "stage": "vertex" }, { "entry": "PSMain", "stage": "fragment" }],
//!       "defineSets": [{ "SKINNED": "0" }, { "SKINNED": "1" }] }
//!   ]
//! }
//! ```
//!
//! Paths are relative to the manifest's directory. `options` holds any field
//! of [`Options`] in its JSON spelling; a job's or permutation's `options`
//! replaces the manifest's field by field. A permutation is every entry with
//! every define set, entries outermost. `defines` come after
//! `options.defines`, in name order. A job without a `name` is named
//! `FILE.ENTRY` plus `.NAME=VALUE` per define (the file's path without its
//! extension, characters other than letters, digits, `_`, `-`, `=`, `.` and
//! `/` written `_`); its outputs are `OUTDIR/NAME.metal` and
//! `OUTDIR/NAME.json` (reflection). Two jobs with one name are an error, as
//! is a name outside the output directory, `summary` (the summary's) or a
//! hidden one (`.`: the build's state file).

use crate::options::{Options, Stage};
use serde::Deserialize;
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Component, Path, PathBuf};

/// One translation of a build.
#[derive(Clone, Debug, PartialEq)]
pub struct Job {
    /// Output base name, relative to the output directory (may hold `/`).
    pub name: String,
    /// The source file, as the manifest gives it (relative to its directory).
    pub file: String,
    /// The source file as it is opened and as diagnostics print it.
    pub path: PathBuf,
    /// Options of the translation: `file_name`, `entry_points`, `stage` and
    /// `defines` filled from the job.
    pub options: Options,
    /// `-I` directories, in search order.
    pub include_dirs: Vec<PathBuf>,
}

/// A manifest read and expanded.
#[derive(Clone, Debug)]
pub struct Build {
    pub out_dir: PathBuf,
    pub jobs: Vec<Job>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct ManifestFile {
    out_dir: Option<String>,
    #[serde(default)]
    include_dirs: Vec<String>,
    #[serde(default)]
    options: Map<String, Value>,
    #[serde(default)]
    jobs: Vec<JobSpec>,
    #[serde(default)]
    permutations: Vec<PermutationSpec>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct JobSpec {
    file: String,
    entry: String,
    stage: Option<Stage>,
    #[serde(default)]
    defines: BTreeMap<String, String>,
    name: Option<String>,
    #[serde(default)]
    options: Map<String, Value>,
    #[serde(default)]
    include_dirs: Vec<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct PermutationSpec {
    file: String,
    entries: Vec<EntrySpec>,
    #[serde(default = "one_empty_set")]
    define_sets: Vec<BTreeMap<String, String>>,
    #[serde(default)]
    options: Map<String, Value>,
    #[serde(default)]
    include_dirs: Vec<String>,
}

fn one_empty_set() -> Vec<BTreeMap<String, String>> {
    vec![BTreeMap::new()]
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct EntrySpec {
    entry: String,
    stage: Option<Stage>,
}

/// Read the manifest at `path` (its text is `text`). An error is a message
/// for a usage error: the manifest is the build's command line.
pub fn parse(path: &Path, text: &str) -> Result<Build, String> {
    let m: ManifestFile = serde_json::from_str(text).map_err(|e| format!("{}: {e}", path.display()))?;
    let base = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let out_dir = base.join(m.out_dir.as_deref().unwrap_or("ferrometal-out"));
    let mut specs: Vec<JobSpec> = m.jobs;
    for p in m.permutations {
        for e in &p.entries {
            for defines in &p.define_sets {
                specs.push(JobSpec {
                    file: p.file.clone(),
                    entry: e.entry.clone(),
                    stage: e.stage,
                    defines: defines.clone(),
                    name: None,
                    options: p.options.clone(),
                    include_dirs: p.include_dirs.clone(),
                });
            }
        }
    }
    let mut jobs = Vec::with_capacity(specs.len());
    let mut names = BTreeSet::new();
    for spec in specs {
        let job = job(&base, &m.include_dirs, &m.options, spec)?;
        if !names.insert(job.name.clone()) {
            return Err(format!("two jobs are named `{}`: give one a \"name\"", job.name));
        }
        jobs.push(job);
    }
    Ok(Build { out_dir, jobs })
}

fn job(base: &Path, dirs: &[String], options: &Map<String, Value>, spec: JobSpec) -> Result<Job, String> {
    let mut merged = options.clone();
    merged.extend(spec.options);
    let what = format!("job `{}` / `{}`", spec.file, spec.entry);
    let mut opts: Options =
        serde_json::from_value(Value::Object(merged)).map_err(|e| format!("{what}: options: {e}"))?;
    let path = base.join(&spec.file);
    opts.file_name = Some(path.to_string_lossy().into_owned());
    opts.entry_points = vec![spec.entry.clone()];
    opts.stage = spec.stage.or(opts.stage);
    opts.defines.extend(spec.defines.iter().map(|(n, v)| (n.clone(), v.clone())));
    let name = match spec.name {
        Some(n) => n,
        None => default_name(&spec.file, &spec.entry, &spec.defines),
    };
    if !is_relative_inside(&name) {
        return Err(format!("{what}: the name `{name}` must be a relative path without `..`"));
    }
    if name == "summary" || name.split('/').any(|part| part.starts_with('.')) {
        return Err(format!("{what}: the name `{name}` is the summary's or hidden"));
    }
    let include_dirs = dirs.iter().chain(&spec.include_dirs).map(|d| base.join(d)).collect();
    Ok(Job { name, file: spec.file, path, options: opts, include_dirs })
}

fn default_name(file: &str, entry: &str, defines: &BTreeMap<String, String>) -> String {
    let stem = file.rsplit_once('.').filter(|(s, _)| !s.ends_with('/') && !s.is_empty()).map_or(file, |(s, _)| s);
    let mut name = format!("{stem}.{entry}");
    for (n, v) in defines {
        name.push('.');
        name.push_str(n);
        name.push('=');
        name.push_str(v);
    }
    let clean: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '=' | '.' | '/') { c } else { '_' })
        .collect();
    // `../shared/x.hlsl` must not write outside the output directory.
    clean.split('/').map(|part| if part == ".." || part == "." { "_" } else { part }).collect::<Vec<_>>().join("/")
}

fn is_relative_inside(name: &str) -> bool {
    !name.is_empty() && Path::new(name).components().all(|c| matches!(c, Component::Normal(_)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn jobs(text: &str) -> Result<Vec<Job>, String> {
        parse(Path::new("proj/build.json"), text).map(|b| b.jobs)
    }

    #[test]
    fn permutations_expand_entries_outermost() {
        let j = jobs(
            r#"{"includeDirs": ["inc"], "options": {"mslVersion": "3.0"}, "permutations": [{"file": "s/lit.hlsl",
            "entries": [{"entry": "VS", "stage": "vertex"}, {"entry": "PS", "stage": "fragment"}],
            "defineSets": [{"B": "2", "A": "1"}, {}]}]}"#,
        )
        .unwrap_or_default();
        let names: Vec<&str> = j.iter().map(|j| j.name.as_str()).collect();
        assert_eq!(names, ["s/lit.VS.A=1.B=2", "s/lit.VS", "s/lit.PS.A=1.B=2", "s/lit.PS"]);
        let first = j.first().map(|j| (&j.options, &j.include_dirs, &j.path));
        let Some((o, dirs, path)) = first else { panic!("no jobs") };
        assert_eq!(o.defines, [("A".to_string(), "1".to_string()), ("B".to_string(), "2".to_string())]);
        assert_eq!(o.msl_version, crate::MslVersion::V3_0);
        assert_eq!(o.stage, Some(Stage::Vertex));
        assert_eq!(o.entry_points, ["VS"]);
        assert_eq!(dirs, &[PathBuf::from("proj/inc")]);
        assert_eq!(path, &PathBuf::from("proj/s/lit.hlsl"));
    }

    #[test]
    fn job_options_replace_the_manifests_field_by_field() {
        let j = jobs(
            r#"{"options": {"mslVersion": "3.0", "enable16bitTypes": true}, "jobs": [{"file": "a.hlsl",
            "entry": "main", "options": {"mslVersion": "3.1"}, "name": "x/a"}]}"#,
        )
        .unwrap_or_default();
        let o = j.first().map(|j| (j.options.msl_version, j.options.enable_16bit_types, j.name.clone()));
        assert_eq!(o, Some((crate::MslVersion::V3_1, true, "x/a".to_string())));
    }

    #[test]
    fn bad_manifests_are_messages() {
        let dup =
            r#"{"jobs": [{"file": "a.hlsl", "entry": "m"}, {"file": "a.hlsl", "entry": "m", "stage": "vertex"}]}"#;
        assert!(jobs(dup).is_err_and(|e| e.contains("two jobs are named `a.m`")));
        assert!(jobs(r#"{"jobs": [{"file": "a.hlsl"}]}"#).is_err_and(|e| e.contains("entry")));
        assert!(jobs(r#"{"jobz": []}"#).is_err_and(|e| e.contains("unknown field")));
        let escape = r#"{"jobs": [{"file": "a.hlsl", "entry": "m", "name": "../x"}]}"#;
        assert!(jobs(escape).is_err_and(|e| e.contains("without `..`")));
        let hidden = r#"{"jobs": [{"file": "a.hlsl", "entry": "m", "name": ".ferrometal-build-state"}]}"#;
        assert!(jobs(hidden).is_err_and(|e| e.contains("hidden")));
        let opts = r#"{"jobs": [{"file": "a.hlsl", "entry": "m", "options": {"mslVersion": "9"}}]}"#;
        assert!(jobs(opts).is_err_and(|e| e.contains("options")));
    }

    #[test]
    fn default_names_stay_inside_the_output_directory() {
        let d = BTreeMap::from([("COLOR".to_string(), "float4(1, 0, 0, 1)".to_string())]);
        assert_eq!(default_name("../shared/x.hlsl", "main", &d), "_/shared/x.main.COLOR=float4_1__0__0__1_");
        assert_eq!(default_name("noext", "main", &BTreeMap::new()), "noext.main");
    }
}
