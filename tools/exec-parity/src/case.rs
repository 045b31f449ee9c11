//! Execution cases (DESIGN §6): a compute shader plus a case file beside it
//! that says how to dispatch it and how to compare its outputs.
//!
//! `examples-shaders/cases/NAME.case.toml` names its shader (`NAME.hlsl` or
//! `NAME.comp` beside it unless `source` says otherwise):
//!
//! ```toml
//! entry = "main"            # default "main"
//! groups = [4, 1, 1]        # threadgroups to dispatch
//! spec = { SCALE = 3 }      # specialization-constant overrides (optional)
//! [[buffer]]
//! name = "outp"             # the resource's name in the source
//! type = "u32"              # scalar type of every element, or a repeating pattern ["f32", "u32"]
//! data = [1, 2, 3]          # initial contents (default: `count` zeros)
//! count = 64                # elements when `data` is absent
//! compare = "exact"         # "exact" | "ignore" | "set" | { ulps = 4 } | { abs = 1e-5 }
//! ```
//!
//! Values are packed little-endian, tightly, in order; padding is written as
//! explicit elements (`type = "pad32"`), so the file spells the byte layout
//! the source language defines and every runner uploads the same bytes.

use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// How an output buffer is compared with the reference.
#[derive(Clone, Debug, PartialEq)]
pub enum Compare {
    /// Bit-exact (integers; floats that must be exact).
    Exact,
    /// Floats within this many units in the last place; integers exactly.
    Ulps(u32),
    /// Floats within this absolute error; integers exactly.
    Abs(f64),
    /// The buffer's records (one repetition of the type pattern) as a multiset:
    /// outputs whose order depends on atomic ordering.
    Set,
    /// Not an output.
    Ignore,
}

/// Scalar element types a case can spell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scalar {
    U32,
    I32,
    F32,
    U16,
    I16,
    F16,
    /// Four bytes of padding (written as zero, never compared).
    Pad32,
}

impl Scalar {
    fn parse(s: &str) -> Option<Scalar> {
        Some(match s {
            "u32" | "uint" => Scalar::U32,
            "i32" | "int" => Scalar::I32,
            "f32" | "float" => Scalar::F32,
            "u16" => Scalar::U16,
            "i16" => Scalar::I16,
            "f16" | "half" => Scalar::F16,
            "pad32" | "pad" => Scalar::Pad32,
            _ => return None,
        })
    }

    pub const fn size(self) -> usize {
        match self {
            Scalar::U16 | Scalar::I16 | Scalar::F16 => 2,
            _ => 4,
        }
    }

    pub const fn is_float(self) -> bool {
        matches!(self, Scalar::F32 | Scalar::F16)
    }
}

#[derive(Clone, Debug)]
pub struct Buffer {
    pub name: String,
    /// The repeating element pattern.
    pub pattern: Vec<Scalar>,
    /// Initial bytes.
    pub bytes: Vec<u8>,
    pub compare: Compare,
}

#[derive(Clone, Debug)]
pub struct Case {
    /// File stem without `.case.toml`, e.g. `p_scan`.
    pub name: String,
    pub source_path: PathBuf,
    pub source: String,
    /// `hlsl` or `glsl`.
    pub language: &'static str,
    pub entry: String,
    pub groups: [u32; 3],
    pub buffers: Vec<Buffer>,
    /// Specialization constants by name, as 4-byte values in the source type.
    pub spec: BTreeMap<String, toml::Value>,
    /// The case file's text (part of the golden key).
    pub text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CaseFile {
    source: Option<String>,
    #[serde(default = "default_entry")]
    entry: String,
    groups: [u32; 3],
    #[serde(default)]
    spec: BTreeMap<String, toml::Value>,
    #[serde(default)]
    buffer: Vec<BufferFile>,
    /// Free text: what the case checks.
    #[serde(default)]
    #[allow(dead_code)]
    about: String,
}

fn default_entry() -> String {
    "main".into()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BufferFile {
    name: String,
    #[serde(rename = "type")]
    ty: toml::Value,
    data: Option<Vec<toml::Value>>,
    count: Option<usize>,
    compare: Option<toml::Value>,
}

/// Every case file under `dir`, sorted by name.
pub fn discover(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".case.toml"))
        .collect();
    found.sort();
    Ok(found)
}

/// Read and check one case file.
pub fn load(path: &Path) -> Result<Case, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let file: CaseFile = toml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let file_name = path.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
    let name = file_name.trim_end_matches(".case.toml").to_string();
    let dir = path.parent().unwrap_or(Path::new("."));
    let source_path = match &file.source {
        Some(s) => dir.join(s),
        None => ["hlsl", "comp"]
            .iter()
            .map(|ext| dir.join(format!("{name}.{ext}")))
            .find(|p| p.exists())
            .ok_or_else(|| format!("{name}: no {name}.hlsl or {name}.comp beside the case file"))?,
    };
    let source = std::fs::read_to_string(&source_path).map_err(|e| format!("{}: {e}", source_path.display()))?;
    let language = if source_path.extension().is_some_and(|e| e == "hlsl") { "hlsl" } else { "glsl" };
    let buffers = file.buffer.iter().map(buffer).collect::<Result<Vec<_>, _>>().map_err(|e| format!("{name}: {e}"))?;
    Ok(Case {
        name,
        source_path,
        source,
        language,
        entry: file.entry,
        groups: file.groups,
        buffers,
        spec: file.spec,
        text,
    })
}

fn buffer(b: &BufferFile) -> Result<Buffer, String> {
    let names: Vec<String> = match &b.ty {
        toml::Value::String(s) => vec![s.clone()],
        toml::Value::Array(a) => a.iter().map(|v| v.as_str().unwrap_or("?").to_string()).collect(),
        _ => return Err(format!("buffer {}: `type` must be a string or an array of strings", b.name)),
    };
    let pattern = names
        .iter()
        .map(|n| Scalar::parse(n).ok_or_else(|| format!("buffer {}: unknown type `{n}`", b.name)))
        .collect::<Result<Vec<_>, _>>()?;
    if pattern.is_empty() {
        return Err(format!("buffer {}: empty type pattern", b.name));
    }
    let mut bytes = Vec::new();
    match (&b.data, b.count) {
        (Some(data), _) => {
            for (i, v) in data.iter().enumerate() {
                let Some(&s) = pattern.get(i % pattern.len()) else { break };
                push(&mut bytes, s, v).map_err(|e| format!("buffer {} element {i}: {e}", b.name))?;
            }
        }
        (None, Some(count)) => {
            let size: usize = (0..count).filter_map(|i| pattern.get(i % pattern.len())).map(|s| s.size()).sum();
            bytes.resize(size, 0);
        }
        (None, None) => return Err(format!("buffer {}: give `data` or `count`", b.name)),
    }
    let compare = match &b.compare {
        None => Compare::Exact,
        Some(toml::Value::String(s)) => match s.as_str() {
            "exact" => Compare::Exact,
            "set" => Compare::Set,
            "ignore" => Compare::Ignore,
            other => return Err(format!("buffer {}: unknown compare `{other}`", b.name)),
        },
        Some(toml::Value::Table(t)) => match (t.get("ulps"), t.get("abs")) {
            (Some(u), None) => Compare::Ulps(u.as_integer().unwrap_or(0).max(0) as u32),
            (None, Some(a)) => Compare::Abs(a.as_float().or(a.as_integer().map(|i| i as f64)).unwrap_or(0.0)),
            _ => return Err(format!("buffer {}: compare needs exactly one of `ulps`, `abs`", b.name)),
        },
        Some(_) => return Err(format!("buffer {}: bad `compare`", b.name)),
    };
    Ok(Buffer { name: b.name.clone(), pattern, bytes, compare })
}

fn push(out: &mut Vec<u8>, s: Scalar, v: &toml::Value) -> Result<(), String> {
    let int = || v.as_integer().ok_or_else(|| format!("expected an integer, found {v}"));
    let float =
        || v.as_float().or(v.as_integer().map(|i| i as f64)).ok_or_else(|| format!("expected a number, found {v}"));
    match s {
        Scalar::U32 => out.extend((int()? as u32).to_le_bytes()),
        Scalar::I32 => out.extend((int()? as i32).to_le_bytes()),
        Scalar::F32 => out.extend((float()? as f32).to_le_bytes()),
        Scalar::U16 => out.extend((int()? as u16).to_le_bytes()),
        Scalar::I16 => out.extend((int()? as i16).to_le_bytes()),
        Scalar::F16 => out.extend(f32_to_f16(float()? as f32).to_le_bytes()),
        Scalar::Pad32 => out.extend([0u8; 4]),
    }
    Ok(())
}

/// IEEE binary16 from binary32, round to nearest even (case data is exact in
/// practice; this only has to be right, not fast).
pub fn f32_to_f16(x: f32) -> u16 {
    let bits = x.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xff) as i32;
    let man = bits & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if man != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1u32 << (shift - 1);
        let rounded = (m + half - 1 + ((m >> shift) & 1)) >> shift;
        return sign | rounded as u16;
    }
    let rounded = man + 0xfff + ((man >> 13) & 1);
    let (e, man) = if rounded & 0x80_0000 != 0 { (e + 1, 0) } else { (e, rounded >> 13) };
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    sign | ((e as u16) << 10) | man as u16
}

/// binary32 from IEEE binary16.
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = ((h & 0x8000) as u32) << 16;
    let exp = ((h >> 10) & 0x1f) as u32;
    let man = (h & 0x3ff) as u32;
    let bits = match (exp, man) {
        (0, 0) => sign,
        (0, m) => {
            let shift = m.leading_zeros() - 21;
            sign | ((113 - shift) << 23) | ((m << shift) & 0x3ff) << 13
        }
        (0x1f, m) => sign | 0x7f80_0000 | (m << 13),
        (e, m) => sign | ((e + 112) << 23) | (m << 13),
    };
    f32::from_bits(bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_round_trips() {
        for x in [0.0f32, 1.0, -2.5, 0.333_251_95, 65504.0, 6.1035156e-5, 5.9604645e-8] {
            assert_eq!(f16_to_f32(f32_to_f16(x)), x, "{x}");
        }
        assert_eq!(f32_to_f16(1.0), 0x3c00);
        assert_eq!(f32_to_f16(-2.0), 0xc000);
        assert_eq!(f32_to_f16(1e6), 0x7c00);
    }
}
