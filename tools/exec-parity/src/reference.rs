//! The reference side: the unit's source compiled to SPIR-V by an independent
//! compiler (glslang for GLSL, Slang for HLSL), dispatched on Vulkan, inputs
//! and outputs stored as golden files keyed by the SPIR-V's hash.
//!
//! Layout under `golden/`: `index.json` maps each unit (`p_scan.hlsl`) to
//! the hash of its inputs (case file, options file, source) and its golden
//! key; `<key>.spv` is the SPIR-V the reference ran and `<key>.json` the
//! bytes of every case buffer before and after each run, where `<key>` is
//! the first 16 hex digits of the SPIR-V's SHA-256 plus 8 of the inputs'.
//!
//! Buffers are packed with `ferrometal::cases` by the layout the SPIR-V
//! itself declares (the reference compiler's reading of the source's layout
//! rules), never by ferrometal's reflection. Our side uploads exactly the
//! stored input bytes, so a layout ferrometal gets wrong shows up as
//! different outputs.

use crate::case::Unit;
use crate::spirv;
use crate::spirv_layout::Layouts;
use crate::vk::{Runner, VkBinding, VkJob};
use ferrometal::Language;
use ferrometal::cases::{self, BufferSelector, BufferSpec, PackLayout, PreparedBuffer, PreparedExpect, Values, pack};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Slang gives HLSL register `xN` in space S the Vulkan binding
/// `shift(x) + N` in set S (`-fvk-x-shift`).
pub const HLSL_SHIFTS: [(char, u32); 4] = [('b', 0), ('t', 16), ('u', 32), ('s', 48)];

/// One golden: what the reference computed for one unit.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Golden {
    pub unit: String,
    pub compiler: String,
    pub device: String,
    pub subgroup_size: u32,
    /// Where the packing layout came from: `source`, `spirv` or `type`.
    pub layout: String,
    /// Per run, every case buffer in case order.
    pub runs: BTreeMap<String, Vec<GoldenBuffer>>,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GoldenBuffer {
    /// The case's selector, in words.
    pub select: String,
    /// Contents before the dispatch, as hex.
    pub input: String,
    /// Contents after the dispatch, as hex.
    pub output: String,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct IndexEntry {
    pub inputs: String,
    pub key: String,
}

pub type Index = BTreeMap<String, IndexEntry>;

pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

pub fn read_index(dir: &Path) -> Index {
    std::fs::read_to_string(dir.join("index.json")).ok().and_then(|t| serde_json::from_str(&t).ok()).unwrap_or_default()
}

pub fn write_index(dir: &Path, index: &Index) -> Result<(), String> {
    let text = serde_json::to_string_pretty(index).map_err(|e| e.to_string())? + "\n";
    std::fs::write(dir.join("index.json"), text).map_err(|e| e.to_string())
}

/// The golden outputs and SPIR-V of a unit, if present and not stale.
pub fn load(dir: &Path, index: &Index, unit: &Unit) -> Result<(Golden, Vec<u8>), String> {
    let entry = index.get(&unit.name).ok_or("no golden (run `scripts/exec-parity --regen`)")?;
    if entry.inputs != sha256_hex(&unit.inputs) {
        return Err("golden is stale: source, options or case file changed (run `scripts/exec-parity --regen`)".into());
    }
    let text = std::fs::read_to_string(dir.join(format!("{}.json", entry.key))).map_err(|e| e.to_string())?;
    let golden: Golden = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    let spv = std::fs::read(dir.join(format!("{}.spv", entry.key))).map_err(|e| e.to_string())?;
    Ok((golden, spv))
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub fn unhex(text: &str) -> Result<Vec<u8>, String> {
    (0..text.len() / 2)
        .map(|i| u8::from_str_radix(text.get(2 * i..2 * i + 2).unwrap_or("zz"), 16).map_err(|e| e.to_string()))
        .collect()
}

/// How to reach the reference compilers.
#[derive(Clone, Debug)]
pub struct Compilers {
    pub glslang: String,
    /// A Python with the slangpy package.
    pub python: String,
    pub slangc_py: PathBuf,
}

/// Compile a unit's source to SPIR-V with the independent compiler.
pub fn compile(unit: &Unit, c: &Compilers, scratch: &Path) -> Result<(Vec<u8>, String), String> {
    let out = scratch.join(format!("{}.spv", unit.name));
    let defines: Vec<String> = unit.options.defines.iter().map(|(k, v)| format!("-D{k}={v}")).collect();
    let (mut cmd, compiler) = if unit.reference_language == Language::Glsl {
        let mut cmd = Command::new(&c.glslang);
        cmd.args(["-V", "--target-env", "vulkan1.2", "-S", "comp"]);
        // A reference kernel for a source whose entry point is not `main`
        // (GLSL's is) takes the source's name.
        if unit.case.entry != "main" {
            cmd.args(["-e", &unit.case.entry, "--source-entrypoint", "main"]);
        }
        cmd.args(&defines).arg("-o").arg(&out).arg(&unit.reference_path);
        (cmd, "glslang")
    } else {
        let mut cmd = Command::new(&c.python);
        cmd.arg(&c.slangc_py).arg(&unit.reference_path).arg("-o").arg(&out);
        cmd.args(["-lang", "hlsl", "-stage", "compute", "-target", "spirv", "-entry", &unit.case.entry]);
        // D3D buffer packing, as the HLSL source defines it.
        cmd.arg("-fvk-use-dx-layout");
        // D3D's default matrix storage is column_major; Slang's own default is row-major.
        cmd.arg(match unit.options.matrix_packing {
            ferrometal::options::MatrixPacking::RowMajor => "-matrix-layout-row-major",
            ferrometal::options::MatrixPacking::ColumnMajor => "-matrix-layout-column-major",
        });
        for (class, shift) in HLSL_SHIFTS {
            cmd.args([format!("-fvk-{class}-shift"), shift.to_string(), "all".to_string()]);
        }
        cmd.args(&defines);
        (cmd, "slang")
    };
    let output = cmd.output().map_err(|e| format!("cannot run the {compiler} compiler: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "{compiler} failed:\n{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let spv = std::fs::read(&out).map_err(|e| e.to_string())?;
    Ok((spv, compiler.to_string()))
}

/// The Vulkan binding an HLSL register gets from Slang with [`HLSL_SHIFTS`].
pub fn hlsl_binding(register: &str) -> Option<u32> {
    let mut chars = register.chars();
    let class = chars.next()?.to_ascii_lowercase();
    let n: u32 = chars.as_str().parse().ok()?;
    HLSL_SHIFTS.iter().find(|(c, _)| *c == class).map(|(_, s)| s + n)
}

/// A selector as the reference SPIR-V knows the buffer: for HLSL the
/// register becomes the binding Slang gave it.
pub fn spirv_selector(sel: &BufferSelector, language: Language) -> BufferSelector {
    match (&sel.register, language) {
        (Some(r), Language::Hlsl) => BufferSelector {
            name: sel.name.clone(),
            register: None,
            space: None,
            binding: hlsl_binding(r),
            set: sel.space,
            slot: None,
        },
        _ => sel.clone(),
    }
}

fn spirv_resource<'m>(m: &'m spirv::Module, sel: &BufferSelector) -> Result<&'m spirv::Resource, String> {
    // A push-constant block has no binding: it is found by name.
    let bound = |r: &&spirv::Resource| r.class != "push_constant";
    let by_binding: Vec<&spirv::Resource> = match sel.binding {
        Some(b) => {
            m.resources.iter().filter(bound).filter(|r| r.binding == b && r.set == sel.set.unwrap_or(0)).collect()
        }
        None => Vec::new(),
    };
    let found: Vec<&spirv::Resource> = match (by_binding.is_empty(), &sel.name) {
        (false, _) => by_binding,
        (true, Some(n)) => {
            let by_name: Vec<_> = m.resources.iter().filter(|r| &r.name == n).collect();
            if by_name.is_empty() { m.resources.iter().filter(|r| &r.type_name == n).collect() } else { by_name }
        }
        _ => Vec::new(),
    };
    match found.as_slice() {
        [one] => Ok(one),
        [] => Err(format!("no buffer of the reference SPIR-V matches {}", sel.describe())),
        _ => Err(format!("{} matches several buffers of the reference SPIR-V", sel.describe())),
    }
}

/// Pack one case buffer with a given layout (what `cases::prepare_buffer`
/// does with a reflected one).
fn prepare_with(spec: &BufferSpec, layout: PackLayout, name: &str) -> Result<PreparedBuffer, String> {
    let in_context = |e: String| format!("buffer {}: {e}", spec.select.describe());
    let count = match (spec.count, &spec.init, &spec.expect) {
        (Some(n), ..) => Some(n),
        (None, Values::Data(_), _) => Some(pack::assign(&layout, &spec.init, None).map_err(in_context)?.0),
        (None, _, Some(e)) if matches!(e.values, Values::Data(_)) => {
            Some(pack::assign(&layout, &e.values, None).map_err(in_context)?.0)
        }
        _ => None,
    };
    let (count, init) = pack::assign(&layout, &spec.init, count).map_err(in_context)?;
    let bytes = pack::pack(&init, layout.byte_size(count)).map_err(in_context)?;
    let expect = match &spec.expect {
        None => None,
        Some(e) => {
            let (_, values) = pack::assign(&layout, &e.values, Some(count)).map_err(in_context)?;
            pack::pack(&values, layout.byte_size(count)).map_err(in_context)?;
            Some(PreparedExpect { values, tolerance: e.tolerance, unordered: e.unordered })
        }
    };
    Ok(PreparedBuffer { name: name.to_string(), slot: 0, push_constants: false, layout, count, bytes, expect })
}

/// One case buffer as the reference SPIR-V sees it: the variable it binds
/// and its contents packed by the SPIR-V's own layout (else the case's
/// `type`). Our side packs and compares with the same function, over the
/// stored SPIR-V, so both agree on every byte.
pub fn prepare<'m>(
    spec: &BufferSpec,
    module: &'m spirv::Module,
    layouts: &Layouts,
    language: Language,
) -> Result<(PreparedBuffer, &'m spirv::Resource), String> {
    let var = spirv_resource(module, &spirv_selector(&spec.select, language))?;
    let layout = match (layouts.of_variable(var.id), &spec.ty, &var.element) {
        (Some(l), _, _) => l,
        (None, Some(ty), _) | (None, None, Some(ty)) => PackLayout::from_type(ty)?,
        (None, None, None) => return Err(format!("no layout for buffer {}", spec.select.describe())),
    };
    let name = if var.name.is_empty() { &var.type_name } else { &var.name };
    Ok((prepare_with(spec, layout, name)?, var))
}

/// The image or sampler variable of the reference SPIR-V a case selector means.
fn spirv_image<'m>(
    module: &'m spirv::Module,
    sel: &BufferSelector,
    language: Language,
    sampler: bool,
) -> Result<&'m spirv::ImageVar, String> {
    let sel = spirv_selector(sel, language);
    let kind_ok = |v: &&spirv::ImageVar| (v.kind == spirv::ImageKind::Sampler) == sampler;
    let by_binding: Vec<&spirv::ImageVar> = match sel.binding {
        Some(b) => {
            (module.images.iter().filter(kind_ok)).filter(|v| v.binding == b && v.set == sel.set.unwrap_or(0)).collect()
        }
        None => Vec::new(),
    };
    let found = match (by_binding.is_empty(), &sel.name) {
        (false, _) => by_binding,
        (true, Some(n)) => module.images.iter().filter(kind_ok).filter(|v| &v.name == n).collect(),
        _ => Vec::new(),
    };
    match found.as_slice() {
        [one] => Ok(one),
        [] => Err(format!("no image or sampler of the reference SPIR-V matches {}", sel.describe())),
        _ => Err(format!("{} matches several images of the reference SPIR-V", sel.describe())),
    }
}

/// The run's textures and samplers as the reference binds them.
fn bind_images(run: &cases::Run, module: &spirv::Module, language: Language, job: &mut VkJob) -> Result<(), String> {
    use crate::vk::{ImageUse, VkImage, VkSamplerBinding};
    for t in &run.textures {
        let var = spirv_image(module, &t.select, language, false)?;
        let usage = match var.kind {
            spirv::ImageKind::Combined => ImageUse::Combined,
            spirv::ImageKind::StorageImage => ImageUse::Storage,
            _ => ImageUse::Sampled,
        };
        if usage == ImageUse::Combined {
            let spec = t.sampler.clone().ok_or_else(|| {
                format!("texture {} is a combined image-sampler: give its `sampler`", t.select.describe())
            })?;
            job.samplers.push(VkSamplerBinding { set: var.set, binding: var.binding, spec });
        }
        let bytes = crate::texture::initial_bytes(t).map_err(|e| format!("texture {}: {e}", t.select.describe()))?;
        job.images.push(VkImage { set: var.set, binding: var.binding, usage, spec: t.clone(), bytes });
    }
    for s in &run.samplers {
        // GLSL's samplers come with their textures; a sampler named only by register is HLSL's.
        if language == Language::Glsl && s.select.binding.is_none() && s.select.name.is_none() {
            continue;
        }
        let var = spirv_image(module, &s.select, language, true)?;
        job.samplers.push(VkSamplerBinding { set: var.set, binding: var.binding, spec: s.clone() });
    }
    Ok(())
}

/// Regenerate (or re-verify) the golden of one unit: compile, dispatch every
/// run twice (a reference that is not deterministic is no reference), check
/// the case's own expectations against it, write the files. Returns a
/// one-line status.
pub fn regenerate(
    runner: &Runner,
    c: &Compilers,
    unit: &Unit,
    dir: &Path,
    index: &mut Index,
    scratch: &Path,
) -> Result<String, String> {
    let (spv, compiler) = compile(unit, c, scratch)?;
    let module = spirv::parse(&spv)?;
    let layouts = Layouts::new(&module.words);
    let mut runs = BTreeMap::new();
    for run in &unit.case.runs {
        let (prepared, vars): (Vec<PreparedBuffer>, Vec<&spirv::Resource>) = run
            .buffers
            .iter()
            .map(|spec| prepare(spec, &module, &layouts, unit.reference_language))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| format!("run `{}`: {e}", run.name))?
            .into_iter()
            .unzip();
        let mut job = VkJob {
            spirv: &module.words,
            entry: &unit.case.entry,
            groups: run.dispatch,
            bindings: Vec::new(),
            push_constants: Vec::new(),
            spec: spec_constants(&run.spec, &module)?,
            images: Vec::new(),
            samplers: Vec::new(),
        };
        bind_images(run, &module, unit.reference_language, &mut job).map_err(|e| format!("run `{}`: {e}", run.name))?;
        let mut slots = Vec::new();
        for (var, p) in vars.iter().zip(&prepared) {
            if var.class == "push_constant" {
                job.push_constants = p.bytes.clone();
                slots.push(None);
            } else {
                slots.push(Some(job.bindings.len()));
                let uniform = var.class == "uniform";
                job.bindings.push(VkBinding { set: var.set, binding: var.binding, uniform, bytes: p.bytes.clone() });
            }
        }
        // Buffers the case does not name are bound zero-filled.
        for var in &module.resources {
            let bound = job.bindings.iter().any(|b| b.set == var.set && b.binding == var.binding);
            if var.class != "push_constant" && !bound {
                let uniform = var.class == "uniform";
                job.bindings.push(VkBinding { set: var.set, binding: var.binding, uniform, bytes: vec![0; 4096] });
            }
        }
        let (first, first_images) = dispatch(runner, &job, &slots, &prepared)?;
        let (second, second_images) = dispatch(runner, &job, &slots, &prepared)?;
        let mut buffers = Vec::new();
        for ((spec, p), (a, b)) in run.buffers.iter().zip(&prepared).zip(first.iter().zip(&second)) {
            let unordered = p.expect.as_ref().is_some_and(|e| e.unordered);
            if a != b && !unordered {
                return Err(format!(
                    "run `{}`: reference output {} differs between two runs",
                    run.name,
                    spec.select.describe()
                ));
            }
            if let Some(expect) = &p.expect {
                let c = cases::compare(expect, a, &p.name);
                if !c.matched() {
                    return Err(format!(
                        "run `{}`: the reference disagrees with the case's expectation: {}",
                        run.name,
                        c.details.join("; ")
                    ));
                }
            }
            buffers.push(GoldenBuffer { select: spec.select.describe(), input: hex(&p.bytes), output: hex(a) });
        }
        // Textures follow the buffers, in case order.
        for ((t, img), (a, b)) in run.textures.iter().zip(&job.images).zip(first_images.iter().zip(&second_images)) {
            if a != b {
                return Err(format!(
                    "run `{}`: reference texture {} differs between two runs",
                    run.name,
                    t.select.describe()
                ));
            }
            buffers.push(GoldenBuffer {
                select: format!("texture {}", t.select.describe()),
                input: hex(&img.bytes),
                output: hex(a),
            });
        }
        runs.insert(run.name.clone(), buffers);
    }
    let inputs = sha256_hex(&unit.inputs);
    let key = format!("{}-{}", &sha256_hex(&spv)[..16], &inputs[..8]);
    let golden = Golden {
        unit: unit.name.clone(),
        compiler,
        device: runner.device_name.clone(),
        subgroup_size: runner.subgroup_size,
        layout: "spirv".to_string(),
        runs,
    };
    let status = match load(dir, index, unit) {
        Ok((old, _)) if old == golden && index.get(&unit.name).is_some_and(|e| e.key == key) => "unchanged",
        Ok(_) => "changed",
        Err(_) => "new",
    };
    if let Some(old) = index.get(&unit.name)
        && old.key != key
    {
        let _ = std::fs::remove_file(dir.join(format!("{}.json", old.key)));
        let _ = std::fs::remove_file(dir.join(format!("{}.spv", old.key)));
    }
    let text = serde_json::to_string_pretty(&golden).map_err(|e| e.to_string())? + "\n";
    std::fs::write(dir.join(format!("{key}.json")), text).map_err(|e| e.to_string())?;
    std::fs::write(dir.join(format!("{key}.spv")), &spv).map_err(|e| e.to_string())?;
    index.insert(unit.name.clone(), IndexEntry { inputs, key });
    Ok(format!("golden {status}"))
}

/// Specialization constants as `(SpecId, 4 bytes)`, typed by the SPIR-V
/// (a Vulkan bool is 32 bits).
fn spec_constants(
    spec: &BTreeMap<String, serde_json::Value>,
    module: &spirv::Module,
) -> Result<Vec<(u32, [u8; 4])>, String> {
    let mut out = Vec::new();
    for (name, value) in spec {
        let id = match module.spec_ids.get(name) {
            Some(id) => *id,
            None => name.parse().map_err(|_| format!("no specialization constant `{name}` in the SPIR-V"))?,
        };
        let num = cases::Num::from_json(value)?.ok_or_else(|| format!("spec `{name}` is null"))?;
        let as_f64 = num.as_f64().unwrap_or(0.0);
        let bytes = match module.spec_types.get(&id).map(String::as_str) {
            Some("bool") => u32::from(as_f64 != 0.0).to_le_bytes(),
            Some("f32") => (as_f64 as f32).to_le_bytes(),
            Some("i32") => (as_f64 as i32).to_le_bytes(),
            Some("u32") => (as_f64 as u32).to_le_bytes(),
            other => return Err(format!("spec `{name}`: unsupported type {other:?}")),
        };
        out.push((id, bytes));
    }
    Ok(out)
}

/// Every case buffer's bytes after a dispatch (case order), and every texture's.
type Dispatched = (Vec<Vec<u8>>, Vec<Vec<u8>>);

/// One dispatch; every case buffer's and texture's bytes afterwards, in case order.
fn dispatch(
    runner: &Runner,
    job: &VkJob,
    slots: &[Option<usize>],
    prepared: &[PreparedBuffer],
) -> Result<Dispatched, String> {
    let mut job = job.clone();
    runner.run(&mut job)?;
    let buffers = slots
        .iter()
        .zip(prepared)
        .map(|(slot, p)| match slot {
            Some(i) => job.bindings.get(*i).map(|b| b.bytes.clone()).unwrap_or_default(),
            None => p.bytes.clone(),
        })
        .collect();
    Ok((buffers, job.images.into_iter().map(|i| i.bytes).collect()))
}
