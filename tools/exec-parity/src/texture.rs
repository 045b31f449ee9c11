//! Textures and samplers of a case on both sides: initial texels from the
//! case (`data` or a seeded `pattern`), the runtime's description line, the
//! sampler encoding msl-std reads (`msl-std/metal/__texture_abi.h`), which
//! reflected or SPIR-V resource a case texture means, and the comparison of
//! written textures after a run.

use ferrometal::cases::{BufferSelector, SamplerSpec, TextureFormat, TextureInit, TextureSpec};
use ferrometal::reflect::{Reflection, Resource, ResourceKind};
use ferrometal::{Language, cases::format::SelectorKey};
use serde_json::Value;

/// The texels a texture starts with, in the case's storage order.
pub fn initial_bytes(t: &TextureSpec) -> Result<Vec<u8>, String> {
    let texels: u64 = (0..t.mips).map(|m| t.mip_texels(m)).sum();
    let components = u64::from(t.format.components());
    let scalars = texels * components;
    let mut out = Vec::with_capacity(t.byte_size() as usize);
    let push = |v: f64, out: &mut Vec<u8>| -> Result<(), String> {
        match t.format {
            TextureFormat::Rgba8Unorm => {
                if !(0.0..=1.0).contains(&v) {
                    return Err(format!("rgba8unorm value {v} is outside [0, 1]"));
                }
                out.push((v * 255.0).round() as u8);
            }
            TextureFormat::R32Float | TextureFormat::Rgba32Float | TextureFormat::Depth32Float => {
                out.extend((v as f32).to_le_bytes())
            }
            TextureFormat::R32Uint | TextureFormat::Rgba32Uint => {
                if v < 0.0 || v > f64::from(u32::MAX) || v.fract() != 0.0 {
                    return Err(format!("{v} is not a 32-bit unsigned integer"));
                }
                out.extend((v as u32).to_le_bytes())
            }
            TextureFormat::R32Sint => {
                if v < f64::from(i32::MIN) || v > f64::from(i32::MAX) || v.fract() != 0.0 {
                    return Err(format!("{v} is not a 32-bit signed integer"));
                }
                out.extend((v as i32).to_le_bytes())
            }
        }
        Ok(())
    };
    match &t.init {
        TextureInit::Zero => out.resize(t.byte_size() as usize, 0),
        TextureInit::Pattern(seed) => {
            let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
            for _ in 0..scalars {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let r = (state >> 11) as u32;
                let v = match t.format {
                    TextureFormat::Rgba8Unorm => f64::from(r % 256) / 255.0,
                    TextureFormat::Depth32Float => f64::from(r % 64) / 64.0,
                    f if f.is_float() => f64::from(r % 256) / 64.0 - 2.0,
                    _ => f64::from(r % 256),
                };
                push(v, &mut out)?;
            }
        }
        TextureInit::Data(v) => {
            let mut flat = Vec::new();
            flatten(v, &mut flat)?;
            if flat.len() as u64 != scalars {
                return Err(format!("`data` has {} values, the texture {scalars} components", flat.len()));
            }
            for x in flat {
                push(x, &mut out)?;
            }
        }
    }
    Ok(out)
}

fn flatten(v: &Value, out: &mut Vec<f64>) -> Result<(), String> {
    match v {
        Value::Array(xs) => xs.iter().try_for_each(|x| flatten(x, out)),
        Value::Number(n) => {
            out.push(n.as_f64().ok_or("a texel value is not a number")?);
            Ok(())
        }
        other => Err(format!("a texel value must be a number, found `{other}`")),
    }
}

/// The runtime's description line: `DIM FORMAT WIDTH HEIGHT DEPTH LAYERS MIPS`.
pub fn description(t: &TextureSpec) -> String {
    let [w, h, d] = t.size;
    format!("{} {} {w} {h} {d} {} {}", t.dim.code(), t.format.code(), t.layers, t.mips)
}

/// The sampler state in msl-std's encoding (`metal/__texture_abi.h`).
pub fn sampler_bits(s: &SamplerSpec) -> u64 {
    let mut h = 0u64;
    for (axis, a) in s.address.iter().enumerate() {
        h |= u64::from(*a) << (3 * axis);
    }
    h |= u64::from(s.mag_linear) << 9;
    h |= u64::from(s.min_linear) << 10;
    h |= u64::from(s.mip_filter) << 11;
    if let Some(c) = s.compare {
        h |= u64::from(c) << 13 | 1 << 16;
    }
    h |= u64::from(s.border) << 17;
    let lod16 = |v: f32| if v >= 255.0 { 4095 } else { (v * 16.0) as u64 };
    h |= lod16(s.min_lod) << 24;
    h |= lod16(s.max_lod) << 36;
    h
}

const fn is_texture(kind: ResourceKind) -> bool {
    matches!(kind, ResourceKind::Texture | ResourceKind::StorageTexture | ResourceKind::TexelBuffer)
}

const fn is_sampler(kind: ResourceKind) -> bool {
    matches!(kind, ResourceKind::Sampler | ResourceKind::ComparisonSampler)
}

fn resolve<'r>(
    sel: &BufferSelector,
    reflection: &'r Reflection,
    language: Language,
    keep: fn(ResourceKind) -> bool,
    what: &str,
) -> Result<&'r Resource, String> {
    let order: &[SelectorKey] = match language {
        Language::Hlsl => &[SelectorKey::Register, SelectorKey::Name, SelectorKey::Slot],
        _ => &[SelectorKey::Binding, SelectorKey::Name, SelectorKey::Slot],
    };
    for key in order {
        let found: Vec<&Resource> =
            reflection.resources.iter().filter(|r| keep(r.kind) && sel.matches_by(*key, r) == Some(true)).collect();
        match found.as_slice() {
            [one] => return Ok(one),
            [] => continue,
            _ => return Err(format!("{} matches {} {what}s", sel.describe(), found.len())),
        }
    }
    Err(format!("no {what} resource matches {}", sel.describe()))
}

/// The reflected texture a case texture means.
pub fn resolve_texture<'r>(
    t: &TextureSpec,
    reflection: &'r Reflection,
    language: Language,
) -> Result<&'r Resource, String> {
    resolve(&t.select, reflection, language, is_texture, "texture")
}

/// The reflected sampler a case sampler means.
pub fn resolve_sampler<'r>(
    s: &SamplerSpec,
    reflection: &'r Reflection,
    language: Language,
) -> Result<&'r Resource, String> {
    resolve(&s.select, reflection, language, is_sampler, "sampler")
}

/// The sampler ferrometal made for a combined texture-sampler (GLSL's
/// `sampler2D tex` gives `tex` and its sampler `tex_sampler`).
pub fn combined_sampler<'r>(texture: &Resource, reflection: &'r Reflection) -> Result<&'r Resource, String> {
    let prefix = format!("{}_sampler", texture.name);
    let found: Vec<&Resource> = reflection
        .resources
        .iter()
        .filter(|r| is_sampler(r.kind) && r.name.starts_with(&prefix) && r.source_type.ends_with("(its sampler)"))
        .collect();
    match found.as_slice() {
        [one] => Ok(one),
        _ => Err(format!("texture `{}`: no single sampler of its own in the reflection", texture.name)),
    }
}

/// Compare a written texture with the reference: exact bytes, or within
/// `abs` per float component (rgba8unorm: `abs` in [0, 1] units).
pub fn compare(t: &TextureSpec, ours: &[u8], reference: &[u8]) -> Result<(), String> {
    if ours.len() != reference.len() {
        return Err(format!("{} bytes, the reference has {}", ours.len(), reference.len()));
    }
    let bad = |i: usize, a: String, b: String| {
        let texel = i as u64 / u64::from(t.format.texel_bytes());
        Err(format!("texel {texel} (storage order) is {a}, the reference has {b}"))
    };
    match t.format {
        TextureFormat::Rgba8Unorm => {
            let slack = (t.abs * 255.0).round() as i32;
            for (i, (a, b)) in ours.iter().zip(reference).enumerate() {
                if (i32::from(*a) - i32::from(*b)).abs() > slack {
                    return bad(i, format!("{}/255", a), format!("{}/255", b));
                }
            }
        }
        f if f.is_float() => {
            for (i, (a, b)) in ours.chunks_exact(4).zip(reference.chunks_exact(4)).enumerate() {
                let (x, y) = (f32::from_bits(word(a)), f32::from_bits(word(b)));
                let same = x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan());
                let close = f64::from((x - y).abs()) <= t.abs;
                if !same && !close {
                    return bad(i * 4, x.to_string(), y.to_string());
                }
            }
        }
        _ => {
            for (i, (a, b)) in ours.chunks_exact(4).zip(reference.chunks_exact(4)).enumerate() {
                if a != b {
                    let (x, y) = (word(a), word(b));
                    return bad(i * 4, x.to_string(), y.to_string());
                }
            }
        }
    }
    Ok(())
}

/// A little-endian 32-bit word from a 4-byte chunk.
fn word(chunk: &[u8]) -> u32 {
    u32::from_le_bytes(chunk.try_into().unwrap_or([0; 4]))
}
