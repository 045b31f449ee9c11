//! One big generated function, so a superlinear step anywhere shows up:
//! the whole pipeline (`translate`) on HLSL and GLSL at 5,000 and 20,000
//! statements (linear: the second is about 4× the first), and our writer
//! against naga's `msl-out` on the 20,000-statement module.
//!
//! Each statement is a block declaring the same name (`v`), the case that
//! made naming quadratic.
//!
//! `cargo bench -p ferrometal --bench big_module` (results in BENCHMARKS.md).

#![allow(clippy::expect_used, clippy::indexing_slicing)]

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use ferrometal::msl::{self, WriterInput};
use ferrometal::{Files, Language, Options};
use std::hint::black_box;
use std::time::Duration;

fn hlsl(n: usize) -> String {
    let mut s = String::from("RWStructuredBuffer<float> data : register(u0);\n[numthreads(1, 1, 1)]\nvoid main()\n{\n");
    s.push_str("    float x = data[0];\n");
    for i in 0..n {
        s.push_str(&format!("    {{ float v = x * 1.0001 + data[{}]; x = v + {i}.0; }}\n", i % 7));
    }
    s.push_str("    data[0] = x;\n}\n");
    s
}

fn glsl(n: usize) -> String {
    let mut s = String::from(
        "#version 450\nlayout(local_size_x = 1) in;\nlayout(std430, binding = 0) buffer B { float data[]; };\nvoid main() {\n",
    );
    s.push_str("    float x = data[0];\n");
    for i in 0..n {
        s.push_str(&format!("    {{ float v = x * 1.0001 + data[{}]; x = v + {i}.0; }}\n", i % 7));
    }
    s.push_str("    data[0] = x;\n}\n");
    s
}

fn translate(source: &str, language: Language) -> usize {
    let t = ferrometal::translate(source, &Options { language: Some(language), ..Options::default() });
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    t.entry_points.iter().map(|e| e.msl.len()).sum()
}

fn pipeline(c: &mut Criterion) {
    let mut group = c.benchmark_group("big_function");
    for n in [5_000, 20_000] {
        let source = hlsl(n);
        group.bench_with_input(BenchmarkId::new("hlsl", n), &source, |b, s| {
            b.iter(|| translate(black_box(s), Language::Hlsl))
        });
        let source = glsl(n);
        group.bench_with_input(BenchmarkId::new("glsl", n), &source, |b, s| {
            b.iter(|| translate(black_box(s), Language::Glsl))
        });
    }
    group.finish();
}

fn writers(c: &mut Criterion) {
    let mut files = Files::new();
    let main = files.add("big.hlsl", hlsl(20_000));
    let out = ferrometal::hlsl::parse_and_lower(
        &mut files,
        main,
        &Options::default(),
        &ferrometal::MemoryIncludes::default(),
    );
    let lowered = out.lowered.expect("the generated HLSL lowers");
    let mut flags = naga::valid::ValidationFlags::all();
    flags.remove(naga::valid::ValidationFlags::STRUCT_LAYOUTS);
    let info = naga::valid::Validator::new(flags, naga::valid::Capabilities::all())
        .validate(&lowered.module)
        .expect("the generated module validates");
    let options = Options::default();
    let input = WriterInput {
        module: &lowered.module,
        info: &info,
        side: &lowered.side,
        options: &options,
        language: Language::Hlsl,
    };
    let mut group = c.benchmark_group("big_function_writer");
    group.bench_function("ferrometal", |b| {
        b.iter(|| msl::write(black_box(&input), &[0]).entry_points.iter().map(|e| e.msl.len()).sum::<usize>())
    });
    group.bench_function("naga_msl_out", |b| {
        let options =
            naga::back::msl::Options { lang_version: (2, 4), fake_missing_bindings: true, ..Default::default() };
        let ep = &lowered.module.entry_points[0];
        let pipeline =
            naga::back::msl::PipelineOptions { entry_point: Some((ep.stage, ep.name.clone())), ..Default::default() };
        b.iter(|| {
            naga::back::msl::write_string(black_box(&lowered.module), &info, &options, &pipeline)
                .map(|(text, _)| text.len())
                .unwrap_or(0)
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(5)).warm_up_time(Duration::from_secs(1));
    targets = pipeline, writers
}
criterion_main!(benches);
