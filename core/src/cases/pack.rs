//! Values to leaves to bytes: how a case's `data`/`fill`/`iota` lands in a
//! buffer laid out by reflection, and everything one run needs bound
//! ([`prepare_run`]).

use super::format::{BufferSpec, Run, Tolerance, Values, is_buffer};
use super::layout::{LayoutNode, Leaf, PackLayout};
use super::num::{self, Num, ScalarType};
use crate::options::Language;
use crate::reflect::{Reflection, Resource, SpecConstant};
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// Budget for nested JSON lists.
const MAX_DEPTH: usize = 32;
/// Budget for the leaves of one buffer (16 Mi scalars).
const MAX_LEAVES: usize = 1 << 24;
/// Budget for the bytes of one buffer (256 MiB).
const MAX_BYTES: u32 = 1 << 28;

/// Refuse layouts and counts that would not fit the budgets, before
/// anything is allocated for them.
fn check_budget(layout: &PackLayout, count: u32) -> Result<(), String> {
    if layout.leaf_count(count) > MAX_LEAVES as u64 {
        return Err(format!("{count} elements make more than {MAX_LEAVES} scalars"));
    }
    if layout.byte_size(count) >= MAX_BYTES {
        return Err(format!("{count} elements make a buffer over {MAX_BYTES} bytes"));
    }
    Ok(())
}

/// Leaves in layout order, each with its value (`None`: zero / not compared).
pub type Assigned = Vec<(Leaf, Option<Num>)>;

/// Assign `values` to the leaves of `layout`. `count` fixes the number of
/// runtime-array elements; without it the values decide (a partial last
/// element counts). Returns the element count used and the leaves.
pub fn assign(layout: &PackLayout, values: &Values, count: Option<u32>) -> Result<(u32, Assigned), String> {
    let need_count = || {
        count
            .or(layout.runtime_array().is_none().then_some(0))
            .ok_or_else(|| "the buffer has a runtime-sized array: give `count` (or `data`) to size it".to_string())
    };
    check_budget(layout, count.unwrap_or(1).max(1))?;
    match values {
        Values::None => {
            let n = count.unwrap_or(0);
            Ok((n, layout.leaves(n).into_iter().map(|l| (l, None)).collect()))
        }
        Values::Fill(v) => {
            let n = need_count()?;
            let x = Num::from_json(v)?;
            Ok((n, layout.leaves(n).into_iter().map(|l| (l, x)).collect()))
        }
        Values::Iota { start, step } => {
            let n = need_count()?;
            let at = |i: usize| {
                let x = start + step * i as f64;
                if x.fract() == 0.0 && x.abs() < 9.0e15 { Num::Int(x as i128) } else { Num::Float(x) }
            };
            Ok((n, layout.leaves(n).into_iter().enumerate().map(|(i, l)| (l, Some(at(i)))).collect()))
        }
        Values::Data(v) => {
            let mut items = Vec::new();
            flatten(v, &mut items, 0)?;
            let mut w = Walker { items: &items, pos: 0, out: Vec::new(), count, reached: 0 };
            w.walk(&layout.root, 0, None, 0)?;
            check_budget(layout, w.reached)?;
            if w.pos < items.len() {
                let leaves = w.out.len();
                return Err(format!(
                    "too many values: the layout has {leaves} scalars here, {} values given",
                    items.len()
                ));
            }
            Ok((count.unwrap_or(w.reached), w.out))
        }
    }
}

/// Encode assigned leaves into a zeroed buffer of `size` bytes.
pub fn pack(assigned: &Assigned, size: u32) -> Result<Vec<u8>, String> {
    if size >= MAX_BYTES {
        return Err(format!("a buffer of {size} bytes is over the budget of {MAX_BYTES}"));
    }
    let mut bytes = vec![0u8; size as usize];
    for (leaf, value) in assigned {
        if let Some(v) = value {
            let bits = num::encode(leaf.scalar, *v).map_err(|e| format!("at byte {}: {e}", leaf.offset))?;
            num::store(&mut bytes, leaf.offset, leaf.scalar, bits);
        }
    }
    Ok(bytes)
}

#[derive(Clone, Copy, Debug)]
enum Item<'a> {
    Num(Option<Num>),
    Obj(&'a Map<String, Value>),
}

fn flatten<'a>(v: &'a Value, out: &mut Vec<Item<'a>>, depth: usize) -> Result<(), String> {
    if depth > MAX_DEPTH {
        return Err("values nested too deeply".into());
    }
    match v {
        Value::Array(xs) => xs.iter().try_for_each(|x| flatten(x, out, depth + 1)),
        Value::Object(m) => {
            out.push(Item::Obj(m));
            Ok(())
        }
        _ => {
            out.push(Item::Num(Num::from_json(v)?));
            Ok(())
        }
    }
}

/// Walks a layout in leaf order, consuming items.
struct Walker<'a, 'i> {
    items: &'i [Item<'a>],
    pos: usize,
    out: Assigned,
    /// Runtime-array elements; `None`: as many as the items reach.
    count: Option<u32>,
    reached: u32,
}

impl Walker<'_, '_> {
    fn walk(&mut self, node: &LayoutNode, base: u32, element: Option<u32>, depth: usize) -> Result<(), String> {
        if depth > MAX_DEPTH || self.out.len() > MAX_LEAVES {
            return Err("layout too deep or buffer too large".into());
        }
        match node {
            LayoutNode::Array { count: Some(n), stride, element: e } => {
                (0..*n).try_for_each(|i| self.walk(e, base + i * stride, element, depth + 1))
            }
            LayoutNode::Array { count: None, stride, element: e } => {
                let mut i = 0u32;
                while self.count.map_or(self.pos < self.items.len(), |n| i < n) {
                    let before = self.pos;
                    self.walk(e, base + i * stride, Some(i), depth + 1)?;
                    if self.count.is_none() && self.pos == before {
                        break; // an element without leaves consumes nothing
                    }
                    i += 1;
                    if self.out.len() > MAX_LEAVES {
                        return Err("buffer too large".into());
                    }
                }
                self.reached = self.reached.max(i);
                Ok(())
            }
            LayoutNode::Struct(fields) => match self.items.get(self.pos) {
                Some(Item::Obj(map)) => {
                    self.pos += 1;
                    self.walk_object(fields, map, base, element, depth)
                }
                _ => fields.iter().try_for_each(|f| self.walk(&f.node, base + f.offset, element, depth + 1)),
            },
            LayoutNode::Scalar(_) | LayoutNode::Vector(..) | LayoutNode::Matrix { .. } => {
                let root = PackLayout { root: node.clone(), fixed_size: 0 };
                for mut leaf in root.leaves(0) {
                    leaf.offset += base;
                    leaf.element = element;
                    let value = match self.items.get(self.pos) {
                        None => None,
                        Some(Item::Num(n)) => *n,
                        Some(Item::Obj(_)) => return Err(format!("an object where a {} is expected", leaf.scalar)),
                    };
                    self.pos = (self.pos + 1).min(self.items.len());
                    self.out.push((leaf, value));
                }
                Ok(())
            }
        }
    }

    /// A struct given as `{ "member": values, … }`: each member's values
    /// fill exactly that member; members not named stay unset.
    fn walk_object(
        &mut self,
        fields: &[super::layout::Field],
        map: &Map<String, Value>,
        base: u32,
        element: Option<u32>,
        depth: usize,
    ) -> Result<(), String> {
        if let Some(k) = map.keys().find(|k| !fields.iter().any(|f| f.name == **k)) {
            let known: Vec<&str> = fields.iter().map(|f| f.name.as_str()).collect();
            return Err(format!("no member `{k}` (members: {})", known.join(", ")));
        }
        for f in fields {
            let mut items = Vec::new();
            if let Some(v) = map.get(&f.name) {
                flatten(v, &mut items, depth + 1)?;
            }
            let mut sub = Walker { items: &items, pos: 0, out: Vec::new(), count: self.count, reached: 0 };
            if items.is_empty() && self.count.is_none() {
                sub.count = Some(0);
            }
            sub.walk(&f.node, base + f.offset, element, depth + 1)?;
            if sub.pos < items.len() {
                return Err(format!("too many values for member `{}`", f.name));
            }
            self.reached = self.reached.max(sub.reached);
            self.out.extend(sub.out);
        }
        Ok(())
    }
}

/// A buffer ready to bind.
#[derive(Clone, Debug, PartialEq)]
pub struct PreparedBuffer {
    /// The reflected resource's name.
    pub name: String,
    /// Metal buffer index.
    pub slot: u32,
    pub push_constants: bool,
    pub layout: PackLayout,
    /// Runtime-array elements.
    pub count: u32,
    pub bytes: Vec<u8>,
    pub expect: Option<PreparedExpect>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PreparedExpect {
    pub values: Assigned,
    pub tolerance: Tolerance,
    pub unordered: bool,
}

/// A function-constant value for `MTLFunctionConstantValues`.
#[derive(Clone, Debug, PartialEq)]
pub struct SpecValue {
    pub name: String,
    pub index: u32,
    pub mtl_data_type: u32,
    /// Little-endian bytes of the value (a Metal `bool` is one byte).
    pub bytes: Vec<u8>,
}

/// Everything one run binds: every buffer the entry point uses (those the
/// case does not name are zero-filled), and the overridden function constants.
#[derive(Clone, Debug, PartialEq)]
pub struct PreparedRun {
    pub buffers: Vec<PreparedBuffer>,
    pub spec: Vec<SpecValue>,
}

/// Prepare one buffer of a case for the resource it resolved to.
pub fn prepare_buffer(spec: &BufferSpec, res: &Resource, language: Language) -> Result<PreparedBuffer, String> {
    let layout = PackLayout::from_resource(res, language, spec.ty.as_deref())?;
    let in_context = |e: String| format!("buffer `{}`: {e}", res.name);
    for (path, want) in &spec.offsets {
        match layout.member_offset(path) {
            Some(got) if got == *want => {}
            Some(got) => {
                return Err(in_context(format!("reflected offset of `{path}` is {got}, the case expects {want}")));
            }
            None => return Err(in_context(format!("the reflected layout has no member `{path}`"))),
        }
    }
    let count = match (spec.count, &spec.init, &spec.expect) {
        (Some(n), ..) => Some(n),
        (None, Values::Data(_), _) => Some(assign(&layout, &spec.init, None).map_err(in_context)?.0),
        (None, _, Some(e)) if matches!(e.values, Values::Data(_)) => {
            Some(assign(&layout, &e.values, None).map_err(in_context)?.0)
        }
        _ => None,
    };
    let (count, init) = assign(&layout, &spec.init, count).map_err(in_context)?;
    let bytes = pack(&init, layout.byte_size(count)).map_err(in_context)?;
    let expect = match &spec.expect {
        None => None,
        Some(e) => {
            let (_, values) = assign(&layout, &e.values, Some(count)).map_err(in_context)?;
            // Check every expected value fits its leaf now, not at compare time.
            pack(&values, layout.byte_size(count)).map_err(in_context)?;
            Some(PreparedExpect { values, tolerance: e.tolerance, unordered: e.unordered })
        }
    };
    Ok(PreparedBuffer {
        name: res.name.clone(),
        slot: res.metal.index,
        push_constants: res.kind == crate::reflect::ResourceKind::PushConstants,
        layout,
        count,
        bytes,
        expect,
    })
}

/// Resolve a run against the reflection of the translated entry point.
/// `overrides` (the CLI's `--spec NAME=VALUE`) win over the run's `spec`.
pub fn prepare_run(
    run: &Run,
    reflection: &Reflection,
    entry: &str,
    language: Language,
    overrides: &BTreeMap<String, String>,
) -> Result<PreparedRun, String> {
    let ep = reflection
        .entry_points
        .iter()
        .find(|e| e.name == entry || e.msl_name == entry)
        .ok_or_else(|| format!("no entry point `{entry}` in the translation"))?;
    // Only the CPU execution-parity runner binds images so far: a run that
    // needs them is refused rather than dispatched with nothing bound.
    if !run.textures.is_empty() || !run.samplers.is_empty() {
        return Err(format!(
            "run `{}` binds textures or samplers, which only the execution-parity runner (scripts/exec-parity) binds yet",
            run.name
        ));
    }
    let mut buffers: Vec<PreparedBuffer> = Vec::new();
    for spec in &run.buffers {
        let res = spec.select.resolve(reflection, language)?;
        if buffers.iter().any(|b| b.name == res.name) {
            return Err(format!("buffer `{}` is named twice", res.name));
        }
        buffers.push(prepare_buffer(spec, res, language)?);
    }
    let used = |r: &Resource| ep.resources.is_empty() || ep.resources.contains(&r.name);
    for res in reflection.resources.iter().filter(|r| is_buffer(r.kind) && used(r)) {
        if buffers.iter().any(|b| b.name == res.name) {
            continue;
        }
        let layout = PackLayout::from_resource(res, language, None)
            .or_else(|_| PackLayout::from_type("u32x4"))
            .map_err(|e| format!("buffer `{}`: {e}", res.name))?;
        let count = u32::from(layout.runtime_array().is_some());
        let bytes = vec![0u8; layout.byte_size(count).max(16) as usize];
        let push_constants = res.kind == crate::reflect::ResourceKind::PushConstants;
        buffers.push(PreparedBuffer {
            name: res.name.clone(),
            slot: res.metal.index,
            push_constants,
            layout,
            count,
            bytes,
            expect: None,
        });
    }
    buffers.sort_by_key(|b| b.slot);
    let spec = spec_values(&run.spec, overrides, &reflection.specialization_constants)?;
    Ok(PreparedRun { buffers, spec })
}

/// The function constants to set: the run's `spec` and the CLI overrides.
/// Constants not overridden stay unset, so the MSL's own default applies
/// (`is_function_constant_defined` is false) — which is the path a host that
/// wants the source defaults takes, and what the cases check.
pub fn spec_values(
    run: &BTreeMap<String, Value>,
    overrides: &BTreeMap<String, String>,
    constants: &[SpecConstant],
) -> Result<Vec<SpecValue>, String> {
    let mut wanted: BTreeMap<&str, Num> = BTreeMap::new();
    for (name, v) in run {
        wanted.insert(name, Num::from_json(v)?.ok_or_else(|| format!("spec `{name}` is null"))?);
    }
    for (name, v) in overrides {
        wanted.insert(name, Num::parse(v).map_err(|e| format!("--spec {name}: {e}"))?);
    }
    let mut out = Vec::new();
    for (name, value) in wanted {
        let c = constants
            .iter()
            .find(|c| c.name == name || name.parse::<u32>().is_ok_and(|i| i == c.index))
            .ok_or_else(|| format!("no specialization constant `{name}`"))?;
        let (ty, size) = match c.mtl_data_type {
            3 => (ScalarType::F32, 4),
            16 => (ScalarType::F16, 2),
            29 => (ScalarType::I32, 4),
            33 => (ScalarType::U32, 4),
            53 => (ScalarType::U8, 1),
            other => return Err(format!("spec `{name}`: unsupported MTLDataType {other}")),
        };
        let bits = num::encode(ty, value).map_err(|e| format!("spec `{name}`: {e}"))?;
        let bytes = bits.to_le_bytes().into_iter().take(size).collect();
        out.push(SpecValue { name: c.name.clone(), index: c.index, mtl_data_type: c.mtl_data_type, bytes });
    }
    out.sort_by_key(|s| s.index);
    Ok(out)
}
