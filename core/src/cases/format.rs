//! The case file as data: serde types mirroring the JSON (unknown keys are
//! errors, so a typo never silently drops an expectation), and their
//! normalisation into [`CaseFile`] with one [`Run`] per dispatch.

use super::CaseError;
use crate::options::Language;
use crate::reflect::{Reflection, Resource, ResourceKind};
use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;

use super::texture::{self, RawSampler, RawTexture, SamplerSpec, TextureSpec};

/// A parsed, normalised case file.
#[derive(Clone, Debug, PartialEq)]
pub struct CaseFile {
    pub description: Option<String>,
    /// Source name of the entry point to run (default `main`).
    pub entry: String,
    /// Shader files this case runs, relative to the case file; empty means
    /// every `NAME.EXT` beside `NAME.case.json` (see [`super::shaders_for`]).
    pub sources: Vec<String>,
    /// A compute shader (relative to the case file) the reference runner
    /// compiles and dispatches instead of each source: the same computation
    /// written as a plain kernel, for a source no independent compiler
    /// dispatches as a kernel (a hull shader). `None`: each source is its
    /// own reference.
    pub reference: Option<String>,
    /// One or more dispatches; the file without `runs` is one run `default`.
    pub runs: Vec<Run>,
    /// A render case (vertex + fragment) instead of a compute dispatch.
    pub render: Option<Render>,
    /// The CPU runner compiles the MSL with floating-point contraction on,
    /// as Metal's default fast math contracts (`a * b + c` becomes one
    /// fused multiply-add), so a case can show what `precise` changes.
    /// `--validate` needs no such key: Metal always contracts.
    pub contract: bool,
}

/// One dispatch and what it must produce.
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    pub name: String,
    /// Threadgroups in x, y, z; the group size is the reflected one.
    pub dispatch: [u32; 3],
    /// Function-constant overrides by name; others take the source default.
    pub spec: BTreeMap<String, Value>,
    pub buffers: Vec<BufferSpec>,
    /// Images bound to the kernel's textures (see [`super::texture`]).
    pub textures: Vec<TextureSpec>,
    /// Sampler states bound to the kernel's samplers.
    pub samplers: Vec<SamplerSpec>,
}

/// Which reflected buffer a [`BufferSpec`] means. See [`BufferSelector::resolve`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BufferSelector {
    pub name: Option<String>,
    /// HLSL register, e.g. `u0`, `t1`, `b0`.
    pub register: Option<String>,
    /// HLSL register space (default 0).
    pub space: Option<u32>,
    /// GLSL/WGSL/SPIR-V binding.
    pub binding: Option<u32>,
    /// Descriptor set (default 0).
    pub set: Option<u32>,
    /// Metal buffer index.
    pub slot: Option<u32>,
}

impl BufferSelector {
    /// Whether `res` is the buffer this selector means by one key:
    /// `register` (+`space`), `binding` (+`set`), `name` or `slot`.
    pub fn matches_by(&self, key: SelectorKey, res: &Resource) -> Option<bool> {
        match key {
            SelectorKey::Register => {
                let r = self.register.as_ref()?;
                let rr = res.binding.register.as_ref()?;
                Some(r.eq_ignore_ascii_case(rr) && self.space.unwrap_or(0) == res.binding.space.unwrap_or(0))
            }
            SelectorKey::Binding => {
                let b = self.binding?;
                let rb = res.binding.binding?;
                Some(b == rb && self.set.unwrap_or(0) == res.binding.set.unwrap_or(0))
            }
            SelectorKey::Name => self.name.as_ref().map(|n| *n == res.name),
            SelectorKey::Slot => self.slot.map(|s| s == res.metal.index),
        }
    }

    fn is_empty(&self) -> bool {
        self.name.is_none() && self.register.is_none() && self.binding.is_none() && self.slot.is_none()
    }

    /// How the selector reads in messages.
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        if let Some(n) = &self.name {
            parts.push(format!("`{n}`"));
        }
        if let Some(r) = &self.register {
            parts.push(format!("register {r} space {}", self.space.unwrap_or(0)));
        }
        if let Some(b) = self.binding {
            parts.push(format!("set {} binding {b}", self.set.unwrap_or(0)));
        }
        if let Some(s) = self.slot {
            parts.push(format!("buffer({s})"));
        }
        parts.join(" / ")
    }

    /// The one buffer resource of `reflection` this selector means for a
    /// source in `language`. Keys are tried in the language's order —
    /// HLSL: `register`, `name`, `slot`; the others: `binding`, `name`,
    /// `slot` — and the first key the case gives that matches exactly one
    /// buffer decides. So one case file names a buffer by register for the
    /// HLSL source and by binding for the GLSL one, and a register never
    /// meets a binding number.
    pub fn resolve<'r>(&self, reflection: &'r Reflection, language: Language) -> Result<&'r Resource, String> {
        let order: &[SelectorKey] = match language {
            Language::Hlsl => &[SelectorKey::Register, SelectorKey::Name, SelectorKey::Slot],
            _ => &[SelectorKey::Binding, SelectorKey::Name, SelectorKey::Slot],
        };
        let buffers = || reflection.resources.iter().filter(|r| is_buffer(r.kind));
        for key in order {
            let found: Vec<&Resource> = buffers().filter(|r| self.matches_by(*key, r) == Some(true)).collect();
            match found.as_slice() {
                [one] => return Ok(one),
                [] => continue,
                _ => return Err(format!("{} matches {} buffers", self.describe(), found.len())),
            }
        }
        Err(format!("no buffer resource matches {}", self.describe()))
    }
}

/// The keys a [`BufferSelector`] can match by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SelectorKey {
    Register,
    Binding,
    Name,
    Slot,
}

/// Resource kinds bound as Metal buffers with data a case can give.
pub const fn is_buffer(kind: ResourceKind) -> bool {
    matches!(
        kind,
        ResourceKind::UniformBuffer
            | ResourceKind::StorageBuffer
            | ResourceKind::ReadOnlyStorageBuffer
            | ResourceKind::PushConstants
            | ResourceKind::Counter
    )
}

/// Initial contents or expected contents of a buffer.
#[derive(Clone, Debug, PartialEq)]
pub enum Values {
    /// Every leaf zero (initial) / nothing compared (expected).
    None,
    /// Values in layout order (see the module doc of `cases`).
    Data(Value),
    /// Every leaf this number.
    Fill(Value),
    /// Leaf `i` is `start + i * step`.
    Iota { start: f64, step: f64 },
}

/// Tolerance for float leaves. Integers always compare exactly.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tolerance {
    /// Units in the last place (of the leaf's own type).
    pub ulp: u64,
    /// Absolute difference.
    pub abs: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expectation {
    pub values: Values,
    pub tolerance: Tolerance,
    /// Compare runtime-array elements (or, without one, scalars) as a multiset.
    pub unordered: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct BufferSpec {
    pub select: BufferSelector,
    /// Element type when reflection gives no layout (`f32`, `u32x4`, `float3`…).
    pub ty: Option<String>,
    /// Elements of the runtime-sized array (default: as many as the values reach).
    pub count: Option<u32>,
    pub init: Values,
    pub expect: Option<Expectation>,
    /// Byte offsets the reflected layout must give members (`"light.dir"`):
    /// the source language's packing rules, worked out by hand.
    pub offsets: BTreeMap<String, u32>,
}

/// A vertex + fragment render into an offscreen `rgba32Float` target.
#[derive(Clone, Debug, PartialEq)]
pub struct Render {
    pub vertex: String,
    pub fragment: String,
    /// Target width and height in pixels.
    pub size: [u32; 2],
    /// Vertex attributes, per vertex in location order, packed at the
    /// reflected offsets and stride (same value rules as buffer data).
    pub vertices: Value,
    pub vertex_count: u32,
    pub clear: [f64; 4],
    /// Expected pixels, rows top to bottom, `[r, g, b, a]` each.
    pub expect: Expectation,
}

// ---- raw JSON ----

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct RawFile {
    description: Option<String>,
    entry: Option<String>,
    #[serde(default)]
    sources: Vec<String>,
    reference: Option<String>,
    dispatch: Option<Value>,
    #[serde(default)]
    spec: BTreeMap<String, Value>,
    #[serde(default)]
    buffers: Vec<RawBuffer>,
    #[serde(default)]
    textures: Vec<RawTexture>,
    #[serde(default)]
    samplers: Vec<RawSampler>,
    runs: Option<Vec<RawRun>>,
    render: Option<RawRender>,
    #[serde(default)]
    contract: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct RawRun {
    name: String,
    dispatch: Option<Value>,
    #[serde(default)]
    spec: BTreeMap<String, Value>,
    #[serde(default)]
    buffers: Vec<RawBuffer>,
    #[serde(default)]
    textures: Vec<RawTexture>,
    #[serde(default)]
    samplers: Vec<RawSampler>,
}

#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct RawBuffer {
    name: Option<String>,
    register: Option<String>,
    space: Option<u32>,
    binding: Option<u32>,
    set: Option<u32>,
    slot: Option<u32>,
    #[serde(rename = "type")]
    ty: Option<String>,
    count: Option<u32>,
    data: Option<Value>,
    fill: Option<Value>,
    iota: Option<Value>,
    expect: Option<Value>,
    #[serde(default)]
    offsets: BTreeMap<String, u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct RawExpect {
    data: Option<Value>,
    fill: Option<Value>,
    iota: Option<Value>,
    #[serde(default)]
    ulp: u64,
    #[serde(default)]
    abs: f64,
    #[serde(default)]
    unordered: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct RawRender {
    vertex: String,
    fragment: String,
    size: [u32; 2],
    vertices: Value,
    vertex_count: u32,
    #[serde(default)]
    clear: [f64; 4],
    expect: Value,
}

/// Parse a case file's text.
pub fn parse(text: &str) -> Result<CaseFile, CaseError> {
    let raw: RawFile = serde_json::from_str(text).map_err(|e| CaseError(format!("{e}")))?;
    let base_dispatch = raw.dispatch.as_ref().map(dispatch).transpose()?.unwrap_or([1, 1, 1]);
    let base_buffers = raw.buffers.iter().map(buffer).collect::<Result<Vec<_>, _>>()?;
    let base_textures = raw.textures.iter().map(texture::texture).collect::<Result<Vec<_>, _>>()?;
    let base_samplers = raw.samplers.iter().map(|s| texture::sampler(s, false)).collect::<Result<Vec<_>, _>>()?;
    let runs = match raw.runs {
        None => vec![Run {
            name: "default".into(),
            dispatch: base_dispatch,
            spec: raw.spec,
            buffers: base_buffers,
            textures: base_textures,
            samplers: base_samplers,
        }],
        Some(runs) if runs.is_empty() => return Err(CaseError("`runs` is empty".into())),
        Some(runs) => {
            let mut out: Vec<Run> = Vec::new();
            for r in runs {
                if out.iter().any(|o| o.name == r.name) {
                    return Err(CaseError(format!("two runs are named `{}`", r.name)));
                }
                let mut spec = raw.spec.clone();
                spec.extend(r.spec);
                let mut buffers = base_buffers.clone();
                for b in &r.buffers {
                    let b = buffer(b)?;
                    match buffers.iter_mut().find(|x| x.select == b.select) {
                        Some(slot) => *slot = b,
                        None => buffers.push(b),
                    }
                }
                let mut textures = base_textures.clone();
                for t in &r.textures {
                    let t = texture::texture(t)?;
                    match textures.iter_mut().find(|x| x.select == t.select) {
                        Some(slot) => *slot = t,
                        None => textures.push(t),
                    }
                }
                let mut samplers = base_samplers.clone();
                for s in &r.samplers {
                    let s = texture::sampler(s, false)?;
                    match samplers.iter_mut().find(|x| x.select == s.select) {
                        Some(slot) => *slot = s,
                        None => samplers.push(s),
                    }
                }
                let dispatch = r.dispatch.as_ref().map(dispatch).transpose()?.unwrap_or(base_dispatch);
                out.push(Run { name: r.name, dispatch, spec, buffers, textures, samplers });
            }
            out
        }
    };
    let render = raw.render.map(render).transpose()?;
    Ok(CaseFile {
        description: raw.description,
        entry: raw.entry.unwrap_or_else(|| "main".into()),
        sources: raw.sources,
        reference: raw.reference,
        runs,
        render,
        contract: raw.contract,
    })
}

fn dispatch(v: &Value) -> Result<[u32; 3], CaseError> {
    let bad = || CaseError(format!("`dispatch` must be a count or a list of 1 to 3 counts, found `{v}`"));
    let count = |x: &Value| x.as_u64().and_then(|n| u32::try_from(n).ok()).filter(|n| *n > 0).ok_or_else(bad);
    match v {
        Value::Array(xs) if (1..=3).contains(&xs.len()) => {
            let mut d = [1u32; 3];
            for (slot, x) in d.iter_mut().zip(xs) {
                *slot = count(x)?;
            }
            Ok(d)
        }
        Value::Number(_) => Ok([count(v)?, 1, 1]),
        _ => Err(bad()),
    }
}

fn buffer(b: &RawBuffer) -> Result<BufferSpec, CaseError> {
    let select = BufferSelector {
        name: b.name.clone(),
        register: b.register.clone(),
        space: b.space,
        binding: b.binding,
        set: b.set,
        slot: b.slot,
    };
    if select.is_empty() {
        return Err(CaseError("a buffer needs `name`, `register`, `binding` or `slot`".into()));
    }
    let init =
        values(&b.data, &b.fill, &b.iota).map_err(|e| CaseError(format!("buffer {}: {e}", select.describe())))?;
    let expect = b
        .expect
        .as_ref()
        .map(expectation)
        .transpose()
        .map_err(|e| CaseError(format!("buffer {}: {e}", select.describe())))?;
    Ok(BufferSpec { select, ty: b.ty.clone(), count: b.count, init, expect, offsets: b.offsets.clone() })
}

fn values(data: &Option<Value>, fill: &Option<Value>, iota: &Option<Value>) -> Result<Values, String> {
    match (data, fill, iota) {
        (None, None, None) => Ok(Values::None),
        (Some(d), None, None) => Ok(Values::Data(d.clone())),
        (None, Some(f), None) => Ok(Values::Fill(f.clone())),
        (None, None, Some(i)) => iota_of(i),
        _ => Err("give at most one of `data`, `fill`, `iota`".into()),
    }
}

fn iota_of(v: &Value) -> Result<Values, String> {
    let num = |x: Option<&Value>, default: f64| match x {
        None => Ok(default),
        Some(x) => x.as_f64().ok_or_else(|| format!("`iota` wants numbers, found `{x}`")),
    };
    match v {
        Value::Number(_) => Ok(Values::Iota { start: num(Some(v), 0.0)?, step: 1.0 }),
        Value::Object(m) => {
            if let Some(k) = m.keys().find(|k| *k != "start" && *k != "step") {
                return Err(format!("`iota` has no key `{k}` (start, step)"));
            }
            Ok(Values::Iota { start: num(m.get("start"), 0.0)?, step: num(m.get("step"), 1.0)? })
        }
        _ => Err(format!("`iota` is a start number or {{\"start\", \"step\"}}, found `{v}`")),
    }
}

fn expectation(v: &Value) -> Result<Expectation, String> {
    if let Value::Array(_) = v {
        return Ok(Expectation { values: Values::Data(v.clone()), tolerance: Tolerance::default(), unordered: false });
    }
    let raw: RawExpect = serde_json::from_value(v.clone()).map_err(|e| format!("`expect`: {e}"))?;
    let values = values(&raw.data, &raw.fill, &raw.iota)?;
    if values == Values::None {
        return Err("`expect` needs `data`, `fill` or `iota`".into());
    }
    Ok(Expectation { values, tolerance: Tolerance { ulp: raw.ulp, abs: raw.abs }, unordered: raw.unordered })
}

fn render(r: RawRender) -> Result<Render, CaseError> {
    let expect = expectation(&r.expect).map_err(|e| CaseError(format!("render: {e}")))?;
    if !r.size.iter().all(|d| (1..=16384).contains(d)) {
        return Err(CaseError("render: `size` must be 1 to 16384 pixels each way".into()));
    }
    Ok(Render {
        vertex: r.vertex,
        fragment: r.fragment,
        size: r.size,
        vertices: r.vertices,
        vertex_count: r.vertex_count,
        clear: r.clear,
        expect,
    })
}
