//! Runs the selected cases: reference goldens (regenerated on request), our
//! side under every schedule, comparison, and the result table.

use crate::case::{self, Case};
use crate::compare::compare;
use crate::ours::{self, Schedule};
use crate::reference::{self, Compilers};
use crate::vk::Runner;
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug)]
pub struct Config {
    pub cases_dir: PathBuf,
    pub golden_dir: PathBuf,
    pub runtime_dir: PathBuf,
    /// The Metal standard-library emulation header's folder.
    pub msl_std_dir: PathBuf,
    /// Build products (C++ binaries, SPIR-V scratch).
    pub scratch: PathBuf,
    pub regen: bool,
    /// Print failure details whole instead of their first line.
    pub verbose: bool,
    /// Also run every case once under AddressSanitizer + UBSan.
    pub sanitize: bool,
    pub schedules: Vec<Schedule>,
    pub compilers: Compilers,
    pub cxx: String,
}

impl Config {
    /// Defaults for a checkout rooted at `repo`; the environment can point at
    /// other compilers (`FERROMETAL_GLSLANG`, `FERROMETAL_SLANG_PYTHON`, `FERROMETAL_CXX`).
    pub fn from_repo(repo: PathBuf) -> Config {
        let tool = repo.join("tools/exec-parity");
        let env = |k: &str, d: &str| std::env::var(k).unwrap_or_else(|_| d.to_string());
        Config {
            cases_dir: repo.join("examples-shaders/cases"),
            golden_dir: tool.join("golden"),
            runtime_dir: tool.join("runtime"),
            msl_std_dir: std::env::var("FERROMETAL_MSL_STD")
                .map(PathBuf::from)
                .unwrap_or_else(|_| repo.join("msl-std")),
            scratch: repo.join("target/exec-parity"),
            regen: false,
            verbose: false,
            sanitize: true,
            schedules: vec![Schedule::Forward, Schedule::Reverse, Schedule::Random(0x5eed)],
            compilers: Compilers {
                glslang: env("FERROMETAL_GLSLANG", "glslangValidator"),
                python: env("FERROMETAL_SLANG_PYTHON", "python3"),
                slangc_py: tool.join("reference/slangc.py"),
            },
            cxx: env("FERROMETAL_CXX", "clang++-19"),
        }
    }
}

/// One row of the result table.
#[derive(Clone, Debug)]
pub struct Row {
    pub case: String,
    pub schedule: String,
    pub ok: bool,
    pub max_error: f64,
    pub detail: String,
}

/// Run `paths` (case files); writes the table to `out`; true when every row matched.
pub fn run(config: &Config, paths: &[PathBuf], out: &mut dyn Write) -> bool {
    let rows = run_rows(config, paths, out);
    let _ = writeln!(out);
    let failed = rows.iter().filter(|r| !r.ok).count();
    let cases: std::collections::BTreeSet<&str> = rows.iter().map(|r| r.case.as_str()).collect();
    let bad: std::collections::BTreeSet<&str> = rows.iter().filter(|r| !r.ok).map(|r| r.case.as_str()).collect();
    let _ = writeln!(
        out,
        "{} of {} cases match under every schedule ({failed} failing rows)",
        cases.len() - bad.len(),
        cases.len()
    );
    failed == 0 && !rows.is_empty()
}

pub fn run_rows(config: &Config, paths: &[PathBuf], out: &mut dyn Write) -> Vec<Row> {
    let _ = std::fs::create_dir_all(&config.scratch);
    let mut index = reference::read_index(&config.golden_dir);
    let mut runner = None;
    let mut rows = Vec::new();
    let _ = writeln!(out, "{:<28} {:<14} {:<8} {:>10}  detail", "case", "schedule", "result", "max error");
    let mut emit = |row: Row, out: &mut dyn Write| {
        let _ = writeln!(
            out,
            "{:<28} {:<14} {:<8} {:>10}  {}",
            row.case,
            row.schedule,
            if row.ok { "match" } else { "FAIL" },
            format_error(row.max_error),
            if config.verbose { row.detail.clone() } else { first_line(&row.detail) }
        );
        rows.push(row);
    };
    for path in paths {
        let case = match case::load(path) {
            Ok(c) => c,
            Err(e) => {
                let name = path.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
                emit(fail(&name, "load", e), out);
                continue;
            }
        };
        if config.regen {
            if runner.is_none() {
                match Runner::new() {
                    Ok(r) => runner = Some(r),
                    Err(e) => {
                        emit(fail(&case.name, "reference", e), out);
                        continue;
                    }
                }
            }
            if let Some(r) = &runner {
                match reference::regenerate(
                    r,
                    &config.compilers,
                    &case,
                    &config.golden_dir,
                    &mut index,
                    &config.scratch,
                ) {
                    Ok(status) => emit(pass(&case.name, "reference", format!("golden {status}")), out),
                    Err(e) => {
                        emit(fail(&case.name, "reference", e), out);
                        continue;
                    }
                }
            }
        }
        for row in run_ours(config, &index, &case) {
            emit(row, out);
        }
    }
    if config.regen
        && let Err(e) = reference::write_index(&config.golden_dir, &index)
    {
        emit(fail("-", "reference", format!("cannot write the index: {e}")), out);
    }
    rows
}

fn run_ours(config: &Config, index: &reference::Index, case: &Case) -> Vec<Row> {
    let (golden, spv) = match reference::load(&config.golden_dir, index, case) {
        Ok(g) => g,
        Err(e) => return vec![fail(&case.name, "golden", e)],
    };
    let built = match ours::build(config, case, &spv) {
        Ok(b) => b,
        Err(e) => return vec![fail(&case.name, "build", e)],
    };
    let mut runs: Vec<(Schedule, bool)> = config.schedules.iter().map(|s| (*s, false)).collect();
    if config.sanitize {
        runs.push((Schedule::Forward, true));
    }
    let mut rows = Vec::new();
    for (schedule, sanitized) in runs {
        let label = if sanitized { "asan+ubsan".to_string() } else { schedule.label() };
        let label = format!("{label}{}", built.route_suffix());
        let outputs = match ours::execute(config, &built, case, schedule, sanitized) {
            Ok(o) => o,
            Err(e) => {
                rows.push(fail(&case.name, &label, e));
                continue;
            }
        };
        let mut row = pass(&case.name, &label, String::new());
        for b in &case.buffers {
            let reference = golden.buffers.get(&b.name).map(|h| reference::unhex(h)).unwrap_or(Ok(Vec::new()));
            let reference = reference.unwrap_or_default();
            let ours = outputs.get(&b.name).cloned().unwrap_or_default();
            let v = compare(b, &ours, &reference);
            row.max_error = row.max_error.max(v.max_error);
            if !v.ok {
                row.ok = false;
                if row.detail.is_empty() {
                    row.detail = format!("{}: {}", b.name, v.first_mismatch.unwrap_or_default());
                }
            }
        }
        rows.push(row);
    }
    rows
}

fn format_error(e: f64) -> String {
    if e == 0.0 {
        "0".into()
    } else if e.fract() == 0.0 && e < 1e9 {
        format!("{e}")
    } else {
        format!("{e:.3e}")
    }
}

fn pass(case: &str, schedule: &str, detail: String) -> Row {
    Row { case: case.into(), schedule: schedule.into(), ok: true, max_error: 0.0, detail }
}

fn first_line(detail: &str) -> String {
    let first = detail.lines().next().unwrap_or("").to_string();
    if detail.lines().count() > 1 { format!("{first} …") } else { first }
}

fn fail(case: &str, schedule: &str, detail: String) -> Row {
    Row { case: case.into(), schedule: schedule.into(), ok: false, max_error: f64::INFINITY, detail }
}

/// The directory `exec-parity` resolves relative paths against.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}
