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
//! Buffers are packed with `ferrometal::cases` from a reflected layout: the
//! translation of the source when ferrometal has one, else the translation
//! of the reference SPIR-V (whose layout is the reference compiler's own),
//! else the case's `type`. Our side uploads exactly the stored input bytes,
//! so a layout ferrometal gets wrong shows up as different outputs.

use crate::case::Unit;
use crate::spirv;
use crate::vk::{Runner, VkBinding, VkJob};
use ferrometal::cases::{self, BufferSelector, BufferSpec, PreparedBuffer};
use ferrometal::reflect::{MetalSlot, Reflection, Resource, ResourceKind, SlotKind, SourceBinding};
use ferrometal::{Language, Options};
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
    let (mut cmd, compiler) = if unit.language == Language::Glsl {
        let mut cmd = Command::new(&c.glslang);
        cmd.args(["-V", "--target-env", "vulkan1.2", "-S", "comp"]);
        cmd.args(&defines).arg("-o").arg(&out).arg(&unit.source_path);
        (cmd, "glslang")
    } else {
        let mut cmd = Command::new(&c.python);
        cmd.arg(&c.slangc_py).arg(&unit.source_path).arg("-o").arg(&out);
        cmd.args(["-lang", "hlsl", "-stage", "compute", "-target", "spirv", "-entry", &unit.case.entry]);
        // D3D buffer packing, as the HLSL source defines it.
        cmd.arg("-fvk-use-dx-layout");
        if unit.options.matrix_packing == ferrometal::options::MatrixPacking::RowMajor {
            cmd.arg("-matrix-layout-row-major");
        }
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
    let found: Vec<&spirv::Resource> = match (sel.binding, &sel.name) {
        (Some(b), _) => m.resources.iter().filter(|r| r.binding == b && r.set == sel.set.unwrap_or(0)).collect(),
        (None, Some(n)) => {
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

/// A reflection to pack buffers with, and where it came from.
pub fn pack_reflection(unit: &Unit, spv: &[u8]) -> (Option<Reflection>, &'static str) {
    let t = ferrometal::translate(&unit.source, &unit.options);
    let failed = t.has_errors();
    if let Some(r) = t.reflection.filter(|_| !failed) {
        return (Some(r), "source");
    }
    let options = Options { language: Some(Language::Spv), ..unit.options.clone() };
    let s = ferrometal::translate_spirv(spv, &options);
    let failed = s.has_errors();
    match s.reflection.filter(|_| !failed) {
        Some(r) => (Some(r), "spirv"),
        None => (None, "type"),
    }
}

/// A resource standing for a buffer reflection could not resolve: no
/// layout, so the case's `type` decides.
fn untyped(spec: &BufferSpec) -> Resource {
    Resource {
        name: spec.select.name.clone().unwrap_or_else(|| spec.select.describe()),
        kind: ResourceKind::StorageBuffer,
        binding: SourceBinding::default(),
        ty: String::new(),
        msl_type: String::new(),
        array_size: None,
        metal: MetalSlot { kind: SlotKind::Buffer, index: 0 },
        layout: None,
        access: None,
        needs_compare_function: false,
    }
}

/// Pack one case buffer as the reference sees it. Without a reflected
/// layout or a `type` in the case, a buffer that is a runtime array of
/// scalars or vectors takes its element type from the SPIR-V.
pub fn prepare(
    spec: &BufferSpec,
    reflection: Option<&Reflection>,
    from: &str,
    language: Language,
    var: &spirv::Resource,
) -> Result<PreparedBuffer, String> {
    let sel = if from == "spirv" { spirv_selector(&spec.select, language) } else { spec.select.clone() };
    let resolved = reflection.and_then(|r| sel.resolve(r).ok()).cloned();
    let res = resolved.unwrap_or_else(|| untyped(spec));
    let mut spec = spec.clone();
    if res.layout.is_none() && spec.ty.is_none() {
        spec.ty = var.element.clone();
    }
    cases::prepare_buffer(&spec, &res, language)
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
    let (reflection, from) = pack_reflection(unit, &spv);
    let mut runs = BTreeMap::new();
    for run in &unit.case.runs {
        let vars = run
            .buffers
            .iter()
            .map(|spec| spirv_resource(&module, &spirv_selector(&spec.select, unit.language)))
            .collect::<Result<Vec<_>, _>>()?;
        let prepared = run
            .buffers
            .iter()
            .zip(&vars)
            .map(|(spec, var)| prepare(spec, reflection.as_ref(), from, unit.language, var))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| format!("run `{}`: {e}", run.name))?;
        let mut job = VkJob {
            spirv: &module.words,
            entry: &unit.case.entry,
            groups: run.dispatch,
            bindings: Vec::new(),
            push_constants: Vec::new(),
            spec: spec_constants(&run.spec, reflection.as_ref(), &module)?,
        };
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
        let first = dispatch(runner, &job, &slots, &prepared)?;
        let second = dispatch(runner, &job, &slots, &prepared)?;
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
        runs.insert(run.name.clone(), buffers);
    }
    let inputs = sha256_hex(&unit.inputs);
    let key = format!("{}-{}", &sha256_hex(&spv)[..16], &inputs[..8]);
    let golden = Golden {
        unit: unit.name.clone(),
        compiler,
        device: runner.device_name.clone(),
        subgroup_size: runner.subgroup_size,
        layout: from.to_string(),
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
    Ok(format!("golden {status} (layout from {from})"))
}

/// Specialization constants as `(SpecId, 4 bytes)`: typed by reflection when
/// there is one, else by the JSON value.
fn spec_constants(
    spec: &BTreeMap<String, serde_json::Value>,
    reflection: Option<&Reflection>,
    module: &spirv::Module,
) -> Result<Vec<(u32, [u8; 4])>, String> {
    if let Some(r) = reflection.filter(|r| !r.specialization_constants.is_empty()) {
        let values = cases::pack::spec_values(spec, &BTreeMap::new(), &r.specialization_constants)?;
        return Ok(values
            .iter()
            .map(|v| {
                let mut b = [0u8; 4];
                for (d, s) in b.iter_mut().zip(&v.bytes) {
                    *d = *s;
                }
                (v.index, b)
            })
            .collect());
    }
    let mut out = Vec::new();
    for (name, value) in spec {
        let id = match module.spec_ids.get(name) {
            Some(id) => *id,
            None => name.parse().map_err(|_| format!("no specialization constant `{name}` in the SPIR-V"))?,
        };
        let bytes = match value {
            serde_json::Value::Bool(b) => u32::from(*b).to_le_bytes(),
            serde_json::Value::Number(n) if n.is_f64() => (n.as_f64().unwrap_or(0.0) as f32).to_le_bytes(),
            serde_json::Value::Number(n) => (n.as_i64().unwrap_or(0) as i32).to_le_bytes(),
            _ => return Err(format!("specialization constant `{name}`: not a number or bool")),
        };
        out.push((id, bytes));
    }
    Ok(out)
}

/// One dispatch; every case buffer's bytes afterwards, in case order.
fn dispatch(
    runner: &Runner,
    job: &VkJob,
    slots: &[Option<usize>],
    prepared: &[PreparedBuffer],
) -> Result<Vec<Vec<u8>>, String> {
    let mut job = job.clone();
    runner.run(&mut job)?;
    Ok(slots
        .iter()
        .zip(prepared)
        .map(|(slot, p)| match slot {
            Some(i) => job.bindings.get(*i).map(|b| b.bytes.clone()).unwrap_or_default(),
            None => p.bytes.clone(),
        })
        .collect())
}
