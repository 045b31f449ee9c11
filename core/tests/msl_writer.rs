//! The MSL writer never panics and never reports an internal error on a
//! module naga's validator accepts: run over every example shader (every
//! entry point alone, every MSL version) and over a generated grid of small
//! modules (types × address spaces × operations × built-ins), keeping those
//! the validator accepts.

#![allow(clippy::panic)]

use ferrometal::msl::{self, WriterInput};
use ferrometal::side::SideInfo;
use ferrometal::{Language, MslVersion, Options};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().map(Path::to_path_buf).unwrap_or_default()
}

fn shaders(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            shaders(&p, out);
        } else if p
            .extension()
            .is_some_and(|x| ["wgsl", "hlsl", "comp", "vert", "frag", "glsl"].contains(&x.to_str().unwrap_or("")))
        {
            out.push(p);
        }
    }
}

/// Write every entry point of a validated module, alone and all together,
/// for every MSL version; return the internal errors.
fn write_all(module: &naga::Module, name: &str, thorough: bool) -> Vec<String> {
    let Ok(info) = naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all())
        .validate(module)
    else {
        return Vec::new();
    };
    let side = SideInfo::default();
    let mut problems = Vec::new();
    let versions: &[MslVersion] = if thorough { &MslVersion::ALL } else { &[MslVersion::V2_4] };
    for &version in versions {
        let options = Options { msl_version: version, ..Options::default() };
        let input = WriterInput { module, info: &info, side: &side, options: &options, language: Language::Wgsl };
        let all: Vec<usize> = (0..module.entry_points.len()).collect();
        let mut selections = vec![all];
        if thorough {
            selections.extend((0..module.entry_points.len()).map(|i| vec![i]));
        }
        for entries in selections {
            let result = catch_unwind(AssertUnwindSafe(|| msl::write(&input, &entries)));
            match result {
                Err(_) => problems.push(format!("{name}: the writer panicked ({entries:?}, MSL {})", version.as_str())),
                Ok(out) => {
                    for d in out.diagnostics.iter().filter(|d| d.code.0 / 1000 == 4) {
                        problems.push(format!("{name}: {} {}", d.code.0, d.message));
                    }
                    if let Some(dir) = std::env::var_os("FERROMETAL_DUMP_DIR") {
                        for e in &out.entry_points {
                            let file = format!("{:016x}_{}.metal", hash(&e.msl), e.msl_name);
                            let _ = std::fs::write(Path::new(&dir).join(file), &e.msl);
                        }
                    }
                    let again = msl::write(&input, &entries);
                    let texts =
                        |o: &msl::WriterOutput| o.entry_points.iter().map(|e| e.msl.clone()).collect::<Vec<_>>();
                    if texts(&out) != texts(&again) || out.reflection != again.reflection {
                        problems.push(format!("{name}: output differs between two runs"));
                    }
                }
            }
        }
    }
    problems
}

/// A stable name for dumped files (`FERROMETAL_DUMP_DIR`, for running
/// `scripts/msl-check` over the generated output).
fn hash(text: &str) -> u64 {
    text.bytes().fold(0xcbf29ce484222325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100000001b3))
}

#[test]
fn every_example_writes_without_panic() {
    let mut files = Vec::new();
    shaders(&repo_root().join("examples-shaders"), &mut files);
    files.sort();
    let mut problems = Vec::new();
    let mut written = 0;
    for f in &files {
        let Ok(text) = std::fs::read_to_string(f) else { continue };
        // The whole pipeline (any front-end) under catch_unwind…
        let options = Options { file_name: Some(f.to_string_lossy().into_owned()), ..Options::default() };
        if catch_unwind(AssertUnwindSafe(|| ferrometal::translate(&text, &options))).is_err() {
            problems.push(format!("{}: translation panicked", f.display()));
        }
        // …and the writer alone on naga's WGSL modules, per entry point and version.
        if f.extension().is_some_and(|x| x == "wgsl")
            && let Ok(module) = naga::front::wgsl::parse_str(&text)
        {
            written += 1;
            problems.extend(write_all(&module, &f.display().to_string(), true));
        }
    }
    assert!(written >= 10, "expected the WGSL examples, found {written}");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

const SCALARS: &[&str] = &["f32", "i32", "u32", "f16"];
const SHAPES: &[&str] = &["{t}", "vec2<{t}>", "vec3<{t}>", "vec4<{t}>", "array<{t}, 3>", "mat3x3<{t}>", "S"];
const SPACES: &[&str] = &["private", "workgroup", "storage, read_write", "uniform", "function"];
const OPS: &[&str] = &[
    "x = x + x;",
    "x = x * x;",
    "x = x - x / x;",
    "x = x % x;",
    "x = -x;",
    "x = abs(x);",
    "x = min(x, max(x, x));",
    "x = clamp(x, x, x);",
    "x = select(x, x, true);",
    "x = sign(x);",
    "x = ~x;",
    "x = x << 1u;",
    "x = countOneBits(x);",
    "x = firstLeadingBit(x);",
    "x = sqrt(x);",
    "x = fract(x) + floor(x) + round(x);",
    "x = mix(x, x, x);",
    "x = transpose(x);",
    "x = x * transpose(x);",
    "let d = determinant(x);",
    "let l = length(x);",
    "let d = dot(x, x);",
    "x = cross(x, x);",
    "x = normalize(x);",
    "x.y = x.x;",
    "x[1] = x[0];",
    "let y = x; x = y;",
    "x = subgroupAdd(x);",
    "x = subgroupBroadcastFirst(x);",
    "x = quadSwapX(x);",
    "x = subgroupExclusiveMul(x);",
    "x = dpdx(x);",
    "x.a = x.b * 2;",
    "x = bitcast<T>(x);",
];

fn wgsl_case(scalar: &str, shape: &str, space: &str, op: &str) -> String {
    let t = shape.replace("{t}", scalar);
    let op = op.replace("bitcast<T>", &format!("bitcast<{t}>"));
    let enable = if scalar == "f16" { "enable f16;\n" } else { "" };
    let decl = match space {
        "function" => String::new(),
        "storage, read_write" => format!("@group(0) @binding(0) var<storage, read_write> x: {t};\n"),
        "uniform" => format!("@group(0) @binding(0) var<uniform> x: {t};\n"),
        s => format!("var<{s}> x: {t};\n"),
    };
    let local = if space == "function" { format!("var x: {t};\n    ") } else { String::new() };
    format!(
        "{enable}struct S {{ a: {scalar}, b: vec3<{scalar}>, c: array<{scalar}, 2> }}\n{decl}\
         fn helper() {{\n    {local}{op}\n}}\n\
         @compute @workgroup_size(4) fn main() {{ helper(); }}\n\
         @fragment fn fs() -> @location(0) vec4<f32> {{ helper(); return vec4<f32>(1.0); }}\n"
    )
}

#[test]
fn generated_modules_write_without_panic() {
    let mut accepted = 0;
    let mut problems = Vec::new();
    for scalar in SCALARS {
        for shape in SHAPES {
            for space in SPACES {
                for op in OPS {
                    let src = wgsl_case(scalar, shape, space, op);
                    let Ok(module) = naga::front::wgsl::parse_str(&src) else { continue };
                    if naga::valid::Validator::new(
                        naga::valid::ValidationFlags::all(),
                        naga::valid::Capabilities::all(),
                    )
                    .validate(&module)
                    .is_err()
                    {
                        continue;
                    }
                    accepted += 1;
                    problems.extend(write_all(&module, &src, false));
                }
            }
        }
    }
    eprintln!("{accepted} generated modules accepted by the validator");
    assert!(accepted >= 200, "the grid should produce many valid modules, got {accepted}");
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

/// Every key of every reflection snapshot is a property the schema declares
/// (the schema documents the `Reflection` type; a field added without it
/// fails here).
#[test]
fn reflection_schema_covers_every_field() {
    let schema: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(repo_root().join("core/reflection.schema.json")).unwrap())
            .unwrap();
    let mut declared = std::collections::BTreeSet::new();
    collect_properties(&schema, &mut declared);
    let mut files = Vec::new();
    json_files(&repo_root().join("core/tests/snapshots"), &mut files);
    assert!(!files.is_empty());
    let mut missing = std::collections::BTreeSet::new();
    for f in files {
        let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
        let mut keys = std::collections::BTreeSet::new();
        collect_keys(&v, &mut keys);
        missing.extend(keys.into_iter().filter(|k| !declared.contains(k)));
    }
    assert!(missing.is_empty(), "reflection fields missing from core/reflection.schema.json: {missing:?}");
}

fn json_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            json_files(&p, out);
        } else if p.file_name().is_some_and(|n| n == "reflection.json") {
            out.push(p);
        }
    }
}

fn collect_properties(v: &serde_json::Value, out: &mut std::collections::BTreeSet<String>) {
    match v {
        serde_json::Value::Object(m) => {
            if let Some(serde_json::Value::Object(props)) = m.get("properties") {
                out.extend(props.keys().cloned());
            }
            m.values().for_each(|x| collect_properties(x, out));
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| collect_properties(x, out)),
        _ => {}
    }
}

fn collect_keys(v: &serde_json::Value, out: &mut std::collections::BTreeSet<String>) {
    match v {
        serde_json::Value::Object(m) => {
            out.extend(m.keys().cloned());
            m.values().for_each(|x| collect_keys(x, out));
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| collect_keys(x, out)),
        _ => {}
    }
}
