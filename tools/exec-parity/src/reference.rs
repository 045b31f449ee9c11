//! The reference side: the case's source compiled to SPIR-V by an independent
//! compiler (glslang for GLSL, Slang for HLSL), dispatched on Vulkan, outputs
//! stored as golden files keyed by the SPIR-V's hash.
//!
//! Layout under `golden/`: `index.json` maps each case to the hash of its
//! inputs (source text + case file) and the golden's key; `<key>.spv` is the
//! SPIR-V the reference ran and `<key>.json` its outputs, where `<key>` is
//! the first 16 hex digits of the SPIR-V's SHA-256 plus 8 of the inputs'
//! (one SPIR-V can be dispatched with different data or constants).

use crate::case::Case;
use crate::spirv;
use crate::vk::{Runner, VkBinding, VkJob};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// One golden: what the reference computed for one case.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Golden {
    pub case: String,
    pub compiler: String,
    pub device: String,
    pub subgroup_size: u32,
    /// Every case buffer after the dispatch, as hex.
    pub buffers: BTreeMap<String, String>,
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

/// Hash of everything the reference result depends on besides the compiler.
pub fn inputs_hash(case: &Case) -> String {
    let mut all = case.source.clone().into_bytes();
    all.push(0);
    all.extend(case.text.as_bytes());
    sha256_hex(&all)
}

pub fn read_index(dir: &Path) -> Index {
    std::fs::read_to_string(dir.join("index.json")).ok().and_then(|t| serde_json::from_str(&t).ok()).unwrap_or_default()
}

pub fn write_index(dir: &Path, index: &Index) -> Result<(), String> {
    let text = serde_json::to_string_pretty(index).map_err(|e| e.to_string())? + "\n";
    std::fs::write(dir.join("index.json"), text).map_err(|e| e.to_string())
}

/// The golden outputs and SPIR-V of a case, if present and not stale.
pub fn load(dir: &Path, index: &Index, case: &Case) -> Result<(Golden, Vec<u8>), String> {
    let entry = index.get(&case.name).ok_or("no golden (run `scripts/exec-parity --regen`)")?;
    if entry.inputs != inputs_hash(case) {
        return Err("golden is stale: source or case file changed (run `scripts/exec-parity --regen`)".into());
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

/// Compile a case's source to SPIR-V with the independent compiler.
pub fn compile(case: &Case, c: &Compilers, scratch: &Path) -> Result<(Vec<u8>, String), String> {
    let out = scratch.join(format!("{}.spv", case.name));
    let mut cmd;
    let compiler;
    if case.language == "glsl" {
        cmd = Command::new(&c.glslang);
        cmd.args(["-V", "--target-env", "vulkan1.2", "-S", "comp", "-o"]).arg(&out).arg(&case.source_path);
        compiler = "glslang".to_string();
    } else {
        cmd = Command::new(&c.python);
        cmd.arg(&c.slangc_py).arg(&case.source_path).arg("-o").arg(&out);
        cmd.args(["-lang", "hlsl", "-stage", "compute", "-target", "spirv", "-entry", &case.entry]);
        // D3D buffer packing, and registers of each class mapped to disjoint bindings.
        cmd.arg("-fvk-use-dx-layout");
        for (class, shift) in [("b", "0"), ("t", "8"), ("u", "16"), ("s", "24")] {
            cmd.args([format!("-fvk-{class}-shift"), shift.to_string(), "all".to_string()]);
        }
        compiler = "slang".to_string();
    }
    let output = cmd.output().map_err(|e| format!("cannot run the {compiler} compiler: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "{compiler} failed:\n{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let spv = std::fs::read(&out).map_err(|e| e.to_string())?;
    Ok((spv, compiler))
}

/// Dispatch `spv` for `case` on the Vulkan runner; returns every case buffer afterwards.
pub fn dispatch(runner: &Runner, case: &Case, spv: &[u8]) -> Result<BTreeMap<String, Vec<u8>>, String> {
    let module = spirv::parse(spv)?;
    let mut job = VkJob {
        spirv: &module.words,
        entry: &case.entry,
        groups: case.groups,
        bindings: Vec::new(),
        push_constants: Vec::new(),
        spec: Vec::new(),
    };
    let mut order = Vec::new();
    for b in &case.buffers {
        let r = module
            .resources
            .iter()
            .find(|r| r.name == b.name)
            .or_else(|| module.resources.iter().find(|r| r.type_name == b.name))
            .ok_or_else(|| format!("buffer `{}` is not a resource of the SPIR-V", b.name))?;
        if r.class == "push_constant" {
            job.push_constants = b.bytes.clone();
            order.push(None);
        } else {
            order.push(Some(job.bindings.len()));
            job.bindings.push(VkBinding {
                set: r.set,
                binding: r.binding,
                uniform: r.class == "uniform",
                bytes: b.bytes.clone(),
            });
        }
    }
    for (name, value) in &case.spec {
        let id = module.spec_ids.get(name).ok_or_else(|| format!("no specialization constant `{name}`"))?;
        let bytes = match value {
            toml::Value::Integer(i) => (*i as i32).to_le_bytes(),
            toml::Value::Float(f) => (*f as f32).to_le_bytes(),
            toml::Value::Boolean(b) => (*b as u32).to_le_bytes(),
            _ => return Err(format!("specialization constant `{name}`: not a number or bool")),
        };
        job.spec.push((*id, bytes));
    }
    runner.run(&mut job)?;
    let mut out = BTreeMap::new();
    for (b, slot) in case.buffers.iter().zip(order) {
        let bytes = match slot {
            Some(i) => job.bindings.get(i).map(|x| x.bytes.clone()).unwrap_or_default(),
            None => b.bytes.clone(),
        };
        out.insert(b.name.clone(), bytes);
    }
    Ok(out)
}

/// Regenerate (or re-verify) the golden of one case: compile, dispatch twice
/// (a reference that is not deterministic is no reference), write files.
/// Returns a one-line status.
pub fn regenerate(
    runner: &Runner,
    c: &Compilers,
    case: &Case,
    dir: &Path,
    index: &mut Index,
    scratch: &Path,
) -> Result<String, String> {
    let (spv, compiler) = compile(case, c, scratch)?;
    let first = dispatch(runner, case, &spv)?;
    let second = dispatch(runner, case, &spv)?;
    let deterministic_buffers: Vec<&String> = case
        .buffers
        .iter()
        .filter(|b| b.compare != crate::case::Compare::Set && b.compare != crate::case::Compare::Ignore)
        .map(|b| &b.name)
        .collect();
    for name in deterministic_buffers {
        if first.get(name) != second.get(name) {
            return Err(format!("reference output `{name}` differs between two runs"));
        }
    }
    let inputs = inputs_hash(case);
    let key = format!("{}-{}", &sha256_hex(&spv)[..16], &inputs[..8]);
    let golden = Golden {
        case: case.name.clone(),
        compiler,
        device: runner.device_name.clone(),
        subgroup_size: runner.subgroup_size,
        buffers: first.iter().map(|(k, v)| (k.clone(), hex(v))).collect(),
    };
    let status = match load(dir, index, case) {
        Ok((old, _)) if old.buffers == golden.buffers && index.get(&case.name).is_some_and(|e| e.key == key) => {
            "unchanged"
        }
        Ok(_) => "changed",
        Err(_) => "new",
    };
    if let Some(old) = index.get(&case.name)
        && old.key != key
    {
        let _ = std::fs::remove_file(dir.join(format!("{}.json", old.key)));
        let _ = std::fs::remove_file(dir.join(format!("{}.spv", old.key)));
    }
    let text = serde_json::to_string_pretty(&golden).map_err(|e| e.to_string())? + "\n";
    std::fs::write(dir.join(format!("{key}.json")), text).map_err(|e| e.to_string())?;
    std::fs::write(dir.join(format!("{key}.spv")), &spv).map_err(|e| e.to_string())?;
    index.insert(case.name.clone(), IndexEntry { inputs, key });
    Ok(status.to_string())
}
