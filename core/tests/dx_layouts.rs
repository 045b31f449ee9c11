//! D3D buffer layouts against Slang: for every HLSL vertex, pixel and
//! compute job of the public suites (DXC's and glslang's HLSL tests) and of
//! our HLSL examples and execution cases that ferrometal translates, the byte layout of every
//! constant buffer (`cbuffer`, `ConstantBuffer<T>`, `tbuffer`, the implicit
//! `$Globals`) and of every structured buffer's element is compared with
//! the layout Slang reflects for its HLSL target, which follows D3D's
//! packing rules (the layout DXC gives with `-fvk-use-dx-layout`): each
//! member's offset and size, array lengths and strides, the members of
//! nested structs, and a constant buffer's size in 16-byte registers.
//!
//! Slang is independent of ferrometal: its answers are committed as
//! goldens keyed by content, `dx-layouts/KEY.json` (`KEY` as in
//! `corpus::Job::key`), holding only the buffers' layouts. An ordinary run
//! needs no Slang. `FERROMETAL_REGEN_DX_LAYOUTS=1` runs Slang for every
//! translated job without a golden and writes it, through
//! `tools/exec-parity/reference/slangc.py` run by `FERROMETAL_SLANG_PYTHON`
//! (default `python3`; `scripts/exec-parity --regen` makes a virtualenv
//! with Slang, `target/exec-parity/venv/bin/python`). A job Slang refuses
//! gets a golden saying so, so it is not retried.
//!
//! Not compared: the element stride of a structured buffer (Slang's
//! reflection does not give it; the execution-parity goldens compare those
//! bytes), matrix strides (implied by the sizes), and buffers that only
//! one side lists (ferrometal drops resources no entry point can reach,
//! and a struct holding resources is reflected member by member).
//!
//! The test fails with the list of differences, and when it compares fewer
//! buffers than it did when written.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)]

mod corpus;

use corpus::{Job, corpora, repo_root, tool};
use ferrometal::reflect::{LayoutMember, Reflection, Resource};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Buffers compared when this test was written; fewer means it lost coverage.
const MIN_BUFFERS: usize = 380;

/// Jobs where Slang departs from D3D, each with the evidence: not compared.
const SLANG_DEPARTS: &[(&str, &str)] = &[(
    "dxc/tools/clang/test/CodeGenSPIRV/vk.layout.cbuffer.fxc.matrix.majorness.hlsl",
    "Slang strides `row_major float3x1 zar[5]` by one register; FXC's reflection, quoted in the test, \
     gives three (zar at 384, size 228; x at 624; end at 852), as ferrometal does",
)];

/// Differences that are ferrometal's, not fixed yet, each named: reported,
/// and the test fails when one disappears (then delete it here).
const KNOWN: &[&str] = &[];

const REGEN: &str = "FERROMETAL_REGEN_DX_LAYOUTS";

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dx-layouts")
}

fn jobs() -> Vec<Job> {
    assert!(corpora().is_dir(), "the public suites are required at ../shared/corpora");
    let mut jobs = corpus::listed_jobs(&["dxc-hlsl", "glslang-hlsl"], None);
    jobs.retain(|j| j.lang == ferrometal::Language::Hlsl);
    jobs.extend(corpus::hlsl_example_jobs(&["hlsl", "cases"]));
    corpus::dedup(&mut jobs);
    jobs
}

// ---- Slang (only when regenerating) ------------------------------------------

/// Slang's reflection JSON for the job's entry point on its HLSL target, or
/// `None` when Slang refuses the job.
fn run_slang(job: &Job, tmp: &Path, n: usize) -> Option<Value> {
    let (out, json_path) = (tmp.join(format!("{n}.hlsl")), tmp.join(format!("{n}.json")));
    let mut cmd = Command::new(tool("FERROMETAL_SLANG_PYTHON", "python3"));
    cmd.current_dir(repo_root()).arg("tools/exec-parity/reference/slangc.py");
    let stage = match job.stage_name() {
        "vert" => "vertex",
        "frag" => "fragment",
        _ => "compute",
    };
    cmd.args(["-lang", "hlsl"]).arg(&job.path).arg("-o").arg(&out);
    cmd.args(["-target", "hlsl", "-profile", "sm_6_6", "-entry", &job.entry, "-stage", stage]);
    cmd.arg("-matrix-layout-column-major");
    for (k, v) in &job.defines {
        cmd.arg(format!("-D{k}={v}"));
    }
    cmd.arg("-reflection-json").arg(&json_path);
    let status = cmd.stdout(std::process::Stdio::null()).stderr(std::process::Stdio::null()).status();
    let text = std::fs::read_to_string(&json_path).ok();
    let _ = std::fs::remove_file(&out);
    let _ = std::fs::remove_file(&json_path);
    if !status.is_ok_and(|s| s.success()) {
        return None;
    }
    serde_json::from_str(&text?).ok()
}

/// The binding of a reflected field: `{"kind": "uniform", "offset", "size"}`.
fn uniform(field: &Value) -> Option<(u64, u64)> {
    let b = field.get("binding")?;
    (b.get("kind")?.as_str()? == "uniform")
        .then(|| (b["offset"].as_u64().unwrap_or(0), b["size"].as_u64().unwrap_or(0)))
}

/// A field's layout as the golden keeps it: name, offset, size, array
/// lengths and strides (outermost first), and the members of the struct it
/// is or holds.
fn field(name: &str, offset: u64, size: u64, ty: &Value) -> Value {
    let mut arrays = Vec::new();
    let mut t = ty;
    while t.get("kind").and_then(Value::as_str) == Some("array") {
        arrays.push(json!([t.get("elementCount"), t.get("uniformStride")]));
        t = &t["elementType"];
    }
    let mut out = json!({ "name": name, "offset": offset, "size": size });
    if !arrays.is_empty() {
        out["arrays"] = json!(arrays);
    }
    if let Some(fields) = t.get("fields").and_then(Value::as_array) {
        out["members"] = json!(members(fields));
    }
    out
}

fn members(fields: &[Value]) -> Vec<Value> {
    fields
        .iter()
        .filter_map(|f| {
            let (offset, size) = uniform(f)?;
            Some(field(f.get("name")?.as_str()?, offset, size, &f["type"]))
        })
        .collect()
}

/// The buffers of Slang's reflection with their layouts: constant and
/// texture buffers (with their size), structured buffers of structs, and
/// the global uniforms as `$Globals`.
fn buffers(slang: &Value) -> Vec<Value> {
    let mut out = Vec::new();
    let mut globals = Vec::new();
    for p in slang.get("parameters").and_then(Value::as_array).into_iter().flatten() {
        let name = p.get("name").and_then(Value::as_str).unwrap_or_default();
        if let Some((offset, size)) = uniform(p) {
            globals.push(field(name, offset, size, &p["type"]));
            continue;
        }
        let mut t = &p["type"];
        while t.get("kind").and_then(Value::as_str) == Some("array") {
            t = &t["elementType"];
        }
        match t.get("kind").and_then(Value::as_str) {
            Some("constantBuffer" | "textureBuffer") => {
                let element = &t["elementVarLayout"];
                let size = element.get("binding").and_then(|b| b.get("size")).and_then(Value::as_u64);
                let fields = element.get("type").and_then(|t| t.get("fields")).and_then(Value::as_array);
                let Some(fields) = fields else { continue };
                out.push(json!({ "name": name, "kind": "constant", "size": size, "members": members(fields) }));
            }
            Some("resource") if t.get("baseShape").and_then(Value::as_str) == Some("structuredBuffer") => {
                let Some(fields) = t.get("resultType").and_then(|r| r.get("fields")).and_then(Value::as_array) else {
                    continue;
                };
                out.push(json!({ "name": name, "kind": "structured", "members": members(fields) }));
            }
            _ => {}
        }
    }
    if !globals.is_empty() {
        let end = globals.iter().map(|g| g["offset"].as_u64().unwrap_or(0) + g["size"].as_u64().unwrap_or(0)).max();
        out.push(json!({ "name": "$Globals", "kind": "constant", "size": end, "members": globals }));
    }
    out
}

// ---- comparison ---------------------------------------------------------------

/// Slang reflects a derived struct's base as a member `$base`; ferrometal,
/// as the MSL struct holds them, lists the base's members first, in place.
fn flatten_bases(fields: &[Value], at: u64) -> Vec<Value> {
    let mut out = Vec::new();
    for f in fields {
        let offset = at + f["offset"].as_u64().unwrap_or(0);
        match f.get("members").and_then(Value::as_array) {
            Some(base) if f["name"] == "$base" => out.extend(flatten_bases(base, offset)),
            _ => {
                let mut f = f.clone();
                f["offset"] = json!(offset);
                out.push(f);
            }
        }
    }
    out
}

struct Cmp<'a> {
    job: &'a Job,
    diffs: Vec<String>,
    buffers: usize,
    members: usize,
}

impl Cmp<'_> {
    fn diff(&mut self, what: String) {
        self.diffs.push(format!("{}: {what}", self.job.label()));
    }

    fn members(&mut self, theirs: &[Value], ours: &[LayoutMember], path: &str, depth: usize) {
        if depth > 16 {
            return;
        }
        let mut theirs = flatten_bases(theirs, 0);
        // Each level of a flattened base numbers its bit-field storage from 0.
        let mut backing = 0;
        for t in &mut theirs {
            if t["name"].as_str().is_some_and(|n| n.starts_with("$bit_field_backing_")) {
                t["name"] = json!(format!("$bit_field_backing_{backing}"));
                backing += 1;
            }
        }
        // `packoffset` may place members out of declaration order.
        theirs.sort_by_key(|t| t["offset"].as_u64());
        for (k, t) in theirs.iter().enumerate() {
            let name = t["name"].as_str().unwrap_or_default();
            let here = format!("{path}.{name}");
            // Bit fields: Slang names the integers holding them
            // `$bit_field_backing_N`, ferrometal after the fields they hold
            // (`f1_f2_bits`); the N-th of each is the same storage.
            let backing = name.strip_prefix("$bit_field_backing_").and_then(|n| n.parse::<usize>().ok());
            let found = match backing {
                Some(n) => ours.iter().filter(|o| o.name.ends_with("_bits")).nth(n),
                None => ours.iter().find(|o| o.name == name),
            };
            let Some(o) = found else {
                self.diff(format!("{here}: not in ferrometal's reflection"));
                continue;
            };
            self.members += 1;
            let mut check = |what: &str, theirs: Option<u64>, ours: Option<u32>| {
                if theirs.is_some() && theirs != ours.map(u64::from) {
                    self.diff(format!("{here}: {what} Slang {theirs:?}, ferrometal {ours:?}"));
                }
            };
            check("offset", t["offset"].as_u64(), Some(o.offset));
            if let Some(arrays) = t.get("arrays").and_then(Value::as_array) {
                let outer = &arrays[0];
                check("array length", outer[0].as_u64(), o.array_count);
                check("array stride", outer[1].as_u64(), o.array_stride);
            }
            // ferrometal's size is the MSL member's, which may run on into
            // the padding D3D leaves before the next member (a `float3` is
            // 16 bytes, a struct ends on its alignment), never into it.
            let (size, ours_size) = (t["size"].as_u64().unwrap_or(0), u64::from(o.size));
            let next = theirs.get(k + 1).and_then(|n| n["offset"].as_u64());
            if ours_size < size {
                self.diff(format!("{here}: size Slang {size}, ferrometal {ours_size} (short)"));
            } else if let Some(next) = next.filter(|&n| u64::from(o.offset) + ours_size > n) {
                self.diff(format!(
                    "{here}: ferrometal's {ours_size} bytes at {} run into the next member at {next}",
                    o.offset
                ));
            }
            if let Some(m) = t.get("members").and_then(Value::as_array) {
                self.members(m, &o.members, &here, depth + 1);
            }
        }
    }

    fn buffer(&mut self, theirs: &Value, ours: &Resource) {
        let name = theirs["name"].as_str().unwrap_or_default();
        let Some(layout) = ours.layout.as_ref() else {
            self.diff(format!("`{name}`: ferrometal reflects no layout"));
            return;
        };
        self.buffers += 1;
        if let Some(size) = theirs.get("size").and_then(Value::as_u64) {
            // D3D binds a constant buffer in whole 16-byte registers; the
            // MSL struct ends where its last member does, on its alignment.
            let ours = u64::from(layout.size);
            if ours < size || ours > size.div_ceil(16) * 16 {
                self.diff(format!("`{name}`: size Slang {size}, ferrometal {ours}"));
            }
        }
        let members = theirs["members"].as_array().cloned().unwrap_or_default();
        self.members(&members, &layout.members, &format!("`{name}`"), 0);
    }
}

fn compare(job: &Job, golden: &[Value], r: &Reflection, cmp_totals: &mut (usize, usize)) -> Vec<String> {
    let mut c = Cmp { job, diffs: Vec::new(), buffers: 0, members: 0 };
    for theirs in golden {
        let name = theirs["name"].as_str().unwrap_or_default();
        if let Some(ours) = r.resources.iter().find(|o| o.name == name) {
            c.buffer(theirs, ours);
        }
    }
    cmp_totals.0 += c.buffers;
    cmp_totals.1 += c.members;
    c.diffs
}

#[test]
fn d3d_layouts_match_slang() {
    let regen = std::env::var_os(REGEN).is_some();
    let dir = golden_dir();
    let tmp = std::env::temp_dir().join(format!("ferrometal-dx-layouts-{}", std::process::id()));
    if regen {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::create_dir_all(&tmp).unwrap();
    }
    let (mut jobs_compared, mut refused, mut missing, mut diffs) = (0, 0, Vec::new(), Vec::new());
    let (mut totals, mut skipped) = ((0, 0), 0);
    for (n, job) in jobs().iter().enumerate() {
        let Ok(src) = std::fs::read_to_string(&job.path) else { continue };
        if let Some((_, why)) = SLANG_DEPARTS.iter().find(|(f, _)| job.shown == *f) {
            println!("  not compared: {} ({why})", job.label());
            continue;
        }
        // Slang ignores `#pragma pack_matrix` (tools/exec-parity/README.md)
        // and `[[vk::offset]]`, which DXC honours (its test
        // `vk.push-constant.offset.hlsl` checks the offsets ferrometal gives).
        if src.contains("pack_matrix") || src.contains("vk::offset") {
            skipped += 1;
            continue;
        }
        // Slang's `half` is 16 bits, as DXC's is under
        // `-enable-16bit-types`, which the job lists do not record.
        let options = ferrometal::Options { enable_16bit_types: true, ..corpus::options(job) };
        let Some(reflection) = corpus::translate_with(&src, &options) else { continue };
        let path = dir.join(format!("{}.json", job.key(&src)));
        let made = || match run_slang(job, &tmp, n) {
            Some(v) => json!({ "job": job.shown, "buffers": buffers(&v) }),
            None => json!({ "job": job.shown, "refused": true }),
        };
        let Some(golden) = corpus::golden(&path, regen, made) else {
            missing.push(job.label());
            continue;
        };
        let Some(theirs) = golden.get("buffers").and_then(Value::as_array) else {
            refused += 1;
            continue;
        };
        diffs.extend(compare(job, theirs, &reflection, &mut totals));
        jobs_compared += 1;
    }
    let _ = std::fs::remove_dir_all(&tmp);
    println!(
        "compared {} buffers ({} members) of {jobs_compared} jobs with Slang; {refused} refused by Slang; \
         {skipped} with `#pragma pack_matrix` or `[[vk::offset]]`; {} without a golden",
        totals.0,
        totals.1,
        missing.len()
    );
    for m in &missing {
        println!("  no golden: {m} (run with {REGEN}=1)");
    }
    corpus::remove_known(&mut diffs, KNOWN);
    assert!(diffs.is_empty(), "{} differences from Slang:\n{}", diffs.len(), diffs.join("\n"));
    assert!(totals.0 >= MIN_BUFFERS, "only {} buffers compared (at least {MIN_BUFFERS} expected)", totals.0);
}
