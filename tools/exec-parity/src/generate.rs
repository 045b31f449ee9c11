//! Generated cases: any compute shader, run on inputs the harness makes up.
//!
//! `exec-parity --generate FILE [--entry NAME] [-D…] [-I DIR]` takes a
//! compute shader nobody wrote a case for and proves, on generated inputs,
//! that ferrometal's MSL computes what the source computes:
//!
//! 1. ferrometal translates it (a refusal is `unsupported: ferrometal: …`);
//! 2. the independent compiler (glslang for GLSL, Slang for HLSL, as the
//!    hand-written cases) compiles it to SPIR-V, whose own declarations give
//!    every buffer's set, binding and byte layout (`spirv_layout.rs`);
//! 3. every buffer is filled from a seeded generator ([`fill`]): floats are
//!    nonzero multiples of 1/4 in [-4, 4] (exact in binary, never NaN or
//!    Inf), integers lie in 1..B where B is the shortest array of any buffer
//!    (capped at 16), so a value the shader uses as an index, a divisor, a
//!    shift or a loop count stays in bounds, nonzero and short;
//! 4. the grid is a few threadgroups of the declared size ([`dispatch`]);
//!    runtime arrays hold 16 elements a thread of the grid (at least 256,
//!    at most 16 KiB);
//! 5. the reference runs twice on lavapipe; outputs that differ make the
//!    unit `nondeterministic`. Its inputs, outputs and SPIR-V are a golden
//!    keyed by the unit's content (source, included files, entry, defines,
//!    generator version), so a later run needs neither Vulkan nor Slang;
//! 6. our MSL runs on the CPU under every schedule and the sanitizers, bound
//!    at the Metal indices ferrometal reflects, and every storage buffer is
//!    compared leaf by leaf (by the SPIR-V layout) with [`TOLERANCE`].
//!
//! A unit whose runs fail or differ is probed before it is called a
//! mismatch: the reference SPIR-V itself, through ferrometal's SPIR-V
//! front-end, runs under the three thread orders and the sanitizers. If its
//! outputs depend on the order, the program races or orders its atomics
//! (`nondeterministic`); if it also traps, the generated inputs drive it
//! out of bounds (`unsupported`). Only what survives is a `mismatch`.
//! Specialization constants keep their defaults.

use crate::case::Unit;
use crate::driver::Config;
use crate::ours::{self, Bound, Built, Route, Schedule};
use crate::reference::{self, Compilers, hex, sha256_hex, unhex};
use crate::spirv;
use crate::spirv_layout::Layouts;
use crate::vk::{Runner, VkBinding, VkJob};
use ferrometal::cases::{self, BufferSelector, CaseFile, LayoutNode, Num, PackLayout, PreparedExpect, ScalarType};
use ferrometal::options::MatrixPacking;
use ferrometal::reflect::ResourceKind;
use ferrometal::{IncludeLoader, Language, Options, Reflection, Stage};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Changes whenever the generated inputs or the dispatch would change:
/// part of every golden's key.
pub const GENERATOR: &str =
    "exec-parity generator 2 (seed 0x5eed, floats k/4, integers 1..B, 2-4 groups, 16 elements a thread)";

/// Float outputs agree within this many units in the last place or this
/// absolute difference: lavapipe's transcendentals are not correctly
/// rounded, and Metal's fast math would differ by as much.
pub const TOLERANCE: cases::Tolerance = cases::Tolerance { ulp: 64, abs: 1e-5 };

/// The tolerance of a program that computes in 16-bit floats, where
/// implementations may fuse, reorder or widen half arithmetic (Vulkan and
/// Metal both allow it): 8 ulps of a half (2^13 ulps of a float each), or
/// 4 ulps of a half at the generated inputs' largest magnitude (4, where a
/// half's ulp is 2^-8) in absolute terms, since a difference of such inputs
/// (`lerp`, `c - luma`) keeps their absolute error, not their relative one.
pub const HALF_TOLERANCE: cases::Tolerance = cases::Tolerance { ulp: 8 << 13, abs: 1.0 / 64.0 };

/// One shader to generate a case for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    /// How the report names it (a corpus path, `@entry`, defines).
    pub id: String,
    pub path: PathBuf,
    pub language: Language,
    pub entry: String,
    pub defines: Vec<(String, String)>,
    pub includes: Vec<PathBuf>,
}

/// What a generated unit is.
#[derive(Clone, Debug, PartialEq)]
pub enum Class {
    Match(String),
    Mismatch(String),
    Nondeterministic(String),
    Unsupported(String),
}

impl Class {
    /// The class word of the report.
    pub fn word(&self) -> &'static str {
        match self {
            Class::Match(_) => "match",
            Class::Mismatch(_) => "mismatch",
            Class::Nondeterministic(_) => "nondeterministic",
            Class::Unsupported(_) => "unsupported",
        }
    }

    /// `match`, `mismatch: why`, …: one line.
    pub fn line(&self) -> String {
        let detail = match self {
            Class::Match(d) | Class::Mismatch(d) | Class::Nondeterministic(d) | Class::Unsupported(d) => d,
        };
        let first: String = detail.lines().next().unwrap_or("").chars().take(200).collect();
        match self {
            Class::Match(e) if e.is_empty() => "match".into(),
            Class::Match(e) => format!("match ({e})"),
            _ if first.is_empty() => self.word().into(),
            _ => format!("{}: {first}", self.word()),
        }
    }

    /// Parse the class word back (the report's second column).
    pub fn from_line(line: &str) -> Option<&'static str> {
        ["match", "mismatch", "nondeterministic", "unsupported"]
            .into_iter()
            .find(|w| line == *w || line.starts_with(&format!("{w}:")) || line.starts_with(&format!("{w} (")))
    }
}

/// Where goldens live and whether the reference may run.
#[derive(Clone, Debug)]
pub struct GenConfig {
    pub base: Config,
    /// Folder of the generated goldens (`KEY.json` + `KEY.spv`).
    pub golden_dir: PathBuf,
    /// Run the reference when the golden is missing or stale (needs Vulkan,
    /// glslang, Slang); otherwise such a unit is `unsupported`.
    pub reference: bool,
    /// Rerun the reference even when the golden is fresh.
    pub regen: bool,
}

/// The golden of one generated unit.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GenGolden {
    pub unit: String,
    /// SHA-256 of everything the unit depends on (see [`inputs_hash`]).
    pub inputs: String,
    pub compiler: String,
    pub device: String,
    pub groups: [u32; 3],
    /// Set when the reference side alone already classifies the unit: the
    /// reference compiler refuses it, it binds what the generator cannot
    /// fill, or lavapipe disagrees with itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unsupported: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nondeterministic: Option<String>,
    pub buffers: Vec<GenBuffer>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GenBuffer {
    pub name: String,
    pub type_name: String,
    pub set: u32,
    pub binding: u32,
    /// `uniform`, `storage` or `push_constant`.
    pub class: String,
    /// Elements of its runtime array (0 without one).
    pub count: u32,
    pub input: String,
    /// Empty when the dispatch left the buffer as it was.
    pub output: String,
}

impl GenBuffer {
    /// The reference's bytes after the dispatch.
    pub fn after(&self) -> Vec<u8> {
        unhex(if self.output.is_empty() { &self.input } else { &self.output }).unwrap_or_default()
    }
}

/// Includes resolved relative to the including file, then in each `-I`
/// folder; records every file it reads (they are part of the golden key).
struct DiskIncludes<'a> {
    dirs: &'a [PathBuf],
    base: PathBuf,
    read: RefCell<Vec<(String, String)>>,
}

impl IncludeLoader for DiskIncludes<'_> {
    fn load(&self, name: &str, from: &str, _system: bool) -> Option<(String, String)> {
        let from_dir = Path::new(from).parent().map(|p| self.base.join(p)).unwrap_or_else(|| self.base.clone());
        let candidates = std::iter::once(from_dir).chain(self.dirs.iter().cloned()).map(|d| d.join(name));
        for c in candidates {
            if let Ok(text) = std::fs::read_to_string(&c) {
                let shown = c.to_string_lossy().into_owned();
                self.read.borrow_mut().push((shown.clone(), text.clone()));
                return Some((shown, text));
            }
        }
        None
    }
}

/// The options ferrometal translates the job with.
fn options(job: &Job) -> Options {
    let (base, _) = options_file(&job.path);
    let mut defines = base.defines.clone();
    defines.extend(job.defines.iter().cloned());
    Options {
        file_name: job.path.file_name().map(|f| f.to_string_lossy().into_owned()),
        language: Some(job.language),
        stage: Some(Stage::Compute),
        entry_points: vec![job.entry.clone()],
        defines,
        // The generated side binds every buffer at its own index.
        binding_model: ferrometal::BindingModel::Direct,
        single_file: false,
        ..base
    }
}

/// The options file beside a shader, `NAME.EXT.options.json` (the `Options`
/// struct as JSON, as the snapshot harness reads it): its defines reach the
/// reference compiler too, and its other options (16-bit types, HLSL
/// version, matrix packing) our translation. Returns the options and the
/// file's text (part of the golden's key); the defaults when there is none.
fn options_file(shader: &Path) -> (Options, String) {
    let path = PathBuf::from(format!("{}.options.json", shader.display()));
    let Ok(text) = std::fs::read_to_string(&path) else { return (Options::default(), String::new()) };
    (serde_json::from_str(&text).unwrap_or_default(), text)
}

/// Hash of everything the golden depends on.
pub fn inputs_hash(job: &Job, source: &str, included: &[(String, String)]) -> String {
    let mut bytes = format!("{GENERATOR}\0{}\0{:?}\0{:?}\0", job.entry, job.defines, job.language).into_bytes();
    // An options file changes the unit only where there is one, so goldens
    // of shaders without one keep their keys.
    let (_, options_text) = options_file(&job.path);
    if !options_text.is_empty() {
        bytes.extend(options_text.as_bytes());
        bytes.push(0);
    }
    bytes.extend(source.as_bytes());
    for (_, text) in included {
        bytes.push(0);
        bytes.extend(text.as_bytes());
    }
    sha256_hex(&bytes)
}

/// The golden's file stem for a unit.
fn key(id: &str) -> String {
    sha256_hex(id.as_bytes())[..16].to_string()
}

pub fn load_golden(dir: &Path, id: &str) -> Option<(GenGolden, Vec<u8>)> {
    let k = key(id);
    let text = std::fs::read_to_string(dir.join(format!("{k}.json"))).ok()?;
    let golden: GenGolden = serde_json::from_str(&text).ok()?;
    let spv = std::fs::read(dir.join(format!("{k}.spv"))).unwrap_or_default();
    Some((golden, spv))
}

fn write_golden(dir: &Path, golden: &GenGolden, spv: &[u8]) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    let k = key(&golden.unit);
    let text = serde_json::to_string_pretty(golden).map_err(|e| e.to_string())? + "\n";
    std::fs::write(dir.join(format!("{k}.json")), text).map_err(|e| e.to_string())?;
    let spv_path = dir.join(format!("{k}.spv"));
    if spv.is_empty() {
        let _ = std::fs::remove_file(spv_path);
        Ok(())
    } else {
        std::fs::write(spv_path, spv).map_err(|e| e.to_string())
    }
}

/// A small deterministic generator (SplitMix64).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}

/// The shortest array length in a layout (runtime arrays count `count`).
fn shortest_array(node: &LayoutNode, count: u32, into: &mut Option<u32>) {
    match node {
        LayoutNode::Array { count: c, element, .. } => {
            let n = c.unwrap_or(count);
            *into = Some(into.map_or(n, |m| m.min(n)));
            shortest_array(element, count, into);
        }
        LayoutNode::Struct(fields) => fields.iter().for_each(|f| shortest_array(&f.node, count, into)),
        _ => {}
    }
}

/// The largest integer the generator writes: values are `1..=bound`.
pub fn integer_bound(layouts: &[(&PackLayout, u32)]) -> u64 {
    let mut shortest = None;
    for (l, count) in layouts {
        shortest_array(&l.root, *count, &mut shortest);
    }
    // An index must stay below the shortest array's length.
    u64::from(shortest.unwrap_or(17).saturating_sub(1)).clamp(1, 15)
}

/// One leaf's generated bits.
fn value(rng: &mut Rng, scalar: ScalarType, bound: u64) -> u64 {
    // A nonzero multiple of 1/4 in [-4, 4].
    let quarter = || {
        let k = rng.below(32) as i64 - 16;
        (if k >= 0 { k + 1 } else { k }) as f64 / 4.0
    };
    let mut quarter = quarter;
    match scalar {
        ScalarType::F32 => u64::from((quarter() as f32).to_bits()),
        ScalarType::F16 => u64::from(cases::num::f32_to_f16_bits(quarter() as f32)),
        ScalarType::F64 => quarter().to_bits(),
        _ => 1 + rng.below(bound),
    }
}

/// Fill a buffer of `layout` (with `count` runtime elements) from `rng`.
pub fn fill(layout: &PackLayout, count: u32, bound: u64, rng: &mut Rng) -> Vec<u8> {
    let mut bytes = vec![0u8; layout.byte_size(count) as usize];
    for leaf in layout.leaves(count) {
        let bits = value(rng, leaf.scalar, bound);
        cases::num::store(&mut bytes, leaf.offset, leaf.scalar, bits);
    }
    bytes
}

/// Threadgroups to dispatch for a group of `local` threads: a few groups
/// along x (4 for groups of fewer than 32 threads, else 2).
pub fn dispatch(local: [u32; 3]) -> [u32; 3] {
    let threads: u32 = local.iter().product();
    [if threads < 32 { 4 } else { 2 }, 1, 1]
}

/// Elements of every runtime array: 16 a thread of the grid (a kernel
/// often writes several elements a thread), at least 256, at most 16 KiB of
/// elements.
pub fn runtime_count(layout: &PackLayout, grid_threads: u32) -> u32 {
    let Some((_, stride)) = layout.runtime_array() else { return 0 };
    let want = grid_threads.saturating_mul(16).max(256);
    let cap = (16384 / stride.max(1)).max(1);
    want.min(cap)
}

/// The reference SPIR-V of a job, from the independent compiler.
fn compile_reference(job: &Job, c: &Compilers, scratch: &Path) -> Result<(Vec<u8>, String), String> {
    std::fs::create_dir_all(scratch).map_err(|e| e.to_string())?;
    let out = scratch.join(format!("gen-{}.spv", key(&job.id)));
    let options = options(job);
    let defines: Vec<String> = options.defines.iter().map(|(k, v)| format!("-D{k}={v}")).collect();
    let includes: Vec<String> = job.includes.iter().map(|d| format!("-I{}", d.display())).collect();
    let (mut cmd, compiler) = if job.language == Language::Glsl {
        let mut cmd = Command::new(&c.glslang);
        cmd.args(["-V", "--target-env", "vulkan1.2", "-S", "comp"]);
        cmd.args(&defines).args(&includes).arg("-o").arg(&out).arg(&job.path);
        (cmd, "glslang")
    } else {
        let mut cmd = Command::new(&c.python);
        // `-lang` before the file: Slang reads `.comp` as GLSL otherwise.
        cmd.arg(&c.slangc_py).args(["-lang", "hlsl"]).arg(&job.path).arg("-o").arg(&out);
        cmd.args(["-stage", "compute", "-target", "spirv", "-entry", &job.entry]);
        let packing = match options.matrix_packing {
            MatrixPacking::RowMajor => "-matrix-layout-row-major",
            MatrixPacking::ColumnMajor => "-matrix-layout-column-major",
        };
        cmd.args(["-fvk-use-dx-layout", packing]);
        for (class, shift) in reference::HLSL_SHIFTS {
            cmd.args([format!("-fvk-{class}-shift"), shift.to_string(), "all".to_string()]);
        }
        // DXC's predefined macros, as ferrometal defines them: Slang lacks
        // `__SHADER_TARGET_*` and its own `__HLSL_VERSION` is 2018, so a
        // shader that switches on them would take another path in the
        // reference.
        for (name, value) in ferrometal::hlsl::predefined_macros(&options) {
            cmd.arg(format!("-D{name}={value}"));
        }
        cmd.args(&defines).args(&includes);
        (cmd, "slang")
    };
    let _ = std::fs::remove_file(&out);
    let output = cmd.output().map_err(|e| format!("cannot run the {compiler} compiler: {e}"))?;
    if !output.status.success() {
        let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
        let line = text
            .lines()
            .find(|l| l.contains("error") || l.contains("ERROR"))
            .or(text.lines().find(|l| !l.trim().is_empty()))
            .unwrap_or("")
            .trim()
            .to_string();
        return Err(format!("{compiler} refuses it: {line}"));
    }
    let spv = std::fs::read(&out).map_err(|e| e.to_string())?;
    Ok((spv, compiler.to_string()))
}

/// Make up the inputs, run the reference twice, and return its golden
/// (which may itself classify the unit).
fn run_reference(job: &Job, config: &GenConfig, runner: &Runner, inputs: &str) -> (GenGolden, Vec<u8>) {
    let mut golden = GenGolden {
        unit: job.id.clone(),
        inputs: inputs.to_string(),
        device: runner.device_name.clone(),
        ..GenGolden::default()
    };
    let (spv, compiler) = match compile_reference(job, &config.base.compilers, &config.base.scratch) {
        Ok(x) => x,
        Err(e) => {
            golden.unsupported = Some(scrub(&format!("reference: {e}")));
            return (golden, Vec::new());
        }
    };
    golden.compiler = compiler;
    match reference_buffers(&spv, job, runner, &mut golden) {
        Ok(()) => {}
        Err(e) => golden.unsupported = Some(scrub(&e)),
    }
    (golden, spv)
}

fn reference_buffers(spv: &[u8], job: &Job, runner: &Runner, golden: &mut GenGolden) -> Result<(), String> {
    let module = spirv::parse(spv)?;
    if let Some(image) = module.images.first() {
        return Err(format!("binds an image or sampler (`{}`): the generator fills buffers only", image.name));
    }
    let local = module
        .entry_points
        .iter()
        .find_map(|(_, s)| *s)
        .ok_or("the reference's workgroup size is not a literal (a specialization constant)")?;
    let groups = dispatch(local);
    golden.groups = groups;
    let grid: u32 = local.iter().product::<u32>() * groups.iter().product::<u32>();
    let layouts = Layouts::new(&module.words);
    let mut planned = Vec::new();
    for var in &module.resources {
        let layout = layouts
            .of_variable(var.id)
            .ok_or_else(|| format!("no layout for buffer `{}` in the reference SPIR-V", var.type_name))?;
        let count = runtime_count(&layout, grid);
        planned.push((var, layout, count));
    }
    let bound = integer_bound(&planned.iter().map(|(_, l, c)| (l, *c)).collect::<Vec<_>>());
    let mut rng = Rng::new(0x5eed);
    let mut job_vk = VkJob {
        spirv: &module.words,
        entry: &job.entry,
        groups,
        bindings: Vec::new(),
        push_constants: Vec::new(),
        spec: Vec::new(),
        images: Vec::new(),
        samplers: Vec::new(),
    };
    for (var, layout, count) in &planned {
        let bytes = fill(layout, *count, bound, &mut rng);
        golden.buffers.push(GenBuffer {
            name: var.name.clone(),
            type_name: var.type_name.clone(),
            set: var.set,
            binding: var.binding,
            class: var.class.to_string(),
            count: *count,
            input: hex(&bytes),
            output: String::new(),
        });
        if var.class == "push_constant" {
            job_vk.push_constants = bytes;
        } else {
            let uniform = var.class == "uniform";
            job_vk.bindings.push(VkBinding { set: var.set, binding: var.binding, uniform, bytes });
        }
    }
    // The GLSL entry point is `main` in SPIR-V whatever the job says.
    let entry = module.entry_points.first().map(|(n, _)| n.clone()).unwrap_or_else(|| job.entry.clone());
    job_vk.entry = &entry;
    let mut first = job_vk.clone();
    runner.run(&mut first).map_err(|e| format!("reference: lavapipe: {e}"))?;
    let mut second = job_vk.clone();
    runner.run(&mut second).map_err(|e| format!("reference: lavapipe: {e}"))?;
    let mut next = 0;
    for b in &mut golden.buffers {
        if b.class == "push_constant" {
            continue;
        }
        let (Some(a), Some(z)) = (first.bindings.get(next), second.bindings.get(next)) else { break };
        let (a, z) = (&a.bytes, &z.bytes);
        next += 1;
        if a != z && golden.nondeterministic.is_none() {
            golden.nondeterministic =
                Some(format!("two reference runs on lavapipe write different `{}`", display_name(b)));
        }
        // A buffer the kernel left alone stores no second copy.
        b.output = if hex(a) == b.input { String::new() } else { hex(a) };
    }
    Ok(())
}

fn display_name(b: &GenBuffer) -> &str {
    if b.name.is_empty() { &b.type_name } else { &b.name }
}

/// The ferrometal resource a reference buffer is, for a source in `language`.
fn resolve<'r>(
    b: &GenBuffer,
    reflection: &'r Reflection,
    language: Language,
) -> Result<&'r ferrometal::reflect::Resource, String> {
    let by_name = |n: &str| {
        let found: Vec<_> =
            reflection.resources.iter().filter(|r| cases::format::is_buffer(r.kind) && r.name == n).collect();
        if let [one] = found.as_slice() { Some(*one) } else { None }
    };
    if b.class == "push_constant" || language == Language::Hlsl {
        for n in [&b.name, &b.type_name] {
            if let Some(r) = by_name(n).filter(|_| !n.is_empty()) {
                return Ok(r);
            }
        }
        if b.class == "push_constant" {
            let pc: Vec<_> = reflection.resources.iter().filter(|r| r.kind == ResourceKind::PushConstants).collect();
            if let [one] = pc.as_slice() {
                return Ok(one);
            }
        }
    }
    let sel = BufferSelector {
        name: Some(display_name(b).to_string()),
        binding: Some(b.binding),
        set: Some(b.set),
        ..BufferSelector::default()
    };
    let sel = if language == Language::Hlsl {
        BufferSelector { register: register_of(b.binding), space: Some(b.set), binding: None, set: None, ..sel }
    } else {
        sel
    };
    sel.resolve(reflection, language)
}

/// The HLSL register Slang's shifts map to `binding`.
fn register_of(binding: u32) -> Option<String> {
    let (class, shift) = reference::HLSL_SHIFTS.iter().rev().find(|(_, s)| binding >= *s)?;
    Some(format!("{class}{}", binding - shift))
}

/// One built side: what to bind and what to compare.
struct Side {
    built: Built,
    bound: Bound,
    /// Per golden buffer: its Metal slot (compared when storage).
    slots: Vec<u32>,
}

fn bind_side(built: Built, golden: &GenGolden, language: Language) -> Result<Side, String> {
    let mut bound = Bound::default();
    let mut slots = Vec::new();
    for b in &golden.buffers {
        let res = resolve(b, &built.reflection, language)
            .map_err(|e| format!("buffer `{}` of the reference: {e}", display_name(b)))?;
        bound.buffers.insert(res.metal.index, ours::host_sized(unhex(&b.input)?, res));
        slots.push(res.metal.index);
    }
    for res in built.reflection.resources.iter().filter(|r| cases::format::is_buffer(r.kind)) {
        bound.buffers.entry(res.metal.index).or_insert_with(|| vec![0; 4096]);
    }
    ours::bind_buffer_sizes(&built.reflection, &BTreeMap::new(), &mut bound)?;
    Ok(Side { built, bound, slots })
}

/// Compare one run's outputs with the reference, buffer by buffer.
fn compare(
    golden: &GenGolden,
    layouts: &Layouts,
    module: &spirv::Module,
    side: &Side,
    outputs: &ours::Outputs,
) -> cases::Comparison {
    let vars = &module.resources;
    let mut all = cases::Comparison::default();
    for (b, slot) in golden.buffers.iter().zip(&side.slots) {
        if b.class != "storage" {
            continue;
        }
        let ours = outputs.get(slot).map(Vec::as_slice).unwrap_or_default();
        let reference = b.after();
        let layout =
            vars.iter().find(|v| v.set == b.set && v.binding == b.binding).and_then(|v| layouts.of_variable(v.id));
        match layout {
            Some(l) => {
                let values = l
                    .leaves(b.count)
                    .into_iter()
                    .map(|leaf| (leaf, cases::num::load(&reference, leaf.offset, leaf.scalar).map(Num::Bits)))
                    .collect();
                let tolerance = if spirv::computes_in_half(&module.words) { HALF_TOLERANCE } else { TOLERANCE };
                let expect = PreparedExpect { values, tolerance, unordered: false };
                all.merge(cases::compare(&expect, ours, display_name(b)));
            }
            None => {
                let mut raw = cases::Comparison { compared: 1, ..Default::default() };
                if ours.get(..reference.len()) != Some(reference.as_slice()) {
                    raw.mismatched = 1;
                    raw.details.push(format!("`{}`: bytes differ", display_name(b)));
                }
                all.merge(raw);
            }
        }
    }
    all
}

/// A stand-in unit for the shared build (its name names the binaries).
fn unit_for(job: &Job, source: &str) -> Unit {
    let case = CaseFile {
        description: None,
        entry: job.entry.clone(),
        sources: Vec::new(),
        reference: None,
        runs: Vec::new(),
        render: None,
        contract: false,
    };
    Unit {
        name: format!("gen-{}", key(&job.id)),
        case_path: job.path.clone(),
        source_path: job.path.clone(),
        language: job.language,
        source: source.to_string(),
        reference_path: job.path.clone(),
        reference_language: job.language,
        inputs: Vec::new(),
        case,
        options: options(job),
    }
}

/// Every schedule's outcome for one side.
type Outcomes = Vec<(String, Result<ours::Outputs, String>)>;

fn run_side(config: &Config, side: &Side, label: &str, groups: [u32; 3], sanitize: bool) -> Outcomes {
    let mut runs: Vec<(Schedule, bool)> = config.schedules.iter().map(|s| (*s, false)).collect();
    if sanitize && config.sanitize {
        runs.push((Schedule::Forward, true));
    }
    runs.into_iter()
        .map(|(schedule, sanitized)| {
            let name = if sanitized { "asan+ubsan".to_string() } else { schedule.label() };
            (name, ours::execute(config, &side.built, label, groups, &side.bound, schedule, sanitized))
        })
        .collect()
}

/// Whether the unsanitized runs wrote different storage bytes.
fn order_dependent(outcomes: &Outcomes, side: &Side, golden: &GenGolden) -> bool {
    let storage: Vec<u32> =
        golden.buffers.iter().zip(&side.slots).filter(|(b, _)| b.class == "storage").map(|(_, s)| *s).collect();
    let written: Vec<Vec<&Vec<u8>>> = outcomes
        .iter()
        .filter(|(n, _)| n != "asan+ubsan")
        .filter_map(|(_, r)| r.as_ref().ok())
        .map(|o| storage.iter().filter_map(|s| o.get(s)).collect())
        .collect();
    written.windows(2).any(|w| w.first() != w.last())
}

/// A planted change to our MSL (the generator's own test).
pub type Mutation<'a> = &'a dyn Fn(&str) -> Option<String>;

/// Classify one job.
pub fn classify(config: &GenConfig, job: &Job, runner: &mut Option<Result<Runner, String>>) -> Class {
    classify_with(config, job, runner, None)
}

/// Messages name files relative to the checkout (`corpora/…` for the
/// corpora beside it), never by the machine's paths.
pub fn scrub(text: &str) -> String {
    let root = crate::driver::repo_root();
    let corpora = root.join("../shared/corpora/").to_string_lossy().into_owned();
    let root = format!("{}/", root.to_string_lossy());
    text.replace(&corpora, "corpora/").replace(&root, "")
}

pub fn classify_with(
    config: &GenConfig,
    job: &Job,
    runner: &mut Option<Result<Runner, String>>,
    mutate: Option<Mutation>,
) -> Class {
    match classify_inner(config, job, runner, mutate) {
        Class::Match(d) => Class::Match(scrub(&d)),
        Class::Mismatch(d) => Class::Mismatch(scrub(&d)),
        Class::Nondeterministic(d) => Class::Nondeterministic(scrub(&d)),
        Class::Unsupported(d) => Class::Unsupported(scrub(&d)),
    }
}

fn classify_inner(
    config: &GenConfig,
    job: &Job,
    runner: &mut Option<Result<Runner, String>>,
    mutate: Option<Mutation>,
) -> Class {
    let source = match std::fs::read_to_string(&job.path) {
        Ok(s) => s,
        Err(e) => return Class::Unsupported(format!("cannot read {}: {e}", job.path.display())),
    };
    let includes = DiskIncludes {
        dirs: &job.includes,
        base: job.path.parent().map(Path::to_path_buf).unwrap_or_default(),
        read: RefCell::new(Vec::new()),
    };
    let t = ferrometal::translate_with(&source, &options(job), &includes);
    let (msl, reflection) = match (t.entry_points.first(), &t.reflection) {
        (Some(ep), Some(r)) if !t.has_errors() => (ep.msl.clone(), r.clone()),
        _ => {
            let d = t.render_diagnostics();
            let first = d.lines().find(|l| l.starts_with("error")).unwrap_or("no MSL").to_string();
            return Class::Unsupported(format!("ferrometal: {first}"));
        }
    };
    if let Some(r) = reflection.resources.iter().find(|r| !cases::format::is_buffer(r.kind)) {
        return Class::Unsupported(format!("binds texture or sampler `{}`: the generator fills buffers only", r.name));
    }
    let inputs = inputs_hash(job, &source, &includes.read.borrow());
    let (golden, spv) = match load_golden(&config.golden_dir, &job.id) {
        Some((g, spv)) if g.inputs == inputs && !config.regen => (g, spv),
        old => {
            if !config.reference {
                let why = if old.is_some() { "stale" } else { "missing" };
                return Class::Unsupported(format!(
                    "the golden is {why}: rerun with the reference (glslangValidator, Slang, lavapipe)"
                ));
            }
            let r = runner.get_or_insert_with(Runner::new);
            let r = match r {
                Ok(r) => r,
                Err(e) => return Class::Unsupported(format!("no reference: {e}")),
            };
            let (g, spv) = run_reference(job, config, r, &inputs);
            if let Err(e) = write_golden(&config.golden_dir, &g, &spv) {
                return Class::Unsupported(format!("cannot write the golden: {e}"));
            }
            (g, spv)
        }
    };
    if let Some(u) = &golden.unsupported {
        return Class::Unsupported(u.clone());
    }
    if let Some(n) = &golden.nondeterministic {
        return Class::Nondeterministic(n.clone());
    }
    let mut bindings: Vec<(u32, u32, &str)> = golden
        .buffers
        .iter()
        .filter(|b| b.class != "push_constant")
        .map(|b| (b.set, b.binding, b.class.as_str()))
        .collect();
    let declared = bindings.len();
    bindings.sort_unstable();
    bindings.dedup();
    if bindings.len() < declared {
        return Class::Unsupported(
            "the reference SPIR-V declares several variables at one binding (aliased views of one buffer, as \
             Slang writes a byte-address buffer loaded as several types): the generator fills one buffer per variable"
                .into(),
        );
    }
    if !golden.buffers.iter().any(|b| b.class == "storage") {
        return Class::Unsupported("binds no storage buffer: nothing to compare".into());
    }
    let module = match spirv::parse(&spv) {
        Ok(m) => m,
        Err(e) => return Class::Unsupported(format!("the golden's SPIR-V: {e}")),
    };
    let layouts = Layouts::new(&module.words);
    let unit = unit_for(job, &source);
    let msl = match mutate {
        None => msl,
        Some(m) => match m(&msl) {
            Some(x) => x,
            None => return Class::Unsupported("the planted change does not apply".into()),
        },
    };
    let _ = std::fs::create_dir_all(&config.base.scratch);
    let _ = std::fs::write(config.base.scratch.join(format!("{}.metal", unit.name)), &msl);
    let built = match ours::build_msl(&config.base, &unit, &msl, reflection, Route::Source, &spv) {
        Ok(b) => b,
        Err(e) => return Class::Unsupported(format!("our MSL does not build as C++: {e}")),
    };
    let side = match bind_side(built, &golden, job.language) {
        Ok(s) => s,
        Err(e) => return Class::Unsupported(e),
    };
    let outcomes = run_side(&config.base, &side, &unit.name, golden.groups, true);
    let mut failures = Vec::new();
    let mut worst = cases::Comparison::default();
    for (name, result) in &outcomes {
        match result {
            Ok(outputs) => {
                let c = compare(&golden, &layouts, &module, &side, outputs);
                if !c.matched() {
                    failures.push(format!("{name}: {}", c.details.first().cloned().unwrap_or_default()));
                }
                worst.merge(c);
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    if failures.is_empty() {
        let error = if worst.max_ulp > 0 {
            format!("{} ulp", worst.max_ulp)
        } else if worst.max_abs > 0.0 {
            format!("{:.1e} abs", worst.max_abs)
        } else {
            String::new()
        };
        return Class::Match(error);
    }
    // Before calling it a mismatch: does the program itself depend on the
    // thread order, or trap on these inputs?
    let probe_ran = match probe(config, &unit, &spv, &golden) {
        Probe::Explains(class) => return class,
        Probe::Agrees => Some(()),
        Probe::Unavailable => None,
    };
    let trapped = outcomes.iter().any(|(name, r)| {
        name == "asan+ubsan" && r.as_ref().is_err_and(|e| e.contains("overflow") || e.contains("out of bounds"))
    });
    if trapped && spirv::indexes_by_loaded_values(&module.words) {
        return Class::Unsupported(format!(
            "the program indexes by values it loads, and the generated ones are out of bounds for it \
             (our sanitizer run: {})",
            failures.iter().find(|f| f.starts_with("asan")).map(String::as_str).unwrap_or("")
        ));
    }
    // Every run trapped on memory (the reference binds its buffers with
    // robust access, so it reads zeros where we fault): the kernel indexes
    // past the generated buffers on this dispatch.
    let memory_trap = |e: &str| e.contains("SEGV") || e.contains("SIGBUS") || e.contains("overflow");
    if probe_ran.is_none() && outcomes.iter().all(|(_, r)| r.as_ref().is_err_and(|e| memory_trap(e))) {
        return Class::Unsupported(format!(
            "every run faults on memory and the SPIR-V probe cannot run: the kernel indexes past the generated \
             buffers on this dispatch ({})",
            failures.first().map(String::as_str).unwrap_or("")
        ));
    }
    // Every run stopped on an integer division by zero (SIGFPE): the
    // generated inputs reach a division or remainder by zero, whose result
    // is undefined in Vulkan and in Metal.
    if outcomes.iter().all(|(_, r)| r.as_ref().is_err_and(|e| e.contains("SIGFPE") || e.contains("division by zero")))
        && spirv::divides_integers_by_a_variable(&module.words)
    {
        return Class::Unsupported(format!(
            "the generated inputs make the program divide an integer by zero (undefined in Vulkan and Metal): {}",
            failures.first().map(String::as_str).unwrap_or("")
        ));
    }
    let undefined = spirv::never_written_reads(&module.words);
    if !undefined.is_empty() {
        return Class::Nondeterministic(format!(
            "the program reads {}, which it never writes (undefined values)",
            undefined.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ")
        ));
    }
    let local = module.entry_points.iter().find_map(|(_, s)| *s).unwrap_or([1, 1, 1]);
    if (local[1] > 1 || local[2] > 1) && spirv::uses_subgroup_operations(&module.words) {
        return Class::Nondeterministic(format!(
            "SIMD-group operations in a {}x{}x{} threadgroup: Vulkan leaves which invocation is which lane to \
             the implementation (Metal orders lanes by thread_index_in_threadgroup)",
            local[0], local[1], local[2]
        ));
    }
    if order_dependent(&outcomes, &side, &golden) {
        // Without the SPIR-V probe: one of our orders reproduces the
        // reference and no barrier of the reference is missing from our MSL,
        // so the program's outputs depend on the order its threads run in.
        let reproduced = outcomes.iter().any(|(name, r)| {
            name != "asan+ubsan" && r.as_ref().is_ok_and(|o| compare(&golden, &layouts, &module, &side, o).matched())
        });
        if spirv::stores_to_a_fixed_element(&module.words) {
            return Class::Nondeterministic(format!(
                "our thread orders give different outputs, and the program stores to a buffer element at an \
                 address that is the same for every invocation: the last write wins ({})",
                failures.join("; ")
            ));
        }
        let barriers = spirv::control_barriers(&module.words);
        if reproduced && side.built.msl.matches("threadgroup_barrier(").count() >= barriers {
            return Class::Nondeterministic(format!(
                "our thread orders give different outputs, one of them the reference's, and every barrier is \
                 kept: the program races ({})",
                failures.join("; ")
            ));
        }
        return Class::Mismatch(format!("our runs differ between thread orders: {}", failures.join("; ")));
    }
    if spirv::updates_a_fixed_element_in_every_invocation(&module.words) {
        return Class::Nondeterministic(format!(
            "every invocation stores to one buffer element a value computed from that element, without \
             synchronisation: a data race, whose outcome depends on how the invocations interleave ({})",
            failures.join("; ")
        ));
    }
    Class::Mismatch(failures.join("; "))
}

/// What the probe found.
enum Probe {
    /// It explains the failure.
    Explains(Class),
    /// It ran, under every order, with one result and no trap.
    Agrees,
    /// ferrometal's SPIR-V front-end cannot take the reference, or it does not build.
    Unavailable,
}

/// The reference SPIR-V through ferrometal's SPIR-V front-end, under every
/// order and the sanitizers.
fn probe(config: &GenConfig, unit: &Unit, spv: &[u8], golden: &GenGolden) -> Probe {
    let spv_options = Options { language: Some(Language::Spv), ..unit.options.clone() };
    let t = ferrometal::translate_spirv(spv, &spv_options);
    let (Some(ep), Some(reflection)) = (t.entry_points.first(), &t.reflection) else { return Probe::Unavailable };
    if t.has_errors() {
        return Probe::Unavailable;
    }
    let probe_unit = Unit { name: format!("{}-spv", unit.name), ..unit.clone() };
    let Ok(built) = ours::build_msl(&config.base, &probe_unit, &ep.msl, reflection.clone(), Route::Spirv, spv) else {
        return Probe::Unavailable;
    };
    let Ok(side) = bind_side(built, golden, Language::Spv) else { return Probe::Unavailable };
    let outcomes = run_side(&config.base, &side, &probe_unit.name, golden.groups, true);
    if order_dependent(&outcomes, &side, golden) {
        return Probe::Explains(Class::Nondeterministic(
            "the reference SPIR-V's outputs depend on the thread order (a race or order-dependent atomics)".into(),
        ));
    }
    if let Some((name, Err(e))) = outcomes.iter().find(|(_, r)| r.is_err()) {
        return Probe::Explains(Class::Unsupported(format!(
            "the generated inputs make the program itself fail (reference SPIR-V, {name}): {e}"
        )));
    }
    Probe::Agrees
}

/// `[numthreads(…)]` entry points of an HLSL source, in order.
pub fn hlsl_kernels(source: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = source;
    while let Some(i) = rest.find("numthreads") {
        rest = &rest[i + "numthreads".len()..];
        let Some(close) = rest.find(']') else { break };
        let mut after = rest[close + 1..].trim_start();
        // Other attributes may follow: `[numthreads(…)] [WaveSize(32)] void …`.
        while after.starts_with('[') {
            let Some(end) = after.find(']') else { break };
            after = after[end + 1..].trim_start();
        }
        // `[numthreads(…)] [other attributes] void NAME (`
        let Some(paren) = after.find('(') else { continue };
        let head = &after[..paren];
        if let Some(name) = head.split(|c: char| !(c.is_alphanumeric() || c == '_')).rfind(|w| !w.is_empty())
            && !out.iter().any(|n| n == name)
        {
            out.push(name.to_string());
        }
    }
    out
}

/// A job for a file given on the command line.
pub fn job_for_file(
    path: &Path,
    entry: Option<String>,
    defines: Vec<(String, String)>,
    includes: Vec<PathBuf>,
) -> Result<Job, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let language = Language::infer(Some(&path.to_string_lossy()), &text);
    let language = match language {
        Language::Hlsl | Language::Glsl => language,
        other => return Err(format!("{}: {other:?} is not HLSL or GLSL", path.display())),
    };
    let entry = match (entry, language) {
        (Some(e), _) => e,
        (None, Language::Glsl) => "main".to_string(),
        (None, _) => hlsl_kernels(&text).into_iter().next().unwrap_or_else(|| "main".to_string()),
    };
    let mut id = path.to_string_lossy().into_owned();
    if entry != "main" {
        id.push_str(&format!("@{entry}"));
    }
    for (k, v) in &defines {
        id.push_str(&format!(" -D{k}={v}"));
    }
    Ok(Job { id, path: path.to_path_buf(), language, entry, defines, includes })
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::expect_used)]
mod tests {
    use super::*;

    fn layout(ty: &str) -> PackLayout {
        PackLayout::from_type(ty).expect("a type the cases know")
    }

    #[test]
    fn the_generator_is_seeded_and_stays_in_range() {
        let l = layout("f32");
        let a = fill(&l, 256, 5, &mut Rng::new(7));
        let b = fill(&l, 256, 5, &mut Rng::new(7));
        assert_eq!(a, b, "same seed, same bytes");
        assert_ne!(a, fill(&l, 256, 5, &mut Rng::new(8)), "another seed, other bytes");
        for chunk in a.chunks(4) {
            let x = f32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
            assert!(x.is_finite() && x != 0.0 && x.abs() <= 4.0, "{x}");
            assert_eq!((x * 4.0).fract(), 0.0, "{x} is a multiple of 1/4");
        }
        let u = fill(&layout("u32"), 256, 5, &mut Rng::new(7));
        let values: Vec<u32> = u.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        assert!(values.iter().all(|v| (1..=5).contains(v)), "{values:?}");
        assert!((1..=5).all(|v| values.contains(&v)), "every value of the range occurs");
    }

    #[test]
    fn integers_stay_below_the_shortest_array() {
        let runtime = layout("u32");
        assert_eq!(integer_bound(&[(&runtime, 256)]), 15, "capped");
        assert_eq!(integer_bound(&[(&runtime, 4)]), 3, "an index into 4 elements is at most 3");
        assert_eq!(integer_bound(&[(&runtime, 1)]), 1, "never empty");
        assert_eq!(integer_bound(&[]), 15);
    }

    #[test]
    fn a_few_threadgroups_and_room_for_every_thread() {
        assert_eq!(dispatch([64, 1, 1]), [2, 1, 1]);
        assert_eq!(dispatch([8, 1, 1]), [4, 1, 1]);
        let l = layout("f32x4");
        assert_eq!(runtime_count(&l, 32), 512);
        assert_eq!(runtime_count(&l, 8), 256);
        assert_eq!(runtime_count(&l, 1 << 20), 16384 / 16, "capped at 16 KiB");
    }

    #[test]
    fn kernels_of_an_hlsl_file() {
        let src = "[numthreads(8, 1, 1)]\nvoid CSMain(uint3 id : SV_DispatchThreadID) {}\n\
                   [numthreads(4,4,1)] [WaveSize(32)] void Second() {}\nvoid other() {}";
        assert_eq!(hlsl_kernels(src), ["CSMain", "Second"]);
    }

    #[test]
    fn class_lines_read_back() {
        for c in [
            Class::Match(String::new()),
            Class::Match("3 ulp".into()),
            Class::Mismatch("forward: byte 4".into()),
            Class::Nondeterministic("x".into()),
            Class::Unsupported("ferrometal: error[OSH3002]: x".into()),
        ] {
            assert_eq!(Class::from_line(&c.line()), Some(c.word()), "{}", c.line());
        }
        assert_eq!(Class::from_line("matches"), None);
    }

    #[test]
    fn slang_registers_from_bindings() {
        assert_eq!(register_of(0).as_deref(), Some("b0"));
        assert_eq!(register_of(17).as_deref(), Some("t1"));
        assert_eq!(register_of(34).as_deref(), Some("u2"));
        assert_eq!(register_of(48).as_deref(), Some("s0"));
    }
}
