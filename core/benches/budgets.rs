//! Time and peak memory of every hostile case (`tests/hostile/mod.rs`) at
//! four sizes (1/8, 1/4, 1/2 and 1 of the case's size), and the slope of
//! each against the input's bytes: ~1 is linear, ~2 quadratic. Peak memory
//! is the most live heap at once during the translation, counted by a
//! wrapping global allocator. Prints a Markdown table (RELIABILITY.md).
//!
//!   cargo bench -p ferrometal --bench budgets [-- FILTER]

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)]

// The expected outcomes are the budget test's; the benchmark only measures.
#[allow(dead_code)]
#[path = "../tests/hostile/mod.rs"]
mod hostile;

use ferrometal::{Options, translate_with};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: forwards to the system allocator unchanged; only counts bytes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(live, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        unsafe { System.dealloc(p, layout) };
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }
    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let q = unsafe { System.realloc(p, layout, new_size) };
        if !q.is_null() {
            if new_size >= layout.size() {
                let live = LIVE.fetch_add(new_size - layout.size(), Ordering::Relaxed) + new_size - layout.size();
                PEAK.fetch_max(live, Ordering::Relaxed);
            } else {
                LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
            }
        }
        q
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// Seconds and peak bytes of one translation of `case` at size `n`, plus the input's bytes.
fn measure(case: &hostile::Case, n: usize) -> (f64, usize, usize) {
    let (source, includes) = (case.build)(n);
    let bytes = source.len() + includes.0.values().map(String::len).sum::<usize>();
    let options = Options { language: Some(case.language), ..Options::default() };
    let base = LIVE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let start = Instant::now();
    let t = translate_with(&source, &options, &includes);
    let secs = start.elapsed().as_secs_f64();
    let peak = PEAK.load(Ordering::Relaxed).saturating_sub(base);
    drop(t);
    (secs, peak, bytes)
}

/// Least-squares slope of log(y) against log(x).
fn slope(points: &[(f64, f64)]) -> f64 {
    let pts: Vec<(f64, f64)> =
        points.iter().filter(|(x, y)| *x > 0.0 && *y > 0.0).map(|(x, y)| (x.ln(), y.ln())).collect();
    let n = pts.len() as f64;
    let (mx, my) = (pts.iter().map(|p| p.0).sum::<f64>() / n, pts.iter().map(|p| p.1).sum::<f64>() / n);
    let num: f64 = pts.iter().map(|(x, y)| (x - mx) * (y - my)).sum();
    let den: f64 = pts.iter().map(|(x, _)| (x - mx) * (x - mx)).sum();
    if den == 0.0 { f64::NAN } else { num / den }
}

fn main() {
    let filter = std::env::args().skip(1).find(|a| !a.starts_with("--"));
    println!(
        "| case | sizes (n) | input bytes at largest | time at largest | peak heap at largest | time slope | memory slope |"
    );
    println!("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
    for case in hostile::CASES {
        if filter.as_deref().is_some_and(|f| !case.name.contains(f))
            || hostile::GLSL_KNOWN_FAILURES.contains(&case.name)
        {
            continue;
        }
        // Size-independent cases (an include cycle) and exponential ones are measured at their one size.
        let sizes: Vec<usize> =
            if case.size < 8 { vec![case.size] } else { (0..4).rev().map(|k| case.size >> k).collect() };
        let mut time_points = Vec::new();
        let mut mem_points = Vec::new();
        let mut last = (0.0, 0, 0);
        for &n in &sizes {
            // The best of three runs: the machine is shared.
            let runs: Vec<_> = (0..3).map(|_| measure(case, n)).collect();
            let best = runs.iter().map(|r| r.0).fold(f64::INFINITY, f64::min);
            let (_, peak, bytes) = runs[0];
            time_points.push((bytes as f64, best));
            mem_points.push((bytes as f64, peak as f64));
            last = (best, peak, bytes);
        }
        let fmt_slope = |s: f64| if s.is_nan() { "–".to_string() } else { format!("{s:.2}") };
        println!(
            "| {} | {} | {} | {:.1} ms | {:.1} MiB | {} | {} |",
            case.name,
            sizes.iter().map(usize::to_string).collect::<Vec<_>>().join(", "),
            last.2,
            last.0 * 1e3,
            last.1 as f64 / (1 << 20) as f64,
            fmt_slope(slope(&time_points)),
            fmt_slope(slope(&mem_points)),
        );
    }
}
