//! `exec-parity --generate-corpus`: a generated case for every compute
//! shader of the public corpora (`../shared/corpora`, the compute jobs of
//! `jobs/*.tsv`) and of `examples-shaders/`, each in a process of its own
//! (a time limit per unit, and a crash in a driver stays one unit's), the
//! goldens written to `golden/generated/`, and the report to
//! `generated.txt`: one line per unit, `ID<TAB>CLASS`.

use crate::generate::{self, Class, Job};
use ferrometal::Language;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The corpora beside the checkout.
pub fn corpora(repo: &Path) -> PathBuf {
    repo.join("../shared/corpora")
}

/// Every compute job of the corpora's job lists (HLSL and GLSL).
pub fn corpus_jobs(corpora: &Path) -> Vec<Job> {
    let mut jobs = Vec::new();
    let mut lists: Vec<PathBuf> = std::fs::read_dir(corpora.join("jobs"))
        .map(|r| r.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    lists.retain(|p| p.extension().is_some_and(|e| e == "tsv"));
    lists.sort();
    for list in lists {
        let Ok(text) = std::fs::read_to_string(&list) else { continue };
        for line in text.lines().skip(1) {
            let cols: Vec<&str> = line.split('\t').collect();
            let [_, file, stage, lang, entry, defines, includes, ..] = cols.as_slice() else { continue };
            if *stage != "comp" {
                continue;
            }
            let language = match *lang {
                "hlsl" => Language::Hlsl,
                "glsl" => Language::Glsl,
                _ => continue,
            };
            let defines: Vec<(String, String)> = defines
                .split(';')
                .filter(|d| !d.is_empty())
                .map(|d| match d.split_once('=') {
                    Some((k, v)) => (k.to_string(), v.to_string()),
                    None => (d.to_string(), "1".to_string()),
                })
                .collect();
            let includes = includes.split(';').filter(|d| !d.is_empty()).map(|d| corpora.join(d)).collect();
            let entry = if entry.is_empty() { "main" } else { entry };
            let mut id = format!("corpora/{file}");
            if entry != "main" {
                id.push_str(&format!("@{entry}"));
            }
            for (k, v) in &defines {
                id.push_str(&format!(" -D{k}={v}"));
            }
            jobs.push(Job { id, path: corpora.join(file), language, entry: entry.to_string(), defines, includes });
        }
    }
    jobs
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(dir).map(|r| r.filter_map(|e| e.ok().map(|e| e.path())).collect()).unwrap_or_default();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, out);
        } else {
            out.push(p);
        }
    }
}

/// Every compute shader of `examples-shaders/` (GLSL `.comp`, and each
/// `[numthreads]` kernel of an `.hlsl` file) outside `errors/`.
pub fn example_jobs(repo: &Path) -> Vec<Job> {
    let root = repo.join("examples-shaders");
    let mut files = Vec::new();
    walk(&root, &mut files);
    let mut jobs = Vec::new();
    for path in files {
        let rel = path.strip_prefix(repo).unwrap_or(&path).to_string_lossy().into_owned();
        if rel.contains("/errors/") {
            continue;
        }
        let name = path.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
        let includes = vec![root.join("include")];
        if name.ends_with(".comp") {
            jobs.push(Job {
                id: rel,
                path,
                language: Language::Glsl,
                entry: "main".into(),
                defines: Vec::new(),
                includes,
            });
        } else if name.ends_with(".hlsl") {
            let Ok(text) = std::fs::read_to_string(&path) else { continue };
            for entry in generate::hlsl_kernels(&text) {
                jobs.push(Job {
                    id: format!("{rel}@{entry}"),
                    path: path.clone(),
                    language: Language::Hlsl,
                    entry,
                    defines: Vec::new(),
                    includes: includes.clone(),
                });
            }
        }
    }
    jobs
}

/// The child command that classifies one job.
fn child(exe: &Path, job: &Job, golden_dir: &Path, reference: bool, extra: &[&str]) -> Command {
    let mut cmd = Command::new(exe);
    cmd.args(extra);
    cmd.arg("--generate").arg(&job.path).args(["--entry", &job.entry, "--id", &job.id]);
    cmd.arg("--golden-dir").arg(golden_dir);
    cmd.args(["--language", if job.language == Language::Hlsl { "hlsl" } else { "glsl" }]);
    for (k, v) in &job.defines {
        cmd.arg(format!("-D{k}={v}"));
    }
    for d in &job.includes {
        cmd.arg("-I").arg(d);
    }
    if !reference {
        cmd.arg("--no-reference");
    }
    cmd.stdout(Stdio::piped()).stderr(Stdio::null());
    cmd
}

/// One job in a child process, killed after `limit`.
fn run_child(mut cmd: Command, limit: Duration) -> String {
    let mut proc = match cmd.spawn() {
        Ok(p) => p,
        Err(e) => return Class::Unsupported(format!("cannot start: {e}")).line(),
    };
    let started = Instant::now();
    loop {
        match proc.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if started.elapsed() > limit => {
                let _ = proc.kill();
                let _ = proc.wait();
                return Class::Unsupported(format!("did not finish within {} s", limit.as_secs())).line();
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(e) => return Class::Unsupported(e.to_string()).line(),
        }
    }
    let out = proc.wait_with_output().map(|o| String::from_utf8_lossy(&o.stdout).into_owned()).unwrap_or_default();
    match out.lines().rev().find_map(|l| l.split_once('\t')) {
        Some((_, class)) => class.to_string(),
        None => Class::Unsupported("the unit's process crashed".into()).line(),
    }
}

/// Run `jobs` on `workers` processes at a time; returns `(id, class line)` in job order.
#[allow(clippy::too_many_arguments)]
pub fn run(
    exe: &Path,
    jobs: &[Job],
    golden_dir: &Path,
    reference: bool,
    workers: usize,
    limit: Duration,
    out: &mut dyn Write,
    extra: &[&str],
) -> Vec<(String, String)> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(vec![None; jobs.len()]);
    let printed = std::sync::Mutex::new(Vec::<u8>::new());
    std::thread::scope(|s| {
        for _ in 0..workers.max(1) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(job) = jobs.get(i) else { break };
                    let class = run_child(child(exe, job, golden_dir, reference, extra), limit);
                    if let Ok(mut p) = printed.lock() {
                        let _ = writeln!(p, "{}\t{class}", job.id);
                        eprintln!("[{}/{}] {}\t{class}", i + 1, jobs.len(), job.id);
                    }
                    if let Ok(mut r) = results.lock()
                        && let Some(slot) = r.get_mut(i)
                    {
                        *slot = Some(class);
                    }
                }
            });
        }
    });
    let results = results.into_inner().unwrap_or_default();
    let rows: Vec<(String, String)> = jobs
        .iter()
        .zip(results)
        .map(|(j, c)| (j.id.clone(), c.unwrap_or_else(|| "unsupported: not run".into())))
        .collect();
    for (id, class) in &rows {
        let _ = writeln!(out, "{id}\t{class}");
    }
    rows
}

/// The summary table of a report: units per class, and the match rate of
/// the deterministic ones (match + mismatch).
pub fn summary(rows: &[(String, String)]) -> String {
    let count = |w: &str| rows.iter().filter(|(_, c)| Class::from_line(c) == Some(w)).count();
    let (m, x, n, u) = (count("match"), count("mismatch"), count("nondeterministic"), count("unsupported"));
    let rate = if m + x == 0 { 0.0 } else { 100.0 * m as f64 / (m + x) as f64 };
    format!(
        "| units | match | mismatch | nondeterministic | unsupported | match rate (deterministic) |\n\
         | ---: | ---: | ---: | ---: | ---: | ---: |\n\
         | {} | {m} | {x} | {n} | {u} | {rate:.1}% |\n",
        rows.len()
    )
}

/// The committed report: class line by unit id.
pub fn read_report(path: &Path) -> std::collections::BTreeMap<String, String> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once('\t'))
        .map(|(id, class)| (id.to_string(), class.to_string()))
        .collect()
}

/// The report's text: the classified units in job order.
pub fn render_report(order: &[Job], classes: &std::collections::BTreeMap<String, String>) -> String {
    let mut text = String::from("# Generated units: ID<TAB>CLASS (scripts/exec-parity --generate-corpus)\n");
    for job in order {
        if let Some(class) = classes.get(&job.id) {
            text.push_str(&format!("{}\t{class}\n", job.id));
        }
    }
    text
}
