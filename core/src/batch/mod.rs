//! `ferrometal build MANIFEST`: many translations in one process, on every
//! core, for an engine's shader permutations (see `docs/batch-builds.md`).
//!
//! The manifest ([`manifest`]) lists jobs: a file, an entry point, a stage,
//! defines and options. Workers take jobs in manifest order from a shared
//! counter. They share one [`DiskCache`] (every source and include read once
//! per run) and one [`PpCache`] (a unit preprocessed once per distinct
//! include context: what it consulted of the defines and the include files it
//! loaded, see `syntax::pp::cache`). Each job's outputs are a pure function
//! of its inputs, and the summary lists jobs in manifest order, so neither
//! depends on the number of threads or their timing.
//!
//! A job whose input hash and outputs are unchanged since the last run is
//! skipped ([`state`]). Exit codes: 0 every job translated or unchanged,
//! 1 a job failed, 2 usage (a manifest that cannot be read).

pub mod manifest;
pub mod state;

use crate::diag::{Diagnostic, codes};
use crate::options::Language;
use crate::syntax::pp::PpCache;
use crate::{Files, Span};
use manifest::{Build, Job};
use serde_json::{Value, json};
use state::{DiskCache, JobIncludes, JobState, State};
use std::cell::RefCell;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

pub const USAGE: &str = "\
usage: ferrometal build MANIFEST [options]

Translates every job of MANIFEST (JSON) in one process, on all cores. Jobs
whose inputs (source, every include read, options, translator version) and
outputs are unchanged since the last run are skipped.

  -j, --jobs N        worker threads (default: the number of cores)
      --summary FILE  write the JSON summary here (`-` for stdout; default
                      OUTDIR/summary.json): {\"translator\", \"counts\": {\"jobs\",
                      \"translated\", \"unchanged\", \"failed\"}, \"jobs\": [{\"name\", \"file\",
                      \"entry\", \"stage\", \"status\": translated | unchanged | failed,
                      \"msl\", \"reflection\", \"diagnostics\": [...]}]} in manifest order
      --force         translate every job, whatever the last run left
  -h, --help          print this

MANIFEST (paths relative to its directory):
  {
    \"outDir\": \"out\",                    (default ferrometal-out)
    \"includeDirs\": [\"include\"],         (-I, in order)
    \"options\": {\"mslVersion\": \"3.0\"},   (any translation option, JSON names:
                                          mslVersion, enable16bitTypes, matrixPacking,
                                          hlslVersion, shaderModel, defines, language, ...)
    \"jobs\": [{\"file\": \"a.hlsl\", \"entry\": \"PSMain\", \"stage\": \"fragment\",
              \"defines\": {\"HDR\": \"1\"}, \"name\": \"a.hdr\", \"options\": {...},
              \"includeDirs\": [...]}],
    \"permutations\": [{\"file\": \"lit.hlsl\",
              \"entries\": [{\"entry\": \"VSMain\", \"stage\": \"vertex\"}, ...],
              \"defineSets\": [{\"SKINNED\": \"0\"}, {\"SKINNED\": \"1\"}], \"options\": {...}}]
  }
A permutation is every entry with every define set. A job's options replace the
manifest's field by field; its defines follow options.defines. Outputs are
OUTDIR/NAME.metal and OUTDIR/NAME.json (reflection); NAME defaults to the file's
path without extension, `.ENTRY`, then `.DEFINE=VALUE` per define.
";

/// Parsed `ferrometal build` arguments.
struct Args {
    manifest: PathBuf,
    threads: usize,
    summary: Option<String>,
    force: bool,
}

enum Parsed {
    Run(Args),
    Help,
}

fn parse_args(argv: &[String]) -> Result<Parsed, String> {
    let mut manifest = None;
    let mut threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut summary = None;
    let mut force = false;
    let mut it = argv.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "-h" | "--help" => return Ok(Parsed::Help),
            "-j" | "--jobs" => {
                let v = it.next().ok_or("--jobs needs a value")?;
                threads = v.parse().ok().filter(|&n| n > 0).ok_or(format!("--jobs: `{v}` is not a count"))?;
            }
            "--summary" => summary = Some(it.next().ok_or("--summary needs a value")?.clone()),
            "--force" => force = true,
            s if s.starts_with('-') => return Err(format!("unknown option `{s}`")),
            s if manifest.is_none() => manifest = Some(PathBuf::from(s)),
            s => return Err(format!("more than one manifest (`{s}`)")),
        }
    }
    let manifest = manifest.ok_or("no manifest")?;
    Ok(Parsed::Run(Args { manifest, threads, summary, force }))
}

/// How one job ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    Translated,
    Unchanged,
    Failed,
}

impl Status {
    const fn as_str(self) -> &'static str {
        match self {
            Status::Translated => "translated",
            Status::Unchanged => "unchanged",
            Status::Failed => "failed",
        }
    }
}

struct Outcome {
    status: Status,
    diagnostics: Vec<Value>,
    /// The diagnostics as the CLI prints them.
    rendered: String,
    /// What the state file keeps (jobs that translated or were unchanged).
    state: Option<JobState>,
}

/// Everything the workers share.
struct Shared<'a> {
    build: &'a Build,
    previous: &'a State,
    force: bool,
    disk: DiskCache,
    pp: PpCache,
    next: AtomicUsize,
    done: AtomicUsize,
    failed: AtomicUsize,
    outcomes: Vec<OnceLock<Outcome>>,
}

/// Run `ferrometal build`; `argv` follows `build`.
pub fn run(argv: &[String], stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let args = match parse_args(argv) {
        Ok(Parsed::Run(a)) => a,
        Ok(Parsed::Help) => {
            let _ = stdout.write_all(USAGE.as_bytes());
            return 0;
        }
        Err(msg) => {
            let _ = writeln!(stderr, "error: {msg}\n\n{USAGE}");
            return 2;
        }
    };
    let text = match std::fs::read_to_string(&args.manifest) {
        Ok(t) => t,
        Err(e) => return usage_error(stderr, &format!("cannot read `{}`: {e}", args.manifest.display())),
    };
    let build = match manifest::parse(&args.manifest, &text) {
        Ok(b) => b,
        Err(msg) => return usage_error(stderr, &msg),
    };
    if let Err(e) = std::fs::create_dir_all(&build.out_dir) {
        return usage_error(stderr, &format!("cannot create `{}`: {e}", build.out_dir.display()));
    }
    let started = Instant::now();
    let previous = if args.force { State::default() } else { State::load(&build.out_dir) };
    let shared = Shared {
        build: &build,
        previous: &previous,
        force: args.force,
        disk: DiskCache::default(),
        pp: PpCache::new(),
        next: AtomicUsize::new(0),
        done: AtomicUsize::new(0),
        failed: AtomicUsize::new(0),
        outcomes: build.jobs.iter().map(|_| OnceLock::new()).collect(),
    };
    let progress = std::io::stderr().is_terminal();
    std::thread::scope(|s| {
        for _ in 0..args.threads.min(build.jobs.len().max(1)) {
            s.spawn(|| work(&shared));
        }
        if progress {
            show_progress(&shared, stderr);
        }
    });
    finish(&args, &shared, started, stdout, stderr)
}

fn work(shared: &Shared) {
    loop {
        let i = shared.next.fetch_add(1, Ordering::Relaxed);
        let (Some(job), Some(slot)) = (shared.build.jobs.get(i), shared.outcomes.get(i)) else { return };
        let outcome = run_job(shared, job);
        if outcome.status == Status::Failed {
            shared.failed.fetch_add(1, Ordering::Relaxed);
            // A failed job leaves no outputs: a stale file from an earlier
            // run would look current to the build system downstream.
            let (msl, reflection) = outputs(shared.build, job);
            let _ = std::fs::remove_file(msl);
            let _ = std::fs::remove_file(reflection);
        }
        let _ = slot.set(outcome);
        shared.done.fetch_add(1, Ordering::Relaxed);
    }
}

/// A progress line on a terminal, redrawn ten times a second until the last job ends.
fn show_progress(shared: &Shared, stderr: &mut dyn Write) {
    let total = shared.build.jobs.len();
    loop {
        let done = shared.done.load(Ordering::Relaxed);
        let failed = shared.failed.load(Ordering::Relaxed);
        let width = 30;
        let filled = (done * width).checked_div(total).unwrap_or(width);
        let bar = format!("{}{}", "#".repeat(filled), "-".repeat(width - filled));
        let _ = write!(stderr, "\r[{bar}] {done}/{total} jobs, {failed} failed");
        let _ = stderr.flush();
        if done >= total {
            let _ = writeln!(stderr);
            return;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn outputs(build: &Build, job: &Job) -> (PathBuf, PathBuf) {
    let base = build.out_dir.join(&job.name);
    let name = base.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    (base.with_file_name(format!("{name}.metal")), base.with_file_name(format!("{name}.json")))
}

fn run_job(shared: &Shared, job: &Job) -> Outcome {
    let (msl_path, reflection_path) = outputs(shared.build, job);
    if !shared.force
        && let Some(prev) = shared.previous.jobs.get(&job.name)
        && state::unchanged(job, prev, &shared.disk, &msl_path, &reflection_path)
    {
        return Outcome {
            status: Status::Unchanged,
            diagnostics: prev.diagnostics.clone(),
            rendered: prev.rendered.clone(),
            state: Some(prev.clone()),
        };
    }
    let Some(source) = shared.disk.read(&job.path) else {
        return io_failure(job, format!("cannot read `{}`", job.path.display()));
    };
    let loader =
        JobIncludes { disk: &shared.disk, dirs: &job.include_dirs, pp: &shared.pp, probes: RefCell::new(Vec::new()) };
    let is_spirv = job.options.language == Some(Language::Spv) || source.bytes.starts_with(&[0x03, 0x02, 0x23, 0x07]);
    let t = if is_spirv {
        crate::translate_spirv(&source.bytes, &job.options)
    } else {
        crate::translate_bytes(&source.bytes, &job.options, &loader)
    };
    let diagnostics: Vec<Value> = t.diagnostic_dtos().iter().filter_map(|d| serde_json::to_value(d).ok()).collect();
    let rendered = t.render_diagnostics();
    let failed = |rendered: String, diagnostics: Vec<Value>| Outcome {
        status: Status::Failed,
        diagnostics,
        rendered,
        state: None,
    };
    if t.has_errors() {
        return failed(rendered, diagnostics);
    }
    let (msl, reflection) = match (t.entry_points.as_slice(), &t.reflection) {
        ([entry], Some(r)) => (entry.msl.as_str(), r.to_json() + "\n"),
        (entries, _) => {
            let msg = format!("{} entry points named `{}`: give the job a stage", entries.len(), entry_name(job));
            return io_failure(job, msg);
        }
    };
    if let Err(msg) =
        write_if_changed(&msl_path, msl.as_bytes()).and(write_if_changed(&reflection_path, reflection.as_bytes()))
    {
        return io_failure(job, msg);
    }
    let probes = loader.probes.into_inner();
    let state = JobState {
        input_hash: state::input_hash(job, &source.hash, &probes),
        probes,
        msl_hash: state::sha256_hex(msl.as_bytes()),
        reflection_hash: state::sha256_hex(reflection.as_bytes()),
        diagnostics: diagnostics.clone(),
        rendered: rendered.clone(),
    };
    Outcome { status: Status::Translated, diagnostics, rendered, state: Some(state) }
}

fn entry_name(job: &Job) -> &str {
    job.options.entry_points.first().map_or("", String::as_str)
}

/// A job that could not read its source or write its outputs: a coded
/// diagnostic like the CLI's.
fn io_failure(job: &Job, message: String) -> Outcome {
    let mut files = Files::new();
    files.add(job.path.to_string_lossy(), "");
    let d = Diagnostic::error(codes::USAGE_IO, message, Span::DUMMY);
    let dto = crate::diag::DiagnosticDto::new(&files, &d);
    Outcome {
        status: Status::Failed,
        diagnostics: serde_json::to_value(&dto).ok().into_iter().collect(),
        rendered: crate::diag::render_text(&files, &[d]),
        state: None,
    }
}

/// Write `bytes` to `path` unless it already holds them (so a build system
/// downstream sees an unchanged file as unchanged).
fn write_if_changed(path: &Path, bytes: &[u8]) -> Result<(), String> {
    if std::fs::read(path).is_ok_and(|old| old == bytes) {
        return Ok(());
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create `{}`: {e}", dir.display()))?;
    }
    std::fs::write(path, bytes).map_err(|e| format!("cannot write `{}`: {e}", path.display()))
}

/// Report every job in manifest order: failed jobs' diagnostics on stderr,
/// the summary, the state for the next run, one line of counts.
fn finish(args: &Args, shared: &Shared, started: Instant, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let build = shared.build;
    let mut state = State { translator: state::translator(), ..State::default() };
    let mut jobs = Vec::with_capacity(build.jobs.len());
    let mut counts = (0usize, 0usize, 0usize);
    let mut warnings = 0;
    for (job, slot) in build.jobs.iter().zip(&shared.outcomes) {
        let Some(o) = slot.get() else { continue };
        match o.status {
            Status::Translated => counts.0 += 1,
            Status::Unchanged => counts.1 += 1,
            Status::Failed => counts.2 += 1,
        }
        if o.status == Status::Failed {
            let _ = write!(stderr, "job `{}`:\n{}", job.name, o.rendered);
        } else {
            warnings += o.diagnostics.len();
        }
        if let Some(s) = &o.state {
            state.jobs.insert(job.name.clone(), s.clone());
        }
        let (msl, reflection) = outputs(build, job);
        let written = o.status != Status::Failed;
        jobs.push(json!({
            "name": job.name,
            "file": job.file,
            "entry": entry_name(job),
            "stage": job.options.stage.map(|s| s.as_str()),
            "defines": job.options.defines,
            "status": o.status.as_str(),
            "msl": written.then(|| msl.to_string_lossy().into_owned()),
            "reflection": written.then(|| reflection.to_string_lossy().into_owned()),
            "diagnostics": o.diagnostics,
        }));
    }
    let (translated, unchanged, failed) = counts;
    let summary = json!({
        "translator": state::translator(),
        "counts": {"jobs": build.jobs.len(), "translated": translated, "unchanged": unchanged, "failed": failed},
        "jobs": jobs,
    });
    let text = serde_json::to_string_pretty(&summary).unwrap_or_default() + "\n";
    let summary_path =
        args.summary.clone().unwrap_or_else(|| build.out_dir.join("summary.json").to_string_lossy().into());
    let mut io_errors = Vec::new();
    if summary_path == "-" {
        let _ = stdout.write_all(text.as_bytes());
    } else if let Err(e) = std::fs::write(&summary_path, text) {
        io_errors.push(format!("cannot write `{summary_path}`: {e}"));
    }
    if let Err(e) = state.save(&build.out_dir) {
        io_errors.push(e);
    }
    for e in &io_errors {
        let _ = writeln!(stderr, "error: {e}");
    }
    let (reused, preprocessed) = shared.pp.counts();
    let _ = writeln!(
        stderr,
        "ferrometal build: {} jobs: {translated} translated, {unchanged} unchanged, {failed} failed; \
         {warnings} warnings; preprocessed {preprocessed} times, reused {reused} times; {:.2} s",
        build.jobs.len(),
        started.elapsed().as_secs_f64()
    );
    if failed > 0 || !io_errors.is_empty() { 1 } else { 0 }
}

fn usage_error(stderr: &mut dyn Write, msg: &str) -> i32 {
    let _ = writeln!(stderr, "error: {msg}");
    2
}
