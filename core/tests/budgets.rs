//! Budgets as a contract: every generated worst case (`hostile/mod.rs`) ends
//! in MSL or in its coded diagnostic with a span in the source — never a
//! panic, a stack overflow or a runaway — on a thread with wasm's 1 MiB
//! stack. Time and memory against input size are the benchmark's
//! (`benches/budgets.rs`, figures in RELIABILITY.md), not this test's.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)]

mod hostile;

use ferrometal::{Options, translate_with};
use hostile::{CASES, Case, Expect, GLSL_KNOWN_FAILURES};

/// wasm32's stack (the default of Rust's wasm32 targets); a native debug
/// build's frames are larger than wasm's, so this errs on the safe side.
const STACK: usize = 1 << 20;

fn run(case: &Case) -> Result<(), String> {
    // `BUDGETS_SIZE` overrides the size (to find where a budget breaks).
    let size = std::env::var("BUDGETS_SIZE").ok().and_then(|s| s.parse().ok()).unwrap_or(case.size);
    let (source, includes) = (case.build)(size);
    let options = Options { language: Some(case.language), ..Options::default() };
    let name = case.name;
    let t = std::thread::Builder::new()
        .name(name.into())
        .stack_size(STACK)
        .spawn(move || translate_with(&source, &options, &includes))
        .map_err(|e| format!("{name}: cannot start a thread: {e}"))?
        .join()
        .map_err(|_| format!("{name}: panicked"))?;
    let end = t.files.iter().map(|(_, f)| f.span().end).max().unwrap_or(0);
    for d in &t.diagnostics {
        if d.is_error() && (d.span.is_dummy() || d.span.end > end) {
            return Err(format!("{name}: error without a span in the source: {d:?}"));
        }
    }
    let codes: Vec<u16> = t.diagnostics.iter().filter(|d| d.is_error()).map(|d| d.code.0).collect();
    match case.expect {
        Expect::Translates if codes.is_empty() && !t.entry_points.is_empty() => Ok(()),
        Expect::Translates => Err(format!("{name}: expected MSL, got errors {codes:?}\n{}", first_lines(&t))),
        Expect::Error(code) if codes.contains(&code) => Ok(()),
        Expect::Error(code) => Err(format!("{name}: expected OSH{code}, got {codes:?}\n{}", first_lines(&t))),
    }
}

fn first_lines(t: &ferrometal::Translation) -> String {
    t.render_diagnostics().lines().take(12).map(|l| l.chars().take(160).collect::<String>() + "\n").collect()
}

#[test]
fn every_worst_case_ends_in_msl_or_its_coded_diagnostic() {
    // `BUDGETS_CASE=hlsl/parens` runs the cases whose name contains it (to debug one).
    let only = std::env::var("BUDGETS_CASE").ok();
    let mut failures = Vec::new();
    for case in CASES.iter().filter(|c| only.as_deref().is_none_or(|o| c.name.contains(o))) {
        if GLSL_KNOWN_FAILURES.contains(&case.name) {
            eprintln!("known failure, not run (GLSL front-end): {}", case.name);
            continue;
        }
        let start = std::time::Instant::now();
        let outcome = run(case);
        eprintln!("{:>8.2} s  {}", start.elapsed().as_secs_f64(), case.name);
        if let Err(e) = outcome {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{} of {} cases failed:\n{}", failures.len(), CASES.len(), failures.join("\n"));
}

#[test]
fn known_failures_name_glsl_cases() {
    for name in GLSL_KNOWN_FAILURES {
        assert!(CASES.iter().any(|c| c.name == *name && c.name.starts_with("glsl/")), "{name}");
    }
}
