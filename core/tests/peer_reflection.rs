//! Reflection against SPIRV-Cross: for every GLSL shader of the public
//! suites (`../shared/corpora`: the job lists of SPIRV-Cross's and naga's
//! GLSL inputs, glslang's `Test/` GLSL) and of `examples-shaders/`, and every
//! HLSL job that glslang's HLSL front-end takes (glslang's and DXC's suites,
//! our HLSL examples), that ferrometal translates, the resources SPIRV-Cross
//! reflects from glslang's SPIR-V (`glslangValidator -V`, then
//! `spirv-cross --reflect`) are compared with ferrometal's reflection: names,
//! kinds, set/binding (where the source wrote one), array sizes, block sizes
//! and member offsets and strides, image dimensions, arrayness, depth and
//! component type, specialization constant ids, and the stage inputs and
//! outputs with their locations.
//!
//! The peers' outputs are committed as goldens, keyed by content:
//! `peer-reflection/KEY.json` holds SPIRV-Cross's JSON for one job, `KEY`
//! being the first 16 hex digits of the SHA-256 of the job (language, stage,
//! entry point, defines) and the source text. An ordinary run therefore needs
//! neither glslang nor SPIRV-Cross. `FERROMETAL_REGEN_PEER_REFLECTION=1`
//! (with `FERROMETAL_GLSLANG` and `FERROMETAL_SPIRV_CROSS` naming the tools,
//! default `glslangValidator` and `spirv-cross`) runs the peers for every
//! translated job without a golden and writes it; a job the peers refuse gets
//! a golden saying so, so it is not retried.
//!
//! What is deliberately not compared (each is a different convention, not a
//! disagreement about the bytes or slots a host sees):
//! - HLSL stage I/O and HLSL block layouts: glslang assigns HLSL varyings
//!   locations in declaration order (ferrometal links them by semantic, see
//!   `hlsl::lower::link`) and lays cbuffers out by its own rules, not D3D's
//!   (the D3D reference is Slang with `-fvk-use-dx-layout`, which the
//!   execution-parity goldens compare byte for byte);
//! - set/binding where the source wrote none (glslang's `--amb` invents one;
//!   ferrometal reports only what the source wrote), and the locations of
//!   GLSL varyings and vertex inputs without `layout(location)` (glslang's
//!   `--aml` numbers them in declaration order; GLSL links them by name,
//!   which ferrometal does);
//! - interface blocks of stage I/O (SPIRV-Cross reports the block, ferrometal
//!   its flattened members) and built-ins.
//!
//! The test fails with the list of differences, and when it compares fewer
//! jobs than it did when written.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)]

mod corpus;

use corpus::{Job, corpora, glsl_files, repo_root, tool, translate};
use ferrometal::reflect::{LayoutMember, Reflection, Resource, ResourceKind, StageVar};
use ferrometal::{Language, MslVersion, Stage};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Jobs compared when this test was written; fewer means it lost coverage.
const MIN_JOBS: usize = 1200;

/// Disagreements that are ours, not fixed yet.
const KNOWN: &[&str] = &[
    // A buffer reference inside a struct inside a pointee is reflected as a
    // struct holding `address`, without its `pointee` (the MSL is right: it
    // casts the address; only the reflection's description is short).
    "glslang/Test/spv.bufferReferenceNestedStruct.comp [comp main]: push_constants `_16`.args.gridInfo.probes.validity: \
     not in ferrometal's reflection",
];

/// Fragment inputs linked across `.vert`/`.frag` pairs when this test was
/// written.
const MIN_LINKS: usize = 9;

const REGEN: &str = "FERROMETAL_REGEN_PEER_REFLECTION";

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/peer-reflection")
}

/// glslang's GLSL tests and our examples (GLSL by extension; HLSL one job
/// per vertex, fragment and compute entry point ferrometal reflects).
fn file_jobs() -> Vec<Job> {
    let mut glsl = Vec::new();
    glsl_files(&corpora().join("glslang/Test"), false, &mut glsl);
    glsl_files(&repo_root().join("examples-shaders/glsl"), true, &mut glsl);
    glsl.sort();
    let mut out: Vec<Job> = glsl
        .iter()
        .filter_map(|p| {
            let stage = corpus::stage_of(p.extension()?.to_str()?)?;
            let (lang, entry, defines, msl) = (Language::Glsl, "main".into(), Vec::new(), MslVersion::V3_2);
            Some(Job { shown: corpus::shown(p), path: p.clone(), stage, lang, entry, defines, msl })
        })
        .collect();
    out.extend(corpus::hlsl_example_jobs(&["hlsl"]));
    out
}

/// The corpora's job lists (vertex, fragment and compute jobs without
/// includes that glslang + SPIRV-Cross translated), then the files above.
fn jobs() -> Vec<Job> {
    assert!(corpora().is_dir(), "the public suites are required at ../shared/corpora");
    let suites = ["spirv-cross-glsl", "naga-glsl", "glslang-hlsl", "dxc-hlsl"];
    let mut jobs = corpus::listed_jobs(&suites, Some("glslang-spvc"));
    jobs.extend(file_jobs());
    corpus::dedup(&mut jobs);
    jobs
}

// ---- the peers (only when regenerating) -------------------------------------

/// glslang then SPIRV-Cross's `--reflect`: the JSON and whether glslang
/// took the stage variables' locations as written (without `--aml`), or
/// `None` when a peer refuses the job.
fn run_peers(job: &Job, tmp: &Path, n: usize) -> Option<(Value, bool)> {
    let spv = tmp.join(format!("{n}.spv"));
    let explicit = glslang(job, &spv, false) || !glslang(job, &spv, true);
    if !spv.exists() {
        return None;
    }
    let out = Command::new(tool("FERROMETAL_SPIRV_CROSS", "spirv-cross")).arg(&spv).arg("--reflect").output().ok()?;
    let _ = std::fs::remove_file(&spv);
    if !out.status.success() {
        return None;
    }
    Some((serde_json::from_slice(&out.stdout).ok()?, explicit))
}

/// glslangValidator to `spv`, with `--aml` (numbering unlocated stage
/// variables) when `aml`; whether it succeeded.
fn glslang(job: &Job, spv: &Path, aml: bool) -> bool {
    let _ = std::fs::remove_file(spv);
    let mut cmd = Command::new(tool("FERROMETAL_GLSLANG", "glslangValidator"));
    cmd.args(["-V", "--target-env", "vulkan1.1", "--amb", "-S", job.stage_name()]);
    if aml {
        cmd.arg("--aml");
    }
    if job.lang == Language::Hlsl {
        cmd.args(["-D", "-e", &job.entry]);
    }
    for (k, v) in &job.defines {
        cmd.arg(format!("-D{k}={v}"));
    }
    cmd.arg("-o").arg(spv).arg(&job.path);
    let status = cmd.stdout(std::process::Stdio::null()).stderr(std::process::Stdio::null()).status();
    status.is_ok_and(|s| s.success()) && spv.exists()
}

// ---- comparison -------------------------------------------------------------

fn arr_u32(v: &Value, key: &str) -> Vec<u32> {
    v.get(key)
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(|x| x.as_u64()).map(|x| x as u32).collect())
        .unwrap_or_default()
}

fn get_u32(v: &Value, key: &str) -> Option<u32> {
    v.get(key).and_then(Value::as_u64).map(|x| x as u32)
}

fn get_str<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or_default()
}

/// The reflected resources a SPIRV-Cross category can be.
fn kinds(category: &str) -> &'static [ResourceKind] {
    use ResourceKind::*;
    match category {
        "ubos" => &[UniformBuffer],
        "ssbos" => &[StorageBuffer, ReadOnlyStorageBuffer, Counter],
        "push_constants" => &[PushConstants],
        "textures" | "separate_images" | "subpass_inputs" => &[Texture, TexelBuffer],
        "images" => &[StorageTexture, TexelBuffer],
        "separate_samplers" => &[Sampler, ComparisonSampler],
        _ => &[],
    }
}

/// The MSL texture type a GLSL image or sampler type spelling asks for:
/// (MSL type prefix, component type), e.g. `usampler2DArray` → (`texture2d_array`, `uint`).
fn expected_texture(glsl: &str, format: &str) -> Option<(String, &'static str)> {
    let (scalar, rest) = match glsl.as_bytes().first() {
        Some(b'i') if !glsl.starts_with("image") => ("int", &glsl[1..]),
        Some(b'u') => ("uint", &glsl[1..]),
        _ => ("float", glsl),
    };
    let scalar = match format {
        f if f.ends_with("ui") => "uint",
        f if f.ends_with('i') => "int",
        "" => scalar,
        _ => "float",
    };
    let dims = rest.trim_start_matches("sampler").trim_start_matches("texture").trim_start_matches("image");
    let shadow = dims.ends_with("Shadow");
    let dims = dims.trim_end_matches("Shadow");
    let array = dims.ends_with("Array");
    let dims = dims.trim_end_matches("Array");
    let base = match dims {
        "1D" => "1d",
        "2D" => "2d",
        "3D" => "3d",
        "Cube" => "cube",
        "2DMS" => "2d_ms",
        "2DRect" => "2d",
        "Buffer" => return Some(("texture_buffer".into(), scalar)),
        _ => return None,
    };
    let prefix = if shadow { "depth" } else { "texture" };
    Some((format!("{prefix}{base}{}", if array { "_array" } else { "" }), scalar))
}

struct Cmp<'a> {
    spvc: &'a Value,
    job: &'a Job,
    /// The source declares a std140 block (a storage block may be one).
    std140_source: bool,
    diffs: Vec<String>,
}

impl Cmp<'_> {
    fn diff(&mut self, what: String) {
        self.diffs.push(format!("{} [{} {}]: {what}", self.job.shown, self.job.stage_name(), self.job.entry));
    }

    fn ty(&self, id: &str) -> Option<&Value> {
        self.spvc.get("types")?.get(id)
    }

    /// Members of SPIRV-Cross's struct type `ty` against reflected members.
    fn members(&mut self, ty: &str, ours: &[LayoutMember], path: &str, depth: usize) {
        let Some(members) = self.ty(ty).and_then(|t| t.get("members")).and_then(Value::as_array).cloned() else {
            return;
        };
        if depth > 16 {
            return;
        }
        for m in &members {
            let name = get_str(m, "name");
            let here = format!("{path}.{name}");
            let Some(o) = ours.iter().find(|o| o.name == name) else {
                self.diff(format!("{here}: not in ferrometal's reflection"));
                continue;
            };
            let check = |what: &str, theirs: Option<u32>, ours: Option<u32>| {
                (theirs.is_some() && theirs != ours)
                    .then(|| format!("{here}: {what} SPIRV-Cross {theirs:?}, ferrometal {ours:?}"))
            };
            // SPIRV-Cross lists an array of arrays' lengths innermost first;
            // ferrometal's member gives the outermost.
            // A length that is a specialization constant is its id, not a
            // length (`array_size_is_literal` false).
            let literal = m
                .get("array_size_is_literal")
                .and_then(Value::as_array)
                .is_none_or(|a| a.iter().all(|x| x.as_bool() != Some(false)));
            let count = arr_u32(m, "array").last().copied().filter(|_| literal);
            let found = [
                check("offset", get_u32(m, "offset"), Some(o.offset)),
                check("array stride", get_u32(m, "array_stride"), o.array_stride),
                check("matrix stride", get_u32(m, "matrix_stride"), o.matrix_stride),
                check("array size", count, o.array_count),
            ];
            for d in found.into_iter().flatten() {
                self.diff(d);
            }
            let mty = get_str(m, "type");
            // A buffer reference: SPIRV-Cross's type is the pointee's block;
            // ferrometal gives its layout once, under `pointee`.
            let nested = match &o.pointee {
                Some(p) => p.layout.as_ref().map(|l| l.members.as_slice()),
                None => Some(o.members.as_slice()),
            };
            if mty.starts_with('_')
                && let Some(nested) = nested
            {
                self.members(mty, nested, &here, depth + 1);
            }
        }
    }

    /// One SPIRV-Cross resource of `category` against ours.
    fn resource(&mut self, category: &str, theirs: &Value, resources: &[Resource]) {
        let name = get_str(theirs, "name");
        let (set, binding) = (get_u32(theirs, "set"), get_u32(theirs, "binding"));
        let candidates: Vec<&Resource> = resources.iter().filter(|r| kinds(category).contains(&r.kind)).collect();
        let block_name = self.ty(get_str(theirs, "type")).map(|t| get_str(t, "name")).unwrap_or_default().to_string();
        // The same resource under each one's naming: HLSL's loose uniforms
        // (`$Global` / `_Globals`) and an Append/Consume buffer's counter
        // (`buf@count` / `buf_counter`).
        let ours_name = match name.strip_suffix("@count") {
            Some(buf) => format!("{buf}_counter"),
            None if name == "$Global" => "_Globals".into(),
            None => name.to_string(),
        };
        // A block found by its type name in the MSL type (`constant UBO&`,
        // `const device type_SSBO*`): the resource is named by its instance.
        let of_block = |r: &Resource| {
            let t = r.msl_type.trim_end_matches(['&', '*']);
            let t = t.rsplit(' ').next().unwrap_or_default();
            !block_name.is_empty() && (t == block_name || t == format!("type_{block_name}"))
        };
        let by_block: Vec<&&Resource> = candidates.iter().filter(|r| of_block(r)).collect();
        let array = arr_u32(theirs, "array");
        // An array of N blocks is N buffers in Metal's direct model
        // (`name_0`…): there are no arrays of buffer arguments outside
        // argument buffers.
        let count = (!array.is_empty()).then(|| array.iter().product::<u32>());
        if let (Some(n), [first, ..]) = (count, by_block.as_slice())
            && by_block.len() as u32 == n
            && n > 1
            && by_block.iter().all(|r| r.array_size.is_none())
        {
            let label = format!("{category} `{name}` (as {n} buffers)");
            if matches!(category, "ubos" | "ssbos" | "push_constants") {
                self.block(&label, theirs, first);
            }
            return;
        }
        // HLSL: glslang's `TextureBuffer<T>` is a storage block, ferrometal's
        // a constant buffer (`constant T&`), as D3D reads it.
        let tbuffer = |r: &&Resource| {
            self.job.lang == Language::Hlsl && category == "ssbos" && r.kind == ResourceKind::UniformBuffer
        };
        let tbuffers: Vec<&Resource> = resources.iter().filter(tbuffer).collect();
        let with_tbuffers: Vec<&Resource> = candidates.iter().copied().chain(tbuffers).collect();
        // The same split, found by the `_N` suffixes where the block's type
        // name is not the MSL one (glslang renames HLSL's).
        if let Some(n) = count.filter(|&n| n > 1) {
            let split = with_tbuffers.iter().find(|r| {
                r.name.strip_suffix("_0").is_some_and(|stem| {
                    (0..n).all(|k| {
                        with_tbuffers.iter().any(|c| c.name == format!("{stem}_{k}") && c.array_size.is_none())
                    }) && !with_tbuffers.iter().any(|c| c.name == format!("{stem}_{n}"))
                })
            });
            if let Some(first) = split {
                if matches!(category, "ubos" | "ssbos" | "push_constants") {
                    self.block(&format!("{category} `{name}` (as {n} buffers)"), theirs, first);
                }
                return;
            }
        }
        // An anonymous storage block of one runtime array is named by the
        // array (`buffer SSBO { vec2 d[]; };` is `d`).
        let members = self.ty(get_str(theirs, "type")).and_then(|t| t.get("members")).and_then(Value::as_array);
        let only_member = match members.map(Vec::as_slice) {
            Some([m]) if arr_u32(m, "array") == [0] => get_str(m, "name").to_string(),
            _ => String::new(),
        };
        let found = with_tbuffers
            .iter()
            .find(|r| {
                r.name == ours_name
                    || (!block_name.is_empty() && r.name == block_name)
                    || (!only_member.is_empty() && r.name == only_member)
            })
            .or(if let [one] = by_block.as_slice() { Some(*one) } else { None })
            .or_else(|| {
                let bound: Vec<&&Resource> = candidates
                    .iter()
                    .filter(|r| r.binding.binding.is_some() && r.binding.binding == binding && r.binding.set == set)
                    .collect();
                if let [one] = bound.as_slice() { Some(*one) } else { None }
            })
            .or_else(|| if category == "push_constants" { candidates.first() } else { None });
        let Some(ours) = found else {
            // glslang's HLSL front-end gathers into `$Global` globals that
            // DXC does not (attributed push constants, `static` arrays).
            if !(self.job.lang == Language::Hlsl && name == "$Global") {
                self.diff(format!("{category} `{name}`: not in ferrometal's reflection"));
            }
            return;
        };
        let label = format!("{category} `{name}`");
        if ours.binding.binding.is_some() && (ours.binding.binding, ours.binding.set) != (binding, set) {
            self.diff(format!(
                "{label}: set/binding SPIRV-Cross {set:?}/{binding:?}, ferrometal {:?}/{:?}",
                ours.binding.set, ours.binding.binding
            ));
        }
        if count != ours.array_size && !(count == Some(0) && ours.array_size.is_none()) {
            self.diff(format!("{label}: array size SPIRV-Cross {count:?}, ferrometal {:?}", ours.array_size));
        }
        if matches!(category, "ubos" | "ssbos" | "push_constants") {
            self.block(&label, theirs, ours);
        } else if let Some((prefix, scalar)) = expected_texture(get_str(theirs, "type"), get_str(theirs, "format")) {
            // An array's element type: `array<texture2d<float>, 3>`.
            let msl = ours.msl_type.strip_prefix("array<").unwrap_or(&ours.msl_type);
            // HLSL: a texture that is comparison-sampled is a depth texture
            // in Metal (DESIGN §3); glslang's HLSL keeps `texture2D`.
            // So is a GLSL texture that a shadow sampler samples. An unused
            // one has no use to decide by, and stays a plain texture.
            let compared = category == "separate_images" || (ours.used_by.is_empty() && prefix.starts_with("depth"));
            let hlsl_depth = (compared && msl.starts_with(&prefix.replacen("texture", "depth", 1)))
                || (ours.used_by.is_empty() && msl.starts_with(&prefix.replacen("depth", "texture", 1)));
            let depth_ok = (prefix.starts_with("depth") && msl.starts_with(&prefix)) || hlsl_depth;
            let scalar_ok = msl.contains(&format!("<{scalar}")) || (scalar == "float" && msl.contains("<half"));
            let dims_ok = msl.starts_with(&format!("{prefix}<")) || depth_ok;
            if !(dims_ok && (scalar_ok || depth_ok)) {
                self.diff(format!(
                    "{label}: SPIRV-Cross `{}` wants {prefix}<{scalar}>, ferrometal `{msl}`",
                    get_str(theirs, "type")
                ));
            }
        }
    }

    fn block(&mut self, label: &str, theirs: &Value, ours: &Resource) {
        if self.job.lang == Language::Hlsl {
            return;
        }
        let Some(layout) = &ours.layout else {
            self.diff(format!("{label}: no layout in ferrometal's reflection"));
            return;
        };
        let ty = get_str(theirs, "type").to_string();
        let members =
            self.ty(&ty).and_then(|t| t.get("members")).and_then(Value::as_array).cloned().unwrap_or_default();
        // A storage block whose only member is a runtime array is reflected
        // as the array's element, with its stride (`StructuredBuffer<T>`).
        if let ([only], Some(stride)) = (members.as_slice(), layout.runtime_array_stride)
            && arr_u32(only, "array") == [0]
            && !layout.members.iter().any(|m| m.array_count == Some(0))
        {
            if get_u32(only, "array_stride") != Some(stride) {
                self.diff(format!(
                    "{label}: runtime array stride SPIRV-Cross {:?}, ferrometal {stride}",
                    get_u32(only, "array_stride")
                ));
            }
            let elem = get_str(only, "type").to_string();
            if elem.starts_with('_') {
                self.members(&elem, &layout.members, label, 1);
            }
            return;
        }
        // SPIRV-Cross's block size ends at the last member; ferrometal's is
        // the MSL struct's, padded to its alignment (what a bound buffer
        // must hold).
        // A std140 block (every uniform block here) is a std140 struct,
        // padded to 16 bytes, as GL's `GL_UNIFORM_BLOCK_DATA_SIZE` counts it.
        let padded = |a: u32| get_u32(theirs, "block_size").map(|s| s.next_multiple_of(a.max(1)));
        let std140 = (label.starts_with("ubos") || self.std140_source) && padded(16) == Some(layout.size);
        if let Some(size) = get_u32(theirs, "block_size")
            && padded(layout.alignment) != Some(layout.size)
            && !std140
        {
            self.diff(format!(
                "{label}: block size SPIRV-Cross {size} (padded to {}), ferrometal {}",
                layout.alignment, layout.size
            ));
        }
        self.members(&ty, &layout.members, label, 0);
    }

    /// Stage inputs or outputs: each SPIRV-Cross variable (not a block)
    /// against ours by name, and by location where the source gave one.
    fn stage_vars(&mut self, key: &str, ours: &[(String, Option<u32>, bool)]) {
        let Some(vars) = self.spvc.get(key).and_then(Value::as_array).cloned() else { return };
        for v in &vars {
            let (name, ty) = (get_str(v, "name"), get_str(v, "type"));
            if ty.starts_with('_') || name.starts_with("gl_") {
                continue;
            }
            // An array or matrix varying is one variable per element or
            // column in Metal (`name_0`, `name__0`, `name__c0`): the first
            // takes the variable's location.
            let flattened = |n: &str| {
                n.strip_prefix(name).and_then(|r| r.strip_prefix('_')).is_some_and(|r| {
                    let r = r.trim_start_matches('_').trim_start_matches('c');
                    !r.is_empty() && r.bytes().all(|b| b.is_ascii_digit() || b == b'_' || b == b'c')
                })
            };
            let exact = ours.iter().find(|(n, _, _)| n == name);
            let first = ours.iter().filter(|(n, _, _)| flattened(n)).min_by_key(|(_, l, _)| *l);
            let Some((_, loc, explicit)) = exact.or(first) else {
                self.diff(format!("{key} `{name}`: not in ferrometal's reflection"));
                continue;
            };
            let theirs = get_u32(v, "location");
            if *explicit && theirs != *loc {
                self.diff(format!("{key} `{name}`: location SPIRV-Cross {theirs:?}, ferrometal {loc:?}"));
            }
        }
    }
}

/// (name, location, whether the location is the source's) of a stage variable.
fn var(v: &StageVar, explicit: bool) -> (String, Option<u32>, bool) {
    (v.name.clone(), v.location, explicit)
}

/// `explicit`: glslang needed no `--aml`, so every location is the source's.
fn compare(job: &Job, src: &str, spvc: &Value, explicit: bool, r: &Reflection) -> Vec<String> {
    let mut c = Cmp { spvc, job, std140_source: src.contains("std140"), diffs: Vec::new() };
    let Some(entry) = r.entry_points.iter().find(|e| e.name == job.entry || r.entry_points.len() == 1) else {
        c.diff("no such entry point in ferrometal's reflection".into());
        return c.diffs;
    };
    for category in ["ubos", "ssbos", "push_constants", "textures", "separate_images", "images", "separate_samplers"] {
        for theirs in spvc.get(category).and_then(Value::as_array).cloned().unwrap_or_default() {
            c.resource(category, &theirs, &r.resources);
        }
    }
    // ferrometal lists the specialization constants the entry point reads
    // (one only an array length reads takes its default, OSH5214); each is
    // SPIRV-Cross's of the same id, with the same default.
    let theirs = spvc.get("specialization_constants").and_then(Value::as_array).cloned().unwrap_or_default();
    for sc in &r.specialization_constants {
        let Some(t) = theirs.iter().find(|t| get_u32(t, "id") == Some(sc.index)) else {
            c.diff(format!("specialization constant {} `{}`: not in SPIRV-Cross's reflection", sc.index, sc.name));
            continue;
        };
        let number = |v: &Value| v.as_f64().or_else(|| v.as_bool().map(f64::from));
        let (a, b) = (t.get("default_value").and_then(number), number(&sc.default));
        if a != b {
            c.diff(format!(
                "specialization constant {} `{}`: default SPIRV-Cross {a:?}, ferrometal {b:?}",
                sc.index, sc.name
            ));
        }
    }
    if job.lang == Language::Glsl {
        // A user varying's location is the source's when it links by it.
        let linked = |v: &StageVar| v.link_name.as_deref().is_some_and(|l| l.starts_with("locn"));
        let (inputs, outputs): (Vec<_>, Vec<_>) = match job.stage {
            Stage::Vertex => (
                entry.vertex_attributes.iter().map(|a| (a.name.clone(), Some(a.location), explicit)).collect(),
                entry.outputs.iter().map(|v| var(v, linked(v))).collect(),
            ),
            Stage::Fragment => (
                entry.inputs.iter().map(|v| var(v, linked(v))).collect(),
                entry.outputs.iter().map(|v| var(v, true)).collect(),
            ),
            _ => (Vec::new(), Vec::new()),
        };
        c.stage_vars("inputs", &inputs);
        // A vertex shader that writes no position has no outputs in Metal
        // (OSH5209): its function is `void`.
        let rasterizes = job.stage != Stage::Vertex || !entry.outputs.is_empty();
        if rasterizes {
            c.stage_vars("outputs", &outputs);
        }
    }
    c.diffs
}

#[test]
fn reflection_matches_spirv_cross() {
    let regen = std::env::var_os(REGEN).is_some();
    let dir = golden_dir();
    let tmp = std::env::temp_dir().join(format!("ferrometal-peer-reflection-{}", std::process::id()));
    if regen {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::create_dir_all(&tmp).unwrap();
    }
    let (mut compared, mut refused, mut missing, mut diffs) = (0, 0, Vec::new(), Vec::new());
    for (n, job) in jobs().iter().enumerate() {
        let Ok(src) = std::fs::read_to_string(&job.path) else { continue };
        let Some(reflection) = translate(job, &src) else { continue };
        let path = dir.join(format!("{}.json", job.key(&src)));
        let made = || match run_peers(job, &tmp, n) {
            Some((v, explicit)) => {
                serde_json::json!({ "job": job.shown, "explicitLocations": explicit, "reflect": v })
            }
            None => serde_json::json!({ "job": job.shown, "refused": true }),
        };
        let Some(golden) = corpus::golden(&path, regen, made) else {
            missing.push(job.label());
            continue;
        };
        let Some(spvc) = golden.get("reflect") else {
            refused += 1;
            continue;
        };
        let explicit = golden.get("explicitLocations").and_then(Value::as_bool).unwrap_or(false);
        diffs.extend(compare(job, &src, spvc, explicit, &reflection));
        compared += 1;
    }
    let _ = std::fs::remove_dir_all(&tmp);
    println!(
        "compared {compared} jobs with SPIRV-Cross; {refused} refused by the peers; {} without a golden",
        missing.len()
    );
    for m in &missing {
        println!("  no golden: {m} (run with {REGEN}=1)");
    }
    corpus::remove_known(&mut diffs, KNOWN);
    assert!(diffs.is_empty(), "{} differences from SPIRV-Cross:\n{}", diffs.len(), diffs.join("\n"));
    assert!(compared >= MIN_JOBS, "only {compared} jobs compared (at least {MIN_JOBS} expected)");
}

// ---- linkage ----------------------------------------------------------------

/// A translated job with its golden.
struct Compared {
    job: Job,
    reflection: Reflection,
    spvc: Value,
    explicit: bool,
}

fn compared_jobs() -> Vec<Compared> {
    let mut out = Vec::new();
    for job in jobs() {
        let Ok(src) = std::fs::read_to_string(&job.path) else { continue };
        let Some(reflection) = translate(&job, &src) else { continue };
        let path = golden_dir().join(format!("{}.json", job.key(&src)));
        let Some(golden) = corpus::golden(&path, false, Value::default) else { continue };
        let Some(spvc) = golden.get("reflect").cloned() else { continue };
        let explicit = golden.get("explicitLocations").and_then(Value::as_bool).unwrap_or(false);
        out.push(Compared { job, reflection, spvc, explicit });
    }
    out
}

/// A variable of ours by SPIRV-Cross's name: itself, or the first element
/// or column it is flattened into.
fn ours_by_name<'a>(vars: &'a [StageVar], name: &str) -> Option<&'a StageVar> {
    vars.iter().find(|v| v.name == name).or_else(|| {
        vars.iter().filter(|v| v.name.strip_prefix(name).is_some_and(|r| r.starts_with('_'))).min_by_key(|v| v.location)
    })
}

/// Every `.vert`/`.frag` pair of one folder and stem: each fragment input
/// meets, through ferrometal's `linkName` and `[[user(…)]]`, the vertex
/// output glslang + SPIRV-Cross link it to: the one of its location where
/// the source gives locations, else the one of its name (GLSL's rule).
#[test]
fn vertex_fragment_linkage_matches_glslang() {
    let all = compared_jobs();
    let (mut pairs, mut checked, mut diffs) = (0, 0, Vec::new());
    for frag in all.iter().filter(|c| c.job.stage == Stage::Fragment && c.job.lang == Language::Glsl) {
        let vert_path = frag.job.path.with_extension("vert");
        let Some(vert) = all.iter().find(|c| c.job.stage == Stage::Vertex && c.job.path == vert_path) else {
            continue;
        };
        let (Some(fe), Some(ve)) = (frag.reflection.entry_points.first(), vert.reflection.entry_points.first()) else {
            continue;
        };
        if ve.outputs.is_empty() {
            continue; // no position: nothing is rasterized (OSH5209)
        }
        pairs += 1;
        let theirs_out = vert.spvc.get("outputs").and_then(Value::as_array).cloned().unwrap_or_default();
        for input in frag.spvc.get("inputs").and_then(Value::as_array).cloned().unwrap_or_default() {
            let (name, ty) = (get_str(&input, "name"), get_str(&input, "type"));
            if ty.starts_with('_') {
                continue; // an interface block: flattened by ferrometal, linked by block name
            }
            let Some(ours_in) = ours_by_name(&fe.inputs, name) else { continue };
            let by_location = ours_in.link_name.as_deref().is_some_and(|l| l.starts_with("locn"));
            let partner = if by_location {
                if !(frag.explicit && vert.explicit) {
                    continue;
                }
                theirs_out.iter().find(|o| get_u32(o, "location") == get_u32(&input, "location"))
            } else {
                theirs_out.iter().find(|o| get_str(o, "name") == name)
            };
            let Some(partner) = partner else { continue };
            let shown = format!("{} `{name}`", frag.job.shown);
            // An output block at that location: its members take the
            // following locations, as ferrometal reflects them.
            let ours_out = if get_str(partner, "type").starts_with('_') {
                ve.outputs.iter().find(|o| o.location == get_u32(&input, "location"))
            } else {
                ours_by_name(&ve.outputs, get_str(partner, "name"))
            };
            let Some(ours_out) = ours_out else {
                diffs.push(format!(
                    "{shown}: its vertex output `{}` is not in the reflection",
                    get_str(partner, "name")
                ));
                continue;
            };
            checked += 1;
            if ours_in.link_name.is_none() || ours_in.link_name != ours_out.link_name {
                diffs.push(format!(
                    "{shown}: reads linkName {:?}, its vertex output `{}` writes {:?}",
                    ours_in.link_name, ours_out.name, ours_out.link_name
                ));
            }
            let user = |v: &StageVar| {
                v.metal_attribute.split("user(").nth(1).and_then(|r| r.split(')').next()).map(str::to_string)
            };
            if user(ours_in).is_none() || user(ours_in) != user(ours_out) || user(ours_in) != ours_in.link_name {
                diffs.push(format!("{shown}: `{}` against `{}`", ours_in.metal_attribute, ours_out.metal_attribute));
            }
        }
    }
    println!("{pairs} vertex/fragment pairs, {checked} fragment inputs linked");
    diffs.sort();
    assert!(diffs.is_empty(), "{} linkage differences:\n{}", diffs.len(), diffs.join("\n"));
    assert!(checked >= MIN_LINKS, "only {checked} fragment inputs linked (at least {MIN_LINKS} expected)");
}

/// The pairs glslang refuses (GLSL ES 1.00, desktop GL without Vulkan's
/// rules) by GLSL's rule alone, on ferrometal's reflection of our
/// examples: a fragment input with a location meets the vertex output of
/// that location, one without meets the output of its name, and the two
/// share a `linkName` and `[[user(…)]]`.
#[test]
fn example_pairs_link_by_glsl_rule() {
    let dir = repo_root().join("examples-shaders/glsl");
    let mut files = Vec::new();
    glsl_files(&dir, true, &mut files);
    files.sort();
    let (mut checked, mut diffs) = (0, Vec::new());
    for frag in files.iter().filter(|p| p.extension().is_some_and(|x| x == "frag")) {
        let vert = frag.with_extension("vert");
        let reflect = |p: &Path, stage| {
            let job = Job {
                shown: String::new(),
                path: p.to_path_buf(),
                stage,
                lang: Language::Glsl,
                entry: "main".into(),
                defines: Vec::new(),
                msl: MslVersion::V3_2,
            };
            translate(&job, &std::fs::read_to_string(p).ok()?)
        };
        let (Some(f), Some(v)) = (reflect(frag, Stage::Fragment), reflect(&vert, Stage::Vertex)) else { continue };
        let (Some(fe), Some(ve)) = (f.entry_points.first(), v.entry_points.first()) else { continue };
        // Members of interface blocks link by block and member name, which
        // the reflection gives only as the `linkName` itself (`Block__m`):
        // they are left to the pair's snapshots.
        let in_block = |v: &&StageVar| v.link_name.as_deref().is_some_and(|l| l.contains("__"));
        for input in fe.inputs.iter().filter(|i| i.builtin.is_none() && !in_block(i)) {
            let located = input.link_name.as_deref().is_some_and(|l| l.starts_with("locn"));
            let user_outputs = || ve.outputs.iter().filter(|o| o.builtin.is_none());
            let partner = if located {
                user_outputs().find(|o| o.location == input.location)
            } else {
                user_outputs().find(|o| o.name == input.name)
            };
            let shown = format!("{} `{}`", frag.strip_prefix(repo_root()).unwrap_or(frag).display(), input.name);
            let Some(out) = partner else {
                diffs.push(format!("{shown}: no vertex output of its {}", if located { "location" } else { "name" }));
                continue;
            };
            checked += 1;
            // The interpolation qualifiers (`flat`, `center_no_perspective`…)
            // are the fragment input's alone in Metal: the pair links by the
            // `user(…)` name.
            let user = |a: &str| a.trim_start_matches("[[").split([',', ']']).next().unwrap_or("").to_string();
            if input.link_name.is_none()
                || input.link_name != out.link_name
                || user(&input.metal_attribute) != user(&out.metal_attribute)
            {
                diffs
                    .push(format!("{shown}: {} against `{}` {}", input.metal_attribute, out.name, out.metal_attribute));
            }
        }
    }
    println!("{checked} fragment inputs of our GLSL example pairs linked");
    assert!(diffs.is_empty(), "{} linkage differences:\n{}", diffs.len(), diffs.join("\n"));
    assert!(checked >= 14, "only {checked} fragment inputs linked (at least 14 expected)");
}
