//! Our MSL writer against naga's `msl-out` on the same validated modules:
//! every WGSL example under `examples-shaders/wgsl/` that translates without
//! error. One iteration writes every entry point of every module.
//!
//! `cargo bench -p ferrometal --bench writer` (results in BENCHMARKS.md).

use criterion::{Criterion, criterion_group, criterion_main};
use ferrometal::msl::{self, WriterInput};
use ferrometal::side::SideInfo;
use ferrometal::{Language, Options};
use std::hint::black_box;
use std::path::Path;

struct Case {
    module: naga::Module,
    info: naga::valid::ModuleInfo,
}

fn cases() -> Vec<Case> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples-shaders/wgsl");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .map(|d| d.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "wgsl")).collect())
        .unwrap_or_default();
    paths.sort();
    let mut out = Vec::new();
    for p in paths {
        let Ok(text) = std::fs::read_to_string(&p) else { continue };
        let Ok(module) = naga::front::wgsl::parse_str(&text) else { continue };
        let Ok(info) =
            naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all())
                .validate(&module)
        else {
            continue;
        };
        // Only modules both writers accept are compared.
        if naga_msl(&module, &info).is_none() || ours(&module, &info).is_none() {
            continue;
        }
        out.push(Case { module, info });
    }
    out
}

fn ours(module: &naga::Module, info: &naga::valid::ModuleInfo) -> Option<usize> {
    let side = SideInfo::default();
    let options = Options::default();
    let input = WriterInput { module, info, side: &side, options: &options, language: Language::Wgsl };
    let entries: Vec<usize> = (0..module.entry_points.len()).collect();
    let out = msl::write(&input, &entries);
    if out.diagnostics.iter().any(|d| d.is_error()) {
        return None;
    }
    Some(out.entry_points.iter().map(|e| e.msl.len()).sum())
}

fn naga_msl(module: &naga::Module, info: &naga::valid::ModuleInfo) -> Option<usize> {
    use naga::back::msl;
    let options = msl::Options { lang_version: (2, 4), fake_missing_bindings: true, ..Default::default() };
    let mut total = 0;
    for ep in &module.entry_points {
        let pipeline = msl::PipelineOptions { entry_point: Some((ep.stage, ep.name.clone())), ..Default::default() };
        let (text, _) = msl::write_string(module, info, &options, &pipeline).ok()?;
        total += text.len();
    }
    Some(total)
}

fn bench(c: &mut Criterion) {
    let cases = cases();
    assert!(!cases.is_empty(), "no example modules found");
    let mut group = c.benchmark_group("msl_writer");
    group.bench_function("ferrometal", |b| {
        b.iter(|| cases.iter().map(|k| ours(black_box(&k.module), &k.info).unwrap_or(0)).sum::<usize>())
    });
    group.bench_function("naga_msl_out", |b| {
        b.iter(|| cases.iter().map(|k| naga_msl(black_box(&k.module), &k.info).unwrap_or(0)).sum::<usize>())
    });
    group.finish();
    interleaved(&cases);
}

/// The ratio measured so that machine noise hits both writers alike: 41
/// rounds, each timing a batch of ours then a batch of naga's; the median of
/// the per-round ratios is printed (criterion's two runs are minutes apart,
/// and on a shared machine their times drift independently).
fn interleaved(cases: &[Case]) {
    let time = |f: &dyn Fn() -> usize| {
        let start = std::time::Instant::now();
        for _ in 0..20 {
            black_box(f());
        }
        start.elapsed().as_secs_f64() / 20.0
    };
    let ours_all = || cases.iter().map(|k| ours(black_box(&k.module), &k.info).unwrap_or(0)).sum::<usize>();
    let naga_all = || cases.iter().map(|k| naga_msl(black_box(&k.module), &k.info).unwrap_or(0)).sum::<usize>();
    let mut rounds: Vec<(f64, f64)> = (0..41).map(|_| (time(&ours_all), time(&naga_all))).collect();
    rounds.sort_by(|a, b| (a.0 / a.1).total_cmp(&(b.0 / b.1)));
    let (o, n) = rounds.get(rounds.len() / 2).copied().unwrap_or((0.0, 1.0));
    let min = |f: fn(&(f64, f64)) -> f64| rounds.iter().map(f).fold(f64::INFINITY, f64::min);
    println!(
        "msl_writer/interleaved: median round {:.3} ms / {:.3} ms = {:.2}x naga (fastest rounds {:.3} / {:.3} ms = {:.2}x)",
        o * 1e3,
        n * 1e3,
        o / n,
        min(|r| r.0) * 1e3,
        min(|r| r.1) * 1e3,
        min(|r| r.0) / min(|r| r.1)
    );
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).measurement_time(std::time::Duration::from_secs(4));
    targets = bench
}
criterion_main!(benches);
