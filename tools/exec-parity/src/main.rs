//! `exec-parity [--regen] [CASE…]`: run the execution-parity cases and print
//! a table of case, schedule, result and max error; exit 0 when all match.
//!
//! `exec-parity --generate FILE [--entry NAME] [-D NAME=VALUE] [-I DIR]`:
//! a generated case for any compute shader (`src/generate.rs`), one line per
//! unit (`ID<TAB>CLASS`); exit 1 on a mismatch.
//!
//! `exec-parity --generate-corpus [--only TEXT] [--jobs N] [--timeout S]`:
//! every compute shader of the corpora and `examples-shaders/` (`src/sweep.rs`);
//! writes `generated.txt` and prints the summary table.

use ferrometal_exec_parity::generate::{self, Class, GenConfig};
use ferrometal_exec_parity::{driver, ours, sweep};
use std::path::PathBuf;
use std::time::Duration;

const USAGE: &str = "usage: exec-parity [--regen] [--no-sanitize] [--cases DIR] [CASE…]\n       \
exec-parity --generate FILE [--entry NAME] [--language hlsl|glsl] [-D NAME[=VALUE]]… [-I DIR]… [--golden-dir DIR] [--regen] [--no-reference]\n       \
exec-parity --generate-corpus [--only TEXT]… [--jobs N] [--timeout SECONDS] [--regen] [--no-reference]";

fn define(d: &str) -> (String, String) {
    match d.split_once('=') {
        Some((k, v)) => (k.to_string(), v.to_string()),
        None => (d.to_string(), "1".to_string()),
    }
}

fn main() {
    let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut config = driver::Config::from_repo(repo.clone());
    let mut names = Vec::new();
    let mut generate_file = None;
    let mut corpus = false;
    let mut entry = None;
    let mut language = None;
    let mut defines = Vec::new();
    let mut includes = Vec::new();
    let mut id = None;
    let mut golden_dir = None;
    let mut reference = true;
    let mut only = Vec::new();
    let mut workers = 2;
    let mut timeout = 300;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--regen" => config.regen = true,
            "--no-sanitize" => config.sanitize = false,
            "-v" | "--verbose" => config.verbose = true,
            "--cases" => config.cases_dir = args.next().map(PathBuf::from).unwrap_or(config.cases_dir),
            "--generate" => generate_file = args.next().map(PathBuf::from),
            "--generate-corpus" => corpus = true,
            "--entry" => entry = args.next(),
            "--language" => {
                language = match args.next().as_deref() {
                    Some("hlsl") => Some(ferrometal::Language::Hlsl),
                    Some("glsl") => Some(ferrometal::Language::Glsl),
                    _ => None,
                }
            }
            "--id" => id = args.next(),
            "--golden-dir" => golden_dir = args.next().map(PathBuf::from),
            "--no-reference" => reference = false,
            "--only" => only.extend(args.next()),
            "--jobs" => workers = args.next().and_then(|n| n.parse().ok()).unwrap_or(workers),
            "--timeout" => timeout = args.next().and_then(|n| n.parse().ok()).unwrap_or(timeout),
            "-D" => defines.extend(args.next().map(|d| define(&d))),
            "-I" => includes.extend(args.next().map(PathBuf::from)),
            d if d.starts_with("-D") && d.len() > 2 => defines.push(define(&d[2..])),
            i if i.starts_with("-I") && i.len() > 2 => includes.push(PathBuf::from(&i[2..])),
            "-h" | "--help" => {
                println!("{USAGE}");
                return;
            }
            _ => names.push(a),
        }
    }
    if let Some(missing) = ours::missing_toolchain(&config) {
        eprintln!("{missing}");
        std::process::exit(1);
    }
    if corpus {
        let exe = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("exec-parity"));
        let mut jobs = sweep::corpus_jobs(&sweep::corpora(&repo));
        jobs.extend(sweep::example_jobs(&repo));
        if !only.is_empty() {
            jobs.retain(|j| only.iter().any(|o| j.id.contains(o.as_str())));
        }
        let dir = golden_dir.unwrap_or_else(|| config.golden_dir.join("generated"));
        let mut sink = Vec::new();
        let mut extra = Vec::new();
        if config.regen {
            extra.push("--regen");
        }
        let rows = sweep::run(&exe, &jobs, &dir, reference, workers, Duration::from_secs(timeout), &mut sink, &extra);
        // The report keeps the units this run did not select (`--only`).
        let report = config.golden_dir.join("../generated.txt");
        let mut all = sweep::read_report(&report);
        for (id, class) in &rows {
            all.insert(id.clone(), class.clone());
        }
        let mut order = sweep::corpus_jobs(&sweep::corpora(&repo));
        order.extend(sweep::example_jobs(&repo));
        if let Err(e) = std::fs::write(&report, sweep::render_report(&order, &all)) {
            eprintln!("cannot write {}: {e}", report.display());
        }
        print!("{}", String::from_utf8_lossy(&sink));
        println!();
        print!("{}", sweep::summary(&rows));
        let bad = rows.iter().any(|(_, c)| Class::from_line(c) == Some("mismatch"));
        std::process::exit(i32::from(bad));
    }
    // `scripts/exec-parity` runs from the checkout; paths are the caller's.
    if let Ok(dir) = std::env::var("FERROMETAL_CALLER_DIR") {
        let dir = PathBuf::from(dir);
        // The report names the file as the caller did.
        if let (None, Some(f)) = (&id, &generate_file)
            && entry.is_some()
        {
            id = Some(f.to_string_lossy().into_owned());
        }
        generate_file = generate_file.map(|f| dir.join(f));
        includes = includes.into_iter().map(|i| dir.join(i)).collect();
        golden_dir = golden_dir.map(|g| dir.join(g));
    }
    if let Some(file) = generate_file {
        let mut jobs = Vec::new();
        let entries: Vec<Option<String>> = match &entry {
            Some(e) => vec![Some(e.clone())],
            None => {
                let text = std::fs::read_to_string(&file).unwrap_or_default();
                let kernels = generate::hlsl_kernels(&text);
                let is_hlsl =
                    ferrometal::Language::infer(Some(&file.to_string_lossy()), &text) == ferrometal::Language::Hlsl;
                if is_hlsl && kernels.len() > 1 { kernels.into_iter().map(Some).collect() } else { vec![None] }
            }
        };
        for e in entries {
            match generate::job_for_file(&file, e, defines.clone(), includes.clone()) {
                Ok(mut j) => {
                    if let Some(l) = language {
                        j.language = l;
                    }
                    if let Some(i) = &id {
                        j.id = i.clone();
                    }
                    jobs.push(j);
                }
                Err(e) => {
                    println!("{}\t{}", file.display(), Class::Unsupported(e).line());
                    std::process::exit(0);
                }
            }
        }
        let gen_config = GenConfig {
            base: config.clone(),
            golden_dir: golden_dir.unwrap_or_else(|| config.scratch.join("generated-golden")),
            reference,
            regen: config.regen,
        };
        let mut runner = None;
        let mut bad = false;
        for job in &jobs {
            let class = generate::classify(&gen_config, job, &mut runner);
            if config.verbose {
                eprintln!("{job:?}: {class:?}");
            }
            bad |= matches!(class, Class::Mismatch(_));
            println!("{}\t{}", job.id, class.line());
        }
        std::process::exit(i32::from(bad));
    }
    let ok = driver::run(&config, &names, &mut std::io::stdout());
    std::process::exit(if ok { 0 } else { 1 });
}
