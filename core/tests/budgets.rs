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
    // `BUDGETS_STACK` (bytes) overrides the stack (to measure the headroom).
    let stack = std::env::var("BUDGETS_STACK").ok().and_then(|s| s.parse().ok()).unwrap_or(STACK);
    let t = std::thread::Builder::new()
        .name(name.into())
        .stack_size(stack)
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

/// The codes of the errors `case` at size `n` ends in, translated on a
/// thread with `stack` bytes (`None`: the thread died, a stack overflow).
fn error_codes(case: &Case, n: usize, stack: usize) -> Option<Vec<u16>> {
    let (source, includes) = (case.build)(n);
    let options = Options { language: Some(case.language), ..Options::default() };
    let t = std::thread::Builder::new()
        .stack_size(stack)
        .spawn(move || translate_with(&source, &options, &includes))
        .ok()?
        .join()
        .ok()?;
    Some(t.diagnostics.iter().filter(|d| d.is_error()).map(|d| d.code.0).collect())
}

/// The other side of each nesting budget: the deepest input a nesting case
/// accepts (found by bisection on a large stack) must translate on wasm's
/// 1 MiB stack, so the limit is never above what the recursive stages after
/// the parser (the lowering, naga's validator, the writer) survive.
#[test]
fn deepest_accepted_nesting_translates_on_a_1_mib_stack() {
    const LARGE: usize = 256 << 20;
    let only = std::env::var("BUDGETS_CASE").ok();
    let nesting = CASES.iter().filter(|c| matches!(c.expect, Expect::Error(2003)));
    let mut failures = Vec::new();
    for case in nesting.filter(|c| only.as_deref().is_none_or(|o| c.name.contains(o))) {
        let refused = |n: usize| error_codes(case, n, LARGE).is_none_or(|codes| codes.contains(&2003));
        // Bisect for the largest accepted size: `lo` accepted, `hi` refused.
        let (mut lo, mut hi) = (1usize, case.size);
        if refused(lo) || !refused(hi) {
            failures.push(format!("{}: size 1 must be accepted and size {hi} refused", case.name));
            continue;
        }
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if refused(mid) { hi = mid } else { lo = mid }
        }
        // A stack overflow aborts the process: name the case first.
        eprintln!("{}: deepest accepted n = {lo}, on a 1 MiB stack", case.name);
        // An error of the language (`--` on a literal in `hlsl/unary` at an
        // even depth) is fine; an internal error is not.
        match error_codes(case, lo, STACK) {
            Some(codes) if !codes.iter().any(|c| (4000..5000).contains(c)) => {}
            Some(codes) => failures.push(format!("{}: n = {lo} (deepest accepted) ends in {codes:?}", case.name)),
            None => failures.push(format!("{}: n = {lo} (deepest accepted) overflows a 1 MiB stack", case.name)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn known_failures_name_glsl_cases() {
    for name in GLSL_KNOWN_FAILURES {
        assert!(CASES.iter().any(|c| c.name == *name && c.name.starts_with("glsl/")), "{name}");
    }
}
